import { gzipSync } from 'node:zlib';
import type { Schedule, ScheduleItem } from '@core/schemas/entities';
import { addDays, broadcastClock } from '@core/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, broadcasts, users } from '../../src/server/db/schema';
import { auth, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';
import { multipart } from './multipart';

/** Schedule writes and the XMLTV import over the real API (issue 26). */

let t: TestApp;
let editor: Awaited<ReturnType<typeof signUp>>;
let user: Awaited<ReturnType<typeof signUp>>;
let broadcast: string;
const today = broadcastClock().date;
const tomorrow = addDays(today, 1);
const far = addDays(today, 30);

beforeAll(async () => {
  t = await startTestApp();
  editor = await signUp(t);
  user = await signUp(t);
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'editor'] })
    .where(eq(users.id, editor.user._id));
  const [row] = await t.database.db.select({ id: broadcasts.id }).from(broadcasts).limit(1);
  broadcast = row?.id ?? '';
}, 120_000);
afterAll(async () => {
  await t?.close();
});

type Answer = { message: string; data: Schedule; meta: { etag: string }; issues?: { message: string }[] };

const url = (channel: string, date: string) => `/uz/api/newsroom/schedule/${channel}/${date}.json`;

async function read(channel: string, date: string, token = editor.token) {
  const res = await t.app.inject({ method: 'GET', url: url(channel, date), headers: auth(token) });
  return { status: res.statusCode, etag: res.headers.etag as string, body: res.json<Answer>() };
}

async function put(channel: string, date: string, items: unknown[], ifMatch?: string, lang = 'en') {
  const res = await t.app.inject({
    method: 'PUT',
    url: `${url(channel, date)}?lang=${lang}`,
    headers: { ...auth(editor.token), ...(ifMatch ? { 'if-match': ifMatch } : {}) },
    payload: { items },
  });
  return { status: res.statusCode, body: res.json<Answer>() };
}

const entry = (time: string, title: string, extra: Partial<ScheduleItem> = {}) => ({
  time,
  title: { uz: title, oz: title, ru: title, en: title },
  broadcast: null,
  duration: null,
  is_online: false,
  ...extra,
});

const publicDay = async (channel: string, date: string) =>
  (await t.app.inject({ method: 'GET', url: `/uz/api/efir/schedule/${channel}/${date}.json` })).json<{
    data: Schedule;
  }>().data;

