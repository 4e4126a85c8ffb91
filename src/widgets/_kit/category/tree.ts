import type { Category } from '@core/schemas/content';

/** Subcategories shown under a category: this many levels at most (and no cycle followed). */
export const TREE_DEPTH = 4;

export interface CategoryNode {
  category: Category;
  children: CategoryNode[];
}

/** Categories by parent, each group in its `order`, then by id. */
export function childrenByParent(all: readonly Category[]): Map<string | null, Category[]> {
  const groups = new Map<string | null, Category[]>();
  for (const category of all) {
    const group = groups.get(category.parent) ?? [];
    group.push(category);
    groups.set(category.parent, group);
  }
  for (const group of groups.values()) group.sort((a, b) => a.order - b.order || a._id.localeCompare(b._id));
  return groups;
}

/** The subtree under `category`, at most `depth` levels deep, never visiting a category twice. */
export function subtree(
  category: Category,
  groups: Map<string | null, Category[]>,
  depth: number = TREE_DEPTH,
  seen: Set<string> = new Set([category._id]),
): CategoryNode {
  const children: CategoryNode[] = [];
  if (depth > 0) {
    for (const child of groups.get(category._id) ?? []) {
      if (seen.has(child._id)) continue;
      seen.add(child._id);
      children.push(subtree(child, groups, depth - 1, seen));
    }
  }
  return { category, children };
}

/** The ancestors of a category, the top one first (a cycle ends the chain). */
export function ancestors(category: Category, all: readonly Category[]): Category[] {
  const byId = new Map(all.map((c) => [c._id, c]));
  const chain: Category[] = [];
  const seen = new Set([category._id]);
  let parent = category.parent ? byId.get(category.parent) : undefined;
  while (parent && !seen.has(parent._id)) {
    chain.unshift(parent);
    seen.add(parent._id);
    parent = parent.parent ? byId.get(parent.parent) : undefined;
  }
  return chain;
}
