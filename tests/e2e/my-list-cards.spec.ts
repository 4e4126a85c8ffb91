import { href } from '@core/routes';
import type { Broadcast } from '@core/schemas/content';
import { expect, type Page, test } from '@playwright/test';
import { axeFindings, literal, PRODUCT, settled, uz } from './support';

/**
 * Issue 28: "My list" from the cards of the lists and of the search results (not only from an
 * item's page). The card's toggle appears once the list is read after hydration, over the
 * picture's corner; what it adds is on the My list page and stays pressed on the next visit.
 */

async function ready(page: Page) {
  await settled(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const cardToggle = (page: Page, title: string) =>
  page.getByRole('button', { name: `${uz('kit.mine', 'list.toggle')}: ${title}`, exact: true });

test('a visitor adds a broadcast from its card and a channel from the search results to My list', async ({
  page,
}) => {
  const response = await page.request.get(`/uz/api/${PRODUCT}/broadcast.json`);
  expect(response.status()).toBe(200);
  const broadcast = ((await response.json()) as { data: Broadcast[] }).data[0];
  if (!broadcast) throw new Error('a broadcast in the demo');
  const title = broadcast.title.uz ?? '';

  await page.goto(href('app.broadcast.list'));
  await ready(page);
  const onCard = cardToggle(page, title);
  await expect(onCard).toHaveAttribute('aria-pressed', 'false');
  // Over the card's picture: the card keeps its size, the toggle sits inside its box.
  const card = page.locator('.c-card').filter({ has: onCard });
  const [cardBox, toggleBox] = [await card.boundingBox(), await onCard.boundingBox()];
  expect(cardBox && toggleBox).toBeTruthy();
  if (cardBox && toggleBox) {
    expect(toggleBox.x + toggleBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    expect(toggleBox.y).toBeGreaterThanOrEqual(cardBox.y);
  }
  await onCard.click();
  await expect(onCard).toHaveAttribute('aria-pressed', 'true');
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await axeFindings(page), scheme).toEqual([]);
  }

  // A channel from the search results.
  const channelName = 'Ўзбекистон';
  await page.goto(`${href('app.search')}?q=${encodeURIComponent(channelName)}`);
  await ready(page);
  const hitToggle = page
    .locator('.w-search__hit')
    .filter({ has: page.getByRole('link', { name: literal(channelName) }) })
    .getByRole('button', { name: literal(`${uz('kit.mine', 'list.toggle')}: `) })
    .first();
  const hitName = (await hitToggle.getAttribute('aria-label')) ?? '';
  await hitToggle.click();
  await expect(hitToggle).toHaveAttribute('aria-pressed', 'true');

  await page.goto(href('app.myefir.list'));
  await ready(page);
  const main = page.locator('main');
  await expect(main.getByText(title, { exact: true })).toBeVisible();
  await expect(
    main.getByText(hitName.slice(`${uz('kit.mine', 'list.toggle')}: `.length), { exact: true }),
  ).toBeVisible();

  // The next visit finds it pressed; a press takes it off.
  await page.goto(href('app.broadcast.list'));
  await ready(page);
  await expect(onCard).toHaveAttribute('aria-pressed', 'true');
  await onCard.click();
  await expect(onCard).toHaveAttribute('aria-pressed', 'false');
  await page.goto(href('app.myefir.list'));
  await ready(page);
  await expect(main.getByText(title, { exact: true })).toHaveCount(0);
});
