import { DEFAULT_LAYOUTS } from '@core/pages';
import type { StateLayout } from '@core/schemas/layout';
import { WIDGET_META, WIDGETS } from '@widgets/meta';
import { describe, expect, it } from 'vitest';
import { generatePage } from './generate';
import { createIdFactory, type IdFactory, isValidId, sequentialIds } from './ids';
import { findWidget, indexIn, regionOf, widgetsIn } from './layout';
import {
  addWidget,
  changeTemplate,
  copyWidgets,
  deleteWidget,
  deleteWidgets,
  duplicateWidget,
  isPlaceable,
  LayoutOpError,
  MAX_WIDGETS,
  moveDown,
  moveUp,
  moveWidget,
  parseClipboard,
  pasteWidgets,
  serializeClipboard,
  updateParams,
} from './ops';
import { allIds, deepFreeze, idsIn, layoutIssues, samplePage } from './testing';

const components = (l: StateLayout) => l.layout.params.components;

/** Every component of `before` that is still in `after` with the same id is the same object. */
function expectShared(before: StateLayout, after: StateLayout, except: string[] = []): void {
  const old = new Map(components(before).map((c) => [c.id, c]));
  for (const c of components(after)) {
    if (except.includes(c.id) || !old.has(c.id)) continue;
    expect(c, `component ${c.id} kept its identity`).toBe(old.get(c.id));
  }
  expect(after.title).toBe(before.title);
}

function expectError(fn: () => unknown, code: LayoutOpError['code']): void {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(LayoutOpError);
    expect((err as LayoutOpError).code).toBe(code);
    return;
  }
  throw new Error(`expected LayoutOpError ${code}`);
}

describe('queries', () => {
  const page = samplePage();
  it('reads regions, indexes and widgets in order over an interleaved flat list', () => {
    expect(widgetsIn(page, 'main').map((c) => c.id)).toEqual(['b', 'c', 'd']);
    expect(widgetsIn(page, 'aside').map((c) => c.id)).toEqual(['e', 'g']);
    expect(widgetsIn(page, 'nowhere')).toEqual([]);
    expect(widgetsIn(page, 'main')).toBe(widgetsIn(page, 'main'));
    expect(regionOf(page, 'g')).toBe('aside');
    expect(regionOf(page, 'zz')).toBeUndefined();
    expect(indexIn(page, 'd')).toBe(2);
    expect(indexIn(page, 'g')).toBe(1);
    expect(indexIn(page, 'zz')).toBe(-1);
    expect(findWidget(page, 'c')?.component).toBe('text');
  });
});

