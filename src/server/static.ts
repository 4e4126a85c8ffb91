import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from './context';

/**
 * The built client's files and the uploads. Hashed assets are immutable. Pages are rendered by
 * the server (src/server/ssr/pages.ts), never served from `index.html` as it is.
 */
export async function registerStatic(
  app: App,
  opts: { staticDir: string | null; uploadsDir: string; apiPrefix: string; product: string },
) {
  await app.register(fastifyStatic, {
    root: opts.uploadsDir,
    prefix: '/uploads/',
    decorateReply: false,
    index: false,
    setHeaders(res, path) {
      // Uploaded files are data, never documents: no scripts, no sniffing, no framing.
      res.header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      res.header('x-content-type-options', 'nosniff');
      // Visitors' files have generated names that never change: cached for good. Anything that is
      // not an image is a download, never shown in the page's origin.
      const userFile = /[/\\]u[/\\]\d{4}[/\\]\d{2}[/\\]/.test(path);
      res.header('cache-control', userFile ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
      if (userFile && !/\.(jpg|webp|png)$/i.test(path)) res.header('content-disposition', 'attachment');
      // The newsroom's subtitle files (issue 26) are what a `<track>` loads: WebVTT, shown inline.
      if (/[/\\]subtitles[/\\][^/\\]+\.vtt$/i.test(path))
        res.header('content-type', 'text/vtt; charset=utf-8');
    },
  });

  const indexFile = opts.staticDir ? join(opts.staticDir, 'index.html') : null;
  if (!opts.staticDir || !indexFile || !existsSync(indexFile)) {
    app.log.warn('no built SPA found: serving the API only (run `npm run build`)');
    return;
  }
  await app.register(fastifyStatic, {
    root: opts.staticDir,
    prefix: '/',
    index: false,
    wildcard: false,
    // The page shell is a template of the renderer, not a page.
    allowedPath: (path) => path !== '/index.html',
    // Hashed assets have `.br`/`.gz` twins written at build (vite.config.ts): sent by Accept-Encoding
    // with Content-Encoding and Vary, the raw file otherwise; the twins have no route of their own.
    preCompressed: true,
    globIgnore: ['**/*.br', '**/*.gz'],
    setHeaders(res, path) {
      res.header(
        'cache-control',
        /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });
}
