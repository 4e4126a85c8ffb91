import { linkedMode } from '@core/editor-link';
import { INTL_LOCALE, isLang, type Lang } from '@core/lang';
import { LANG_COOKIE, LANG_COOKIE_MAX_AGE } from '@core/lang-cookie';
import { BOOT_ELEMENT_ID, type PageRenderer, type RenderedPage } from '@core/render';
import { type ThemeChoice, themeAttribute, themeFromCookie } from '@core/theme-cookie';
import { msToNextMinute } from '@core/time';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { pickEncoding, sendEncoded } from '../compression';
import type { App, AppContext } from '../context';
import { cacheKey, etagMatches, SHARED_CACHE_CONTROL } from '../http';
import { requestLang } from '../lang';
import { type ClientAssets, PAGE_SHEET_PATH, scriptsInHead } from './assets';
import { pageHead } from './head';
import { apiReader } from './reads';
import { escapeHtml } from './seo';

/** The page of a password reset link, `/{lang}/password/reset/{token}/` (not `invalid/` or `success/`). */
const RESET_PAGE = /^\/[a-z]{2}\/password\/reset\/(?!invalid\/?$|success\/?$)[^/]+\/?$/;

export interface PagesOptions {
  apiPrefix: string;
  renderer: PageRenderer;
  assets: ClientAssets;
}

/** Characters of markup from which a page is held (`RENDER_AFTER_MARKUP`). */
export const LONG_MARKUP = 128 * 1024;

/**
 * A long page is painted once its markup is all parsed, not in pieces (`rel=expect` on the boot
 * data's element, which follows the markup; decision 025, "Painting a long page once"). A page
 * arrives whole, not streamed. The browser parses a long one in several tasks, and between them
 * it styled, laid out and painted the part it had, three or four times over: on a page of 1000
 * widgets (355 KB of markup) the last widget came 110 ms later for it, and hydration, which waits
 * for the parse, as much. Held, its first paint comes 30–100 ms later. A short page (every page
 * the site ships: 60 KB of markup at the most) is parsed in a task or two; held, its first paint
 * came 110–140 ms later at 4× CPU, so it is not held. A browser without `rel=expect` ignores it.
 */
const RENDER_AFTER_MARKUP = `<link rel="expect" href="#${BOOT_ELEMENT_ID}" blocking="render">`;

/**
 * The whole document: the built shell with the page's language, head, widget chunks, markup and
 * data (`#root` names the page's state, which the browser's first line reads: src/client/main.tsx);
 * a page opened to edit it (`?editor=`) also brings the editor's chunks with the entry. How its
 * scripts are fetched depends on the page (`placeScripts`); the head is built apart from the body.
 */
function documentOf(
  assets: ClientAssets,
  page: RenderedPage,
  lang: Lang,
  headTags: string,
  editor: boolean,
  theme: ThemeChoice,
): string {
  const links = assets.widgetLinks(page.widgets) + (editor ? assets.editorLinks() : '');
  const end = assets.template.indexOf('</head>');
  const head = assets.template
    .slice(0, end)
    .replace(/<html lang="[^"]*">/, `<html lang="${INTL_LOCALE[lang]}"${themeAttribute(theme)}>`)
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  const [before = '', after = ''] = assets.template.slice(end).split('<div id="root"></div>');
  const root = `<div id="root" data-state="${escapeHtml(page.state)}">${page.html}</div>${page.bootScript}`;
  const hold = page.html.length > LONG_MARKUP ? RENDER_AFTER_MARKUP : '';
  return scriptsInHead(`${head}${hold}${headTags}${links}`, editor) + before + root + after;
}

/**
 * Every page route under `/{lang}/`: rendered on the server with its data (src/core/render.ts),
 * redirects and special statuses as real HTTP answers. The anonymous HTML of a page is cached per
 * language and URL until the end of the current minute (on-air and schedules change with it) and
 * dropped with the tags of the data it shows (the same tags as the API list cache).
 */
