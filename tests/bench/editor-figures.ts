/** The editor section's figures and their statistics (median, p95, long tasks). */
import { median } from './player';

export interface Summary {
  median: number;
  min: number;
  max: number;
  n: number;
}

export const summary = (values: readonly number[]): Summary => ({
  median: Math.round(median(values) * 10) / 10,
  min: Math.round(Math.min(...values) * 10) / 10,
  max: Math.round(Math.max(...values) * 10) / 10,
  n: values.length,
});

export const p95 = (values: readonly number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? Number.NaN;
};

export interface LongTask {
  start: number;
  dur: number;
}

/** Long tasks overlapping [from, to]: count, total, blocking time (Σ(duration − 50)), longest. */
export function longTaskStats(tasks: readonly LongTask[], from: number, to: number) {
  const hit = tasks.filter((t) => t.start < to && t.start + t.dur > from);
  return {
    count: hit.length,
    totalMs: hit.reduce((s, t) => s + t.dur, 0),
    blockingMs: hit.reduce((s, t) => s + Math.max(0, t.dur - 50), 0),
    longestMs: hit.reduce((m, t) => Math.max(m, t.dur), 0),
  };
}

export interface EditorFigures {
  n: number;
  render: { allInDomMs: Summary; fcpMs: Summary; heapMb: Summary };
  editor: {
    allInCanvasMs: Summary;
    /** From the app's first line (`efir:app-start`) to all N in the canvas: without the HTML and
     * the download of the scripts (puck-bench's "JS start → all in DOM"). */
    appStartToAllMs: Summary;
    /** A click on "Layout" on a loaded page → all N in the canvas. */
    toggleMs: Summary;
    longestTaskMs: Summary;
    heapMb: Summary;
    domNodes: Summary;
  };
  edit: { latencyMs: Summary; pooledP95: number; keystrokes: number; longestTaskMs: number };
  del: {
    latencyMs: Summary;
    longTaskTotalMs: Summary;
    /** The longest task from the click to a second after it (the canvas settling included). */
    settleLongestMs: Summary;
    longestTaskMs: number;
  };
}
