import type { StateLayout } from '@core/schemas/layout';
import { useCallback, useMemo, useReducer } from 'react';
import { canRedo, canUndo, commit, createHistory, type History, redo, undo } from './model/history';

/**
 * The editor's working state: the undo history of the layout (structurally shared states from
 * model/ops.ts), the selected widget, and the version the work started from. One `apply` per
 * user action; typing in one field passes a coalesce key, so a burst of keys is one undo step.
 */

export interface Base {
  /** `If-Match` of the next save: the version this work started from. */
  etag: string;
  /** Whether the state has a server record (PUT) or serves the code's default (POST). */
  stored: boolean;
  /** The layout as last saved or loaded: the work is unsaved while `present` differs. */
  saved: StateLayout;
}

export interface EditorState {
  history: History<StateLayout>;
  selected: string | null;
  base: Base;
}

export type Op = (layout: StateLayout) => StateLayout;

export type EditorAction =
  | { type: 'apply'; op: Op; label: string; coalesceKey?: string; select?: string | null }
  | { type: 'undo' }
  | { type: 'redo' }
  | { type: 'select'; id: string | null }
  /** A new starting point: a load, a save, a reload after a conflict, a restore. */
  | { type: 'reset'; layout: StateLayout; base: Base; keepHistory?: boolean }
  | { type: 'rebase'; base: Base };

export function editorReducer(state: EditorState, action: EditorAction): EditorState {
  switch (action.type) {
    case 'apply': {
      const next = action.op(state.history.present);
      const history = commit(state.history, next, {
        label: action.label,
        ...(action.coalesceKey ? { coalesceKey: action.coalesceKey } : {}),
      });
      const selected = action.select !== undefined ? action.select : state.selected;
      if (history === state.history && selected === state.selected) return state;
      return { ...state, history, selected };
    }
    case 'undo':
      return canUndo(state.history) ? { ...state, history: undo(state.history) } : state;
    case 'redo':
      return canRedo(state.history) ? { ...state, history: redo(state.history) } : state;
    case 'select':
      return action.id === state.selected ? state : { ...state, selected: action.id };
    case 'reset':
      return {
        history: action.keepHistory
          ? commit(state.history, action.layout, { label: 'load' })
          : createHistory(action.layout),
        selected: null,
        base: action.base,
      };
    case 'rebase':
      return { ...state, base: action.base };
  }
}

export function useEditorState(layout: StateLayout, base: Base) {
  const [state, dispatch] = useReducer(editorReducer, undefined, () => ({
    history: createHistory(layout),
    selected: null,
    base,
  }));
  const apply = useCallback(
    (op: Op, label: string, options: { coalesceKey?: string; select?: string | null } = {}) =>
      dispatch({ type: 'apply', op, label, ...options }),
    [],
  );
  const actions = useMemo(
    () => ({
      apply,
      undo: () => dispatch({ type: 'undo' }),
      redo: () => dispatch({ type: 'redo' }),
      select: (id: string | null) => dispatch({ type: 'select', id }),
      reset: (next: StateLayout, nextBase: Base, keepHistory = false) =>
        dispatch({ type: 'reset', layout: next, base: nextBase, keepHistory }),
      rebase: (nextBase: Base) => dispatch({ type: 'rebase', base: nextBase }),
    }),
    [apply],
  );
  return { state, actions };
}

export type EditorActions = ReturnType<typeof useEditorState>['actions'];
