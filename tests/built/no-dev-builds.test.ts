import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bundledSources, DEV_SIGNATURES, findDevBuilds } from '../helpers/dev-builds';

/** The built app (`npm run build` first); DIST_DIR points the check at another build. */
const DIST = process.env.DIST_DIR ?? 'dist';

describe('production builds only (dist/)', () => {
  it('bundles no development build of any dependency, client or server', () => {
    for (const part of ['client', 'server']) {
      expect(existsSync(join(DIST, part)), `${DIST}/${part} is missing: run npm run build first`).toBe(true);
    }
    expect(findDevBuilds(join(DIST, 'client'), { client: true })).toEqual([]);
    expect(findDevBuilds(join(DIST, 'server'), { client: false })).toEqual([]);
    // Not vacuous: the maps are there, and they name the production builds.
    expect(bundledSources(join(DIST, 'client'))).toEqual(
      expect.arrayContaining(['react-dom/cjs/react-dom-client.production.js']),
    );
    // The server renderer bundles React too: its production build.
    expect(bundledSources(join(DIST, 'server'))).toEqual(
      expect.arrayContaining(['react-dom/cjs/react-dom-server.node.production.js']),
    );
  });

  it('finds every signature in a development build of the same app', () => {
    const out = mkdtempSync(join(tmpdir(), 'efir-dev-build-'));
    try {
      // NODE_ENV=development selects React's dev builds, --mode development jotai's dev checks.
      const args = ['build', '--mode', 'development', '--outDir', out, '--logLevel', 'error'];
      execFileSync(process.execPath, ['node_modules/vite/bin/vite.js', ...args], {
        env: { ...process.env, NODE_ENV: 'development' },
        stdio: 'pipe',
      });
      const found = new Set(findDevBuilds(out, { client: true }).map((f) => f.what));
      for (const s of DEV_SIGNATURES) {
        expect(found, s.what).toContain(s.what);
      }
      for (const pkg of ['react', 'react-dom', 'scheduler']) {
        expect(found, pkg).toContain(`${pkg} (source map)`);
      }
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
