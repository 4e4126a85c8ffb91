import { bool, type Env, url } from './env';

/**
 * The configuration of the database and the cache (DATABASE_URL, PGLITE_FSYNC, REDIS_URL; the
 * data folder itself is read by `loadConfig`).
 */

/** DATABASE_URL: a PostgreSQL server; null means the embedded PGlite. */
export const databaseUrl = (env: Env): string | null =>
  url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);

/** REDIS_URL: Redis for cache invalidation, rate limits and socket.io across instances; null means one instance. */
export const redisUrl = (env: Env): string | null => url(env, 'REDIS_URL', ['redis:', 'rediss:']);

/**
 * PGLITE_FSYNC (on/off, default off): the embedded database fsyncs each commit's WAL and its files
 * at checkpoints, so that commits survive a power cut, at a cost in writes per second on disk
 * (tests/bench/pglite-fsync.ts). A killed process loses no acknowledged commit either way.
 */
export function pgliteFsync(env: Env = process.env): boolean {
  return bool(env, 'PGLITE_FSYNC', false);
}
