import { defineWidget, widgetSchema } from '../types';

export const schema = widgetSchema('usersTable', 1, {});

/** Nothing to set: every user, for admins. */
export type UsersTableParams = Record<string, never>;

export default defineWidget<UsersTableParams>({
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
