import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('xmltvImport', 1, {});

/** Nothing to set: the newsroom's XMLTV import (issue 26). */
export type XmltvImportParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'xmltvImport',
  title: {
    uz: 'XMLTV импорти',
    ru: 'Импорт XMLTV',
    en: 'XMLTV import',
    oz: 'XMLTV importi',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in editor', params: {} }],
});
