/**
 * The `publish` section of `npm run bench` (issue 26, "visible at once"): `npm run cluster` with two
 * instances behind nginx, on the local PostgreSQL and Redis. An editor publishes a news item's new
 * title through the newsroom API (through the proxy, with If-Match), BENCH_PUBLISH_RUNS (20) times;
 * a visitor reads the item's cached page through nginx every 20 ms, and one reads it on each
 * instance directly. Per publish: the time from the publish's answer until the page shows the new
 * title through the proxy and on each instance; p50, p95 and max of each, and the publish's own
 * answer time. Before each publish the page is kept again everywhere (read twice through the
 * proxy and once on each instance) and the publish waits a random 0–1 s, so it falls anywhere in
 * the proxy's one-second freshness. Bounded: a title not seen within 30 s counts as a failure.
 */
import { type Cluster, call, publishNewsTitle, signInAdmin, sleep, startCluster } from '../cluster/harness';

const POLL_MS = 20;
const GIVE_UP_MS = 30_000;

export interface PublishResult {
  runs: number;
  /** Publish answered → title seen, ms, per publish: through nginx, and on each instance. */
  proxy: number[];
  instances: number[][];
  /** The publish request's own answer time, ms. */
  answer: number[];
  failures: number;
}

const pct = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? Number.NaN;
};

/** Reads `path` on `port` every POLL_MS until it holds `text`; ms after `from`, or null. */
async function seenAfter(port: number, path: string, text: string, from: number): Promise<number | null> {
  while (Date.now() - from < GIVE_UP_MS) {
    const res = await call(port, 'GET', path, { headers: { 'accept-encoding': 'identity' } }).catch(
      () => null,
    );
    if (res?.status === 200 && res.body.includes(text)) return Date.now() - from;
    await sleep(POLL_MS);
  }
  return null;
}

export async function measurePublish(c: Cluster, runs: number): Promise<PublishResult> {
  const token = await signInAdmin(c);
  const instances = c.state().instances;
  const [row] = (await c.db.query<{ id: string }>('select id from news order by date desc, id limit 1')).rows;
  if (!row) throw new Error('no news item to publish');
  const path = `/uz/news/${row.id}/`;
  const result: PublishResult = {
    runs,
    proxy: [],
    instances: instances.map(() => []),
    answer: [],
    failures: 0,
  };
  const read = (port: number) => call(port, 'GET', path, { headers: { 'accept-encoding': 'identity' } });
  for (let run = 0; run < runs; run++) {
    await read(c.port);
    await read(c.port);
    for (const i of instances) await read(i.port);
    await sleep(Math.random() * 1000);
    const title = `Янги ном ${run} ${Date.now().toString(36)}`;
    const started = Date.now();
    const published = await publishNewsTitle(c.port, token, row.id, title);
    if (published.status !== 200) throw new Error(`publish: ${published.status} ${published.body}`);
    const answered = Date.now();
    result.answer.push(answered - started);
    const [proxy, ...direct] = await Promise.all([
      seenAfter(c.port, path, title, answered),
      ...instances.map((i) => seenAfter(i.port, path, title, answered)),
    ]);
    if (proxy === null || direct.some((d) => d === null)) result.failures++;
    if (proxy !== null) result.proxy.push(proxy);
    direct.forEach((d, n) => {
      if (d !== null) result.instances[n]?.push(d);
    });
  }
  return result;
}

export function publishReport(r: PublishResult, out: (line?: string) => void): void {
  const line = (values: number[]) =>
    `p50 ${pct(values, 0.5).toFixed(0)} ms, p95 ${pct(values, 0.95).toFixed(0)} ms, max ${Math.max(...values).toFixed(0)} ms`;
  out(
    `  ${r.runs} publishes of a news title (newsroom API through nginx, If-Match), ${r.failures} not seen within ${GIVE_UP_MS / 1000} s`,
  );
  out(`  publish answered → visible on the cached page through nginx: ${line(r.proxy)}`);
  r.instances.forEach((values, n) => {
    out(`  publish answered → visible on instance ${n + 1} directly: ${line(values)}`);
  });
  out(`  the publish request itself: ${line(r.answer)}`);
}

/** The whole section: a two-instance cluster, BENCH_PUBLISH_RUNS publishes. */
export async function publishSection(out: (line?: string) => void, env: NodeJS.ProcessEnv = process.env) {
  const runs = Math.max(1, Math.min(200, Number(env.BENCH_PUBLISH_RUNS ?? 20) || 20));
  const c = await startCluster(2);
  try {
    await c.waitReady(180_000);
    publishReport(await measurePublish(c, runs), out);
    await c.stop();
  } finally {
    await c.cleanup();
  }
}
