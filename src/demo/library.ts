import type { I18nText } from '@core/lang';
import type { AgeRating } from '@core/newsroom';
import type { ScheduleItem } from '@core/schemas/entities';
import { addDays, broadcastClock, parseHHmm, TASHKENT_OFFSET_MS } from '@core/time';
import type {
  anonsSlides,
  archiveItems,
  broadcasts,
  categories,
  comments,
  news,
  people,
  polls,
  StoredPicture,
} from '../server/db/schema';
import { demoSchedule } from './content';
import { NEWS, NEWS_NOTES } from './news';
import { ANCHORS, PERSONS } from './people';
import { escapeXml, PORTRAIT, portraitPicture, WIDE, widePicture } from './pictures';
import { CATEGORIES, type DemoProgramme, PROGRAMMES, RECORDED_KINDS } from './programmes';

/**
 * The demo broadcaster's library (issue 8): categories, broadcasts, anchors and persons, news,
 * announcements, polls, comments and the archive, as database rows, with their pictures (SVG,
 * written under the uploads' `demo/` by seed.ts). Everything is deterministic: the same `now`
 * gives the same rows, and the archive of a channel's day follows from its schedule alone.
 */

export type CategoryRow = typeof categories.$inferInsert;
export type BroadcastRow = typeof broadcasts.$inferInsert;
export type PersonRow = typeof people.$inferInsert;
export type NewsRow = typeof news.$inferInsert;
export type AnonsRow = typeof anonsSlides.$inferInsert;
export type PollRow = typeof polls.$inferInsert;
export type CommentRow = typeof comments.$inferInsert;
export type ArchiveRow = typeof archiveItems.$inferInsert;

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant of a Tashkent date (YYYY-MM-DD) and time (HH:mm). */
export function tashkentInstant(date: string, time: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + parseHHmm(time) * 60_000 - TASHKENT_OFFSET_MS);
}

const PROGRAMME_BY_ID = new Map(PROGRAMMES.map((p) => [p.id, p]));

// --- pictures -------------------------------------------------------------------------------------

/** A demo picture file: its name under `uploads/demo/` and its SVG text. */
export interface DemoPictureFile {
  file: string;
  svg: string;
}

/** Base hue of each category's pictures, so a section's pictures belong together. */
const CATEGORY_HUE: Record<string, number> = {
  news: 212,
  economy: 165,
  society: 28,
  culture: 282,
  music: 330,
  theatre: 355,
  sport: 125,
  children: 45,
  documentary: 190,
  entertainment: 305,
  cinema: 250,
  education: 95,
};

const pictureOf = (file: string, title: string, size: { width: number; height: number }): StoredPicture => ({
  title,
  link: `/uploads/demo/${file}`,
  thumb: `/uploads/demo/${file}`,
  width: size.width,
  height: size.height,
});

// --- categories and broadcasts --------------------------------------------------------------------

export function demoCategories(): CategoryRow[] {
  return CATEGORIES.map((c, i) => ({ id: c.id, title: c.title, parent: c.parent, order: (i + 1) * 10 }));
}

/** Every third broadcast has a second picture (spec §3: "one or several pictures"). */
const broadcastPictureCount = (index: number) => (index % 3 === 0 ? 2 : 1);

function broadcastPictures(p: DemoProgramme, index: number): StoredPicture[] {
  return Array.from({ length: broadcastPictureCount(index) }, (_, n) =>
    pictureOf(`broadcast-${p.id}${n ? `-${n + 1}` : ''}.svg`, p.title.uz ?? p.id, WIDE),
  );
}

/**
 * The demo's age ratings (issue 26), by the programme's category: children's programmes for all,
 * talk, news and sport from 6, cinema from 16. Recordings carry their programme's.
 */
const CATEGORY_RATING: Record<string, AgeRating> = {
  children: '0+',
  education: '0+',
  music: '0+',
  culture: '6+',
  documentary: '6+',
  news: '6+',
  economy: '6+',
  society: '12+',
  sport: '6+',
  theatre: '12+',
  entertainment: '12+',
  cinema: '16+',
};

export function demoBroadcasts(): BroadcastRow[] {
  return PROGRAMMES.map((p, i) => ({
    id: p.id,
    type: p.type,
    title: p.title,
    description: p.description,
    channel: p.home,
    category: p.category,
    imagesAnons: broadcastPictures(p, i),
    order: (i + 1) * 10,
    isHidden: false,
    rating: CATEGORY_RATING[p.category] ?? null,
  }));
}

