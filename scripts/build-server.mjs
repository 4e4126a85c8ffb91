// Bundles the server into dist/server/main.js and the client's server renderer into
// dist/server/render.js (dependencies stay external), and copies the committed migrations beside them.
import { cpSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

rmSync('dist/server', { recursive: true, force: true });
const common = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
await build({ ...common, entryPoints: ['src/server/main.ts'], outfile: 'dist/server/main.js' });
// `npm run cluster`: nginx in front of several main.js (decision 024), with its template beside it.
await build({ ...common, entryPoints: ['src/server/cluster/main.ts'], outfile: 'dist/server/cluster.js' });
// The client's server renderer, loaded by main.js by path. Styles are the browser's: left out here.
// React and the query cache are bundled in, as production builds whatever NODE_ENV
// the server runs with; jsdom (the sanitiser's DOM) stays a package.
await build({
  ...common,
  entryPoints: ['src/client/entry-server.tsx'],
  outfile: 'dist/server/render.js',
  packages: undefined,
  external: ['jsdom'],
  jsx: 'automatic',
  loader: { '.css': 'empty' },
  define: { 'process.env.NODE_ENV': '"production"' },
  // Drops the development branches that the define leaves dead (React's `require` of its dev build).
  minifySyntax: true,
  // CommonJS packages bundled into ESM need a require for Node's built-ins.
  banner: {
    js: "import { createRequire as __efirRequire } from 'node:module'; const require = __efirRequire(import.meta.url);",
  },
});
cpSync('src/server/db/migrations', 'dist/server/migrations', { recursive: true });
cpSync('src/server/auth/common-passwords.txt', 'dist/server/common-passwords.txt');
cpSync('deploy/nginx.conf.template', 'dist/server/nginx.conf.template');
console.log('built dist/server/main.js, cluster.js and render.js');
