import { href } from '@core/routes';
import type { SearchResult } from '@core/schemas/search';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeFindings, settled, uz, watchPage } from './support';

/**
 * The search results page in Chromium (issue 27, decision 037): a Latin query finds the Cyrillic
 * channel with its name marked, the type links and the form filter it, the pages keep the query,
 * the form works without script, and the page is axe clean in the light and the dark theme.
 */

const SEARCH = href('app.search');
const text = (key: string, vars: Record<string, string | number> = {}) => uz('searchResults', key, vars);

async function results(request: APIRequestContext, q: string): Promise<SearchResult> {
  const response = await request.get('/uz/api/search.json', { params: { q } });
  expect(response.status()).toBe(200);
  return (await response.json()) as SearchResult;
}

const form = (page: Page) => page.getByRole('search', { name: text('search.form.label') });
const typesShown = (page: Page) => page.locator('.w-search__hits .w-search__type').allTextContents();

test('a Latin query finds the Ёшлар channel, marked; the types filter it; the pages keep the query', async ({
  page,
  request,
  baseURL,
}) => {
  const watch = watchPage(page, new URL(baseURL ?? '').origin);
  await page.goto(`${SEARCH}?q=yoshlar`);
  await settled(page);
  await expect(page).toHaveTitle(/^Қидирув: yoshlar — /);
  await expect(
    page.getByRole('heading', { level: 2, name: text('search.heading', { query: 'yoshlar' }) }),
  ).toBeVisible();
  const channel = page.locator('.w-search__hits a[href="/uz/channel/yoshlar/"]');
  await expect(channel).toBeVisible();
  await expect(channel.locator('mark')).toHaveText('Ёшлар');
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeFindings(page), colorScheme).toEqual([]);
  }

  // The type links: only channels, in place (a navigation of the app, not a new document).
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  const facets = page.getByRole('navigation', { name: text('search.facet.label') });
  await facets.getByRole('link', { name: new RegExp(`^${text('search.facet.channel')} \\d+$`) }).click();
  await expect(page).toHaveURL(new RegExp(`${SEARCH}\\?q=yoshlar&type=channel$`));
  await expect.poll(() => typesShown(page)).not.toContain(text('search.type.archive'));
  expect(new Set(await typesShown(page))).toEqual(new Set([text('search.type.channel')]));
  await expect(
    facets.getByRole('link', { name: new RegExp(`^${text('search.facet.channel')}`) }),
  ).toHaveAttribute('aria-current', 'page');

  // The form's type: recordings only; the query kept, the page back to the first.
  await form(page).getByLabel(text('search.form.type')).selectOption('archive');
  await form(page)
    .getByRole('button', { name: text('search.form.submit') })
    .click();
  await expect(page).toHaveURL(new RegExp(`${SEARCH}\\?q=yoshlar&type=archive$`));
  await expect
    .poll(async () => new Set(await typesShown(page)))
    .toEqual(new Set([text('search.type.archive')]));
  expect(documents).toEqual([]);

  // Page 2 of a query with more than one page, the other values kept.
  const all = await results(request, 'yoshlar');
  if (all.meta.pages >= 2) {
    await page.goto(`${SEARCH}?q=yoshlar&exact=0`);
    await settled(page);
    const first = await page.locator('.w-search__hits .w-search__title a').first().getAttribute('href');
    await page
      .getByRole('navigation', { name: uz('kit.list', 'pagination.label') })
      .getByRole('link', { name: uz('kit.list', 'pagination.page', { page: 2 }) })
      .click();
    await expect(page).toHaveURL(new RegExp(`${SEARCH}\\?q=yoshlar&exact=0&page=2$`));
    await expect
      .poll(() => page.locator('.w-search__hits .w-search__title a').first().getAttribute('href'))
      .not.toBe(first);
    await expect(page.locator('.w-search__hits')).toHaveAttribute('start', '11');
  }
  expect(watch.consoleErrors).toEqual([]);
});

test('a query too short says why, in the page, with no server error', async ({ page }) => {
  const response = await page.goto(`${SEARCH}?q=a`);
  expect(response?.status()).toBe(200);
  await settled(page);
  await expect(page.locator('.w-search [role="alert"]')).toHaveText(
    uz('chrome', 'search.errors.short', { min: 2 }),
  );
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the form is a GET to the results page: submitting it shows the results', async ({ page }) => {
    await page.goto(SEARCH);
    await expect(page.getByText(text('search.prompt'))).toBeVisible();
    await form(page)
      .getByRole('searchbox', { name: text('search.form.query') })
      .fill('yoshlar');
    await form(page).getByLabel(text('search.form.type')).selectOption('channel');
    await form(page)
      .getByRole('button', { name: text('search.form.submit') })
      .click();
    await expect(page).toHaveURL(/[?&]q=yoshlar(&|$)/);
    await expect(page).toHaveURL(/[?&]type=channel(&|$)/);
    const channel = page.locator('.w-search__hits a[href="/uz/channel/yoshlar/"]');
    await expect(channel).toBeVisible();
    await expect(channel.locator('mark')).toHaveText('Ёшлар');
    expect(new Set(await typesShown(page))).toEqual(new Set([text('search.type.channel')]));
  });

  test('a day typed in the date field is sent as typed and read as that day', async ({ page }) => {
    await page.goto(SEARCH);
    await form(page)
      .getByRole('searchbox', { name: text('search.form.query') })
      .fill('yoshlar');
    await form(page).getByLabel(text('search.form.type')).selectOption('news');
    await form(page).getByLabel(text('search.form.from')).fill('01.01.2000');
    await form(page)
      .getByRole('button', { name: text('search.form.submit') })
      .click();
    await expect(page).toHaveURL(/[?&]from=01\.01\.2000(&|$)/);
    // Read as 2000-01-01 (not refused as malformed): news found, the field shows the day again.
    await expect(page.locator('.w-search__hits li').first()).toBeVisible();
    await expect(form(page).getByLabel(text('search.form.from'))).toHaveValue('01.01.2000');
  });
});
