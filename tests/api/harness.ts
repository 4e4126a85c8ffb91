import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { renderPage } from '../../src/client/entry-server';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import { type Config, loadConfig } from '../../src/server/config';
import type { App } from '../../src/server/context';
import { type Database, openDatabase } from '../../src/server/db/client';
import { seed, seedLists } from '../../src/server/db/seed';

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
  opts: { now?: Date; seedDemo?: boolean; env?: Record<string, string>; pages?: boolean } = {},
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
  // Admins of the API tests sign in with a password only; tests/api/two-factor.test.ts passes
  // ADMIN_TOTP=required to prove the refusal.
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: '.tmp/test-data',
    ADMIN_TOTP: 'offered',
    ...opts.env,
  });
  const database = openDatabase({ databaseUrl, dataDir: null });
  await database.migrate();
  await seedLists(database.db);
  if (opts.seedDemo ?? true)
    await seed(database.db, { product: config.product, uploadsDir: null, now: opts.now });
  const cache = new ResponseCache();
  const staticDir = opts.pages ? writeClientFixture() : null;
  const app = await buildApp({
    config: { ...config, staticDir },
    database,
    cache,
    logger: false,
    renderer: opts.pages ? renderPage : undefined,
  });
  await app.ready();
  return {
    app,
    database,
    cache,
    config,
    async close() {
      await app.close();
      await database.close();
      if (staticDir) rmSync(staticDir, { recursive: true, force: true });
      if (drop) await drop();
    },
  };
}

/**
 * A built client as Vite leaves it, in small: the page shell (index.html with the entry script,
 * a preload and the CSS) and a manifest with the entry, the on-air widget's chunk, its shared
 * import and its CSS, and the editor's two chunks. The API suite runs before `npm run build`; the browser tests use the real one.
 */
export function writeClientFixture(): string {
  const dir = mkdtempSync(join(tmpdir(), 'efir-client-'));
  mkdirSync(join(dir, 'assets'));
  mkdirSync(join(dir, '.vite'));
  writeFileSync(
    join(dir, 'index.html'),
    [
      '<!doctype html>',
      '<html lang="uz-Cyrl">',
      '  <head>',
      '    <meta charset="UTF-8" />',
      '    <meta name="description" content="shell" />',
      '    <title>Shell</title>',
      '    <script type="module" crossorigin src="/assets/index-e1.js"></script>',
      '    <link rel="modulepreload" crossorigin href="/assets/react-r1.js">',
      '    <link rel="stylesheet" crossorigin href="/assets/index-c1.css">',
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      '  </body>',
      '</html>',
    ].join('\n'),
  );
  for (const file of [
    'index-e1.js',
    'react-r1.js',
    'index-c1.css',
    'OnAir-o1.js',
    'OnAir-o1.css',
    'onair-s1.js',
    'EditorHost-h1.js',
    'Editor-d1.js',
    'Inspector-i1.js',
  ])
    writeFileSync(
      join(dir, 'assets', file),
      file.endsWith('.css') ? `.fixture-${file.replace(/\W/g, '-')}{color:red}` : '/* fixture */',
    );
  const manifest = {
    'index.html': {
      file: 'assets/index-e1.js',
      isEntry: true,
      imports: ['_react-r1.js'],
      css: ['assets/index-c1.css'],
    },
    '_react-r1.js': { file: 'assets/react-r1.js' },
    '_onair-s1.js': { file: 'assets/onair-s1.js', imports: ['_react-r1.js'] },
    'src/client/editor/EditorHost.tsx': {
      file: 'assets/EditorHost-h1.js',
      isDynamicEntry: true,
      imports: ['_react-r1.js'],
    },
    'src/client/editor/Editor.tsx': {
      file: 'assets/Editor-d1.js',
      isDynamicEntry: true,
      imports: ['_react-r1.js'],
    },
    'src/client/editor/Inspector.tsx': {
      file: 'assets/Inspector-i1.js',
      isDynamicEntry: true,
      imports: ['_react-r1.js'],
    },
    'src/widgets/onAir/OnAir.tsx': {
      file: 'assets/OnAir-o1.js',
      isDynamicEntry: true,
      imports: ['_react-r1.js', '_onair-s1.js'],
      css: ['assets/OnAir-o1.css'],
    },
  };
  writeFileSync(join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return dir;
}