describe('addWidget', () => {
  it('adds a widget with its defaults and schema version at an index of a region', () => {
    const page = samplePage();
    const next = addWidget(page, { component: 'line', container: 'main', index: 1 }, 'new1');
    expect(idsIn(next, 'main')).toEqual(['b', 'new1', 'c', 'd']);
    const added = findWidget(next, 'new1');
    expect(added).toEqual({
      id: 'new1',
      component: 'line',
      version: WIDGET_META.get('line')?.schema.version,
      params: WIDGET_META.get('line')?.defaults,
      container: 'main',
    });
    // The defaults are copied, not shared with the registry.
    expect(added?.params).not.toBe(WIDGET_META.get('line')?.defaults);
    expectShared(page, next);
    expect(layoutIssues(next)).toEqual([]);
    expect(components(page)).toHaveLength(7);
  });

  it('puts params over the defaults, appends without an index, clamps the index', () => {
    const page = samplePage();
    const next = addWidget(page, { component: 'title', container: 'aside', params: { level: 3 } }, 'x');
    expect(idsIn(next, 'aside')).toEqual(['e', 'g', 'x']);
    expect(findWidget(next, 'x')?.params).toEqual({ text: {}, level: 3 });
    expect(idsIn(addWidget(page, { component: 'line', container: 'main', index: -5 }, 'x'), 'main')).toEqual([
      'x',
      'b',
      'c',
      'd',
    ]);
    expect(idsIn(addWidget(page, { component: 'line', container: 'main', index: 99 }, 'x'), 'main')).toEqual([
      'b',
      'c',
      'd',
      'x',
    ]);
  });

  it('adds to an empty region', () => {
    const page = deleteWidget(samplePage(), 'f');
    expect(idsIn(page, 'bottom')).toEqual([]);
    const next = addWidget(page, { component: 'line', container: 'bottom', index: 3 }, 'z');
    expect(idsIn(next, 'bottom')).toEqual(['z']);
    expect(layoutIssues(next)).toEqual([]);
  });

  it('refuses unknown widgets, the page template itself, unknown regions and bad or taken ids', () => {
    const page = samplePage();
    expectError(() => addWidget(page, { component: 'nope', container: 'main' }, 'x'), 'unknown-component');
    expectError(() => addWidget(page, { component: 'stateLayout', container: 'main' }, 'x'), 'not-placeable');
    expectError(() => addWidget(page, { component: 'line', container: 'aside2' }, 'x'), 'unknown-region');
    expectError(() => addWidget(page, { component: 'line', container: 'main' }, 'b'), 'duplicate-id');
    expectError(() => addWidget(page, { component: 'line', container: 'main' }, 'a b'), 'invalid-id');
    expectError(() => addWidget(page, { component: 'line', container: 'main' }, ''), 'invalid-id');
    expectError(
      () => addWidget(changeTemplate(page, 'one-column'), { component: 'line', container: 'aside' }, 'x'),
      'unknown-region',
    );
  });

  it('adds every placeable widget of the registry with its defaults, and the result validates', () => {
    let page = samplePage();
    const ids = sequentialIds();
    for (const meta of WIDGETS) {
      if (!isPlaceable(meta.name)) continue;
      page = addWidget(
        page,
        { component: meta.name, container: 'main' },
        ids(meta.name, new Set(allIds(page))),
      );
    }
    expect(components(page).length).toBe(7 + WIDGETS.length - 1);
    expect(layoutIssues(page)).toEqual([]);
  });
});

describe('moveWidget', () => {
  it('reorders within a region with arrayMove semantics (index = final index)', () => {
    const page = samplePage();
    const down = moveWidget(page, 'b', { container: 'main', index: 2 });
    expect(idsIn(down, 'main')).toEqual(['c', 'd', 'b']);
    const up = moveWidget(page, 'd', { container: 'main', index: 0 });
    expect(idsIn(up, 'main')).toEqual(['d', 'b', 'c']);
    expect(findWidget(up, 'd')).toBe(findWidget(page, 'd'));
    expectShared(page, up);
    // Other regions keep their order.
    expect(idsIn(up, 'aside')).toEqual(['e', 'g']);
    expect(layoutIssues(up)).toEqual([]);
  });

  it('returns the same layout when the widget stays where it is', () => {
    const page = samplePage();
    expect(moveWidget(page, 'c', { container: 'main', index: 1 })).toBe(page);
    expect(moveWidget(page, 'd', { container: 'main' })).toBe(page);
    expect(moveWidget(page, 'd', { container: 'main', index: 10 })).toBe(page);
    expect(moveWidget(page, 'b', { container: 'main', index: -1 })).toBe(page);
  });

  it('moves between regions, keeping the params object', () => {
    const page = samplePage();
    const next = moveWidget(page, 'c', { container: 'aside', index: 1 });
    expect(idsIn(next, 'main')).toEqual(['b', 'd']);
    expect(idsIn(next, 'aside')).toEqual(['e', 'c', 'g']);
    expect(regionOf(next, 'c')).toBe('aside');
    expect(findWidget(next, 'c')?.params).toBe(findWidget(page, 'c')?.params);
    expectShared(page, next, ['c']);
    expect(layoutIssues(next)).toEqual([]);
    // "Move to region" (no index): the end of that region.
    expect(idsIn(moveWidget(page, 'a', { container: 'bottom' }), 'bottom')).toEqual(['f', 'a']);
    expect(idsIn(moveWidget(page, 'a', { container: 'bottom' }), 'top')).toEqual([]);
  });

  it('moves into an empty region and out again', () => {
    const page = samplePage();
    const out = moveWidget(page, 'a', { container: 'main', index: 0 });
    expect(idsIn(out, 'top')).toEqual([]);
    const back = moveWidget(out, 'b', { container: 'top', index: 4 });
    expect(idsIn(back, 'top')).toEqual(['b']);
    expect(idsIn(back, 'main')).toEqual(['a', 'c', 'd']);
    expect(layoutIssues(back)).toEqual([]);
  });

  it('ignores an unknown id and refuses an unknown region', () => {
    const page = samplePage();
    expect(moveWidget(page, 'zz', { container: 'main', index: 0 })).toBe(page);
    expectError(() => moveWidget(page, 'b', { container: 'sidebar', index: 0 }), 'unknown-region');
  });
});

