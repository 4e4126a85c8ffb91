import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig } from 'vite';

/**
 * Storybook of the registry and the page chrome (design §3, §4). Widget stories are generated
 * from each widget's examples by scripts/gen-stories.mjs (run by `npm run storybook` and
 * `npm run build-storybook`); the demo API in src/demo/api.ts answers their calls, so nothing
 * is fetched from outside.
 */
const config: StorybookConfig = {
  framework: { name: '@storybook/react-vite', options: {} },
  stories: ['../stories/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y'],
  core: {
    disableTelemetry: true,
    disableWhatsNewNotifications: true,
    enableCrashReports: false,
  },
  async viteFinal(viteConfig) {
    // The app's dev proxy (to the API on port 3001) has no place in Storybook: stories use the demo API.
    // The floors' aliases (@core, @widgets, @demo), as vite.config.ts and tsconfig.json name them.
    const merged = mergeConfig(viteConfig, {
      resolve: {
        alias: {
          '@core': resolve(import.meta.dirname, '../src/core'),
          '@widgets': resolve(import.meta.dirname, '../src/widgets'),
          '@demo': resolve(import.meta.dirname, '../src/demo'),
        },
      },
    });
    return { ...merged, server: { ...merged.server, proxy: {} } };
  },
};

export default config;