export async function pageRoutes(app: App, { cache, config }: AppContext, opts: PagesOptions) {
  const { apiPrefix, renderer, assets } = opts;
  const read = apiReader(app, cache, apiPrefix);

  // A page's widgets' stylesheet (assets.ts `pageSheet`): named by its content, so cached for
  // good; compressed once, as the built assets are. Unknown or stale names answer 404.
  app.get(
    `${PAGE_SHEET_PATH}:name`,
    {
      schema: {
        hide: true,
        params: Type.Object({ name: Type.String({ maxLength: 64 }) }),
        querystring: Type.Object({ for: Type.String({ maxLength: 2000 }) }),
      },
    },
    async (request, reply) => {
      const { name } = request.params;
      const hash = /^([\w-]{16})\.css$/.exec(name)?.[1];
      const widgets = request.query.for.split(',');
      const sheet =
        hash && widgets.length <= 100 && widgets.every((w) => /^[a-zA-Z][\w]{0,63}$/.test(w))
          ? assets.pageSheet(hash, widgets)
          : null;
      if (!sheet) return reply.code(404).type('text/plain').send('no such stylesheet');
      reply
        .type('text/css; charset=utf-8')
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('vary', 'accept-encoding');
      const encoding = pickEncoding(request.headers['accept-encoding']);
      const body = encoding === 'br' ? sheet.br : encoding === 'gzip' ? sheet.gzip : sheet.css;
      if (encoding) reply.header('content-encoding', encoding);
      return reply.send(body);
    },
  );

  async function render(request: FastifyRequest, lang: Lang) {
    const tags = new Set<string>(['page']);
    const now = Date.now();
    const output = await renderer({
      url: `http://efir.local${request.url}`,
      lang,
      product: config.product,
      now,
      fetchJson: (path, query = {}) => read(path, query, tags),
    });
    return { output, tags: [...tags], now };
  }

  async function page(request: FastifyRequest, reply: FastifyReply) {
    if (request.url.startsWith(apiPrefix) || request.url.startsWith('/assets/')) {
      return reply.code(404).send({ message: 'Not found' });
    }
    const lang = requestLang(request);
    if (isLang((request.query as Record<string, unknown>).lang)) {
      reply.header(
        'set-cookie',
        `${LANG_COOKIE}=${lang}; Path=/; Max-Age=${LANG_COOKIE_MAX_AGE}; SameSite=Lax`,
      );
    }
    // A reset link carries a secret: its page is never kept, and never named in a Referer.
    const secret = RESET_PAGE.test(request.url.split('?')[0] ?? '');
    if (secret) reply.header('referrer-policy', 'no-referrer');
    // The chosen theme is in the HTML (no flash, no script): a page is kept per theme as well as
    // per language; a visitor who chose none shares the default page (decision 028).
    const theme = themeFromCookie(request.headers.cookie);
    const key = theme === 'system' ? `page ${lang}` : `page ${lang} ${theme}`;
    const entry = await cache.getEntry(`${key} ${cacheKey(request)}`, async () => {
      const { output, tags, now } = await render(request, lang);
      if (output.kind === 'redirect') return { body: output.location, status: output.status, tags, ttlMs: 0 };
      const head = pageHead(output, { lang, config, url: request.url, now });
      return {
        body: documentOf(
          assets,
          output,
          lang,
          head,
          linkedMode(request.url.split('?')[1] ?? '') !== null,
          theme,
        ),
        tags,
        status: output.status,
        // On-air and schedules are right for this minute only; a failed read is not kept.
        ttlMs: output.transientFailure || secret ? 0 : msToNextMinute(now),
      };
    });
    const status = entry.status ?? 200;
    if (status >= 300 && status < 400) return reply.redirect(entry.body, status);
    reply
      .header('etag', entry.etag)
      .header('cache-control', secret ? 'no-store' : SHARED_CACHE_CONTROL)
      .header('vary', 'cookie, accept-encoding')
      .header('content-language', INTL_LOCALE[lang]);
    const font = assets.fontPreload(lang);
    if (font) reply.header('link', font);
    if (etagMatches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return sendEncoded(request, reply.code(status).type('text/html; charset=utf-8'), entry);
  }

  app.get('/', { schema: { hide: true } }, (_request, reply) => reply.redirect('/uz/', 302));
  // The first segment is a language or not (then the page says so); a page address is a few
  // hundred characters at most: a longer one is refused before it is rendered or cached.
  const lang = Type.String({ minLength: 1, maxLength: 64 });
  app.get('/:lang', { schema: { hide: true, params: Type.Object({ lang }) } }, page);
  app.get(
    '/:lang/*',
    { schema: { hide: true, params: Type.Object({ lang, '*': Type.String({ maxLength: 2048 }) }) } },
    page,
  );
}
