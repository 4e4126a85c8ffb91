import { deepFreeze } from '@core/freeze';
import type { Catalogue } from '@core/i18n/catalogue';
import { readyI18n } from '@core/i18n/instance';
import { I18NEXT_LNG } from '@core/i18n/resources';
import type { Lang } from '@core/lang';
import { addTexts } from '@widgets/texts';

const instances = new Map<Lang, Catalogue>();

/**
 * A catalogue fixed to `lang` (one per language, shared by concurrent renders). It holds
 * the namespaces pages have asked for so far: `pageTexts` adds a page's before its render.
 */
export function serverI18n(lang: Lang): Catalogue {
  let instance = instances.get(lang);
  if (instance) return instance;
  const code = I18NEXT_LNG[lang];
  // Every key exists in every language (tests/unit/i18n.test.ts): no fallback to load.
  instance = readyI18n(code, { [code]: {} }, { fallback: false });
  instances.set(lang, instance);
  return instance;
}

/** A namespace's texts in a language, as pages carry them: copied and frozen once, by `lang ns`. */
const bundles = new Map<string, Readonly<Record<string, unknown>>>();

/**
 * The texts of `namespaces` in `lang` (loaded into the server's instance once): what the page
 * carries in its boot data for the browser to hydrate with. A namespace's texts are loaded once
 * and never change, so each is handed out as one frozen object, which the boot data writes as JSON
 * once (boot.ts `serializeBoot`), not on every page.
 */
export async function pageTexts(
  lang: Lang,
  namespaces: readonly string[],
): Promise<Record<string, Record<string, unknown>>> {
  const instance = serverI18n(lang);
  await addTexts(instance, lang, namespaces);
  const code = I18NEXT_LNG[lang];
  return Object.fromEntries(
    namespaces.map((ns) => {
      const id = `${lang} ${ns}`;
      let bundle = bundles.get(id);
      if (!bundle) {
        const loaded = instance.getResourceBundle(code, ns) as Record<string, unknown> | undefined;
        // Not kept while missing: a namespace that failed to load is asked for again next time.
        if (!loaded) return [ns, {}];
        bundle = deepFreeze(structuredClone(loaded));
        bundles.set(id, bundle);
      }
      return [ns, bundle];
    }),
  );
}
