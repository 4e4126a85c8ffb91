import type { StateLayout } from '@core/schemas/layout';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { type LayoutResponse, layoutQuery, showPublished } from './layout-query';

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
