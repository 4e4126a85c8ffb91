import type { I18nText } from '@core/lang';

/** The weather conditions the `weather` table (and the header's icons) know. */
export type Condition = 'clear' | 'cloudy' | 'rain' | 'snow' | 'fog';

/** One city's observation, as a provider gives it. */
export interface Reading {
  city: string;
  title: I18nText;
  temperature: number;
  condition: Condition;
  observedAt: Date;
  /** Where the city stands in lists (smaller first). */
  order: number;
}

/**
 * Where the header's weather comes from (issue 26). `read` answers what it could read: a city it
 * failed on is left out (and logged by the provider), so its last known value stays in the table.
 */
export interface WeatherProvider {
  readonly name: string;
  read(now: Date): Promise<Reading[]>;
}

/**
 * The condition of a WMO weather interpretation code (Open-Meteo's `weather_code`): 0–1 clear,
 * 2–3 cloudy, 45/48 fog, drizzle, rain and showers rain, snow and snow showers snow, thunderstorms
 * rain; an unknown code is cloudy.
 */
export function wmoCondition(code: number): Condition {
  if (code === 0 || code === 1) return 'clear';
  if (code === 2 || code === 3) return 'cloudy';
  if (code === 45 || code === 48) return 'fog';
  if ((code >= 71 && code <= 77) || code === 85 || code === 86) return 'snow';
  if ((code >= 51 && code <= 67) || (code >= 80 && code <= 82) || (code >= 95 && code <= 99)) return 'rain';
  return 'cloudy';
}
