import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, locateChromium } from './tests/helpers/chromium';

/**
 * Browser tests of the visitor story against the BUILT app (`npm run build` first; `npm test`
 * does it): one `node dist/server/main.js` on its own port with a fresh embedded database.
 */
const PORT = Number(process.env.E2E_PORT ?? 3107);
const BASE_URL = `http://127.0.0.1:${PORT}`;
/** Removed before each start: the demo content is seeded into an empty PGlite database. */
const DATA_DIR = join(tmpdir(), `efir-e2e-${PORT}`);

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // Two cores: one browser at a time against one server.
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: '.tmp/playwright',
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    locale: 'uz-Cyrl-UZ',
    trace: 'retain-on-failure',
    launchOptions: {
      // Undefined only when Chromium is missing, and then the global setup stops the run with how to install it.
      executablePath: locateChromium().path ?? undefined,
      args: [...CHROMIUM_ARGS],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `test -f dist/server/main.js || { echo 'dist/server/main.js is missing: run npm run build first' >&2; exit 1; }; rm -rf '${DATA_DIR}' && exec node dist/server/main.js`,
    url: `${BASE_URL}/uz/api/health.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // The README promise: the embedded database. CI exports DATABASE_URL for the API suite only.
      DATABASE_URL: '',
      STATIC_DIR: '',
    },
  },
});
