import { pickText } from '@core/lang';
import { broadcastClock } from '@core/time';
import { expect, test } from '@playwright/test';
import { expectedDay, scheduleItems, settled } from './support';

/**
 * Broadcast time is Tashkent time whatever the browser's zone: a visitor in Los Angeles (13 hours
 * behind, often on the previous calendar day) sees the same on-air entry as one in Tashkent.
 */
test.use({ timezoneId: 'America/Los_Angeles' });

test('the on-air entry of a channel is the Tashkent one in a browser in America/Los_Angeles', async ({
  page,
  request,
}) => {
  await page.goto('/uz/');
  expect(await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone)).toBe(
    'America/Los_Angeles',
  );
  await settled(page);
  const row = page
    .locator('.widget[data-widget="onAir"] li')
    .filter({ has: page.getByRole('link', { name: 'Ўзбекистон', exact: true }) });
  await expect(row).toHaveCount(1);

  await expect(async () => {
    // Computed here with the shared code, for the Tashkent date and time.
    const date = broadcastClock().date;
    const day = expectedDay(await scheduleItems(request, 'uzbekistan', date), 5);
    const item = day.onAir;
    expect(item).not.toBeNull();
    if (!item) return;
    await expect(row.locator('.w-onAir__programme')).toHaveText(pickText(item.entry.title, 'uz'), {
      timeout: 1000,
    });
    await expect(row.locator('.w-onAir__time')).toHaveText(`${item.time}–${item.time_finish}`, {
      timeout: 1000,
    });
  }).toPass();
});

test('the schedule opens on the Tashkent date and marks the Tashkent entry in America/Los_Angeles', async ({
  page,
  request,
}) => {
  await page.goto('/uz/schedule/uzbekistan/');
  await settled(page);
  const widget = page.locator('.widget[data-widget="schedule"]');
  await expect(async () => {
    const today = broadcastClock().date;
    await expect(widget.getByRole('navigation').locator('a[aria-current="date"]')).toHaveAttribute(
      'href',
      `/uz/schedule/uzbekistan/?date=${today}`,
      { timeout: 1000 },
    );
    const day = expectedDay(await scheduleItems(request, 'uzbekistan', today), 5);
    await expect(
      widget.locator('ol.w-schedule__entries').first().locator('li[aria-current="true"] .w-schedule__name'),
    ).toHaveText(day.current ?? '', { timeout: 1000 });
  }).toPass();
});
