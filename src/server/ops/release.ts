import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pkg from '../../../package.json';

/** The package's version (package.json), for `efir_build_info`. */
export const VERSION: string = pkg.version;

/** The release of a client that was not built (the Vite dev server, tests without a build). */
export const DEV_RELEASE = 'dev';

/**
 * The release of a build: the name of the client's entry script without `.js`, e.g.
 * `index-BX3s9kQm`. Vite names it after a hash of its content, which holds the names (hashes) of
 * every chunk it imports, so any change of the client's code or styles makes a new release. The
 * browser reads the same name from its entry `<script>` (src/client/error-reporter.ts
 * `releaseOf`): both sides agree without a build step of their own.
 */
export function releaseOfEntry(file: string): string {
  return /([\w.-]+)\.js$/.exec(file)?.[1] ?? DEV_RELEASE;
}

/** This server's release: that of the built client it serves (`{staticDir}/.vite/manifest.json`). */
export function serverRelease(staticDir: string | null): string {
  if (!staticDir) return DEV_RELEASE;
  try {
    const manifest = JSON.parse(readFileSync(join(staticDir, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file?: string }
    >;
    const entry = manifest['index.html']?.file;
    return entry ? releaseOfEntry(entry) : DEV_RELEASE;
  } catch {
    return DEV_RELEASE;
  }
}
