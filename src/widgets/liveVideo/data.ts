import type { DataNeed, LoadContext } from '../types';
import type { LiveVideoParams } from './meta';

/** The channel shown: fixed by the params, else the `:id` of the route; null when neither is given. */
export function liveChannel(params: LiveVideoParams, ctx: Pick<LoadContext, 'routeParams'>): string | null {
  return params.channel || ctx.routeParams.id || null;
}

/**
 * The channel's stream (its player item: url, title, type, captions). The API picks the title's
 * language: the page's goes in the query, so the server's render, the boot data's key and the
 * browser's read ask the same thing (issue 24: the poster said "Watch Ўзбекистон" in English).
 */
export function liveVideoData(channel: string, ctx: Pick<LoadContext, 'product' | 'lang'>): DataNeed {
  return { path: `${ctx.product}/watch/${encodeURIComponent(channel)}.json`, query: { lang: ctx.lang } };
}

export const load = (params: LiveVideoParams, ctx: LoadContext): DataNeed[] => {
  const channel = liveChannel(params, ctx);
  return channel ? [liveVideoData(channel, ctx)] : [];
};
