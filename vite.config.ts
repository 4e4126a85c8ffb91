import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

/**
 * react-router's package.json `exports` sends every condition, production included, to
 * `dist/development` (remix-run/react-router#12532, #14102): a production build takes the
 * `dist/production` twin of the same entry instead (dev warnings off, same API).
 */
function reactRouterProduction(): Plugin {
  let production = false;
  return {
    name: 'efir:react-router-production',
    enforce: 'pre',
    configResolved(config) {
      production = config.isProduction;
    },
    async resolveId(source, importer, options) {
      if (!production || !/^react-router(\/|$)/.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved?.id.includes('/react-router/dist/development/')) return resolved;
      const id = resolved.id.replace('/dist/development/', '/dist/production/');
      if (!existsSync(id)) throw new Error(`react-router has no production build of ${resolved.id}`);
      return { ...resolved, id };
    },
  };
}

/** Text assets worth compressing; smaller files fit in one packet anyway. */
const COMPRESSIBLE = /\.(js|mjs|css|svg|json|html|txt|xml)$/;
const MIN_BYTES = 1024;

/**
 * Writes `.br` (brotli, quality 11) and `.gz` (gzip, level 9) beside every hashed asset, once at
 * build, for @fastify/static's `preCompressed` (src/server/static.ts). A variant that saves less
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
      const files = Object.keys(bundle).filter((f) => f.startsWith('assets/') && COMPRESSIBLE.test(f));
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

export default defineConfig({
  plugins: [reactRouterProduction(), react(), precompress()],
  publicDir: 'public',
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // The server names each page's widget chunks from it (src/server/ssr/assets.ts).
    manifest: true,
    // One stylesheet for the chrome and every widget (23 KB raw, 5 KB compressed): a page's first
    // paint waits for one cached request instead of one per widget on it (Lighthouse's
    // render-blocking resources). Revisit if widget styles outgrow that.
    cssCodeSplit: false,
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
              test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|i18next|react-i18next|jotai|ky|use-sync-external-store)[\\/]/,
            },
            // What every widget reads (registry/loads.ts and the widgets' data.ts, with the small
            // helpers they share): the browser needs all of it on every page to prefetch a page's
            // data, so one chunk rather than one request per widget.
            {
              name: 'loads',
              test: /registry[\\/](loads\.ts|[^\\/]+[\\/]data\.ts|_list[\\/](pages|sizes)\.ts)$/,
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
