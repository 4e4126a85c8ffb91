import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from './context';

/**
 * The built SPA and the uploads. Hashed assets are immutable; `index.html` is served, never
 * cached, for every page route so the client router takes over. `/` goes to `/uz/`.
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
    setHeaders(res) {
      // Uploaded files are data, never documents: no scripts, no sniffing, no framing.
      res.header(
        'content-security-policy',
        "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
      );
      res.header('cache-control', 'public, max-age=3600');
    },
  });

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/uz/', 302));

  const indexFile = opts.staticDir ? join(opts.staticDir, 'index.html') : null;
  if (!opts.staticDir || !indexFile || !existsSync(indexFile)) {
    app.log.warn('no built SPA found: serving the API only (run `npm run build`)');
    return;
  }
  // The product slug is a checked slug (config), safe to put in an attribute.
  const indexHtml = readFileSync(indexFile, 'utf8').replace(
    '</head>',
    `<meta name="efir-product" content="${opts.product}" /></head>`,
  );
  await app.register(fastifyStatic, {
    root: opts.staticDir,
    prefix: '/',
    index: false,
    wildcard: false,
    setHeaders(res, path) {
      res.header(
        'cache-control',
        /[/\\]assets[/\\]/.test(path) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
      );
    },
  });

  // Every page route of the SPA (any language segment: the client sends unknown ones to /uz/).
  app.get('/:lang/*', { schema: { hide: true } }, (request, reply) => {
    if (request.url.startsWith(opts.apiPrefix) || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml);
  });
}
