import { timeline } from '@core/onair';
import type { ScheduleItem } from '@core/schemas/entities';
import { broadcastClock } from '@core/time';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { adminToken, axeFindings, channelList, scheduleItems, settled, uz } from './support';

/**
 * The live player in Chromium against the demo streams the server makes (issue 7): real HLS
 * through hls.js, real decoding, real time.
 */

/** The page is rendered and hydrated: its buttons act. */
async function ready(page: Page) {
  await settled(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const fp = (page: Page) => page.locator('section.fp');
const media = (page: Page) => page.locator('section.fp [slot="media"]');

/** The playing media's position, read in the page. */
const currentTime = (page: Page) => media(page).evaluate((el) => (el as HTMLMediaElement).currentTime);

/** Waits until the media's position has moved on by `seconds`: it really plays. */
async function expectAdvancing(page: Page, seconds = 1) {
  await expect.poll(() => currentTime(page), { timeout: 20_000 }).toBeGreaterThan(0);
  const start = await currentTime(page);
  await expect.poll(() => currentTime(page), { timeout: 15_000 }).toBeGreaterThan(start + seconds);
}

const htmlOverflow = (page: Page) => page.evaluate(() => getComputedStyle(document.documentElement).overflow);

async function channelName(request: APIRequestContext, id: string): Promise<string> {
  const { data } = await channelList(request);
  const channel = data.find((c) => c._id === id);
  if (!channel) throw new Error(`no channel ${id}`);
  return channel.title.uz ?? id;
}

test('TV plays maximised with scrolling locked; radio minimises; toggle, keep playing across pages, close', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const tv = await channelName(request, 'yoshlar');
  await page.goto('/uz/channel/yoshlar/');
  await ready(page);
  await page
    .locator('.w-liveVideo')
    .getByRole('button', { name: uz('kit.player', 'player.watch', { title: tv }) })
    .click();

  await expect(fp(page)).toHaveAttribute('data-size', 'max');
  await expect(fp(page).getByRole('heading', { name: tv })).toBeAttached();
  await expectAdvancing(page);
  expect(await media(page).evaluate((el) => el.tagName)).toBe('VIDEO');
  expect(await htmlOverflow(page)).toBe('hidden');
  // The page behind does not scroll while the player is max.
  const scrolled = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 800);
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await axeFindings(page)).toEqual([]);

  // The toggle switches between max and min; min gives scrolling back.
  await fp(page).hover();
  await page.getByRole('button', { name: uz('chrome', 'player.minimize') }).click();
  await expect(fp(page)).toHaveAttribute('data-size', 'min');
  expect(await htmlOverflow(page)).not.toBe('hidden');
  await page.getByRole('button', { name: uz('chrome', 'player.maximize') }).click();
  await expect(fp(page)).toHaveAttribute('data-size', 'max');

  // A radio station: the player plays audio, minimised.
  const radio = await channelName(request, 'yoshlar-radio');
  await page.getByRole('button', { name: uz('chrome', 'player.minimize') }).click();
  await page.goto('/uz/');
  await ready(page);
  await page
    .getByRole('button', { name: uz('kit.player', 'player.listen', { title: radio }) })
    .first()
    .click();
  await expect(fp(page)).toHaveAttribute('data-size', 'min');
  await expect(fp(page)).toHaveAttribute('data-channel', 'yoshlar-radio');
  await expectAdvancing(page);
  expect(await media(page).evaluate((el) => el.tagName)).toBe('AUDIO');
  expect(await htmlOverflow(page)).not.toBe('hidden');

  // Moving to another page keeps the same player playing.
  await media(page).evaluate((el) => el.setAttribute('data-kept', 'yes'));
  await page
    .getByRole('link', { name: /Кўрсатувлар жадвали/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/uz\/schedule\/$/);
  await expect(media(page)).toHaveAttribute('data-kept', 'yes');
  await expectAdvancing(page);
  expect(await media(page).evaluate((el) => (el as HTMLMediaElement).paused)).toBe(false);

  // Close stops playback: the player and its media are gone.
  await fp(page).hover();
  await page.getByRole('button', { name: uz('chrome', 'player.close') }).click();
  await expect(fp(page)).toHaveCount(0);
  expect(await page.locator('audio, video').count()).toBe(0);
});

