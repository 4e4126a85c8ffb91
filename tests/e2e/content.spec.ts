import { href } from '@core/routes';
import type { AnonsSlide, ArchiveItem, Broadcast } from '@core/schemas/content';
import type { Schedule } from '@core/schemas/entities';
import { addDays, broadcastClock } from '@core/time';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { axeFindings, channelList, PRODUCT, settled, uz, watchPage } from './support';

/**
 * The broadcaster's content in Chromium (issue 8): from the home page's announcements to a
 * broadcast and one of its episodes playing; anchors, a like and the ratings; the poll; the
 * slider's autoplay under Playwright's clock; catch-up from the schedule; the legacy archive
 * address; every new page hydrating cleanly and passing axe.
 */

const api = async <T>(request: APIRequestContext, path: string, params: Record<string, string> = {}) => {
  const response = await request.get(`/uz/api/${path}`, { params });
  expect(response.status(), path).toBe(200);
  return ((await response.json()) as { data: T }).data;
};

/** The media element of the page has played for a while. */
async function expectPlaying(page: Page) {
  await expect
    .poll(
      () => page.evaluate(() => document.querySelector<HTMLMediaElement>('video, audio')?.currentTime ?? 0),
      {
        timeout: 30_000,
      },
    )
    .toBeGreaterThan(1);
}

