import { sql } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client';
import type { MailOutbox } from '../mail/outbox';

/** What the scrape reads besides its own counters. */
export interface MetricSources {
  database: Database;
  outbox: MailOutbox;
  /** Entries held by the response cache. */
  cacheSize: () => number;
  /** Chat sockets connected to this instance (null until the chat is attached). */
  chatConnections: () => number | null;
}

/** Methods kept as they are in labels; anything else a client sends is `OTHER` (bounded labels). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** The longest a scrape waits for the database before it says it is down. */
const PROBE_TIMEOUT_MS = 2000;

const timeout = <T>(promise: Promise<T>, ms: number): Promise<T> =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), ms).unref()),
  ]);

/** The gauges of a PostgreSQL pool (PGlite, one connection inside the process, has none). */
function poolGaugesOf(registry: Registry) {
  const gauge = (name: string, help: string) => new Gauge({ name, help, registers: [registry] });
  return {
    poolTotal: gauge('efir_db_pool_connections', 'PostgreSQL pool connections open (pg Pool totalCount)'),
    poolIdle: gauge('efir_db_pool_idle_connections', 'PostgreSQL pool connections idle (pg Pool idleCount)'),
    poolWaiting: gauge(
      'efir_db_pool_waiting_requests',
      'Queries waiting for a PostgreSQL pool connection (pg Pool waitingCount)',
    ),
    poolMax: gauge('efir_db_pool_max_connections', 'Size limit of the PostgreSQL pool'),
  };
}

/** The gauges set at each scrape (`OpsMetrics.refresh`). */
function gaugesOf(registry: Registry) {
  const gauge = (name: string, help: string, labelNames: string[] = []) =>
    new Gauge({ name, help, labelNames, registers: [registry] });
  return {
    cacheEntries: gauge('efir_response_cache_entries', 'Responses held by the response cache'),
    dbUp: gauge('efir_db_up', 'Whether the database answered the scrape within 2 s (1) or not (0)'),
    dbProbe: gauge('efir_db_probe_seconds', 'Time the database took to answer `select 1` at the scrape'),
    chat: gauge('efir_chat_connections', 'Chat (socket.io) sockets connected to this instance'),
    outbox: gauge(
      'efir_mail_outbox_letters',
      'Letters in the mail outbox: pending (not sent yet), due (pending and due now), failed (given up)',
      ['state'],
    ),
    outboxOldest: gauge(
      'efir_mail_outbox_oldest_pending_seconds',
      'Age of the oldest letter not sent yet (0: none waiting)',
    ),
  };
}

/**
 * The app's Prometheus metrics (issue 22), in a registry of its own (not prom-client's global
 * one): several apps in one process (the tests) do not collide. Labels are bounded: routes are
 * patterns (`routeOptions.url`), statuses are classes, reports are counted by kind or directive,
 * never by a text a client wrote.
 */
export class OpsMetrics {
  readonly registry = new Registry();
  private readonly requests: Counter<'method' | 'route' | 'status'>;
  private readonly duration: Histogram<'method' | 'route' | 'status'>;
  readonly cacheLookups: Counter<'kind' | 'result'>;
  readonly cspReports: Counter<'directive'>;
  readonly clientErrors: Counter<'kind' | 'release'>;
  private readonly gauges: ReturnType<typeof gaugesOf>;
  private readonly pool: ReturnType<typeof poolGaugesOf> | null;

  constructor(info: { version: string; release: string; database: Database['kind'] }) {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Counter({
      name: 'efir_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status'],
      registers,
    });
    this.duration = new Histogram({
      name: 'efir_http_request_duration_seconds',
      help: 'Time from the request to its answer, by method, route pattern and status class',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers,
    });
    this.cacheLookups = new Counter({
      name: 'efir_response_cache_lookups_total',
      help: 'Response cache lookups by kind (page, api, read: parsed API answers of page renders) and result: hit, shared (joined a load under way), miss (loaded)',
      labelNames: ['kind', 'result'],
      registers,
    });
    this.cspReports = new Counter({
      name: 'efir_csp_reports_total',
      help: 'Content-Security-Policy violation reports received, by directive',
      labelNames: ['directive'],
      registers,
    });
    this.clientErrors = new Counter({
      name: 'efir_client_errors_total',
      help: 'Errors reported by browsers, by kind and whether their release is the one this server serves (current, other)',
      labelNames: ['kind', 'release'],
      registers,
    });
    this.gauges = gaugesOf(this.registry);
    this.pool = info.database === 'postgres' ? poolGaugesOf(this.registry) : null;
    new Gauge({
      name: 'efir_build_info',
      help: 'The running build: package version, client release and database kind',
      labelNames: ['version', 'release', 'database'],
      registers,
    }).set({ version: info.version, release: info.release, database: info.database }, 1);
  }
  /** Counts an answered request (an `onResponse` hook). */
  observeRequest(method: string, route: string | undefined, statusCode: number, elapsedMs: number): void {
    const labels = {
      method: METHODS.has(method) ? method : 'OTHER',
      // A request no route matched (a 404 of the not-found handler) has no pattern.
      route: route ?? 'unmatched',
      status: `${Math.floor(statusCode / 100)}xx`,
    };
    this.requests.inc(labels);
    this.duration.observe(labels, elapsedMs / 1000);
  }

  /** Reads what the scrape reports besides counters: the database, the pool, the queues, the chat. */
  async refresh(sources: MetricSources): Promise<void> {
    const g = this.gauges;
    g.cacheEntries.set(sources.cacheSize());
    const chat = sources.chatConnections();
    if (chat === null) g.chat.reset();
    else g.chat.set(chat);
    const pool = sources.database.poolStats?.();
    if (pool && this.pool) {
      this.pool.poolTotal.set(pool.total);
      this.pool.poolIdle.set(pool.idle);
      this.pool.poolWaiting.set(pool.waiting);
      this.pool.poolMax.set(pool.max);
    }
    const started = performance.now();
    const [probe, depth] = await Promise.allSettled([
      timeout(sources.database.db.execute(sql`select 1`), PROBE_TIMEOUT_MS).then(
        () => (performance.now() - started) / 1000,
      ),
      timeout(sources.outbox.depth(), PROBE_TIMEOUT_MS),
    ]);
    g.dbUp.set(probe.status === 'fulfilled' ? 1 : 0);
    // Unknown is not zero: NaN rather than a stale or a made-up figure.
    g.dbProbe.set(probe.status === 'fulfilled' ? probe.value : Number.NaN);
    if (depth.status === 'fulfilled') {
      const { pending, due, failed, oldestPendingSeconds } = depth.value;
      g.outbox.set({ state: 'pending' }, pending);
      g.outbox.set({ state: 'due' }, due);
      g.outbox.set({ state: 'failed' }, failed);
      g.outboxOldest.set(oldestPendingSeconds);
    } else {
      g.outbox.reset();
      g.outboxOldest.set(Number.NaN);
    }
  }
}
