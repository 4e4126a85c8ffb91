import type { CSSProperties } from 'react';
import './progress.css';

type Name = { label: string; labelledBy?: never } | { labelledBy: string; label?: never };

/**
 * How far an entry has run: a progress bar with its value for assistive technology, a percent (a
 * progressbar's range is 0–100 unless it says otherwise: no `aria-valuemin`, `-max` or
 * `-valuetext` repeating it on each of the home's 19 bars; issue 24). One element: the filled part
 * is its `::before`, as wide as `--progress`. Its name is a text (`label`) or, where the row
 * already shows the channel and the programme, those elements (`labelledBy`, their ids): the
 * home's rail would otherwise carry each name twice in its HTML.
 */
export function ProgressBar({ value, ...name }: { value: number } & Name) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      className="w-schedule__progress"
      role="progressbar"
      aria-label={name.label}
      aria-labelledby={name.labelledBy}
      aria-valuenow={percent}
      style={{ '--progress': `${percent}%` } as CSSProperties}
    />
  );
}
