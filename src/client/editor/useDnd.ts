import type { StateLayout } from '@core/schemas/layout';
import {
  type Announcements,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import type { RefObject } from 'react';
import { regionOfDropId } from './Canvas';
import type { EditorT } from './i18n';
import { indexIn, regionOf, widgetsIn } from './model/layout';
import { moveWidget } from './model/ops';
import { widgetOfDragId } from './Palette';

// Module constants: a new options object per render would make new sensors, so a new dnd-kit
// context, and every frame on the page would render again on each keystroke.
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

interface DndOptions {
  /** The latest layout (a ref: the callbacks read it when they run). */
  current: RefObject<StateLayout>;
  t: EditorT;
  regionName: (region: string) => string;
  nameOfId: (id: string) => string;
  /** Adds a palette entry's widget to a region (at an index). */
  add: (component: string, region: string, index?: number) => void;
  /** Runs an operation as one user action, with its undo label. */
  run: (op: (l: StateLayout) => StateLayout, label: string) => boolean;
}

/**
 * Drag and drop in the editor: a frame onto a frame or a region moves it; a palette entry likewise
 * adds a widget. Pointer and keyboard sensors, and what a screen reader is told at each step.
 */
export function useEditorDnd({ current, t, regionName, nameOfId, add, run }: DndOptions) {
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const targetOf = (overId: string): { container: string; index?: number } | null => {
    const l = current.current;
    const region = regionOfDropId(overId);
    if (region) return { container: region };
    const container = regionOf(l, overId);
    return container ? { container, index: indexIn(l, overId) } : null;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const target = targetOf(String(over.id));
    if (!target) return;
    const component = widgetOfDragId(String(active.id));
    if (component) {
      add(component, target.container, target.index);
      return;
    }
    const id = String(active.id);
    if (id === over.id) return;
    run((l) => moveWidget(l, id, target), t('action.move', { name: nameOfId(id) }));
  };
  const placeOf = (id: string) => {
    const l = current.current;
    const region = regionOfDropId(id);
    if (region)
      return {
        region: regionName(region),
        index: widgetsIn(l, region).length + 1,
        count: widgetsIn(l, region).length + 1,
      };
    const r = regionOf(l, id) ?? '';
    return { region: regionName(r), index: indexIn(l, id) + 1, count: widgetsIn(l, r).length };
  };
  const dragName = (data: unknown, id: string) =>
    (data as { name?: string } | undefined)?.name ?? nameOfId(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const name = dragName(active.data.current, String(active.id));
      if (widgetOfDragId(String(active.id)))
        return t('announce.overPalette', { name, region: '' }).replace(/\s+\.$/, '.');
      return t('announce.pickUp', { name, ...placeOf(String(active.id)) });
    },
    onDragOver: ({ active, over }) =>
      over
        ? t('announce.over', {
            name: dragName(active.data.current, String(active.id)),
            ...placeOf(String(over.id)),
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('announce.drop', {
            name: dragName(active.data.current, String(active.id)),
            ...placeOf(String(over.id)),
          })
        : t('announce.cancel', { name: dragName(active.data.current, String(active.id)) }),
    onDragCancel: ({ active }) =>
      t('announce.cancel', { name: dragName(active.data.current, String(active.id)) }),
  };
  return { sensors, onDragEnd, announcements };
}
