import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import type { MineData } from '@core/schemas/personal';
import { expect, type Page, test } from '@playwright/test';
import { axeFindings, openSignedIn, PRODUCT, settled, signUp, uz } from './support';

/**
 * Issue 28, "My Efir": my list from a recording's page, the position saved as it plays and
 * offered on reopening, continue watching's remove, the device's copy merged on signing in,
 * export and deletion; axe on the pages in both themes. Real player, real server.
 */

async function ready(page: Page) {
  await settled(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const media = (page: Page) => page.locator('main video, main audio').first();
const time = (page: Page) => media(page).evaluate((el) => (el as HTMLMediaElement).currentTime);

async function recording(page: Page): Promise<ArchiveItem> {
  const response = await page.request.get(`/uz/api/${PRODUCT}/archive.json`);
  expect(response.status()).toBe(200);
  const item = ((await response.json()) as { data: ArchiveItem[] }).data[0];
  if (!item) throw new Error('a recording in the archive');
  return item;
}

test('a visitor keeps a recording in My list, resumes where they stopped and removes it from the row', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const item = await recording(page);
  await page.goto(href('app.archive.view', { id: item._id }));
  await ready(page);

  const toggle = page.getByRole('button', { name: uz('kit.mine', 'list.toggle') });
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-pressed', 'true');

  // Play, seek to 0:30, pause: the pause saves the position.
  await expect.poll(() => time(page), { timeout: 30_000 }).toBeGreaterThan(0);
  await media(page).evaluate(async (el) => {
    const m = el as HTMLMediaElement;
    m.currentTime = 30;
    await new Promise((r) => m.addEventListener('seeked', r, { once: true }));
    m.pause();
  });
  await page.reload();
  await ready(page);
  const resume = page.getByRole('button', { name: uz('kit.mine', 'resume.from', { time: '0:30' }) });
  await expect(resume).toBeVisible();
  await resume.click();
  await expect.poll(() => time(page), { timeout: 20_000 }).toBeGreaterThan(28);
  expect(Math.abs((await time(page)) - 30)).toBeLessThan(2 + 1.5);

  await page.goto(href('app.myefir.list'));
  await ready(page);
  await expect(page.locator('main').getByText(item.title.uz ?? '', { exact: true })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeFindings(page), scheme).toEqual([]);
  }

  await page.goto(href('app.myefir.continue'));
  await ready(page);
  const title = item.title.uz ?? '';
  await expect(page.locator('main').getByText(title, { exact: true })).toBeVisible();
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeFindings(page), scheme).toEqual([]);
  }
  await page.getByRole('button', { name: uz('myEfir', 'remove', { title }) }).click();
  await expect(page.locator('main').getByText(title, { exact: true })).toHaveCount(0);
  await expect(page.getByText(uz('myEfir', 'empty.continue'))).toBeVisible();
});

test("signing in merges the device's My list into the account; export and deletion of the account", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const item = await recording(page);
  await page.goto(href('app.archive.view', { id: item._id }));
  await ready(page);
  await page.getByRole('button', { name: uz('kit.mine', 'list.toggle') }).click();

  const account = await signUp(request, 'mine');
  const headers = { authorization: `Bearer ${account.token}` };
  await openSignedIn(page, account.token, href('app.my.data'));
  await ready(page);
  await expect
    .poll(async () => {
      const res = await request.get('/uz/api/my/efir.json', { headers });
      return ((await res.json()) as { data: MineData }).data.list.map((e) => e.id);
    })
    .toEqual([item._id]);
  expect(await page.evaluate(() => localStorage.getItem('efir.mine'))).toBeNull();

  const exported = await request.get('/uz/api/my/export.json', { headers });
  expect(exported.status()).toBe(200);
  const { data } = (await exported.json()) as { data: Record<string, unknown> };
  expect(Object.keys(data)).toEqual(
    expect.arrayContaining(['account', 'profile', 'requests', 'myEfir', 'signIns']),
  );

  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeFindings(page), scheme).toEqual([]);
  }
  await page.getByLabel(uz('kit.mine', 'data.confirm')).fill(account.username);
  await page.getByRole('button', { name: uz('kit.mine', 'data.delete') }).click();
  await expect.poll(async () => (await request.get('/uz/api/my/efir.json', { headers })).status()).toBe(401);
});
