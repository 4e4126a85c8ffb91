import { resolve } from 'node:path';
import { envInt, failed, load, out } from './common';
import {
  HTML_HOME_BUDGET_KB,
  HTML_ROUTE_BUDGET_KB,
  htmlWeightReport,
  measureHtmlWeight,
} from './html-weight';
import {
  initialJsLeaks,
  JS_BUDGET_KB,
  ownChunks,
  staticInitialJs,
  warmRoutes,
  wireJs,
  wireReport,
} from './js-size';
import { lighthouseReport, measureLighthouse } from './lighthouse';

const CLIENT_DIR = resolve('dist/client');

/**
 * The sections of `npm run bench` that load the BUILT app's visitor routes in Chromium or over HTTP
 * (tests/bench/run.ts starts the server): `js`, `lighthouse`, `tasks`, `html`, `player`, `editor`,
 * in that order.
 */
export async function builtSections(
  sections: readonly string[],
  origin: string,
  routes: string[],
): Promise<void> {
  if (sections.includes('js')) {
    out();
    out(
      `JS. Initial JavaScript per visitor route, target ≤ ${JS_BUDGET_KB} KB brotli (issue 23; issue 5: 120 gzip)`,
    );
    out(`  ${load()}`);
    try {
      const initial = staticInitialJs(CLIENT_DIR);
      out(
        `  dist/client/index.html script + modulepreload (every route): ${initial.files} files, ${initial.rawKb.toFixed(1)} KB raw, ${initial.gzipKb.toFixed(1)} KB gzip-9`,
      );
      for (const f of initial.perFile) out(`     ${f.gzipKb.toFixed(1).padStart(6)} KB  ${f.url}`);
    } catch (err) {
      out(`  (index.html entry not measured: ${err instanceof Error ? err.message : String(err)})`);
    }
    out();
    out(
      '  Over the wire, scripts of the initial load in Chromium (fresh context per route, until network idle):',
    );
    try {
      wireReport(await wireJs(origin, routes), out);
    } catch (err) {
      failed('the wire measurement', err);
    }
  }

  if (sections.includes('lighthouse')) {
    const runs = envInt('BENCH_LH_RUNS', 3, 1, 20);
    out();
    out(
      `LIGHTHOUSE. Mobile preset (simulated slow 4G, 4× CPU; then calibrated to the machine), ${runs} run(s) per route, fresh Chromium per run`,
    );
    out(`  ${load()}`);
    try {
      // Server caches warm (the first visitor after a start is not the case we measure).
      if (!sections.includes('js')) await warmRoutes(origin, routes);
      const themes = (process.env.BENCH_LH_THEMES ?? 'light,dark')
        .split(',')
        .map((t) => t.trim())
        .filter((t): t is 'light' | 'dark' => t === 'light' || t === 'dark');
      const tables = await measureLighthouse(origin, routes, { runs, log: out, themes });
      out(`  ${load()}`);
      out();
      lighthouseReport(tables, out);
    } catch (err) {
      failed('Lighthouse', err);
    }
  }

  if (sections.includes('tasks')) {
    const runs = envInt('BENCH_TASK_RUNS', 5, 1, 50);
    out();
    out(`TASKS. A visitor's first load with the CPU slowed 4× for real, ${runs} loads per route`);
    out(`  ${load()}`);
    try {
      if (!sections.includes('js') && !sections.includes('lighthouse')) await warmRoutes(origin, routes);
      const { longTasksReport, measureLongTasks } = await import('./long-tasks');
      longTasksReport(await measureLongTasks(origin, routes, { runs }), out);
    } catch (err) {
      failed('the long tasks', err);
    }
  }

  if (sections.includes('html')) {
    out();
    out(
      `HTML. Raw HTML weight per visitor route: inline CSS, boot texts, boot queries, markup (issue 23: /uz/ ≤ ${HTML_HOME_BUDGET_KB} KB, others ≤ ${HTML_ROUTE_BUDGET_KB} KB)`,
    );
    try {
      htmlWeightReport(await measureHtmlWeight(origin, routes), out);
    } catch (err) {
      failed('the HTML weight', err);
    }
  }

  if (sections.includes('player')) {
    out();
    out('PLAYER. Chunk sizes (gzip-9), absence from every initial load, press play → first frame');
    out(`  ${load()}`);
    try {
      const { playerChunks, playReport, timeToPlay } = await import('./player');
      const chunks = playerChunks(CLIENT_DIR);
      for (const c of chunks)
        out(`   ${c.gzipKb.toFixed(1).padStart(6)} KB  ${c.source} (${c.files.length} file(s))`);
      out(`   ${await initialJsLeaks(origin, routes, chunks)}`);
      const runs = envInt('BENCH_PLAYER_RUNS', 5, 1, 50);
      playReport(await timeToPlay(origin, runs), runs, out);
    } catch (err) {
      failed('the player measurement', err);
    }
  }

  if (sections.includes('editor')) {
    const ns = (process.env.BENCH_EDITOR_N?.trim() || '300,1000').split(',').map((v) => {
      const n = Number(v);
      if (!Number.isInteger(n) || n < 17 || n > 1000)
        throw new Error('BENCH_EDITOR_N: sizes from 17 to 1000');
      return n;
    });
    const runs = envInt('BENCH_EDITOR_RUNS', 5, 1, 20);
    const keystrokes = envInt('BENCH_EDITOR_KEYS', 20, 1, 100);
    out();
    out(
      `EDITOR. Issue 9 against Puck, puck-bench's method: N = ${ns.join(', ')}, ${runs} fresh loads per figure, ${keystrokes} keystrokes per load, 1440×900`,
    );
    out(`  ${load()}`);
    try {
      const { EDITOR_SOURCES, editorReport, measureEditor, runPuckBench } = await import('./editor');
      const chunks = ownChunks(CLIENT_DIR, EDITOR_SOURCES);
      for (const c of chunks)
        out(`   ${c.gzipKb.toFixed(1).padStart(6)} KB  ${c.source} (${c.files.length} file(s), gzip-9)`);
      out(`   ${await initialJsLeaks(origin, routes, chunks)}`);
      const efir = [];
      for (const n of ns) {
        out(`   Efir, ${n} widgets…`);
        efir.push(await measureEditor(origin, { n, runs, keystrokes, log: out }));
      }
      let puck = null;
      if (process.env.BENCH_PUCK !== '0') {
        out(`   Puck, the same sizes (../shared/puck-bench, iframe on)…  ${load()}`);
        try {
          puck = runPuckBench({ ns, runs, log: out });
        } catch (err) {
          failed('Puck', err);
        }
      }
      out(`  ${load()}`);
      out();
      editorReport(efir, puck, out);
    } catch (err) {
      failed('the editor measurement', err);
    }
  }
}
