import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, locateChromium } from '../helpers/chromium';

/** Design §8: initial JS of a visitor page, KB gzip. */
export const JS_BUDGET_KB = 150;

/** The visitor routes measured in the browser. */
export const VISITOR_ROUTES = ['/uz/', '/uz/channel/', '/uz/channel/yoshlar/', '/uz/schedule/'];

export interface JsRow {
  what: string;
  files: number;
  rawKb: number;
  gzipKb: number;
  overBudget: boolean;
}

const kb = (bytes: number) => bytes / 1024;
export const gzipSize = (data: Buffer) => gzipSync(data, { level: 9 }).length;

/** Attributes of every `<script>` and `<link>` tag of an HTML document. */
function tags(html: string): { name: string; attrs: Map<string, string> }[] {
  const found: { name: string; attrs: Map<string, string> }[] = [];
  for (const m of html.matchAll(/<(script|link)\b([^>]*)>/gi)) {
    const attrs = new Map<string, string>();
    for (const a of (m[2] ?? '').matchAll(/([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g)) {
      attrs.set((a[1] ?? '').toLowerCase(), a[2] ?? a[3] ?? a[4] ?? '');
    }
    found.push({ name: (m[1] ?? '').toLowerCase(), attrs });
  }
  return found;
}

/**
 * The JS every route loads before anything else: index.html's module script and its
 * modulepreload links, each gzipped (level 9) from dist/client.
 */
export function staticInitialJs(clientDir: string): JsRow & { perFile: { url: string; gzipKb: number }[] } {
  const html = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const urls = new Set<string>();
  for (const { name, attrs } of tags(html)) {
    if (name === 'script' && attrs.get('src')) urls.add(attrs.get('src') ?? '');
    if (name === 'link' && attrs.get('rel')?.split(/\s+/).includes('modulepreload') && attrs.get('href')) {
      urls.add(attrs.get('href') ?? '');
    }
  }
  let raw = 0;
  let gz = 0;
  const perFile: { url: string; gzipKb: number }[] = [];
  for (const url of urls) {
    const file = join(clientDir, url.replace(/^\//, ''));
    if (!existsSync(file)) throw new Error(`index.html references ${url}, missing from ${clientDir}`);
    const data = readFileSync(file);
    const size = gzipSize(data);
    raw += data.length;
    gz += size;
    perFile.push({ url, gzipKb: kb(size) });
  }
  return {
    what: 'index.html (script + modulepreload), every route',
    files: urls.size,
    rawKb: kb(raw),
    gzipKb: kb(gz),
    overBudget: kb(gz) > JS_BUDGET_KB,
    perFile: perFile.sort((a, b) => b.gzipKb - a.gzipKb),
  };
}

/**
 * The JS Chromium actually downloads to show each route (the entry, its preloads and the lazy
 * widget chunks), from the response bodies, gzipped (level 9). A fresh context per route: no cache.
 */
export async function browserJs(
  origin: string,
  routes: readonly string[] = VISITOR_ROUTES,
): Promise<JsRow[]> {
  const { path, problem } = locateChromium();
  if (!path) throw new Error(problem ?? 'Chromium not found');
  const browser = await chromium.launch({ executablePath: path, args: [...CHROMIUM_ARGS] });
  const rows: JsRow[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const bodies: Promise<Buffer | null>[] = [];
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.origin === origin && url.pathname.endsWith('.js'))
          bodies.push(response.body().catch(() => null));
      });
      await page.goto(`${origin}${route}`);
      // Loaded means: the page's widgets are in, nothing is busy, and the network has gone quiet.
      await page.waitForFunction(
        () =>
          document.querySelector('main#main .widget') !== null &&
          document.querySelector('.page-loading, .widget-loading, [aria-busy="true"], .menu--loading') ===
            null,
      );
      await page.waitForLoadState('networkidle');
      const files = (await Promise.all(bodies)).filter((b): b is Buffer => b !== null);
      const raw = files.reduce((sum, b) => sum + b.length, 0);
      const gz = files.reduce((sum, b) => sum + gzipSize(b), 0);
      rows.push({
        what: route,
        files: files.length,
        rawKb: kb(raw),
        gzipKb: kb(gz),
        overBudget: kb(gz) > JS_BUDGET_KB,
      });
      await context.close();
    }
  } finally {
    await browser.close();
  }
  return rows;
}
