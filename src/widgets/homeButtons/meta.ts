import { HOME_LINKS } from '@core/home-links';
import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

const externalUrl = (title: string) =>
  Type.Optional(Type.String({ pattern: '^https?://[^\\s/?#]+[^\\s]*$', maxLength: 500, title }));

export const schema = widgetSchema('homeButtons', 1, {
  servicesUrl: externalUrl('Services: external link (otherwise the reception page)'),
  reporterUrl: externalUrl("Mobile reporter: external link (otherwise the reporter's form in a dialog)"),
  title: Type.Optional(I18nTextSchema),
});

export type HomeButtonsParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'homeButtons',
  title: {
    uz: 'Бош саҳифа тугмалари',
    ru: 'Кнопки главной страницы',
    en: 'Home page buttons',
    oz: 'Bosh sahifa tugmalari',
  },
  category: 'navigation',
  schema,
  defaults: { servicesUrl: HOME_LINKS.services, reporterUrl: HOME_LINKS.reporter },
  examples: [
    {
      name: 'External services and reporter of the portal',
      params: { servicesUrl: HOME_LINKS.services, reporterUrl: HOME_LINKS.reporter },
    },
    { name: 'Forms and pages of the portal', params: {} },
  ],
});
