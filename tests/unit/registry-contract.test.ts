import { LANGS } from '@core/lang';
import { DEFAULT_LAYOUTS } from '@core/pages';
import type { StateLayout } from '@core/schemas/layout';
import { COMPONENTS } from '@widgets/components';
import { WIDGET_META, WIDGETS } from '@widgets/meta';
import type { WidgetCategory, WidgetMeta } from '@widgets/types';
import { checkLayout, checkParams } from '@widgets/validate';
import { describe, expect, it } from 'vitest';

/**
 * The registry's contract (design §3): every widget declares what the editor, the server, the
 * stories and these tests rely on, and its defaults and examples are valid params.
 */

const CATEGORIES = ['layout', 'content', 'media', 'navigation', 'broadcast', 'page'] as const;
// Fails to compile when WidgetCategory gains a value this list lacks.
const everyCategory: Exclude<WidgetCategory, (typeof CATEGORIES)[number]> extends never ? true : false = true;

const CYRILLIC = /\p{Script=Cyrillic}/u;

/** Every `src/widgets/<folder>/meta.ts`, registered or not, by folder. */
const metaFiles = import.meta.glob<{ default: WidgetMeta }>('../../src/widgets/*/meta.ts', { eager: true });
const FOLDERS = new Map(
  Object.entries(metaFiles).map(([path, mod]) => [path.split('/').at(-2) ?? path, mod.default] as const),
);

/** A one-page document holding `components` in the one-column template. */
function page(
  components: StateLayout['layout']['params']['components'],
  template = 'one-column',
): StateLayout {
  return {
    title: { uz: 'Синов', ru: 'Тест', en: 'Test', oz: 'Sinov' },
    state: 'app.index',
    order: 999,
    layout: { component: 'stateLayout', params: { layout: template, components } },
    is_new: false,
    regeneration: false,
  };
}

/** An example as the document it stands for: the page template's own, or one widget placed in `main`. */
function exampleDocument(meta: WidgetMeta, params: unknown): StateLayout {
  if (meta.name === 'stateLayout') {
    const { layout, components } = params as StateLayout['layout']['params'];
    return page(components, layout);
  }
  return page([
    {
      id: 'example',
      component: meta.name,
      version: meta.schema.version,
      params: params as Record<string, unknown>,
      container: 'main',
    },
  ]);
}

describe('registry', () => {
  it('knows every category', () => {
    expect(everyCategory).toBe(true);
  });

  it('has unique widget names', () => {
    const names = WIDGETS.map((w) => w.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(WIDGET_META.size).toBe(WIDGETS.length);
  });

  it('registers every widget folder in WIDGETS', () => {
    const registered = new Set<WidgetMeta>(WIDGETS);
    const missing = [...FOLDERS].filter(([, meta]) => !registered.has(meta)).map(([folder]) => folder);
    expect(missing, 'src/widgets/<folder>/meta.ts not listed in src/widgets/meta.ts WIDGETS').toEqual([]);
  });

  it('has a meta for every component', () => {
    expect(Object.keys(COMPONENTS).filter((name) => !WIDGET_META.has(name))).toEqual([]);
  });
});

describe.each(WIDGETS.map((meta) => [meta.name, meta] as const))('widget %s', (name, meta) => {
  it('lives in the folder of its name', () => {
    const folder = [...FOLDERS].find(([, m]) => m === meta)?.[0];
    expect(folder).toBe(name);
  });

  it("has a closed params schema with $id 'efir:widget/<name>' and a version", () => {
    expect(meta.schema.$id).toBe(`efir:widget/${name}`);
    expect(Number.isInteger(meta.schema.version)).toBe(true);
    expect(meta.schema.version).toBeGreaterThanOrEqual(1);
    expect((meta.schema as { additionalProperties?: unknown }).additionalProperties).toBe(false);
  });

  it('has a title in all four languages, each in its script', () => {
    for (const lang of LANGS) expect(meta.title[lang]?.trim(), `title.${lang}`).toBeTruthy();
    expect(meta.title.uz, 'title.uz is Uzbek Cyrillic').toMatch(CYRILLIC);
    expect(meta.title.oz, 'title.oz is Uzbek Latin').not.toMatch(CYRILLIC);
    expect(meta.title.en, 'title.en').not.toMatch(CYRILLIC);
  });

  it('has a known category', () => {
    expect(CATEGORIES).toContain(meta.category);
  });

  it('has valid defaults', () => {
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('has at least one example, each with a unique name and valid params', () => {
    expect(meta.examples.length).toBeGreaterThan(0);
    const names = meta.examples.map((e) => e.name);
    expect(new Set(names).size, 'example names are story names').toBe(names.length);
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
  });

  it('has every example pass the layout check when placed on a page', () => {
    for (const example of meta.examples) {
      const check = checkLayout(exampleDocument(meta, example.params), WIDGET_META);
      expect(
        check.issues.map((i) => i.message),
        example.name,
      ).toEqual([]);
      expect(check.ok, example.name).toBe(true);
    }
  });

  // The page template is rendered by src/widgets/render.tsx itself; every other widget loads lazily.
  it(
    name === 'stateLayout'
      ? 'is rendered by the layout renderer, not lazily'
      : 'has a lazily loaded component',
    () => {
      if (name === 'stateLayout') expect(COMPONENTS[name]).toBeUndefined();
      else expect(COMPONENTS[name], `src/widgets/components.ts has no "${name}"`).toBeDefined();
    },
  );

  it('has migrations only from older versions, one for each', () => {
    const version = meta.schema.version;
    const from = Object.keys(meta.migrate ?? {}).map(Number);
    for (const n of from) {
      expect(Number.isInteger(n) && n >= 1, `migrate[${n}]`).toBe(true);
      expect(n, `migrate[${n}] of a v${version} widget`).toBeLessThan(version);
    }
    // A stored layout of any older version must load: every step from 1 up to the current version.
    for (let v = 1; v < version; v++) expect(from, `migrate[${v}]`).toContain(v);
  });
});

describe('default page layouts', () => {
  it('exist', () => {
    expect(DEFAULT_LAYOUTS.length).toBeGreaterThan(0);
  });

  it.each(DEFAULT_LAYOUTS.map((l) => [l.state, l] as const))(
    '%s passes the layout check',
    (_state, layout) => {
      const check = checkLayout(layout, WIDGET_META);
      expect(check.issues.map((i) => i.message)).toEqual([]);
      expect(check.ok).toBe(true);
    },
  );
});