describe('GET/PUT /uz/api/newsroom/schedule/{channel}/{date}.json', () => {
  it('answers 401 without a session and 403 to a user, before looking at the body', async () => {
    const anon = await t.app.inject({ method: 'PUT', url: url('uzbekistan', far), payload: 'not json' });
    expect(anon.statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'PUT',
      url: url('uzbekistan', far),
      headers: { ...auth(user.token), 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBe(403);
    expect((await read('uzbekistan', far, user.token)).status).toBe(403);
  });

  it('reads a day with its ETag; an empty day for a date without one; 404 for an unknown channel', async () => {
    const day = await read('uzbekistan', today);
    expect(day.status).toBe(200);
    expect(day.body.data.items.length).toBeGreaterThan(0);
    expect(day.etag).toBe(day.body.meta.etag);
    expect((await read('uzbekistan', far)).body.data.items).toEqual([]);
    expect((await read('nope', far)).status).toBe(404);
    expect((await read('uzbekistan', '2026-02-30')).status).toBe(400);
  });

  it('needs If-Match (428) and refuses a stale one with the current day (409)', async () => {
    const day = await read('uzbekistan', tomorrow);
    expect((await put('uzbekistan', tomorrow, day.body.data.items)).status).toBe(428);
    const stale = await put('uzbekistan', tomorrow, [entry('10:00', 'X')], '"sch-old"');
    expect(stale.status).toBe(409);
    expect(stale.body.data.items).toEqual(day.body.data.items);
    expect(stale.body.meta.etag).toBe(day.etag);
  });

  it('saves a day: audited, and the public schedule shows it at once', async () => {
    const before = await publicDay('uzbekistan', tomorrow);
    const day = await read('uzbekistan', tomorrow);
    const items = [
      ...day.body.data.items.filter((i) => i.time !== '05:55'),
      entry('05:55', 'Yangi kun', { broadcast, is_online: true, rating: '12+' }),
    ].sort((a, b) => a.time.localeCompare(b.time));
    // Demo entries carry durations up to the next one: the one before 05:55 must end by then.
    const fixed = items.map((item, i) => {
      const next = items[i + 1];
      if (!next || item.duration == null) return item;
      const [h, m] = item.time.split(':').map(Number);
      const [nh, nm] = next.time.split(':').map(Number);
      return {
        ...item,
        duration: Math.min(item.duration, (nh ?? 0) * 60 + (nm ?? 0) - (h ?? 0) * 60 - (m ?? 0)),
      };
    });
    const saved = await put('uzbekistan', tomorrow, fixed, day.etag);
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.meta.etag).not.toBe(day.etag);
    const after = await publicDay('uzbekistan', tomorrow);
    expect(after.items).not.toEqual(before.items);
    const added = after.items.find((i) => i.time === '05:55');
    expect(added).toMatchObject({ broadcast, is_online: true, rating: '12+', title: { en: 'Yangi kun' } });
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'schedule'), eq(auditLog.itemId, `uzbekistan/${tomorrow}`)));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', actorId: editor.user._id });
    // The old ETag is stale now.
    expect((await put('uzbekistan', tomorrow, fixed, day.etag)).status).toBe(409);
  });

  it('refuses invalid days with messages naming the entries, in the request’s language', async () => {
    const { etag } = await read('yoshlar', far);
    const cases: [unknown[], string][] = [
      [[entry('25:00', 'A')], '"25:00" is not a time'],
      [[entry('10:00', 'A'), entry('10:00', 'B')], 'Two entries start at 10:00'],
      [[entry('11:00', 'A'), entry('10:00', 'B')], 'The entry at 10:00 comes after 11:00'],
      [
        [entry('10:00', 'News', { duration: 90 }), entry('11:00', 'Sport')],
        '"News" at 10:00 runs into "Sport" at 11:00',
      ],
      [
        [entry('10:00', 'A', { broadcast: 'no-such-broadcast' })],
        'there is no broadcast "no-such-broadcast"',
      ],
      [
        [entry('10:00', 'A', { rating: '21+' as never })],
        'The entry at 10:00: "21+" is not an age rating (0+, 6+, 12+, 16+, 18+)',
      ],
      [[{ ...entry('10:00', ''), title: {} }], 'The entry at 10:00 has no title'],
    ];
    for (const [items, message] of cases) {
      const res = await put('yoshlar', far, items, etag);
      expect(res.status, JSON.stringify(items)).toBe(400);
      expect(res.body.message).toContain(message);
    }
    const ru = await put('yoshlar', far, [entry('10:00', 'A'), entry('10:00', 'B')], etag, 'ru');
    expect(ru.body.message).toBe('Две передачи начинаются в 10:00');
    expect((await read('yoshlar', far)).body.data.items).toEqual([]);
  });

  it('copies a day to other days, replacing their entries, each audited', async () => {
    const targets = [addDays(today, 20), addDays(today, 21)];
    const { etag } = await read('yoshlar', targets[0] as string);
    await put('yoshlar', targets[0] as string, [entry('01:00', 'Old')], etag);
    const res = await t.app.inject({
      method: 'POST',
      url: `/uz/api/newsroom/schedule/yoshlar/${today}/copy.json`,
      headers: auth(editor.token),
      payload: { to: targets },
    });
    expect(res.statusCode, res.body).toBe(200);
    const source = (await read('yoshlar', today)).body.data.items;
    for (const date of targets) {
      expect((await publicDay('yoshlar', date)).items.map((i) => i.time)).toEqual(source.map((i) => i.time));
      const rows = await t.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.type, 'schedule'), eq(auditLog.itemId, `yoshlar/${date}`)));
      expect(rows.some((r) => r.note === `copy of ${today}`)).toBe(true);
    }
    const self = await t.app.inject({
      method: 'POST',
      url: `/uz/api/newsroom/schedule/yoshlar/${today}/copy.json`,
      headers: auth(editor.token),
      payload: { to: [today] },
    });
    expect(self.statusCode).toBe(400);
  });
});

