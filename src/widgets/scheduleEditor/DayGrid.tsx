/*
 * The schedule editor's day grid: the day's entries on a 24-hour scale, moved by pointer or arrow
 * keys and resized by their bottom handle or Shift+arrows, each opening the entry form.
 */
import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { type EditEntry, entryEnds } from '@core/schedule-edit';
import { formatHHmm } from '@core/time';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { type DayScale, dayScale, minutes, moveEntry, resizeEntry } from './moves';

/** Pixels per minute of the day grid (24 h = 1440 px, more where short entries are). */
const PER_MINUTE = 1;
/**
 * The least height of an entry, px: its buttons (less the border) stay 24 px targets, WCAG 2.2
 * AA (2.5.8), and a line of time and title fits.
 */
const MIN_ENTRY = 28;
/** The step of moving and resizing, by keyboard and pointer. */
const STEP = 5;
const HOURS = Array.from({ length: 24 }, (_, h) => h);

/**
 * The grid of `items` on `date`. A keyboard move or deletion goes to `onChange` with the words to
 * announce; a pointer drag to `onDrag`, one step at a time, from the items as they are then.
 */
export function DayGrid({
  items,
  date,
  lang,
  helpId,
  onChange,
  onDrag,
  onEdit,
}: {
  items: EditEntry[];
  date: string;
  lang: Lang;
  /** The id of the keys' help the entries are described by. */
  helpId: string;
  onChange: (next: EditEntry[], announce?: string) => void;
  onDrag: (update: (current: EditEntry[]) => EditEntry[]) => void;
  onEdit: (index: number, entry: EditEntry) => void;
}) {
  const t = useT('scheduleEditor');
  const drag = useRef<{
    index: number;
    mode: 'move' | 'resize';
    /** The minute under the pointer when it went down, on the scale of that moment. */
    at: number;
    scale: DayScale;
    start: number;
    end: number;
  } | null>(null);
  const entryRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const gridRef = useRef<HTMLDivElement | null>(null);

  const ends = entryEnds(items);
  const scale = dayScale(items, ends, PER_MINUTE, MIN_ENTRY);
  /** The pointer's height in the grid, px (the grid scrolls with its box). */
  const pointerY = (event: PointerEvent<HTMLElement>) =>
    event.clientY - (gridRef.current?.getBoundingClientRect().top ?? 0);
  const titleOf = (e: EditEntry) => pickText(e.title, lang) || e.time;

  const onKey = (index: number) => (event: KeyboardEvent<HTMLButtonElement>) => {
    const entry = items[index];
    if (!entry) return;
    const delta = event.key === 'ArrowUp' ? -STEP : event.key === 'ArrowDown' ? STEP : 0;
    if (delta) {
      event.preventDefault();
      if (event.shiftKey) {
        const next = resizeEntry(items, index, (ends[index] ?? 0) + delta);
        const end = entryEnds(next)[index] ?? 0;
        onChange(next, t('ed.endsAt', { title: titleOf(entry), time: formatHHmm(end) }));
      } else {
        const next = moveEntry(items, index, minutes(entry) + delta);
        onChange(next, t('ed.startsAt', { title: titleOf(entry), time: next[index]?.time ?? '' }));
      }
    } else if (event.key === 'Delete') {
      event.preventDefault();
      onChange(
        items.filter((_, i) => i !== index),
        t('ed.deleted', { title: titleOf(entry) }),
      );
    }
  };

  const onPointerDown = (index: number, mode: 'move' | 'resize') => (event: PointerEvent<HTMLElement>) => {
    const entry = items[index];
    if (!entry || event.button !== 0) return;
    event.stopPropagation();
    (event.currentTarget as HTMLElement).setPointerCapture?.(event.pointerId);
    drag.current = {
      index,
      mode,
      at: scale.time(pointerY(event)),
      // A drag reads the scale it started on: the one drawn moves with the entries.
      scale,
      start: minutes(entry),
      end: ends[index] ?? 0,
    };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const delta = Math.round((d.scale.time(pointerY(event)) - d.at) / STEP) * STEP;
    if (delta === 0) return;
    onDrag((current) =>
      d.mode === 'move'
        ? moveEntry(current, d.index, d.start + delta)
        : resizeEntry(current, d.index, d.end + delta),
    );
  };
  const onPointerUp = () => {
    drag.current = null;
  };

  return (
    <section className="w-sched-ed__scroll" aria-label={t('ed.grid', { date })}>
      <div
        ref={gridRef}
        className="w-sched-ed__grid"
        style={{ blockSize: `${scale.total}px` }}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {HOURS.map((h) => (
          <div
            key={h}
            className="w-sched-ed__hour"
            style={{ insetBlockStart: `${scale.y(h * 60)}px` }}
            aria-hidden="true"
          >
            <span className="w-sched-ed__hour-label">{formatHHmm(h * 60)}</span>
          </div>
        ))}
        <ol className="w-sched-ed__entries">
          {items.map((entry, index) => {
            const start = minutes(entry);
            const end = ends[index] ?? start;
            return (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: moves are clamped between the neighbours, so an entry keeps its index while it moves (and the keyboard focus stays on it)
                key={index}
                className="w-sched-ed__entry"
                style={{
                  insetBlockStart: `${scale.y(start)}px`,
                  blockSize: `${Math.max(scale.y(end) - scale.y(start), MIN_ENTRY)}px`,
                }}
              >
                <button
                  ref={(el) => {
                    entryRefs.current[index] = el;
                  }}
                  type="button"
                  className="w-sched-ed__entry-body"
                  aria-describedby={helpId}
                  onKeyDown={onKey(index)}
                  onPointerDown={onPointerDown(index, 'move')}
                  onDoubleClick={() => onEdit(index, entry)}
                  onClick={(event) => {
                    if (event.detail === 0) onEdit(index, entry);
                  }}
                >
                  <span className="w-sched-ed__time">
                    {entry.time}–{formatHHmm(end)}
                  </span>{' '}
                  <span className="w-sched-ed__title">{titleOf(entry)}</span>
                  {entry.rating && <span className="w-sched-ed__badge">{entry.rating}</span>}
                  {entry.is_online && <span className="w-sched-ed__badge">{t('ed.online')}</span>}
                </button>
                <button
                  type="button"
                  className="w-sched-ed__edit"
                  onClick={() => onEdit(index, entry)}
                  aria-label={t('ed.editEntry', { time: entry.time, title: titleOf(entry) })}
                >
                  {t('ed.edit')}
                </button>
                <span
                  className="w-sched-ed__handle"
                  aria-hidden="true"
                  onPointerDown={onPointerDown(index, 'resize')}
                />
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
