import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('radioOnline', 1, {
  channel: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      maxLength: 64,
      title: 'One station (otherwise every radio channel)',
    }),
  ),
  title: Type.Optional(I18nTextSchema),
});

export type RadioOnlineParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'radioOnline',
  title: { uz: 'Радио онлайн', ru: 'Радио онлайн', en: 'Radio online', oz: 'Radio onlayn' },
  category: 'broadcast',
  schema,
  defaults: {},
  examples: [
    { name: 'Every station', params: {} },
    {
      name: 'One station with a heading',
      params: {
        channel: 'yoshlar-radio',
        title: { uz: 'Ёшлар радиоси', ru: 'Радио Ёшлар', en: 'Yoshlar radio', oz: 'Yoshlar radiosi' },
      },
    },
  ],
});
