import type { I18nText } from '@core/lang';
import type { Picture } from '@core/schemas/content';

/** A picture of the media library as `GET /newsroom/media.json` lists it (src/server/media/routes.ts). */
export interface MediaItem {
  _id: string;
  alt: I18nText;
  width: number;
  height: number;
  bytes: number;
  created_at: string;
  /** The picture as a content item stores it. */
  picture: Picture;
}

export interface MediaPage {
  data: MediaItem[];
  meta: { total: number; page: number; count: number; pages: number };
}

export const MEDIA_PATH = 'newsroom/media.json';
