import { pickText } from '@core/lang';
import { broadcastClock } from '@core/time';
import { expect, test } from '@playwright/test';
import { channelList, expectedDay, literal, routeTitle, scheduleItems, uz } from './support';

/** The schedule part of the visitor story: every channel, and one channel on a date. */

test.describe('schedule', () => {
  test('/uz/schedule/ shows every channel with its current entry marked', async ({ page, request }) => {
    const channels = (await channelList(request, { count: 'all' })).data;
    await page.goto('/uz/schedule/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.schedule.list'));
    const widget = page.locator('.widget[data-widget="schedule"]');
    const cards = widget.locator('.w-schedule__card');
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(
      channels.map((c) => pickText(c.title, 'uz')),
    );

    const card = cards.filter({ has: page.getByRole('link', { name: 'Ёшлар', exact: true }) });
    await expect(card.getByRole('link', { name: 'Ёшлар', exact: true })).toHaveAttribute(
      'href',
      '/uz/schedule/yoshlar/',
    );
    await expect(async () => {
      const day = expectedDay(await scheduleItems(request, 'yoshlar', broadcastClock().date), 4);
      await expect(card.locator('li[aria-current="true"] .w-schedule__name')).toHaveText(day.current ?? '', {
        timeout: 1000,
      });
      await expect(card.locator('.w-schedule__entries > li .w-schedule__name')).toHaveText(day.window, {
        timeout: 1000,
      });
    }).toPass();
    // Every card that has a current entry marks exactly one.
    const cardCount = await cards.count();
    for (let i = 0; i < cardCount; i++) {
      expect(await cards.nth(i).locator('li[aria-current="true"]').count()).toBeLessThanOrEqual(1);
    }
  });

  test('a channel schedule for a date marks the current entry and shows its neighbours', async ({
    page,
    request,
  }) => {
    const today = broadcastClock().date;
    await page.goto(`/uz/schedule/yoshlar/?date=${today}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.schedule.view'));
    const widget = page.locator('.widget[data-widget="schedule"]');
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Ёшлар');
    const dates = widget.getByRole('navigation', { name: uz('schedule', 'schedule.dates') });
    await expect(
      dates.getByRole('link', { name: literal(uz('schedule', 'schedule.today')) }),
    ).toHaveAttribute('aria-current', 'date');

    const shown = widget.locator('ol.w-schedule__entries').first();
    await expect(async () => {
      const date = broadcastClock().date;
      const day = expectedDay(await scheduleItems(request, 'yoshlar', date), 5);
      expect(day.current).not.toBeNull();
      expect(day.window).toHaveLength(5);
      await expect(shown.getByRole('listitem')).toHaveCount(5, { timeout: 1000 });
      await expect(shown.locator('li[aria-current="true"] .w-schedule__name')).toHaveText(day.current ?? '', {
        timeout: 1000,
      });
      await expect(shown.locator('.w-schedule__name')).toHaveText(day.window, { timeout: 1000 });
    }).toPass();
    const current = shown.locator('li[aria-current="true"]');
    await expect(current.getByText(uz('kit.schedule', 'schedule.onAir'))).toBeVisible();
    await expect(current.getByRole('progressbar')).toBeVisible();

    // Another day has no current entry.
    await dates.getByRole('link', { name: literal(uz('schedule', 'schedule.tomorrow')) }).click();
    await expect(page).toHaveURL(/\/uz\/schedule\/yoshlar\/\?date=\d{4}-\d{2}-\d{2}$/);
    await expect(shown.getByRole('listitem').first()).toBeVisible();
    await expect(widget.locator('li[aria-current="true"]')).toHaveCount(0);
  });

  test('a malformed schedule date goes to the bad-request page', async ({ page }) => {
    await page.goto('/uz/schedule/yoshlar/?date=2024-02-30');
    await expect(page).toHaveURL('/uz/bad-request/');
  });
});
