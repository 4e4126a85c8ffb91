import { defineConfig } from 'vitest/config';

/** Checks of the built app, run by `npm run test:dist` after `npm run build`. */
export default defineConfig({
  test: {
    name: 'dist',
    environment: 'node',
    include: ['tests/built/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
