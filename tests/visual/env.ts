import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_ADMIN, E2E_PORT } from '../e2e/env';

/**
 * The instant every screenshot is taken at, on the server (tests/visual/frozen-clock.mjs) and in
 * the browser (`page.clock.setFixedTime`): 12:40 in Tashkent on a Friday, mid-programme on every
 * channel. Changing it moves every baseline (`npm run test:visual:update`).
 */
export const FROZEN_NOW = '2026-11-27T07:40:00.000Z';

/** The visual tests' own server: beside the e2e server's ports (E2E_PORT, +1 SMTP, +2 OpenID). */
export const VISUAL_PORT = Number(process.env.VISUAL_PORT ?? E2E_PORT + 3);
export const VISUAL_BASE_URL = `http://127.0.0.1:${VISUAL_PORT}`;
/** Removed before each start: the demo is seeded afresh, at the frozen instant. */
export const VISUAL_DATA_DIR = join(tmpdir(), `efir-visual-${VISUAL_PORT}`);

/** The command that starts the built server with its clock frozen (run from the repository's root). */
export const FROZEN_SERVER = 'node --import ./tests/visual/frozen-clock.mjs dist/server/main.js';

/**
 * The environment of a frozen-clock server on `port` with its data in `dataDir`: the embedded
 * database seeded with the demo at FROZEN_NOW, no Redis, no mail, no sign-in providers, the e2e
 * admin (the editor's screens).
 */
export function frozenServerEnv(port: number, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    FROZEN_NOW,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    DATABASE_URL: '',
    REDIS_URL: '',
    STATIC_DIR: '',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SMTP_URL: '',
    NEWSROOM_EMAIL: '',
    ADMIN_EMAIL: E2E_ADMIN.email,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    // The visual specs' admin signs in with a password only.
    ADMIN_TOTP: 'offered',
    OIDC_PROVIDERS: '',
  };
}
