import { href } from '@core/routes';
import type { ArchiveItem } from '@core/schemas/content';
import { expect, type Page, test } from '@playwright/test';
import { AXE_BEST_PRACTICE, axeFindings, channelList, PRODUCT, settled, uz } from './support';

/**
 * WCAG 2.2 A and AA on the visitor pages, with every rule on: a finding is a bug to fix, not to
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
      test(`axe finds no WCAG 2.2 A/AA violations on ${path} (${scheme.name})`, async ({
        page,
        context,
        baseURL,
      }) => {
        // The schedule's grid is every channel's whole day: axe has a few thousand nodes to read.
        if (path === '/uz/schedule/') test.setTimeout(120_000);
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
      test.setTimeout(120_000);
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

/** The page's player (floating, or embedded in an archive item) is playing: time has moved on. */
async function playing(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => document.querySelector<HTMLMediaElement>('video, audio')?.currentTime ?? 0),
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(0.5);
  // The controls are shown (they hide after a few seconds without activity).
  await page.locator('media-controller').first().hover();
  await expect(page.locator('media-control-bar').first()).toBeVisible();
}

/**
 * The player in each of its states: a live TV channel with captions (captions off, then on), a
 * radio station, a recording of the archive. Its controls are media-chrome's web components, so
 * axe checks them as they are in the browser, not as React rendered them.
 */
test('axe finds no violations in the player: live TV with captions off and on', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { data } = await channelList(request);
  const tv = data.find((c) => c._id === 'uzbekistan');
  expect(tv, 'the captioned demo channel').toBeDefined();
  await page.goto('/uz/channel/uzbekistan/');
  await settled(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page
    .locator('.w-liveVideo')
    .getByRole('button', { name: uz('kit.player', 'player.watch', { title: tv?.title.uz ?? '' }) })
    .click();
  await playing(page);
  // Found by its label alone: its role is what axe judges.
  const captions = page.locator('section.fp media-control-bar [aria-label="субтитрлар"]');
  await expect
    .poll(() =>
      page.evaluate(
        () => document.querySelector<HTMLVideoElement>('section.fp video')?.textTracks.length ?? 0,
      ),
    )
    .toBeGreaterThan(0);
  await expect(captions).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);

  // The controls hide after 3 s without activity: shown again for the press (a move the
  // browser sees: a hover on the spot the pointer is already on moves nothing).
  await page.mouse.move(1, 1);
  await page.locator('media-controller').first().hover();
  await captions.click();
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...(document.querySelector<HTMLVideoElement>('section.fp video')?.textTracks ?? [])].some(
          (t) => t.mode === 'showing',
        ),
      ),
    )
    .toBe(true);
  await page.locator('media-controller').first().hover();
  expect(await axeFindings(page)).toEqual([]);
});

test('axe finds no violations in the player: a radio station', async ({ page, request }) => {
  test.setTimeout(60_000);
  const { data } = await channelList(request, { type: 'radio' });
  const radio = data[0];
  expect(radio, 'a radio station').toBeDefined();
  if (!radio) return;
  await page.goto(href('app.channel.view', { id: radio._id }));
  await settled(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page
    .locator('.w-liveVideo')
    .getByRole('button', { name: uz('kit.player', 'player.listen', { title: radio.title.uz ?? '' }) })
    .click();
  await playing(page);
  expect(await axeFindings(page)).toEqual([]);
});

test('axe finds no violations in the player: a recording of the archive', async ({ page, request }) => {
  test.setTimeout(60_000);
  const response = await request.get(`/uz/api/${PRODUCT}/archive.json`);
  expect(response.status()).toBe(200);
  const recording = ((await response.json()) as { data: ArchiveItem[] }).data[0];
  expect(recording, 'a recording in the archive').toBeDefined();
  if (!recording) return;
  await page.goto(href('app.archive.view', { id: recording._id }));
  await settled(page);
  await playing(page);
  expect(await axeFindings(page)).toEqual([]);
});
