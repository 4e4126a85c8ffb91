import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import { expect, type Page, test } from '@playwright/test';
import { PRODUCT, settled, uz } from './support';

/**
 * Issue 28 on a recording's page: My Efir's history question (at the first play) and resume offer
 * (once the saved position is read) appear after the page has loaded; neither moves what is below
 * the player (Lighthouse measured a layout shift of 0.087 on the facts when they were in the flow).
 */

const facts = (page: Page) => page.locator('main .c-facts').first();
const media = (page: Page) => page.locator('main video, main audio').first();

test('the history question and the resume offer appear without moving the page', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const response = await request.get(`/uz/api/${PRODUCT}/archive.json`);
  const item = ((await response.json()) as { data: ArchiveItem[] }).data[0];
  if (!item) throw new Error('a recording in the archive');
  await page.goto(href('app.archive.view', { id: item._id }));
  await settled(page);
  const before = await facts(page).boundingBox();

  // The recording plays on arrival; at its first play the question appears.
  const question = page.getByRole('group', { name: uz('kit.mine', 'consent.question') });
  await expect(question).toBeVisible({ timeout: 30_000 });
  expect((await facts(page).boundingBox())?.y).toBe(before?.y);
  await question.getByRole('button', { name: uz('kit.mine', 'consent.no') }).click();
  await expect(question).toHaveCount(0);

  // A saved position: the next visit offers it, over the player.
  await media(page).evaluate(async (el) => {
    const m = el as HTMLMediaElement;
    m.currentTime = 20;
    await new Promise((r) => m.addEventListener('seeked', r, { once: true }));
    m.pause();
  });
  await page.reload();
  await settled(page);
  const resume = page.getByRole('button', { name: uz('kit.mine', 'resume.from', { time: '0:20' }) });
  await expect(resume).toBeVisible();
  expect((await facts(page).boundingBox())?.y).toBe(before?.y);
  // Over the player's frame, inside its box.
  const [frame, offer] = [
    await page.locator('main .w-archiveView__frame').boundingBox(),
    await resume.boundingBox(),
  ];
  if (!frame || !offer) throw new Error('the frame and the offer have boxes');
  expect(offer.y).toBeGreaterThanOrEqual(frame.y);
  expect(offer.y + offer.height).toBeLessThanOrEqual(frame.y + frame.height);
});
