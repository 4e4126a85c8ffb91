import type { ListMeta } from '@core/schemas/common';
import type { Channel } from '@core/schemas/entities';
import {
  FORM_NAMES,
  type FormName,
  MY_FORMS,
  SUBMISSION_STATUSES,
  type SubmissionStatus,
} from '@core/schemas/forms';
import { type Attachment, SUBMISSIONS_PER_PAGE, type Submission } from '@core/schemas/submissions';
import { addDays, broadcastClock, isIsoDate } from '@core/time';
import { type ContentHandler, svgDataUrl } from './content-api';
import { demoLibrary } from './library';
import type { QueryReader } from './query';

/**
 * The request forms' calls of the demo API (src/server/forms/routes.ts): the user's own lists
 * (`{product}/my/form/{form}.json`), the newsroom's (`{product}.form`) and one submission
 * (`{product}/form/submission/{id}.json`), from a fixed set of made-up submissions in Uzbek. The
 * demo does not know who asks: "my" lists hold the submissions of the stories' signed-in user.
 */

export interface FormsEnv {
  product: string;
  now: () => Date;
  channels: readonly Channel[];
  fail(status: 400 | 404, message: string): Error;
}

const PER_FORM = 14;
const SENDERS = [
  { _id: 'admin', username: 'admin', displayName: 'Admin' },
  { _id: 'demo', username: 'demo', displayName: 'Дилноза Каримова' },
  { _id: 'sardor', username: 'sardor', displayName: 'Сардор Алиев' },
];
const TITLES: Record<FormName, string[]> = {
  casting: ['Раҳимова Малика', 'Тошпўлатов Жасур', 'Юсупова Нигора'],
  qabulxona: ['Каримов Ботир', 'Ахмедова Гулноза', 'Исмоилов Фарҳод'],
  reporter: ['Маҳалладаги ёмғир тошқини', 'Янги мактаб очилди', 'Йўл таъмири бошланди'],
  tabriknoma: ['Туғилган кун', 'Юбилей', 'Тўй муборак'],
  taklifnoma: ['Маҳалла фестивали', 'Мактаб юбилейи', 'Китоб байрами'],
  feedback: ['Эфир сифати ҳақида', 'Кўрсатув вақти', 'Сайт ҳақида таклиф'],
};
const ANSWERS: Record<Exclude<SubmissionStatus, 'received'>, string> = {
  in_work: 'Мухбиримиз сиз билан боғланади.',
  done: 'Сўровингиз бажарилди, эътиборингиз учун раҳмат.',
  declined: 'Афсуски, бу сўровни бажара олмаймиз.',
};

/** A picture attachment drawn in SVG (its link and thumbnail are data URLs, as signed links stand for). */
function picture(id: string, field: string, label: string, hue: number): Attachment {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480" viewBox="0 0 640 480"><rect width="640" height="480" fill="hsl(${hue} 55% 45%)"/><text x="320" y="250" font-family="sans-serif" font-size="40" fill="#fff" text-anchor="middle">${label}</text></svg>`;
  const url = svgDataUrl(svg);
  return {
    _id: id,
    field,
    title: `${label}.svg`,
    mime: 'image/svg+xml',
    size: svg.length,
    width: 640,
    height: 480,
    link: url,
    thumb: url,
  };
}

function detailOf(form: FormName, n: number, today: string): Record<string, string | number> {
  switch (form) {
    case 'casting':
      return {
        education: 'Олий',
        direction: 'Бошловчи',
        institution: 'ЎзДЖТУ',
        about: 'Талабалик театрида ўйнайман.',
      };
    case 'qabulxona':
      return {
        region: ['tashkent-city', 'samarkand', 'fergana'][n % 3] ?? 'tashkent-city',
        city: 'Чилонзор',
        address: `${n}-мавзе, ${10 + n}-уй`,
        phone: '+998901234567',
        sex: n % 2 ? 'man' : 'woman',
        birthday: '1985-04-12',
        status: 'employed',
      };
    case 'reporter':
      return { date: addDays(today, -n), comment: 'Видео телефонда олинган.' };
    case 'tabriknoma':
      return {
        fio: 'Нилуфар Саидова',
        date: addDays(today, n),
        song: 'Юлдуз Усмонова — «Онажон»',
        message: 'Туғилган кунингиз муборак!',
      };
    case 'taklifnoma':
      return {
        who: 'Ҳакимов Рустам',
        sex: 'man',
        age: 40 + n,
        info: 'Маҳалла оқсоқоли, 30 йил ўқитувчи.',
        you: 'Маҳалла раиси',
      };
    default:
      return {};
  }
}

