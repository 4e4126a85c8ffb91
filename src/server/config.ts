import { isIP } from 'node:net';
import { isAbsolute, resolve } from 'node:path';
import { JOBS_INTERVAL_SECONDS } from '@core/newsroom';

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
  admin: { email: string; password: string } | null;
  /**
   * The second factor of admins (ADMIN_TOTP): `required` (default) refuses an admin without
   * TOTP every admin-only call and newsroom write until enrolled; `offered` only offers it.
   */
  adminTotp: 'required' | 'offered';
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
  vapid: { publicKey: string | null; privateKey: string | null; subject: string | null };
}

/** One OpenID Connect provider (OneID, Google, …). */
export interface OidcProvider {
  id: string;
  title: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** An HTTP SMS gateway (SMS_GATEWAY_*): a request per message with a body template. */
export interface SmsGateway {
  url: string;
  method: 'POST' | 'PUT' | 'GET';
  auth: { kind: 'basic'; user: string; password: string } | { kind: 'bearer'; token: string } | null;
  /** Body with `{to}` (E.164), `{to_digits}`, `{text}`, `{id}` and `{from}`. */
  body: string;
  contentType: 'application/json' | 'application/x-www-form-urlencoded';
  from: string;
}

export class ConfigError extends Error {
  constructor(
    readonly variable: string,
    message: string,
  ) {
    super(`Invalid ${variable}: ${message}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function int(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name]?.trim();
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d+$/.test(raw) || Number(raw) < min || Number(raw) > max) {
    throw new ConfigError(name, `"${raw}" is not a whole number from ${min} to ${max}`);
  }
  return Number(raw);
}

function bool(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(name, `"${env[name]}" is not a boolean (true/false, 1/0, yes/no, on/off)`);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = env[name]?.trim();
  if (!raw) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => `${p}//`).join(' or ')}`);
  }
  return raw;
}

/** An http(s) origin, optionally with a trailing `/`, returned without it. */
function origin(env: Env, name: string, fallback: string): string {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a URL');
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') {
    throw new ConfigError(name, 'must start with http:// or https://');
  }
  if (parsed.pathname !== '/' || parsed.search || parsed.hash || parsed.username || parsed.password) {
    throw new ConfigError(name, 'must be an origin such as https://efir.uz (no path, query or credentials)');
  }
  return parsed.origin;
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: both or neither; the password must pass the password rule's length. */
function adminAccount(env: Env): Config['admin'] {
  const email = env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.ADMIN_PASSWORD ?? '';
  if (!email && !password) return null;
  if (!email) throw new ConfigError('ADMIN_EMAIL', 'is required when ADMIN_PASSWORD is set');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new ConfigError('ADMIN_EMAIL', `"${email}" is not an e-mail address`);
  if (!password) throw new ConfigError('ADMIN_PASSWORD', 'is required when ADMIN_EMAIL is set');
  if ([...password].length < 8 || [...password].length > 128) {
    throw new ConfigError('ADMIN_PASSWORD', 'must have 8 to 128 characters');
  }
  return { email, password };
}

/** NEWSROOM_EMAIL: e-mail addresses, comma-separated; ADMIN_EMAIL when unset. */
function newsroomEmails(env: Env): string[] {
  const raw = env.NEWSROOM_EMAIL?.trim() ?? env.ADMIN_EMAIL?.trim() ?? '';
  if (!raw) return [];
  const items = raw.split(',').map((item) => item.trim().toLowerCase());
  for (const item of items)
    if (!/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(item))
      throw new ConfigError('NEWSROOM_EMAIL', `"${item}" is not an e-mail address`);
  return [...new Set(items)];
}

function smsGateway(env: Env): SmsGateway | null {
  const gatewayUrl = url(env, 'SMS_GATEWAY_URL', ['http:', 'https:']);
  if (!gatewayUrl) return null;
  const method = (env.SMS_GATEWAY_METHOD?.trim().toUpperCase() || 'POST') as SmsGateway['method'];
  if (!['POST', 'PUT', 'GET'].includes(method))
    throw new ConfigError('SMS_GATEWAY_METHOD', 'must be POST, PUT or GET');
  const rawAuth = env.SMS_GATEWAY_AUTH?.trim() ?? '';
  let auth: SmsGateway['auth'] = null;
  if (rawAuth) {
    const basic = /^basic:([^:]+):(.+)$/.exec(rawAuth);
    const bearer = /^bearer:(.+)$/.exec(rawAuth);
    if (basic?.[1] && basic[2]) auth = { kind: 'basic', user: basic[1], password: basic[2] };
    else if (bearer?.[1]) auth = { kind: 'bearer', token: bearer[1] };
    else throw new ConfigError('SMS_GATEWAY_AUTH', 'must be basic:USER:PASSWORD or bearer:TOKEN');
  }
  const contentType = (env.SMS_GATEWAY_CONTENT_TYPE?.trim() ||
    'application/json') as SmsGateway['contentType'];
  if (contentType !== 'application/json' && contentType !== 'application/x-www-form-urlencoded') {
    throw new ConfigError(
      'SMS_GATEWAY_CONTENT_TYPE',
      'must be application/json or application/x-www-form-urlencoded',
    );
  }
  const body =
    env.SMS_GATEWAY_BODY?.trim() ||
    (contentType === 'application/json'
      ? '{"mobile_phone":"{to_digits}","message":"{text}","from":"{from}"}'
      : 'mobile_phone={to_digits}&message={text}&from={from}');
  if (!body.includes('{text}') || !(body.includes('{to}') || body.includes('{to_digits}'))) {
    throw new ConfigError('SMS_GATEWAY_BODY', 'must hold {text} and {to} or {to_digits}');
  }
  return { url: gatewayUrl, method, auth, body, contentType, from: env.SMS_FROM?.trim() || '4546' };
}

function oidcProviders(env: Env): OidcProvider[] {
  const raw = env.OIDC_PROVIDERS?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const id = entry.trim().toLowerCase();
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(id))
      throw new ConfigError('OIDC_PROVIDERS', `"${id}" is not a provider id (a-z, 0-9, -)`);
    const key = (name: string) => `OIDC_${id.toUpperCase().replace(/-/g, '_')}_${name}`;
    const need = (name: string) => {
      const value = env[key(name)]?.trim();
      if (!value) throw new ConfigError(key(name), `is required for the provider "${id}"`);
      return value;
    };
    const issuer = need('ISSUER');
    let parsed: URL;
    try {
      parsed = new URL(issuer);
    } catch {
      throw new ConfigError(key('ISSUER'), 'is not a URL');
    }
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
    if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) {
      throw new ConfigError(key('ISSUER'), 'must be https:// (http:// only for localhost)');
    }
    return {
      id,
      title: env[key('TITLE')]?.trim() || id,
      issuer,
      clientId: need('CLIENT_ID'),
      clientSecret: need('CLIENT_SECRET'),
      scopes: env[key('SCOPES')]?.trim() || 'openid email profile',
    };
  });
}

