import type { I18nText } from '@core/lang';
import type { PlacedComponent, StateLayout } from '@core/schemas/layout';
import { MAX_WIDGETS } from './ops';

/**
 * A large deterministic page for the benchmark and the editor story, in the shape of
 * ../shared/puck-bench (src/data.js): repeated 17-component sections, emitted in document
 * order and cut at exactly n, with the same ids (`<Type>-<index>`) and the same edit and delete
 * targets. Puck's types map to Efir widgets: Heading → title, Text → text, Card → iconbox,
 * Container → accordion.
 *
 * Efir's layouts are flat (a widget sits in a template region; accordion and tabs hold texts,
 * not widgets), so a Container's children follow it in the same region instead of inside it.
 * Their nesting depth is kept in `meta.depthOf` and shows in the title levels.
 */

export type BenchType = 'Heading' | 'Text' | 'Card' | 'Container';
type Spec = BenchType | readonly ['Container', readonly Spec[]];

/** One section of the Puck benchmark's page (depth 1..5). */
export const SECTION: readonly Spec[] = [
  'Heading',
  [
    'Container',
    [
      'Text',
      'Card',
      [
        'Container',
        [
          'Heading',
          'Text',
          ['Container', ['Card', 'Heading', ['Container', ['Heading', 'Text', 'Card']], 'Text']],
          'Card',
        ],
      ],
      'Heading',
    ],
  ],
];

export const SECTION_SIZE = 17;

const LOREM =
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit, sed do eiusmod tempor incididunt ut labore et dolore magna aliqua.';

const all = (text: string): I18nText => ({ uz: text, oz: text, ru: text, en: text });

const WIDGET_OF: Record<BenchType, string> = {
  Heading: 'title',
  Text: 'text',
  Card: 'iconbox',
  Container: 'accordion',
};

function paramsOf(type: BenchType, i: number, depth: number): Record<string, unknown> {
  switch (type) {
    case 'Heading':
      return { text: all(`Heading ${i}`), level: Math.min(depth + 1, 4) };
    case 'Text':
      return { text: all(`Text ${i}. ${LOREM}`), format: 'plain' };
    case 'Card':
      return { icon: 'info', title: all(`Card ${i}`), text: all(`Card body ${i}. ${LOREM}`) };
    case 'Container':
      return { panels: [{ title: all(`Container ${i}`), text: all(`Container body ${i}.`) }], active: -1 };
  }
}

export interface GeneratedPage {
  layout: StateLayout;
  meta: {
    n: number;
    /** The depth-5 Heading and Card of the middle complete section (as in puck-bench). */
    editTargetId: string | null;
    deleteTargetId: string | null;
    /** Nesting depth (1 = top level) each widget has in the Puck page. */
    depthOf: Record<string, number>;
    stats: { byType: Partial<Record<BenchType, number>>; byDepth: Record<number, number>; sections: number };
  };
}

export interface GenerateOptions {
  /** Deepest level kept (5 = the benchmark's shape); deeper parts of a section are left out. */
  depth?: number;
  /** Region the widgets go to ('main' by default). */
  container?: string;
  template?: 'one-column' | 'main-sidebar';
  state?: string;
}

/** A page of exactly n widgets (1 ≤ n ≤ MAX_WIDGETS) that passes checkLayout. */
export function generatePage(n: number, options: GenerateOptions = {}): GeneratedPage {
  const total = Math.max(1, Math.floor(n));
  if (total > MAX_WIDGETS) throw new RangeError(`generatePage: at most ${MAX_WIDGETS} widgets`);
  const maxDepth = Math.max(1, Math.floor(options.depth ?? 5));
  const container = options.container ?? 'main';
  const components: PlacedComponent[] = [];
  const depthOf: Record<string, number> = {};
  const stats: GeneratedPage['meta']['stats'] = { byType: {}, byDepth: {}, sections: 0 };
  const deep: { heading?: string; card?: string }[] = [];

  function emit(spec: Spec, depth: number, section: number): void {
    if (components.length >= total || depth > maxDepth) return;
    const type: BenchType = typeof spec === 'string' ? spec : spec[0];
    const i = components.length;
    const id = `${type}-${i}`;
    components.push({
      id,
      component: WIDGET_OF[type],
      version: 1,
      params: paramsOf(type, i, depth),
      container,
    });
    depthOf[id] = depth;
    stats.byType[type] = (stats.byType[type] ?? 0) + 1;
    stats.byDepth[depth] = (stats.byDepth[depth] ?? 0) + 1;
    const mark = deep[section] as { heading?: string; card?: string };
    if (depth === 5 && type === 'Heading') mark.heading = id;
    if (depth === 5 && type === 'Card') mark.card = id;
    if (typeof spec !== 'string') for (const child of spec[1]) emit(child, depth + 1, section);
  }

  for (let s = 0; components.length < total; s++) {
    deep[s] = {};
    stats.sections = s + 1;
    for (const spec of SECTION) emit(spec, 1, s);
  }

  const complete = deep.filter((d) => d.heading && d.card);
  const mid = complete[Math.floor(complete.length / 2)];
  const layout: StateLayout = {
    title: all(`Generated page (${total} widgets)`),
    state: options.state ?? 'app.index',
    order: 999,
    layout: {
      component: 'stateLayout',
      params: { layout: options.template ?? 'one-column', components },
    },
    is_new: false,
    regeneration: false,
  };
  return {
    layout,
    meta: {
      n: total,
      editTargetId: mid?.heading ?? null,
      deleteTargetId: mid?.card ?? null,
      depthOf,
      stats,
    },
  };
}
