import { Catalogue, type Resources } from './catalogue';
import { I18NEXT_FALLBACK, I18NEXT_LNG } from './resources';

/**
 * A catalogue in `lng` (a code, e.g. `uz-Cyrl`) with the resources given (`{[code]: {[namespace]:
 * texts}}`; more may be added later with `addResourceBundle`): the server renderer, stories and
 * tests each keep their own, passed to `I18nProvider`.
 */
export function readyI18n(
  lng: string,
  resources: Resources,
  { fallback = true }: { fallback?: boolean } = {},
): Catalogue {
  return new Catalogue({
    lng,
    resources,
    defaultNS: 'chrome',
    fallback: fallback ? I18NEXT_FALLBACK : false,
  });
}

let browser: Catalogue | undefined;

/**
 * The browser's catalogue, one per page (src/client/i18n.ts starts it in the page's language);
 * `useT` outside an `I18nProvider` reads it too.
 */
export function browserCatalogue(): Catalogue {
  browser ??= readyI18n(I18NEXT_LNG.uz, {});
  return browser;
}

export { I18NEXT_LNG };
