import { I18nTextSchema } from '@core/schemas/common';
/** Spec §7 `anons/slide.json`: 6 slides unless the layout asks for another number. */
import { SLIDE_COUNT } from '@core/slider';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export { SLIDE_COUNT };

export const schema = widgetSchema('anonsSlider', 1, {
  channel: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9][a-z0-9-]{0,63}$',
      maxLength: 64,
      title: "Only this channel's announcements",
    }),
  ),
  count: Type.Integer({ minimum: 1, maximum: 20, default: SLIDE_COUNT, title: 'Slides' }),
  rand: Type.Optional(Type.Boolean({ title: 'Shuffled order' })),
  title: Type.Optional(I18nTextSchema),
});

export type AnonsSliderParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'anonsSlider',
  title: {
    uz: 'Анонслар слайдери',
    ru: 'Слайдер анонсов',
    en: 'Announcement slider',
    oz: 'Anonslar slayderi',
  },
  category: 'media',
  schema,
  defaults: { count: SLIDE_COUNT },
  examples: [
    { name: 'The next announcements', params: { count: SLIDE_COUNT } },
    {
      name: "One channel's announcements with a heading",
      params: {
        channel: 'yoshlar',
        count: 4,
        title: {
          uz: 'Ёшлар анонслари',
          ru: 'Анонсы канала «Ёшлар»',
          en: 'Coming up on Yoshlar',
          oz: 'Yoshlar anonslari',
        },
      },
    },
    { name: 'Shuffled', params: { count: 8, rand: true } },
  ],
});
