import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/client';
import { seed } from '../../src/server/db/seed';

export interface BenchApp {
  /** `http://127.0.0.1:{port}` */
  origin: string;
  close(): Promise<void>;
}

/**
 * The real app (buildApp) on an in-memory PGlite seeded with the demo content, serving the built
 * SPA from `staticDir`, listening on a random loopback port. No request logging.
 */
export async function startBenchApp(staticDir: string): Promise<BenchApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'efir-bench-'));
  const uploadsDir = join(dataDir, 'uploads');
  mkdirSync(uploadsDir, { recursive: true });
  const config = { ...loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir }), staticDir };
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
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