describe('moveUp / moveDown', () => {
  it('swaps with the neighbour in the region, skipping widgets of other regions', () => {
    const page = samplePage();
    const next = moveUp(page, 'c');
    expect(idsIn(next, 'main')).toEqual(['c', 'b', 'd']);
    expect(idsIn(next, 'aside')).toEqual(['e', 'g']);
    expectShared(page, next);
    expect(idsIn(moveDown(page, 'c'), 'main')).toEqual(['b', 'd', 'c']);
    expect(idsIn(moveDown(page, 'e'), 'aside')).toEqual(['g', 'e']);
    expect(moveDown(moveUp(page, 'c'), 'c').layout.params.components.map((c) => c.id)).toEqual(allIds(page));
  });

  it('does nothing at the ends or for an unknown id', () => {
    const page = samplePage();
    expect(moveUp(page, 'b')).toBe(page);
    expect(moveDown(page, 'd')).toBe(page);
    expect(moveUp(page, 'a')).toBe(page);
    expect(moveDown(page, 'a')).toBe(page);
    expect(moveUp(page, 'zz')).toBe(page);
    expect(moveDown(page, 'zz')).toBe(page);
  });
});

describe('duplicateWidget', () => {
  it('puts a copy with a fresh id right after the widget', () => {
    const page = samplePage();
    const next = duplicateWidget(page, 'c', sequentialIds());
    expect(idsIn(next, 'main')).toEqual(['b', 'c', 'text-1', 'd']);
    const copy = findWidget(next, 'text-1');
    const original = findWidget(page, 'c');
    expect(copy).toEqual({ ...original, id: 'text-1' });
    expect(copy?.params).not.toBe(original?.params);
    expectShared(page, next);
    expect(layoutIssues(next)).toEqual([]);
  });

  it('never reuses an id, even with a factory that keeps colliding', () => {
    let page = samplePage();
    // A random source that always gives the same suffix forces the retry path.
    let calls = 0;
    const sticky = createIdFactory({ random: () => (calls++ % 3 === 0 ? 0.5 : 0.1) });
    for (let i = 0; i < 30; i++) page = duplicateWidget(page, 'b', sticky);
    const ids = allIds(page);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(isValidId)).toBe(true);
    expect(layoutIssues(page)).toEqual([]);
  });

  it('refuses a factory that returns a taken or malformed id, ignores unknown ids', () => {
    const page = samplePage();
    expectError(() => duplicateWidget(page, 'b', () => 'c'), 'duplicate-id');
    expectError(() => duplicateWidget(page, 'b', () => 'no/slash'), 'invalid-id');
    expect(duplicateWidget(page, 'zz')).toBe(page);
  });

  it('gives random ids by default', () => {
    const next = duplicateWidget(samplePage(), 'g');
    const id = idsIn(next, 'aside')[2] as string;
    expect(id).toMatch(/^title-[a-z0-9]{6}$/);
  });
});

