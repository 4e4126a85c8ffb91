import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';

/** A serialised response kept by the cache. */
export interface CachedBody {
  body: string;
  etag: string;
  tags: readonly string[];
  /** HTTP status of a cached page (JSON entries leave it out: 200). */
  status?: number;
  /**
   * The body compressed, made once per encoding on first need (compression.ts `sendEncoded`);
   * `brQuick`: the brotli is the quick one of a miss, to be redone better once the entry is hit.
   */
  encoded?: { br?: Buffer; gzip?: Buffer; brQuick?: boolean };
  /**
   * The body's UTF-8 bytes, made once with its etag and used by its first compression (a page is
   * a rope of thousands of strings: every hash, length or compression of the string flattened and
   * encoded it again); dropped once the body is compressed (compression.ts).
   */
  bytes?: Buffer;
  /** A value kept as it is, for a reader in this process (the page renderer's reads: ssr/reads.ts). */
  value?: unknown;
}

/** What a load gives the cache: the body, the tags it depends on, and whether to keep it. */
export interface Loaded {
  body: string;
  tags: readonly string[];
  status?: number;
  /** How long to keep it (ms), at most the cache's own time; 0 serves it without keeping it. */
  ttlMs?: number;
  /** A value to keep beside the body (`CachedBody.value`). */
  value?: unknown;
}

/** Weak: the same validator for the body sent as is, brotli or gzip (compression.ts). */
const etagOf = (bytes: Buffer) => `W/"${createHash('sha1').update(bytes).digest('base64url')}"`;

/**
 * The server's list cache (design §5): serialised responses by key, tagged with what they
 * depend on. A write invalidates its tags here and, through Redis pub/sub, on every other
 * instance. Concurrent misses of one key share one load.
 */
export class ResponseCache {
  private readonly entries: LRUCache<string, CachedBody>;
  private readonly loading = new Map<string, Promise<CachedBody>>();
  private readonly instance = randomUUID();
  private generation = 0;
  /**
   * Told of every lookup (ops/register.ts counts them for /metrics): served from the cache,
   * `shared` a load under way for the same key, or a `miss` that loads.
   */
  onLookup: ((key: string, result: 'hit' | 'shared' | 'miss') => void) | null = null;

  constructor(
    private readonly opts: { max?: number; ttlMs?: number; pub?: Redis; sub?: Redis; channel?: string } = {},
  ) {
    this.entries = new LRUCache({ max: opts.max ?? 2000, ttl: opts.ttlMs ?? 10 * 60_000 });
  }

  /** Subscribes to other instances' invalidations (when Redis is configured). */
  async start(): Promise<void> {
    const { sub, channel } = this.opts;
    if (!sub || !channel) return;
    await sub.subscribe(channel);
    sub.on('message', (ch, message) => {
      if (ch !== channel) return;
      try {
        const { from, tags } = JSON.parse(message) as { from: string; tags: string[] };
        if (from !== this.instance) this.dropLocal(tags);
      } catch {
        // A malformed message from outside is ignored: it cannot name tags.
      }
    });
  }

  /**
   * A JSON response: `load`'s value serialised, tagged with `tags`. `keepMs`, asked once the load
   * is done, can keep it for less than the cache's time (a "not found" of an item that is about to
   * be published keeps only until then).
   */
  async get(
    key: string,
    tags: readonly string[],
    load: () => Promise<unknown>,
    keepMs?: () => number | undefined,
  ): Promise<CachedBody> {
    return this.getEntry(key, async () => {
      const body = JSON.stringify(await load());
      const ttlMs = keepMs?.();
      return ttlMs === undefined ? { body, tags } : { body, tags, ttlMs };
    });
  }

  /** Like `get` for a body that is text already (XML, plain text): kept as `load()` gives it. */
  async getText(key: string, tags: readonly string[], load: () => Promise<string>): Promise<CachedBody> {
    return this.getEntry(key, async () => ({ body: await load(), tags }));
  }

  /**
   * Any serialised response whose tags are known once it is loaded (a rendered page depends on
   * what its widgets read). Concurrent misses of one key share one load.
   */
  async getEntry(key: string, load: () => Promise<Loaded>): Promise<CachedBody> {
    const hit = this.entries.get(key);
    if (hit) {
      this.onLookup?.(key, 'hit');
      return hit;
    }
    const pending = this.loading.get(key);
    this.onLookup?.(key, pending ? 'shared' : 'miss');
    if (pending) return pending;
    const generation = this.generation;
    const promise = load()
      .then(({ body, tags, status, ttlMs, value }) => {
        const bytes = Buffer.from(body);
        const entry: CachedBody = { body, bytes, etag: etagOf(bytes), tags };
        if (status !== undefined) entry.status = status;
        if (value !== undefined) entry.value = value;
        // A load that raced an invalidation is served but not kept.
        if (generation === this.generation && ttlMs !== 0)
          this.entries.set(key, entry, ttlMs ? { ttl: ttlMs } : undefined);
        return entry;
      })
      .finally(() => this.loading.delete(key));
    this.loading.set(key, promise);
    return promise;
  }

  /** Drops every entry with one of `tags`, here and on the other instances. */
  async invalidate(tags: readonly string[]): Promise<void> {
    this.dropLocal(tags);
    const { pub, channel } = this.opts;
    if (pub && channel) await pub.publish(channel, JSON.stringify({ from: this.instance, tags }));
  }

  get size(): number {
    return this.entries.size;
  }

  private dropLocal(tags: readonly string[]) {
    this.generation++;
    for (const [key, entry] of this.entries.entries()) {
      if (entry.tags.some((t) => tags.includes(t))) this.entries.delete(key);
    }
  }
}