// --- anchors and persons --------------------------------------------------------------------------

const year = (since: number): I18nText => ({
  uz: `${since} йилдан бери эфирда.`,
  ru: `В эфире с ${since} года.`,
  en: `On air since ${since}.`,
  oz: `${since} yildan beri efirda.`,
});

/** "Host of «…»", per language and the programme's medium. */
function hostOf(p: DemoProgramme, sex: 'man' | 'woman'): I18nText {
  const tv = p.type === 'tv';
  return {
    uz: `«${p.title.uz}» ${tv ? 'кўрсатуви' : 'эшиттириши'} бошловчиси.`,
    ru: `${sex === 'woman' ? 'Ведущая' : 'Ведущий'} ${tv ? 'программы' : 'радиопрограммы'} «${p.title.ru}».`,
    en: `Host of “${p.title.en}”${tv ? '' : ' on the radio'}.`,
    oz: `«${p.title.oz}» ${tv ? 'ko‘rsatuvi' : 'eshittirishi'} boshlovchisi.`,
  };
}

const joinTexts = (a: I18nText, b: I18nText): I18nText => ({
  uz: `${a.uz} ${b.uz}`,
  ru: `${a.ru} ${b.ru}`,
  en: `${a.en} ${b.en}`,
  oz: `${a.oz} ${b.oz}`,
});

export function demoPeople(): PersonRow[] {
  const anchors = ANCHORS.map((a, i): PersonRow => {
    const p = PROGRAMME_BY_ID.get(a.broadcast);
    if (!p) throw new Error(`anchor ${a.id}: no programme ${a.broadcast}`);
    return {
      id: a.id,
      kind: 'anchor',
      type: p.type,
      title: a.name,
      photo: pictureOf(`anchor-${a.id}.svg`, a.name.uz ?? a.id, PORTRAIT),
      channels: [...new Set([p.home, ...a.alsoOn])],
      broadcast: p.id,
      category: p.category,
      detail: { nation: a.nation, about: joinTexts(hostOf(p, a.sex), year(a.since)) },
      order: (i + 1) * 10,
    };
  });
  const persons = PERSONS.map(
    (p, i): PersonRow => ({
      id: p.id,
      kind: 'person',
      type: p.type,
      title: p.name,
      photo: pictureOf(`person-${p.id}.svg`, p.name.uz ?? p.id, PORTRAIT),
      channels: p.channel ? [p.channel] : [],
      broadcast: null,
      category: null,
      detail: { nation: p.nation, about: p.about },
      order: (i + 1) * 10,
    }),
  );
  return [...anchors, ...persons];
}

// --- news -----------------------------------------------------------------------------------------

const paragraph = (text: string | undefined) => `<p>${escapeXml(text ?? '')}</p>`;

/**
 * A story's body: what follows its lead (the summary, shown above the body, never repeated in it):
 * its category's note, where to watch or hear more, as sanitised HTML (escaped text in <p>).
 */
function newsBody(note: I18nText): I18nText {
  const body = (lang: keyof I18nText) => paragraph(note[lang]);
  return { uz: body('uz'), ru: body('ru'), en: body('en'), oz: body('oz') };
}

function noteOf(category: string): I18nText {
  const note = NEWS_NOTES[category];
  if (!note) throw new Error(`demo news: no note for the category "${category}"`);
  return note;
}

/** Stories dated back from `now`, one every 11 hours, newest first, on whole minutes. */
export function demoNews(now: Date): NewsRow[] {
  const latest = Math.floor(now.getTime() / 60_000) * 60_000;
  return NEWS.map((n, i) => ({
    id: n.id,
    type: n.type,
    title: n.title,
    summary: n.summary,
    body: newsBody(noteOf(n.category)),
    picture: pictureOf(`news-${n.id}.svg`, n.title.uz ?? n.id, WIDE),
    channel: n.channel,
    category: n.category,
    date: new Date(latest - (i + 1) * 11 * HOUR_MS + i * 7 * 60_000),
  }));
}

// --- announcements ------------------------------------------------------------------------------

interface DemoSlide {
  id: string;
  type: string;
  /** The programme it announces: the slide is dated at an airing of it in the demo schedule. */
  broadcast: string;
  /** The channel it is announced on: the programme's home, where it is `daily`. */
  channel: string;
  /**
   * Not before this day (from today, Tashkent) and Tashkent time, so the slides spread over the
   * coming days; a slide with no airing after it takes the next airing there is.
   */
  day: number;
  time: string;
  title: I18nText;
  description: I18nText;
}

