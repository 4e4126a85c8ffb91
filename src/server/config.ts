import { isAbsolute, resolve } from 'node:path';
import { JOBS_INTERVAL_SECONDS } from '@core/newsroom';
import { bool, ConfigError, type Env, int, origin } from './config/env';
import {
  type AdminAccount,
  type AdminTotp,
  adminAccount,
  adminTotp,
  jwtSecret,
  metricsToken,
  type OidcProvider,
  oidcProviders,
  streamOrigins,
  trustProxy,
} from './config/security';
import { databaseUrl, pgliteFsync, redisUrl } from './config/storage';
import {
  mailFrom,
  newsroomEmails,
  type SmsGateway,
  smsCountries,
  smsGateway,
  smtpUrl,
  type VapidKeys,
  vapidKeys,
} from './config/transports';

/**
 * The server's configuration: the one entry point, `loadConfig`, reads every environment variable
 * (README, Configuration) and checks it at start. The variables of each concern are read in
 * `config/`: `storage.ts` (database, cache), `transports.ts` (mail, SMS, Web Push), `security.ts`
 * (sessions, admins, metrics, proxies, OpenID Connect, stream origins); `env.ts` reads one value.
 */

export { ConfigError, type OidcProvider, pgliteFsync, type SmsGateway };

/** The server's configuration, read from environment variables and checked at start. */
export interface Config {
  port: number;
  host: string;
  /** Folder of the embedded database and the uploads. */
  dataDir: string;
  /** PostgreSQL server; absent means the embedded PGlite database in `dataDir/db`. */
  databaseUrl: string | null;
  /** Redis for cache invalidation, rate limits and socket.io across instances; absent means one instance. */
  redisUrl: string | null;
  /** Slug of content calls: `/uz/api/{product}/channel.json`. */
  product: string;
  jwtSecret: string | null;
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
  /** Seed the demo content into an empty database, and keep demo schedules current. */
  seedDemo: boolean;
  /** Built SPA to serve; absent in API-only runs (tests, `npm run dev`). */
  staticDir: string | null;
  /** Requests allowed per minute and client on rate-limited routes. */
  rateLimit: number;
  /** Account rate limits (sign-in, sign-up, reset, SMS, uploads); off only for benchmarks. */
  rateLimits: boolean;
  /** Bearer token that opens `GET /metrics` from any address (METRICS_TOKEN, 16+ characters); null: trusted addresses only. */
  metricsToken: string | null;
  /** First admin created on start when no user has that e-mail (ADMIN_EMAIL, ADMIN_PASSWORD). */
  admin: AdminAccount;
  /**
   * The second factor of admins (ADMIN_TOTP): `required` (default) refuses an admin without
   * TOTP every admin-only call and newsroom write until enrolled; `offered` only offers it.
   */
  adminTotp: AdminTotp;
  /** Production mode (NODE_ENV=production): no demo accounts. */
  production: boolean;
  /** SMTP server of outgoing mail (`smtp://user:pass@host:587`); absent: the file outbox. */
  smtpUrl: string | null;
  /** Sender of letters. */
  mailFrom: string;
  /**
   * Where new request-form submissions are announced (NEWSROOM_EMAIL, comma-separated; default
   * the first admin's ADMIN_EMAIL); empty: no announcement (the newsroom reads its table).
   */
  newsroomEmails: string[];
  /** HTTP SMS gateway; absent: the file outbox. */
  sms: SmsGateway | null;
  /** Countries whose phone numbers may be confirmed (ISO codes; the first reads national writings). */
  smsCountries: string[];
  /** OpenID Connect providers people can sign in with (OIDC_PROVIDERS and OIDC_{ID}_*). */
  oidc: OidcProvider[];
  /** Public origin of the portal (canonical URLs, sitemap), e.g. `https://efir.uz`; no trailing slash. */
  publicUrl: string;
  /**
   * Origins of real live streams (channels' `online` URLs), allowed by the CSP for media and for
   * hls.js's requests (STREAM_ORIGINS, comma-separated, e.g. `https://live.mtrk.uz`).
   */
  streamOrigins: string[];
  /**
   * Proxies whose `X-Forwarded-For` is believed (TRUST_PROXY: addresses or CIDR ranges): the
   * client address is the right-most forwarded address that is not one of them. Empty: nobody,
   * the client address is the peer's.
   */
  trustProxy: string[];
  /**
   * On SIGTERM, how long to keep answering while ready.json says 503 before closing (DRAIN_SECONDS):
   * the time a balancer needs to stop sending requests here. 0 (default): close at once.
   */
  drainMs: number;
  /**
   * Whether an XMLTV import may read a file from a loopback or private address
   * (IMPORT_ALLOW_PRIVATE=1: tests and local setups only; default: public servers only).
   */
  importAllowPrivate: boolean;
  /** How often the jobs runner looks for due work (JOBS_INTERVAL_SECONDS, 1–60; default 15). */
  jobsIntervalSeconds: number;
  /** PGlite fsyncs its WAL and files (PGLITE_FSYNC=on; default off; see src/server/db/pglite-fsync.ts). */
  pgliteFsync: boolean;
  /**
   * Web Push (issue 28): VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (base64url; both or neither: without
   * them a pair is made at the first start in DATA_DIR/vapid.json) and VAPID_SUBJECT (mailto: or
   * https:; default: PUBLIC_URL when https, else mailto:no-reply@ its host).
   */
  vapid: VapidKeys;
}

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Reads and checks the configuration; throws ConfigError naming the first bad variable. */
export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const dir = (name: string, fallback: string | null): string | null => {
    const raw = env[name]?.trim() || fallback;
    if (!raw) return null;
    return isAbsolute(raw) ? raw : resolve(cwd, raw);
  };
  const product = env.PRODUCT?.trim() || 'efir';
  if (!/^[a-z][a-z0-9-]{0,31}$/.test(product)) {
    throw new ConfigError('PRODUCT', `"${product}" must be a lower-case slug (letters, digits, dashes)`);
  }
  const secret = jwtSecret(env);
  const logLevel = (env.LOG_LEVEL?.trim() || 'info') as Config['logLevel'];
  if (!LOG_LEVELS.includes(logLevel)) {
    throw new ConfigError('LOG_LEVEL', `"${logLevel}" is not one of ${LOG_LEVELS.join(', ')}`);
  }
  const host = env.HOST?.trim() || '0.0.0.0';
  const port = int(env, 'PORT', 3000, 0, 65535);
  const publicUrl = origin(env, 'PUBLIC_URL', `http://localhost:${port}`);
  return {
    port,
    host,
    dataDir: dir('DATA_DIR', './data') ?? resolve(cwd, 'data'),
    databaseUrl: databaseUrl(env),
    redisUrl: redisUrl(env),
    product,
    jwtSecret: secret,
    logLevel,
    seedDemo: bool(env, 'SEED_DEMO', true),
    staticDir: dir('STATIC_DIR', null),
    rateLimit: int(env, 'RATE_LIMIT', 60, 1, 100000),
    rateLimits: bool(env, 'RATE_LIMITS', true),
    metricsToken: metricsToken(env),
    admin: adminAccount(env),
    adminTotp: adminTotp(env),
    production: env.NODE_ENV?.trim() === 'production',
    smtpUrl: smtpUrl(env),
    mailFrom: mailFrom(env, publicUrl),
    newsroomEmails: newsroomEmails(env),
    sms: smsGateway(env),
    smsCountries: smsCountries(env),
    oidc: oidcProviders(env),
    publicUrl,
    streamOrigins: streamOrigins(env),
    pgliteFsync: pgliteFsync(env),
    trustProxy: trustProxy(env),
    drainMs: int(env, 'DRAIN_SECONDS', 0, 0, 60) * 1000,
    importAllowPrivate: bool(env, 'IMPORT_ALLOW_PRIVATE', false),
    jobsIntervalSeconds: int(env, 'JOBS_INTERVAL_SECONDS', JOBS_INTERVAL_SECONDS, 1, 60),
    vapid: vapidKeys(env),
  };
}
