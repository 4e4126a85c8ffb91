import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { ICON_NAMES } from '../_kit/icons/names';
import { defineWidget, literalUnion, type WidgetParams, widgetSchema } from '../types';

/** An internal path ("/uz/anons/", not "//host" nor "/\host") or an absolute http(s) URL. */
export const LINK_PATTERN = '^(/(?![/\\\\])\\S*|https?://[^\\s/?#]+\\S*)$';

export const schema = widgetSchema('iconbox', 1, {
  icon: literalUnion(ICON_NAMES, { title: 'Icon', default: 'info' }),
  title: I18nTextSchema,
  text: Type.Optional(I18nTextSchema),
  /** Internal path (opens in the app) or external http(s) URL (opens in a new tab). */
  link: Type.Optional(Type.String({ title: 'Link', pattern: LINK_PATTERN, maxLength: 500 })),
  /** Heading level of the title, 2..4 (3 by default). */
  level: Type.Optional(Type.Integer({ title: 'Heading level', minimum: 2, maximum: 4, default: 3 })),
});

export type IconboxParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'iconbox',
  title: { uz: 'Белгили блок', ru: 'Блок с иконкой', en: 'Icon box', oz: 'Belgili blok' },
  category: 'content',
  schema,
  defaults: { icon: 'info', title: {} },
  examples: [
    {
      name: 'Programme schedule shortcut',
      params: {
        icon: 'calendar',
        title: {
          uz: 'Кўрсатувлар жадвали',
          ru: 'Телепрограмма',
          en: 'TV schedule',
          oz: 'Koʻrsatuvlar jadvali',
        },
        text: {
          uz: 'Бугун ва эртага эфирда нималар бор.',
          ru: 'Что в эфире сегодня и завтра.',
          en: 'What is on air today and tomorrow.',
          oz: 'Bugun va ertaga efirda nimalar bor.',
        },
        link: '/uz/schedule/',
      },
    },
    {
      name: 'Live radio',
      params: {
        icon: 'radio',
        title: { uz: 'Радио онлайн', ru: 'Радио онлайн', en: 'Radio online', oz: 'Radio onlayn' },
        text: {
          uz: 'Радиоканалларимизни жонли тингланг.',
          ru: 'Слушайте наши радиоканалы в прямом эфире.',
          en: 'Listen to our radio channels live.',
          oz: 'Radiokanallarimizni jonli tinglang.',
        },
        link: '/uz/channel/',
        level: 2,
      },
    },
    {
      name: 'Contact the newsroom (no link)',
      params: {
        icon: 'mail',
        title: { uz: 'Таҳририят', ru: 'Редакция', en: 'Newsroom', oz: 'Tahririyat' },
        text: { uz: 'info@efir.uz', ru: 'info@efir.uz', en: 'info@efir.uz', oz: 'info@efir.uz' },
      },
    },
  ],
});
