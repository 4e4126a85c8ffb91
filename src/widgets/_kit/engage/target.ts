import { CONTENT_DBS, type ContentDb } from '@core/content-dbs';
import type { LoadContext } from '../../types';

/** An item of a collection that likes, ratings and comments count on (`{db}/{id}` of spec §7). */
export interface ItemTarget {
  db: ContentDb;
  id: string;
}

/** The params that name an item: its collection and id, or the page's `:id` with `fromRoute`. */
export interface TargetParams {
  db: ContentDb;
  id?: string;
  fromRoute?: boolean;
}

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The item a widget placed with these params is about: the page's `:id` when `fromRoute` (an
 * anchor's page, an archive item's page…), else (or on a page without one) `id`; null when neither is a usable id (the widget
 * then renders nothing and reads nothing). Shared by the like button and the comments.
 */
export function itemTarget(params: TargetParams, ctx: Pick<LoadContext, 'routeParams'>): ItemTarget | null {
  if (!(CONTENT_DBS as readonly string[]).includes(params.db)) return null;
  const id = (params.fromRoute ? ctx.routeParams.id : undefined) ?? params.id;
  return id && ID.test(id) ? { db: params.db, id } : null;
}