describe('deleteWidget', () => {
  it('removes the widget and keeps the others', () => {
    const page = samplePage();
    const next = deleteWidget(page, 'c');
    expect(idsIn(next, 'main')).toEqual(['b', 'd']);
    expect(components(next)).toHaveLength(6);
    expectShared(page, next);
    expect(layoutIssues(next)).toEqual([]);
  });

  it('removes several, and changes nothing for unknown ids', () => {
    const page = samplePage();
    expect(allIds(deleteWidgets(page, ['a', 'f', 'zz']))).toEqual(['b', 'e', 'c', 'g', 'd']);
    expect(deleteWidget(page, 'zz')).toBe(page);
    expect(deleteWidgets(page, [])).toBe(page);
  });
});

describe('copy and paste', () => {
  it('copies in document order and pastes with fresh ids at the target', () => {
    const page = samplePage();
    const clip = copyWidgets(page, ['d', 'b', 'zz']);
    expect(clip.widgets.map((w) => w.id)).toEqual(['b', 'd']);
    const next = pasteWidgets(page, clip, { container: 'aside', index: 1 }, sequentialIds());
    expect(idsIn(next, 'aside')).toEqual(['e', 'text-1', 'iconbox-2', 'g']);
    expect(findWidget(next, 'text-1')?.params).toEqual(findWidget(page, 'b')?.params);
    expect(findWidget(next, 'iconbox-2')?.container).toBe('aside');
    expectShared(page, next);
    expect(layoutIssues(next)).toEqual([]);
  });

  it('pastes into another page without colliding with its ids, as often as wanted', () => {
    const source = samplePage();
    // Ids of the source equal those of the target: pasting must still give fresh ones.
    const target = deepFreeze(
      DEFAULT_LAYOUTS.find((l) => l.layout.params.components.some((c) => c.id === 'heading')) as StateLayout,
    );
    const clip = copyWidgets(
      source,
      allIds(source).filter((id) => id !== 'e'),
    );
    const heading = copyWidgets(target, ['heading']);
    let next = pasteWidgets(target, clip, { container: 'main', index: 0 });
    next = pasteWidgets(next, clip, { container: 'main' });
    next = pasteWidgets(next, heading, { container: 'main' });
    const ids = allIds(next);
    expect(ids).toHaveLength(components(target).length + 2 * clip.widgets.length + 1);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every(isValidId)).toBe(true);
    expect(layoutIssues(next)).toEqual([]);
  });

  it('survives the text clipboard, and an empty clipboard changes nothing', () => {
    const page = samplePage();
    const clip = copyWidgets(page, ['a', 'e']);
    const text = serializeClipboard(clip);
    expect(parseClipboard(text)).toEqual(clip);
    expect(parseClipboard('hello')).toBeNull();
    expect(parseClipboard('{"type":"efir/widgets","version":1,"widgets":[{"id":1}]}')).toBeNull();
    expect(parseClipboard('null')).toBeNull();
    const empty = copyWidgets(page, ['zz']);
    expect(empty.widgets).toEqual([]);
    expect(pasteWidgets(page, empty, { container: 'main' })).toBe(page);
    expectError(() => pasteWidgets(page, clip, { container: 'left' }), 'unknown-region');
  });

  it('copies params deeply: the clipboard is detached from the page', () => {
    const page = samplePage();
    const clip = copyWidgets(page, ['a']);
    expect(clip.widgets[0]?.params).toEqual(findWidget(page, 'a')?.params);
    expect(clip.widgets[0]?.params).not.toBe(findWidget(page, 'a')?.params);
  });

  it('refuses to go over the widget limit', () => {
    const { layout } = generatePage(MAX_WIDGETS);
    const clip = copyWidgets(layout, ['Heading-0']);
    expectError(() => pasteWidgets(layout, clip, { container: 'main' }), 'too-many-widgets');
    expectError(() => duplicateWidget(layout, 'Heading-0'), 'too-many-widgets');
    expectError(() => addWidget(layout, { component: 'line', container: 'main' }, 'x'), 'too-many-widgets');
  });
});

