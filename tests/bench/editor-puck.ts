import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { locateChromium } from '../helpers/chromium';
import type { EditorFigures, Summary } from './editor-figures';

/** Puck (../shared/puck-bench) run in the same bench as Efir's editor figures, and the table of both. */

interface PuckSummary {
  median: number;
  min: number;
  max: number;
}
interface PuckN {
  render: { allInDomMs: PuckSummary };
  editor: Record<
    string,
    {
      load: {
        allInDomMs: PuckSummary;
        appStartToAllInDomMs: PuckSummary;
        jsHeapUsedMB: PuckSummary;
        longTaskTotalMsUntilAllInDom: PuckSummary;
      };
      edit: { latencyMs: PuckSummary; pooledLatencyMs: { p95: number } };
      delete: { latencyMs: PuckSummary; longTaskTotalMsDuring: PuckSummary };
    }
  >;
}
export interface PuckResults {
  versions: { puck: string; react: string };
  settings: { runsPerMeasurement: number };
  byN: Record<string, PuckN>;
}

/**
 * Runs ../shared/puck-bench (or PUCK_BENCH_DIR) as its README says, in a copy under the system's
 * temporary folder (its node_modules installed there once, the original left untouched), for the
 * same sizes and run count, with Puck's default iframe preview. Returns its results.json.
 */
export function runPuckBench(opts: {
  ns: readonly number[];
  runs: number;
  log: (line: string) => void;
}): PuckResults {
  const source = resolve(process.env.PUCK_BENCH_DIR ?? '../shared/puck-bench');
  if (!existsSync(join(source, 'bench.mjs'))) throw new Error(`no puck-bench at ${source} (PUCK_BENCH_DIR)`);
  const work = join(tmpdir(), 'efir-puck-bench');
  mkdirSync(work, { recursive: true });
  cpSync(source, work, {
    recursive: true,
    filter: (from) => !/[/\\](node_modules|dist|\.bench-tmp)([/\\]|$)/.test(from.slice(source.length)),
  });
  if (!existsSync(join(work, 'node_modules/playwright-core'))) {
    opts.log(`   installing puck-bench's packages in ${work} (npm ci, no browser download)…`);
    const ci = spawnSync('npm', ['ci', '--include=dev', '--no-audit', '--no-fund', '--loglevel=error'], {
      cwd: work,
      stdio: 'inherit',
      env: { ...childEnv(), PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' },
    });
    if (ci.status !== 0) throw new Error('npm ci in puck-bench failed');
  }
  const out = join(work, 'results-efir.json');
  const { path } = locateChromium();
  const run = spawnSync(
    process.execPath,
    ['bench.mjs', '--n', opts.ns.join(','), '--runs', String(opts.runs), '--iframe', 'on', '--out', out],
    { cwd: work, stdio: ['ignore', 'ignore', 'inherit'], env: { ...childEnv(), CHROMIUM_PATH: path ?? '' } },
  );
  if (run.status !== 0) throw new Error(`puck-bench exited with ${run.status}`);
  return JSON.parse(readFileSync(out, 'utf8')) as PuckResults;
}

/** This process's environment without NODE_ENV (the bench sets production; npm would skip dev packages). */
function childEnv(): NodeJS.ProcessEnv {
  const { NODE_ENV: _, ...rest } = process.env;
  return rest;
}

/** Targets of issue 9 per size: load, keystroke, delete (ms). */
export const EDITOR_TARGETS: Record<number, { load: number; key: number; del: number }> = {
  300: { load: 500, key: 16, del: 30 },
  1000: { load: 1000, key: 30, del: 60 },
};
/** No long task over this while editing (issue 9). */
export const EDITING_LONG_TASK_MS = 200;

/** The side-by-side table: Efir, Puck, Puck ÷ Efir, and Efir against its target. */
export function editorReport(
  efir: readonly EditorFigures[],
  puck: PuckResults | null,
  out: (line?: string) => void,
): void {
  const f = (s: Summary | PuckSummary | undefined) => (s ? `${s.median} [${s.min}–${s.max}]` : 'n/a');
  const ratio = (p: PuckSummary | undefined, e: Summary) =>
    p && e.median > 0 ? `${(p.median / e.median).toFixed(1)}×` : '';
  const verdict = (value: number, target: number | undefined) =>
    target === undefined ? '' : value <= target ? `≤ ${target} ok` : `> ${target} MISSED`;
  out('   | N | figure (median [min–max], ms) | Efir | Puck 0.23 (iframe on) | Puck ÷ Efir | target |');
  out('   |---|---|---|---|---|---|');
  for (const e of efir) {
    const p = puck?.byN[String(e.n)];
    const pe = p?.editor.on;
    const target = EDITOR_TARGETS[e.n];
    const row = (name: string, mine: Summary, theirs: PuckSummary | undefined, t?: number) =>
      out(
        `   | ${e.n} | ${name} | ${f(mine)} | ${f(theirs)} | ${ratio(theirs, mine)} | ${verdict(mine.median, t)} |`,
      );
    row('a. published page: all N in DOM', e.render.allInDomMs, p?.render.allInDomMs);
    row('b. editor: all N in canvas (fresh load)', e.editor.allInCanvasMs, pe?.load.allInDomMs, target?.load);
    row('   of which app JS start → all in canvas', e.editor.appStartToAllMs, pe?.load.appStartToAllInDomMs);
    row('   click "Layout" on the page → all in canvas', e.editor.toggleMs, undefined, target?.load);
    row('   longest task until then', e.editor.longestTaskMs, undefined);
    out(
      `   | ${e.n} | JS heap after load, after GC (MB) | ${f(e.editor.heapMb)} | ${f(pe?.load.jsHeapUsedMB)} | | |`,
    );
    row('c. field edit: keystroke → canvas', e.edit.latencyMs, pe?.edit.latencyMs, target?.key);
    out(
      `   | ${e.n} | pooled p95 over ${e.edit.keystrokes} keys | ${e.edit.pooledP95} | ${pe?.edit.pooledLatencyMs.p95 ?? 'n/a'} | | |`,
    );
    row('d. delete: click → gone', e.del.latencyMs, pe?.delete.latencyMs, target?.del);
    row('   long tasks during the delete (total)', e.del.longTaskTotalMs, pe?.delete.longTaskTotalMsDuring);
    row('   longest task in the second after the click', e.del.settleLongestMs, undefined);
    const longest = Math.max(e.edit.longestTaskMs, e.del.longestTaskMs);
    out(
      `   | ${e.n} | longest task while editing (keys, delete) | ${longest} | | | ${verdict(longest, EDITING_LONG_TASK_MS)} |`,
    );
  }
}
