import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, locateChromium } from './tests/helpers/chromium';
import {
  FROZEN_SERVER,
  frozenServerEnv,
  VISUAL_BASE_URL,
  VISUAL_DATA_DIR,
  VISUAL_PORT,
} from './tests/visual/env';

/**
 * Visual regression (issue 24, decision 028): screenshots of the built app compared with the
 * committed baselines in tests/visual/__screenshots__. Its own server, seeded afresh with the demo
 * and its clock frozen at FROZEN_NOW (tests/visual/frozen-clock.mjs); `npm run test:visual`, and
 * `npm run test:visual:update` to take new baselines deliberately (README).
 */
export default defineConfig({
  testDir: 'tests/visual',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/e2e/global-setup.ts',
  // One baseline per screen, whatever the machine's name for its platform: the one Chromium and
  // the fonts are the project's (the self-hosted Inter draws every text).
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  workers: 1,
  fullyParallel: false,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: {
    timeout: 15_000,
    toHaveScreenshot: {
      // Up to 100 pixels may differ, each by a colour distance of 0.1 (YIQ): room for a little
      // anti-aliasing; a changed word, a moved box or a token's colour is far above it. 96 runs on
      // a loaded machine differed by no pixel (decision 028).
      maxDiffPixels: 100,
      threshold: 0.1,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  reporter: [['list']],
  outputDir: '.tmp/playwright-visual',
  use: {
    baseURL: VISUAL_BASE_URL,
    browserName: 'chromium',
    locale: 'uz-Cyrl-UZ',
    timezoneId: 'Asia/Tashkent',
    reducedMotion: 'reduce',
    deviceScaleFactor: 1,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: locateChromium().path ?? undefined,
      args: [...CHROMIUM_ARGS, '--font-render-hinting=none', '--hide-scrollbars'],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    command: `test -f dist/server/main.js || { echo 'dist/server/main.js is missing: run npm run build first' >&2; exit 1; }; rm -rf '${VISUAL_DATA_DIR}' && exec ${FROZEN_SERVER}`,
    url: `${VISUAL_BASE_URL}/uz/api/health.json`,
    reuseExistingServer: false,
    timeout: 120_000,
    gracefulShutdown: { signal: 'SIGTERM', timeout: 10_000 },
    stdout: 'pipe',
    stderr: 'pipe',
    env: frozenServerEnv(VISUAL_PORT, VISUAL_DATA_DIR),
  },
});
