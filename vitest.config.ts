import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  // The floors' aliases (design §4), as tsconfig.json's paths name them for tsc, tsx and esbuild.
  resolve: {
    alias: {
      '@core': resolve(import.meta.dirname, 'src/core'),
      '@widgets': resolve(import.meta.dirname, 'src/widgets'),
      '@demo': resolve(import.meta.dirname, 'src/demo'),
    },
  },
  test: {
    // Broadcast time must not depend on the machine's zone: run everything in another zone.
    env: { TZ: 'America/New_York' },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/**/*.test.ts', 'tests/unit/**/*.test.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'component',
          environment: 'happy-dom',
          include: ['src/**/*.test.tsx', 'tests/unit/**/*.test.tsx'],
          setupFiles: ['tests/setup-dom.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          environment: 'node',
          include: ['tests/api/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
