import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('chat', 1, {
  room: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      maxLength: 64,
      title: 'Room (otherwise the general room)',
    }),
  ),
  fromRoute: Type.Optional(
    Type.Boolean({ title: "The room is the page's :id (a channel's own chat beside its player)" }),
  ),
  title: Type.Optional(I18nTextSchema),
});

export type ChatParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'chat',
  title: { uz: 'Чат', ru: 'Чат', en: 'Chat', oz: 'Chat' },
  category: 'broadcast',
  schema,
  defaults: {},
  examples: [
    { name: 'The main chat', params: {} },
    {
      name: "A channel's chat beside its player",
      params: {
        fromRoute: true,
        title: {
          uz: 'Томошабинлар чати',
          ru: 'Чат зрителей',
          en: 'Viewers’ chat',
          oz: 'Tomoshabinlar chati',
        },
      },
    },
  ],
});
