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
