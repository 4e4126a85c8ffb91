import { resolve } from 'node:path';

/**
 * The floors' path aliases (design §4): `@core/…` → src/core, `@widgets/…` → src/widgets, `@demo/…` →
 * src/demo. tsconfig.json's `paths` names the same for TypeScript, tsx and esbuild
 * (scripts/build-server.mjs, scripts/gen-stories.mjs); Vite, Vitest and Storybook take this record.
 */
export const ALIASES: Record<string, string> = {
  '@core': resolve(import.meta.dirname, 'src/core'),
  '@widgets': resolve(import.meta.dirname, 'src/widgets'),
  '@demo': resolve(import.meta.dirname, 'src/demo'),
};
