import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('liveVideo', 1, {
  channel: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      maxLength: 64,
      title: 'Channel (otherwise the :id of the route)',
    }),
  ),
  title: Type.Optional(I18nTextSchema),
});

export type LiveVideoParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'liveVideo',
  title: { uz: 'Жонли видео', ru: 'Видео онлайн', en: 'Live video', oz: 'Jonli video' },
  category: 'broadcast',
  schema,
  defaults: {},
  examples: [
    { name: 'The channel of the route', params: {} },
    {
      name: 'A fixed channel with a heading',
      params: {
        channel: 'uzbekistan',
        title: { uz: 'Ҳозир эфирда', ru: 'Сейчас в эфире', en: 'On air now', oz: 'Hozir efirda' },
      },
    },
  ],
});
