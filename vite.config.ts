import { readdirSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

/** Text assets worth compressing; smaller files fit in one packet anyway. */
/** Files copied as they are into the build (Vite's `publicDir`). */
const PUBLIC_DIR = resolve(import.meta.dirname, 'public');
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside every hashed asset and every
 * text file of `public/` (after-paint.js, the favicon), once at build, for @fastify/static's
 * `preCompressed` (src/server/static.ts). A variant that saves less
 * than 10 % is not written: the raw file is served instead.
 */
function precompress(): Plugin {
  const brotli = promisify(brotliCompress);
  const gz = promisify(gzip);
  return {
    name: 'efir:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist/client';
      const files = [
        ...Object.keys(bundle).filter((f) => f.startsWith('assets/') && COMPRESSIBLE.test(f)),
        ...readdirSync(PUBLIC_DIR).filter((f) => COMPRESSIBLE.test(f)),
      ];
      let written = 0;
      await Promise.all(
        files.map(async (file) => {
          const data = await readFile(join(dir, file));
          if (data.length < MIN_BYTES) return;
          const variants: [string, Buffer][] = [
            [
              '.br',
              await brotli(data, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
                  [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
                },
              }),
            ],
            ['.gz', await gz(data, { level: 9 })],
          ];
          for (const [ext, out] of variants) {
            if (out.length > data.length * 0.9) continue;
            await writeFile(join(dir, file + ext), out);
            written++;
          }
        }),
      );
      this.info(`${written} .br/.gz files written for ${files.length} text assets`);
    },
  };
}

/** The app's first module (index.html's script). */
const ENTRY = resolve(import.meta.dirname, 'src/client/main.tsx');

/**
 * The app's own modules (not libraries) that the entry imports statically, i.e. that every page
 * starts with, computed once per build from the module graph rolldown hands to chunk naming.
 */
function startModules(ctx: Rolldown.ChunkingContext): ReadonlySet<string> {
  if (startSet) return startSet;
  const seen = new Set<string>();
  const stack = [ENTRY];
  while (stack.length > 0) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    for (const next of ctx.getModuleInfo(id)?.importedIds ?? []) stack.push(next);
  }
  // The entry itself stays in its own chunk: its top-level `await`s wait for widget chunks, which
  // import `app`; were it in `app`, they would wait for it in turn.
  seen.delete(ENTRY);
  startSet = seen;
  return seen;
}
let startSet: Set<string> | null = null;

export default defineConfig({
  plugins: [react(), precompress()],
  // The floors' aliases (design §4), as tsconfig.json's paths name them for tsc, tsx and esbuild.
  resolve: {
    alias: {
      '@core': resolve(import.meta.dirname, 'src/core'),
      '@widgets': resolve(import.meta.dirname, 'src/widgets'),
      '@demo': resolve(import.meta.dirname, 'src/demo'),
    },
  },
  publicDir: PUBLIC_DIR,
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server names each page's widget chunks from it (src/server/ssr/assets.ts).
    manifest: true,
    // A stylesheet per chunk: the server inlines the chrome's and those of the page's widgets
    // (src/server/ssr/assets.ts), so a page's first paint waits for no request and its HTML carries
    // no other widget's rules (one sheet of every widget, the editor's and the forms' included,
    // had grown to 70 KB on every page). A chunk imported later brings its own sheet.
    cssCodeSplit: true,
    target: 'es2022',
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            // The libraries every page starts with, in one chunk: one request and one compression
            // window instead of a dozen small shared chunks. Lazily used ones (zxcvbn, sonner,
            // DOMPurify, …) keep their own chunks.
            {
              name: 'start',
              test: /node_modules[\\/](react|react-dom|scheduler|@tanstack|jotai|use-sync-external-store)[\\/]/,
            },
            // The app's own code every page starts with, whatever else also imports it (the widgets'
            // runtime and session, what every widget reads to prefetch a page's data — src/widgets/
            // loads.ts and the widgets' data.ts —, the API client, languages, the page…): one chunk
            // instead of about fifteen of a few hundred bytes each, which HTTP/1.1's six
            // connections per host fetched in turns before the app could start (decision 018).
            {
              name: (id, ctx) => (!id.includes('node_modules') && startModules(ctx).has(id) ? 'app' : null),
            },
            // The small kit pieces of cards and rows (picture, card, dates, icons, a channel's
            // photo, the play button…), shared by three or more widgets: one chunk instead of a
            // dozen of a few hundred bytes each (decision 018, 2026-11-28).
            {
              name: 'kit',
              test: /src[\\/]widgets[\\/]_kit[\\/](icons[\\/]|text[\\/]|channel[\\/]|content[\\/](Picture|Card|dates|datetime)\.|player[\\/]PlayButton\.|schedule[\\/]ProgressBar\.|engage[\\/]percent\.)/,
              minShareCount: 3,
            },
          ],
        },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 5173),
    proxy: {
      '/uz/api': { target: `http://127.0.0.1:${apiPort}`, ws: true },
      '/uploads': { target: `http://127.0.0.1:${apiPort}` },
    },
  },
});
