import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('hero', 1, {
  channel: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      maxLength: 64,
      title: 'Channel (otherwise the first TV channel of the order)',
    }),
  ),
});

export type HeroParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'hero',
  title: {
    uz: 'Бош канал жонли',
    ru: 'Главный канал в эфире',
    en: 'Main channel live',
    oz: 'Bosh kanal jonli',
  },
  category: 'broadcast',
  schema,
  defaults: {},
  examples: [
    { name: 'The main channel (the first TV channel)', params: {} },
    { name: 'A named channel', params: { channel: 'yoshlar' } },
  ],
});
