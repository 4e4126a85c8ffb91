import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, locateChromium } from '../helpers/chromium';
import { adminToken, BENCH_ADMIN, openEditor, openPublished, storePage, summary } from './editor';
import { type BuiltServer, startBuiltServer } from './server';

/**
 * Two (or more) builds of the app, side by side: fresh loads of the editor opened by its link on the
 * generated page of N widgets, alternating between the builds load by load, so that the machine's
 * changing load (a shared 2-core VM: the same build measured 460 and 640 ms an hour apart) falls on
 * every build alike. The editor section of `npm run bench` measures one build against Puck; this
 * says whether a change made the editor faster, which a difference of 20–50 ms between two separate
 * bench runs cannot.
 *
 *   git worktree add /tmp/before <commit> && ln -s "$PWD/node_modules" /tmp/before/node_modules
 *   (cd /tmp/before && npm run build) && npm run build
 *   BENCH_AB_ROOTS=/tmp/before,. npm run bench:editor-ab
 *
 * Environment: BENCH_AB_ROOTS (comma-separated app roots, each with its dist/; default `.`),
 * BENCH_AB_RUNS=20 loads per build, BENCH_EDITOR_N=300 widgets, BENCH_AB_PAGE=published to load
 * the published page instead (navigation → all N widgets in the DOM, as a visitor gets it).
 */

const roots = (process.env.BENCH_AB_ROOTS ?? '.').split(',').map((r) => resolve(r.trim()));
const runs = Number(process.env.BENCH_AB_RUNS ?? 20);
const n = Number(process.env.BENCH_EDITOR_N ?? 300);
const published = process.env.BENCH_AB_PAGE === 'published';

for (const root of roots)
  if (!existsSync(resolve(root, 'dist/server/main.js')))
    throw new Error(`${root} has no build: npm run build there`);

const servers: {
  root: string;
  server: BuiltServer;
  token: string;
  all: number[];
  fromStart: number[];
}[] = [];
const { path, problem } = locateChromium();
if (!path) throw new Error(problem ?? 'Chromium not found');
const browser = await chromium.launch({ executablePath: path, args: [...CHROMIUM_ARGS] });
try {
  for (const root of roots) {
    const server = await startBuiltServer({
      root,
      env: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password },
    });
    const token = await adminToken(server.origin);
    await storePage(server.origin, token, n);
    servers.push({ root, server, token, all: [], fromStart: [] });
  }
  // One load of each first, not counted: the servers' page caches and the OS's file cache.
  for (let i = -1; i < runs; i++) {
    for (const build of servers) {
      if (published) {
        const page = await openPublished(browser, build.server.origin, n);
        await page.context.close();
        if (i >= 0) build.all.push(page.allInMain);
        continue;
      }
      const opened = await openEditor(browser, build.server.origin, build.token, n);
      try {
        if (i < 0) continue;
        const appStart = await opened.page.evaluate(
          () => performance.getEntriesByName('efir:app-start', 'mark')[0]?.startTime ?? Number.NaN,
        );
        build.all.push(opened.allInCanvas);
        build.fromStart.push(opened.allInCanvas - appStart);
      } finally {
        await opened.context.close();
      }
    }
  }
  if (published) {
    console.log(
      `Published page, ${n} widgets, ${runs} fresh loads per build, alternating (median [min–max], ms)`,
    );
    for (const { root, all: loads } of servers) {
      const all = summary(loads);
      console.log(`  ${root}: navigation → all in DOM ${all.median} [${all.min}–${all.max}]`);
    }
  } else {
    console.log(
      `Editor link, ${n} widgets, ${runs} fresh loads per build, alternating (median [min–max], ms)`,
    );
    console.log('| build | navigation → all in canvas | app start → all in canvas |');
    console.log('|---|---|---|');
    for (const { root, all: loads, fromStart: fromStarts } of servers) {
      const all = summary(loads);
      const fromStart = summary(fromStarts);
      console.log(
        `| ${root} | ${all.median} [${all.min}–${all.max}] | ${fromStart.median} [${fromStart.min}–${fromStart.max}] |`,
      );
    }
  }
} finally {
  await browser.close();
  for (const { server } of servers) await server.close();
}