describe('updateParams', () => {
  it('replaces the params of one widget only', () => {
    const page = samplePage();
    const params = { text: { en: 'New' }, level: 2 };
    const next = updateParams(page, 'a', params);
    expect(findWidget(next, 'a')?.params).toBe(params);
    expect(findWidget(next, 'a')?.id).toBe('a');
    expectShared(page, next, ['a']);
    expect(layoutIssues(next)).toEqual([]);
  });

  it('takes an updater function', () => {
    const page = samplePage();
    const next = updateParams(page, 'a', (p) => ({ ...p, align: 'center' }));
    expect(findWidget(next, 'a')?.params).toEqual({
      text: findWidget(page, 'a')?.params.text,
      level: 1,
      align: 'center',
    });
  });

  it('returns the same layout for equal params or an unknown id', () => {
    const page = samplePage();
    const a = findWidget(page, 'a');
    expect(updateParams(page, 'a', a?.params ?? {})).toBe(page);
    expect(updateParams(page, 'a', { ...a?.params })).toBe(page);
    expect(updateParams(page, 'a', (p) => p)).toBe(page);
    expect(updateParams(page, 'zz', { level: 3 })).toBe(page);
  });
});

describe('changeTemplate', () => {
  it('moves widgets of vanished regions to the end of main, in order, losing none', () => {
    const page = samplePage();
    const next = changeTemplate(page, 'one-column');
    expect(next.layout.params.layout).toBe('one-column');
    expect(idsIn(next, 'main')).toEqual(['b', 'c', 'd', 'e', 'g']);
    expect(idsIn(next, 'top')).toEqual(['a']);
    expect(idsIn(next, 'bottom')).toEqual(['f']);
    expect(new Set(allIds(next))).toEqual(new Set(allIds(page)));
    expectShared(page, next, ['e', 'g']);
    expect(layoutIssues(next)).toEqual([]);
  });

  it('keeps the components array when no widget has to move, and the layout when nothing changes', () => {
    const one = changeTemplate(samplePage(), 'one-column');
    const two = changeTemplate(one, 'main-sidebar');
    expect(two.layout.params.components).toBe(one.layout.params.components);
    expect(two.layout.params.layout).toBe('main-sidebar');
    expect(layoutIssues(two)).toEqual([]);
    expect(changeTemplate(two, 'main-sidebar')).toBe(two);
  });

  it('moves widgets of an unknown region too, and refuses an unknown template', () => {
    const page = samplePage();
    expectError(() => changeTemplate(page, 'three-columns'), 'unknown-template');
    const broken = deepFreeze({
      ...page,
      layout: {
        ...page.layout,
        params: {
          layout: 'one-column',
          components: [
            ...components(page).filter((c) => c.container !== 'aside'),
            {
              ...components(page)[0],
              id: 'q',
              container: 'left',
            } as (typeof page.layout.params.components)[number],
          ],
        },
      },
    });
    const fixed = changeTemplate(broken, 'main-sidebar');
    expect(regionOf(fixed, 'q')).toBe('main');
    expect(layoutIssues(fixed)).toEqual([]);
  });
});

/** A small seeded random source (mulberry32). */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

