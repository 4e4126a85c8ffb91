import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seed } from '../../src/server/db/seed';

export interface BenchApp {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  /** CPU seconds this process has used so far (the app shares it with the bench). */
  cpuSeconds(): number;
  close(): Promise<void>;
}

/**
 * The real app (buildApp) in this process on an in-memory PGlite seeded with the demo content,
 * listening on a random loopback port, no request logging. It serves (and, with server rendering,
 * renders pages from) the built client in `staticDir`, as STATIC_DIR=dist/client would: run
 * `npm run build` first. Import it after setting NODE_ENV=production so that React's production
 * build is the one loaded (run.ts does).
 */
export async function startBenchApp(
  staticDir = resolve('dist/client'),
  env: Record<string, string> = {},
): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-bench-'));
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    STATIC_DIR: staticDir,
    ADMIN_TOTP: 'offered',
    ...env,
  });
  const database = openDatabase({ databaseUrl: null, dataDir: null });
  await database.migrate();
  await seed(database.db, { product: config.product, uploadsDir });
  const cache = new ResponseCache();
  await cache.start();
  const app = await buildApp({ config, database, cache, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    cpuSeconds() {
      const { user, system } = process.cpuUsage();
      return (user + system) / 1e6;
    },
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
