import type { Lang } from '@core/lang';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes } from 'rate-limiter-flexible';
import type { Config } from './config';
import { HttpError } from './http';
import { requestLang } from './lang';
import { text } from './texts';

/**
 * HTML snapshot pushes a client may send per minute (spec §6, §7). A visitor pushes once per
 * page visit, so 30 leaves room for fast browsing; many visitors share an address behind mobile
 * carriers' NAT, and a dropped push costs nothing (the client sends quietly, the next one comes).
 */
export const SNAPSHOT_PUSHES_PER_MINUTE = 30;

/** The 429 message in `lang`, naming the seconds to wait. */
export function tooManyRequestsMessage(lang: Lang, ttlMs: number): string {
  return text(lang, 'limits.tooMany', { seconds: Math.max(1, Math.ceil(ttlMs / 1000)) });
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Where account limits count: Redis shared by every instance, or this process's memory. */
    limiterStore: { redis: Redis | null; prefix: string };
  }
}

/**
 * A counter of `points` per `seconds` for each key, stored under `{keyPrefix}:{key}` in Redis
 * (shared by every instance) or in memory. While Redis is down each instance counts in memory
 * rather than refusing everyone (the insurance limiter).
 */
export function counter(redis: Redis | null | undefined, keyPrefix: string, points: number, seconds: number) {
  const memory = new RateLimiterMemory({ keyPrefix, points, duration: seconds });
  return redis
    ? new RateLimiterRedis({
        storeClient: redis,
        keyPrefix,
        points,
        duration: seconds,
        insuranceLimiter: memory,
      })
    : memory;
}

/**
 * Rate limits per client address (design §7), applied only where a route asks for them with
 * `config: { rateLimit: { max, timeWindow } }`; the default is RATE_LIMIT requests a minute.
 * Counters live in Redis when the app has a connection (shared by every instance), else in
 * memory. A failing Redis lets requests through rather than failing them. A refused request is
 * a 429 with `{message}` in the visitor's language (through the app's error handler).
 */
export async function registerRateLimit(
  app: FastifyInstance,
  config: Pick<Config, 'rateLimit' | 'product'>,
  redis?: Redis | null,
) {
  await app.register(rateLimit, {
    global: false,
    max: config.rateLimit,
    timeWindow: 60_000,
    ...(redis ? { redis, nameSpace: `${config.product}:rate-limit:`, skipOnError: true } : {}),
    errorResponseBuilder: (request, context) =>
      new HttpError(context.statusCode, tooManyRequestsMessage(requestLang(request), context.ttl)),
  });
  app.decorate('limiterStore', { redis: redis ?? null, prefix: `${config.product}:limit` });
}

/** One account rate limit: `max` requests per `windowMs` for each key. */
export interface AccountLimit {
  max: number;
  windowMs: number;
}

/**
 * The account limits of issue 6 (design §7). Per client address they stop one machine guessing;
 * per account they stop many machines guessing one account's password, or flooding one inbox.
 */
export const ACCOUNT_LIMITS = {
  signInPerClient: { max: 30, windowMs: 60_000 },
  signInPerAccount: { max: 10, windowMs: 15 * 60_000 },
  signUpPerClient: { max: 20, windowMs: 60 * 60_000 },
  forgotPerClient: { max: 10, windowMs: 15 * 60_000 },
  forgotPerAddress: { max: 3, windowMs: 60 * 60_000 },
  resetPerClient: { max: 20, windowMs: 15 * 60_000 },
  smsPerClient: { max: 10, windowMs: 60 * 60_000 },
  codeChecksPerClient: { max: 30, windowMs: 15 * 60_000 },
  uploadsPerClient: { max: 30, windowMs: 60 * 60_000 },
  /** Request forms (issue 10): many people may share an address, one person sends a few. */
  formsPerClient: { max: 30, windowMs: 60 * 60_000 },
  formsPerAccount: { max: 10, windowMs: 60 * 60_000 },
} satisfies Record<string, AccountLimit>;

type KeyOf = (request: FastifyRequest) => string | null;

/**
 * A preHandler enforcing `limit` for the key `{product}:limit:{name}:{key(request)}` (the client
 * address when `key` is absent; a null key is not limited). Several may guard one route (per
 * client and per account): each counts on its own, in the store of registerRateLimit (Redis
 * across instances).
 * A refused request is a 429 with a message in the visitor's language and `retry-after`. With
 * RATE_LIMITS=off (benchmarks) it admits everything.
 */
export function accountLimit(
  app: FastifyInstance,
  config: Pick<Config, 'rateLimits'>,
  name: string,
  limit: AccountLimit,
  key?: KeyOf,
): (request: FastifyRequest, reply: FastifyReply) => Promise<void> {
  if (!config.rateLimits) return async () => {};
  const { redis, prefix } = app.limiterStore;
  const limiter = counter(redis, `${prefix}:${name}`, limit.max, Math.ceil(limit.windowMs / 1000));
  return async (request, reply) => {
    const id = key ? key(request) : request.ip;
    if (id === null) return;
    try {
      await limiter.consume(id);
    } catch (err) {
      if (!(err instanceof RateLimiterRes)) throw err;
      const seconds = Math.max(1, Math.ceil(err.msBeforeNext / 1000));
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, tooManyRequestsMessage(requestLang(request), err.msBeforeNext));
    }
  };
}