// --- XMLTV import -----------------------------------------------------------------------------------

const PREVIEW = '/uz/api/newsroom/import/xmltv/preview.json?lang=en';
const COMMIT = '/uz/api/newsroom/import/xmltv/commit.json?lang=en';

interface PreviewAnswer {
  message?: string;
  line?: number;
  data: {
    token: string;
    base: string;
    channels: { id: string; mapped: string | null; programmes: number }[];
    days: { channel: string; date: string; added: unknown[]; changed: unknown[]; removed: unknown[] }[];
    totals: { days: number; changed_days: number; added: number; changed: number; removed: number };
  };
}

async function upload(
  path: string,
  file: Buffer | string,
  fields: Record<string, string> = {},
  name = 'listing.xml',
) {
  const body = multipart([
    ...Object.entries(fields).map(([field, data]) => ({ field, data })),
    { field: 'file', name, type: 'application/xml', data: file },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: path,
    headers: { ...auth(editor.token), ...body.headers },
    payload: body.payload,
  });
  return { status: res.statusCode, body: res.json<PreviewAnswer & { data: { written: unknown[] } }>() };
}

/** A small listing: two programmes on `source`'s day after tomorrow (+05:00 and UTC times). */
function fixture(source: string, date: string, extra = '') {
  const d = date.replaceAll('-', '');
  return `<?xml version="1.0" encoding="UTF-8"?>
<tv generator-info-name="test">
  <channel id="${source}"><display-name lang="en">Sport</display-name></channel>
  <programme start="${d}060000 +0500" stop="${d}070000 +0500" channel="${source}">
    <title lang="uz-Latn">Ertalabki yugurish</title>
    <title lang="ru">Утренняя пробежка</title>
    <rating system="UZ"><value>6+</value></rating>
  </programme>
  <programme start="${d}020000 +0000" stop="${d}030000 +0000" channel="${source}">
    <title>Match</title>
  </programme>${extra}
</tv>`;
}

