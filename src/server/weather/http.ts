import { readFileSync } from 'node:fs';
import type { I18nText } from '@core/lang';
import { type Reading, type WeatherProvider, wmoCondition } from './provider';

/** A city the HTTP provider asks about. */
export interface WeatherCity {
  city: string;
  lat: number;
  lon: number;
  title: I18nText;
}

export interface HttpWeatherOptions {
  /** URL template with `{lat}` and `{lon}` (Open-Meteo's forecast API by default in the README). */
  url: string;
  cities: WeatherCity[];
  timeoutMs?: number;
  /** Told of each city that failed (the refresher logs it). */
  onError?: (city: string, err: unknown) => void;
  fetch?: typeof fetch;
}

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * `WEATHER_CITIES`: a path to a JSON file (`[{city, lat, lon, title: {uz, oz, ru, en}}]`), or the
 * list itself, `;`-separated `slug:lat:lon:uz|oz|ru|en` (the titles optional). Throws a message
 * naming what is wrong.
 */
export function parseCities(value: string): WeatherCity[] {
  const raw = value.trim();
  let list: WeatherCity[];
  if (raw.startsWith('[') || raw.endsWith('.json')) {
    const json = raw.startsWith('[') ? raw : readFileSync(raw, 'utf8');
    list = JSON.parse(json) as WeatherCity[];
    if (!Array.isArray(list)) throw new Error('the JSON is not a list');
  } else {
    list = raw
      .split(';')
      .map((part) => part.trim())
      .filter(Boolean)
      .map((part) => {
        const [city = '', lat = '', lon = '', titles = ''] = part.split(':');
        const [uz, oz, ru, en] = titles.split('|').map((s) => s.trim());
        const title: I18nText = {};
        if (uz) title.uz = uz;
        if (oz) title.oz = oz;
        if (ru) title.ru = ru;
        if (en) title.en = en;
        return { city: city.trim(), lat: Number(lat), lon: Number(lon), title };
      });
  }
  if (list.length === 0) throw new Error('no city');
  for (const c of list) {
    if (typeof c.city !== 'string' || !SLUG.test(c.city))
      throw new Error(`bad city slug "${String(c.city)}"`);
    if (!Number.isFinite(c.lat) || Math.abs(c.lat) > 90) throw new Error(`bad latitude of ${c.city}`);
    if (!Number.isFinite(c.lon) || Math.abs(c.lon) > 180) throw new Error(`bad longitude of ${c.city}`);
    if (!c.title || typeof c.title !== 'object') c.title = {};
    if (!c.title.uz) c.title.uz = c.city;
  }
  return list;
}

/** Reads an Open-Meteo-shaped answer: `current` (`temperature_2m`, `weather_code`, `time`) or the older `current_weather`. */
export function readOpenMeteo(body: unknown, now: Date): { temperature: number; code: number; at: Date } {
  const b = body as {
    current?: { temperature_2m?: unknown; weather_code?: unknown; time?: unknown };
    current_weather?: { temperature?: unknown; weathercode?: unknown; time?: unknown };
    utc_offset_seconds?: unknown;
  };
  const temperature = b.current?.temperature_2m ?? b.current_weather?.temperature;
  const code = b.current?.weather_code ?? b.current_weather?.weathercode;
  const time = b.current?.time ?? b.current_weather?.time;
  if (typeof temperature !== 'number' || !Number.isFinite(temperature))
    throw new Error('no current temperature in the answer');
  if (typeof code !== 'number' || !Number.isInteger(code)) throw new Error('no weather code in the answer');
  // Open-Meteo's times are local to `timezone` without an offset (GMT by default): read with it.
  let at = now;
  if (typeof time === 'string') {
    const offset = typeof b.utc_offset_seconds === 'number' ? b.utc_offset_seconds : 0;
    const parsed = /[zZ]|[+-]\d\d:?\d\d$/.test(time)
      ? Date.parse(time)
      : Date.parse(`${time}Z`) - offset * 1000;
    if (Number.isFinite(parsed) && parsed <= now.getTime() + 3_600_000) at = new Date(parsed);
  }
  return { temperature, code, at };
}

/**
 * Weather over HTTP (issue 26): one GET per city of `url` with its `{lat}` and `{lon}`, within
 * `timeoutMs`; an answer that fails, times out or does not parse leaves that city out.
 */
export function httpProvider(options: HttpWeatherOptions): WeatherProvider {
  const get = options.fetch ?? fetch;
  const timeoutMs = options.timeoutMs ?? 10_000;
  return {
    name: 'http',
    async read(now: Date): Promise<Reading[]> {
      const results = await Promise.all(
        options.cities.map(async (c, i): Promise<Reading | null> => {
          try {
            const url = options.url
              .replaceAll('{lat}', encodeURIComponent(String(c.lat)))
              .replaceAll('{lon}', encodeURIComponent(String(c.lon)));
            const res = await get(url, {
              signal: AbortSignal.timeout(timeoutMs),
              headers: { accept: 'application/json' },
            });
            if (!res.ok) throw new Error(`HTTP ${res.status}`);
            const { temperature, code, at } = readOpenMeteo(await res.json(), now);
            return {
              city: c.city,
              title: c.title,
              temperature,
              condition: wmoCondition(code),
              observedAt: at,
              order: (i + 1) * 10,
            };
          } catch (err) {
            options.onError?.(c.city, err);
            return null;
          }
        }),
      );
      return results.filter((r): r is Reading => r !== null);
    },
  };
}
