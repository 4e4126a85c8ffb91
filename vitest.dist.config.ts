import { defineConfig } from 'vitest/config';
import { ALIASES } from './aliases';

/** Checks of the built app, run by `npm run test:dist` after `npm run build`. */
export default defineConfig({
  resolve: { alias: ALIASES },
  test: {
    name: 'dist',
    environment: 'node',
    include: ['tests/built/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
