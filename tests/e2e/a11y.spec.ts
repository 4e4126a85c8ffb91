import { expect, test } from '@playwright/test';
import { AXE_BEST_PRACTICE, axeFindings, settled } from './support';

/** WCAG 2.1 A and AA on the visitor pages, with every rule on: a finding is a bug to fix, not to hide. */
const PAGES = ['/uz/', '/uz/channel/', '/uz/channel/yoshlar/', '/uz/schedule/', '/uz/not-found/'];

for (const path of PAGES) {
  test(`axe finds no WCAG 2.1 A/AA violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await settled(page);
    expect(await axeFindings(page)).toEqual([]);
  });
}

/**
 * The schedule pages again, with axe's best practices and its experimental rules too (among them
 * `label-content-name-mismatch`, WCAG 2.5.3: a link's name holds its visible text), in both
 * colour schemes: the catch-up links and the play button are checked as a voice user meets them.
 */
const SCHEDULES = ['/uz/schedule/', '/uz/schedule/uzbekistan/'];

for (const colorScheme of ['light', 'dark'] as const) {
  for (const path of SCHEDULES) {
    test(`axe (best practices, experimental rules) finds nothing on ${path} in ${colorScheme}`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto(path);
      await settled(page);
      // A channel's whole day too: every past entry with a recording has its catch-up link.
      for (const toggle of await page.locator('.w-schedule__toggle[aria-expanded="false"]').all())
        await toggle.click();
      expect(await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches)).toBe(
        colorScheme === 'dark',
      );
      expect(await axeFindings(page, AXE_BEST_PRACTICE)).toEqual([]);
    });
  }
}
