import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('scheduleEditor', 1, {});

/** Nothing to set: the schedule editor of the newsroom (issue 26). */
export type ScheduleEditorParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'scheduleEditor',
  title: {
    uz: 'Дастур муҳаррири',
    ru: 'Редактор расписания',
    en: 'Schedule editor',
    oz: 'Dastur muharriri',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in editor', params: {} }],
});
