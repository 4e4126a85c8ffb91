import { LIVE_SEGMENT_SECONDS } from '@core/live';
import { addDays, broadcastClock } from '@core/time';
import { and, asc, eq, lte, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { archiveItems } from '../../src/server/db/schema';
import { decodeTimes, trackTimescales } from '../../src/server/live/mp4';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
const today = broadcastClock().date;
const yesterday = addDays(today, -1);
const tomorrow = addDays(today, 1);
type Row = typeof archiveItems.$inferSelect;
let tv: Row;
let radio: Row;
let future: Row;

/** The longest published recording of a channel yesterday (many segments, across loop wraps). */
async function recordingOf(channel: string, date: string): Promise<Row> {
  const [row] = await t.database.db
    .select()
    .from(archiveItems)
    .where(and(eq(archiveItems.airedChannel, channel), eq(archiveItems.airedDate, date)))
    .orderBy(sql`${archiveItems.duration} desc`, asc(archiveItems.id))
    .limit(1);
  if (!row) throw new Error(`no recording of ${channel} on ${date}`);
  return row;
}

beforeAll(async () => {
  t = await startTestApp();
  tv = await recordingOf('uzbekistan', yesterday);
  radio = await recordingOf('uzbekistan-radio', yesterday);
  future = await recordingOf('uzbekistan', tomorrow);
});
afterAll(async () => {
  await t.close();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function parse(playlist: string) {
  const lines = playlist.trim().split('\n');
  const durations = lines.filter((l) => l.startsWith('#EXTINF:')).map((l) => Number.parseFloat(l.slice(8)));
  return { lines, durations, segments: lines.filter((l) => !l.startsWith('#')) };
}

describe('GET /uz/api/efir/vod/{id}.json', () => {
  it('answers the player item of a published recording', async () => {
    const res = await get(`/uz/api/efir/vod/${tv.id}.json`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: {
        url: `/uz/api/efir/vod/${tv.id}/index.m3u8`,
        title: tv.title.uz,
        channel: 'uzbekistan',
        type: 'tv',
        captions: false,
      },
      meta: {},
    });
    const english = await get(`/uz/api/efir/vod/${radio.id}.json?lang=en`);
    expect(english.json().data).toMatchObject({
      title: radio.title.en,
      type: 'radio',
      channel: 'uzbekistan-radio',
    });
  });

  it('answers 404 with a message for an unknown item and for one not yet published', async () => {
    for (const id of ['nope', future.id]) {
      const res = await get(`/uz/api/efir/vod/${id}.json`);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message, id).toMatch(/does not exist/);
    }
  });

  it('an item with a url of its own gives that url', async () => {
    const own = 'https://media.example.uz/archive/1.mp4';
    await t.database.db.insert(archiveItems).values({
      ...radio,
      id: 'own-url-item',
      url: own,
      airedTime: null,
      airedDate: null,
      airedChannel: null,
    });
    expect((await get('/uz/api/efir/vod/own-url-item.json')).json().data.url).toBe(own);
    // It has no demo media.
    expect((await get('/uz/api/efir/vod/own-url-item/index.m3u8')).statusCode).toBe(404);
  });

  it('publishes a recording the moment it ends, with no write (a cached 404 does not outlive it)', async () => {
    const end = Date.now() + 1500;
    await t.database.db.insert(archiveItems).values({
      ...tv,
      id: 'ending-soon',
      date: new Date(end - 60_000),
      duration: 60,
      airedTime: null,
      airedDate: null,
      airedChannel: null,
    });
    expect((await get('/uz/api/efir/vod/ending-soon.json')).statusCode).toBe(404);
    expect((await get('/uz/api/efir/vod/ending-soon/index.m3u8')).statusCode).toBe(404);
    await sleep(end - Date.now() + 50);
    expect((await get('/uz/api/efir/vod/ending-soon.json')).statusCode).toBe(200);
  });
});

describe('the demo on-demand stream', () => {
  it('is a VOD playlist with an init map, covering the whole recording', async () => {
    const res = await get(`/uz/api/efir/vod/${tv.id}/index.m3u8`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(res.headers['cache-control']).toMatch(/max-age=\d+/);
    const { lines, durations, segments } = parse(res.body);
    expect(lines[0]).toBe('#EXTM3U');
    expect(lines).toContain('#EXT-X-PLAYLIST-TYPE:VOD');
    expect(lines).toContain('#EXT-X-MAP:URI="init.mp4"');
    expect(lines.at(-1)).toBe('#EXT-X-ENDLIST');
    expect(segments).toEqual(segments.map((_, n) => `${n}.m4s`));
    const total = durations.reduce((a, b) => a + b, 0);
    expect(total).toBeGreaterThan(tv.duration - 0.001);
    expect(total).toBeLessThan(tv.duration + LIVE_SEGMENT_SECONDS);
    expect(Math.max(...durations)).toBeLessThanOrEqual(
      Number(lines.find((l) => l.startsWith('#EXT-X-TARGETDURATION:'))?.slice(22)),
    );
  });

  it('serves the init segment and media segments retimed onto one timeline from 0', async () => {
    const init = await get(`/uz/api/efir/vod/${tv.id}/init.mp4`);
    expect(init.statusCode).toBe(200);
    expect(init.headers['content-type']).toBe('video/mp4');
    expect(init.headers['cache-control']).toMatch(/immutable/);
    const scales = trackTimescales(init.rawPayload);
    expect(scales.size).toBe(2);

    const { segments } = parse((await get(`/uz/api/efir/vod/${tv.id}/index.m3u8`)).body);
    const last = segments.length - 1;
    for (const n of [0, 1, 2, 3, Math.floor(last / 2), last]) {
      const res = await get(`/uz/api/efir/vod/${tv.id}/${n}.m4s`);
      expect(res.statusCode, `${n}`).toBe(200);
      expect(res.headers['content-type']).toBe('video/iso.segment');
      expect(res.headers['cache-control']).toMatch(/immutable/);
      // Segment n starts n × 6.4 s into the recording, on every track (within an audio frame).
      for (const [track, time] of decodeTimes(res.rawPayload)) {
        const seconds = Number(time) / (scales.get(track) ?? 1);
        expect(Math.abs(seconds - n * LIVE_SEGMENT_SECONDS), `segment ${n} track ${track}`).toBeLessThan(
          0.05,
        );
      }
    }
  });

  it('plays radio recordings as audio', async () => {
    const playlist = await get(`/uz/api/efir/vod/${radio.id}/index.m3u8`);
    expect(playlist.statusCode).toBe(200);
    const init = await get(`/uz/api/efir/vod/${radio.id}/init.mp4`);
    expect(init.headers['content-type']).toBe('audio/mp4');
    const segment = await get(`/uz/api/efir/vod/${radio.id}/5.m4s`);
    expect(segment.statusCode).toBe(200);
    expect(segment.headers['content-type']).toBe('audio/mp4');
  });

  it('answers 404 for unknown or unpublished items and for segments it does not have', async () => {
    const count = parse((await get(`/uz/api/efir/vod/${tv.id}/index.m3u8`)).body).segments.length;
    const urls = [
      '/uz/api/efir/vod/nope/index.m3u8',
      '/uz/api/efir/vod/nope/0.m4s',
      `/uz/api/efir/vod/${future.id}/index.m3u8`,
      `/uz/api/efir/vod/${future.id}/init.mp4`,
      `/uz/api/efir/vod/${future.id}/0.m4s`,
      `/uz/api/efir/vod/${tv.id}/${count}.m4s`,
      `/uz/api/efir/vod/${tv.id}/-1.m4s`,
      `/uz/api/efir/vod/${tv.id}/01.m4s`,
      `/uz/api/efir/vod/${tv.id}/1.5.m4s`,
      `/uz/api/efir/vod/${tv.id}/x.m4s`,
      `/uz/api/efir/vod/${tv.id}/media.m3u8`,
      `/uz/api/efir/vod/${tv.id}/${encodeURIComponent('../../etc/passwd')}`,
    ];
    for (const url of urls) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toBeTruthy();
    }
  });
});

describe('the seeded archive', () => {
  it('has well over 60 published recordings, whatever the time of day', async () => {
    const [{ count } = { count: 0 }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(archiveItems)
      .where(lte(sql`${archiveItems.date} + ${archiveItems.duration} * interval '1 second'`, sql`now()`));
    expect(count).toBeGreaterThan(60);
  });
});
