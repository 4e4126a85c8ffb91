import { defineConfig } from 'vitest/config';

/**
 * The Storybook smoke test (`npm run test:storybook`, after `npm run build-storybook`): every story
 * of the built Storybook opened in Chromium from a static server on a free loopback port.
 */
export default defineConfig({
  test: {
    name: 'storybook',
    environment: 'node',
    include: ['tests/storybook/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
