import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import { type Config, loadConfig } from '../../src/server/config';
import type { App } from '../../src/server/context';
import { type Database, openDatabase } from '../../src/server/db/client';
import { seed } from '../../src/server/db/seed';

export interface TestApp {
  app: App;
  database: Database;
  cache: ResponseCache;
  config: Config;
  close(): Promise<void>;
}

/**
 * The app on a fresh database: in-memory PGlite, or — when DATABASE_URL is set — a new database
 * on that PostgreSQL server, dropped afterwards. Seeded with the demo content as of `now`.
 */
export async function startTestApp(
  opts: { now?: Date; seedDemo?: boolean; env?: Record<string, string> } = {},
): Promise<TestApp> {
  const serverUrl = process.env.DATABASE_URL;
  let databaseUrl: string | null = null;
  let drop: (() => Promise<void>) | null = null;
  if (serverUrl) {
    const name = `efir_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    databaseUrl = url.toString();
    drop = async () => {
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  }
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: '.tmp/test-data', ...opts.env });
  const database = openDatabase({ databaseUrl, dataDir: null });
  await database.migrate();
  if (opts.seedDemo ?? true)
    await seed(database.db, { product: config.product, uploadsDir: null, now: opts.now });
  const cache = new ResponseCache();
  const app = await buildApp({ config: { ...config, staticDir: null }, database, cache, logger: false });
  await app.ready();
  return {
    app,
    database,
    cache,
    config,
    async close() {
      await app.close();
      await database.close();
      if (drop) await drop();
    },
  };
}
