import type { Lang } from '@core/lang';
import type { Weather as WeatherData } from '@core/schemas/entities';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { signedDegrees, Weather } from './Weather';

const at = '2025-01-15T09:00:00Z';
const SAMARKAND: WeatherData = {
  city: 'samarkand',
  title: { uz: 'Самарқанд', en: 'Samarkand' },
  temperature: 3,
  condition: 'snow',
  observed_at: at,
};
const LIST: WeatherData[] = [
  SAMARKAND,
  {
    city: 'tashkent',
    title: { uz: 'Тошкент', ru: 'Ташкент', en: 'Tashkent', oz: 'Toshkent' },
    temperature: 24.6,
    condition: 'clear',
    observed_at: at,
  },
];

function show(list: WeatherData[] | undefined, lang: Lang = 'en') {
  return renderWithRuntime(<Weather />, {
    lang,
    api: (path) => (path === 'efir/weather.json' && list ? { data: list, meta: {} } : undefined),
  });
}

describe('Weather', () => {
  it('shows Tashkent compactly with an icon hidden from screen readers and a full text', async () => {
    const { container, calls } = show(LIST);
    expect(await screen.findByText('Weather, Tashkent: +25 °C, clear')).toBeTruthy();
    expect(calls.map((c) => c.path)).toEqual(['efir/weather.json']);
    const box = container.querySelector('.weather');
    expect(box?.getAttribute('data-condition')).toBe('clear');
    expect(box?.querySelector('svg')?.getAttribute('aria-hidden')).toBe('true');
    expect(box?.querySelector('.weather__text')?.textContent).toBe('Tashkent +25 °C');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('speaks the interface language', async () => {
    show(LIST, 'uz');
    expect(await screen.findByText('Об-ҳаво, Тошкент: +25 °C, очиқ')).toBeTruthy();
  });

  it('falls back to the first city and formats frost', async () => {
    show([{ ...SAMARKAND, temperature: -7.2 }], 'oz');
    expect(await screen.findByText(/^Ob-havo, Samarkand: -7 °C, qor$/)).toBeTruthy();
  });

  it('keeps its empty box when the call fails', async () => {
    const { container, calls } = show(undefined);
    await waitFor(() => expect(calls).toHaveLength(1));
    const box = container.querySelector('.weather');
    expect(box).not.toBeNull();
    expect(box?.textContent).toBe('');
  });
});

describe('signedDegrees', () => {
  it('writes whole degrees as Intl does with signDisplay exceptZero, in the four languages', () => {
    for (const locale of ['uz-Cyrl', 'uz-Latn', 'ru', 'en']) {
      const intl = new Intl.NumberFormat(locale, { maximumFractionDigits: 0, signDisplay: 'exceptZero' });
      for (const value of [-40, -7.4, -0.4, 0, 0.3, 0.6, 18, 25.5, 49]) {
        expect(signedDegrees(value), `${locale} ${value}`).toBe(intl.format(Math.round(value)));
      }
    }
  });
});
