import type { Catalogue } from '@core/i18n/catalogue';
import { readyI18n } from '@core/i18n/instance';
import { I18NEXT_LNG } from '@core/i18n/resources';
import { LANGS, type Lang } from '@core/lang';

type TextFile = { default: Record<string, unknown> };

/**
 * The catalogue's files (docs/decisions/006-i18n.md), bundled: the core's namespaces
 * (`src/core/i18n/<ns>/`: the chrome), the kits' (`kit.<kit>`) and the widgets' (`<widget>`).
 */
const files: Record<string, Record<string, TextFile>> = {
  core: import.meta.glob<TextFile>('../src/core/i18n/*/*.json', { eager: true }),
  kit: import.meta.glob<TextFile>('../src/widgets/_kit/*/texts/*.json', { eager: true }),
  widget: import.meta.glob<TextFile>('../src/widgets/*/texts/*.json', { eager: true }),
};

function namespaceOf(path: string): [ns: string, lang: string] | null {
  const core = /\/src\/core\/i18n\/([^/]+)\/([a-z]+)\.json$/.exec(path);
  if (core?.[1] && core[2]) return [core[1], core[2]];
  const kit = /\/src\/widgets\/_kit\/([^/]+)\/texts\/([a-z]+)\.json$/.exec(path);
  if (kit?.[1] && kit[2]) return [`kit.${kit[1]}`, kit[2]];
  const widget = /\/src\/widgets\/([^/_][^/]*)\/texts\/([a-z]+)\.json$/.exec(path);
  return widget?.[1] && widget[2] ? [widget[1], widget[2]] : null;
}

/** Every language's resources, bundled: `[language code][namespace]`. */
const resources: Record<string, Record<string, Record<string, unknown>>> = Object.fromEntries(
  LANGS.map((lang) => [I18NEXT_LNG[lang], {}]),
);
for (const [path, file] of Object.entries({ ...files.core, ...files.kit, ...files.widget })) {
  const found = namespaceOf(path);
  if (!found) continue;
  const [ns, lang] = found;
  const code = I18NEXT_LNG[lang as Lang];
  const byNs = code ? resources[code] : undefined;
  if (byNs) byNs[ns] = file.default;
}

const instances = new Map<Lang, Catalogue>();

/**
 * The catalogue for stories: all four languages loaded synchronously (as in tests/helpers/i18n.ts),
 * one instance per language so that switching the toolbar language re-renders cleanly.
 */
export function storyI18n(lang: Lang): Catalogue {
  let instance = instances.get(lang);
  if (!instance) {
    instance = readyI18n(I18NEXT_LNG[lang], resources);
    instances.set(lang, instance);
  }
  return instance;
}
