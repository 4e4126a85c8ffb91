import { I18nTextSchema } from '@core/schemas/common';
import { CONTENT_DBS } from '@core/schemas/content';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export { COMMENT_MAX_LENGTH } from './limits';

export const schema = widgetSchema('comments', 1, {
  db: Type.Enum(CONTENT_DBS, { default: 'archive', title: 'Collection of the item' }),
  id: Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', maxLength: 64, title: 'Item id' })),
  fromRoute: Type.Optional(
    Type.Boolean({ title: "The item is the page's :id (an archive recording's page…)" }),
  ),
  title: Type.Optional(I18nTextSchema),
});

export type CommentsParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'comments',
  title: { uz: 'Изоҳлар', ru: 'Комментарии', en: 'Comments', oz: 'Izohlar' },
  category: 'content',
  schema,
  defaults: { db: 'archive', fromRoute: true },
  examples: [
    { name: "The comments of an archive recording's page", params: { db: 'archive', fromRoute: true } },
    {
      name: "An anchor's guest book",
      params: {
        db: 'anchors',
        id: 'dilnoza-rahimova',
        title: {
          uz: 'Томошабинлар фикри',
          ru: 'Отзывы зрителей',
          en: 'Viewers’ words',
          oz: 'Tomoshabinlar fikri',
        },
      },
    },
  ],
});
