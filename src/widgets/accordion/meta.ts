import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('accordion', 1, {
  panels: Type.Array(
    Type.Object({ title: I18nTextSchema, text: I18nTextSchema }, { additionalProperties: false }),
    {
      title: 'Panels',
      maxItems: 50,
    },
  ),
  /** Index of the panel opened 1 s after the page shows (spec §4, §9); -1 opens none. */
  active: Type.Integer({ title: 'Panel opened after 1 s (-1: none)', minimum: -1, maximum: 49, default: -1 }),
});

export type AccordionPanel = AccordionParams['panels'][number];

export type AccordionParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'accordion',
  title: { uz: 'Аккордеон', ru: 'Аккордеон', en: 'Accordion', oz: 'Akkordeon' },
  category: 'content',
  schema,
  defaults: { panels: [], active: -1 },
  examples: [
    {
      name: 'Casting questions, first one opened',
      params: {
        active: 0,
        panels: [
          {
            title: {
              uz: 'Кастингда ким қатнаша олади?',
              ru: 'Кто может участвовать в кастинге?',
              en: 'Who can take part in the casting?',
              oz: 'Kastingda kim qatnasha oladi?',
            },
            text: {
              uz: '18 ёшдан катта ҳар бир фуқаро.\n\nАриза шахсий кабинет орқали юборилади.',
              ru: 'Любой гражданин старше 18 лет.\n\nЗаявка подаётся через личный кабинет.',
              en: 'Any citizen aged 18 or over.\n\nApply through your personal area.',
              oz: '18 yoshdan katta har bir fuqaro.\n\nAriza shaxsiy kabinet orqali yuboriladi.',
            },
          },
          {
            title: {
              uz: 'Натижалар қачон эълон қилинади?',
              ru: 'Когда объявят результаты?',
              en: 'When are the results announced?',
              oz: 'Natijalar qachon eʼlon qilinadi?',
            },
            text: {
              uz: 'Икки ҳафта ичида телефон орқали хабар берамиз.',
              ru: 'Мы сообщим по телефону в течение двух недель.',
              en: 'We call you within two weeks.',
              oz: 'Ikki hafta ichida telefon orqali xabar beramiz.',
            },
          },
        ],
      },
    },
    {
      name: 'Reception hours, all closed',
      params: {
        active: -1,
        panels: [
          {
            title: { uz: 'Қабулхона', ru: 'Приёмная', en: 'Reception', oz: 'Qabulxona' },
            text: {
              uz: 'Душанба – жума, 9:00 – 18:00.',
              ru: 'Понедельник – пятница, 9:00 – 18:00.',
              en: 'Monday to Friday, 9:00 to 18:00.',
              oz: 'Dushanba – juma, 9:00 – 18:00.',
            },
          },
          {
            title: { uz: 'Манзил', ru: 'Адрес', en: 'Address', oz: 'Manzil' },
            text: {
              uz: 'Тошкент шаҳри, Амир Темур кўчаси, 109.',
              ru: 'город Ташкент, улица Амира Темура, 109.',
              en: '109 Amir Temur Street, Tashkent.',
              oz: 'Toshkent shahri, Amir Temur koʻchasi, 109.',
            },
          },
        ],
      },
    },
  ],
});
