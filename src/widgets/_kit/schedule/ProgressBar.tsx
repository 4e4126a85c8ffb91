import './progress.css';

/**
 * How far an entry has run: a progress bar with its value for assistive technology, a percent (a
 * progressbar's range is 0–100 unless it says otherwise: no `aria-valuemin`, `-max` or
 * `-valuetext` repeating it on each of the home's 19 bars; issue 24).
 */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div className="w-schedule__progress" role="progressbar" aria-label={label} aria-valuenow={percent}>
      <span className="w-schedule__progress-bar" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
