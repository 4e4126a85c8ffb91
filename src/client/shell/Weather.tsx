import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import type { Weather as WeatherData } from '@core/schemas/entities';
import { useApi, useRuntime } from '@widgets/runtime';
import { HOME_CITY, weatherNeed } from './data';

type Condition = WeatherData['condition'];

const CLOUD = 'M7 17h10a4 4 0 0 0 .6-7.95A5.5 5.5 0 0 0 7.1 9.6 3.75 3.75 0 0 0 7 17z';

/** Shapes of each condition on a 24×24 grid, drawn with the current text colour. */
function ConditionShape({ condition }: { condition: Condition }) {
  switch (condition) {
    case 'clear':
      return (
        <>
          <circle cx="12" cy="12" r="4.5" />
          <path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1" />
        </>
      );
    case 'cloudy':
      return <path d={CLOUD} />;
    case 'rain':
      return (
        <>
          <path d={CLOUD} transform="translate(0 -3)" />
          <path d="M8 17l-1 3M12 17l-1 3M16 17l-1 3" />
        </>
      );
    case 'snow':
      return (
        <>
          <path d={CLOUD} transform="translate(0 -3)" />
          <path d="M8 18.5h.01M12 20h.01M16 18.5h.01" strokeWidth="2.4" />
        </>
      );
    case 'fog':
      return <path d="M3 8h18M5 12h14M3 16h18M7 20h10" />;
  }
}

/**
 * The weather of the home city (GET `{product}/weather.json`), compact: an icon, the city and the
 * temperature, with a full text for screen readers. Its box is always there (no layout shift);
 * it stays empty while loading and when the call fails.
 */
/**
 * Whole degrees with their sign (`+18`, `-7`, `0`), as Intl's `signDisplay: 'exceptZero'` writes
 * them in the four languages; by hand, because the header is on every page and the first `Intl`
 * number format of a page loads ICU's data in a long task (decision 018).
 */
export function signedDegrees(value: number): string {
  const n = Math.round(value) || 0;
  return n > 0 ? `+${n}` : String(n);
}

export function Weather() {
  const t = useT('chrome');
  const { lang, product } = useRuntime();
  const query = useApi<WeatherData[]>(weatherNeed(product).path, {}, { staleTime: 10 * 60_000, quiet: true });
  const list = Array.isArray(query.data?.data) ? query.data.data : [];
  const item = list.find((w) => w.city === HOME_CITY) ?? list[0];
  if (!item || !Number.isFinite(item.temperature)) return <div className="weather" />;

  const city = pickText(item.title, lang) || item.city;
  const temperature = `${signedDegrees(item.temperature)} °C`;
  return (
    <div className="weather" data-condition={item.condition}>
      {/* Its stroke is set in shell.css (.weather__icon): fewer bytes on every page. */}
      <svg className="weather__icon" aria-hidden="true" viewBox="0 0 24 24" width="24" height="24">
        <ConditionShape condition={item.condition} />
      </svg>
      <span className="weather__text" aria-hidden="true">
        <span className="weather__city">{city}</span> <span className="weather__temp">{temperature}</span>
      </span>
      <span className="visually-hidden">
        {t('weather.label', { city, temperature, condition: t(`weather.condition.${item.condition}`) })}
      </span>
    </div>
  );
}
