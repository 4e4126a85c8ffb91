import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

/** A longer text per language than I18nTextSchema allows: articles and notices run past 2000 characters. */
const LongI18nTextSchema = Type.Object(
  {
    uz: Type.Optional(Type.String({ maxLength: 50000 })),
    ru: Type.Optional(Type.String({ maxLength: 50000 })),
    en: Type.Optional(Type.String({ maxLength: 50000 })),
    oz: Type.Optional(Type.String({ maxLength: 50000 })),
  },
  { additionalProperties: false, title: 'Text' },
);

export const schema = widgetSchema('text', 1, {
  text: LongI18nTextSchema,
  /** `plain`: paragraphs split on blank lines; `html`: rich text, sanitised before it is shown. */
  format: Type.Union([Type.Literal('plain'), Type.Literal('html')], { title: 'Format', default: 'plain' }),
});

export type TextParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'text',
  title: { uz: 'Матн', ru: 'Текст', en: 'Text', oz: 'Matn' },
  category: 'content',
  schema,
  defaults: { text: {}, format: 'plain' },
  examples: [
    {
      name: 'About the channel (plain)',
      params: {
        format: 'plain',
        text: {
          uz: 'Ўзбекистон телеканали 1956 йилдан бери эфирда.\n\nКанал янгиликлар, ҳужжатли фильмлар ва маданий дастурларни кўрсатади.',
          ru: 'Телеканал «Узбекистан» в эфире с 1956 года.\n\nКанал показывает новости, документальные фильмы и культурные программы.',
          en: 'The Uzbekistan TV channel has been on air since 1956.\n\nIt shows news, documentaries and cultural programmes.',
          oz: 'Oʻzbekiston telekanali 1956-yildan beri efirda.\n\nKanal yangiliklar, hujjatli filmlar va madaniy dasturlarni koʻrsatadi.',
        },
      },
    },
    {
      name: 'Casting notice (html)',
      params: {
        format: 'html',
        text: {
          uz: '<p><strong>Кастинг очиқ!</strong> Янги телебошловчиларни излаймиз.</p><ul><li>Ёши 18 дан катта</li><li>Равон нутқ</li></ul><p><a href="/uz/my/casting/">Ариза юбориш</a></p>',
          ru: '<p><strong>Открыт кастинг!</strong> Ищем новых телеведущих.</p><ul><li>Возраст от 18 лет</li><li>Грамотная речь</li></ul><p><a href="/uz/my/casting/">Подать заявку</a></p>',
          en: '<p><strong>Casting is open!</strong> We are looking for new TV presenters.</p><ul><li>Aged 18 or over</li><li>Clear speech</li></ul><p><a href="/uz/my/casting/">Apply</a></p>',
          oz: '<p><strong>Kasting ochiq!</strong> Yangi teleboshlovchilarni izlaymiz.</p><ul><li>Yoshi 18 dan katta</li><li>Ravon nutq</li></ul><p><a href="/uz/my/casting/">Ariza yuborish</a></p>',
        },
      },
    },
  ],
});
