/**
 * Benchmarks of design §8 and issue 5 (`npm run bench`; not part of `npm test`). They print figures
 * and flag what misses its target; they never fail on a figure.
 *   js          Initial JS per visitor route: from dist/client's index.html, and as sent over the
 *               wire (KB for Accept-Encoding gzip and br) when Chromium loads each route.
 *   lighthouse  Lighthouse mobile on the visitor routes: performance, FCP, LCP, TBT, CLS, SI, with
 *               the elements that shift and the largest opportunities.
 *   tasks       The long tasks of a visitor's first load of each route with the CPU really slowed 4×:
 *               blocking time after the first paint, the longest task (a steadier companion of
 *               Lighthouse's simulated TBT on a busy machine).
 *   html        The raw HTML weight of each visitor route, split into inline CSS, the boot script's
 *               texts (per namespace) and dehydrated queries (per query key), and markup
 *               (tests/bench/html-weight.ts; issue 23: /uz/ ≤ 60 KB, the others ≤ 120 KB).
 *   rps         Requests per second of the /uz/ HTML, cached and uncached, beside a bare Fastify
 *               JSON route, as ratios.
 *   api         Requests per second of the cached channel list, and of the archive's first page (100
 *               items), through the app against a bare Fastify route (budget: app ≥ 0.6× bare).
 *   player      The live player's chunks (gzip) and that none is in a route's initial JS; the time
 *               from pressing play to the first frame of the demo stream (issue 7).
 *   auth        argon2id hash and verify times, and sign-ins per second over HTTP with the rate
 *               limits off (issue 6).
 *   editor      The layout editor (issue 9) on generated pages of N widgets against Puck 0.23 run
 *               from ../shared/puck-bench in the same run: published page, editor load, keystroke
 *               → canvas, delete, long tasks, heap; its chunks and their absence from visitors'
 *               initial JS. Side by side with ratios and issue 9's targets.
 *   cluster     `npm run cluster` (nginx, PostgreSQL, Redis) with 1 and 2 instances: 30 s of mixed traffic
 *               through the proxy (80 % pages, 15 % API reads, 5 % writes), req/s, p50, p99, errors;
 *               the cached home page's p99 (tests/bench/cluster.ts; BENCH_CLUSTER_SECONDS,
 *               BENCH_CLUSTER_CONNECTIONS, BENCH_CLUSTER_SIZES).
 *   chat        socket.io fan-out: 200 clients in one room, one of them sends a message, the time
 *               until each client has it (p50, p99, max over every delivery), for 20 messages; the
 *               time to connect the clients, and the server's memory (issue 7).
 *   pglite      Acknowledged single-row INSERT transactions per second on a file-backed PGlite with
 *               fsync off, on as a start parameter only, and on with PGLITE_FSYNC's real fsync, on
 *               disk and on a RAM disk, with the fsync calls that reach the kernel; and a process
 *               killed while writing (issue 22; tests/bench/pglite-fsync.ts; BENCH_PGLITE_COMMITS,
 *               BENCH_PGLITE_ROUNDS, BENCH_PGLITE_DIRS).
 * The browser sections and `rps` talk HTTP to the BUILT app (`node dist/server/main.js`, production,
 * fresh embedded database) like a browser; `api` runs the app in this process (tests/bench/app.ts).
 * `chat` runs the app in this process from the sources (no build, no client, rate limits off) and
 * its clients in a process of their own (tests/bench/chat.ts); `chat` and `pglite` run without dist/.
 *
 * Environment:
 *   BENCH_ONLY=js,lighthouse,tasks,html,rps,api,player,editor,auth,chat,cluster,pglite   sections to run (default: all, in that order)
 *   BENCH_PLAYER_RUNS=5                 cold press-play runs of the player section
 *   BENCH_LH_RUNS=3                    Lighthouse runs per route (the median is printed)
 *   BENCH_TASK_RUNS=5                  loads per route of the tasks section
 *   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_CONNECTIONS=16   load rounds of rps and api
 *   BENCH_RPS_APP=built|inprocess      the app `rps` loads (default built)
 *   BENCH_RPS_ENCODING="gzip, deflate, br"   accept-encoding of the rps requests
 *   BENCH_RPS_BUST=b                   the query parameter varied per request for "uncached"
 *   BENCH_EDITOR_N=300,1000 BENCH_EDITOR_RUNS=5 BENCH_EDITOR_KEYS=20   page sizes, fresh loads per
 *                                      figure, keystrokes per load of the editor section
 *   BENCH_PUCK=0                       the editor section without Puck (default: Puck runs too)
 *   PUCK_BENCH_DIR=../shared/puck-bench   where Puck's benchmark is (copied to the temp folder)
 *   BENCH_CHAT_CLIENTS=200 BENCH_CHAT_MESSAGES=20   clients in the room, messages sent by one of them
 *   BENCH_CHAT_REDIS=1                 chat on two instances sharing Redis at REDIS_URL
 *                                      (default redis://127.0.0.1:6379; keys of a one-off product,
 *                                      removed afterwards); default one instance, no Redis
 *   CHROME_PATH                        Chromium (default /usr/bin/chromium)
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { locateChromium } from '../helpers/chromium';
import { ARCHIVE_PATH, CHANNEL_PATH, measureRps, RPS_RATIO_BUDGET } from './api-rps';
import { DEFAULT_ACCEPT_ENCODING, htmlRpsReport, measureHtmlRps, type RpsServer } from './html-rps';
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
import { type BuiltServer, startBuiltServer, visitorRoutes } from './server';

// React (and anything else) in its production build when the app runs in this process, as in
// production. Set before app.ts is imported (dynamically, below).
process.env.NODE_ENV ??= 'production';

const CLIENT_DIR = resolve('dist/client');
const SERVER_MAIN = resolve('dist/server/main.js');
const SECTIONS = [
  'js',
  'lighthouse',
  'tasks',
  'html',
  'rps',
  'api',
  'player',
  'editor',
  'auth',
  'chat',
  'cluster',
  'pglite',
] as const;
type Section = (typeof SECTIONS)[number];

const out = (line = '') => process.stdout.write(`${line}\n`);
const load = () =>
  `load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')} (1, 5, 15 min) on ${cpus().length} cores`;

/** A bounded whole number from the environment (BENCH_ROUNDS, BENCH_SECONDS, BENCH_CONNECTIONS, …). */
function envInt(name: string, fallback: number, min: number, max: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function selectedSections(): Section[] {
  const raw = process.env.BENCH_ONLY?.trim();
  if (!raw) return [...SECTIONS];
  const asked = raw
    .split(',')
    .map((s) => s.trim().toLowerCase())
    .filter(Boolean);
  const unknown = asked.filter((s) => !(SECTIONS as readonly string[]).includes(s));
  if (unknown.length)
    throw new Error(`BENCH_ONLY: unknown section(s) ${unknown.join(', ')}; use ${SECTIONS.join(',')}`);
  return SECTIONS.filter((s) => asked.includes(s));
}

function version(pkg: string): string {
  try {
    return (
      JSON.parse(readFileSync(resolve('node_modules', pkg, 'package.json'), 'utf8')) as { version: string }
    ).version;
  } catch {
    return '?';
  }
}

function chromiumVersion(): string {
  const { path, problem } = locateChromium();
  if (!path) return `missing (${problem?.split('\n')[0]})`;
  const r = spawnSync(path, ['--version'], { encoding: 'utf8' });
  return `${r.stdout.trim() || '?'} at ${path}`;
}

const failed = (what: string, err: unknown) => {
  out(`   ${what} skipped: ${err instanceof Error ? err.message : String(err)}`);
  process.exitCode = 1;
};

async function main() {
  const sections = selectedSections();
  // Every section but `chat` and `pglite` serves or measures the built client.
  const needsDist = sections.some((s) => s !== 'chat' && s !== 'pglite');
  if (needsDist && (!existsSync(resolve(CLIENT_DIR, 'index.html')) || !existsSync(SERVER_MAIN))) {
    out('dist/ is missing: building (npm run build)…');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }

  out(`Efir benchmarks — node ${process.version}, ${new Date().toISOString()}`);
  out(`  ${load()}`);
  out(`  Chromium: ${chromiumVersion()}; lighthouse ${version('lighthouse')} (13 needs Node 22)`);
  out(`  sections: ${sections.join(', ')} (BENCH_ONLY to choose)`);

  // One built server for the sections that talk HTTP to it.
  const needsBuilt =
    sections.includes('js') ||
    sections.includes('lighthouse') ||
    sections.includes('tasks') ||
    sections.includes('html') ||
    sections.includes('player') ||
    sections.includes('editor') ||
    (sections.includes('rps') && process.env.BENCH_RPS_APP !== 'inprocess');
  let built: BuiltServer | null = null;
  let routes: string[] = [];
  try {
    if (needsBuilt) {
      const { BENCH_ADMIN } = await import('./editor');
      built = await startBuiltServer({
        env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
      });
      routes = await visitorRoutes(built.origin);
      out(
        `  built app: node dist/server/main.js at ${built.origin} (pid ${built.pid}); routes ${routes.join(' ')}`,
      );
    }

    if (sections.includes('js') && built) {
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
        wireReport(await wireJs(built.origin, routes), out);
      } catch (err) {
        failed('the wire measurement', err);
      }
    }

    if (sections.includes('lighthouse') && built) {
      const runs = envInt('BENCH_LH_RUNS', 3, 1, 20);
      out();
      out(
        `LIGHTHOUSE. Mobile preset (simulated slow 4G, 4× CPU), ${runs} run(s) per route, fresh Chromium per run`,
      );
      out(`  ${load()}`);
      try {
        // Server caches warm (the first visitor after a start is not the case we measure).
        if (!sections.includes('js')) await warmRoutes(built.origin, routes);
        const rows = await measureLighthouse(built.origin, routes, { runs, log: out });
        out(`  ${load()}`);
        out();
        lighthouseReport(rows, out);
      } catch (err) {
        failed('Lighthouse', err);
      }
    }

    if (sections.includes('tasks') && built) {
      const runs = envInt('BENCH_TASK_RUNS', 5, 1, 50);
      out();
      out(`TASKS. A visitor's first load with the CPU slowed 4× for real, ${runs} loads per route`);
      out(`  ${load()}`);
      try {
        if (!sections.includes('js') && !sections.includes('lighthouse'))
          await warmRoutes(built.origin, routes);
        const { longTasksReport, measureLongTasks } = await import('./long-tasks');
        longTasksReport(await measureLongTasks(built.origin, routes, { runs }), out);
      } catch (err) {
        failed('the long tasks', err);
      }
    }

    if (sections.includes('html') && built) {
      out();
      out(
        `HTML. Raw HTML weight per visitor route: inline CSS, boot texts, boot queries, markup (issue 23: /uz/ ≤ ${HTML_HOME_BUDGET_KB} KB, others ≤ ${HTML_ROUTE_BUDGET_KB} KB)`,
      );
      try {
        htmlWeightReport(await measureHtmlWeight(built.origin, routes), out);
      } catch (err) {
        failed('the HTML weight', err);
      }
    }

    if (sections.includes('player') && built) {
      out();
      out('PLAYER. Chunk sizes (gzip-9), absence from every initial load, press play → first frame');
      out(`  ${load()}`);
      try {
        const { median, playerChunks, timeToFirstFrame } = await import('./player');
        const chunks = playerChunks(CLIENT_DIR);
        for (const c of chunks)
          out(`   ${c.gzipKb.toFixed(1).padStart(6)} KB  ${c.source} (${c.files.length} file(s))`);
        out(`   ${await initialJsLeaks(built.origin, routes, chunks)}`);
        const runs = envInt('BENCH_PLAYER_RUNS', 5, 1, 50);
        const times = await timeToFirstFrame(built.origin, 'yoshlar', runs);
        out(
          `   press play → first frame: median ${median(times).toFixed(0)} ms over ${runs} cold runs (${times.map((t) => t.toFixed(0)).join(', ')} ms)`,
        );
      } catch (err) {
        failed('the player measurement', err);
      }
    }

    if (sections.includes('editor') && built) {
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
        out(`   ${await initialJsLeaks(built.origin, routes, chunks)}`);
        const efir = [];
        for (const n of ns) {
          out(`   Efir, ${n} widgets…`);
          efir.push(await measureEditor(built.origin, { n, runs, keystrokes, log: out }));
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

    const rounds = envInt('BENCH_ROUNDS', 3, 1, 20);
    const durationMs = envInt('BENCH_SECONDS', 5, 1, 60) * 1000;
    const connections = envInt('BENCH_CONNECTIONS', 16, 1, 256);

    if (sections.includes('rps')) {
      const inProcess = process.env.BENCH_RPS_APP === 'inprocess';
      out();
      out(
        `RPS. GET /uz/ HTML, cached and uncached, beside a bare Fastify JSON route (${inProcess ? 'app in this process' : 'built app, its own process; bare route in this process'})`,
      );
      out(`  ${load()}`);
      let server: (RpsServer & { close?: () => Promise<void> }) | null = built;
      try {
        if (inProcess) {
          const { startBenchApp } = await import('./app');
          server = await startBenchApp(CLIENT_DIR);
        }
        if (!server) throw new Error('no app to measure');
        const report = await measureHtmlRps(server, {
          rounds,
          durationMs,
          connections,
          acceptEncoding: process.env.BENCH_RPS_ENCODING?.trim() || DEFAULT_ACCEPT_ENCODING,
          bust: process.env.BENCH_RPS_BUST?.trim() || 'b',
          log: out,
        });
        htmlRpsReport(report, out);
        out(`  ${load()}`);
      } catch (err) {
        failed('the HTML rps measurement', err);
      } finally {
        if (inProcess) await server?.close?.();
      }
    }

    // Free the built server's memory and core before the in-process measurement.
    await built?.close();
    built = null;

    if (sections.includes('api')) {
      // The channel list (small, 7 KB) and the archive's first page (100 items, issue 8).
      for (const path of [CHANNEL_PATH, ARCHIVE_PATH]) {
        out();
        out(
          `API. GET ${path} (cached) through the app in this process vs a bare Fastify route with the same JSON`,
        );
        out(`  ${load()}`);
        try {
          const { startBenchApp } = await import('./app');
          const app = await startBenchApp(CLIENT_DIR);
          try {
            const report = await measureRps(app.origin, { rounds, durationMs, connections, log: out, path });
            out(
              `   ${report.connections} keep-alive connections, ${report.durationMs / 1000} s per round, body ${report.bodyBytes} bytes, loopback, load generator in its own process`,
            );
            out(`   app (median)  ${report.app.toFixed(0).padStart(7)} req/s`);
            out(`   bare (median) ${report.bare.toFixed(0).padStart(7)} req/s`);
            const verdict = report.ratio >= RPS_RATIO_BUDGET ? 'ok' : 'BELOW BUDGET';
            out(`   ratio app/bare ${report.ratio.toFixed(2)}  (budget ≥ ${RPS_RATIO_BUDGET}: ${verdict})`);
          } finally {
            await app.close();
          }
        } catch (err) {
          failed(`the API rps measurement of ${path}`, err);
        }
      }
    }
    if (sections.includes('auth')) {
      out();
      out(
        'AUTH. argon2id (m = 19 MiB, t = 2, p = 1) and sign-in over HTTP, rate limits off, app in this process',
      );
      out(`  ${load()}`);
      try {
        const { measureArgon2, measureSignIn } = await import('./auth');
        const argon = await measureArgon2();
        out(
          `   hash   p50 ${argon.hashMs.p50.toFixed(1)} ms, p95 ${argon.hashMs.p95.toFixed(1)} ms; verify p50 ${argon.verifyMs.p50.toFixed(1)} ms, p95 ${argon.verifyMs.p95.toFixed(1)} ms`,
        );
        const { startBenchApp } = await import('./app');
        const app = await startBenchApp(CLIENT_DIR, { RATE_LIMITS: 'off' });
        try {
          const r = await measureSignIn(app, { connections, durationMs });
          out(
            `   sign-in ${r.rps.toFixed(0)} req/s (${r.requests} in ${durationMs / 1000} s, ${r.connections} connections, ${r.failed} failed), p50 ${r.p50.toFixed(0)} ms, p99 ${r.p99.toFixed(0)} ms`,
          );
        } finally {
          await app.close();
        }
      } catch (err) {
        failed('the auth measurement', err);
      }
    }
    if (sections.includes('chat')) {
      const clients = envInt('BENCH_CHAT_CLIENTS', 200, 1, 5000);
      const messages = envInt('BENCH_CHAT_MESSAGES', 20, 1, 1000);
      const redisUrl =
        process.env.BENCH_CHAT_REDIS === '1'
          ? process.env.REDIS_URL?.trim() || 'redis://127.0.0.1:6379'
          : null;
      out();
      out(
        `CHAT. socket.io fan-out: ${clients} clients in one room, ${messages} messages from one of them, one after another, rate limits off, loopback (issue 7)`,
      );
      out(
        `   app in this process (${redisUrl ? `two instances sharing Redis at ${redisUrl}` : 'one instance, no Redis'}), clients in their own process, all signed in as one account`,
      );
      out(`  ${load()}`);
      try {
        const { measureChat } = await import('./chat');
        const r = await measureChat({ clients, messages, redisUrl });
        const ms = (n: number) => `${n.toFixed(1)} ms`;
        out(
          `   connect ${r.clients} clients at once: ${ms(r.connectMs)} (each p50 ${ms(r.connectP50)}, p99 ${ms(r.connectP99)}); join with history ${ms(r.joinMs)}`,
        );
        out(
          `   delivery send → chatMessage, ${r.deliveries} deliveries${r.missing ? ` (${r.missing} MISSING)` : ''}: p50 ${ms(r.p50)}, p99 ${ms(r.p99)}, max ${ms(r.max)}`,
        );
        if (r.byInstance)
          out(
            `     sender's instance p50 ${ms(r.byInstance.same.p50)}, p99 ${ms(r.byInstance.same.p99)}; other instance (through Redis) p50 ${ms(r.byInstance.other.p50)}, p99 ${ms(r.byInstance.other.p99)}`,
          );
        out(
          `   per message, until the last client has it: median ${ms(r.toAllP50)}, max ${ms(r.toAllMax)}; sender's ack p50 ${ms(r.ackP50)}`,
        );
        // RSS also moves with PGlite's memory and what the allocator hands back; the heap (after a
        // forced GC) is the steadier per-client figure.
        const perClientKb = ((r.heapMb.connected - r.heapMb.before) * 1024) / r.clients;
        out(
          `   server heap${r.gcForced ? ' after GC' : ' (no GC forced)'} ${r.heapMb.before.toFixed(1)} MB → ${r.heapMb.connected.toFixed(1)} MB with the clients (${perClientKb.toFixed(0)} KB each) → ${r.heapMb.after.toFixed(1)} MB after the messages; RSS ${r.rssMb.before.toFixed(0)} → ${r.rssMb.connected.toFixed(0)} → ${r.rssMb.after.toFixed(0)} MB`,
        );
        out(`   server event loop ${(r.elu * 100).toFixed(0)}% busy while the messages went out`);
      } catch (err) {
        failed('the chat measurement', err);
      }
    }
    if (sections.includes('cluster')) {
      out();
      out(
        'CLUSTER. `npm run cluster` through nginx: mixed traffic with one instance and with two (issue 22)',
      );
      out(`  ${load()}`);
      try {
        await (await import('./cluster')).clusterSection(out);
      } catch (err) {
        failed('the cluster measurement', err);
      }
    }
    if (sections.includes('pglite')) {
      const commits = envInt('BENCH_PGLITE_COMMITS', 500, 10, 100000);
      const pgliteRounds = envInt('BENCH_PGLITE_ROUNDS', 5, 1, 50);
      out();
      out(
        `PGLITE. The embedded database's durability: fsync off vs on, ${commits} acknowledged single-row INSERT transactions per round, ${pgliteRounds} rounds (issue 22)`,
      );
      out(`  ${load()}`);
      try {
        const { measurePgliteFsync, pgliteFsyncReport } = await import('./pglite-fsync');
        pgliteFsyncReport(await measurePgliteFsync({ commits, rounds: pgliteRounds }), out);
        out(`  ${load()}`);
      } catch (err) {
        failed('the PGlite fsync measurement', err);
      }
    }
  } finally {
    await built?.close();
  }
  out();
  out(`done — ${load()}`);
}

main().then(
  // Playwright, Lighthouse and the load generator leave nothing behind that should keep us alive.
  () => process.exit(),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
