import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';
import { FIELD_PATTERN, URI_PATTERN } from './uri';

export const schema = widgetSchema('gallery', 1, {
  /** Read with GET; if `data` is an object the images are `data[field]`, if a list each item's `[field]`. */
  uri: Type.String({
    title: 'API path (under /uz/api/)',
    pattern: URI_PATTERN,
    minLength: 1,
    maxLength: 500,
  }),
  field: Type.String({ title: 'Field holding the images', pattern: FIELD_PATTERN, maxLength: 64 }),
  title: Type.Optional(I18nTextSchema),
  /** Columns on a wide screen, 2..6 (3 by default); narrow screens show fewer. */
  columns: Type.Optional(Type.Integer({ title: 'Columns', minimum: 2, maximum: 6, default: 3 })),
});

export type GalleryParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'gallery',
  title: { uz: 'Фотогалерея', ru: 'Фотогалерея', en: 'Photo gallery', oz: 'Fotogalereya' },
  category: 'media',
  schema,
  defaults: { uri: 'efir/channel.json', field: 'photo', columns: 3 },
  examples: [
    {
      name: 'Channel logos from the channel list',
      params: {
        uri: 'efir/channel.json?type=tv&count=8',
        field: 'photo',
        title: { uz: 'Телеканаллар', ru: 'Телеканалы', en: 'TV channels', oz: 'Telekanallar' },
        columns: 4,
      },
    },
    {
      name: 'Announcement pictures of one broadcast',
      params: {
        uri: 'efir/broadcast/assalom-uzbekiston.json',
        field: 'images_anons',
        title: {
          uz: 'Ассалом, Ўзбекистон!: суратлар',
          ru: 'Ассалом, Узбекистан!: фото',
          en: 'Good morning, Uzbekistan!: photos',
          oz: 'Assalom, O‘zbekiston!: suratlar',
        },
        columns: 3,
      },
    },
    {
      name: 'Anchors without a title',
      params: { uri: 'efir/anchors.json?count=12&sort=title', field: 'photo' },
    },
  ],
});
