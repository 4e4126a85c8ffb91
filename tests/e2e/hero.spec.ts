import { pickText } from '@core/lang';
import { onAir } from '@core/onair';
import { broadcastClock } from '@core/time';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeFindings, channelList, scheduleItems, settled, uz } from './support';

/**
 * The home's hero (issue 24, decision 029): the main channel (the first TV channel of the order)
 * live, above the fold on a desktop and on a phone, its link to the channel's page, axe clean in
 * both themes, no sideways scroll on a phone.
 */

/** The main channel and what the API says is on air on it now. */
async function mainNow(request: APIRequestContext) {
  const channels = (await channelList(request, { count: 'all' })).data;
  const main = channels.find((c) => c.type === 'tv');
  if (!main) throw new Error('no TV channel');
  const clock = broadcastClock();
  const items = await scheduleItems(request, main._id, clock.date);
  const [now] = onAir([{ channel: main._id, type: main.type, items }], clock.seconds);
  return { main, now };
}

async function expectAboveTheFold(page: Page) {
  const hero = page.locator('.w-hero');
  const viewport = page.viewportSize();
  if (!viewport) throw new Error('no viewport');
  for (const part of [
    hero.locator('.w-hero__art'),
    hero.getByRole('heading', { level: 2 }),
    // A link to the channel before the app runs, the floating player's play button after.
    hero.locator('.w-hero__watch'),
  ]) {
    const box = await part.boundingBox();
    if (!box) throw new Error('a hero part without a box');
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(viewport.height);
    expect(box.x + box.width).toBeLessThanOrEqual(viewport.width);
  }
}

for (const { width, height, wide } of [
  { width: 1366, height: 900, wide: true },
  { width: 390, height: 844, wide: false },
]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height } });

    test('the hero shows the main channel live above the fold; its watch control plays it in the floating player', async ({
      page,
      request,
    }) => {
      await page.goto('/uz/');
      await settled(page);
      const hero = page.locator('.w-hero');
      await expect(async () => {
        const { main, now } = await mainNow(request);
        if (!now) throw new Error('nothing on air on the main channel');
        await expect(hero.locator('.w-hero__live')).toHaveText(
          `${uz('hero', 'hero.live')} · ${pickText(main.title, 'uz')}`,
          { timeout: 1000 },
        );
        await expect(hero.getByRole('heading', { level: 2 })).toHaveText(pickText(now.entry.title, 'uz'), {
          timeout: 1000,
        });
        await expect(hero.locator('.w-hero__time')).toHaveText(`${now.time}–${now.time_finish}`, {
          timeout: 1000,
        });
        const value = Number(await hero.getByRole('progressbar').getAttribute('aria-valuenow'));
        expect(Math.abs(value - now.time_proc)).toBeLessThanOrEqual(100 / (now.time_duration / 60) + 0.1);
      }).toPass();

      // The art keeps 16:9 and, on a wide screen, takes 60 % of the row with the text beside it.
      const art = await hero.locator('.w-hero__art').boundingBox();
      const row = await hero.boundingBox();
      const text = await hero.locator('.w-hero__text').boundingBox();
      if (!art || !row || !text) throw new Error('no hero boxes');
      expect(Math.abs(art.width / art.height - 16 / 9)).toBeLessThan(0.02);
      if (wide) {
        expect(Math.abs(art.width / row.width - 0.6)).toBeLessThan(0.05);
        expect(text.x).toBeGreaterThan(art.x + art.width);
      } else {
        expect(Math.abs(art.width - row.width)).toBeLessThanOrEqual(1);
        expect(text.y).toBeGreaterThanOrEqual(art.y + art.height);
      }
      await expectAboveTheFold(page);
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(scroll).toBeLessThanOrEqual(inner);

      const { main } = await mainNow(request);
      // Issue 25: every play control plays in the one floating player (the link is for no script).
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const watch = hero.getByRole('button', { name: uz('kit.schedule', 'schedule.watchLive') });
      const box = await watch.boundingBox();
      expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
      await watch.click();
      const fp = page.locator('section.fp');
      await expect(fp).toHaveAttribute('data-channel', main._id);
      await expect(fp).toHaveAttribute('data-size', main.type === 'radio' ? 'min' : 'max');
      await expect(page).toHaveURL('/uz/');
    });

    for (const colorScheme of ['light', 'dark'] as const) {
      test(`the hero and the rail are axe clean (${colorScheme})`, async ({ page }) => {
        await page.emulateMedia({ colorScheme });
        await page.goto('/uz/');
        await settled(page);
        await expect(page.locator('.w-hero img, .w-hero .channel-mark').first()).toBeVisible();
        expect(await axeFindings(page)).toEqual([]);
      });
    }
  });
}

test('the hero recomputes its progress at the minute without moving anything', async ({ page }) => {
  await page.clock.install();
  await page.goto('/uz/');
  await settled(page);
  const hero = page.locator('.w-hero');
  const bar = hero.getByRole('progressbar');
  const before = Number(await bar.getAttribute('aria-valuenow'));
  const box = await hero.boundingBox();
  // Ten minutes on: the bar moves (or the next programme starts), the hero's box does not.
  await page.clock.runFor(10 * 60_000);
  await expect(async () => {
    const after = Number(await hero.getByRole('progressbar').getAttribute('aria-valuenow'));
    expect(after).not.toBe(before);
  }).toPass();
  expect(await hero.boundingBox()).toEqual(box);
});