describe('XMLTV import', () => {
  const day = addDays(today, 25);

  it('refuses anonymous and user calls', async () => {
    expect((await t.app.inject({ method: 'POST', url: PREVIEW })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: PREVIEW, headers: auth(user.token) })).statusCode).toBe(
      403,
    );
  });

  it('previews a file (mapping by display name), commits it in one go, and a second import changes nothing', async () => {
    const file = fixture('ext-sport', day);
    const preview = await upload(PREVIEW, file);
    expect(preview.status, JSON.stringify(preview.body)).toBe(200);
    expect(preview.body.data.channels).toEqual([
      expect.objectContaining({ id: 'ext-sport', mapped: 'sport', programmes: 2 }),
    ]);
    expect(preview.body.data.totals).toEqual({ days: 1, changed_days: 1, added: 2, changed: 0, removed: 0 });
    const { token, base } = preview.body.data;
    const commit = await upload(COMMIT, gzipSync(file), { token, base }, 'listing.xml.gz');
    expect(commit.status, JSON.stringify(commit.body)).toBe(200);
    const stored = await publicDay('sport', day);
    expect(stored.items).toEqual([
      expect.objectContaining({
        time: '06:00',
        duration: 60,
        rating: '6+',
        title: { oz: 'Ertalabki yugurish', ru: 'Утренняя пробежка' },
      }),
      expect.objectContaining({
        time: '07:00',
        title: { uz: 'Match', oz: 'Match', ru: 'Match', en: 'Match' },
      }),
    ]);
    const audits = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.itemId, `sport/${day}`)));
    expect(audits).toHaveLength(1);

    const again = await upload(PREVIEW, file);
    expect(again.body.data.totals).toMatchObject({
      days: 1,
      changed_days: 0,
      added: 0,
      changed: 0,
      removed: 0,
    });
    const second = await upload(COMMIT, file, { token: again.body.data.token, base: again.body.data.base });
    expect(second.status).toBe(200);
    expect(second.body.data.written).toEqual([]);
    const after = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'import'), eq(auditLog.itemId, `sport/${day}`)));
    expect(after).toHaveLength(1);
  });

  it('refuses a commit of another file or of days changed since the preview (409)', async () => {
    const other = addDays(today, 26);
    const file = fixture('sport', other);
    const preview = await upload(PREVIEW, file);
    const { token, base } = preview.body.data;
    expect((await upload(COMMIT, fixture('sport', addDays(today, 27)), { token, base })).status).toBe(409);
    const { etag } = await read('sport', other);
    await put('sport', other, [entry('09:00', 'Meanwhile')], etag);
    expect((await upload(COMMIT, file, { token, base })).status).toBe(409);
    expect((await publicDay('sport', other)).items.map((i) => i.time)).toEqual(['09:00']);
  });

  it('refuses a malformed file with 400 naming the line, and stores nothing', async () => {
    const date = addDays(today, 28);
    const broken = fixture('sport', date).replace(
      '</title>\n    <title lang="ru">',
      '</titel>\n    <title lang="ru">',
    );
    const res = await upload(PREVIEW, broken);
    expect(res.status).toBe(400);
    expect(res.body.line).toBe(5);
    expect(res.body.message).toMatch(/^The file is not well-formed XML: line 5/);
    const commit = await upload(COMMIT, broken, { token: 'x', base: 'y' });
    expect(commit.status).toBe(400);
    expect((await publicDay('sport', date)).items).toEqual([]);
    const notTv = await upload(PREVIEW, '<html></html>');
    expect(notTv.status).toBe(400);
    expect(notTv.body.message).toContain('<tv>');
  });

  it('refuses addresses that are not http(s) or private', async () => {
    for (const [address, message] of [
      ['ftp://example.com/a.xml', 'http or https'],
      ['http://127.0.0.1:1/a.xml', 'is private'],
      ['http://10.1.2.3/a.xml', 'is private'],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: PREVIEW,
        headers: auth(editor.token),
        payload: { url: address },
      });
      expect(res.statusCode, address).toBe(400);
      expect(res.json<{ message: string }>().message).toContain(message);
    }
  });

  it('round trip: our own XMLTV export imported with the identity mapping changes nothing', async () => {
    const epg = await t.app.inject({ method: 'GET', url: '/uz/api/efir/epg.xml' });
    expect(epg.statusCode).toBe(200);
    const preview = await upload(PREVIEW, epg.body);
    expect(preview.status, JSON.stringify(preview.body).slice(0, 500)).toBe(200);
    for (const c of preview.body.data.channels) expect(c.mapped).toBe(c.id);
    expect(preview.body.data.totals.days).toBeGreaterThan(15);
    expect(preview.body.data.days.slice(0, 3)).toEqual([]);
    expect(preview.body.data.totals).toMatchObject({ changed_days: 0, added: 0, changed: 0, removed: 0 });
  });

  it('reads the file of an address when the operator allows private ones (tests)', async () => {
    const local = await startTestApp({ env: { IMPORT_ALLOW_PRIVATE: '1' } });
    try {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      const address = t.app.server.address();
      if (!address || typeof address === 'string') throw new Error('no port');
      const admin = await signUp(local);
      await local.database.db
        .update(users)
        .set({ roles: ['user', 'admin'] })
        .where(eq(users.id, admin.user._id));
      const res = await local.app.inject({
        method: 'POST',
        url: PREVIEW,
        headers: auth(admin.token),
        payload: { url: `http://127.0.0.1:${address.port}/uz/api/efir/epg.xml.gz` },
      });
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200);
      expect(res.json<PreviewAnswer>().data.totals.days).toBeGreaterThan(15);
    } finally {
      await local.close();
    }
  });
});
