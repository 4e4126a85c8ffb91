/**
 * Initial JS of a visitor page, KB brotli as sent: design §8 said 150 gzip, issue 5 120 gzip, issue
 * 23 120 brotli. tests/built/initial-js.test.ts holds every visitor route to it; `npm run bench`
 * (`js`) flags a route over it.
 */
export const JS_BUDGET_KB = 120;
