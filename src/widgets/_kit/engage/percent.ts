import type { Lang } from '@core/lang';

/**
 * A percentage with one decimal as the visitor's language writes it (`12,5 %`; `12.5 %` in
 * English). Written by hand rather than with `Intl`: the server's and the browser's locale data
 * may differ, and the server's HTML must hydrate unchanged. Used by the ratings and the poll.
 */
export function formatPercent(percent: number, lang: Lang): string {
  const fixed = (Math.round(percent * 10) / 10).toFixed(1);
  return `${lang === 'en' ? fixed : fixed.replace('.', ',')} %`;
}
