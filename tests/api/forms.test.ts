import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Submission } from '@core/schemas/submissions';
import { addDays, broadcastClock } from '@core/time';
import { isNotNull, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ensureDemoAccounts } from '../../src/server/auth/first-admin';
import { broadcasts, users } from '../../src/server/db/schema';
import { formSubmissions, mailOutbox } from '../../src/server/db/schema-forms';
import { qabulxona } from '../fixtures/forms';
import { auth, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';
import { multipart, type Part } from './multipart';
import { letterLink, pageStateOf } from './page-links';
import { startSmtp } from './smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let dataDir: string;
let user: Awaited<ReturnType<typeof signUp>>;
let admin: Awaited<ReturnType<typeof signUp>>;
let show: { id: string; channel: string };
const NEWSROOM = 'newsroom@efir.example';
const today = broadcastClock().date;

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'efir-forms-'));
  smtp = await startSmtp();
  t = await startTestApp({ env: { DATA_DIR: dataDir, SMTP_URL: smtp.url, NEWSROOM_EMAIL: NEWSROOM } });
  user = await signUp(t);
  admin = await signUp(t);
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'admin'] })
    .where(sql`${users.id} = ${admin.user._id}`);
  const [row] = await t.database.db
    .select({ id: broadcasts.id, channel: broadcasts.channel })
    .from(broadcasts)
    .where(isNotNull(broadcasts.channel))
    .limit(1);
  show = { id: row?.id ?? '', channel: row?.channel ?? '' };
});
// Each test sends as a new account: the per-account limit (10 an hour) is real here.
beforeEach(async () => {
  user = await signUp(t);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const url = (form: string) => `/uz/api/efir/form/${form}.json`;

function send(
  form: string,
  payload: unknown,
  opts: { token?: string | null; lang?: string; client?: string } = {},
) {
  const token = opts.token === undefined ? user.token : opts.token;
  return t.app.inject({
    method: 'POST',
    url: `${url(form)}${opts.lang ? `?lang=${opts.lang}` : ''}`,
    remoteAddress: opts.client ?? nextClient(),
    headers: token ? auth(token) : {},
    payload: payload as object,
  });
}

function sendFiles(form: string, payload: unknown, files: Part[], token: string | null = user.token) {
  const body = multipart([{ field: 'payload', data: JSON.stringify(payload) }, ...files]);
  return t.app.inject({
    method: 'POST',
    url: url(form),
    remoteAddress: nextClient(),
    headers: { ...body.headers, ...(token ? auth(token) : {}) },
    payload: body.payload,
  });
}

const get = (path: string, token: string | null = user.token) =>
  t.app.inject({ method: 'GET', url: `/uz/api/${path}`, headers: token ? auth(token) : {} });

const jpeg = () =>
  sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .jpeg()
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

/** A valid payload of each form. */
const VALID = {
  casting: () => ({
    title: 'Бошловчи кастинги',
    detail: { education: 'Олий', direction: 'Бошловчи', institution: 'ЎзМУ', about: 'Тажрибам бор' },
  }),
  qabulxona: () => qabulxona(),
  reporter: () => ({ title: 'Йўлда ҳодиса', detail: { date: today, comment: 'Кеча кечқурун' } }),
  tabriknoma: () => ({
    type: 'tv',
    channel: show.channel,
    detail: {
      fio: 'Дилноза Каримова',
      date: addDays(today, 3),
      song: 'Ўзбекистон',
      message: 'Туғилган кунинг муборак!',
    },
  }),
  taklifnoma: () => ({
    title: 'Тўйга таклиф',
    detail: { who: 'Аҳмад', sex: 'man', age: 30, info: 'Маҳалла тўйи', you: '+998901234567' },
  }),
  feedback: () => ({ title: 'Сайт ҳақида', message: 'Жуда яхши' }),
};

const count = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(formSubmissions))[0]?.n ?? 0;

describe('sending the request forms', () => {
  it('takes each form valid, answers the confirmation of spec §8 and tells the newsroom', async () => {
    for (const [form, payload] of Object.entries(VALID)) {
      if (form === 'reporter') continue; // needs a file (below)
      const res = await send(form, payload(), { lang: 'en' });
      expect(res.statusCode, `${form}: ${res.body}`).toBe(201);
      expect(res.json()).toMatchObject({ message: 'Sended', data: { status: 'received' } });
    }
    expect((await send('feedback', VALID.feedback())).json().message).toBe(
      'Сизнинг сўровингиз қабул қилинди',
    );
    expect((await send('feedback', VALID.feedback(), { lang: 'oz' })).json().message).toBe(
      'Sizning so‘rovingiz qabul qilindi',
    );
    const notice = await smtp.next(NEWSROOM);
    expect(notice.subject).toMatch(/^Эфир: янги сўров — /);
    expect(notice.text).toContain('/uz/admin/forms/?form=');
    // The link is made from the route table: it opens the admin's forms page.
    const adminLink = letterLink(notice.text);
    expect(adminLink).toMatch(new RegExp(`^${t.config.publicUrl}/uz/admin/forms/\\?form=\\w+&id=[\\w-]+$`));
    expect(pageStateOf(adminLink)).toBe('app.admin.forms');
  });

  it('refuses invalid fields with 400 naming the field, and stores nothing', async () => {
    const before = await count();
    const cases: [string, unknown, string][] = [
      ['feedback', { message: 'x' }, 'title'],
      ['feedback', { ...VALID.feedback(), title: '' }, 'title'],
      ['feedback', { ...VALID.feedback(), title: 'x'.repeat(201) }, 'title'],
      ['feedback', { ...VALID.feedback(), message: 'x'.repeat(5001) }, 'message'],
      ['feedback', { ...VALID.feedback(), email: 'not-mail' }, 'email'],
      ['feedback', { ...VALID.feedback(), type: 'cinema' }, 'type'],
      ['feedback', { ...VALID.feedback(), admin: true }, 'admin'],
      [
        'tabriknoma',
        { ...VALID.tabriknoma(), detail: { ...VALID.tabriknoma().detail, fio: undefined } },
        'detail.fio',
      ],
      [
        'tabriknoma',
        { ...VALID.tabriknoma(), detail: { ...VALID.tabriknoma().detail, date: '25.11.2026' } },
        'detail.date',
      ],
      [
        'tabriknoma',
        { ...VALID.tabriknoma(), detail: { ...VALID.tabriknoma().detail, date: addDays(today, -1) } },
        'detail.date',
      ],
      [
        'tabriknoma',
        { ...VALID.tabriknoma(), detail: { ...VALID.tabriknoma().detail, extra: 1 } },
        'detail.extra',
      ],
      ['tabriknoma', { ...VALID.tabriknoma(), channel: 'no-such-channel' }, 'channel'],
      [
        'taklifnoma',
        { ...VALID.taklifnoma(), detail: { ...VALID.taklifnoma().detail, age: 400 } },
        'detail.age',
      ],
      [
        'taklifnoma',
        { ...VALID.taklifnoma(), detail: { ...VALID.taklifnoma().detail, sex: 'other' } },
        'detail.sex',
      ],
      [
        'qabulxona',
        { ...VALID.qabulxona(), detail: { ...VALID.qabulxona().detail, status: 'retired' } },
        'detail.status',
      ],
      [
        'qabulxona',
        { ...VALID.qabulxona(), detail: { ...VALID.qabulxona().detail, phone: '12345' } },
        'detail.phone',
      ],
      [
        'qabulxona',
        { ...VALID.qabulxona(), detail: { ...VALID.qabulxona().detail, region: 'atlantis' } },
        'detail.region',
      ],
      [
        'qabulxona',
        { ...VALID.qabulxona(), detail: { ...VALID.qabulxona().detail, birthday: addDays(today, 1) } },
        'detail.birthday',
      ],
      ['qabulxona', { ...VALID.qabulxona(), email: undefined }, 'email'],
      ['reporter', VALID.reporter(), 'files'],
      ['casting', { ...VALID.casting(), broadcast: 'no-such-show' }, 'broadcast'],
    ];
    for (const [form, payload, field] of cases) {
      const res = await send(form, payload, { token: (await signUp(t)).token });
      expect(res.statusCode, `${form} ${field}: ${res.body}`).toBe(400);
      expect(res.json().field, `${form} ${field}: ${res.body}`).toBe(field);
      expect(res.json().message.length).toBeGreaterThan(5);
    }
    expect(await count()).toBe(before);
  });

  it('lets anyone send qabulxona (with a file), and asks everyone else to sign in', async () => {
    const anonymous = await sendFiles(
      'qabulxona',
      VALID.qabulxona(),
      [{ field: 'file', name: 'ariza.pdf', type: 'application/pdf', data: PDF }],
      null,
    );
    expect(anonymous.statusCode, anonymous.body).toBe(201);
    const refused = await send('tabriknoma', VALID.tabriknoma(), { token: null, lang: 'en' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toBe('For sending data please log in or sign up');
    const guest = await signUp(t);
    await t.database.db
      .update(users)
      .set({ roles: ['guest'] })
      .where(sql`${users.id} = ${guest.user._id}`);
    expect((await send('tabriknoma', VALID.tabriknoma(), { token: guest.token })).statusCode).toBe(403);
    expect((await send('qabulxona', VALID.qabulxona(), { token: guest.token })).statusCode).toBe(201);
  });

  it('takes POST {product}.form with the form named in the body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/uz/api/efir.form',
      remoteAddress: nextClient(),
      headers: auth(user.token),
      payload: { form: 'feedback', ...VALID.feedback() },
    });
    expect(res.statusCode, res.body).toBe(201);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/uz/api/efir.form',
      headers: auth(user.token),
      payload: { form: 'lottery', title: 'x' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().field).toBe('form');
  });

  it('keeps files private: the sender and admins get signed links, the files are not under /uploads', async () => {
    const res = await sendFiles('casting', VALID.casting(), [
      { field: 'files', name: 'me.jpg', type: 'image/jpeg', data: await jpeg() },
      { field: 'about_file', name: 'rezyume.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().data._id as string;
    const mine = await get(`efir/form/submission/${id}.json`);
    expect(mine.statusCode).toBe(200);
    const submission = mine.json().data as Submission;
    expect(submission.attachments.map((a) => [a.field, a.title, a.mime])).toEqual([
      ['files', 'me.jpg', 'image/jpeg'],
      ['about_file', 'rezyume.pdf', 'application/pdf'],
    ]);
    const [photo, cv] = submission.attachments;
    const image = await t.app.inject({ method: 'GET', url: photo?.link ?? '' });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/jpeg');
    expect(image.headers['content-disposition']).toMatch(/^inline;/);
    const doc = await t.app.inject({ method: 'GET', url: cv?.link ?? '' });
    expect(doc.statusCode).toBe(200);
    expect(doc.headers['content-type']).toBe('application/octet-stream');
    expect(doc.headers['content-disposition']).toMatch(/^attachment;.*rezyume\.pdf/);
    expect(doc.headers['x-content-type-options']).toBe('nosniff');
    expect(doc.rawPayload.equals(PDF)).toBe(true);
    expect((await t.app.inject({ method: 'GET', url: photo?.thumb ?? '' })).headers['content-type']).toBe(
      'image/webp',
    );
    // A changed signature, or a link of another variant, opens nothing.
    const forged = (cv?.link ?? '').replace(/sig=[^&]+/, 'sig=AAAA');
    expect((await t.app.inject({ method: 'GET', url: forged })).statusCode).toBe(403);
    expect(existsSync(join(dataDir, 'uploads'))).toBe(false);
    // Another user sees neither the submission nor it in a list; an admin sees both.
    const other = await signUp(t);
    expect((await get(`efir/form/submission/${id}.json`, other.token)).statusCode).toBe(404);
    expect((await get('efir/my/form/casting.json', other.token)).json().meta.total).toBe(0);
    expect((await get(`efir/form/submission/${id}.json`, admin.token)).statusCode).toBe(200);
  });

  it('turns the images by the `rotate` part, one quarter turn per file in order (decision 039)', async () => {
    const res = await sendFiles('casting', VALID.casting(), [
      { field: 'rotate', data: '90,0' },
      { field: 'files', name: 'turned.jpg', type: 'image/jpeg', data: await jpeg() },
      { field: 'files', name: 'kept.jpg', type: 'image/jpeg', data: await jpeg() },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const submission = (await get(`efir/form/submission/${res.json().data._id}.json`)).json()
      .data as Submission;
    const sides = async (link: string) => {
      const meta = await sharp((await t.app.inject({ method: 'GET', url: link })).rawPayload).metadata();
      return [meta.width, meta.height];
    };
    expect(await sides(submission.attachments[0]?.link ?? '')).toEqual([30, 40]);
    expect(await sides(submission.attachments[1]?.link ?? '')).toEqual([40, 30]);
    const bad = await sendFiles('casting', VALID.casting(), [
      { field: 'rotate', data: '45' },
      { field: 'files', name: 'a.jpg', type: 'image/jpeg', data: await jpeg() },
    ]);
    expect(bad.statusCode).toBe(400);
  });

  it('refuses a forbidden file type or too many files, keeping no file and no row', async () => {
    const before = await count();
    const files = () => readdirSync(join(dataDir, 'private'), { recursive: true }).length;
    const filesBefore = existsSync(join(dataDir, 'private')) ? files() : 0;
    const html = await sendFiles('casting', VALID.casting(), [
      { field: 'files', name: 'me.jpg', type: 'image/jpeg', data: await jpeg() },
      { field: 'about_file', name: 'cv.html', type: 'text/html', data: '<script>alert(1)</script>' },
    ]);
    expect(html.statusCode).toBe(400);
    expect(html.json().field).toBe('about_file');
    expect(html.json().message).toMatch(/cv\.html/);
    const pdfAsPhoto = await sendFiles('tabriknoma', VALID.tabriknoma(), [
      { field: 'files', name: 'a.pdf', type: 'application/pdf', data: PDF },
    ]);
    expect(pdfAsPhoto.statusCode).toBe(400);
    const tooMany = await sendFiles('tabriknoma', VALID.tabriknoma(), [
      { field: 'files', name: 'a.jpg', data: await jpeg() },
      { field: 'files', name: 'b.jpg', data: await jpeg() },
    ]);
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().field).toBe('files');
    const huge = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const oversized = await sendFiles('casting', VALID.casting(), [
      { field: 'about_file', name: 'big.pdf', type: 'application/pdf', data: huge },
    ]);
    expect(oversized.statusCode).toBe(400);
    expect(oversized.json()).toMatchObject({
      field: 'about_file',
      message: expect.stringMatching(/big\.pdf.*10 MB/),
    });
    const wrongField = await sendFiles('feedback', VALID.feedback(), [
      { field: 'files', name: 'a.jpg', data: await jpeg() },
    ]);
    expect(wrongField.statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(existsSync(join(dataDir, 'private')) ? files() : 0).toBe(filesBefore);
  });

  it('ignores a filled honeypot: "sent", and nothing stored', async () => {
    const before = await count();
    const res = await send('feedback', { ...VALID.feedback(), website: 'http://spam.example' });
    expect(res.statusCode).toBe(201);
    expect(await count()).toBe(before);
  });

  it('limits sends per account with a 429 and a message', async () => {
    const spammer = await signUp(t);
    const codes: number[] = [];
    for (let i = 0; i < 11; i++)
      codes.push((await send('feedback', VALID.feedback(), { token: spammer.token, lang: 'en' })).statusCode);
    expect(codes.slice(0, 10).every((c) => c === 201)).toBe(true);
    expect(codes[10]).toBe(429);
  });
});

describe("the sender's lists and the newsroom", () => {
  it('lists my own submissions newest first, 10 a page', async () => {
    const me = await signUp(t);
    // 12 sent over a day (more than the per-account limit allows in an hour).
    const start = Date.now() - 24 * 3_600_000;
    await t.database.db.insert(formSubmissions).values(
      Array.from({ length: 12 }, (_, i) => ({
        id: crypto.randomUUID(),
        form: 'taklifnoma',
        userId: me.user._id,
        lang: 'uz',
        email: me.account.email,
        payload: { ...VALID.taklifnoma(), title: `Т${i}` },
        status: 'received' as const,
        createdAt: new Date(start + i * 3_600_000),
      })),
    );
    expect(
      (await send('taklifnoma', { ...VALID.taklifnoma(), title: 'Т12' }, { token: me.token })).statusCode,
    ).toBe(201);
    const first = (await get('efir/my/form/taklifnoma.json', me.token)).json();
    expect(first.meta).toEqual({ total: 13, page: 1, count: 10, pages: 2 });
    expect(first.data[0].title).toBe('Т12');
    expect(first.data[0].history).toEqual([expect.objectContaining({ status: 'received', by: null })]);
    const second = (await get('efir/my/form/taklifnoma.json?page=2', me.token)).json();
    expect(second.data.map((s: Submission) => s.title)).toEqual(['Т2', 'Т1', 'Т0']);
    expect((await get('efir/my/form/taklifnoma.json', null)).statusCode).toBe(401);
    expect((await get('efir/my/form/feedback.json', me.token)).statusCode).toBe(400);
  });

  it('lists every form to an admin when none is named, newest first', async () => {
    const feedback = (await send('feedback', VALID.feedback())).json().data._id as string;
    const casting = (await send('casting', VALID.casting())).json().data._id as string;
    const all = await get('efir.form', admin.token);
    expect(all.statusCode, all.body).toBe(200);
    const rows = all.json().data as Submission[];
    expect(rows.slice(0, 2).map((s) => [s._id, s.form])).toEqual([
      [casting, 'casting'],
      [feedback, 'feedback'],
    ]);
    expect(new Set(rows.map((s) => s.form)).size).toBeGreaterThan(1);
    const created = rows.map((s) => s.created);
    expect(created).toEqual([...created].sort().reverse());
    const one = (await get('efir.form?form=feedback', admin.token)).json();
    expect(one.data.every((s: Submission) => s.form === 'feedback')).toBe(true);
    expect(all.json().meta.total).toBeGreaterThan(one.meta.total);
    expect((await get('efir.form', user.token)).statusCode).toBe(403);
  });

  it('lets an admin list, filter, answer (the sender is e-mailed in their language) and export', async () => {
    const ru = await signUp(t);
    const sent = await send(
      'tabriknoma',
      { ...VALID.tabriknoma(), title: '=HYPERLINK("http://evil")' },
      { token: ru.token, lang: 'ru' },
    );
    const id = sent.json().data._id as string;
    expect((await get('efir.form?form=tabriknoma', user.token)).statusCode).toBe(403);
    const list = (await get('efir.form?form=tabriknoma', admin.token)).json();
    expect(list.meta.total).toBeGreaterThanOrEqual(1);
    expect(list.data[0]._id).toBe(id);
    const byChannel = (
      await get(`efir.form?form=tabriknoma&channel=${show.channel}&from=${today}&to=${today}`, admin.token)
    ).json();
    expect(byChannel.data.some((s: Submission) => s._id === id)).toBe(true);
    const yesterday = (await get(`efir.form?form=tabriknoma&to=${addDays(today, -1)}`, admin.token)).json();
    expect(yesterday.meta.total).toBe(0);

    const put = await t.app.inject({
      method: 'PUT',
      url: `/uz/api/efir/form/submission/${id}.json`,
      headers: auth(admin.token),
      payload: { status: 'done', answer: 'Эфирда 28-ноябрда' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().data).toMatchObject({ status: 'done', answer: 'Эфирда 28-ноябрда' });
    const letter = await smtp.next(ru.account.email);
    expect(letter.subject).toBe('Эфир: статус запроса — Выполнено');
    expect(letter.text).toContain('Эфирда 28-ноябрда');
    const myLink = letterLink(letter.text);
    expect(myLink).toBe(`${t.config.publicUrl}/uz/my/tabriknoma/?lang=ru`);
    expect(pageStateOf(myLink)).toBe('app.my.tabriknoma');
    expect((await get('efir.form?form=tabriknoma&status=done', admin.token)).json().data[0]._id).toBe(id);
    const mine = (await get(`efir/form/submission/${id}.json`, ru.token)).json().data as Submission;
    expect(mine.history.map((h) => h.status)).toEqual(['received', 'done']);
    expect(mine.history[1]?.by).toBe(admin.user.displayName);
    const refused = await t.app.inject({
      method: 'PUT',
      url: `/uz/api/efir/form/submission/${id}.json`,
      headers: auth(ru.token),
      payload: { status: 'declined' },
    });
    expect(refused.statusCode).toBe(403);

    const csv = await get('efir/form/tabriknoma.csv', admin.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toMatch(/^attachment;/);
    expect(csv.body).toContain(`"'=HYPERLINK(""http://evil"")"`);
    expect(csv.body).not.toMatch(/(^|,)=HYPERLINK/m);
    expect(csv.body.split('\r\n')[0]).toContain(',fio,date,song,message,');
    expect((await get('efir/form/tabriknoma.csv', user.token)).statusCode).toBe(403);
  });
});

describe('letters that cannot go at once', () => {
  it('are kept in the outbox, due again later, when the SMTP server refuses them', async () => {
    const down = await startSmtp({ refuse: () => true });
    const app = await startTestApp({ env: { SMTP_URL: down.url, NEWSROOM_EMAIL: 'desk@efir.example' } });
    try {
      const writer = await signUp(app);
      const res = await app.app.inject({
        method: 'POST',
        url: url('feedback'),
        headers: auth(writer.token),
        payload: VALID.feedback(),
      });
      expect(res.statusCode).toBe(201);
      // The answer does not wait for the mail; the flush it started records the refusal.
      let row: typeof mailOutbox.$inferSelect | undefined;
      for (let i = 0; i < 50 && !row?.lastError; i++) {
        await new Promise((r) => setTimeout(r, 100));
        [row] = await app.database.db.select().from(mailOutbox);
      }
      expect(row?.sentAt).toBeNull();
      expect(row?.attempts).toBe(1);
      expect(row?.lastError).toMatch(/550/);
      expect(row && row.nextAttemptAt.getTime() - Date.now()).toBeGreaterThan(50_000);
    } finally {
      await app.close();
      await down.close();
    }
  });
});

describe('the demo installation', () => {
  it('gives the demo user a few requests, one answered, so the lists show what they do', async () => {
    const demoApp = await startTestApp();
    try {
      await ensureDemoAccounts(demoApp.database.db);
      const signIn = await demoApp.app.inject({
        method: 'POST',
        url: '/uz/api/auth/signin.json',
        payload: { username: 'demo', password: 'efir-demo-user' },
      });
      const token = signIn.json().data.token as string;
      const list = await demoApp.app.inject({
        method: 'GET',
        url: '/uz/api/efir/my/form/tabriknoma.json',
        headers: auth(token),
      });
      const data = list.json().data as Submission[];
      expect(data.map((s) => s.status)).toEqual(['received', 'done']);
      expect(data[1]?.answer).toMatch(/эфирга узатилди/);
      expect(data[1]?.history.map((h) => h.by)).toEqual([null, 'admin']);
    } finally {
      await demoApp.close();
    }
  });
});
