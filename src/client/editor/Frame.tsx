import type { PlacedComponent } from '@core/schemas/layout';
import type { DraggableAttributes, DraggableSyntheticListeners } from '@dnd-kit/core';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { WidgetSlot } from '@widgets/slot';
import { type MouseEvent, memo } from 'react';
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
 * One placed widget in the layout view: a bar with the drag handle (pointer and keyboard, dnd-kit),
 * the edit/view toggle (spec §6) and, once selected, the single-pointer actions (move up, down, to
 * another region; duplicate, copy, delete: WCAG 2.2 2.5.7); below it the widget itself, live, but
 * inert: a click selects it instead of following its links. Memoized: an edit re-renders only the
 * frame whose widget changed.
 */
export const Frame = memo(function Frame(props: FrameProps) {
  const { placed, labels, region, selected, problem } = props;
  const { id } = placed;
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, data: { region, name: labels.name } });
  const style = { transform: CSS.Translate.toString(transform), transition };
  // dnd-kit renders every sortable of a list again when its items change (a delete, an insertion);
  // only this shell does: the bar, the actions and the widget below are memoized on their own props.
  return (
    <div
      ref={setNodeRef}
      style={style}
      className="editor-frame"
      data-frame-id={id}
      data-selected={selected ? '' : undefined}
      data-dragging={isDragging ? '' : undefined}
      data-invalid={problem ? '' : undefined}
    >
      <FrameContent
        {...props}
        handleRef={setActivatorNodeRef}
        handleAttributes={attributes}
        handleListeners={listeners}
      />
    </div>
  );
});

interface ContentProps extends FrameProps {
  handleRef: (element: HTMLElement | null) => void;
  handleAttributes: DraggableAttributes;
  handleListeners: DraggableSyntheticListeners;
}

const FrameContent = memo(function FrameContent({
  placed,
  labels,
  first,
  last,
  selected,
  otherRegions,
  problem,
  commands,
  t,
  handleRef,
  handleAttributes,
  handleListeners,
}: ContentProps) {
  const { id } = placed;
  const onBodyClick = (event: MouseEvent) => {
    event.preventDefault();
    commands.select(id);
  };
  return (
    <>
      <div className="editor-frame__bar">
        <button
          type="button"
          ref={handleRef}
          className="editor-frame__handle"
          {...handleAttributes}
          {...handleListeners}
          aria-label={labels.drag}
        >
          <span aria-hidden="true">⠿</span>
        </button>
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
    </>
  );
});
