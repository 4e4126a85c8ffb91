import type { LayoutChange, RevisionSummary, StateLayout } from '@core/schemas/layout';

/** Key-order-independent equality of JSON values (params as stored in jsonb lose key order). */
function same(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) return a.length === b.length && a.every((v, i) => same(v, b[i]));
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  return (
    ka.length === kb.length &&
    ka.every(
      (k) =>
        Object.hasOwn(b, k) && same((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
    )
  );
}

function describe(c: LayoutChange): string {
  switch (c.kind) {
    case 'added':
      return `added ${c.id} (${c.component}) to ${c.to}`;
    case 'removed':
      return `removed ${c.id} (${c.component})`;
    case 'moved':
      return `moved ${c.id} to ${c.to}`;
    case 'reordered':
      return `reordered ${c.to}`;
    case 'params':
      return `changed params of ${c.id}`;
    case 'template':
      return `template ${c.from} → ${c.to}`;
    case 'title':
      return 'changed the title';
    case 'order':
      return `order ${c.from} → ${c.to}`;
    case 'flags':
      return `changed ${c.to}`;
  }
}

/**
 * What `next` changes against `prev` (the previous published version, or the default layout):
 * widgets added, removed, moved to another region, regions reordered, params changed, the
 * template, the title, the order and the flags. Both are checked (migrated) documents, so a mere
 * version upgrade is no change. The text is English, for the revisions list; the changes are data.
 */
export function summarize(prev: StateLayout | null, next: StateLayout): RevisionSummary {
  const changes: LayoutChange[] = [];
  if (!prev) return { text: 'first version', changes };
  const before = prev.layout.params;
  const after = next.layout.params;
  if (before.layout !== after.layout)
    changes.push({ kind: 'template', from: before.layout, to: after.layout });
  const old = new Map(before.components.map((c) => [c.id, c]));
  const now = new Map(after.components.map((c) => [c.id, c]));
  for (const c of after.components) {
    const was = old.get(c.id);
    if (!was || was.component !== c.component) {
      if (was) changes.push({ kind: 'removed', id: was.id, component: was.component });
      changes.push({ kind: 'added', id: c.id, component: c.component, to: c.container });
      continue;
    }
    if (was.container !== c.container)
      changes.push({ kind: 'moved', id: c.id, from: was.container, to: c.container });
    if (!same(was.params, c.params)) changes.push({ kind: 'params', id: c.id, component: c.component });
  }
  for (const c of before.components) {
    if (!now.has(c.id)) changes.push({ kind: 'removed', id: c.id, component: c.component });
  }
  // A region is reordered when the widgets it kept, in both versions, come in another order.
  const regions = new Set(after.components.map((c) => c.container));
  for (const region of regions) {
    const kept = (list: StateLayout['layout']['params']['components']) =>
      list
        .filter(
          (c) =>
            c.container === region &&
            old.get(c.id)?.container === region &&
            now.get(c.id)?.container === region,
        )
        .map((c) => c.id);
    if (!same(kept(before.components), kept(after.components)))
      changes.push({ kind: 'reordered', to: region });
  }
  if (!same(prev.title, next.title)) changes.push({ kind: 'title' });
  if (prev.order !== next.order)
    changes.push({ kind: 'order', from: String(prev.order), to: String(next.order) });
  for (const flag of ['is_new', 'regeneration'] as const) {
    if (prev[flag] !== next[flag]) changes.push({ kind: 'flags', to: `${flag} to ${next[flag]}` });
  }
  return { text: changes.length > 0 ? changes.map(describe).join(', ') : 'no changes', changes };
}
