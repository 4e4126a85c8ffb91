import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import type { MineData } from '@core/schemas/personal';
import { addDays, broadcastClock } from '@core/time';
import { expect, type Page, test } from '@playwright/test';
import { AXE_BEST_PRACTICE, axeFindings, openSignedIn, PRODUCT, settled, signUp, uz } from './support';

/**
 * Issue 28, "My Efir": my list from a recording's page, the position saved as it plays and
 * offered on reopening, continue watching's remove, the device's copy merged on signing in,
 * export and deletion; history's consent and a live channel kept in it; axe (with best practices)
 * on my list, continue watching, history (the question, and with an entry), reminders (empty and
 * with items), my data and the privacy notice, in both themes. Real player, real server.
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
  // History was never answered: the question under the player (axe on it, both themes).
  await expect(page.getByRole('group', { name: uz('kit.mine', 'consent.question') })).toBeVisible();
  await axeBothThemes(page, 'a recording with the history question');
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
  await axeBothThemes(page, 'my list');

  await page.goto(href('app.myefir.continue'));
  await ready(page);
  const title = item.title.uz ?? '';
  await expect(page.locator('main').getByText(title, { exact: true })).toBeVisible();
  await axeBothThemes(page, 'continue watching');
  await page.getByRole('button', { name: uz('myEfir', 'remove', { title }) }).click();
  await expect(page.locator('main').getByText(title, { exact: true })).toHaveCount(0);
  await expect(page.getByText(uz('myEfir', 'empty.continue'))).toBeVisible();
});

test("signing in merges the device's My list into the account; export and deletion of the account", async ({
  page,
  request,
}) => {
  // As the history test's: two pages, an account made, exported and deleted. A clean-clone CI run
  // under load went past 90 s, the last of it in the context's teardown (20-25 s on a quiet machine).
  test.setTimeout(120_000);
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

  await axeBothThemes(page, 'my data');
  await page.getByLabel(uz('kit.mine', 'data.confirm')).fill(account.username);
  await page.getByRole('button', { name: uz('kit.mine', 'data.delete') }).click();
  await expect.poll(async () => (await request.get('/uz/api/my/efir.json', { headers })).status()).toBe(401);
});

/**
 * axe on the page as it is now (WCAG 2.2 A/AA with axe's best practices), in the light and the
 * dark theme (the system's: the theme follows it unless chosen; the a11y spec checks both ways).
 */
async function axeBothThemes(page: Page, what: string) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeFindings(page, AXE_BEST_PRACTICE), `${what}, ${scheme}`).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('history asks first, then keeps a live channel played in the floating player; axe on history, reminders and privacy', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  // The consent question (nothing recorded yet).
  await page.goto(href('app.myefir.history'));
  await ready(page);
  const turnOn = page.getByRole('button', { name: uz('myEfir', 'history.turnOn') });
  await expect(turnOn).toBeVisible();
  await axeBothThemes(page, 'history, the consent question');
  await turnOn.click();
  await expect(page.getByText(uz('myEfir', 'empty.history'))).toBeVisible();

  // A live channel, played in the floating player: one entry, however long it plays.
  const channels = (await (await request.get(`/uz/api/${PRODUCT}/channel.json`)).json()) as {
    data: { _id: string; title: Record<string, string> }[];
  };
  const tv = channels.data.find((c) => c._id === 'yoshlar')?.title.uz ?? 'yoshlar';
  await page.goto(href('app.channel.view', { id: 'yoshlar' }));
  await ready(page);
  await page
    .locator('.w-liveVideo')
    .getByRole('button', { name: uz('kit.player', 'player.watch', { title: tv }) })
    .click();
  await expect(page.locator('section.fp')).toHaveAttribute('data-status', 'playing', { timeout: 30_000 });
  const stored = () =>
    page.evaluate(() => (JSON.parse(localStorage.getItem('efir.mine') ?? '{}') as MineData).history ?? []);
  await expect
    .poll(async () => (await stored()).map((h) => `${h.kind}/${h.id}`))
    .toEqual(['channel/yoshlar']);
  await page.waitForTimeout(2500);
  expect(await stored()).toHaveLength(1);
  await page.getByRole('button', { name: uz('chrome', 'player.close') }).click();

  await page.goto(href('app.myefir.history'));
  await ready(page);
  const entry = page.locator('main').getByRole('link', { name: new RegExp(tv) });
  await expect(entry).toHaveAttribute('href', href('app.channel.view', { id: 'yoshlar' }));
  await expect(entry).toContainText(uz('myEfir', 'history.channelLive'));
  await axeBothThemes(page, 'history with an entry');

  // Reminders: empty, then with the reminders of a broadcast's next airings.
  await page.goto(href('app.myefir.reminders'));
  await ready(page);
  await axeBothThemes(page, 'reminders, empty');
  const date = addDays(broadcastClock().date, 1);
  const day = (await (await request.get(`/uz/api/${PRODUCT}/schedule/uzbekistan/${date}.json`)).json()) as {
    data: { items: { broadcast: string | null }[] };
  };
  const id = day.data.items.find((i) => i.broadcast)?.broadcast;
  if (!id) throw new Error('no broadcast in tomorrow’s schedule');
  await page.goto(href('app.broadcast.view', { id }));
  await ready(page);
  await page
    .getByRole('button', { name: new RegExp(`^${uz('kit.reminders', 'remind.broadcast')}: `) })
    .click();
  const consent = page.getByRole('region', { name: uz('kit.reminders', 'remind.consentTitle') });
  await consent.getByRole('button', { name: uz('kit.reminders', 'remind.consentNo') }).click();
  await page.goto(href('app.myefir.reminders'));
  await ready(page);
  await expect(page.locator('.w-reminders__item').first()).toBeVisible();
  await axeBothThemes(page, 'reminders with items');

  await page.goto(href('app.privacy'));
  await ready(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await axeBothThemes(page, 'privacy');
});