test('rewind one minute shows the programme at that position; back to live returns to the edge', async ({
  page,
  request,
}) => {
  const tv = await channelName(request, 'uzbekistan');
  await page.goto('/uz/channel/uzbekistan/');
  await ready(page);
  await page
    .locator('.w-liveVideo')
    .getByRole('button', { name: uz('kit.player', 'player.watch', { title: tv }) })
    .click();
  await expectAdvancing(page);
  const now = fp(page).locator('.fp__now');
  await expect(now).toContainText(uz('chrome', 'player.live'));
  // The programme at the playing position, by the stream's dates: the one on air now.
  const programme = await now.textContent();
  expect(programme).toMatch(/\d\d:\d\d — \S/);

  const before = await currentTime(page);
  await fp(page).hover();
  await fp(page).getByRole('button', { name: '60 сония орқага' }).click();
  await expect.poll(() => currentTime(page)).toBeLessThan(before - 45);
  const rewound = await currentTime(page);
  await expect(now).toContainText(uz('chrome', 'player.behind', { minutes: 1 }));
  await expectAdvancing(page);

  await fp(page).hover();
  await fp(page).getByRole('button', { name: 'жонли эфирга қайтиш' }).click();
  await expect(now).toContainText(uz('chrome', 'player.live'));
  expect(await currentTime(page)).toBeGreaterThan(rewound + 45);

  // The captioned channel offers its captions track.
  await fp(page).hover();
  // A switch (on/off): its state is aria-checked, which a button may not carry.
  const captions = fp(page).getByRole('switch', { name: 'субтитрлар', exact: true });
  await expect
    .poll(() => media(page).evaluate((el) => (el as HTMLVideoElement).textTracks.length))
    .toBeGreaterThan(0);
  await captions.click();
  await expect(captions).toHaveAttribute('aria-checked', 'true');
  await expect
    .poll(() =>
      media(page).evaluate((el) =>
        [...(el as HTMLVideoElement).textTracks].some(
          (t) => t.mode === 'showing' && (t.cues?.length ?? 0) > 0,
        ),
      ),
    )
    .toBe(true);
});

test('keyboard: the player is reached and driven by keyboard, with labelled controls', async ({
  page,
  request,
}) => {
  const radio = await channelName(request, 'uzbekistan-radio');
  await page.goto('/uz/channel/uzbekistan-radio/');
  await ready(page);
  const listen = page
    .locator('.w-liveVideo')
    .getByRole('button', { name: uz('kit.player', 'player.listen', { title: radio }) });
  await listen.focus();
  await page.keyboard.press('Enter');
  await expectAdvancing(page);
  const pause = fp(page).getByRole('button', { name: 'Тўхтатиш' });
  await pause.focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => media(page).evaluate((el) => (el as HTMLMediaElement).paused)).toBe(true);
  await fp(page).getByRole('button', { name: 'Ижро этиш' }).press('Enter');
  await expect.poll(() => media(page).evaluate((el) => (el as HTMLMediaElement).paused)).toBe(false);
  await fp(page).getByRole('button', { name: 'Овозни ўчириш' }).press('Enter');
  await expect.poll(() => media(page).evaluate((el) => (el as HTMLMediaElement).muted)).toBe(true);
  await fp(page)
    .getByRole('button', { name: uz('chrome', 'player.close') })
    .press('Enter');
  await expect(fp(page)).toHaveCount(0);
});

/** Today's entries of every channel, with their spans, from the API. */
async function today(request: APIRequestContext) {
  const date = broadcastClock().date;
  const { data } = await channelList(request);
  const days: { channel: string; name: string; line: ReturnType<typeof timeline<ScheduleItem>> }[] = [];
  for (const c of data)
    days.push({
      channel: c._id,
      name: c.title.uz ?? c._id,
      line: timeline(await scheduleItems(request, c._id, date)),
    });
  return { date, days };
}

/** Tashkent wall-clock minutes of `date` as an instant. */
const instant = (date: string, minutes: number) =>
  new Date(
    `${date}T${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:30+05:00`,
  );

test('a live stream opened from the schedule closes itself at the next entry that is not online', async ({
  page,
  request,
}) => {
  const { date, days } = await today(request);
  // An online entry of today followed (later) by one that is not online, on any channel. The
  // browser's clock is set inside it, whatever the time of the test run (even late at night).
  const found = days
    .flatMap((d) =>
      d.line.map((t, i) => ({ ...d, t, next: d.line.slice(i + 1).find((n) => !n.entry.is_online) })),
    )
    .find((x) => x.t.entry.is_online && x.t.finish - x.t.start >= 3 && x.next);
  expect(found, 'the demo day has an online entry followed by one that is not').toBeTruthy();
  if (!found?.next) return;
  await page.clock.install({ time: instant(date, found.t.start) });
  await page.goto(`/uz/schedule/${found.channel}/`);
  await ready(page);
  // The minute clock picks up the browser's (installed) time at the next minute boundary.
  await page.clock.fastForward('01:00');
  const current = page.locator('.w-schedule__entry--current').first();
  await current.getByRole('button', { name: uz('kit.schedule', 'schedule.watchLive') }).click();
  await expect(fp(page)).toBeVisible();
  const closes = `${String(Math.floor(found.next.start / 60)).padStart(2, '0')}:${String(found.next.start % 60).padStart(2, '0')}`;
  await expect(fp(page).locator('.fp__closes')).toContainText(closes);
  // Just before: still open. At the time: closed.
  const left = instant(date, found.next.start).getTime() - 30_000 - (await page.evaluate(() => Date.now()));
  await page.clock.fastForward(left - 5_000);
  await expect(fp(page)).toBeVisible();
  await page.clock.fastForward(10_000);
  await expect(fp(page)).toHaveCount(0);
});

