import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { LIVE_SEGMENT_SECONDS, LIVE_WINDOW_SEGMENTS } from '@core/live';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { channels } from '../../src/server/db/schema';
import { decodeTimes, trackTimescales } from '../../src/server/live/mp4';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  await t.database.db.update(channels).set({ isHidden: true }).where(eq(channels.id, 'mahalla'));
  await t.cache.invalidate(['channel']);
});
afterAll(async () => {
  await t.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const get = (url: string) => t.app.inject({ method: 'GET', url });
const at = (iso: string) => vi.useFakeTimers({ toFake: ['Date'], now: new Date(iso) });

/** The sequence numbers and dates a media playlist lists. */
function parsePlaylist(text: string) {
  const lines = text.trim().split('\n');
  const tag = (name: string) => lines.find((l) => l.startsWith(`#${name}:`))?.slice(name.length + 2);
  return {
    lines,
    mediaSequence: Number(tag('EXT-X-MEDIA-SEQUENCE')),
    segments: lines.filter((l) => /^\d+\.(m4s|vtt)$/.test(l)),
    dates: lines.filter((l) => l.startsWith('#EXT-X-PROGRAM-DATE-TIME:')).map((l) => l.slice(25)),
  };
}

describe('where a channel streams', () => {
  it('watch/{channel}.json answers the player item of a TV and a radio channel', async () => {
    const tv = await get('/uz/api/efir/watch/uzbekistan.json');
    expect(tv.statusCode).toBe(200);
    expect(tv.json()).toEqual({
      data: {
        url: '/uz/api/efir/live/uzbekistan/index.m3u8',
        title: 'Ўзбекистон',
        channel: 'uzbekistan',
        type: 'tv',
        captions: true,
      },
      meta: {},
    });
    const radio = (await get('/uz/api/efir/watch/uzbekistan-radio.json')).json();
    expect(radio.data).toMatchObject({ type: 'radio', captions: false, channel: 'uzbekistan-radio' });
  });

  it('watch/{channel}.json titles the channel in the language of ?lang=, else of the cookie, each kept apart', async () => {
    const title = async (url: string, cookie?: string) =>
      (await t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} })).json().data.title;
    // The plain address first: its cached answer must not answer a cookie's other language.
    const url = '/uz/api/efir/watch/uzbekistan24.json';
    expect(await title(url)).toBe('Ўзбекистон 24');
    expect(await title(url, 'efir_lang=en')).toBe('Uzbekistan 24');
    expect(await title(url, 'efir_lang=ru')).toBe('Узбекистан 24');
    expect(await title(`${url}?lang=oz`, 'efir_lang=ru')).toBe('O‘zbekiston 24');
    expect(await title(url)).toBe('Ўзбекистон 24');
  });

  it('unknown and hidden channels are a 404 with a message', async () => {
    for (const url of [
      '/uz/api/efir/watch/nowhere.json',
      '/uz/api/efir/watch/mahalla.json',
      '/uz/api/efir.video.online?channel=nowhere',
      '/uz/api/efir.video.online?channel=mahalla',
      '/uz/api/efir/live/mahalla/index.m3u8',
      '/uz/api/efir/live/nowhere/media.m3u8',
    ]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json().message, url).toMatch(/does not exist/);
    }
  });

  it('video.online and radio.online answer {url} for their own type only', async () => {
    expect((await get('/uz/api/efir.video.online?channel=yoshlar')).json()).toEqual({
      url: '/uz/api/efir/live/yoshlar/index.m3u8',
    });
    expect((await get('/uz/api/efir.radio.online?channel=navo')).statusCode).toBe(404);
    expect((await get('/uz/api/efir.radio.online?channel=toshkent-radio')).json()).toEqual({
      url: '/uz/api/efir/live/toshkent-radio/index.m3u8',
    });
    expect((await get('/uz/api/efir.video.online?channel=toshkent-radio')).statusCode).toBe(404);
    expect((await get('/uz/api/efir.video.online')).statusCode).toBe(400);
    expect((await get('/uz/api/efir.video.online?channel=../etc')).statusCode).toBe(400);
  });

  it("a channel's own online URL replaces the demo stream", async () => {
    await t.database.db
      .update(channels)
      .set({ online: 'https://live.example.uz/yoshlar/index.m3u8' })
      .where(eq(channels.id, 'yoshlar'));
    await t.cache.invalidate(['channel']);
    expect((await get('/uz/api/efir/watch/yoshlar.json')).json().data).toMatchObject({
      url: 'https://live.example.uz/yoshlar/index.m3u8',
      captions: false,
    });
    expect((await get('/uz/api/efir.video.online?channel=yoshlar')).json().url).toBe(
      'https://live.example.uz/yoshlar/index.m3u8',
    );
    await t.database.db.update(channels).set({ online: null }).where(eq(channels.id, 'yoshlar'));
    await t.cache.invalidate(['channel']);
  });

  it('the CSP lets pages play streams from the configured origins, and only those', async () => {
    const csp = (headers: Record<string, unknown>) =>
      Object.fromEntries(
        String(headers['content-security-policy'])
          .split(';')
          .map((d) => d.trim().split(/\s+/))
          .map(([name, ...values]) => [name, values]),
      ) as Record<string, string[]>;
    const plain = csp((await get('/uz/api/efir/watch/yoshlar.json')).headers);
    expect(plain['media-src']).toEqual(["'self'", 'blob:']);
    expect(plain['connect-src']).toEqual(["'self'"]);

    const other = await startTestApp({
      seedDemo: false,
      env: { STREAM_ORIGINS: 'https://live.example.uz' },
    });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/uz/api/efir/channel.json' });
      const directives = csp(res.headers);
      expect(directives['media-src']).toContain('https://live.example.uz');
      expect(directives['connect-src']).toEqual(["'self'", 'https://live.example.uz']);
    } finally {
      await other.close();
    }
  });
});

