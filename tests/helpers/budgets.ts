/**
 * Initial JS of a visitor page, KB brotli as sent: design §8 said 150 gzip, issue 5 120 gzip, issue
 * 23 120 brotli. tests/built/initial-js.test.ts holds every visitor route to it; `npm run bench`
 * (`js`) flags a route over it.
 */
export const JS_BUDGET_KB = 120;

/**
 * Raw HTML of a visitor page, KB (issue 23): `/uz/` at most 60, every other visitor route at most
 * 120. tests/built/html-weight.test.ts holds the built server's pages to it; `npm run bench`
 * (`html`) splits each page into its parts.
 */
export const HTML_HOME_BUDGET_KB = 60;
export const HTML_ROUTE_BUDGET_KB = 120;

/**
 * The scripts a page starts with, from its HTML as the built server sends it: the module entry and
 * its `modulepreload`s (the app's start and the page's widgets), or, on a page whose first screen
 * has its largest picture, the same list parked in `#efir-scripts` and the script that starts it.
 * Chunks the page imports later (the player on a press of play or on a recording that plays at
 * once, the editor, dialogs) are not in it.
 */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) urls.add(m[1] as string);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g))
    urls.add(m[1] as string);
  const parked = html.match(/<script type="application\/json" id="efir-scripts">([^<]*)<\/script>/);
  if (parked) {
    const list = JSON.parse(parked[1] as string) as { entry: string; preload: string[] };
    urls.add(list.entry);
    for (const url of list.preload) urls.add(url);
  }
  return [...urls].filter((url) => url.startsWith('/'));
}