function smsCountries(env: Env): string[] {
  const raw = env.SMS_COUNTRIES?.trim();
  if (!raw) return ['UZ'];
  const list = raw
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const bad = list.find((c) => !/^[A-Z]{2}$/.test(c));
  if (bad || list.length === 0)
    throw new ConfigError(
      'SMS_COUNTRIES',
      `"${bad ?? raw}" is not a list of ISO country codes such as UZ,KZ`,
    );
  return list;
}

/** METRICS_TOKEN: 16 to 512 visible ASCII characters (it travels in an Authorization header). */
function metricsToken(env: Env): string | null {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return null;
  if (!/^[\x21-\x7e]{16,512}$/.test(raw))
    throw new ConfigError('METRICS_TOKEN', 'must be 16 to 512 characters, without spaces or non-ASCII ones');
  return raw;
}

/** ADMIN_TOTP: `required` (default) or `offered`. */
function adminTotp(env: Env): Config['adminTotp'] {
  const raw = env.ADMIN_TOTP?.trim().toLowerCase() || 'required';
  if (raw !== 'required' && raw !== 'offered')
    throw new ConfigError('ADMIN_TOTP', `"${env.ADMIN_TOTP}" is not required or offered`);
  return raw;
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
  const jwtSecret = env.JWT_SECRET?.trim() || null;
  if (jwtSecret !== null && jwtSecret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
  }
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
    databaseUrl: url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']),
    redisUrl: url(env, 'REDIS_URL', ['redis:', 'rediss:']),
    product,
    jwtSecret,
    logLevel,
    seedDemo: bool(env, 'SEED_DEMO', true),
    staticDir: dir('STATIC_DIR', null),
    rateLimit: int(env, 'RATE_LIMIT', 60, 1, 100000),
    rateLimits: bool(env, 'RATE_LIMITS', true),
    metricsToken: metricsToken(env),
    admin: adminAccount(env),
    adminTotp: adminTotp(env),
    production: env.NODE_ENV?.trim() === 'production',
    smtpUrl: url(env, 'SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: env.MAIL_FROM?.trim() || `Efir <no-reply@${new URL(publicUrl).hostname}>`,
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

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (both or neither) and VAPID_SUBJECT. */
function vapidKeys(env: Env): Config['vapid'] {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || null;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || null;
  if ((publicKey === null) !== (privateKey === null))
    throw new ConfigError(
      publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  for (const [name, value] of [
    ['VAPID_PUBLIC_KEY', publicKey],
    ['VAPID_PRIVATE_KEY', privateKey],
  ] as const)
    if (value !== null && !/^[A-Za-z0-9_-]+$/.test(value)) throw new ConfigError(name, 'must be base64url');
  const subject = env.VAPID_SUBJECT?.trim() || null;
  if (subject !== null && !/^(mailto:|https:\/\/)/.test(subject))
    throw new ConfigError('VAPID_SUBJECT', 'must be a mailto: address or an https: URL');
  return { publicKey, privateKey, subject };
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: comma-separated IPv4/IPv6 addresses, CIDR ranges (`10.0.0.0/8`) or the names
 * loopback, linklocal, uniquelocal. Unset or empty: trust no proxy.
 */
function trustProxy(env: Env): string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return [];
  const items = raw.split(',').map((item) => item.trim());
  for (const item of items) {
    if (PROXY_RANGES.includes(item)) continue;
    const [address = '', bits, ...rest] = item.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const badBits = bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > max);
    if (!family || badBits || rest.length > 0)
      throw new ConfigError(
        'TRUST_PROXY',
        `"${item}" is not an address, a CIDR range (10.0.0.0/8) or one of ${PROXY_RANGES.join(', ')}`,
      );
  }
  return [...new Set(items)];
}

/** STREAM_ORIGINS: https origins (http only for localhost), each checked like PUBLIC_URL. */
function streamOrigins(env: Env): string[] {
  const raw = env.STREAM_ORIGINS?.trim();
  if (!raw) return [];
  const items = raw.split(',').map((item) => item.trim());
  if (items.some((item) => !item)) throw new ConfigError('STREAM_ORIGINS', 'has an empty item');
  const origins = items.map((item) => origin({ STREAM_ORIGINS: item }, 'STREAM_ORIGINS', item));
  for (const value of origins) {
    const { protocol, hostname } = new URL(value);
    if (protocol !== 'https:' && hostname !== 'localhost' && hostname !== '127.0.0.1')
      throw new ConfigError('STREAM_ORIGINS', `${value} must be https (the portal's pages are https)`);
  }
  return [...new Set(origins)];
}

/**
 * PGLITE_FSYNC (on/off, default off): the embedded database fsyncs each commit's WAL and its files
 * at checkpoints, so that commits survive a power cut, at a cost in writes per second on disk
 * (tests/bench/pglite-fsync.ts). A killed process loses no acknowledged commit either way.
 */
export function pgliteFsync(env: Env = process.env): boolean {
  return bool(env, 'PGLITE_FSYNC', false);
}