const SLIDES: DemoSlide[] = [
  {
    id: 'grand-concert',
    type: 'auto',
    broadcast: 'konsert',
    channel: 'navo',
    day: 0,
    time: '19:00',
    title: {
      uz: 'Катта байрам концерти',
      ru: 'Большой праздничный концерт',
      en: 'The grand festive concert',
      oz: 'Katta bayram konserti',
    },
    description: {
      uz: 'Ўзбекистоннинг энг машҳур хонандалари бир саҳнада.',
      ru: 'Самые известные певцы Узбекистана на одной сцене.',
      en: 'Uzbekistan’s best-loved singers on one stage.',
      oz: 'O‘zbekistonning eng mashhur xonandalari bir sahnada.',
    },
  },
  {
    id: 'superliga-derby',
    type: 'auto',
    broadcast: 'futbol-superliga',
    channel: 'sport',
    day: 0,
    time: '18:00',
    title: {
      uz: 'Суперлига: «Пахтакор» — «Насаф»',
      ru: 'Суперлига: «Пахтакор» — «Насаф»',
      en: 'Super League: Pakhtakor v Nasaf',
      oz: 'Superliga: «Paxtakor» — «Nasaf»',
    },
    description: {
      uz: 'Мавсумнинг асосий учрашуви жонли эфирда.',
      ru: 'Главный матч сезона в прямом эфире.',
      en: 'The match of the season, live.',
      oz: 'Mavsumning asosiy uchrashuvi jonli efirda.',
    },
  },
  {
    id: 'silk-road-season',
    type: 'premiere',
    broadcast: 'buyuk-ipak-yoli',
    channel: 'dunyo',
    day: 1,
    time: '12:00',
    title: {
      uz: '«Буюк ипак йўли»: янги фасл',
      ru: '«Великий шёлковый путь»: новый сезон',
      en: 'The Great Silk Road: a new season',
      oz: '«Buyuk ipak yo‘li»: yangi fasl',
    },
    description: {
      uz: 'Янги фаслда — Фарғона водийси ва Тяншан йўллари.',
      ru: 'В новом сезоне — Ферганская долина и дороги Тянь-Шаня.',
      en: 'This season: the Fergana valley and the roads of the Tian Shan.',
      oz: 'Yangi faslda — Farg‘ona vodiysi va Tyanshan yo‘llari.',
    },
  },
  {
    id: 'round-table-youth-jobs',
    type: 'auto',
    broadcast: 'davra-suhbati',
    channel: 'uzbekistan',
    day: 1,
    time: '18:00',
    title: {
      uz: 'Давра суҳбати: ёшлар бандлиги',
      ru: 'Круглый стол: занятость молодёжи',
      en: 'Round table: jobs for young people',
      oz: 'Davra suhbati: yoshlar bandligi',
    },
    description: {
      uz: 'Студияда вазирлик вакиллари, тадбиркорлар ва талабалар.',
      ru: 'В студии представители министерства, предприниматели и студенты.',
      en: 'In the studio: the ministry, business owners and students.',
      oz: 'Studiyada vazirlik vakillari, tadbirkorlar va talabalar.',
    },
  },
  {
    id: 'alpomish-premiere',
    type: 'premiere',
    broadcast: 'teatr-olamida',
    channel: 'madaniyat',
    day: 2,
    time: '12:00',
    title: {
      uz: 'Театр оламида: «Алпомиш» премьераси',
      ru: 'В мире театра: премьера «Алпамыша»',
      en: 'In the world of theatre: the Alpamysh premiere',
      oz: 'Teatr olamida: «Alpomish» premyerasi',
    },
    description: {
      uz: 'Миллий театр саҳнасидан спектакль ва актёрлар билан суҳбат.',
      ru: 'Спектакль со сцены Национального театра и беседа с актёрами.',
      en: 'The play from the National Theatre stage, and a talk with the cast.',
      oz: 'Milliy teatr sahnasidan spektakl va aktyorlar bilan suhbat.',
    },
  },
  {
    id: 'bolajon-new-cartoons',
    type: 'auto',
    broadcast: 'multfilmlar',
    channel: 'bolajon',
    day: 2,
    time: '08:00',
    title: {
      uz: '«Болажон»: янги мультсериал',
      ru: '«Болажон»: новый мультсериал',
      en: 'Bolajon: a new cartoon series',
      oz: '«Bolajon»: yangi multserial',
    },
    description: {
      uz: 'Ёш ҳунарманд ва унинг дўстлари саргузаштлари.',
      ru: 'Приключения юного ремесленника и его друзей.',
      en: 'The adventures of a young craftsman and his friends.',
      oz: 'Yosh hunarmand va uning do‘stlari sarguzashtlari.',
    },
  },
];

