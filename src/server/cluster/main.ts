import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ConfigError, loadConfig } from '../config';
import { SERVER_NODE_FLAGS } from '../node-flags';
import { freePort, isReady } from './net';
import { ensureNginx, readTemplate, testNginxConf, writeNginxConf } from './nginx';

/**
 * `npm run cluster` (decision 024): nginx on PORT in front of CLUSTER_SIZE instances of the built
 * server on loopback, sharing PostgreSQL (DATABASE_URL), Redis (REDIS_URL) and DATA_DIR's files.
 *
 * - The instances trust exactly nginx's address (TRUST_PROXY=127.0.0.1) and drain for
 *   DRAIN_SECONDS on SIGTERM; the first one migrates and seeds before the others start.
 * - Every half second each instance's `/uz/api/ready.json` is read; an instance that is not ready
 *   (starting, draining, gone) is marked `down` in the upstream list and nginx reloads.
 * - An instance that dies (a signal, a crash) is started again on its port; one that an operator
 *   stops with SIGTERM (exit code 0) stays stopped.
 * - DATA_DIR/cluster.json lists the proxy and the instances: ports, process ids, readiness.
 * - SIGINT or SIGTERM stops everything within 15 s.
 */

const here = dirname(fileURLToPath(import.meta.url));
const log = (line: string) => console.log(`cluster: ${line}`);

interface Instance {
  name: string;
  port: number;
  child: ChildProcess | null;
  ready: boolean;
  restarts: number;
  /** Stopped by an operator (SIGTERM, exit 0): not restarted. */
  stopped: boolean;
}

function fail(message: string): never {
  console.error(`Efir cluster cannot start. ${message}`);
  process.exit(1);
}

