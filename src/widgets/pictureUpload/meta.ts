import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('pictureUpload', 1, {});

/** Nothing to set: the picture is the signed-in user's. */
export type PictureUploadParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'pictureUpload',
  title: { uz: 'Профиль расми', ru: 'Фото профиля', en: 'Profile picture', oz: 'Profil rasmi' },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in user', params: {} }],
});
