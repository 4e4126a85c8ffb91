import type { DataNeed } from '@widgets/types';

/** The menus of the page chrome (spec §1), by place: ids `{product}_main`, `_topbar`, `_corporate`, `_affiliate`. */
export function chromeMenus(product: string) {
  return {
    main: `${product}_main`,
    topbar: `${product}_topbar`,
    corporate: `${product}_corporate`,
    affiliate: `${product}_affiliate`,
  } as const;
}

export const menuNeed = (id: string): DataNeed => ({ path: `menu/${id}.json` });
export const weatherNeed = (product: string): DataNeed => ({ path: `${product}/weather.json` });

/** Every read of the chrome around a page: the server loads them with the page's widgets. */
export function chromeNeeds(product: string): DataNeed[] {
  return [...Object.values(chromeMenus(product)).map(menuNeed), weatherNeed(product)];
}
