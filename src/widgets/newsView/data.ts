import { isItemId, viewedId } from '../_kit/content/ids';
import { RELATED_COUNT } from '../_kit/list/sizes';
import type { DataNeed, LoadContext } from '../types';
import type { NewsViewParams } from './meta';

export function newsId(params: NewsViewParams, ctx: Pick<LoadContext, 'routeParams' | 'search'>) {
  return viewedId(params.item, ctx);
}

/** The article with its body (spec §7 `/news/{id}.json`, without the product prefix). */
export function newsViewData(id: string): DataNeed {
  return { path: `news/${encodeURIComponent(id)}.json` };
}

/** News like the article (its category's, else its channel's; the API leaves the article out). */
export function relatedNewsData(id: string): DataNeed {
  return { path: 'news.json', query: { related: id, count: RELATED_COUNT } };
}

export const load = (params: NewsViewParams, ctx: LoadContext): DataNeed[] => {
  const id = newsId(params, ctx);
  return id && isItemId(id) ? [newsViewData(id), relatedNewsData(id)] : [];
};
