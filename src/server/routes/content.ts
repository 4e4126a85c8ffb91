import type { App, AppContext } from '../context';
import { anonsRoutes } from './content/anons';
import { archiveRoutes } from './content/archive';
import { catalogRoutes } from './content/catalog';
import { newsRoutes } from './content/news';
import { peopleRoutes } from './content/people';

/**
 * The broadcaster's content, read side (spec §7 "Content"; issue 8): categories, broadcasts, the
 * archive, announcements, anchors, persons and news. Lists answer `{data, meta: {total, page,
 * count, pages}}`, items `{data, meta}`, unknown ids 404 `{message}`; every answer is cached with
 * the tags of the collections it reads (see each module) and revalidated by ETag. The player item
 * (`vod/{id}.json`) and the engagement calls (polls, likes, ratings, comments) live elsewhere.
 *
 * Tags by collection: `category`, `broadcast`, `archive`, `anons`, `anchors` (+ `like:anchors`),
 * `person`, `news`. Writes invalidate them; archive and broadcast answers, and the anons slider,
 * also follow the clock (kept for the current minute only).
 */
export async function contentRoutes(app: App, ctx: AppContext) {
  await catalogRoutes(app, ctx);
  await archiveRoutes(app, ctx);
  await anonsRoutes(app, ctx);
  await peopleRoutes(app, ctx);
  await newsRoutes(app, ctx);
}