test("a current entry that is not online opens the 'Not Live' dialog", async ({ page, request }) => {
  const { date, days } = await today(request);
  const found = days.flatMap((d) => d.line.map((t) => ({ ...d, t }))).find((x) => !x.t.entry.is_online);
  expect(found, 'the demo day has an entry that is not online').toBeTruthy();
  if (!found) return;
  await page.clock.install({ time: instant(date, found.t.start) });
  await page.goto(`/uz/schedule/${found.channel}/`);
  await ready(page);
  await page.clock.fastForward('01:00');
  const current = page.locator('.w-schedule__entry--current').first();
  await current.getByRole('button', { name: uz('kit.schedule', 'schedule.watchLive') }).click();
  const dialog = page.getByRole('dialog', { name: 'Not Live' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('Online o`chirilgan');
  await expect(fp(page)).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('an unknown channel says so in the player; a failing stream offers a retry', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await page.goto('/uz/channel/nowhere/');
  await expect(page.locator('.w-liveVideo').getByRole('alert')).toHaveText(
    uz('kit.player', 'player.notFound'),
  );

  // Inside an online entry of Ёшлар (at night its current entry may not be online: 'Not Live').
  const { date, days } = await today(request);
  const found = days
    .filter((d) => d.channel === 'yoshlar')
    .flatMap((d) => d.line.map((t) => ({ ...d, t })))
    .find((x) => x.t.entry.is_online && x.t.finish - x.t.start >= 3);
  expect(found, 'the demo day of Ёшлар has an online entry').toBeTruthy();
  if (!found) return;
  await page.clock.install({ time: instant(date, found.t.start) });
  await page.goto('/uz/schedule/yoshlar/');
  await ready(page);
  await page.clock.fastForward('01:00');
  // A stream whose segments fail: the player shows a retry state, never a frozen picture.
  await page.route('**/live/yoshlar/*.m4s', (route) => route.fulfill({ status: 404, body: 'gone' }));
  await page
    .locator('.w-schedule__entry--current')
    .first()
    .getByRole('button', { name: uz('kit.schedule', 'schedule.watchLive') })
    .click();
  await expect(fp(page).getByRole('alert')).toContainText(uz('kit.player', 'player.failed'), {
    timeout: 30_000,
  });
  await page.unroute('**/live/yoshlar/*.m4s');
  await fp(page)
    .getByRole('button', { name: uz('kit.player', 'player.retry') })
    .click();
  await expectAdvancing(page);
});

test('the player shows the age rating of the programme on air', async ({ page, request }) => {
  test.setTimeout(90_000);
  // A TV channel the other player tests do not open; today's entries get a rating (only that).
  const { data } = await channelList(request, { type: 'tv' });
  const channel = data.map((c) => c._id).find((id) => !['uzbekistan', 'sport'].includes(id));
  if (!channel) throw new Error('no demo TV channel to play');
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const day = `/uz/api/newsroom/schedule/${channel}/${broadcastClock().date}.json`;
  const read = await request.get(day, { headers });
  expect(read.status()).toBe(200);
  const { data: stored, meta } = (await read.json()) as {
    data: { items: (ScheduleItem & { rating?: string | null })[] };
    meta: { etag: string };
  };
  const items = stored.items.map(({ time, title, broadcast, duration, is_online }) => ({
    time,
    title,
    broadcast,
    duration,
    is_online,
    rating: '16+',
  }));
  const saved = await request.put(day, { headers: { ...headers, 'if-match': meta.etag }, data: { items } });
  expect(saved.status(), await saved.text()).toBe(200);

  const name = await channelName(request, channel);
  await page.goto(`/uz/channel/${channel}/`);
  await ready(page);
  await page
    .locator('.w-liveVideo')
    .getByRole('button', { name: uz('kit.player', 'player.watch', { title: name }) })
    .click();
  await expectAdvancing(page);
  const rating = fp(page)
    .getByRole('listitem')
    .filter({ hasText: uz('kit.badges', 'badge.rating') });
  await expect(rating).toHaveText(`${uz('kit.badges', 'badge.rating')}: 16+`);
});
