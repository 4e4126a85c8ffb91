import './progress.css';

/** How far an entry has run: a progress bar with its value for assistive technology. */
export function ProgressBar({ value, label }: { value: number; label: string }) {
  const percent = Math.min(100, Math.max(0, value));
  return (
    <div
      className="w-schedule__progress"
      role="progressbar"
      aria-label={label}
      aria-valuenow={percent}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuetext={`${Math.round(percent)}%`}
    >
      <span className="w-schedule__progress-bar" style={{ inlineSize: `${percent}%` }} />
    </div>
  );
}