function demoSubmissions(env: FormsEnv): Submission[] {
  const at = env.now();
  const today = broadcastClock(at).date;
  const broadcasts = demoLibrary(at).broadcasts;
  const channels = env.channels.filter((c) => !c.is_hidden);
  return FORM_NAMES.flatMap((form, f) =>
    Array.from({ length: PER_FORM }, (_, i): Submission => {
      const n = i + 1;
      const created = new Date(at.getTime() - (n * 7 + f) * 3_600_000).toISOString();
      const answered = new Date(Date.parse(created) + 2 * 3_600_000).toISOString();
      const status = SUBMISSION_STATUSES[(n + f) % SUBMISSION_STATUSES.length] ?? 'received';
      const channel = channels[(n + f) % Math.max(1, channels.length)];
      const broadcast = broadcasts.find((b) => b.channel === channel?._id);
      const sender = form === 'qabulxona' && n % 4 === 0 ? null : (SENDERS[n % SENDERS.length] ?? null);
      const answer = status === 'received' ? null : ANSWERS[status];
      const pictures = form !== 'feedback' && form !== 'qabulxona' && n % 2 === 1;
      const detail = detailOf(form, n, today);
      return {
        _id: `00000000-0000-4000-8000-${String(f * 100 + n).padStart(12, '0')}`,
        form,
        status,
        answer,
        // A congratulation sent without a title is listed by whom it is for (as the server does).
        title: form === 'tabriknoma' && n % 4 === 2 ? String(detail.fio) : `${TITLES[form][n % 3]} (${n})`,
        email: sender ? `${sender.username}@example.uz` : 'mehmon@example.uz',
        type: channel?.type ?? null,
        message: form === 'feedback' || form === 'qabulxona' ? 'Илтимос, кўриб чиқинг.' : null,
        channel: channel?._id ?? null,
        broadcast: broadcast && n % 2 === 0 ? broadcast.id : null,
        detail,
        attachments: pictures ? [picture(`att-${form}-${n}`, 'files', `${form} ${n}`, (n * 47) % 360)] : [],
        sender,
        lang: 'uz',
        created,
        updated: answer ? answered : created,
        history: [
          { status: 'received', answer: null, by: null, at: created },
          ...(answer ? [{ status, answer, by: 'Таҳририят', at: answered }] : []),
        ],
      };
    }),
  );
}

/** A page of `rows` (`page`, `count`; 10 by default), as the server pages the lists. */
function paged(rows: Submission[], q: QueryReader): { data: Submission[]; meta: ListMeta } {
  const page = q.integer('page', 1, 100000) ?? 1;
  const count = q.integer('count', 1, 100) ?? SUBMISSIONS_PER_PAGE;
  const data = rows.slice((page - 1) * count, page * count);
  return { data, meta: { total: rows.length, page, count, pages: Math.ceil(rows.length / count) } };
}

export function formRoutes(env: FormsEnv): [RegExp, ContentHandler][] {
  const p = env.product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  let cached: Submission[] | null = null;
  const all = () => {
    cached ??= demoSubmissions(env);
    return cached;
  };
  const day = (q: QueryReader, key: string) => {
    const value = q.string(key, 10);
    if (value !== undefined && !isIsoDate(value))
      throw env.fail(400, `querystring/${key} must match format "date"`);
    return value;
  };
  const tashkentDay = (iso: string) => broadcastClock(new Date(iso)).date;
  return [
    [
      new RegExp(`^${p}/my/form/([^/]+)\\.json$`),
      (m, q) => {
        const form = m[1] as FormName;
        if (!(MY_FORMS as readonly string[]).includes(form))
          throw env.fail(400, `params/file must be one of ${MY_FORMS.map((f) => `${f}.json`).join(', ')}`);
        const answer = paged(
          all().filter((s) => s.form === form && s.sender?._id === 'admin'),
          q,
        );
        q.done();
        return answer;
      },
    ],
    [
      new RegExp(`^${p}\\.form$`),
      (_m, q) => {
        const form = q.oneOf('form', FORM_NAMES);
        if (!form) throw env.fail(400, "querystring must have required property 'form'");
        const status = q.oneOf('status', SUBMISSION_STATUSES);
        const channel = q.slug('channel');
        const from = day(q, 'from');
        const to = day(q, 'to');
        const rows = all().filter(
          (s) =>
            s.form === form &&
            (!status || s.status === status) &&
            (!channel || s.channel === channel) &&
            (!from || tashkentDay(s.created) >= from) &&
            (!to || tashkentDay(s.created) <= to),
        );
        const answer = paged(rows, q);
        q.done();
        return answer;
      },
    ],
    [
      new RegExp(`^${p}/form/submission/([^/]+)\\.json$`),
      (m, q) => {
        q.done();
        const found = all().find((s) => s._id === m[1]);
        if (!found) throw env.fail(404, 'Бундай сўров йўқ');
        return { data: found };
      },
    ],
  ];
}
