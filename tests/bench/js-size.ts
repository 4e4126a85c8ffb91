import { existsSync, readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { initialScripts, JS_BUDGET_KB } from '../helpers/budgets';
import { CHROMIUM_ARGS, locateChromium } from '../helpers/chromium';

export { JS_BUDGET_KB };

interface Manifest {
  [key: string]: { file: string; imports?: string[]; dynamicImports?: string[] };
}

/** A lazily loaded part of the client and the chunks only it brings. */
export interface OwnChunk {
  source: string;
  files: string[];
  gzipKb: number;
}

/**
 * Each source (a key of the Vite manifest) with the chunks only it brings: imports that other
 * entries reach too are shared with pages and counted there. `sameFamily` names the other keys
 * that belong to these sources (their imports are not "shared with pages").
 */
export function ownChunks(
  clientDir: string,
  sources: readonly string[],
  sameFamily: (key: string) => boolean = () => false,
): OwnChunk[] {
  const manifest = JSON.parse(readFileSync(join(clientDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const pageChunks = new Set<string>();
  for (const [key, entry] of Object.entries(manifest))
    if (!sources.includes(key) && !sameFamily(key)) for (const i of entry.imports ?? []) pageChunks.add(i);
  return sources.map((source) => {
    const files = new Set<string>();
    const walk = (key: string) => {
      const entry = manifest[key];
      if (!entry || files.has(entry.file)) return;
      files.add(entry.file);
      for (const i of entry.imports ?? []) if (!pageChunks.has(i)) walk(i);
    };
    walk(source);
    const gzip = [...files].reduce((sum, f) => sum + gzipSize(readFileSync(join(clientDir, f))), 0);
    return { source, files: [...files], gzipKb: gzip / 1024 };
  });
}

/** Whether any of these chunks is among the scripts of a route's initial load in Chromium. */
export async function initialJsLeaks(
  origin: string,
  routes: readonly string[],
  chunks: readonly OwnChunk[],
): Promise<string> {
  const files = new Set(chunks.flatMap((c) => c.files.map((f) => `/${f}`)));
  const initial = await wireJs(origin, routes);
  const leaks = initial.flatMap((row) =>
    row.urls.filter((u) => files.has(new URL(u).pathname)).map((u) => `${row.route}: ${u}`),
  );
  return leaks.length
    ? `IN THE INITIAL JS of ${leaks.length} load(s): ${leaks.join(', ')}`
    : `in no route's initial JS (${initial.length} routes checked)`;
}

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

/** One script as the server sends it for one `Accept-Encoding`. */
export interface WireSize {
  /** Body bytes as they came over the connection (still encoded). */
  bytes: number;
  /** The response's Content-Encoding, `identity` when it has none. */
  encoding: string;
}

/**
 * GETs `url` with only `accept-encoding` set and counts the body bytes as sent (node:http does not
 * decode), so the figure is what a browser asking for that encoding receives.
 */
export function wireSize(url: string, acceptEncoding: string): Promise<WireSize> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'accept-encoding': acceptEncoding } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
      });
      res.on('end', () => {
        if ((res.statusCode ?? 0) !== 200) reject(new Error(`${url} answered ${res.statusCode}`));
        else resolve({ bytes, encoding: String(res.headers['content-encoding'] ?? 'identity') });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.setTimeout(30_000, () => req.destroy(new Error(`${url}: no answer in 30 s`)));
    req.end();
  });
}

export interface WireRow {
  route: string;
  /** Script URLs of the initial load, in the order Chromium received them. */
  urls: string[];
  /** Decoded size (what the browser parses). */
  rawKb: number;
  /** What gzip level 9 would make of the same files: the size if the server compressed them. */
  gzip9Kb: number;
  /** Sent for `Accept-Encoding: gzip`, and the encodings the server used ("identity" = none). */
  gzipKb: number;
  gzipEncodings: string[];
  /** Sent for `Accept-Encoding: br`. */
  brKb: number;
  brEncodings: string[];
  /** What Chromium itself received, from its network log, and the accept-encoding it sent. */
  chromiumKb: number;
  chromiumAccepts: string;
  /** br KB of the scripts the page's HTML names (entry + modulepreloads): what the budget holds. */
  namedBrKb: number;
  /** The scripts loaded after the start (lazy widgets' parts, texts, idle chunks), br KB each. */
  later: { path: string; brKb: number }[];
  overBudget: boolean;
  /** Set when the page did not reach "widgets in, nothing busy" before the timeout. */
  note: string | null;
}

const tally = (encodings: string[]) => {
  const counts = new Map<string, number>();
  for (const e of encodings) counts.set(e, (counts.get(e) ?? 0) + 1);
  return [...counts].map(([e, n]) => `${n}× ${e}`);
};

/**
 * The JS of each route's initial load, as sent over the wire: Chromium (a fresh context per route,
 * so no cache) opens the page on `origin` and records every script response until the page is in
 * and the network has gone quiet; each of those URLs is then fetched again with
 * `Accept-Encoding: gzip` and with `br`, and the bytes actually sent are added up. A server that
 * does not compress sends the raw size, and the encodings column says `identity`.
 */