describe('valid in, valid out', () => {
  it('every default layout validates after each operation', () => {
    for (const original of DEFAULT_LAYOUTS) {
      const start = deepFreeze(original);
      expect(layoutIssues(start), start.state).toEqual([]);
      const ids: IdFactory = sequentialIds();
      let page = start;
      const first = allIds(page)[0] as string;
      const steps: [string, (l: StateLayout) => StateLayout][] = [
        [
          'add',
          (l) =>
            addWidget(l, { component: 'text', container: 'main', index: 0 }, ids('text', new Set(allIds(l)))),
        ],
        ['duplicate', (l) => duplicateWidget(l, first, ids)],
        ['moveDown', (l) => moveDown(l, first)],
        ['moveUp', (l) => moveUp(l, first)],
        ['move', (l) => moveWidget(l, first, { container: 'bottom', index: 0 })],
        [
          'update',
          (l) => {
            const heading = l.layout.params.components.find((c) => c.component === 'title');
            return heading
              ? updateParams(l, heading.id, (p) => ({ ...p, text: { en: 'Edited' }, level: 3 }))
              : l;
          },
        ],
        ['template', (l) => changeTemplate(l, 'main-sidebar')],
        ['move aside', (l) => moveWidget(l, first, { container: 'aside' })],
        ['paste', (l) => pasteWidgets(l, copyWidgets(l, allIds(l)), { container: 'aside', index: 0 }, ids)],
        ['template back', (l) => changeTemplate(l, 'one-column')],
        ['delete', (l) => deleteWidget(l, first)],
      ];
      for (const [name, step] of steps) {
        page = deepFreeze(step(page));
        expect(layoutIssues(page), `${start.state} after ${name}`).toEqual([]);
      }
    }
  });

  it('random sequences of operations keep the page valid, ids unique and inputs intact', () => {
    const random = seeded(42);
    const pick = <T>(list: readonly T[]): T => list[Math.floor(random() * list.length)] as T;
    const ids = createIdFactory({ random });
    const placeable = WIDGETS.filter((w) => isPlaceable(w.name)).map((w) => w.name);
    let page = deepFreeze(samplePage());
    let changed = 0;
    for (let i = 0; i < 400; i++) {
      const regions =
        page.layout.params.layout === 'one-column'
          ? ['top', 'main', 'bottom']
          : ['top', 'main', 'aside', 'bottom'];
      const existing = allIds(page);
      const id = existing.length > 0 ? pick(existing) : 'none';
      const before = JSON.stringify(page);
      const op = Math.floor(random() * 9);
      let next: StateLayout;
      switch (op) {
        case 0:
          next = addWidget(
            page,
            { component: pick(placeable), container: pick(regions), index: Math.floor(random() * 5) },
            ids('w', new Set(existing)),
          );
          break;
        case 1:
          next = moveWidget(page, id, { container: pick(regions), index: Math.floor(random() * 6) - 1 });
          break;
        case 2:
          next = moveUp(page, id);
          break;
        case 3:
          next = moveDown(page, id);
          break;
        case 4:
          next = existing.length < 40 ? duplicateWidget(page, id, ids) : deleteWidget(page, id);
          break;
        case 5:
          next = deleteWidget(page, id);
          break;
        case 6:
          next =
            existing.length < 40
              ? pasteWidgets(
                  page,
                  copyWidgets(page, [id, pick(existing)]),
                  { container: pick(regions), index: 1 },
                  ids,
                )
              : page;
          break;
        case 7:
          next = changeTemplate(page, random() < 0.5 ? 'one-column' : 'main-sidebar');
          break;
        default:
          next = updateParams(page, id, (p) =>
            findWidget(page, id)?.component === 'title'
              ? { ...p, level: 1 + Math.floor(random() * 4) }
              : { ...p },
          );
      }
      if (next !== page) changed++;
      expect(JSON.stringify(page)).toBe(before);
      const nextIds = allIds(next);
      expect(new Set(nextIds).size).toBe(nextIds.length);
      expect(layoutIssues(next), `step ${i} op ${op}`).toEqual([]);
      page = deepFreeze(next);
    }
    expect(changed).toBeGreaterThan(250);
  });
});