async function main() {
  const env = process.env;
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig(env);
  } catch (err) {
    if (err instanceof ConfigError) fail(err.message);
    throw err;
  }
  if (!config.databaseUrl)
    fail('DATABASE_URL is required: the instances share one PostgreSQL database (PGlite takes one process).');
  if (!config.redisUrl)
    fail('REDIS_URL is required: rate limits, the chat and cache invalidation span the instances.');
  const sizeRaw = env.CLUSTER_SIZE?.trim() || '2';
  if (!/^\d+$/.test(sizeRaw) || Number(sizeRaw) < 1 || Number(sizeRaw) > 32)
    fail(`Invalid CLUSTER_SIZE: "${sizeRaw}" is not a whole number from 1 to 32`);
  const size = Number(sizeRaw);
  const nginx = ensureNginx(log);
  if (!nginx) fail('nginx is missing: install it (Debian: apt-get install nginx) or set NGINX to its path.');

  const prefix = join(config.dataDir, 'cluster');
  mkdirSync(prefix, { recursive: true });
  const template = readTemplate([
    join(here, 'nginx.conf.template'),
    resolve(here, '../../../deploy/nginx.conf.template'),
  ]);
  const listen =
    config.host === '0.0.0.0'
      ? String(config.port)
      : `${config.host.includes(':') ? `[${config.host}]` : config.host}:${config.port}`;
  const serverMain = join(here, 'main.js');
  const drainSeconds = env.DRAIN_SECONDS?.trim() || '2';

  const instances: Instance[] = [];
  for (let i = 0; i < size; i++)
    instances.push({
      name: `efir-${i + 1}`,
      port: await freePort(),
      child: null,
      ready: false,
      restarts: 0,
      stopped: false,
    });

  let proxy: ChildProcess | null = null;
  let stopping = false;

  const writeState = () => {
    const state = {
      updated: new Date().toISOString(),
      proxy: { pid: proxy?.pid ?? null, listen, config: join(prefix, 'nginx.conf') },
      instances: instances.map(({ name, port, child, ready, restarts, stopped }) => ({
        name,
        port,
        pid: child?.pid ?? null,
        ready,
        restarts,
        stopped,
      })),
    };
    // Written aside and renamed: whoever reads the file (an operator's script, the tests) never
    // sees it half-written.
    const file = join(config.dataDir, 'cluster.json');
    writeFileSync(`${file}.tmp`, `${JSON.stringify(state, null, 2)}\n`);
    renameSync(`${file}.tmp`, file);
  };

  const writeConf = () => {
    const file = writeNginxConf(template, {
      prefix,
      listen,
      upstreams: instances.map(({ port, ready }) => ({ port, down: !ready })),
    });
    const problem = testNginxConf(nginx, file, prefix);
    if (problem) throw new Error(`nginx refused its configuration: ${problem}`);
    return file;
  };

  let reloadTimer: NodeJS.Timeout | null = null;
  const reload = () => {
    if (reloadTimer || stopping) return;
    reloadTimer = setTimeout(() => {
      reloadTimer = null;
      if (stopping || !proxy) return;
      try {
        writeConf();
        proxy.kill('SIGHUP');
        log(
          `upstreams: ${instances.map((i) => `${i.name}:${i.port}${i.ready ? '' : ' (down)'}`).join(', ')}`,
        );
      } catch (err) {
        log(String(err));
      }
      writeState();
    }, 100);
  };

  const start = (instance: Instance) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, serverMain], {
      env: {
        ...env,
        PORT: String(instance.port),
        HOST: '127.0.0.1',
        TRUST_PROXY: '127.0.0.1',
        DRAIN_SECONDS: drainSeconds,
        PUBLIC_URL: env.PUBLIC_URL?.trim() || `http://localhost:${config.port}`,
        EFIR_INSTANCE: instance.name,
      },
      stdio: 'inherit',
    });
    instance.child = child;
    instance.ready = false;
    writeState();
    child.on('exit', (code, signal) => {
      if (instance.child !== child) return;
      instance.child = null;
      instance.ready = false;
      if (stopping) return;
      reload();
      if (code === 0) {
        instance.stopped = true;
        log(`${instance.name} stopped (exit 0): not restarted`);
        writeState();
        return;
      }
      instance.restarts++;
      const delay = Math.min(10_000, 500 * 2 ** Math.min(instance.restarts - 1, 5));
      log(`${instance.name} ended (${signal ?? `exit ${code}`}): starting it again in ${delay} ms`);
      writeState();
      setTimeout(() => {
        if (!stopping) start(instance);
      }, delay);
    });
  };

  const waitReady = async (instance: Instance, ms: number) => {
    const deadline = Date.now() + ms;
    while (Date.now() < deadline) {
      if (!instance.child) throw new Error(`${instance.name} ended while starting`);
      if (await isReady(instance.port)) return;
      await new Promise((done) => setTimeout(done, 250));
    }
    throw new Error(`${instance.name} was not ready within ${ms / 1000} s`);
  };

  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal}: stopping nginx and ${instances.length} instances`);
    const force = setTimeout(() => {
      for (const child of [proxy, ...instances.map((i) => i.child)]) child?.kill('SIGKILL');
      process.exit(1);
    }, 14_000);
    force.unref();
    const exited = (child: ChildProcess | null) =>
      child && child.exitCode === null && child.signalCode === null
        ? new Promise<void>((done) => child.once('exit', () => done()))
        : Promise.resolve();
    // The instances drain (they keep answering nginx for DRAIN_SECONDS), then nginx stops at once.
    const children = instances.map((i) => i.child);
    for (const child of children) child?.kill('SIGTERM');
    await Promise.all(children.map(exited));
    proxy?.kill('SIGTERM');
    await exited(proxy);
    writeState();
    log('stopped');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  // The first instance migrates and seeds alone; the others start once it is ready.
  const [first, ...rest] = instances;
  if (!first) return;
  start(first);
  await waitReady(first, 180_000);
  first.ready = true;
  for (const instance of rest) start(instance);
  const file = writeConf();
  proxy = spawn(nginx, ['-p', prefix, '-c', file], { stdio: 'inherit' });
  proxy.on('exit', (code, signal) => {
    if (stopping) return;
    log(`nginx ended (${signal ?? `exit ${code}`}): stopping the cluster`);
    void stop('nginx exit');
  });
  await Promise.all(rest.map((instance) => waitReady(instance, 180_000).catch((err) => log(String(err)))));
  writeState();

  // Readiness, every half second: what is not ready is marked down in nginx's upstream list.
  const poll = async () => {
    if (stopping) return;
    const states = await Promise.all(
      instances.map((i) => (i.child ? isReady(i.port) : Promise.resolve(false))),
    );
    let changed = false;
    instances.forEach((instance, i) => {
      const ready = states[i] ?? false;
      if (instance.ready !== ready) {
        instance.ready = ready;
        changed = true;
      }
    });
    if (changed) reload();
    setTimeout(() => void poll(), 500);
  };
  reload();
  await poll();
  log(
    `serving http://localhost:${config.port}/uz/ through nginx (pid ${proxy.pid}) in front of ${instances
      .map((i) => `${i.name} on 127.0.0.1:${i.port} (pid ${i.child?.pid})`)
      .join(', ')}; state in ${join(config.dataDir, 'cluster.json')}`,
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
