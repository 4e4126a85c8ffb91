/**
 * The weight of a visitor page's HTML (issue 23), split into its parts: inline CSS (`<style>`),
 * the boot script (`#efir-boot`: its texts, per namespace, and its dehydrated queries, per query
 * key), and the rest (markup, head, links). Raw bytes (UTF-8), and the whole page in brotli as sent.
 *
 *   npx tsx tests/bench/html-weight.ts [origin]   a running server (default: start the built one)
 *   BENCH_ONLY=html npx tsx tests/bench/run.ts    the same as a section of the benchmarks
 */
import { brotliCompressSync } from 'node:zlib';
import { HTML_HOME_BUDGET_KB, HTML_ROUTE_BUDGET_KB } from '../helpers/budgets';

export { HTML_HOME_BUDGET_KB, HTML_ROUTE_BUDGET_KB };

const kb = (bytes: number) => (bytes / 1024).toFixed(1);
const size = (s: string) => Buffer.byteLength(s);

export interface HtmlWeight {
  route: string;
  total: number;
  brotli: number;
  css: number;
  boot: number;
  texts: Record<string, number>;
  queries: { key: string; bytes: number }[];
  markup: number;
}

/** The breakdown of one page's HTML. */
export function weighHtml(route: string, html: string): HtmlWeight {
  let css = 0;
  for (const m of html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)) css += size(m[0]);
  const bootMatch = /<script type="application\/json" id="efir-boot">([\s\S]*?)<\/script>/.exec(html);
  const boot = bootMatch ? size(bootMatch[0]) : 0;
  const texts: Record<string, number> = {};
  const queries: { key: string; bytes: number }[] = [];
  if (bootMatch?.[1]) {
    const data = JSON.parse(bootMatch[1]) as {
      resources?: Record<string, unknown>;
      reads?: { key: unknown }[];
    };
    for (const [ns, value] of Object.entries(data.resources ?? {})) texts[ns] = size(JSON.stringify(value));
    for (const read of data.reads ?? [])
      queries.push({ key: JSON.stringify(read.key), bytes: size(JSON.stringify(read)) });
    queries.sort((a, b) => b.bytes - a.bytes);
  }
  const total = size(html);
  return {
    route,
    total,
    brotli: brotliCompressSync(html).length,
    css,
    boot,
    texts,
    queries,
    markup: total - css - boot,
  };
}

export async function measureHtmlWeight(origin: string, routes: readonly string[]): Promise<HtmlWeight[]> {
  const rows: HtmlWeight[] = [];
  for (const route of routes) {
    const res = await fetch(`${origin}${route}`, { headers: { accept: 'text/html' } });
    const html = await res.text();
    if (res.status !== 200) throw new Error(`${route} answered ${res.status}`);
    rows.push(weighHtml(route, html));
  }
  return rows;
}

export function htmlWeightReport(rows: readonly HtmlWeight[], out: (line?: string) => void) {
  out(
    `   ${'route'.padEnd(44)} ${'raw KB'.padStart(7)} ${'br KB'.padStart(6)} ${'css'.padStart(6)} ${'texts'.padStart(6)} ${'queries'.padStart(7)} ${'markup'.padStart(6)}  budget`,
  );
  for (const r of rows) {
    const textTotal = Object.values(r.texts).reduce((a, b) => a + b, 0);
    const queryTotal = r.queries.reduce((a, b) => a + b.bytes, 0);
    const budget = r.route === '/uz/' ? HTML_HOME_BUDGET_KB : HTML_ROUTE_BUDGET_KB;
    const verdict = r.total / 1024 <= budget ? 'ok' : 'OVER';
    out(
      `   ${r.route.padEnd(44)} ${kb(r.total).padStart(7)} ${kb(r.brotli).padStart(6)} ${kb(r.css).padStart(6)} ${kb(textTotal).padStart(6)} ${kb(queryTotal).padStart(7)} ${kb(r.markup).padStart(6)}  ≤ ${budget}: ${verdict}`,
    );
  }
  for (const r of rows) {
    out();
    out(`   ${r.route}: boot ${kb(r.boot)} KB (the rest of it: lang, widgets, loader data)`);
    out(
      `     texts: ${
        Object.entries(r.texts)
          .map(([ns, b]) => `${ns} ${kb(b)}`)
          .join(', ') || 'none'
      }`,
    );
    for (const q of r.queries) out(`     ${kb(q.bytes).padStart(6)} KB  ${q.key}`);
  }
}

async function main() {
  const given = process.argv[2];
  const { startBuiltServer, visitorRoutes } = await import('./server');
  const built = given ? null : await startBuiltServer();
  const origin = given ?? built?.origin ?? '';
  try {
    const routes = await visitorRoutes(origin);
    htmlWeightReport(await measureHtmlWeight(origin, routes), (l = '') => process.stdout.write(`${l}\n`));
  } finally {
    await built?.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
