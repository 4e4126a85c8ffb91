/**
 * Undo history of immutable states. States are stored as they are (the operations share every
 * untouched object between states), so a step costs the few objects it changed, never a copy of
 * the page. One commit per user action; commits with the same coalesce key within a short
 * window (typing in one field) merge into one step.
 */

export interface HistoryStep<T> {
  state: T;
  /** What the user did between this state and the next (past) or to reach it (future). */
  label: string;
}

export interface History<T> {
  /** Older states, oldest first; the last one is where undo goes. */
  readonly past: readonly HistoryStep<T>[];
  readonly present: T;
  /** Undone states, the next redo first. */
  readonly future: readonly HistoryStep<T>[];
  /** Undo steps kept at most. */
  readonly limit: number;
  /** Commits closer than this (ms) with the same coalesce key merge. */
  readonly coalesceMs: number;
  /** Key and time of the last commit, while it may still be merged into. */
  readonly lastKey: string | null;
  readonly lastAt: number;
}

export interface HistoryOptions {
  /** Undo steps kept (100 by default; at least 1). */
  limit?: number;
  /** Coalescing window in ms (1000 by default). */
  coalesceMs?: number;
}

export interface CommitOptions {
  /** The user action, for the undo/redo buttons ("Undo: move Title"). */
  label: string;
  /** Commits with the same key within the window merge, e.g. paramsKey(id, field). */
  coalesceKey?: string;
  /** The time of the action in ms (Date.now() by default). */
  now?: number;
}

export function createHistory<T>(initial: T, options: HistoryOptions = {}): History<T> {
  return {
    past: [],
    present: initial,
    future: [],
    limit: Math.max(1, Math.floor(options.limit ?? 100)),
    coalesceMs: options.coalesceMs ?? 1000,
    lastKey: null,
    lastAt: Number.NEGATIVE_INFINITY,
  };
}

/** The coalesce key of typing in one field of one widget. */
export function paramsKey(id: string, field: string): string {
  return `params:${id}:${field}`;
}

/**
 * Records `next` as the new present: one undo step, or a merge into the last step when the key
 * matches and the last commit is within the window (the window slides with each merge). The redo
 * steps are dropped. Committing the present itself changes nothing.
 */
export function commit<T>(history: History<T>, next: T, options: CommitOptions): History<T> {
  if (Object.is(next, history.present)) return history;
  const now = options.now ?? Date.now();
  const key = options.coalesceKey ?? null;
  const merge =
    key !== null &&
    key === history.lastKey &&
    history.future.length === 0 &&
    history.past.length > 0 &&
    now - history.lastAt <= history.coalesceMs;
  if (merge) return { ...history, present: next, lastAt: now };
  const past = [...history.past, { state: history.present, label: options.label }];
  if (past.length > history.limit) past.splice(0, past.length - history.limit);
  return { ...history, past, present: next, future: [], lastKey: key, lastAt: now };
}

export function canUndo<T>(history: History<T>): boolean {
  return history.past.length > 0;
}

export function canRedo<T>(history: History<T>): boolean {
  return history.future.length > 0;
}

/** The label of the step undo would revert, or null. */
export function undoLabel<T>(history: History<T>): string | null {
  return history.past[history.past.length - 1]?.label ?? null;
}

/** The label of the step redo would repeat, or null. */
export function redoLabel<T>(history: History<T>): string | null {
  return history.future[0]?.label ?? null;
}

/** Goes one step back; unchanged when there is none. Ends any coalescing. */
export function undo<T>(history: History<T>): History<T> {
  const step = history.past[history.past.length - 1];
  if (!step) return history;
  return {
    ...history,
    past: history.past.slice(0, -1),
    present: step.state,
    future: [{ state: history.present, label: step.label }, ...history.future],
    lastKey: null,
  };
}

/** Goes one step forward again; unchanged when there is none. */
export function redo<T>(history: History<T>): History<T> {
  const step = history.future[0];
  if (!step) return history;
  return {
    ...history,
    past: [...history.past, { state: history.present, label: step.label }],
    present: step.state,
    future: history.future.slice(1),
    lastKey: null,
  };
}

/** A history starting over at `state` (after loading another page or a revision). */
export function resetHistory<T>(history: History<T>, state: T): History<T> {
  return createHistory(state, { limit: history.limit, coalesceMs: history.coalesceMs });
}
