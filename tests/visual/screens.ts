/**
 * The docs' screenshots (docs/screens/README.md): home, channel, schedule and an archive item at
 * 1366 and 390 px, in the themes asked for, as small PNGs (the first 1,800 px of each page,
 * reduced to a 256-colour palette).
 *
 *   npm run screens                       # builds nothing: starts dist/ with the frozen clock,
 *                                         # shoots light and dark into docs/screens/after
 *   npm run screens -- --base http://127.0.0.1:3320 --out docs/screens/before --themes light
 *                                         # a server already running (another checkout)
 *
 * With `--base`, start that server with the same frozen clock so both sets show the same moment:
 * `FROZEN_NOW=2026-11-27T07:40:00.000Z SEED_DEMO=true node --import
 * /path/to/this/tests/visual/frozen-clock.mjs dist/server/main.js` (`--now` is then that instant;
 * `--now ''` if its clock runs free).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { request as apiRequest, chromium } from '@playwright/test';
import sharp from 'sharp';
import { CHROMIUM_ARGS, locateChromium } from '../helpers/chromium';
import { FROZEN_NOW, frozenServerEnv, VISUAL_PORT } from './env';
import { prepare, SCREENS, type Theme, WIDTHS } from './stage';

/** How much of a page a picture keeps, from the top. */
const MAX_HEIGHT = 1800;

const { values } = parseArgs({
  options: {
    base: { type: 'string' },
    out: { type: 'string', default: 'docs/screens/after' },
    themes: { type: 'string', default: 'light,dark' },
    now: { type: 'string', default: FROZEN_NOW },
  },
});

const themes = (values.themes ?? '').split(',').filter((t): t is Theme => t === 'light' || t === 'dark');
if (!themes.length) throw new Error('--themes: light, dark or both');
const out = values.out ?? 'docs/screens/after';
mkdirSync(out, { recursive: true });

const stopServer = values.base ? undefined : await startServer(VISUAL_PORT + 1);
const base = values.base ?? `http://127.0.0.1:${VISUAL_PORT + 1}`;
const origin = new URL(base).origin;

const browser = await chromium.launch({
  executablePath: locateChromium().path ?? undefined,
  args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'],
});
const api = await apiRequest.newContext({ baseURL: base });
try {
  for (const screen of SCREENS.filter((s) => s.docs)) {
    const path = await screen.path(api);
    for (const width of WIDTHS)
      for (const theme of themes) {
        const context = await browser.newContext({
          baseURL: base,
          locale: 'uz-Cyrl-UZ',
          timezoneId: 'Asia/Tashkent',
          deviceScaleFactor: 1,
        });
        const page = await context.newPage();
        await prepare(page, { ...width, theme }, { origin, now: values.now || undefined });
        await page.goto(path);
        await screen.ready(page);
        const height = await page.evaluate(() => document.documentElement.scrollHeight);
        const shot = await page.screenshot({
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          clip: { x: 0, y: 0, width: width.width, height: Math.min(height, MAX_HEIGHT) },
        });
        const file = join(out, `${screen.name}-${width.width}-${theme}.png`);
        await sharp(shot).png({ palette: true, colours: 256, compressionLevel: 9, effort: 10 }).toFile(file);
        process.stdout.write(`${file}\n`);
        await context.close();
      }
  }
} finally {
  await api.dispose();
  await browser.close();
  await stopServer?.();
}

/** The built server with the frozen clock and a fresh demo database on `port`; answers its stop. */
async function startServer(port: number): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-screens-'));
  const child = spawn(
    process.execPath,
    ['--import', './tests/visual/frozen-clock.mjs', 'dist/server/main.js'],
    {
      env: { ...process.env, ...frozenServerEnv(port, dataDir) },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server stopped (${child.exitCode}): is dist/ built?`);
    const up = await fetch(`http://127.0.0.1:${port}/uz/api/health.json`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) break;
    if (Date.now() > deadline) throw new Error('the server did not start in 2 minutes');
    await new Promise((done) => setTimeout(done, 500));
  }
  return async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
}