/** The days ahead whose recordings the demo keeps and where its slides go: today and the next two. */
export const DEMO_DAYS_AHEAD = 2;
/**
 * The schedule's day bar (issue 24): the demo keeps schedules for a week back and a week ahead
 * of today (Tashkent dates), 15 days (seed.ts `refreshDemo`, demo/api.ts).
 */
export const DEMO_SCHEDULE_DAYS_BACK = 7;
export const DEMO_SCHEDULE_DAYS_AHEAD = 7;

/** The Tashkent dates the demo has schedules for around `today`: a week back to a week ahead. */
export function demoScheduleDates(today: string): string[] {
  return Array.from({ length: DEMO_SCHEDULE_DAYS_BACK + DEMO_SCHEDULE_DAYS_AHEAD + 1 }, (_, i) =>
    addDays(today, i - DEMO_SCHEDULE_DAYS_BACK),
  );
}
/**
 * How far ahead of `now` a slide is at least: the demo is refreshed hourly, so a slide placed now
 * is still upcoming when the next refresh places it again.
 */
export const SLIDE_LEAD_MS = 2 * HOUR_MS;

/** A channel's schedule of a Tashkent date: the stored one, or the demo's own (`demoSchedule`). */
export type ScheduleOf = (channel: string, date: string) => readonly ScheduleItem[];

interface Airing {
  channel: string;
  at: Date;
}

/** The airings of `broadcast` on `channel` from `from` on, over the demo's days ahead of `today`. */
function airings(scheduleOf: ScheduleOf, channel: string, broadcast: string, today: string, from: number) {
  const found: Airing[] = [];
  for (let day = 0; day <= DEMO_DAYS_AHEAD; day++) {
    const date = addDays(today, day);
    for (const item of scheduleOf(channel, date)) {
      const at = tashkentInstant(date, item.time);
      if (item.broadcast === broadcast && at.getTime() >= from) found.push({ channel, at });
    }
  }
  return found;
}

/**
 * When a slide's programme airs next on its channel: not before the slide's day and time, else the
 * first airing at least SLIDE_LEAD_MS ahead. A slide's programme is `daily` on that channel (its
 * home), so the demo's days ahead always hold one; null only for a schedule an admin changed.
 */
function slideAiring(s: DemoSlide, now: Date, scheduleOf: ScheduleOf): Airing | null {
  const today = broadcastClock(now).date;
  const soonest = now.getTime() + SLIDE_LEAD_MS;
  const preferred = Math.max(soonest, tashkentInstant(addDays(today, s.day), s.time).getTime());
  const found = airings(scheduleOf, s.channel, s.broadcast, today, soonest);
  return found.find((a) => a.at.getTime() >= preferred) ?? found[0] ?? null;
}

/**
 * Six slides over the coming days, each dated at an airing of the programme it announces, in the
 * schedule of the channel it names (issue 24), and at least SLIDE_LEAD_MS after `now`. `scheduleOf`
 * is the demo's generated schedule unless the caller has the stored one.
 */
export function demoAnons(now: Date, scheduleOf: ScheduleOf = demoSchedule): AnonsRow[] {
  return SLIDES.flatMap((s) => {
    const airing = slideAiring(s, now, scheduleOf);
    if (!airing) return [];
    return [
      {
        id: s.id,
        type: s.type,
        datetime: airing.at,
        title: s.title,
        description: s.description,
        photo: pictureOf(`anons-${s.id}.svg`, s.title.uz ?? s.id, WIDE),
        broadcast: s.broadcast,
        channel: airing.channel,
      },
    ];
  });
}

// --- polls and comments -----------------------------------------------------------------------------

const answer = (id: string, title: I18nText) => ({ id, title });

/**
 * Four polls for the poll list: the newest (the `last` one, on the home page) takes several answers,
 * an older one takes one; a closed one shows its result only.
 */
