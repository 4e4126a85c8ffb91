import i18next, { type i18n } from 'i18next';
import { I18NEXT_FALLBACK, I18NEXT_LNG } from './resources';

/**
 * An i18next instance ready at once (no async init) in `lng` (an i18next code, e.g. `uz-Cyrl`),
 * with the resources given (`{[code]: {[namespace]: texts}}`; more may be added later with
 * `addResourceBundle`): the server renderer, stories and tests each keep their own, passed to
 * `I18nProvider`.
 */
export function readyI18n(
  lng: string,
  resources: Record<string, Record<string, Record<string, unknown>>>,
  { fallback = true }: { fallback?: boolean } = {},
): i18n {
  const instance = i18next.createInstance();
  void instance.init({
    lng,
    resources,
    ns: Object.keys(resources[lng] ?? {}),
    defaultNS: 'chrome',
    fallbackLng: fallback ? I18NEXT_FALLBACK : false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  return instance;
}

export { I18NEXT_LNG };
