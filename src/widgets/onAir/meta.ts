import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('onAir', 1, {
  type: Type.Optional(Type.Union([Type.Literal('tv'), Type.Literal('radio')], { title: 'Channel type' })),
  title: Type.Optional(I18nTextSchema),
});

export type OnAirParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'onAir',
  title: { uz: 'Ҳозир эфирда', ru: 'Сейчас в эфире', en: 'On air now', oz: 'Hozir efirda' },
  category: 'broadcast',
  schema,
  defaults: {},
  examples: [
    { name: 'Every channel', params: {} },
    {
      name: 'Radio with a heading',
      params: {
        type: 'radio',
        title: { uz: 'Радиода ҳозир', ru: 'Сейчас на радио', en: 'Now on the radio', oz: 'Radioda hozir' },
      },
    },
    { name: 'TV channels', params: { type: 'tv' } },
  ],
});
