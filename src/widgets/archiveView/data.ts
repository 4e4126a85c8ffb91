import { isItemId, viewedId } from '../_kit/content/ids';
import { RELATED_COUNT } from '../_kit/list/sizes';
import type { DataNeed, LoadContext } from '../types';
import type { ArchiveViewParams } from './meta';

/** The recording shown: the params' `item`, else the `:id` of the route (also the legacy 11111/:id/). */
export function archiveId(params: ArchiveViewParams, ctx: Pick<LoadContext, 'routeParams' | 'search'>) {
  return viewedId(params.item, ctx);
}

/**
 * The recording and its player item (the stream's url, title and type: `vod/{id}.json`). The API
 * picks the player item's title in the language of the query: the page's.
 */
export function archiveViewData(
  id: string,
  ctx: Pick<LoadContext, 'product' | 'lang'>,
): [DataNeed, DataNeed] {
  const file = `${encodeURIComponent(id)}.json`;
  return [
    { path: `${ctx.product}/archive/${file}` },
    { path: `${ctx.product}/vod/${file}`, query: { lang: ctx.lang } },
  ];
}

/** Recordings like it (its broadcast's other episodes, else its channel's; the API leaves it out). */
export function relatedArchiveData(id: string, ctx: Pick<LoadContext, 'product'>): DataNeed {
  return { path: `${ctx.product}/archive.json`, query: { related: id, count: RELATED_COUNT } };
}

export const load = (params: ArchiveViewParams, ctx: LoadContext): DataNeed[] => {
  const id = archiveId(params, ctx);
  return id && isItemId(id) ? [...archiveViewData(id, ctx), relatedArchiveData(id, ctx)] : [];
};
