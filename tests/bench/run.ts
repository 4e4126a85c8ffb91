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
 *               from pressing play to the first frame: TV, radio (audio advancing), an archive
 *               recording (issues 7, 25).
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
 *   publish     A content publish → visible on a cached page (issue 26): `npm run cluster` with 2
 *               instances; an editor publishes a news title through the newsroom API 20 times; the
 *               time until the item's page shows it through nginx and on each instance, p50/p95/max
 *               (tests/bench/publish.ts; BENCH_PUBLISH_RUNS).
 *   chat        socket.io fan-out: 200 clients in one room, one of them sends a message, the time
 *               until each client has it (p50, p99, max over every delivery), for 20 messages; the
 *               time to connect the clients, and the server's memory (issue 7).
 *   pglite      Acknowledged single-row INSERT transactions per second on a file-backed PGlite with
 *               fsync off, on as a start parameter only, and on with PGLITE_FSYNC's real fsync, on
 *               disk and on a RAM disk, with the fsync calls that reach the kernel; and a process
 *               killed while writing (issue 22; tests/bench/pglite-fsync.ts; BENCH_PGLITE_COMMITS,
 *               BENCH_PGLITE_ROUNDS, BENCH_PGLITE_DIRS).
 *   playlist    The demo live media playlist at the old 32-minute window and the new 3-hour one:
 *               raw, gzip and brotli bytes, CPU per request built per request and from the per-segment
 *               cache, and the app's playlist route over HTTP (tests/bench/live-playlist.ts; issue 25).
 *   feeds       XMLTV export of all channels × 15 days (issue 26): time of an export (cache miss) and
 *               of a cached answer, size raw, gzip (the .gz file) and brotli (tests/bench/feeds.ts;
 *               BENCH_FEEDS_RUNS). No build needed.
 *   import      XMLTV import of that export back (issue 26): preview and commit times of 18 channels ×
 *               15 days into empty schedules, and a preview of the same file once imported
 *               (tests/bench/xmltv-import.ts; BENCH_IMPORT_RUNS). No build needed.
 *   search      Search (issue 27, decision 037): suggest() and search() p50/p95 over a query mix
 *               (Cyrillic, Latin, Russian spellings, 2-letter prefixes, typos, facets, pages 1–3) on
 *               the demo and with 100,000 generated documents, on PGlite and on a throwaway
 *               PostgreSQL database, against the targets (PostgreSQL at 100,000: suggest p95 ≤ 50 ms,
 *               results p95 ≤ 150 ms); the same queries through the routes (tests/bench/search.ts;
 *               BENCH_SEARCH_DOCS, BENCH_SEARCH_ROUNDS, BENCH_SEARCH_BUDGET_S, BENCH_SEARCH_PG=url|off,
 *               BENCH_SEARCH_PGLITE=0). No build needed.
 *   reminders   A reminder's delay past its programme's start (issue 28): p50/p99/max over 100
 *               reminders spread over 10 minutes of a fake clock, the jobs runner ticking every
 *               JOBS_INTERVAL_SECONDS of it, each tick a real one sending to a local HTTPS push
 *               service (tests/bench/reminders.ts; BENCH_REMINDERS). No build needed.
 *   positions   Position saves per second (issue 28): signed-up viewers saving their position in a
 *               recording back to back (`PUT /uz/api/my/progress/{id}.json`, the archive player's
 *               save every 10 s and on leaving the page) against the built app, rate limits off,
 *               PGlite and a throwaway PostgreSQL database: saves/s, p50/p99, server CPU per save
 *               (tests/bench/positions.ts; BENCH_POSITIONS_USERS, BENCH_POSITIONS_PG=url|off).
 * The browser sections (tests/bench/built-sections.ts) and `rps` talk HTTP to the BUILT app
 * (`node dist/server/main.js`, production, fresh embedded database) like a browser; `api` runs the app
 * in this process (tests/bench/app.ts). tests/bench/in-process.ts holds `api` and the sections run
 * after the built server is closed, `positions` aside.
 * `chat` runs the app in this process from the sources (no build, no client, rate limits off) and
 * its clients in a process of their own (tests/bench/chat-clients.ts); `chat`, `pglite`, `feeds`, `import`, `search` and `reminders` run without dist/.
 *
 * Environment:
 *   BENCH_ONLY=js,lighthouse,tasks,html,rps,api,player,editor,auth,chat,cluster,publish,pglite,playlist,feeds,import,search,reminders,positions   sections to run (default: all, in that order)
 *   BENCH_PLAYER_RUNS=5                 cold press-play runs of the player section
 *   BENCH_LH_RUNS=3                    Lighthouse runs per route (the median is printed)
 *   BENCH_LH_THEMES=light,dark         themes of the Lighthouse runs (dark: the efir_theme cookie)
 *   BENCH_TASK_RUNS=5                  loads per route of the tasks section
 *   BENCH_ROUNDS=3 BENCH_SECONDS=5 BENCH_CONNECTIONS=16   load rounds of rps, api and positions
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
import { resolve } from 'node:path';
import { locateChromium } from '../helpers/chromium';
import { builtSections } from './built-sections';
import { envInt, failed, load, out } from './common';
import { DEFAULT_ACCEPT_ENCODING, htmlRpsReport, measureHtmlRps, type RpsServer } from './html-rps';
import { inProcessSections } from './in-process';
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
  'publish',
  'pglite',
  'playlist',
  'feeds',
  'import',
  'search',
  'reminders',
  'positions',
] as const;
type Section = (typeof SECTIONS)[number];

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

async function main() {
  const sections = selectedSections();
  // Every section but `chat`, `pglite`, `feeds`, `import`, `search` and `reminders` serves or measures the built client.
  const noDist: readonly Section[] = ['chat', 'pglite', 'feeds', 'import', 'search', 'reminders'];
  const needsDist = sections.some((s) => !noDist.includes(s));
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

    if (built) await builtSections(sections, built.origin, routes);

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

    if (sections.includes('positions')) {
      const users = envInt('BENCH_POSITIONS_USERS', connections, 1, 1000);
      const pgUrl = process.env.BENCH_POSITIONS_PG?.trim() || 'postgres://postgres@127.0.0.1:5432/postgres';
      out();
      out(
        `POSITIONS. Position saves per second: ${users} signed-in viewers, PUT /uz/api/my/progress/{id}.json back to back, built app (its own process, rate limits off), PGlite and PostgreSQL (issue 28)`,
      );
      out(`  ${load()}`);
      try {
        const { positionSaves, positionsReport } = await import('./positions');
        const figures = await positionSaves({
          users,
          connections,
          durationMs,
          rounds,
          postgres: pgUrl === 'off' ? null : pgUrl,
          log: out,
        });
        out(`  ${load()}`);
        positionsReport(figures, out);
      } catch (err) {
        failed('the position saves measurement', err);
      }
    }

    await inProcessSections(sections, { rounds, durationMs, connections });
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
