import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('sitemap', 1, {
  /** The menu read; absent: `{product}_struct` (spec §2); '' is a menu id not provided (spec §8). */
  menu: Type.Optional(
    Type.String({
      pattern: '^([a-z0-9][a-z0-9_-]{0,63})?$',
      maxLength: 64,
      title: 'Menu id (`{product}_struct` when absent)',
    }),
  ),
});

export type SitemapParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'sitemap',
  title: { uz: 'Сайт харитаси', ru: 'Карта сайта', en: 'Sitemap', oz: 'Sayt xaritasi' },
  category: 'navigation',
  schema,
  defaults: {},
  examples: [
    { name: 'The site structure menu', params: {} },
    { name: 'Another menu', params: { menu: 'efir_corporate' } },
  ],
});
