import type { FastifyBaseLogger } from 'fastify';
import type { ResponseCache } from '../cache';
import type { Db } from '../db/client';
import { weather } from '../db/schema';
import { demoProvider } from './demo';
import { httpProvider, parseCities } from './http';
import type { WeatherProvider } from './provider';

/** The weather's settings from the environment (README, Configuration). */
export interface WeatherConfig {
  /** `WEATHER_URL`: a URL template with `{lat}` and `{lon}`; unset: the demo provider. */
  url: string | null;
  /** `WEATHER_CITIES`, parsed. */
  cities: ReturnType<typeof parseCities>;
  /** `WEATHER_MINUTES` (default 30): how often the weather is read. */
  minutes: number;
  /** `WEATHER_TIMEOUT_SECONDS` (default 10): how long one city's answer may take. */
  timeoutMs: number;
}

/** Reads the weather's variables; throws `[variable, message]` for a bad one. */
export function weatherConfig(env: Record<string, string | undefined>): WeatherConfig {
  const url = env.WEATHER_URL?.trim() || null;
  if (url) {
    let parsed: URL;
    try {
      parsed = new URL(url.replaceAll('{lat}', '0').replaceAll('{lon}', '0'));
    } catch {
      throw new WeatherConfigError('WEATHER_URL', 'not a URL');
    }
    if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')
      throw new WeatherConfigError('WEATHER_URL', 'must be http(s)');
    if (!url.includes('{lat}') || !url.includes('{lon}'))
      throw new WeatherConfigError('WEATHER_URL', 'must hold {lat} and {lon}');
  }
  let cities: WeatherConfig['cities'] = [];
  if (url) {
    const raw = env.WEATHER_CITIES?.trim();
    if (!raw) throw new WeatherConfigError('WEATHER_CITIES', 'needed with WEATHER_URL');
    try {
      cities = parseCities(raw);
    } catch (err) {
      throw new WeatherConfigError('WEATHER_CITIES', err instanceof Error ? err.message : String(err));
    }
  }
  const number = (name: string, fallback: number, min: number, max: number) => {
    const raw = env[name]?.trim();
    if (!raw) return fallback;
    const n = Number(raw);
    if (!Number.isFinite(n) || n < min || n > max)
      throw new WeatherConfigError(name, `must be a number from ${min} to ${max}`);
    return n;
  };
  return {
    url,
    cities,
    minutes: number('WEATHER_MINUTES', 30, 1, 1440),
    timeoutMs: number('WEATHER_TIMEOUT_SECONDS', 10, 1, 120) * 1000,
  };
}

export class WeatherConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid ${variable}: ${message}`);
  }
}

/** The provider the settings name: HTTP with `WEATHER_URL`, else the demo's. */
export function weatherProvider(config: WeatherConfig, log?: FastifyBaseLogger): WeatherProvider {
  if (!config.url) return demoProvider;
  return httpProvider({
    url: config.url,
    cities: config.cities,
    timeoutMs: config.timeoutMs,
    onError: (city, err) => log?.warn({ err, city }, 'weather: keeping the last known value'),
  });
}

/**
 * Reads the provider once and stores what it gave in the `weather` table (a city it could not read
 * keeps its last row); drops the `weather` cache tag when anything was written. Returns how many
 * cities were written.
 */
export async function refreshWeather(
  db: Db,
  cache: ResponseCache,
  provider: WeatherProvider,
  now: Date = new Date(),
): Promise<number> {
  const readings = await provider.read(now);
  for (const r of readings) {
    const row = {
      city: r.city,
      title: r.title,
      temperature: r.temperature,
      condition: r.condition,
      observedAt: r.observedAt,
      order: r.order,
    };
    await db.insert(weather).values(row).onConflictDoUpdate({ target: weather.city, set: row });
  }
  if (readings.length > 0) await cache.invalidate(['weather']);
  return readings.length;
}

/**
 * Reads the weather now and every `minutes`; a failure is logged and the last values stay. Returns
 * the way to stop.
 */
export function startWeather(opts: {
  db: Db;
  cache: ResponseCache;
  provider: WeatherProvider;
  minutes: number;
  log: FastifyBaseLogger;
}): () => void {
  const run = () =>
    refreshWeather(opts.db, opts.cache, opts.provider)
      .then((n) => opts.log.debug({ cities: n, provider: opts.provider.name }, 'weather read'))
      .catch((err: unknown) =>
        opts.log.error({ err }, 'weather: the refresh failed; keeping the last values'),
      );
  void run();
  const timer = setInterval(run, opts.minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
