import { CONTENT_DBS } from '@core/schemas/content';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('likeButton', 1, {
  db: Type.Enum(CONTENT_DBS, { default: 'anchors', title: 'Collection of the item' }),
  id: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', maxLength: 64, title: 'Item id' })),
  fromRoute: Type.Optional(Type.Boolean({ title: "The item is the page's :id (an anchor's page…)" })),
});

export type LikeButtonParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'likeButton',
  title: { uz: 'Ёқтириш тугмаси', ru: 'Кнопка «Нравится»', en: 'Like button', oz: 'Yoqtirish tugmasi' },
  category: 'content',
  schema,
  defaults: { db: 'anchors', fromRoute: true },
  examples: [
    { name: "The anchor of an anchor's page", params: { db: 'anchors', fromRoute: true } },
    { name: 'One anchor', params: { db: 'anchors', id: 'dilnoza-rahimova' } },
    { name: 'A broadcast', params: { db: 'broadcast', id: 'axborot' } },
  ],
});
