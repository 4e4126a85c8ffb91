import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/**
 * The cluster test (`npm run test:cluster`, after `npm run build`): nginx in front of two built
 * instances on the local PostgreSQL and Redis (decision 024). Needs nginx (`.ci/run` installs it).
 */
export default defineConfig({
  // The floors' aliases (design §4), as tsconfig.json's paths name them for tsc, tsx and esbuild.
  resolve: {
    alias: {
      '@core': resolve(import.meta.dirname, 'src/core'),
      '@widgets': resolve(import.meta.dirname, 'src/widgets'),
      '@demo': resolve(import.meta.dirname, 'src/demo'),
    },
  },
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