export function demoPolls(now: Date): PollRow[] {
  const programme = (id: string) => answer(id, PROGRAMME_BY_ID.get(id)?.title ?? {});
  return [
    {
      id: 'favourite-programme',
      type: 'radio',
      title: {
        uz: 'Қайси кўрсатувни энг кўп томоша қиласиз?',
        ru: 'Какую передачу вы смотрите чаще всего?',
        en: 'Which programme do you watch most?',
        oz: 'Qaysi ko‘rsatuvni eng ko‘p tomosha qilasiz?',
      },
      answers: [
        programme('axborot'),
        programme('assalom-uzbekiston'),
        programme('futbol-superliga'),
        programme('meros'),
        programme('multfilmlar'),
      ],
      date: new Date(now.getTime() - 5 * DAY_MS),
      isClosed: false,
    },
    {
      id: 'more-programmes',
      type: 'checkbox',
      title: {
        uz: 'Қайси мавзудаги кўрсатувлар кўпайишини истайсиз?',
        ru: 'Каких передач вы хотели бы видеть больше?',
        en: 'Which kinds of programme would you like more of?',
        oz: 'Qaysi mavzudagi ko‘rsatuvlar ko‘payishini istaysiz?',
      },
      answers: [
        answer('documentary', {
          uz: 'Ҳужжатли фильмлар',
          ru: 'Документальные фильмы',
          en: 'Documentaries',
          oz: 'Hujjatli filmlar',
        }),
        answer('sport', { uz: 'Спорт', ru: 'Спорт', en: 'Sport', oz: 'Sport' }),
        answer('children', {
          uz: 'Болалар учун',
          ru: 'Детские передачи',
          en: 'Children’s programmes',
          oz: 'Bolalar uchun',
        }),
        answer('music', { uz: 'Мусиқа', ru: 'Музыка', en: 'Music', oz: 'Musiqa' }),
        answer('education', { uz: 'Таълим', ru: 'Образование', en: 'Education', oz: 'Ta’lim' }),
      ],
      date: new Date(now.getTime() - DAY_MS),
      isClosed: false,
    },
    {
      id: 'news-time',
      type: 'radio',
      title: {
        uz: 'Янгиликларни кунинг қайси вақтида кўрасиз?',
        ru: 'В какое время дня вы смотрите новости?',
        en: 'When do you usually watch the news?',
        oz: 'Yangiliklarni kunning qaysi vaqtida ko‘rasiz?',
      },
      answers: [
        answer('morning', { uz: 'Эрталаб', ru: 'Утром', en: 'In the morning', oz: 'Ertalab' }),
        answer('afternoon', { uz: 'Кундузи', ru: 'Днём', en: 'In the afternoon', oz: 'Kunduzi' }),
        answer('evening', { uz: 'Кечқурун', ru: 'Вечером', en: 'In the evening', oz: 'Kechqurun' }),
        answer('online', {
          uz: 'Интернетда, қулай пайтда',
          ru: 'В интернете, когда удобно',
          en: 'Online, whenever it suits me',
          oz: 'Internetda, qulay paytda',
        }),
      ],
      date: new Date(now.getTime() - 12 * DAY_MS),
      isClosed: true,
    },
    {
      id: 'watch-where',
      type: 'checkbox',
      title: {
        uz: 'Кўрсатувларимизни қаерда томоша қиласиз?',
        ru: 'Где вы смотрите наши передачи?',
        en: 'Where do you watch our programmes?',
        oz: 'Ko‘rsatuvlarimizni qayerda tomosha qilasiz?',
      },
      answers: [
        answer('tv', { uz: 'Телевизорда', ru: 'По телевизору', en: 'On TV', oz: 'Televizorda' }),
        answer('website', { uz: 'Сайтда', ru: 'На сайте', en: 'On the website', oz: 'Saytda' }),
        answer('phone', { uz: 'Телефонда', ru: 'На телефоне', en: 'On a phone', oz: 'Telefonda' }),
        answer('radio', { uz: 'Радиода', ru: 'По радио', en: 'On the radio', oz: 'Radioda' }),
      ],
      date: new Date(now.getTime() - 20 * DAY_MS),
      isClosed: false,
    },
  ];
}

