import type { PlacedComponent } from '@core/schemas/layout';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { WidgetSlot } from '@widgets/slot';
import {
  createContext,
  type MouseEvent,
  memo,
  useCallback,
  useContext,
  useLayoutEffect,
  useRef,
} from 'react';
import type { EditorT } from './i18n';

export interface FrameCommands {
  select: (id: string | null) => void;
  moveUp: (id: string) => void;
  moveDown: (id: string) => void;
  moveTo: (id: string, region: string) => void;
  duplicate: (id: string) => void;
  copy: (id: string) => void;
  remove: (id: string) => void;
}

/** A frame's words, the same for every widget of a kind (Canvas makes them once per name). */
export interface FrameLabels {
  /** The widget's title in the interface language. */
  name: string;
  /** The drag handle's label. */
  drag: string;
  /** The edit/view toggle's label. */
  edit: string;
}

interface FrameProps {
  placed: PlacedComponent;
  labels: FrameLabels;
  region: string;
  /** First or last in its region (move up or down cannot go further). Not the index: a delete or an
   * insertion then re-renders the frames at the ends only, not every one after it. */
  first: boolean;
  last: boolean;
  selected: boolean;
  /** The other regions of the template, with their names, for "move to". */
  otherRegions: readonly (readonly [string, string])[];
  /** Why the server or the editor's check refuses this widget, if it does. */
  problem: string | undefined;
  commands: FrameCommands;
  t: EditorT;
}

/**
 * Whether the frames' drag handles are wired to dnd-kit. The editor renders its canvas first
 * without them (a sortable per frame, its registration and the dnd-kit context's answer to 300
 * registrations were a fifth of the canvas's first render) and wires them in a background render
 * right after that first commit (Editor.tsx); anything else that renders frames gets them at once.
 */
export const DndWired = createContext(true);

/**
 * One placed widget in the layout view: a bar with the drag handle (pointer and keyboard, dnd-kit),
 * the edit/view toggle (spec §6) and, once selected, the single-pointer actions (move up, down, to
 * another region; duplicate, copy, delete: WCAG 2.2 2.5.7); below it the widget itself, live, but
 * inert: a click selects it instead of following its links. Memoized: an edit re-renders only the
 * frame whose widget changed. dnd-kit's sortable lives in the handle (`SortableHandle`), which
 * moves this frame's element itself: dnd-kit renders every sortable of a list again when the
 * list changes (a delete, an insertion) and on each step of a drag, and that renders a handle, not
 * the frame and its widget.
 */
export const Frame = memo(function Frame({
  placed,
  labels,
  region,
  first,
  last,
  selected,
  otherRegions,
  problem,
  commands,
  t,
}: FrameProps) {
  const { id } = placed;
  const onBodyClick = (event: MouseEvent) => {
    event.preventDefault();
    commands.select(id);
  };
  return (
    <div
      className="editor-frame"
      data-frame-id={id}
      data-selected={selected ? '' : undefined}
      data-invalid={problem ? '' : undefined}
    >
      <div className="editor-frame__bar">
        <Handle id={id} region={region} labels={labels} />
        <span className="editor-frame__name">{labels.name}</span>
        <button
          type="button"
          className="editor-frame__toggle"
          aria-pressed={selected}
          onClick={() => commands.select(selected ? null : id)}
          aria-label={labels.edit}
        >
          {selected ? '✎' : '⚙'}
        </button>
      </div>
      {selected && (
        <div
          className="editor-frame__actions"
          role="toolbar"
          aria-label={t('frame.actions', { name: labels.name })}
        >
          <button type="button" onClick={() => commands.moveUp(id)} disabled={first}>
            {t('frame.moveUp')}
          </button>
          <button type="button" onClick={() => commands.moveDown(id)} disabled={last}>
            {t('frame.moveDown')}
          </button>
          {otherRegions.map(([r, label]) => (
            <button
              key={r}
              type="button"
              onClick={() => commands.moveTo(id, r)}
              aria-label={`${t('frame.moveTo')}: ${label}`}
            >
              → {label}
            </button>
          ))}
          <button type="button" onClick={() => commands.duplicate(id)}>
            {t('frame.duplicate')}
          </button>
          <button type="button" onClick={() => commands.copy(id)}>
            {t('frame.copy')}
          </button>
          <button
            type="button"
            className="editor-frame__delete"
            data-action="delete"
            onClick={() => commands.remove(id)}
          >
            {t('frame.delete')}
          </button>
        </div>
      )}
      {problem && (
        <p className="editor-frame__problem" role="alert">
          {t('frame.invalid', { reason: problem })}
        </p>
      )}
      {/* biome-ignore lint/a11y/useKeyWithClickEvents lint/a11y/noStaticElementInteractions: the edit toggle above is the keyboard's way to select; this is the pointer's */}
      <div className="editor-frame__body" onClick={onBodyClick}>
        <div inert>
          <WidgetSlot placed={placed} />
        </div>
      </div>
    </div>
  );
});

interface HandleProps {
  id: string;
  region: string;
  labels: FrameLabels;
}

const GRIP = <span aria-hidden="true">⠿</span>;

/** The drag handle: a plain button until the frames are wired (`DndWired`), then dnd-kit's. */
function Handle(props: HandleProps) {
  if (!useContext(DndWired))
    return (
      <button type="button" className="editor-frame__handle" aria-label={props.labels.drag}>
        {GRIP}
      </button>
    );
  return <SortableHandle {...props} />;
}

/**
 * A frame's sortable: the handle activates it (pointer and keyboard sensors, with its attributes),
 * the frame's element (the handle's own `.editor-frame`) is its node, and the drag's transform,
 * transition and state are written on that element here, before paint (the frame itself renders
 * none of them, so React leaves them). The element is looked up from the handle: a parent's ref is
 * attached after its children's layout effects, so a frame mounting with its handle wired (a
 * widget added, a template changed) would give the sortable no node to measure.
 */
function SortableHandle({ id, region, labels }: HandleProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, data: { region, name: labels.name } });
  const handle = useRef<HTMLButtonElement | null>(null);
  const frame = useRef<HTMLElement | null>(null);
  const setHandle = useCallback(
    (element: HTMLButtonElement | null) => {
      handle.current = element;
      setActivatorNodeRef(element);
    },
    [setActivatorNodeRef],
  );
  useLayoutEffect(() => {
    frame.current = handle.current?.closest<HTMLElement>('.editor-frame') ?? null;
    setNodeRef(frame.current);
    return () => setNodeRef(null);
  }, [setNodeRef]);
  useLayoutEffect(() => {
    const element = frame.current;
    if (!element) return;
    element.style.transform = CSS.Translate.toString(transform) ?? '';
    element.style.transition = transition ?? '';
    if (isDragging) element.dataset.dragging = '';
    else delete element.dataset.dragging;
  });
  return (
    <button
      type="button"
      ref={setHandle}
      className="editor-frame__handle"
      {...attributes}
      {...listeners}
      aria-label={labels.drag}
    >
      {GRIP}
    </button>
  );
}
