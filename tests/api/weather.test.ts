import { createServer, type Server } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { weather } from '../../src/server/db/schema';
import { demoProvider } from '../../src/server/weather/demo';
import { httpProvider, parseCities } from '../../src/server/weather/http';
import { wmoCondition } from '../../src/server/weather/provider';
import { refreshWeather, WeatherConfigError, weatherConfig } from '../../src/server/weather/refresher';
import { startTestApp, type TestApp } from './harness';

/** The weather providers (issue 26): a real local HTTP server answering as Open-Meteo does. */

let t: TestApp;
let server: Server;
let origin: string;
/** What the fake Open-Meteo answers, by latitude. */
const answers = new Map<string, { status: number; body: unknown }>();
const asked: string[] = [];

beforeAll(async () => {
  t = await startTestApp({ seedDemo: false });
  server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    asked.push(url.search);
    const answer = answers.get(url.searchParams.get('latitude') ?? '') ?? { status: 500, body: {} };
    res.writeHead(answer.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(answer.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  origin = `http://127.0.0.1:${address.port}`;
}, 120_000);
afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve));
  await t?.close();
});

const meteo = (temperature: number, code: number, time = '2026-11-27T10:00') => ({
  status: 200,
  body: {
    latitude: 41.3,
    longitude: 69.3,
    utc_offset_seconds: 18000,
    timezone: 'Asia/Tashkent',
    current: { time, interval: 900, temperature_2m: temperature, weather_code: code },
  },
});

const CITIES = 'tashkent:41.31:69.28:Тошкент|Toshkent|Ташкент|Tashkent;nukus:42.46:59.6:Нукус';
const TEMPLATE = () =>
  `${origin}/v1/forecast?latitude={lat}&longitude={lon}&current=temperature_2m,weather_code&timezone=Asia%2FTashkent`;

async function rows() {
  return t.database.db.select().from(weather).orderBy(weather.order);
}

