import type { StateLayout } from '@core/schemas/layout';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { type LayoutResponse, layoutQuery, readShownLayouts, showPublished } from './layout-query';

const layout = (text: Record<string, string>): LayoutResponse => ({
  data: {
    _id: 'app.sitemap',
    state: 'app.sitemap',
    title: text,
    order: 1,
    layout: {
      params: {
        layout: 'one-column',
        components: [
          { id: 'h', component: 'title', version: 1, container: 'main', params: { text, level: 2 } },
        ],
      },
    },
  } as unknown as StateLayout & { _id: string },
  meta: { source: 'stored', invalid: {} },
});

describe('the page’s layout read', () => {
  it('is keyed by the page’s language and asks the server for that language only', () => {
    expect(layoutQuery('app.sitemap', 'ru').queryKey).toEqual([
      'api',
      'state/app.sitemap.json',
      { lang: 'ru' },
    ]);
    expect(layoutQuery('app.sitemap', 'uz').queryKey).not.toEqual(layoutQuery('app.sitemap', 'ru').queryKey);
  });

  it('after a publish, shows the new version in every language this tab has read, each cut to it', () => {
    const client = new QueryClient();
    const old = { uz: 'Эски', oz: 'Eski', ru: 'Старый', en: 'Old' };
    client.setQueryData(layoutQuery('app.sitemap', 'uz').queryKey, layout({ uz: old.uz }));
    client.setQueryData(layoutQuery('app.sitemap', 'en').queryKey, layout({ en: old.en }));
    client.setQueryData(layoutQuery('app.index', 'uz').queryKey, layout({ uz: old.uz }));
    showPublished(client, 'app.sitemap', layout({ uz: 'Янги', oz: 'Yangi', ru: 'Новый', en: 'New' }));
    const title = (state: string, lang: 'uz' | 'en' | 'ru') =>
      client.getQueryData<LayoutResponse>(layoutQuery(state, lang).queryKey)?.data.title;
    expect(title('app.sitemap', 'uz')).toEqual({ uz: 'Янги' });
    expect(title('app.sitemap', 'en')).toEqual({ en: 'New' });
    // A language not read yet is read when shown; another page is untouched.
    expect(title('app.sitemap', 'ru')).toBeUndefined();
    expect(title('app.index', 'uz')).toEqual({ uz: old.uz });
  });
});

describe('the language switch and the layout', () => {
  it('keeps the page’s layout shown while another language of it is read, never another page’s', () => {
    const ru = layoutQuery('app.sitemap', 'ru');
    const shown = layout({ uz: 'Харита' });
    expect(ru.placeholderData(shown, { queryKey: layoutQuery('app.sitemap', 'uz').queryKey })).toBe(shown);
    expect(ru.placeholderData(shown, { queryKey: layoutQuery('app.index', 'ru').queryKey })).toBeUndefined();
    expect(ru.placeholderData(undefined, undefined)).toBeUndefined();
  });

  it('reads every layout on screen in the new language before the switch, and nothing else', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    const asked: string[] = [];
    const http = await import('../api/http');
    const spy = vi.spyOn(http, 'getJson').mockImplementation(async (path, query) => {
      asked.push(`${path} ${JSON.stringify(query)}`);
      return layout({ ru: 'Харита' }) as never;
    });
    try {
      client.setQueryData(layoutQuery('app.sitemap', 'uz').queryKey, layout({ uz: 'Харита' }));
      client.setQueryData(layoutQuery('app.index', 'uz').queryKey, layout({ uz: 'Бош' }));
      client.setQueryData(['api', 'news.json', {}], { data: [], meta: {} });
      // On screen: the sitemap's layout and a list; the home's layout is only in the cache.
      const observers = [layoutQuery('app.sitemap', 'uz').queryKey, ['api', 'news.json', {}]].map(
        (queryKey) =>
          new QueryObserver(client, { queryKey, staleTime: Number.POSITIVE_INFINITY }).subscribe(() => {}),
      );
      await readShownLayouts(client, 'ru');
      expect(asked).toEqual(['state/app.sitemap.json {"lang":"ru"}']);
      expect(
        client.getQueryData<LayoutResponse>(layoutQuery('app.sitemap', 'ru').queryKey)?.data.title,
      ).toEqual({
        ru: 'Харита',
      });
      for (const stop of observers) stop();
    } finally {
      spy.mockRestore();
    }
  });
});
