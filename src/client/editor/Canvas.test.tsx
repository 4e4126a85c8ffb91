import type { PlacedComponent, StateLayout } from '@core/schemas/layout';
import { DndContext, useDndContext, useDroppable } from '@dnd-kit/core';
import { act, render, screen } from '@testing-library/react';
import { lazy, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { Canvas } from './Canvas';
import type { FrameCommands } from './Frame';
import type { EditorT } from './i18n';
import { deleteWidget, duplicateWidget, updateParams } from './model/ops';

// A widget that counts its renders, by id.
const renders = vi.hoisted(() => new Map<string, number>());
// Each frame's sortable as it renders: its index, and whether the deleted frame was still on screen.
const sortables = vi.hoisted(() => [] as { id: string; index: number; deletedOnScreen: boolean }[]);
const deleted = vi.hoisted(() => ({ id: '' }));
vi.mock('@dnd-kit/sortable', async (importOriginal) => {
  const real = await importOriginal<typeof import('@dnd-kit/sortable')>();
  return {
    ...real,
    useSortable: (args: Parameters<typeof real.useSortable>[0]) => {
      const sortable = real.useSortable(args);
      sortables.push({
        id: String(args.id),
        index: sortable.index,
        deletedOnScreen: document.querySelector(`[data-frame-id="${deleted.id}"]`) !== null,
      });
      return sortable;
    },
  };
});
vi.mock('@widgets/components', async (importOriginal) => {
  const real = await importOriginal<typeof import('@widgets/components')>();
  const Counted = ({ id, params }: { id: string; params: { text?: string } }) => {
    renders.set(id, (renders.get(id) ?? 0) + 1);
    return <p>{params.text ?? id}</p>;
  };
  return { ...real, COMPONENTS: { ...real.COMPONENTS, counted: lazy(async () => ({ default: Counted })) } };
});

const N = 60;
const widget = (i: number): PlacedComponent => ({
  id: `w${i}`,
  component: 'counted',
  version: 1,
  container: 'main',
  params: { text: `widget ${i}` },
});
const page: StateLayout = {
  title: { uz: 'Синов' },
  state: 'app.sitemap',
  order: 999,
  layout: {
    component: 'stateLayout',
    params: { layout: 'one-column', components: Array.from({ length: N }, (_, i) => widget(i)) },
  },
  is_new: false,
  regeneration: false,
};

const t: EditorT = (key) => key;
const noop = () => {};
const commands: FrameCommands = {
  select: noop,
  moveUp: noop,
  moveDown: noop,
  moveTo: noop,
  duplicate: noop,
  copy: noop,
  remove: noop,
};
const props = {
  selected: null,
  problems: new Map<string, string>(),
  nameOf: (c: string) => c,
  regionName: (r: string) => r,
  commands,
  t,
};
/** The editor's place for the canvas: the layout in state, as the editor's history holds it. */
let setLayout: (layout: StateLayout) => void = () => {};
function Harness() {
  const [layout, set] = useState(page);
  setLayout = set;
  return (
    <DndContext>
      <Canvas layout={layout} {...props} />
    </DndContext>
  );
}

describe('Canvas', () => {
  it('renders only what changed: an edit renders its widget, a delete renders none', async () => {
    const { container } = renderWithRuntime(<Harness />);
    await screen.findByText(`widget ${N - 1}`);
    const before = new Map(renders);

    // A keystroke in one widget's settings.
    const edited = updateParams(page, 'w30', { text: 'widget 30!' });
    act(() => setLayout(edited));
    expect(screen.getByText('widget 30!')).toBeTruthy();
    expect(renders.get('w30')).toBe((before.get('w30') ?? 0) + 1);
    const changed = [...renders].filter(([id, n]) => id !== 'w30' && n !== before.get(id));
    expect(changed).toEqual([]);

    // A delete: the frame goes, no other widget renders again (dnd-kit renders every sortable,
    // the frames' content is memoized).
    const afterEdit = new Map(renders);
    act(() => setLayout(deleteWidget(edited, 'w10')));
    expect(container.querySelector('[data-frame-id="w10"]')).toBeNull();
    expect(container.querySelectorAll('.editor-frame')).toHaveLength(N - 1);
    for (let i = 0; i < N; i++) if (i !== 10) expect(renders.get(`w${i}`)).toBe(afterEdit.get(`w${i}`));
  });

  it('shows a delete before the other frames’ sortables learn their new indexes, in a background render', async () => {
    const { container } = renderWithRuntime(<Harness />);
    await screen.findByText(`widget ${N - 1}`);
    sortables.length = 0;
    deleted.id = 'w10';
    act(() => setLayout(deleteWidget(page, 'w10')));
    expect(container.querySelector('[data-frame-id="w10"]')).toBeNull();
    // Every frame after it renders again (its index is one less), but only once it is gone.
    const after = sortables.filter((s) => s.id === 'w11');
    expect(after.length).toBeGreaterThan(0);
    expect(after.at(-1)?.index).toBe(10);
    expect(sortables.filter((s) => s.deletedOnScreen)).toEqual([]);
  });
});

describe('Frame', () => {
  it('gives each sortable its frame as the node dnd-kit measures, for a frame added later too', async () => {
    const seen: { current: ReturnType<typeof useDndContext> | null } = { current: null };
    function Probe() {
      seen.current = useDndContext();
      return null;
    }
    let set: (layout: StateLayout) => void = () => {};
    function WithProbe() {
      const [layout, setState] = useState(page);
      set = setState;
      return (
        <DndContext>
          <Probe />
          <Canvas layout={layout} {...props} />
        </DndContext>
      );
    }
    const { container } = renderWithRuntime(<WithProbe />);
    await screen.findByText(`widget ${N - 1}`);
    // A frame that mounts with its handle wired (a widget added, a template changed).
    act(() => set(duplicateWidget(page, 'w0', () => 'w0-copy')));
    await screen.findAllByText('widget 0');
    const nodeOf = (id: string) => seen.current?.droppableContainers.get(id)?.node.current;
    for (const id of ['w0', 'w0-copy', `w${N - 1}`]) {
      const frame = container.querySelector(`.editor-frame[data-frame-id="${id}"]`);
      expect(frame, id).not.toBeNull();
      expect(nodeOf(id), id).toBe(frame);
    }
  });
});

describe('@dnd-kit/core as patched (patches/, decision 020)', () => {
  it('copies its droppables’ map once per render, not once per droppable: n sortables cost n, not n²', () => {
    const N = 200;
    function Zone({ id }: { id: string }) {
      const { setNodeRef } = useDroppable({ id });
      return <div ref={setNodeRef} />;
    }
    const seen: { current: Map<string, unknown> | null } = { current: null };
    function Probe() {
      seen.current = useDndContext().droppableContainers as Map<string, unknown>;
      return null;
    }
    const Zones = ({ n }: { n: number }) => (
      <DndContext>
        <Probe />
        {Array.from({ length: n }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed zones
          <Zone key={i} id={`z${i}`} />
        ))}
      </DndContext>
    );
    // Map.prototype.set, which a copy calls once per entry it copies.
    const set = vi.spyOn(Map.prototype, 'set');
    const { rerender } = render(<Zones n={N} />);
    const mounted = set.mock.calls.length;
    act(() => rerender(<Zones n={N / 2} />));
    set.mockRestore();
    expect(seen.current?.size).toBe(N / 2);
    // A copy per registration would be N·(N+1)/2 = 20,100 sets.
    expect(mounted).toBeLessThan(3 * N);
  });
});
