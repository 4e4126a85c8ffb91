import { demoWeatherRows } from '../db/seed';
import type { Reading, WeatherProvider } from './provider';

/** The demo's weather of the current hour (what the hourly demo refresh wrote before issue 26). */
export const demoProvider: WeatherProvider = {
  name: 'demo',
  async read(now: Date): Promise<Reading[]> {
    return demoWeatherRows(now);
  },
};
