import { resolve } from 'node:path';
import { defineConfig } from 'vitest/config';

/** Checks of the built app, run by `npm run test:dist` after `npm run build`. */
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
    name: 'dist',
    environment: 'node',
    include: ['tests/built/**/*.test.ts'],
    testTimeout: 60_000,
  },
});
