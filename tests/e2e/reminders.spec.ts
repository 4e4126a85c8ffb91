import { readFileSync } from 'node:fs';
import { addDays, broadcastClock } from '@core/time';
import { expect, test } from '@playwright/test';
import { AXE_BEST_PRACTICE, axeFindings, PRODUCT, routeTitle, settled, uz } from './support';

/**
 * Reminders (issue 28) in the browser, without an account: "Remind me" on a broadcast's page sets
 * reminders of its next airings for this device (its key in local storage); the site's own
 * consent prompt comes before any browser permission request; the list at my-efir/reminders/
 * shows them with their calendar files and cancels one. Headless Chromium receives no real push:
 * the push itself is tested against a local push service (tests/api/push.test.ts).
 */
test('remind me on a broadcast, see it listed, download its calendar file, cancel it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const date = addDays(broadcastClock().date, 1);
  const day = (await (await request.get(`/uz/api/${PRODUCT}/schedule/uzbekistan/${date}.json`)).json()) as {
    data: { items: { broadcast: string | null }[] };
  };
  const id = day.data.items.find((i) => i.broadcast)?.broadcast;
  if (!id) throw new Error('no broadcast in tomorrow’s schedule');

  await page.goto(`/uz/broadcast/${id}/`);
  await settled(page);
  await page.locator('html[data-hydrated]').waitFor();
  const remind = page.getByRole('button', {
    name: new RegExp(`^${uz('kit.reminders', 'remind.broadcast')}: `),
  });
  await remind.click();
  const status = page.getByRole('status').filter({ hasText: uz('kit.reminders', 'remind.mine') });
  await expect(status).toBeVisible();
  // The site asks first; the browser's prompt only after a yes.
  const consent = page.getByRole('region', { name: uz('kit.reminders', 'remind.consentTitle') });
  await expect(consent).toBeVisible();
  expect(await page.evaluate(() => Notification.permission)).toBe('default');
  expect(await axeFindings(page, AXE_BEST_PRACTICE)).toEqual([]);
  await consent.getByRole('button', { name: uz('kit.reminders', 'remind.consentNo') }).click();
  await expect(consent).toBeHidden();
  const key = await page.evaluate(() => localStorage.getItem('efir.device'));
  expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);

  await status.getByRole('link', { name: uz('kit.reminders', 'remind.mine') }).click();
  await expect(page).toHaveURL(/\/uz\/my-efir\/reminders\/$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.myefir.reminders'));
  const items = page.locator('.w-reminders__item');
  await expect(items.first()).toBeVisible();
  const count = await items.count();
  expect(count).toBeGreaterThan(0);
  expect(await axeFindings(page, AXE_BEST_PRACTICE)).toEqual([]);

  // The first reminder's calendar file: an iCalendar event in UTC.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    items
      .first()
      .getByRole('link', { name: new RegExp(`^${uz('reminders', 'reminders.calendar')}: `) })
      .click(),
  ]);
  const ics = readFileSync((await download.path()) as string, 'utf8');
  expect(ics).toContain('BEGIN:VEVENT');
  expect(ics).toMatch(/DTSTART:\d{8}T\d{6}Z/);

  // Cancelled: one fewer, and the list says so.
  await items
    .first()
    .getByRole('button', { name: new RegExp(`^${uz('reminders', 'reminders.cancel')}: `) })
    .click();
  await expect(items).toHaveCount(count - 1);
});