describe('weather providers', () => {
  it('maps WMO codes to the conditions', () => {
    expect([0, 1, 2, 3, 45, 48, 51, 61, 65, 71, 75, 77, 80, 85, 95, 99, 123].map(wmoCondition)).toEqual([
      'clear',
      'clear',
      'cloudy',
      'cloudy',
      'fog',
      'fog',
      'rain',
      'rain',
      'rain',
      'snow',
      'snow',
      'snow',
      'rain',
      'snow',
      'rain',
      'rain',
      'cloudy',
    ]);
  });

  it('reads the settings, refusing bad ones by name', () => {
    const ok = weatherConfig({ WEATHER_URL: TEMPLATE(), WEATHER_CITIES: CITIES, WEATHER_MINUTES: '15' });
    expect(ok.minutes).toBe(15);
    expect(ok.cities.map((c) => c.city)).toEqual(['tashkent', 'nukus']);
    expect(ok.cities[1]?.title).toEqual({ uz: 'Нукус' });
    expect(weatherConfig({}).url).toBeNull();
    expect(weatherConfig({}).minutes).toBe(30);
    const bad = (env: Record<string, string>) => {
      try {
        weatherConfig(env);
        return null;
      } catch (err) {
        return err instanceof WeatherConfigError ? err.variable : 'other';
      }
    };
    expect(bad({ WEATHER_URL: 'ftp://x/{lat}/{lon}', WEATHER_CITIES: CITIES })).toBe('WEATHER_URL');
    expect(bad({ WEATHER_URL: `${origin}/no-placeholders`, WEATHER_CITIES: CITIES })).toBe('WEATHER_URL');
    expect(bad({ WEATHER_URL: TEMPLATE() })).toBe('WEATHER_CITIES');
    expect(bad({ WEATHER_URL: TEMPLATE(), WEATHER_CITIES: 'Bad City:1:2' })).toBe('WEATHER_CITIES');
    expect(bad({ WEATHER_URL: TEMPLATE(), WEATHER_CITIES: 'x:100:2' })).toBe('WEATHER_CITIES');
    expect(bad({ WEATHER_MINUTES: '0' })).toBe('WEATHER_MINUTES');
    expect(
      parseCities('[{"city":"bukhara","lat":39.77,"lon":64.42,"title":{"en":"Bukhara"}}]')[0]?.title,
    ).toEqual({ en: 'Bukhara', uz: 'bukhara' });
  });

  it('stores what the HTTP provider read, drops the cache tag, and keeps the last value of a city that fails', async () => {
    answers.set('41.31', meteo(7.4, 61));
    answers.set('42.46', meteo(-3, 73));
    const errors: string[] = [];
    const provider = httpProvider({
      url: TEMPLATE(),
      cities: parseCities(CITIES),
      timeoutMs: 5000,
      onError: (city) => errors.push(city),
    });
    // The API's answer is cached before the refresh…
    const before = await t.app.inject({ method: 'GET', url: '/uz/api/efir/weather.json' });
    expect(before.json().data).toEqual([]);
    expect(await refreshWeather(t.database.db, t.cache, provider)).toBe(2);
    expect(asked.some((q) => q.includes('latitude=41.31') && q.includes('longitude=69.28'))).toBe(true);
    const first = await rows();
    expect(first.map((r) => [r.city, r.temperature, r.condition])).toEqual([
      ['tashkent', 7.4, 'rain'],
      ['nukus', -3, 'snow'],
    ]);
    // Local time of the answer (Tashkent, +05:00) read as such.
    expect(first[0]?.observedAt.toISOString()).toBe('2026-11-27T05:00:00.000Z');
    expect(first[0]?.title).toEqual({ uz: 'Тошкент', oz: 'Toshkent', ru: 'Ташкент', en: 'Tashkent' });
    // …and the refresh dropped it: the API answers the new weather.
    const after = await t.app.inject({ method: 'GET', url: '/uz/api/efir/weather.json' });
    expect(after.json().data.map((w: { city: string }) => w.city)).toEqual(['tashkent', 'nukus']);

    // Nukus fails (a 500), Tashkent answers garbage: both keep their last values.
    answers.delete('42.46');
    answers.set('41.31', { status: 200, body: { current: { temperature_2m: 'warm' } } });
    expect(await refreshWeather(t.database.db, t.cache, provider)).toBe(0);
    expect(errors).toEqual(['tashkent', 'nukus']);
    const kept = await rows();
    expect(kept.map((r) => [r.city, r.temperature, r.condition])).toEqual([
      ['tashkent', 7.4, 'rain'],
      ['nukus', -3, 'snow'],
    ]);

    // Tashkent again, with fog: only it changes.
    answers.set('41.31', meteo(2, 45, '2026-11-27T11:00'));
    expect(await refreshWeather(t.database.db, t.cache, provider)).toBe(1);
    const [tashkent] = await t.database.db.select().from(weather).where(eq(weather.city, 'tashkent'));
    expect([tashkent?.temperature, tashkent?.condition]).toEqual([2, 'fog']);
  });

  it('gives up on a city whose server does not answer in time', async () => {
    const slow = createServer(() => {
      // Never answers.
    });
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const address = slow.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const errors: unknown[] = [];
    const provider = httpProvider({
      url: `http://127.0.0.1:${address.port}/?latitude={lat}&longitude={lon}`,
      cities: parseCities('tashkent:41.31:69.28'),
      timeoutMs: 200,
      onError: (_city, err) => errors.push(err),
    });
    expect(await provider.read(new Date())).toEqual([]);
    expect(errors).toHaveLength(1);
    slow.closeAllConnections();
    await new Promise((resolve) => slow.close(resolve));
  });

  it('keeps the demo provider as it was: a reading for every demo city', async () => {
    const readings = await demoProvider.read(new Date('2026-11-27T10:00:00Z'));
    expect(readings.length).toBeGreaterThan(5);
    expect(readings.every((r) => ['clear', 'cloudy', 'rain', 'snow', 'fog'].includes(r.condition))).toBe(
      true,
    );
  });
});
