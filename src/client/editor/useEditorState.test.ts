import { describe, expect, it } from 'vitest';
import { generatePage } from './model/generate';
import { createHistory } from './model/history';
import { deleteWidget, moveDown, updateParams } from './model/ops';
import { type EditorState, editorReducer } from './useEditorState';

function start(): EditorState {
  const { layout } = generatePage(17, { state: 'app.sitemap' });
  return {
    history: createHistory(layout),
    selected: null,
    base: { etag: 'W/"r1.x"', stored: true, saved: layout },
  };
}

describe('the editor state', () => {
  it('makes one undo step per action and keeps the selection it is given', () => {
    const s0 = start();
    const s1 = editorReducer(s0, {
      type: 'apply',
      op: (l) => deleteWidget(l, 'Card-3'),
      label: 'delete',
      select: null,
    });
    expect(s1.history.past).toHaveLength(1);
    expect(s1.history.present).not.toBe(s0.history.present);
    const s2 = editorReducer(s1, { type: 'undo' });
    expect(s2.history.present).toBe(s0.history.present);
    const s3 = editorReducer(s2, { type: 'redo' });
    expect(s3.history.present).toBe(s1.history.present);
  });

  it('merges typing in one field into one step', () => {
    const s0 = start();
    let s = s0;
    for (const text of ['H', 'He', 'Hel']) {
      s = editorReducer(s, {
        type: 'apply',
        op: (l) => updateParams(l, 'Heading-0', (p) => ({ ...p, text: { uz: text } })),
        label: 'edit',
        coalesceKey: 'params:Heading-0:text',
      });
    }
    expect(s.history.past).toHaveLength(1);
    expect(editorReducer(s, { type: 'undo' }).history.present).toBe(s0.history.present);
  });

  it('returns the same state for an action that changes nothing (undo with no past, a move at the end)', () => {
    const s0 = start();
    expect(editorReducer(s0, { type: 'undo' })).toBe(s0);
    expect(editorReducer(s0, { type: 'redo' })).toBe(s0);
    expect(editorReducer(s0, { type: 'apply', op: (l) => moveDown(l, 'no-such-id'), label: 'move' })).toBe(
      s0,
    );
  });

  it('a load keeps the history (undoable) when asked, and a rebase moves only the saved version', () => {
    const s0 = start();
    const other = generatePage(5, { state: 'app.sitemap' }).layout;
    const loaded = editorReducer(s0, {
      type: 'reset',
      layout: other,
      base: { ...s0.base, etag: 'W/"r2.w"' },
      keepHistory: true,
    });
    expect(loaded.history.present).toBe(other);
    expect(editorReducer(loaded, { type: 'undo' }).history.present).toBe(s0.history.present);
    const rebased = editorReducer(loaded, {
      type: 'rebase',
      base: { etag: 'W/"r3.w"', stored: true, saved: other },
    });
    expect(rebased.history).toBe(loaded.history);
    expect(rebased.base.saved).toBe(other);
  });
});
