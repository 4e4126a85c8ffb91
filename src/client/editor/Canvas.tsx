import type { PlacedComponent, StateLayout } from '@core/schemas/layout';
import { useDndContext, useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { memo, type ReactNode, useDeferredValue, useEffect, useMemo, useRef } from 'react';
import { Frame, type FrameCommands, type FrameLabels } from './Frame';
import type { EditorT } from './i18n';
import { regionsOf, templateOf, widgetsIn } from './model/layout';

/** The id of a region's drop zone (dnd-kit ids of frames are the widget ids). */
export const regionDropId = (region: string) => `region:${region}`;
export const regionOfDropId = (id: string) => (id.startsWith('region:') ? id.slice(7) : null);

interface CanvasProps {
  layout: StateLayout;
  selected: string | null;
  problems: ReadonlyMap<string, string>;
  nameOf: (component: string) => string;
  regionName: (region: string) => string;
  commands: FrameCommands;
  t: EditorT;
}

/**
 * The layout view of the editor: the page template with each region a sortable list of framed,
 * live widgets (spec §4 "layout"). The DndContext around it is the editor's (the palette drags
 * into it too).
 */
export function Canvas({ layout, selected, problems, nameOf, regionName, commands, t }: CanvasProps) {
  const regions = regionsOf(layout);
  const template = templateOf(layout);
  // A frame's labels depend on its widget's name only: made once per name, not twice per frame.
  const labelsOf = useMemo(() => {
    const made = new Map<string, FrameLabels>();
    return (component: string) => {
      let labels = made.get(component);
      if (!labels) {
        const name = nameOf(component);
        labels = { name, drag: t('frame.drag', { name }), edit: t('frame.edit', { name }) };
        made.set(component, labels);
      }
      return labels;
    };
  }, [nameOf, t]);
  return (
    <div className={`layout layout--${template} editor-canvas`} data-editor-canvas="">
      {regions.map((region) => (
        <Region
          key={region}
          region={region}
          items={widgetsIn(layout, region)}
          regions={regions}
          selected={selected}
          problems={problems}
          labelsOf={labelsOf}
          regionName={regionName}
          commands={commands}
          t={t}
        />
      ))}
    </div>
  );
}

interface RegionProps extends Omit<CanvasProps, 'layout' | 'nameOf'> {
  labelsOf: (component: string) => FrameLabels;
  region: string;
  items: readonly PlacedComponent[];
  regions: readonly string[];
}

/** The ids of a region, the same array while they are the same ids (SortableContext re-renders on a new one). */
function useStableIds(items: readonly PlacedComponent[]): string[] {
  const ref = useRef<string[]>([]);
  const ids = items.map((c) => c.id);
  const prev = ref.current;
  if (ids.length !== prev.length || ids.some((id, i) => id !== prev[i])) ref.current = ids;
  return ref.current;
}

const Region = memo(function Region({
  region,
  items,
  regions,
  selected,
  problems,
  labelsOf,
  regionName,
  commands,
  t,
}: RegionProps) {
  const ids = useStableIds(items);
  const { setNodeRef, isOver } = useDroppable({ id: regionDropId(region), data: { region } });
  const label = regionName(region);
  const others = useMemo(
    () => regions.filter((r) => r !== region).map((r) => [r, regionName(r)] as const),
    [regions, region, regionName],
  );
  return (
    <section
      ref={setNodeRef}
      className={`layout__${region} editor-region`}
      data-region={region}
      data-over={isOver ? '' : undefined}
      aria-label={t('region.label', { name: label })}
    >
      <h2 className="editor-region__title">{label}</h2>
      <RegionSortable id={region} ids={ids}>
        {items.map((placed, index) => (
          <Frame
            key={placed.id}
            placed={placed}
            labels={labelsOf(placed.component)}
            region={region}
            first={index === 0}
            last={index === items.length - 1}
            selected={selected === placed.id}
            otherRegions={others}
            problem={problems.get(placed.id)}
            commands={commands}
            t={t}
          />
        ))}
      </RegionSortable>
      {items.length === 0 && <p className="editor-region__empty">{t('region.empty')}</p>}
    </section>
  );
});

/**
 * A region's sortable list, told its ids in the background outside a drag. dnd-kit renders every
 * sortable of a list again when the list's ids change (each frame's index): after a delete, a
 * duplicate or a paste, that was most of the 50–100 ms before the page of 300–1000 widgets showed
 * the change. The frames are keyed and memoized, so the canvas shows the change at once; the
 * sortables learn their new indexes in a background render React slices (a transition: no long
 * task). While a widget is dragged, and in the render that drops it, the ids are current: the
 * drop's layout animation compares the indexes.
 */
function RegionSortable({ id, ids, children }: { id: string; ids: string[]; children: ReactNode }) {
  const { active } = useDndContext();
  const deferred = useDeferredValue(ids);
  const dragged = useRef(false);
  const dragging = active !== null || dragged.current;
  useEffect(() => {
    dragged.current = active !== null;
  });
  return (
    <SortableContext id={id} items={dragging ? ids : deferred} strategy={verticalListSortingStrategy}>
      {children}
    </SortableContext>
  );
}
