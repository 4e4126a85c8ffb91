import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import { expect, type Page, test } from '@playwright/test';
import { openSignedIn, PRODUCT, settled, signUp, uz } from './support';

/**
 * Issue 28: signed in, "continue watching" follows the viewer across devices — a position saved
 * on one device is offered on another. Two browser contexts (two devices: nothing shared but the
 * account), the real player and server.
 */

const media = (page: Page) => page.locator('main video, main audio').first();
const time = (page: Page) => media(page).evaluate((el) => (el as HTMLMediaElement).currentTime);

test('a position saved on one device is offered on another of the same account', async ({
  browser,
  request,
}) => {
  test.setTimeout(90_000);
  const response = await request.get(`/uz/api/${PRODUCT}/archive.json`);
  expect(response.status()).toBe(200);
  const item = ((await response.json()) as { data: ArchiveItem[] }).data[0];
  if (!item) throw new Error('a recording in the archive');
  const account = await signUp(request, 'devices');
  const path = href('app.archive.view', { id: item._id });

  const phone = await browser.newContext();
  const laptop = await browser.newContext();
  try {
    const one = await phone.newPage();
    await openSignedIn(one, account.token, path);
    await one.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => time(one), { timeout: 30_000 }).toBeGreaterThan(0);
    // Seek to 0:42 and pause: the pause saves the position in the account.
    await media(one).evaluate(async (el) => {
      const m = el as HTMLMediaElement;
      m.currentTime = 42;
      await new Promise((r) => m.addEventListener('seeked', r, { once: true }));
      m.pause();
    });
    const headers = { authorization: `Bearer ${account.token}` };
    await expect
      .poll(async () => {
        const res = await request.get('/uz/api/my/efir.json', { headers });
        const data = (await res.json()) as { data: { progress: { id: string; position: number }[] } };
        return Math.round(data.data.progress.find((p) => p.id === item._id)?.position ?? -1);
      })
      .toBe(42);

    const two = await laptop.newPage();
    await openSignedIn(two, account.token, path);
    await settled(two);
    const resume = two.getByRole('button', { name: uz('kit.mine', 'resume.from', { time: '0:42' }) });
    await expect(resume).toBeVisible({ timeout: 5_000 });
    await resume.click();
    await expect.poll(() => time(two), { timeout: 20_000 }).toBeGreaterThan(40);
    expect(Math.abs((await time(two)) - 42)).toBeLessThan(3.5);
  } finally {
    await phone.close();
    await laptop.close();
  }
});
