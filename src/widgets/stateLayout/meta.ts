import { PlacedComponentSchema } from '@core/schemas/layout';
import Type from 'typebox';
import { defineWidget, literalUnion, type WidgetParams, widgetSchema } from '../types';
import { TEMPLATES } from './templates';

export const schema = widgetSchema('stateLayout', 1, {
  layout: literalUnion(Object.keys(TEMPLATES) as (keyof typeof TEMPLATES)[], {
    title: 'Template',
    default: 'one-column',
  }),
  components: Type.Array(PlacedComponentSchema, { maxItems: 1000 }),
});

export type StateLayoutParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'stateLayout',
  title: { uz: 'Саҳифа шаблони', ru: 'Шаблон страницы', en: 'Page template', oz: 'Sahifa shabloni' },
  category: 'layout',
  schema,
  defaults: { layout: 'one-column', components: [] },
  examples: [
    {
      name: 'One column with a title',
      params: {
        layout: 'one-column',
        components: [
          {
            id: 'title-1',
            component: 'title',
            version: 1,
            container: 'main',
            params: { text: { uz: 'Сарлавҳа', ru: 'Заголовок', en: 'Heading', oz: 'Sarlavha' }, level: 1 },
          },
        ],
      },
    },
    {
      name: 'Main and sidebar',
      params: {
        layout: 'main-sidebar',
        components: [
          {
            id: 'title-1',
            component: 'title',
            version: 1,
            container: 'main',
            params: {
              text: { uz: 'Асосий қисм', ru: 'Основная часть', en: 'Main part', oz: 'Asosiy qism' },
              level: 1,
            },
          },
          { id: 'line-1', component: 'line', version: 1, container: 'aside', params: {} },
        ],
      },
    },
  ],
});
