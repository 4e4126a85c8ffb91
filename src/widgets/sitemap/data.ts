import type { DataNeed, LoadContext } from '../types';
import type { SitemapParams } from './meta';

/** The menu the sitemap is built from (spec §2: `{product}_struct`), or null when none is given. */
export function sitemapMenu(params: SitemapParams, ctx: Pick<LoadContext, 'product'>): string | null {
  const id = params.menu ?? `${ctx.product}_struct`;
  return id === '' ? null : id;
}

/** Menus are read by id (`menu/{id}.json`), as the page chrome reads its own. */
export const menuNeed = (id: string): DataNeed => ({ path: `menu/${id}.json` });

export const load = (params: SitemapParams, ctx: LoadContext): DataNeed[] => {
  const id = sitemapMenu(params, ctx);
  return id ? [menuNeed(id)] : [];
};
