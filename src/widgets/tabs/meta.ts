import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('tabs', 1, {
  tabs: Type.Array(
    Type.Object({ title: I18nTextSchema, text: I18nTextSchema }, { additionalProperties: false }),
    {
      title: 'Tabs',
      maxItems: 20,
    },
  ),
  /** Index of the tab selected when the page shows. */
  active: Type.Integer({ title: 'Tab selected first', minimum: 0, maximum: 19, default: 0 }),
  /** What the tab list is about, read out by screen readers (e.g. "Schedule by day"). */
  label: Type.Optional(I18nTextSchema),
});

export type TabsTab = TabsParams['tabs'][number];

export type TabsParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'tabs',
  title: { uz: 'Варақлар', ru: 'Вкладки', en: 'Tabs', oz: 'Varaqlar' },
  category: 'content',
  schema,
  defaults: { tabs: [], active: 0 },
  examples: [
    {
      name: 'Request forms explained',
      params: {
        active: 0,
        label: { uz: 'Аризалар турлари', ru: 'Виды заявок', en: 'Kinds of requests', oz: 'Arizalar turlari' },
        tabs: [
          {
            title: { uz: 'Табрикнома', ru: 'Поздравление', en: 'Congratulation', oz: 'Tabriknoma' },
            text: {
              uz: 'Яқинларингизни эфир орқали табрикланг: қўшиқ ва табрик матнини юборинг.',
              ru: 'Поздравьте близких в эфире: пришлите песню и текст поздравления.',
              en: 'Congratulate your loved ones on air: send a song and your message.',
              oz: 'Yaqinlaringizni efir orqali tabriklang: qoʻshiq va tabrik matnini yuboring.',
            },
          },
          {
            title: { uz: 'Таклифнома', ru: 'Приглашение', en: 'Invitation', oz: 'Taklifnoma' },
            text: {
              uz: 'Телеканал мухбирларини тадбирингизга таклиф қилинг.',
              ru: 'Пригласите корреспондентов телеканала на ваше мероприятие.',
              en: 'Invite the channel’s reporters to your event.',
              oz: 'Telekanal muxbirlarini tadbiringizga taklif qiling.',
            },
          },
          {
            title: {
              uz: 'Мобил мухбир',
              ru: 'Мобильный репортёр',
              en: 'Mobile reporter',
              oz: 'Mobil muxbir',
            },
            text: {
              uz: 'Ўзингиз суратга олган видеони юборинг.',
              ru: 'Пришлите видео, которое сняли сами.',
              en: 'Send a video you filmed yourself.',
              oz: 'Oʻzingiz suratga olgan videoni yuboring.',
            },
          },
        ],
      },
    },
    {
      name: 'Radio frequencies, second tab first',
      params: {
        active: 1,
        tabs: [
          {
            title: { uz: 'Тошкент', ru: 'Ташкент', en: 'Tashkent', oz: 'Toshkent' },
            text: { uz: 'FM 101.0', ru: 'FM 101.0', en: 'FM 101.0', oz: 'FM 101.0' },
          },
          {
            title: { uz: 'Самарқанд', ru: 'Самарканд', en: 'Samarkand', oz: 'Samarqand' },
            text: { uz: 'FM 103.5', ru: 'FM 103.5', en: 'FM 103.5', oz: 'FM 103.5' },
          },
        ],
      },
    },
  ],
});
