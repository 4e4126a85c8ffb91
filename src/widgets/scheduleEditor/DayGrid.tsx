/*
 * The schedule editor's day grid: the day's entries on a 24-hour scale, moved by pointer or arrow
 * keys and resized by their bottom handle or Shift+arrows, each opening the entry form.
 */
import { useT } from '@core/i18n/react';
import { type Lang, pickText } from '@core/lang';
import { type EditEntry, entryEnds } from '@core/schedule-edit';
import { formatHHmm, MINUTES_PER_DAY } from '@core/time';
import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import { minutes, moveEntry, resizeEntry } from './moves';

/** Pixels per minute of the day grid (24 h = 1152 px). */
const SCALE = 0.8;
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
    y: number;
    start: number;
    end: number;
  } | null>(null);
  const entryRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const ends = entryEnds(items);
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
    drag.current = { index, mode, y: event.clientY, start: minutes(entry), end: ends[index] ?? 0 };
  };
  const onPointerMove = (event: PointerEvent<HTMLElement>) => {
    const d = drag.current;
    if (!d) return;
    const delta = Math.round((event.clientY - d.y) / SCALE / STEP) * STEP;
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
        className="w-sched-ed__grid"
        style={{ blockSize: `${MINUTES_PER_DAY * SCALE}px` }}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerUp}
      >
        {HOURS.map((h) => (
          <div
            key={h}
            className="w-sched-ed__hour"
            style={{ insetBlockStart: `${h * 60 * SCALE}px` }}
            aria-hidden="true"
          >
            {formatHHmm(h * 60)}
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
                  insetBlockStart: `${start * SCALE}px`,
                  blockSize: `${Math.max(end - start, 1) * SCALE}px`,
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
