import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('auditLog', 1, {});

/** Nothing to set: the newsroom's audit log, for editors and admins. */
export type AuditLogParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'auditLog',
  title: { uz: 'Аудит журнали', ru: 'Журнал аудита', en: 'Audit log', oz: 'Audit jurnali' },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in editor', params: {} }],
});
