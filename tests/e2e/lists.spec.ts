import { href } from '@core/routes';
import type { ArchiveItem, News } from '@core/schemas/content';
import type { Channel } from '@core/schemas/entities';
import { broadcastClock } from '@core/time';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeFindings, PRODUCT, settled, uz, watchPage } from './support';

/**
 * Lists and details in Chromium (issue 24): the archive's filter form, with and without script,
 * keeping the address; a detail page's share action (the Web Share API, else the address copied);
 * both axe clean in the light and the dark theme.
 */

const api = async <T>(request: APIRequestContext, path: string, params: Record<string, string> = {}) => {
  const response = await request.get(`/uz/api/${path}`, { params });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

/** A channel, a day and a category the archive holds a recording of. */
async function somethingRecorded(request: APIRequestContext) {
  const [item] = await api<ArchiveItem[]>(request, `${PRODUCT}/archive.json`, { count: '1' });
  if (!item?.channel || !item.category) throw new Error('the demo archive holds no recording');
  const channels = await api<Channel[]>(request, `${PRODUCT}/channel.json`, { count: 'all' });
  const channel = channels.find((c) => c._id === item.channel);
  if (!channel) throw new Error(`no channel ${item.channel}`);
  return { item, channel, date: broadcastClock(Date.parse(item.date)).date };
}

async function expectAxeClean(page: Page) {
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    expect(await axeFindings(page), theme).toEqual([]);
  }
}

test('the archive filters by channel, category and day as a form that keeps the address', async ({
  page,
  request,
  baseURL,
}) => {
  const { item, channel, date } = await somethingRecorded(request);
  const watch = watchPage(page, new URL(baseURL ?? '').origin);
  await page.goto(href('app.archive.list'));
  await settled(page);
  const form = page.getByRole('search', { name: uz('archiveList', 'archiveList.filter.label') });
  await form.getByLabel(uz('archiveList', 'archiveList.filter.channel')).selectOption(channel._id);
  await form.getByLabel(uz('archiveList', 'archiveList.filter.category')).selectOption(item.category ?? '');
  await form.getByLabel(uz('archiveList', 'archiveList.filter.date')).fill(date);
  await form.getByRole('button', { name: uz('archiveList', 'archiveList.filter.submit') }).click();
  await expect(page).toHaveURL(
    new RegExp(
      `${href('app.archive.list')}\\?channel=${channel._id}&category=${item.category}&date=${date}$`,
    ),
  );
  await settled(page);
  const cards = page.locator('.w-archiveList .l-list__items > li');
  await expect(cards.first()).toBeVisible();
  await expect(page.locator(`a[href="${href('app.archive.view', { id: item._id })}"]`)).toBeVisible();
  // Every card is of the channel chosen, its logo beside its name, its day written once.
  const names = await cards.locator('.w-archiveList__channel').allTextContents();
  expect(names.length).toBe(await cards.count());
  for (const name of names) expect(name).toContain(channel.title.uz ?? '');
  const [y, m, d] = date.split('-');
  for (const text of await cards.allTextContents()) expect(text.split(`${d}.${m}.${y}`).length - 1).toBe(1);
  await expectAxeClean(page);
  // Back: the address is the truth, and the fields follow it.
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`${href('app.archive.list')}$`));
  await expect(form.getByLabel(uz('archiveList', 'archiveList.filter.channel'))).toHaveValue('');
  expect(watch.consoleErrors).toEqual([]);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the archive’s filter form still filters (a GET to the same page)', async ({ page, request }) => {
    const { channel } = await somethingRecorded(request);
    await page.goto(`${href('app.archive.list')}?page=1`);
    const form = page.getByRole('search', { name: uz('archiveList', 'archiveList.filter.label') });
    await form.getByLabel(uz('archiveList', 'archiveList.filter.channel')).selectOption(channel._id);
    await form.getByRole('button', { name: uz('archiveList', 'archiveList.filter.submit') }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]channel=${channel._id}(&|$)`));
    const names = await page.locator('.w-archiveList__channel').allTextContents();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toContain(channel.title.uz ?? '');
  });
});

test('a news item is shared with the Web Share API where the browser has it', async ({ page, request }) => {
  const [news] = await api<News[]>(request, 'news.json', { count: '1' });
  if (!news) throw new Error('no demo news');
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    (window as unknown as { shared: unknown[] }).shared = shared;
    Object.defineProperty(navigator, 'share', {
      value: async (data: unknown) => {
        shared.push(data);
      },
    });
  });
  const path = href('app.news.view', { id: news._id });
  await page.goto(path);
  await settled(page);
  await page.getByRole('link', { name: uz('kit.content', 'share.action') }).click();
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { shared: { url: string }[] }).shared))
    .toEqual([{ title: news.title.uz, url: new URL(path, page.url()).href }]);
  // Related news, never the item itself.
  const related = page.getByRole('region', { name: uz('kit.content', 'related.news') });
  await expect(related).toBeVisible();
  await expect(related.locator(`a[href="${path}"]`)).toHaveCount(0);
  await expectAxeClean(page);
});

test('a recording’s address is copied where there is no Web Share API, and a toast says so', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined });
  });
  const [item] = await api<ArchiveItem[]>(request, `${PRODUCT}/archive.json`, { count: '1' });
  if (!item) throw new Error('no demo recording');
  const path = href('app.archive.view', { id: item._id });
  await page.goto(path);
  await settled(page);
  await page.getByRole('link', { name: uz('kit.content', 'share.action') }).click();
  await expect(page.getByText(uz('kit.content', 'share.copied'))).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(new URL(path, page.url()).href);
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expectAxeClean(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the archive’s filters and page links are 44 px targets', async ({ page }) => {
    await page.goto(href('app.archive.list'));
    await settled(page);
    const form = page.getByRole('search', { name: uz('archiveList', 'archiveList.filter.label') });
    const targets = [
      form.getByLabel(uz('archiveList', 'archiveList.filter.title')),
      form.getByLabel(uz('archiveList', 'archiveList.filter.channel')),
      form.getByLabel(uz('archiveList', 'archiveList.filter.category')),
      form.getByLabel(uz('archiveList', 'archiveList.filter.date')),
      form.getByRole('button', { name: uz('archiveList', 'archiveList.filter.submit') }),
    ];
    const pager = page.getByRole('navigation', { name: uz('kit.list', 'pagination.label') });
    const links = await pager.getByRole('link').all();
    expect(links.length).toBeGreaterThan(1);
    for (const target of [...targets, ...links]) {
      const box = await target.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    }
    await expect(
      pager.getByRole('link', { name: uz('kit.list', 'pagination.page', { page: 1 }) }),
    ).toHaveAttribute('aria-current', 'page');
  });
});