describe('the demo live stream', () => {
  it('the master playlist names the media playlist, its codecs and, where there are some, captions', async () => {
    const tv = await get('/uz/api/efir/live/uzbekistan/index.m3u8');
    expect(tv.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(tv.body).toMatch(/#EXT-X-STREAM-INF:BANDWIDTH=\d+,CODECS="avc1\.[0-9a-f]{6},mp4a\.40\.2"/);
    expect(tv.body).toMatch(/TYPE=SUBTITLES,.*LANGUAGE="uz".*URI="captions\.m3u8"/);
    const radio = await get('/uz/api/efir/live/navo/index.m3u8');
    expect(radio.statusCode).toBe(200);
    const station = await get('/uz/api/efir/live/yoshlar-radio/index.m3u8');
    expect(station.body).toMatch(/CODECS="mp4a\.40\.2"/);
    expect(station.body).not.toMatch(/SUBTITLES/);
    expect((await get('/uz/api/efir/live/yoshlar-radio/captions.m3u8')).statusCode).toBe(404);
  });

  it('the live edge advances in real time, with a 3-hour window of dated segments', async () => {
    at('2026-11-23T09:00:00.000Z'); // 14:00:00 in Tashkent
    const first = parsePlaylist((await get('/uz/api/efir/live/uzbekistan/media.m3u8')).body);
    expect(first.segments).toHaveLength(LIVE_WINDOW_SEGMENTS);
    expect(first.segments.length * LIVE_SEGMENT_SECONDS).toBeGreaterThanOrEqual(3 * 3600);
    expect(first.lines).toContain('#EXT-X-MAP:URI="init.mp4"');
    // The last complete segment ends at or before now, and the window's first one is dated.
    const start = Date.parse(first.dates[0] as string);
    const end = start + LIVE_WINDOW_SEGMENTS * LIVE_SEGMENT_SECONDS * 1000;
    expect(end).toBeLessThanOrEqual(Date.parse('2026-11-23T09:00:00.000Z'));
    expect(end).toBeGreaterThan(Date.parse('2026-11-23T09:00:00.000Z') - LIVE_SEGMENT_SECONDS * 1000);

    at('2026-11-23T09:01:04.000Z'); // 64 s later: ten more segments
    const later = parsePlaylist((await get('/uz/api/efir/live/uzbekistan/media.m3u8')).body);
    expect(later.mediaSequence - first.mediaSequence).toBe(10);
    expect(later.segments.at(-1)).toBe(`${Number.parseInt(first.segments.at(-1) as string, 10) + 10}.m4s`);
    expect(Date.parse(later.dates[0] as string) - start).toBe(64_000);
  });

  it('sends the playlist compressed as the client accepts, the same body until the next segment', async () => {
    at('2026-11-23T09:00:00.000Z');
    const plain = await get('/uz/api/efir/live/uzbekistan/media.m3u8');
    const br = await t.app.inject({
      method: 'GET',
      url: '/uz/api/efir/live/yoshlar/media.m3u8',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(br.headers['cache-control']).toBe('no-cache');
    expect(br.headers['content-type']).toBe('application/vnd.apple.mpegurl');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    const gzip = await t.app.inject({
      method: 'GET',
      url: '/uz/api/efir/live/uzbekistan/media.m3u8',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
    at('2026-11-23T09:00:06.400Z');
    const next = await get('/uz/api/efir/live/uzbekistan/media.m3u8');
    expect(parsePlaylist(next.body).mediaSequence - parsePlaylist(plain.body).mediaSequence).toBe(1);
  });

  it('crosses Tashkent midnight with a discontinuity and a new date', async () => {
    at('2026-11-23T19:10:00.000Z'); // 00:10 in Tashkent: the window starts before midnight
    const { lines, dates } = parsePlaylist((await get('/uz/api/efir/live/navo/media.m3u8')).body);
    const cut = lines.indexOf('#EXT-X-DISCONTINUITY');
    expect(cut).toBeGreaterThan(0);
    expect(lines[cut + 1]).toBe('#EXT-X-PROGRAM-DATE-TIME:2026-11-23T19:00:00.000Z');
    expect(dates).toHaveLength(2);
  });

  it('serves segments retimed onto one continuous timeline, with media types', async () => {
    at('2026-11-23T09:00:00.000Z');
    const { segments } = parsePlaylist((await get('/uz/api/efir/live/uzbekistan/media.m3u8')).body);
    const init = await get('/uz/api/efir/live/uzbekistan/init.mp4');
    expect(init.headers['content-type']).toBe('video/mp4');
    const scales = trackTimescales(init.rawPayload);
    expect([...scales.values()].sort()).toEqual([12800, 48000]);

    const names = segments.slice(-3);
    const times = [];
    for (const name of names) {
      const res = await get(`/uz/api/efir/live/uzbekistan/${name}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('video/iso.segment');
      expect(res.headers['cache-control']).toMatch(/immutable/);
      times.push(decodeTimes(res.rawPayload));
    }
    // Each track moves on by exactly one segment (6.4 s in its timescale) from one to the next,
    // across the loop's wrap, and sits at its time of day (media time = seconds since midnight).
    for (const [track, scale] of scales) {
      const step = BigInt(LIVE_SEGMENT_SECONDS * scale);
      const [a, b, c] = times.map((m) => m.get(track) as bigint);
      const within = (x: bigint, y: bigint) => y - x >= step - 1024n && y - x <= step + 1024n;
      expect(within(a as bigint, b as bigint) && within(b as bigint, c as bigint), `track ${track}`).toBe(
        true,
      );
    }
    const secondsOfDay = Number(times[2]?.get(1)) / 12800;
    expect(Math.abs(secondsOfDay - (14 * 3600 - LIVE_SEGMENT_SECONDS))).toBeLessThan(0.01);

    const radio = await get(`/uz/api/efir/live/yoshlar-radio/${names[0]}`);
    expect(radio.headers['content-type']).toBe('audio/mp4');
  });

  it('refuses segments from the future or long gone, and unknown files', async () => {
    at('2026-11-23T09:00:00.000Z');
    const { segments, mediaSequence } = parsePlaylist(
      (await get('/uz/api/efir/live/uzbekistan/media.m3u8')).body,
    );
    const next = Number.parseInt(segments.at(-1) as string, 10) + 1;
    for (const file of [
      `${next}.m4s`,
      `${mediaSequence - 100}.m4s`,
      'x.m4s',
      'seg0.m4s',
      '../../../etc/passwd',
    ]) {
      const res = await get(`/uz/api/efir/live/uzbekistan/${encodeURIComponent(file)}`);
      expect(res.statusCode, file).toBe(404);
    }
  });

  it('captions: WebVTT segments tied to the media time, saying the channel, the time and the programme', async () => {
    // A day the demo schedule covers (it is seeded around the real today): 14:00 in Tashkent.
    at(`${new Date().toISOString().slice(0, 10)}T09:00:00.000Z`);
    const list = parsePlaylist((await get('/uz/api/efir/live/uzbekistan/captions.m3u8')).body);
    expect(list.segments.at(-1)).toMatch(/\.vtt$/);
    const res = await get(`/uz/api/efir/live/uzbekistan/${list.segments.at(-1)}`);
    expect(res.headers['content-type']).toBe('text/vtt; charset=utf-8');
    const index = (14 * 3600) / LIVE_SEGMENT_SECONDS - 1;
    expect(res.body).toContain(
      `X-TIMESTAMP-MAP=MPEGTS:${Math.round(index * LIVE_SEGMENT_SECONDS * 90_000)},LOCAL:00:00:00.000`,
    );
    expect(res.body).toMatch(/00:00:00\.000 --> 00:00:06\.400\nЎзбекистон · 13:59:53\n\S/);
  });
});
