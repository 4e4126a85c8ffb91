import { BREAKING_PATH } from '@core/breaking';
import { inPageLanguage, withFields } from '@core/first-read';
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

/** A menu of the chrome: the page embeds it in its language (`first`, decision 025). */
export const menuNeed = (id: string): DataNeed => ({ path: `menu/${id}.json`, first: inPageLanguage });

/** The city shown in the header. */
export const HOME_CITY = 'tashkent';

/**
 * The weather of every city: the page embeds the one the header shows (the home city, else the
 * first), in its language (`first`, decision 025).
 */
export const weatherNeed = (product: string): DataNeed => ({
  path: `${product}/weather.json`,
  first: (answer) => {
    const { data, ...rest } = answer as { data: unknown };
    const list = Array.isArray(data) ? (data as { city?: unknown }[]) : [];
    const shown = list.find((w) => w.city === HOME_CITY) ?? list[0];
    return { ...rest, data: shown ? [withFields(shown, ['city', 'title', 'temperature', 'condition'])] : [] };
  },
});

/** Every read of the chrome around a page: the server loads them with the page's widgets. */
export function chromeNeeds(product: string): DataNeed[] {
  return [
    ...Object.values(chromeMenus(product)).map(menuNeed),
    weatherNeed(product),
    // The breaking-news banner (issue 26): null most of the time, in the page's language when up.
    { path: BREAKING_PATH, first: inPageLanguage },
  ];
}