export async function wireJs(origin: string, routes: readonly string[]): Promise<WireRow[]> {
  const { path, problem } = locateChromium();
  if (!path) throw new Error(problem ?? 'Chromium not found');
  const browser = await chromium.launch({ executablePath: path, args: [...CHROMIUM_ARGS] });
  const rows: WireRow[] = [];
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const scripts: { url: string; transferred: Promise<number>; accepts: Promise<string> }[] = [];
        page.on('response', (response) => {
          const req = response.request();
          const url = response.url();
          const isScript =
            req.resourceType() === 'script' ||
            /\.m?js$/.test(new URL(url).pathname) ||
            req.resourceType() === 'worker';
          if (!isScript || !url.startsWith('http') || response.status() !== 200) return;
          scripts.push({
            url,
            transferred: req
              .sizes()
              .then((s) => s.responseBodySize)
              .catch(() => 0),
            accepts: req
              .allHeaders()
              .then((h) => h['accept-encoding'] ?? '')
              .catch(() => ''),
          });
        });
        await page.goto(`${origin}${route}`, { waitUntil: 'load' });
        let note: string | null = null;
        // Loaded means: the page's widgets are in, nothing is busy, and the network has gone quiet.
        await page
          .waitForFunction(
            () =>
              document.querySelector('main#main .widget') !== null &&
              document.querySelector('.page-loading, .widget-loading, [aria-busy="true"], .menu--loading') ===
                null,
            undefined,
            { timeout: 20_000 },
          )
          .catch(() => {
            note = 'widgets not all in after 20 s; measured what had loaded';
          });
        await page.waitForLoadState('networkidle');
        const urls = [...new Set(scripts.map((s) => s.url))];
        const named = new Set(initialScripts(await (await fetch(`${origin}${route}`)).text()));
        let namedBr = 0;
        const later: { path: string; brKb: number }[] = [];
        const received = (await Promise.all(scripts.map((s) => s.transferred))).reduce((a, b) => a + b, 0);
        let raw = 0;
        let gzip9 = 0;
        let gz = 0;
        let br = 0;
        const gzEnc: string[] = [];
        const brEnc: string[] = [];
        for (const url of urls) {
          const body = await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer();
          raw += body.byteLength;
          gzip9 += gzipSize(Buffer.from(body));
          const g = await wireSize(url, 'gzip');
          gz += g.bytes;
          gzEnc.push(g.encoding);
          const b = await wireSize(url, 'br');
          br += b.bytes;
          brEnc.push(b.encoding);
          const path = new URL(url).pathname;
          if (named.has(path)) namedBr += b.bytes;
          else later.push({ path, brKb: kb(b.bytes) });
        }
        rows.push({
          route,
          urls,
          rawKb: kb(raw),
          gzip9Kb: kb(gzip9),
          gzipKb: kb(gz),
          gzipEncodings: tally(gzEnc),
          brKb: kb(br),
          brEncodings: tally(brEnc),
          chromiumKb: kb(received),
          chromiumAccepts: (await scripts[0]?.accepts) ?? '',
          namedBrKb: kb(namedBr),
          later,
          overBudget: kb(namedBr) > JS_BUDGET_KB,
          note,
        });
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return rows;
}

/** The printed table of wireJs. */
export function wireReport(rows: WireRow[], out: (line?: string) => void): void {
  out(
    `  ${'route'.padEnd(28)} ${'files'.padStart(5)} ${'raw KB'.padStart(7)} ${'gzip KB'.padStart(8)} ${'br KB'.padStart(7)} ${'Chromium'.padStart(8)} ${'gzip-9'.padStart(7)} ${'named'.padStart(6)} ${'later'.padStart(6)}  target (named by the HTML)`,
  );
  for (const r of rows) {
    const flag = r.overBudget ? `OVER ${JS_BUDGET_KB} KB br` : `ok (≤ ${JS_BUDGET_KB} KB br)`;
    out(
      `  ${r.route.padEnd(28)} ${String(r.urls.length).padStart(5)} ${r.rawKb.toFixed(1).padStart(7)} ${r.gzipKb.toFixed(1).padStart(8)} ${r.brKb.toFixed(1).padStart(7)} ${r.chromiumKb.toFixed(1).padStart(8)} ${r.gzip9Kb.toFixed(1).padStart(7)} ${r.namedBrKb.toFixed(1).padStart(6)} ${(r.brKb - r.namedBrKb).toFixed(1).padStart(6)}  ${flag}`,
    );
  }
  out(
    '  named: br KB of the scripts the HTML names (entry and modulepreloads; tests/built/initial-js.test.ts holds it to the budget); later: br KB loaded after the start',
  );
  for (const r of rows)
    if (r.later.length)
      out(
        `  ${r.route} later: ${r.later.map((l) => `${l.path.replace(/^\/assets\//, '')} ${l.brKb.toFixed(1)}`).join(', ')}`,
      );
  out(
    '  gzip KB / br KB: bytes sent for Accept-Encoding: gzip / br, added over the scripts of the initial load',
  );
  out(
    `  Chromium: bytes Chromium received itself, asking accept-encoding "${rows[0]?.chromiumAccepts ?? '?'}"`,
  );
  out('  gzip-9: the same files gzipped at level 9 here, i.e. what compression could give');
  for (const r of rows) {
    const gzipPlain = r.gzipEncodings.every((e) => e.endsWith(' identity'));
    const brPlain = r.brEncodings.every((e) => e.endsWith(' identity'));
    const said: string[] = [];
    if (gzipPlain && brPlain)
      said.push('the server sent the JS uncompressed: gzip and br columns are the raw size');
    else {
      said.push(`for gzip: ${r.gzipEncodings.join(', ')}`);
      said.push(`for br: ${r.brEncodings.join(', ')}`);
    }
    if (r.note) said.push(r.note);
    out(`  ${r.route}: ${said.join('; ')}`);
  }
}

/** Opens each route once in Chromium and waits for the network to go quiet: warms the server's caches. */
export async function warmRoutes(origin: string, routes: readonly string[]): Promise<void> {
  const { path, problem } = locateChromium();
  if (!path) throw new Error(problem ?? 'Chromium not found');
  const browser = await chromium.launch({ executablePath: path, args: [...CHROMIUM_ARGS] });
  try {
    for (const route of routes) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        await page.goto(`${origin}${route}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
}
