import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { addDays, broadcastClock, TASHKENT_OFFSET_MS } from '@core/time';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveItems, broadcasts, channels, schedules } from '../../src/server/db/schema';
import { startTestApp, type TestApp } from './harness';

/** The committed XMLTV DTD (src/server/feeds/xmltv.dtd, from the XMLTV project). */
const DTD = join(import.meta.dirname, '../../src/server/feeds/xmltv.dtd');

let t: TestApp;
let dir: string;
const today = broadcastClock().date;

beforeAll(async () => {
  t = await startTestApp();
  // Demo channels have no logo (decision 029): one gets an uploaded one, as a newsroom gives it.
  await t.database.db
    .update(channels)
    .set({ photo: '/uploads/logos/uzbekistan.png' })
    .where(eq(channels.id, 'uzbekistan'));
  dir = mkdtempSync(join(tmpdir(), 'efir-feeds-'));
});
afterAll(async () => {
  await t?.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

/** xmllint on a document: `--dtdvalid` with the committed DTD, or `--noout` alone (well-formed). */
function xmllint(xml: string | Buffer, args: string[]): { ok: boolean; errors: string } {
  const file = join(dir, `doc-${Math.random().toString(36).slice(2)}.xml`);
  writeFileSync(file, xml);
  // The document names its DTD `xmltv.dtd` beside it (its DOCTYPE), as a reader would have it.
  copyFileSync(DTD, join(dir, 'xmltv.dtd'));
  const run = spawnSync('xmllint', ['--nonet', ...args, '--noout', file], {
    encoding: 'utf8',
    maxBuffer: 256 * 1024 * 1024,
  });
  if (run.error) throw run.error;
  return { ok: run.status === 0, errors: run.stderr };
}

const attrs = (tag: string) =>
  Object.fromEntries([...tag.matchAll(/([\w-]+)="([^"]*)"/g)].map((m) => [m[1] ?? '', m[2] ?? '']));

/** `YYYYMMDDhhmmss +0000` → the instant. */
function xmltvTime(value: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2}) ([+-])(\d{2})(\d{2})$/.exec(value);
  if (!m) throw new Error(`not an XMLTV time: ${value}`);
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  const utc = Date.UTC(+(y ?? 0), +(mo ?? 1) - 1, +(d ?? 1), +(h ?? 0), +(mi ?? 0), +(s ?? 0));
  return utc - (sign === '-' ? -1 : 1) * (+(oh ?? 0) * 60 + +(om ?? 0)) * 60_000;
}

describe('XMLTV out: GET /uz/api/efir/epg.xml', () => {
  let xml = '';
  beforeAll(async () => {
    const res = await get('/uz/api/efir/epg.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    xml = res.body;
  });

  it('is valid against the committed XMLTV DTD (xmllint --dtdvalid)', () => {
    const result = xmllint(xml, ['--dtdvalid', DTD]);
    expect(result.errors).toBe('');
    expect(result.ok).toBe(true);
  });

  it('the DTD check refuses a document that breaks it (a programme without a title, an unknown element)', () => {
    const untitled = xml.replace(/(<programme [^>]*>)(?:<title lang="[^"]*">[^<]*<\/title>)+/, '$1');
    expect(untitled).not.toBe(xml);
    const result = xmllint(untitled, ['--dtdvalid', DTD]);
    expect(result.ok).toBe(false);
    expect(result.errors).toMatch(/Element programme content does not follow the DTD/);
    const unknown = xmllint(xml.replace('</tv>', '<programme-ish/></tv>'), ['--dtdvalid', DTD]);
    expect(unknown.ok).toBe(false);
    expect(unknown.errors).toMatch(/programme-ish/);
  });

  it('lists every visible channel with names in the four languages, its logo as an absolute icon', async () => {
    const rows = await t.database.db.select().from(channels).where(eq(channels.isHidden, false));
    const ids = [...xml.matchAll(/<channel id="([^"]+)">/g)].map((m) => m[1]);
    expect(new Set(ids)).toEqual(new Set(rows.map((r) => r.id)));
    const first = /<channel id="uzbekistan">([\s\S]*?)<\/channel>/.exec(xml)?.[1] ?? '';
    for (const lang of ['uz-Cyrl', 'uz-Latn', 'ru', 'en'])
      expect(first).toContain(`<display-name lang="${lang}">`);
    const icon = /<icon src="([^"]+)"/.exec(first)?.[1] ?? '';
    expect(icon).toBe(`${t.config.publicUrl}/uploads/logos/uzbekistan.png`);
    // A channel without a logo has no icon (IPTV players draw their own).
    const other = /<channel id="yoshlar">([\s\S]*?)<\/channel>/.exec(xml)?.[1] ?? '';
    expect(other).not.toContain('<icon');
  });

  it('covers the 15 Tashkent days from 7 back to 7 ahead, in UTC, with no gap or overlap on a channel', () => {
    const programmes = [...xml.matchAll(/<programme ([^>]+)>/g)].map((m) => attrs(m[1] ?? ''));
    const mine = programmes.filter((p) => p.channel === 'uzbekistan');
    for (const p of mine) {
      expect(p.start).toMatch(/ \+0000$/);
      expect(p.stop).toMatch(/ \+0000$/);
    }
    const days = new Set(mine.map((p) => broadcastClock(xmltvTime(p.start ?? '')).date));
    const expected = Array.from({ length: 15 }, (_, i) => addDays(today, i - 7));
    expect([...days].sort()).toEqual(expected);
    const first = xmltvTime(mine[0]?.start ?? '');
    expect(first).toBe(Date.parse(`${expected[0]}T00:00:00Z`) - TASHKENT_OFFSET_MS);
    const last = xmltvTime(mine.at(-1)?.stop ?? '');
    expect(last).toBe(Date.parse(`${addDays(today, 8)}T00:00:00Z`) - TASHKENT_OFFSET_MS);
    for (let i = 1; i < mine.length; i++) expect(mine[i]?.start).toBe(mine[i - 1]?.stop);
  });

  it('gives titles and descriptions in every language, categories with an English genre, programme links', () => {
    const programme =
      /<programme [^>]*channel="uzbekistan"[^>]*>([\s\S]*?)<\/programme>/.exec(xml)?.[1] ?? '';
    for (const lang of ['uz-Cyrl', 'uz-Latn', 'ru', 'en']) {
      expect(programme).toContain(`<title lang="${lang}">`);
      expect(programme).toContain(`<desc lang="${lang}">`);
    }
    const genres = new Set([...xml.matchAll(/<category lang="en">([^<]+)<\/category>/g)].map((m) => m[1]));
    for (const genre of ['News', 'Sports', 'Kids', 'Movie']) expect(genres).toContain(genre);
    expect(programme).toMatch(/<url>http[^<]+\/uz\/broadcast\/[^<]+\/<\/url>/);
  });

  it("writes the age rating of a rated programme (its broadcast's), valid against the DTD", async () => {
    const [row] = await t.database.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.channel, 'uzbekistan'), eq(schedules.date, today)));
    const rated = row?.items.find((item) => item.broadcast)?.broadcast;
    if (!rated) throw new Error('no demo entry with a broadcast');
    await t.database.db.update(broadcasts).set({ rating: '18+' }).where(eq(broadcasts.id, rated));
    await t.cache.invalidate(['broadcast', 'schedule', 'channel', 'category']);
    const res = await get('/uz/api/efir/epg.xml');
    const programmes = res.body.match(/<programme [^>]*>.*?<\/programme>/gs) ?? [];
    const withRating = programmes.filter((p) =>
      p.includes('<rating system="UZ"><value>18+</value></rating>'),
    );
    expect(withRating.length).toBeGreaterThan(0);
    expect(withRating.every((p) => p.includes(`/uz/broadcast/${rated}/`))).toBe(true);
    const result = xmllint(res.body, ['--dtdvalid', DTD]);
    expect(result.errors).toBe('');
    await t.database.db.update(broadcasts).set({ rating: null }).where(eq(broadcasts.id, rated));
    await t.cache.invalidate(['broadcast', 'schedule', 'channel', 'category']);
  });

  it('escapes text, and writes an episode number a title states', async () => {
    const date = addDays(today, 1);
    const [row] = await t.database.db
      .select()
      .from(schedules)
      .where(and(eq(schedules.channel, 'uzbekistan'), eq(schedules.date, date)));
    if (!row) throw new Error('no demo schedule');
    const items = row.items.map((item, i) =>
      i === 1
        ? {
            ...item,
            title: { ...item.title, en: 'Tom & Jerry <live> "S02E05"', ru: 'Том и Джерри, 5-серия' },
          }
        : item,
    );
    await t.database.db
      .update(schedules)
      .set({ items })
      .where(and(eq(schedules.channel, 'uzbekistan'), eq(schedules.date, date)));
    await t.cache.invalidate(['schedule']);
    const res = await get('/uz/api/efir/epg.xml');
    expect(
      res.body.includes('<title lang="en">Tom &amp; Jerry &lt;live&gt; &quot;S02E05&quot;</title>'),
      '<title lang="en">Tom &amp; Jerry &lt;live&gt; &quot;S02E05&quot;</title>',
    ).toBe(true);
    expect(
      res.body.includes('<episode-num system="onscreen">S02E05</episode-num>'),
      '<episode-num system="onscreen">S02E05</episode-num>',
    ).toBe(true);
    expect(
      res.body.includes('<episode-num system="xmltv_ns">1 . 4 .</episode-num>'),
      '<episode-num system="xmltv_ns">1 . 4 .</episode-num>',
    ).toBe(true);
    expect(xmllint(res.body, ['--dtdvalid', DTD]).errors).toBe('');
  });

  it('answers 304 to its ETag, and a new ETag once the schedule changes', async () => {
    const first = await get('/uz/api/efir/epg.xml');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    expect((await get('/uz/api/efir/epg.xml', { 'if-none-match': etag })).statusCode).toBe(304);
    expect(first.headers['surrogate-key']).toContain('schedule');
    await t.cache.invalidate(['channel']);
    await t.database.db.update(channels).set({ order: 1 }).where(eq(channels.id, 'yoshlar'));
    await t.cache.invalidate(['channel']);
    const changed = await get('/uz/api/efir/epg.xml', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
  });

  it('epg.xml.gz is the same document gzipped, with its own ETag and 304', async () => {
    const plain = await get('/uz/api/efir/epg.xml');
    const res = await get('/uz/api/efir/epg.xml.gz', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/gzip');
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(gunzipSync(res.rawPayload).toString('utf8')).toBe(plain.body);
    const etag = String(res.headers.etag);
    expect(etag).not.toBe(plain.headers.etag);
    expect((await get('/uz/api/efir/epg.xml.gz', { 'if-none-match': etag })).statusCode).toBe(304);
  });
});

