import { expect, test } from '@playwright/test';
import { axeFindings, settled } from './support';

/**
 * WCAG 2.1 A and AA on the visitor pages, with every rule on: a finding is a bug to fix, not to
 * hide. Each page in both themes (decision 028): light; dark as the system's (`colorScheme`); and
 * dark as chosen (the `efir_theme` cookie, the server writes it on <html>) on a light system.
 */
const PAGES = ['/uz/', '/uz/channel/', '/uz/channel/yoshlar/', '/uz/schedule/', '/uz/not-found/'];

const SCHEMES = [
  { name: 'light', colorScheme: 'light', cookie: null },
  { name: 'dark (system)', colorScheme: 'dark', cookie: null },
  { name: 'dark (chosen)', colorScheme: 'light', cookie: 'dark' },
] as const;

for (const scheme of SCHEMES) {
  test.describe(`${scheme.name} theme`, () => {
    test.use({ colorScheme: scheme.colorScheme });
    for (const path of PAGES) {
      test(`axe finds no WCAG 2.1 A/AA violations on ${path} (${scheme.name})`, async ({
        page,
        context,
        baseURL,
      }) => {
        if (scheme.cookie)
          await context.addCookies([{ name: 'efir_theme', value: scheme.cookie, url: baseURL ?? '' }]);
        await page.goto(path);
        await settled(page);
        // The page is in the theme meant: its background is the dark one, or not.
        const dark = await page.evaluate(() => matchMedia('(prefers-color-scheme: dark)').matches);
        const themed = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(themed === 'rgb(18, 20, 24)', `${themed} (system dark: ${dark})`).toBe(
          scheme.name !== 'light',
        );
        const found = await axeFindings(page);
        expect(found, found.join('\n')).toEqual([]);
      });
    }
  });
}
