import { expect, test } from '@playwright/test';
import { settled, watchPage } from './support';

/**
 * Spec: no external URLs anywhere in the app. Every request of a visitor page goes to the app's own
 * origin, and the console stays free of errors.
 */
const PAGES = [
  '/uz/',
  '/uz/channel/',
  '/uz/channel/yoshlar/',
  '/uz/schedule/',
  '/uz/schedule/yoshlar/',
  '/uz/not-found/',
];

for (const path of PAGES) {
  test(`${path} requests nothing from another host and logs no console error`, async ({ page, baseURL }) => {
    const origin = new URL(baseURL ?? '').origin;
    const watch = watchPage(page, origin, { documentStatus: path === '/uz/not-found/' ? 404 : undefined });
    await page.goto(path);
    await settled(page);
    // Images are lazy: bring the whole page into view so that every one of them is requested.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    expect(watch.foreignRequests, 'requests to other hosts').toEqual([]);
    expect(watch.consoleErrors, 'console errors').toEqual([]);
  });
}

test('the HTML and the API set a Content-Security-Policy that allows only the app itself', async ({
  request,
}) => {
  const response = await request.get('/uz/');
  const csp = response.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("default-src 'self'");
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toMatch(/https?:\/\//);
});

test('the app under test runs on the embedded database (PGlite), as the README promises', async ({
  request,
}) => {
  const response = await request.get('/uz/api/health.json');
  expect(response.status()).toBe(200);
  expect(((await response.json()) as { data: { database: string } }).data.database).toBe('pglite');
});
