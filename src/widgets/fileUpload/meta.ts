import { I18nTextSchema } from '@core/schemas/common';
import { MAX_IMAGE_SIDE, MAX_UPLOAD_MB, UPLOAD_DEFAULTS } from '@core/upload';
import Type from 'typebox';
import { defineWidget, type WidgetParams, widgetSchema } from '../types';

/** An `accept` list: MIME types or `type/*`, comma-separated (`image/*,application/pdf`). */
const ACCEPT_PATTERN = '^\\s*[a-z]+/(\\*|[a-z0-9.+-]+)(\\s*,\\s*[a-z]+/(\\*|[a-z0-9.+-]+))*\\s*$';

/**
 * Spec §5 Upload and Image, §9: count at least 1 (default 1), size 10 (MB), type image/*, the
 * longest image side maxWidth (default 6000), maxCount at least 1, rotation 90°. The server keeps
 * its own ceiling (10 files, 10 MB, 6000 px; decision 039): the block can only narrow it.
 */
export const schema = widgetSchema('fileUpload', 1, {
  /** A heading above the block; without it the block is labelled by the widget's name. */
  title: Type.Optional(I18nTextSchema),
  count: Type.Integer({ title: 'Files at a time', minimum: 1, maximum: 10, default: UPLOAD_DEFAULTS.count }),
  size: Type.Number({
    title: 'Largest file (MB)',
    exclusiveMinimum: 0,
    maximum: MAX_UPLOAD_MB,
    default: UPLOAD_DEFAULTS.size,
  }),
  type: Type.String({
    title: 'Accepted types',
    pattern: ACCEPT_PATTERN,
    maxLength: 300,
    default: UPLOAD_DEFAULTS.type,
  }),
  maxWidth: Type.Integer({
    title: 'Longest image side (px)',
    minimum: 16,
    maximum: MAX_IMAGE_SIDE,
    default: UPLOAD_DEFAULTS.maxWidth,
  }),
  maxCount: Type.Integer({
    title: 'Files in all',
    minimum: 1,
    maximum: 50,
    default: UPLOAD_DEFAULTS.maxCount,
  }),
  rotation: Type.Union([Type.Literal(90), Type.Literal(180)], {
    title: 'Rotation step (degrees)',
    default: UPLOAD_DEFAULTS.rotation,
  }),
});

export type FileUploadParams = WidgetParams<typeof schema>;

export default defineWidget({
  name: 'fileUpload',
  title: { uz: 'Файл юклаш', ru: 'Загрузка файлов', en: 'File upload', oz: 'Fayl yuklash' },
  category: 'page',
  schema,
  defaults: {
    count: UPLOAD_DEFAULTS.count,
    size: UPLOAD_DEFAULTS.size,
    type: UPLOAD_DEFAULTS.type,
    maxWidth: UPLOAD_DEFAULTS.maxWidth,
    maxCount: UPLOAD_DEFAULTS.maxCount,
    rotation: UPLOAD_DEFAULTS.rotation,
  },
  examples: [
    {
      name: 'One image (the spec defaults)',
      params: { count: 1, size: 10, type: 'image/*', maxWidth: 6000, maxCount: 1, rotation: 90 },
    },
    {
      name: 'Up to three photos or a PDF, 5 MB, 2000 px',
      params: {
        title: { uz: 'Суратларингиз', ru: 'Ваши фото', en: 'Your photos', oz: 'Suratlaringiz' },
        count: 3,
        size: 5,
        type: 'image/*,application/pdf',
        maxWidth: 2000,
        maxCount: 6,
        rotation: 90,
      },
    },
  ],
});
