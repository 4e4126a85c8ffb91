import { I18nProvider } from '@core/i18n/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { testI18n } from '../../../../tests/helpers/i18n';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { apiKey, RuntimeContext, type WidgetRuntime } from '../../runtime';
import { RATED_TOP, RatingShare, ratingStatsNeed } from './RatingShare';

/** Views of the most viewed broadcasts as `stats.rating` answers them: 3 of 8 is 37.5 %. */
const STATS = { data: { 'tongi-efir': 4, axborot: 3, 'navo-kechasi': 1 }, meta: {} };

describe('RatingShare', () => {
  it('reads the top list of the collection once and shows the item’s share with one decimal (spec §3, §9)', async () => {
    const { calls, container } = renderWithRuntime(
      <p>
        <RatingShare db="broadcast" id="axborot" />
        <RatingShare db="broadcast" id="navo-kechasi" />
        <RatingShare db="broadcast" id="unseen" labelled={false} />
      </p>,
      { api: (path) => (path === 'stats.rating' ? STATS : undefined), lang: 'en' },
    );
    await waitFor(() => expect(container.querySelector('.c-rating--pending')).toBeNull());
    expect([...container.querySelectorAll('.c-rating')].map((e) => e.textContent)).toEqual([
      'Rating: 37.5 %',
      'Rating: 12.5 %',
      // Outside the most viewed: none of their views.
      '0.0 %',
    ]);
    expect(calls).toEqual([
      { path: 'stats.rating', query: { db: 'broadcast', limit: RATED_TOP, return: 'assoc', sort: 'desc' } },
    ]);
    expect(screen.getAllByText('Rating:', { exact: false })[0]?.className).toBe('visually-hidden');
  });

  it('is added on the client: the server’s HTML has the placeholder even with the numbers at hand', () => {
    const client = new QueryClient();
    const need = ratingStatsNeed('broadcast');
    client.setQueryData(apiKey(need.path, need.query ?? {}), STATS);
    const runtime = { lang: 'uz', product: 'efir' } as WidgetRuntime;
    const html = renderToString(
      <I18nProvider i18n={testI18n('uz')}>
        <QueryClientProvider client={client}>
          <RuntimeContext.Provider value={runtime}>
            <RatingShare db="broadcast" id="axborot" />
          </RuntimeContext.Provider>
        </QueryClientProvider>
      </I18nProvider>,
    );
    expect(html).toContain('c-rating--pending');
    expect(html).not.toContain('37,5');
  });

  it('keeps the placeholder, hidden from screen readers, when the numbers cannot be read', async () => {
    const { container, calls } = renderWithRuntime(<RatingShare db="broadcast" id="axborot" />, {
      api: () => undefined,
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    const shown = container.querySelector('.c-rating');
    expect(shown?.getAttribute('aria-hidden')).toBe('true');
    expect(shown?.textContent).toBe('–');
  });
});
