import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('reminders', 1, {});

/** Nothing to set: the list is of the account's reminders, else this device's. */
export type RemindersParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'reminders',
  title: { uz: 'Эслатмалар', ru: 'Напоминания', en: 'Reminders', oz: 'Eslatmalar' },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'The visitor’s reminders', params: {} }],
});