/** What visitors wrote (user ids null: no demo account wrote them), a few hours apart. */
const COMMENTS: [db: string, item: string, username: string, content: string][] = [
  ['news', 'fruit-exports-grow', 'Dilshod', 'Фермерларимизга омад! Бозорда ҳам нарх арзонласа яхши бўларди.'],
  ['news', 'metro-stations-open', 'Ольга', 'Наконец-то! Теперь до работы двадцать минут вместо часа.'],
  ['news', 'metro-stations-open', 'Sanjar_88', 'Zo‘r yangilik, rahmat!'],
  ['news', 'kurash-five-golds', 'Камолиддин', 'Полвонларимизга раҳмат, ғурур билан томоша қилдик!'],
  ['broadcast', 'axborot', 'Gulnoza', 'Har kuni kechqurun oilamiz bilan ko‘ramiz.'],
  ['broadcast', 'meros', 'Alex', 'Beautiful programme about the old crafts, please make more episodes.'],
  ['anchors', 'dilnoza-rahimova', 'Мадина', 'Энг яхши бошловчи!'],
  ['anchors', 'botir-alimov', 'Rustam', 'Futbol sharhlari juda qiziqarli.'],
];

export function demoComments(now: Date): CommentRow[] {
  return COMMENTS.map(([db, item, username, content], i) => ({
    id: `demo-comment-${i + 1}`,
    db,
    item,
    userId: null,
    username,
    content,
    datetime: new Date(now.getTime() - (i + 1) * 3 * HOUR_MS),
  }));
}

// --- the archive --------------------------------------------------------------------------------------

/** The id of the recording of a channel's entry: `{channel}-{date}-{HHmm}`. */
export const archiveId = (channel: string, date: string, time: string) =>
  `${channel}-${date}-${time.replace(':', '')}`;

/**
 * The recordings of a channel's day: one archive item per entry of a recorded kind (news, talk,
 * sport, culture, documentary, children's, music; not films, series, night or weather), dated at
 * the entry's start, as long as the entry. `url` null: the server plays the demo media.
 */
export function demoArchive(
  channel: { id: string; type: 'tv' | 'radio' },
  date: string,
  items: readonly ScheduleItem[],
): ArchiveRow[] {
  return items.flatMap((item): ArchiveRow[] => {
    const p = item.broadcast ? PROGRAMME_BY_ID.get(item.broadcast) : undefined;
    if (!p || !RECORDED_KINDS.has(p.kind) || !item.duration) return [];
    return [
      {
        id: archiveId(channel.id, date, item.time),
        type: channel.type,
        broadcast: p.id,
        channel: channel.id,
        // The programme's title alone: a card, the page and the player show the day it aired
        // beside it (issue 24: the date was written twice, in the title and under it).
        title: p.title,
        description: p.description,
        url: null,
        poster: broadcastPictures(p, PROGRAMMES.indexOf(p))[0] ?? null,
        date: tashkentInstant(date, item.time),
        duration: item.duration * 60,
        airedChannel: channel.id,
        airedDate: date,
        airedTime: item.time,
      },
    ];
  });
}

// --- the pictures' files ------------------------------------------------------------------------------

/** Every demo picture of the library (channel logos are demo-content.ts `channelLogo`). */
export function demoPictureFiles(): DemoPictureFile[] {
  const files: DemoPictureFile[] = [];
  PROGRAMMES.forEach((p, i) => {
    const hue = CATEGORY_HUE[p.category] ?? 200;
    for (let n = 0; n < broadcastPictureCount(i); n++)
      files.push({
        file: `broadcast-${p.id}${n ? `-${n + 1}` : ''}.svg`,
        svg: widePicture(`broadcast/${p.id}/${n}`, hue, p.title.uz),
      });
  });
  for (const a of ANCHORS)
    files.push({ file: `anchor-${a.id}.svg`, svg: portraitPicture(`anchor/${a.id}`, a.name.oz ?? a.id) });
  for (const p of PERSONS)
    files.push({ file: `person-${p.id}.svg`, svg: portraitPicture(`person/${p.id}`, p.name.oz ?? p.id) });
  for (const n of NEWS)
    files.push({
      file: `news-${n.id}.svg`,
      svg: widePicture(`news/${n.id}`, CATEGORY_HUE[n.category] ?? 200),
    });
  for (const s of SLIDES) {
    const hue = CATEGORY_HUE[PROGRAMME_BY_ID.get(s.broadcast)?.category ?? ''] ?? 200;
    files.push({ file: `anons-${s.id}.svg`, svg: widePicture(`anons/${s.id}`, hue, s.title.uz) });
  }
  return files;
}

/** The whole library as of `now` (the archive is per day: `demoArchive`). */
export function demoLibrary(now: Date) {
  return {
    categories: demoCategories(),
    broadcasts: demoBroadcasts(),
    people: demoPeople(),
    news: demoNews(now),
    anons: demoAnons(now),
    polls: demoPolls(now),
    comments: demoComments(now),
  };
}
