/**
 * The order of a category list (issue 24): every category counted on its own (spec §9 pages
 * categories 4 at a time), each followed by the categories below it, each level in the given
 * order. A row whose parent is not among the rows is a top one; a cycle is never followed.
 */
export function inTreeOrder<T extends { id: string; parent: string | null }>(
  rows: readonly T[],
  below: string | null,
  compare: (a: T, b: T) => number,
): T[] {
  const ids = new Set(rows.map((r) => r.id));
  const children = new Map<string | null, T[]>();
  for (const row of rows) {
    const parent = row.parent !== null && ids.has(row.parent) ? row.parent : null;
    children.set(parent, [...(children.get(parent) ?? []), row]);
  }
  for (const group of children.values()) group.sort(compare);
  const out: T[] = [];
  const seen = new Set<string>(below === null ? [] : [below]);
  const visit = (parent: string | null) => {
    for (const row of children.get(parent) ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      out.push(row);
      visit(row.id);
    }
  };
  visit(below);
  return out;
}
