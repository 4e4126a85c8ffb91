import { defineConfig } from '@playwright/test';
import {
  E2E_ADMIN,
  E2E_BASE_URL,
  E2E_DATA_DIR,
  E2E_OIDC_PORT,
  E2E_PORT,
  E2E_SMTP_PORT,
} from './tests/e2e/env';
import { CHROMIUM_ARGS, locateChromium } from './tests/helpers/chromium';

/**
 * Browser tests of the visitor story against the BUILT app (`npm run build` first; `npm test`
 * does it): one `node dist/server/main.js` on its own port with a fresh embedded database.
 */
const PORT = E2E_PORT;
const BASE_URL = E2E_BASE_URL;
const DATA_DIR = E2E_DATA_DIR;

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
      // One instance, no Redis: rate-limit counters live in memory and die with the server, so
      // one run's sign-ups never count against the next run's (CI exports REDIS_URL).
      REDIS_URL: '',
      STATIC_DIR: '',
      PUBLIC_URL: BASE_URL,
      // The tests' own sign-ups name their client (support.ts `signUp`); a browser's requests carry
      // no X-Forwarded-For and count as the loopback peer's, as before.
      TRUST_PROXY: 'loopback',
      // Letters go to the SMTP server the password spec starts; SMS to the file outbox.
      SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
      ADMIN_EMAIL: E2E_ADMIN.email,
      // No newsroom letters (the API suite reads them from its SMTP server): none waits for retries.
      NEWSROOM_EMAIL: '',
      // The newsroom's scheduled publishing fires within seconds, not the default 15 s (newsroom.spec.ts).
      JOBS_INTERVAL_SECONDS: '2',
      ADMIN_PASSWORD: E2E_ADMIN.password,
      // The specs' admins sign in with a password only; two-factor.spec.ts enrols its own admin.
      ADMIN_TOTP: 'offered',
      // Sign-in with the OpenID Connect provider the oidc spec starts.
      OIDC_PROVIDERS: 'local',
      OIDC_LOCAL_ISSUER: `http://localhost:${E2E_OIDC_PORT}`,
      OIDC_LOCAL_CLIENT_ID: 'efir',
      OIDC_LOCAL_CLIENT_SECRET: 'efir-secret',
      OIDC_LOCAL_TITLE: 'Local ID',
    },
  },
});
