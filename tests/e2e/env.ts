import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Where the browser tests' server runs, and what it is given (playwright.config.ts and the specs). */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3107);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** Removed before each start: the demo content is seeded into an empty PGlite database. */
export const E2E_DATA_DIR = join(tmpdir(), `efir-e2e-${E2E_PORT}`);
/** The SMS outbox of the server under test (no gateway is configured). */
export const E2E_SMS_OUTBOX = join(E2E_DATA_DIR, 'outbox', 'sms');
/** The server sends mail to an SMTP server a spec starts on this port (tests/api/smtp.ts). */
export const E2E_SMTP_PORT = E2E_PORT + 1;
/** The admin made at start from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const E2E_ADMIN = { email: 'admin@e2e.example', password: 'e2e admin passphrase' };
/** The local OpenID Connect provider a spec starts (tests/e2e/oidc-provider.ts), named `local`. */
export const E2E_OIDC_PORT = E2E_PORT + 2;
