import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('moderationAdmin', 1, {});

/** Nothing to set: the moderation of the chat and the comments, for moderators. */
export type ModerationAdminParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'moderationAdmin',
  title: {
    uz: 'Модерация',
    ru: 'Модерация',
    en: 'Moderation',
    oz: 'Moderatsiya',
  },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in moderator', params: {} }],
});
