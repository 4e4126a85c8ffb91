import type { StateLayout } from '@core/schemas/layout';
import { describe, expect, it } from 'vitest';
import { generatePage } from './generate';
import {
  canRedo,
  canUndo,
  commit,
  createHistory,
  type History,
  paramsKey,
  redo,
  redoLabel,
  resetHistory,
  undo,
  undoLabel,
} from './history';
import { deleteWidget, moveUp, updateParams } from './ops';
import { samplePage } from './testing';

describe('history', () => {
  it('undoes and redoes steps in order, with their labels', () => {
    let h = createHistory('s0');
    expect(canUndo(h)).toBe(false);
    expect(canRedo(h)).toBe(false);
    h = commit(h, 's1', { label: 'one', now: 0 });
    h = commit(h, 's2', { label: 'two', now: 10 });
    h = commit(h, 's3', { label: 'three', now: 20 });
    expect(undoLabel(h)).toBe('three');
    h = undo(h);
    expect(h.present).toBe('s2');
    expect(redoLabel(h)).toBe('three');
    h = undo(h);
    h = undo(h);
    expect(h.present).toBe('s0');
    expect(canUndo(h)).toBe(false);
    expect(undo(h)).toBe(h);
    h = redo(h);
    expect(h.present).toBe('s1');
    expect(undoLabel(h)).toBe('one');
    h = redo(h);
    h = redo(h);
    expect(h.present).toBe('s3');
    expect(canRedo(h)).toBe(false);
    expect(redo(h)).toBe(h);
  });

  it('a new commit clears the redo steps; committing the present changes nothing', () => {
    let h = createHistory('s0');
    h = commit(h, 's1', { label: 'one', now: 0 });
    h = commit(h, 's2', { label: 'two', now: 10 });
    h = undo(h);
    expect(canRedo(h)).toBe(true);
    h = commit(h, 'b2', { label: 'other', now: 20 });
    expect(canRedo(h)).toBe(false);
    expect(h.past.map((s) => s.state)).toEqual(['s0', 's1']);
    expect(commit(h, 'b2', { label: 'same', now: 30 })).toBe(h);
  });

  it('merges typing in one field within the window into one step', () => {
    let h = createHistory('');
    const key = paramsKey('title-1', 'text.uz');
    expect(key).toBe('params:title-1:text.uz');
    let text = '';
    for (let i = 0; i < 10; i++) {
      text += 'a';
      h = commit(h, text, { label: 'type', coalesceKey: key, now: 1000 + i * 300 });
    }
    expect(h.past).toHaveLength(1);
    expect(h.present).toBe('aaaaaaaaaa');
    // A pause longer than the window starts a new step.
    h = commit(h, `${text}b`, { label: 'type', coalesceKey: key, now: 1000 + 9 * 300 + 1001 });
    expect(h.past).toHaveLength(2);
    // Another field, or an action without a key, is its own step.
    h = commit(h, 'x', { label: 'type', coalesceKey: paramsKey('title-1', 'level'), now: 5000 });
    h = commit(h, 'y', { label: 'move', now: 5001 });
    h = commit(h, 'z', { label: 'move', now: 5002 });
    expect(h.past).toHaveLength(5);
    h = undo(undo(undo(undo(h))));
    expect(h.present).toBe('aaaaaaaaaa');
    h = undo(h);
    expect(h.present).toBe('');
  });

  it('does not merge into a step after an undo', () => {
    let h = createHistory('');
    const key = paramsKey('a', 'text');
    h = commit(h, 'a', { label: 'type', coalesceKey: key, now: 0 });
    h = commit(h, 'ab', { label: 'type', coalesceKey: key, now: 100 });
    h = undo(h);
    h = commit(h, 'c', { label: 'type', coalesceKey: key, now: 200 });
    expect(h.past.map((s) => s.state)).toEqual(['']);
    h = commit(h, 'cd', { label: 'type', coalesceKey: key, now: 300 });
    expect(h.past).toHaveLength(1);
    expect(h.present).toBe('cd');
  });

  it('keeps the last 100 steps by default, and a custom limit', () => {
    let h: History<number> = createHistory(0);
    for (let i = 1; i <= 150; i++) h = commit(h, i, { label: `step ${i}`, now: i });
    expect(h.past).toHaveLength(100);
    let undos = 0;
    while (canUndo(h)) {
      h = undo(h);
      undos++;
    }
    expect(undos).toBe(100);
    expect(h.present).toBe(50);
    let redos = 0;
    while (canRedo(h)) {
      h = redo(h);
      redos++;
    }
    expect(redos).toBe(100);
    expect(h.present).toBe(150);

    let small = createHistory(0, { limit: 3 });
    for (let i = 1; i <= 5; i++) small = commit(small, i, { label: String(i), now: i });
    expect(small.past.map((s) => s.state)).toEqual([2, 3, 4]);
    expect(resetHistory(small, 9)).toMatchObject({ past: [], present: 9, future: [], limit: 3 });
  });

  it('works with layouts: undo brings back the very same objects', () => {
    const page = samplePage();
    let h = createHistory<StateLayout>(page);
    h = commit(h, moveUp(page, 'c'), { label: 'move', now: 0 });
    h = commit(h, deleteWidget(h.present, 'a'), { label: 'delete', now: 1 });
    h = undo(undo(h));
    expect(h.present).toBe(page);
  });

  it('memory stays flat: 100 edits of one widget on a 1000-widget page share every other widget', () => {
    const { layout, meta } = generatePage(1000);
    const target = meta.editTargetId as string;
    let h = createHistory<StateLayout>(layout);
    for (let i = 0; i < 100; i++) {
      h = commit(
        h,
        updateParams(h.present, target, (p) => ({ ...p, text: { uz: `Heading ${i}` } })),
        { label: 'type', now: i * 2000 }, // no coalescing: 100 separate steps
      );
    }
    expect(h.past).toHaveLength(100);
    const states = [...h.past.map((s) => s.state), h.present];
    const initial = layout.layout.params.components;
    let shared = 0;
    for (const state of states) {
      expect(state.title).toBe(layout.title);
      const components = state.layout.params.components;
      expect(components).toHaveLength(1000);
      for (let i = 0; i < 1000; i++) {
        const c = components[i];
        if (c?.id !== target && c === initial[i]) shared++;
      }
    }
    expect(shared).toBe(999 * 101);
    // Each step adds one component object and its params, nothing more: the targets differ.
    const targets = new Set(states.map((s) => s.layout.params.components.find((c) => c.id === target)));
    expect(targets.size).toBe(101);
  });
});
