import type { Catalogue as I18n } from '@core/i18n/catalogue';
import { I18NEXT_LNG } from '@core/i18n/resources';
import type { Lang } from '@core/lang';
import { PART_TEXTS, type TextNamespace, WIDGET_TEXTS } from './texts.gen';

/**
 * The browser's texts, one catalogue (docs/decisions/006-i18n.md): namespaces generated from the
 * folders (texts.gen.ts), loaded per page and per widget rather than all at once.
 *
 * - A server-rendered page carries the chrome's texts and those of every widget type its layout
 *   places, with their kits' (`pageNamespaces`, src/client/entry-server.tsx).
 * - A part a widget imports lazily (a dialog's form, a player) loads its namespaces with its chunk
 *   (`loadPartTexts`): a page does not carry texts that only such a part shows.
 * - In the browser, a widget's component loads together with its namespaces
 *   (src/widgets/components.ts: the loader awaits both), so a widget added in the editor, a page
 *   reached by the client router and parts that render after sign-in have their texts before they
 *   render. The client names its catalogue here at start (`textsInBrowser`).
 */

/** The chrome's namespace: header, footer, menus, account dialog, toasts, player chrome; every page carries it. */
export const CHROME: TextNamespace = 'chrome';

/** The namespaces of a page placing these widgets: the chrome's, and each widget's (own and kits'). */
export function pageNamespaces(widgets: Iterable<string>): TextNamespace[] {
  const out = new Set<TextNamespace>([CHROME]);
  for (const name of widgets) for (const ns of WIDGET_TEXTS[name] ?? []) out.add(ns);
  return [...out];
}

/**
 * Adds to `i18n` the texts of `namespaces` in `lang` it does not hold yet, loading their files;
 * resolves when they are all there. Names outside the catalogue are skipped.
 */
export async function addTexts(i18n: I18n, lang: Lang, namespaces: Iterable<string>): Promise<void> {
  const code = I18NEXT_LNG[lang];
  const missing = [...new Set(namespaces)].filter((ns) => !i18n.hasResourceBundle(code, ns));
  if (missing.length === 0) return;
  // The files' map is a chunk of its own: a page carries its texts, so most pages never load it.
  const { TEXT_FILES } = await import('./text-files.gen');
  await Promise.all(
    missing
      .filter((ns): ns is TextNamespace => Object.hasOwn(TEXT_FILES, ns))
      .map(async (ns) => {
        const texts = (await TEXT_FILES[ns][lang]()).default;
        if (!i18n.hasResourceBundle(code, ns)) i18n.addResourceBundle(code, ns, texts);
      }),
  );
}

/** The browser's catalogue and the languages to load texts in (the shown one, and one being switched to). */
let browser: { i18n: I18n; langs: () => readonly Lang[] } | null = null;

/** The browser's start names its catalogue: from then on widgets load their texts into it. */
export function textsInBrowser(i18n: I18n, langs: () => readonly Lang[]) {
  browser = { i18n, langs };
}

/**
 * Loads the texts of `namespaces` into the browser's catalogue, in its language(s); resolves at once
 * on the server and in tests (they hold their texts already).
 */
export async function loadTexts(namespaces: readonly string[]): Promise<void> {
  const target = browser;
  if (!target || namespaces.length === 0) return;
  await Promise.all(target.langs().map((lang) => addTexts(target.i18n, lang, namespaces)));
}

/** Loads the texts widget `name` needs (see `loadTexts`). */
export function loadWidgetTexts(name: string): Promise<void> {
  return loadTexts(WIDGET_TEXTS[name] ?? []);
}

/**
 * Loads the texts of `part`, a registry module imported lazily (its path under src/widgets, as
 * `PART_TEXTS` names it): its loader awaits them with its chunk, as a widget's loader does.
 */
export function loadPartTexts(part: string): Promise<void> {
  return loadTexts(PART_TEXTS[part] ?? []);
}
