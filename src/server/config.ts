import { isAbsolute, resolve } from 'node:path';

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
  return {
    port: int(env, 'PORT', 3000, 0, 65535),
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
  };
}
