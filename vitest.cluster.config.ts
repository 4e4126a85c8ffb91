import { defineConfig } from 'vitest/config';
import { ALIASES } from './aliases';

/**
 * The cluster test (`npm run test:cluster`, after `npm run build`): nginx in front of two built
 * instances on the local PostgreSQL and Redis (decision 024). Needs nginx (`.ci/run` installs it).
 */
export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    name: 'cluster',
    environment: 'node',
    include: ['tests/cluster/**/*.test.ts'],
    testTimeout: 120_000,
    hookTimeout: 240_000,
  },
});