describe('M3U: GET /uz/api/efir/channels.m3u', () => {
  it('lists every visible channel, tvg-id equal to the XMLTV channel ids, with logo, group, catch-up and a stream', async () => {
    const res = await get('/uz/api/efir/channels.m3u?lang=en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^audio\/x-mpegurl/);
    const lines = res.body.trimEnd().split('\n');
    expect(lines[0]).toMatch(/^#EXTM3U url-tvg="http[^"]+\/uz\/api\/efir\/epg\.xml"/);
    const entries: { info: Record<string, string>; name: string; url: string }[] = [];
    for (let i = 1; i < lines.length; i += 2) {
      const info = lines[i] ?? '';
      expect(info).toMatch(/^#EXTINF:-1 /);
      const comma = info.lastIndexOf(',');
      entries.push({
        info: attrs(info.slice(0, comma)),
        name: info.slice(comma + 1),
        url: lines[i + 1] ?? '',
      });
    }
    const epg = (await get('/uz/api/efir/epg.xml')).body;
    const xmltvIds = [...epg.matchAll(/<channel id="([^"]+)">/g)].map((m) => m[1]);
    expect(entries.map((e) => e.info['tvg-id'])).toEqual(xmltvIds);
    for (const e of entries) {
      expect(e.info['tvg-name']).toBe(e.name);
      if (e.info['tvg-id'] === 'uzbekistan')
        expect(e.info['tvg-logo']).toBe(`${t.config.publicUrl}/uploads/logos/uzbekistan.png`);
      else expect(e.info['tvg-logo']).toBeUndefined();
      expect(['Television', 'Radio']).toContain(e.info['group-title']);
      expect(e.info.catchup).toBe('default');
      expect(e.info['catchup-source']).toContain('{utc}');
      expect(e.url).toMatch(/^https?:\/\/.+\.m3u8$/);
    }
    const uz = entries.find((e) => e.info['tvg-id'] === 'uzbekistan');
    expect(uz?.url).toBe(`${t.config.publicUrl}/uz/api/efir/live/uzbekistan/index.m3u8`);
  });

  it('its catch-up source leads to the recording on air at that instant, 404 where there is none', async () => {
    const [item] = await t.database.db
      .select()
      .from(archiveItems)
      .where(and(eq(archiveItems.airedChannel, 'uzbekistan'), eq(archiveItems.airedDate, addDays(today, -1))))
      .limit(1);
    if (!item) throw new Error('no demo recording');
    const m3u = (await get('/uz/api/efir/channels.m3u')).body;
    const source = /tvg-id="uzbekistan"[^\n]*catchup-source="([^"]+)"/.exec(m3u)?.[1] ?? '';
    const within = Math.floor(item.date.getTime() / 1000) + 60;
    const res = await get(source.replace(t.config.publicUrl, '').replace('{utc}', String(within)));
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${t.config.publicUrl}/uz/api/efir/vod/${item.id}/index.m3u8`);
    const future = Math.floor(Date.now() / 1000) + 86_400;
    expect((await get(`/uz/api/efir/catchup/uzbekistan.m3u8?utc=${future}`)).statusCode).toBe(404);
    expect((await get('/uz/api/efir/catchup/uzbekistan.m3u8?utc=soon')).statusCode).toBe(400);
  });
});

/** The unfolded lines of an iCalendar (RFC 5545 §3.1: a line starting with a space continues the last). */
function icsLines(body: string): string[] {
  expect(body).not.toMatch(/[^\r]\n/);
  return body
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter(Boolean);
}

function vevents(lines: string[]): Record<string, string>[] {
  const events: Record<string, string>[] = [];
  let current: Record<string, string> | null = null;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') current = {};
    else if (line === 'END:VEVENT' && current) {
      events.push(current);
      current = null;
    } else if (current) {
      const colon = line.indexOf(':');
      const name = line.slice(0, colon).split(';')[0] ?? '';
      current[name] = line.slice(colon + 1);
    }
  }
  return events;
}

describe('iCalendar', () => {
  it('one schedule entry: a VEVENT in UTC with a stable UID and a link to the broadcast page', async () => {
    const date = addDays(today, 2);
    const day = (await get(`/uz/api/efir/schedule/uzbekistan/${date}.json`)).json<{
      data: { items: { time: string; broadcast: string | null }[] };
    }>().data;
    const entry = day.items.find((i) => i.broadcast && i.time !== '00:00');
    if (!entry) throw new Error('no entry with a broadcast');
    const url = `/uz/api/efir/schedule/uzbekistan/${date}/${entry.time.replace(':', '')}.ics`;
    const res = await get(`${url}?lang=ru`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/calendar/);
    const lines = icsLines(res.body);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('VERSION:2.0');
    expect(lines.at(-1)).toBe('END:VCALENDAR');
    const [event, ...more] = vevents(lines);
    expect(more).toEqual([]);
    const start = Date.parse(`${date}T${entry.time}:00Z`) - TASHKENT_OFFSET_MS;
    const utc = (ms: number) =>
      new Date(ms)
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(event?.DTSTART).toBe(utc(start));
    expect(event?.DTEND).toMatch(/^\d{8}T\d{6}Z$/);
    expect(event?.UID).toBe(
      `uzbekistan-${date}-${entry.time.replace(':', '')}@${new URL(t.config.publicUrl).hostname}`,
    );
    expect(event?.URL).toBe(`${t.config.publicUrl}/uz/broadcast/${entry.broadcast}/?lang=ru`);
    expect(event?.SUMMARY).toMatch(/[А-Яа-я]/);
    const again = await get(url, { 'if-none-match': String(res.headers.etag) });
    expect(again.statusCode).toBe(200); // another language, another document…
    expect(icsLines(again.body).find((l) => l.startsWith('UID:'))).toBe(`UID:${event?.UID}`); // …the same UID
    expect((await get(`${url}?lang=ru`, { 'if-none-match': String(res.headers.etag) })).statusCode).toBe(304);
  });

  it('answers 404 for a time without an entry, 400 for a bad date or time', async () => {
    expect((await get(`/uz/api/efir/schedule/uzbekistan/${today}/0001.ics`)).statusCode).toBe(404);
    expect((await get(`/uz/api/efir/schedule/uzbekistan/${today}/2500.ics`)).statusCode).toBe(400);
    expect((await get('/uz/api/efir/schedule/uzbekistan/2026-02-30/0000.ics')).statusCode).toBe(400);
  });

  it('a broadcast’s coming entries: every VEVENT ahead of now, in UTC, sorted, each UID once', async () => {
    const days = await t.database.db
      .select()
      .from(schedules)
      .where(eq(schedules.date, addDays(today, 1)));
    const id = days.flatMap((d) => d.items).find((i) => i.broadcast)?.broadcast;
    if (!id) throw new Error('no broadcast aired tomorrow');
    const res = await get(`/uz/api/efir/broadcast/${id}/calendar.ics`);
    expect(res.statusCode).toBe(200);
    const events = vevents(icsLines(res.body));
    expect(events.length).toBeGreaterThan(0);
    const uids = events.map((e) => e.UID);
    expect(new Set(uids).size).toBe(uids.length);
    const parse = (v: string) =>
      Date.parse(v.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    let previous = 0;
    for (const e of events) {
      expect(e.DTSTART).toMatch(/^\d{8}T\d{6}Z$/);
      expect(parse(e.DTEND ?? '')).toBeGreaterThan(Date.now());
      expect(parse(e.DTSTART ?? '')).toBeGreaterThanOrEqual(previous);
      previous = parse(e.DTSTART ?? '');
      expect(e.URL).toBe(`${t.config.publicUrl}/uz/broadcast/${id}/`);
    }
    expect((await get('/uz/api/efir/broadcast/nope/calendar.ics')).statusCode).toBe(404);
  });
});

describe('Podcast RSS: GET /uz/api/efir/broadcast/{id}/podcast.xml', () => {
  it('is well-formed RSS 2.0 with the iTunes namespace, its published recordings as enclosures', async () => {
    const [item] = await t.database.db
      .select({ broadcast: archiveItems.broadcast })
      .from(archiveItems)
      .where(and(eq(archiveItems.type, 'radio'), eq(archiveItems.airedDate, addDays(today, -1))))
      .limit(1);
    const id = item?.broadcast;
    if (!id) throw new Error('no radio recording');
    const res = await get(`/uz/api/efir/broadcast/${id}/podcast.xml?lang=en`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/rss\+xml/);
    const lint = xmllint(res.body, []);
    expect(lint.errors).toBe('');
    expect(lint.ok).toBe(true);
    expect(
      res.body.includes('<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"'),
      '<rss version="2.0" xmlns:itunes="http://www.itunes.com/dtds/podcast-1.0.dtd"',
    ).toBe(true);
    for (const tag of ['itunes:image', 'itunes:explicit', 'itunes:author', 'language>en<'])
      expect(res.body.includes(tag), tag).toBe(true);
    const enclosures = [...res.body.matchAll(/<enclosure ([^>]+)\/>/g)].map((m) => attrs(m[1] ?? ''));
    const durations = [...res.body.matchAll(/<itunes:duration>(\d+:\d\d:\d\d)<\/itunes:duration>/g)];
    expect(enclosures.length).toBeGreaterThan(0);
    expect(durations.length).toBe(enclosures.length);
    for (const e of enclosures) {
      expect(e.url).toMatch(/^http/);
      expect(e.type).toBeTruthy();
      expect(e.length).toMatch(/^\d+$/);
    }
    // Only what has aired: no recording still on air.
    const published = await t.database.db.select().from(archiveItems).where(eq(archiveItems.broadcast, id));
    const aired = published.filter((p) => p.date.getTime() + p.duration * 1000 <= Date.now());
    expect(enclosures.length).toBe(Math.min(aired.length, 100));
    // A broken document is refused by the same check.
    expect(xmllint(res.body.replace('</channel>', ''), []).ok).toBe(false);
  });

  it('answers 404 for a TV broadcast and an unknown one', async () => {
    const [tv] = await t.database.db.select().from(broadcasts).where(eq(broadcasts.type, 'tv')).limit(1);
    expect((await get(`/uz/api/efir/broadcast/${tv?.id}/podcast.xml`)).statusCode).toBe(404);
    expect((await get('/uz/api/efir/broadcast/nope/podcast.xml')).statusCode).toBe(404);
  });
});

describe('OpenAPI', () => {
  it('documents every feed', async () => {
    const doc = (await get('/uz/api/openapi.json')).json<{ paths: Record<string, unknown> }>();
    for (const path of [
      '/uz/api/efir/epg.xml',
      '/uz/api/efir/epg.xml.gz',
      '/uz/api/efir/channels.m3u',
      '/uz/api/efir/catchup/{file}',
      '/uz/api/efir/schedule/{channel}/{date}/{file}',
      '/uz/api/efir/broadcast/{id}/calendar.ics',
      '/uz/api/efir/broadcast/{id}/podcast.xml',
    ])
      expect(doc.paths, path).toHaveProperty([path]);
  });
});
