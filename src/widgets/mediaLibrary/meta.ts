import { defineWidget, type WidgetParams, widgetSchema } from '../types';

export const schema = widgetSchema('mediaLibrary', 1, {});

/** Nothing to set: the newsroom's media library. */
export type MediaLibraryParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'mediaLibrary',
  title: { uz: 'Медиатека', ru: 'Медиатека', en: 'Media library', oz: 'Mediateka' },
  category: 'page',
  schema,
  defaults: {},
  examples: [{ name: 'For the signed-in editor', params: {} }],
});
