import { resolve } from 'node:path';
import type { StorybookConfig } from '@storybook/react-vite';
import { mergeConfig, type PluginOption } from 'vite';

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
  // A recording plays in Storybook too: the demo's committed segments, and a one-segment VOD
  // playlist of them per type (.storybook/media/), which stories/providers.tsx gives the player
  // in place of the server's VOD route (a static Storybook has no server: it answered 404).
  staticDirs: [
    { from: '../assets/live', to: '/demo-live' },
    { from: './media', to: '/story-media' },
  ],
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
    // Nor its precompression of the client's files (.br, .gz beside each): nothing serves those
    // here, and it was half of the build's time.
    const plugins = ((merged.plugins ?? []) as PluginOption[])
      .flat()
      .filter(
        (plugin) =>
          !(plugin && typeof plugin === 'object' && 'name' in plugin && plugin.name === 'efir:precompress'),
      );
    return { ...merged, plugins, server: { ...merged.server, proxy: {} } };
  },
};

export default config;
