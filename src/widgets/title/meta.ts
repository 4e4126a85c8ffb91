import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('title', 1, {
  text: I18nTextSchema,
  level: Type.Integer({ minimum: 1, maximum: 4, default: 2, title: 'Heading level' }),
  align: Type.Optional(Type.Union([Type.Literal('start'), Type.Literal('center')])),
});

export type TitleParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'title',
  title: { uz: 'Сарлавҳа', ru: 'Заголовок', en: 'Title', oz: 'Sarlavha' },
  category: 'content',
  schema,
  defaults: { text: {}, level: 2 },
  examples: [
    {
      name: 'Page heading',
      params: { text: { uz: 'Янгиликлар', ru: 'Новости', en: 'News', oz: 'Yangiliklar' }, level: 1 },
    },
    {
      name: 'Centred section heading',
      params: {
        text: { uz: 'Эфирда', ru: 'В эфире', en: 'On air', oz: 'Efirda' },
        level: 2,
        align: 'center',
      },
    },
  ],
});