test('home → an announcement → its broadcast → an episode plays', async ({ page, request }) => {
  test.setTimeout(90_000);
  // An announcement whose broadcast has recordings in the archive (the demo has several).
  const slides = await api<AnonsSlide[]>(request, `${PRODUCT}/anons/slide.json`);
  let chosen: { slide: AnonsSlide; broadcast: Broadcast } | null = null;
  for (const slide of slides) {
    if (!slide.broadcast) continue;
    const broadcast = await api<Broadcast>(request, `${PRODUCT}/broadcast/${slide.broadcast}.json`);
    if (broadcast.items.length > 0) {
      chosen = { slide, broadcast };
      break;
    }
  }
  expect(chosen, 'an announcement of a broadcast with recordings').not.toBeNull();
  if (!chosen) return;

  await page.goto('/uz/');
  await settled(page);
  const slider = page.locator('.w-anonsSlider');
  await expect(slider.getByRole('link').first()).toBeVisible();
  await expect(slider.locator(`a[href="${href('app.anons.view', { id: chosen.slide._id })}"]`)).toHaveCount(
    1,
  );

  await page.goto(href('app.anons.view', { id: chosen.slide._id }));
  await settled(page);
  await page
    .locator(`a[href="${href('app.broadcast.view', { id: chosen.broadcast._id })}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${href('app.broadcast.view', { id: chosen.broadcast._id })}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(chosen.broadcast.title.uz ?? '');

  const newest = chosen.broadcast.items[0] ?? '';
  await page
    .locator(`a[href="${href('app.archive.view', { id: newest })}"]`)
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`${href('app.archive.view', { id: newest })}$`));
  // The archive player autoplays (muted when the browser asks), does not loop.
  await expectPlaying(page);
  expect(await page.evaluate(() => document.querySelector<HTMLMediaElement>('video, audio')?.loop)).toBe(
    false,
  );
  expect(await axeFindings(page)).toEqual([]);
});

test('an anchor is liked once and the ratings show it', async ({ page }) => {
  await page.goto(href('app.anchors.list'));
  await settled(page);
  const first = page.locator('main a[href^="/uz/anchors/"]').first();
  const path = await first.getAttribute('href');
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await settled(page);
  const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? '';
  const like = page.locator('.w-like__button');
  await expect(like).toHaveAttribute('aria-pressed', 'false');
  const before = Number(await page.locator('.w-like__count').textContent());
  await like.click();
  await expect(like).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.w-like__count')).toHaveText(String(before + 1));
  // Once: a reload still shows it pressed, with the same count.
  await page.reload();
  await settled(page);
  await expect(page.locator('.w-like__button')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.w-like__count')).toHaveText(String(before + 1));

  await page.goto(href('app.service.rating'));
  await settled(page);
  const anchors = page.locator('.w-ratings__list').first();
  await expect(anchors.getByText(name)).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
});

test('the poll asks for an answer, then shows the result; the answer resets', async ({ page }) => {
  await page.goto('/uz/');
  await settled(page);
  const poll = page.locator('.w-poll');
  await poll.getByRole('button', { name: uz('poll', 'poll.send') }).click();
  await expect(poll.getByRole('alert')).toHaveText(uz('poll', 'poll.choose'));
  const options = poll.locator('input[type="radio"], input[type="checkbox"]');
  await options.first().check();
  await poll.getByRole('button', { name: uz('poll', 'poll.send') }).click();
  await expect(poll.getByText(uz('poll', 'poll.yours'))).toBeVisible();
  await expect(poll.locator('input[type="radio"], input[type="checkbox"]')).toHaveCount(0);
  // The vote is confirmed by a toast (its script loads with the first toast) for 3 s (spec §9),
  // then it fades out: axe reads the page once it has gone (a fading toast is no contrast fault).
  const toast = page.locator('[data-sonner-toast]');
  await expect(toast).toHaveCount(1);
  await expect(toast).toHaveCount(0, { timeout: 10_000 });
  expect(await axeFindings(page)).toEqual([]);
});

test('the announcement slider advances every 10 s and stops when paused', async ({ page }) => {
  await page.clock.install();
  await page.goto('/uz/');
  await settled(page);
  const slider = page.locator('.w-anonsSlider');
  const firstShown = () =>
    slider.locator('.w-anonsSlider__slide:not([inert])').first().getAttribute('aria-label');
  // The controls are enabled once keen-slider (a chunk loaded after the start) runs; only then
  // does the 10 s wait begin, so fake time run before that would move nothing.
  await expect(slider.getByRole('button', { name: uz('anonsSlider', 'slider.pause') })).toBeEnabled();
  const start = await firstShown();
  await page.clock.runFor(11_000);
  // The interval is set by an effect after that render: keep time moving while waiting for it.
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return firstShown();
    })
    .not.toBe(start);

  await slider.getByRole('button', { name: uz('anonsSlider', 'slider.pause') }).click();
  const paused = await firstShown();
  await page.mouse.move(0, 0);
  await page.clock.runFor(30_000);
  expect(await firstShown()).toBe(paused);
  await expect(slider.getByRole('button', { name: uz('anonsSlider', 'slider.play') })).toBeVisible();
});

test('a past schedule entry opens its recording; the legacy address shows the same item', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { data: channels } = await channelList(request, { type: 'tv' });
  const yesterday = addDays(broadcastClock().date, -1);
  let found: { channel: string; archive: string } | null = null;
  for (const channel of channels) {
    const day = await api<Schedule>(request, `${PRODUCT}/schedule/${channel._id}/${yesterday}.json`);
    const entry = day.items.find((item) => item.archive);
    if (entry?.archive) {
      found = { channel: channel._id, archive: entry.archive };
      break;
    }
  }
  expect(found, 'yesterday has recorded entries').not.toBeNull();
  if (!found) return;

  await page.goto(href('app.schedule.view', { id: found.channel }, { date: yesterday }));
  await settled(page);
  const link = page.locator(`a[href="${href('app.archive.view', { id: found.archive })}"]`).first();
  // The whole day is behind the disclosure button when the entry is outside the window.
  if (!(await link.isVisible()))
    await page.locator('.w-schedule button[aria-expanded="false"]').first().click();
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href('app.archive.view', { id: found.archive })}$`));
  const item = await api<ArchiveItem>(request, `${PRODUCT}/archive/${found.archive}.json`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(item.title.uz ?? '');

  const legacy = await page.goto(href('app.archive.legacy', { id: found.archive }));
  expect(legacy?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(item.title.uz ?? '');
  // One item, one canonical address.
  expect(await page.locator('link[rel="canonical"]').getAttribute('href')).toMatch(
    new RegExp(`${href('app.archive.view', { id: found.archive })}$`),
  );
});

test('every new page hydrates without a console error and passes axe', async ({ page, baseURL, request }) => {
  test.setTimeout(180_000);
  const first = async (path: string) =>
    (await api<{ _id: string }[]>(request, path, { count: '1' }))[0]?._id ?? '';
  const ids = {
    anchors: await first(`${PRODUCT}/anchors.json`),
    anons: await first(`${PRODUCT}/anons.json`),
    archive: await first(`${PRODUCT}/archive.json`),
    category: await first(`${PRODUCT}/category.json`),
    person: await first(`${PRODUCT}/person.json`),
    news: await first('news.json'),
    broadcast: await first(`${PRODUCT}/broadcast.json`),
    poll: await first('poll.json'),
  };
  const pages = [
    href('app.anchors.list'),
    href('app.anchors.view', { id: ids.anchors }),
    href('app.anons.list'),
    href('app.anons.view', { id: ids.anons }),
    href('app.archive.list'),
    href('app.archive.view', { id: ids.archive }),
    href('app.category.list'),
    href('app.category.view', { id: ids.category }),
    href('app.person.list'),
    href('app.person.view', { id: ids.person }),
    href('app.news.list'),
    href('app.news.view', { id: ids.news }),
    href('app.poll.list'),
    href('app.poll.view', { id: ids.poll }),
    href('app.broadcast.list'),
    href('app.broadcast.view', { id: ids.broadcast }),
    href('app.sitemap'),
    href('app.service.rating'),
  ];
  for (const path of pages) {
    const watch = watchPage(page, new URL(baseURL ?? '').origin);
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(200);
    await page.locator('html[data-hydrated]').waitFor();
    await settled(page);
    expect(watch.consoleErrors, path).toEqual([]);
    expect(await axeFindings(page), path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('response');
  }
});
