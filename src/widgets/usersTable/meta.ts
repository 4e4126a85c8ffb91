import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('usersTable', 1, {});

/** Nothing to set: every user, for admins. */
export type UsersTableParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'usersTable',
  title: {
    uz: 'Фойдаланувчилар жадвали',
    ru: 'Таблица пользователей',
    en: 'Users table',
    oz: 'Foydalanuvchilar jadvali',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in user', params: {} }],
});
