import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, expect } from 'vitest';
import { type BuiltServer, startBuiltServer, visitorRoutes } from '../bench/server';

/** The built app (`npm run build` first); DIST_DIR points the checks at another build. */
export const DIST = process.env.DIST_DIR ?? 'dist';

/**
 * The built server for a describe block's tests, started before them and closed after, with the
 * visitor routes it serves: read `app.origin` and `app.routes` inside the tests.
 */
export function builtApp(): { readonly origin: string; readonly routes: string[] } {
  let server: BuiltServer | undefined;
  let routes: string[] = [];
  beforeAll(async () => {
    expect(existsSync(join(DIST, 'server', 'main.js')), `${DIST} is missing: run npm run build first`).toBe(
      true,
    );
    server = await startBuiltServer({ root: join(DIST, '..') });
    routes = await visitorRoutes(server.origin);
  }, 120_000);
  afterAll(async () => {
    await server?.close();
  });
  return {
    get origin() {
      if (!server) throw new Error('the built server has not started');
      return server.origin;
    },
    get routes() {
      return routes;
    },
  };
}
