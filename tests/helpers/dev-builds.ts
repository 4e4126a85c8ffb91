import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Text that only a dependency's development build contains: its dev warnings survive
 * minification, while the production build (or `process.env.NODE_ENV` / `import.meta.env.MODE`
 * defined as production) drops them. tests/built proves each one against a real development build.
 */
export const DEV_SIGNATURES: readonly { what: string; text: string }[] = [
  { what: 'react / react-dom', text: 'Invalid hook call' },
  { what: 'react/jsx-runtime', text: '`key` is not a prop' },
  { what: '@tanstack/query-core', text: 'Query data cannot be undefined' },
  { what: 'jotai', text: 'Detected store mutation during atom read' },
];

/** A dependency's mode check left to run time: in a browser bundle it must have been replaced. */
const UNREPLACED_ENV = 'process.env.NODE_ENV';

export interface DevBuildFinding {
  /** The file, relative to the scanned folder. */
  file: string;
  /** The package or signature that gave it away. */
  what: string;
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** The package of a source-map source inside node_modules (`@scope/name` or `name`). */
function packageOf(source: string): string {
  const path = source.slice(source.lastIndexOf('node_modules/') + 'node_modules/'.length);
  const parts = path.split('/');
  return (path.startsWith('@') ? parts.slice(0, 2) : parts.slice(0, 1)).join('/');
}

/**
 * Development builds of dependencies bundled under `dir` (a `dist/client` or `dist/server`): a
 * source map naming a dependency file under `development/` or `*.development.*` (react,
 * react-dom, scheduler…), or, in a client bundle, one of DEV_SIGNATURES or a
 * `process.env.NODE_ENV` still read.
 */
export function findDevBuilds(dir: string, opts: { client: boolean }): DevBuildFinding[] {
  const found: DevBuildFinding[] = [];
  for (const path of filesUnder(dir)) {
    const file = relative(dir, path);
    if (file.endsWith('.map')) {
      const { sources = [] } = JSON.parse(readFileSync(path, 'utf8')) as { sources?: string[] };
      const dev = sources.filter((s) => s.includes('node_modules/') && /[/.]development[/.]/.test(s));
      for (const what of new Set(dev.map(packageOf))) found.push({ file, what: `${what} (source map)` });
    } else if (/\.m?js$/.test(file)) {
      // Server bundles are not minified and React's production server build keeps its full
      // messages: there the source maps tell, the signatures only in the minified client.
      if (!opts.client) continue;
      const code = readFileSync(path, 'utf8');
      for (const s of DEV_SIGNATURES) if (code.includes(s.text)) found.push({ file, what: s.what });
      if (code.includes(UNREPLACED_ENV)) found.push({ file, what: UNREPLACED_ENV });
    }
  }
  return found;
}

/** The dependency files a folder's source maps name, relative to node_modules. */
export function bundledSources(dir: string): string[] {
  const sources = new Set<string>();
  for (const path of filesUnder(dir).filter((p) => p.endsWith('.map'))) {
    const map = JSON.parse(readFileSync(path, 'utf8')) as { sources?: string[] };
    for (const s of map.sources ?? []) {
      if (s.includes('node_modules/')) sources.add(s.slice(s.lastIndexOf('node_modules/') + 13));
    }
  }
  return [...sources];
}
