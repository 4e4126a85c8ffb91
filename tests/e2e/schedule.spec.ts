import { pickText } from '@core/lang';
import { broadcastClock } from '@core/time';
import { expect, test } from '@playwright/test';
import {
  AXE_BEST_PRACTICE,
  axeFindings,
  axeRuleFindings,
  channelList,
  countShifts,
  expectedDay,
  literal,
  routeTitle,
  scheduleItems,
  settled,
  uz,
} from './support';

/** The schedule part of the visitor story: every channel, and one channel on a date. */

test.describe('schedule', () => {
  test('/uz/schedule/ shows every channel as a grid of hours, the current programme marked', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const channels = (await channelList(request, { count: 'all' })).data;
    await page.goto('/uz/schedule/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.schedule.list'));
    const widget = page.locator('.widget[data-widget="schedule"]');
    const rows = widget.locator('.w-grid__row');
    await expect(rows.locator('.w-grid__name')).toHaveText(channels.map((c) => pickText(c.title, 'uz')));
    const row = rows.filter({ has: page.getByRole('link', { name: 'Ёшлар', exact: true }) });
    await expect(row.getByRole('link', { name: 'Ёшлар', exact: true })).toHaveAttribute(
      'href',
      '/uz/schedule/yoshlar/',
    );
    await expect(async () => {
      const day = expectedDay(await scheduleItems(request, 'yoshlar', broadcastClock().date), 4);
      await expect(row.locator('li[aria-current="true"] > :first-child > :last-child')).toHaveText(
        day.current ?? '',
        {
          timeout: 1000,
        },
      );
    }).toPass();
    // The whole day, once the visitor moves into the grid (here by the keyboard): a block per
    // entry, each as wide as it runs (4 px a minute on a desktop).
    await row.getByRole('link', { name: 'Ёшлар', exact: true }).focus();
    const items = await scheduleItems(request, 'yoshlar', broadcastClock().date);
    await expect(row.locator('.w-grid__block')).toHaveCount(items.length);
    const widths = await row
      .locator('.w-grid__block')
      .evaluateAll((blocks) => blocks.map((b) => Math.round(b.getBoundingClientRect().width)));
    const minutes = await row
      .locator('.w-grid__block')
      .evaluateAll((blocks) => blocks.map((b) => Number((b as HTMLElement).style.getPropertyValue('--d'))));
    expect(widths).toEqual(minutes.map((m) => m * 4));
    // Every row with a current entry marks exactly one.
    const rowCount = await rows.count();
    for (let i = 0; i < rowCount; i++) {
      expect(await rows.nth(i).locator('li[aria-current="true"]').count()).toBeLessThanOrEqual(1);
    }
  });

  test('the server renders the window of the day the grid opens at; the browser adds the rest, nothing moves', async ({
    browser,
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const items = await scheduleItems(request, 'yoshlar', broadcastClock().date);
    type Span = { start: number; end: number };
    const row = (p: typeof page) =>
      p.locator('.w-grid__row').filter({ has: p.getByRole('link', { name: 'Ёшлар', exact: true }) });
    const spans = (p: typeof page): Promise<Span[]> =>
      row(p)
        .locator('.w-grid__block')
        .evaluateAll((blocks) =>
          blocks.map((b) => {
            const style = (b as HTMLElement).style;
            const start = Number(style.getPropertyValue('--s'));
            return { start, end: start + Number(style.getPropertyValue('--d')) };
          }),
        );
    const windowIn = async (p: typeof page) => {
      const boot = JSON.parse((await p.locator('#efir-boot').textContent()) ?? '{}') as {
        reads: { key: unknown[]; data?: { window?: { from: number; to: number } } }[];
      };
      return boot.reads.find((r) => r.key[1] === 'efir/schedule.json')?.data?.window;
    };
    // Without script: the window (4½ hours, named in the embedded answer), every block in it
    // placed and linked, no details buttons (they need script), every channel linking its day.
    const render = async () => {
      const noScript = await browser.newContext({ javaScriptEnabled: false });
      const bare = await noScript.newPage();
      await bare.goto('/uz/schedule/');
      const cut = await windowIn(bare);
      expect(cut && cut.to - cut.from).toBe(270);
      const served = await spans(bare);
      expect(served.length).toBeGreaterThan(0);
      expect(served.length).toBeLessThan(items.length);
      if (cut)
        for (const span of served)
          expect(span.start < cut.to && span.end > cut.from, JSON.stringify(span)).toBe(true);
      await expect(row(bare).locator('.w-grid__block > a[href^="/uz/broadcast/"]').first()).toBeVisible();
      await expect(bare.locator('.w-grid__more')).toHaveCount(0);
      await expect(bare.locator('.w-grid__channel a[href^="/uz/schedule/"]')).toHaveCount(
        await bare.locator('.w-grid__row').count(),
      );
      await noScript.close();
      return { cut, served };
    };
    let { cut, served } = await render();
    if (!cut) return;

    // With script: the whole day once the visitor moves into the grid (blocks far from now too), each with its details
    // button, the window's blocks where the server put them, and no layout shift.
    await page.setViewportSize({ width: 1366, height: 768 });
    // The grid's own shifts (the day bar's links above it move ~3 px once hydrated, a separate matter).
    const gridShifts = await countShifts(page, '.w-grid');
    await page.goto('/uz/schedule/');
    await page.locator('html[data-hydrated]').waitFor();
    // The window moves by quarter hours (gridWindow): if one began between the two renders, the
    // served blocks are those of a render in this page's quarter hour.
    const opened = await windowIn(page);
    if (opened?.from !== cut.from) ({ cut, served } = await render());
    expect(opened).toEqual(cut);
    if (!cut) return;
    // The first screen (1366 px wide), as the grid opens scrolled: inside the window.
    const seen = await page.locator('.w-grid').evaluate((grid) => {
      const track = grid.querySelector<HTMLElement>('.w-grid__hours');
      const column = grid.querySelector<HTMLElement>('.w-grid__corner')?.offsetWidth ?? 0;
      const minute = (track?.offsetWidth ?? 0) / 1440;
      return { from: grid.scrollLeft / minute, to: (grid.scrollLeft + grid.clientWidth - column) / minute };
    });
    expect(seen.from).toBeGreaterThanOrEqual(cut.from);
    expect(seen.to).toBeLessThanOrEqual(cut.to);
    // The window fills it: the whole days, read meanwhile, are drawn once the visitor moves into
    // the grid (a thousand blocks are a second of a phone's main thread; decision 018).
    await page.waitForLoadState('networkidle');
    await expect(row(page).locator('.w-grid__block')).toHaveCount(served.length);
    await page.locator('.w-grid').hover();
    await page.mouse.wheel(120, 0);
    await expect(row(page).locator('.w-grid__block')).toHaveCount(items.length);
    const whole = await spans(page);
    expect(whole.some((span) => span.end <= cut.from || span.start >= cut.to)).toBe(true);
    for (const span of served) expect(whole).toContainEqual(span);
    await expect(row(page).locator('.w-grid__more')).toHaveCount(items.length);
    expect(await gridShifts()).toBe(0);
  });

  test('the grid opens scrolled to now, its now-line in view, drawn by the server', async ({ page }) => {
    await page.goto('/uz/schedule/');
    await settled(page);
    const grid = page.locator('.w-grid');
    const line = grid.locator('.w-grid__now');
    await expect(line).toBeVisible();
    const box = await grid.boundingBox();
    const at = await line.boundingBox();
    expect(box && at).toBeTruthy();
    if (!box || !at) return;
    // Right of the sticky channel column, inside the visible part of the grid.
    expect(at.x).toBeGreaterThan(box.x + 100);
    expect(at.x).toBeLessThan(box.x + box.width);
    // The server placed it (the minute in its style), before any script.
    const html = await (await page.request.get('/uz/schedule/')).text();
    expect(html).toMatch(/class="w-grid__mark w-grid__now" style="--s:\d+"/);
  });

  test('the now-line moves when the minute turns, and nothing shifts', async ({ page }) => {
    // The browser's clock, to turn the minute at once (time flows as usual until then).
    await page.clock.install();
    const shifted = await countShifts(page);
    await page.goto('/uz/schedule/');
    await page.locator('html[data-hydrated]').waitFor();
    await settled(page);
    const line = page.locator('.w-grid__now');
    const before = (await line.boundingBox())?.x ?? 0;
    const shiftsBefore = await shifted();
    await page.clock.fastForward('01:00');
    // A minute later it is 4 px further (a desktop's minute); drawn by `translate`, it shifts nothing.
    await expect.poll(async () => Math.round(((await line.boundingBox())?.x ?? 0) - before)).toBe(4);
    expect(await shifted()).toBe(shiftsBefore);
  });

  test('a block’s minutes stay on the block: its content does not inherit them', async ({ page }) => {
    // schedule.css registers --s and --d as not inherited (@property): inherited, each block's
    // content carried its own copy of the page's custom properties, and the grid styled slower.
    await page.goto('/uz/schedule/');
    // One that starts after midnight: a block at 00:00 has the initial value too.
    const block = page.locator('.w-grid__block:not([style^="--s:0;"])').first();
    const [own, inside] = await block.evaluate((b) => [
      getComputedStyle(b).getPropertyValue('--s'),
      getComputedStyle(b.firstElementChild as Element).getPropertyValue('--s'),
    ]);
    expect(Number(own)).toBeGreaterThan(0);
    expect(own).toBe(await block.evaluate((b) => (b as HTMLElement).style.getPropertyValue('--s')));
    expect(inside).toBe('0');
    // Still placed by them: the block is as wide as its minutes.
    const minutes = Number(await block.evaluate((b) => (b as HTMLElement).style.getPropertyValue('--d')));
    const width = await block.evaluate((b) => b.getBoundingClientRect().width);
    expect(width).toBeCloseTo(minutes * 4, 0);
  });

  test('a programme’s description opens from the keyboard and closes with Escape', async ({ page }) => {
    await page.goto('/uz/schedule/');
    await page.locator('html[data-hydrated]').waitFor();
    // A visible one: the grid opens at the current minute, and a programme that began before it may
    // show a sliver beside the channel column, its button hidden (AllSchedules.tsx `useSliverGuard`).
    const first = page
      .locator('.w-grid__row')
      .first()
      .locator('.w-grid__more')
      .filter({ visible: true })
      .first();
    await first.waitFor();
    await settled(page);
    const name = (await first.getAttribute('aria-label')) ?? '';
    // This very button, not one found again by its name: focus in the grid draws the whole days, so
    // the first button is then another, and a title such as «Телесериал» comes many times a day.
    const button = await first.elementHandle();
    const title = name.replace(`${uz('schedule', 'schedule.details')}: `, '');
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: title });
    await expect(dialog).toBeVisible();
    await expect(dialog.locator('.w-schedule__description')).not.toBeEmpty();
    await expect(dialog.locator('.w-schedule__description')).not.toHaveAttribute('aria-busy', 'true');
    await expect(dialog.getByRole('link', { name: uz('schedule', 'schedule.programme') })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    // Focus is back on the button that opened the dialog, still in the grid.
    await expect.poll(() => button.evaluate((b) => b.isConnected && b === document.activeElement)).toBe(true);
  });

  test('the day bar has 15 days, each with a schedule, today chosen', async ({ page }) => {
    await page.goto('/uz/schedule/');
    // Hydrated first: hydration centres the chosen day in the strip (a scroll), which would move
    // a link between Playwright's aim and its click.
    await page.locator('html[data-hydrated]').waitFor();
    const dates = page.getByRole('navigation', { name: uz('schedule', 'schedule.dates') });
    const links = dates.getByRole('link');
    await expect(links).toHaveCount(15);
    await expect(links.nth(7)).toHaveAttribute('aria-current', 'date');
    // A week back and a week ahead: the demo has every channel's day there.
    for (const i of [0, 14]) {
      await links.nth(i).click();
      await expect(page).toHaveURL(/\?date=\d{4}-\d{2}-\d{2}$/);
      await expect(page.locator('.w-grid__row').first().locator('.w-grid__block').first()).toBeVisible();
      await expect(page.locator('.w-grid__now')).toHaveCount(0);
    }
  });

  test('at 390 px the grid scrolls sideways, the channels stay, the page does not', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of ['/uz/schedule/', '/uz/schedule/yoshlar/']) {
      await page.goto(path);
      await settled(page);
      const { scroll, inner } = await page.evaluate(() => ({
        scroll: document.documentElement.scrollWidth,
        inner: window.innerWidth,
      }));
      expect(scroll, path).toBeLessThanOrEqual(inner);
    }
    await page.goto('/uz/schedule/');
    await settled(page);
    const grid = page.locator('.w-grid');
    const channel = page.locator('.w-grid__channel').first();
    const before = await channel.boundingBox();
    await grid.evaluate((g) => {
      g.scrollLeft += 600;
    });
    const after = await channel.boundingBox();
    expect(after?.x).toBe(before?.x);
    expect(await grid.evaluate((g) => g.scrollWidth > g.clientWidth)).toBe(true);
  });

  test('a channel’s day has channel links and no «show» button', async ({ page }) => {
    await page.goto('/uz/schedule/yoshlar/');
    await settled(page);
    const widget = page.locator('.widget[data-widget="schedule"]');
    await expect(widget.getByRole('button', { name: 'Кўрсатиш' })).toHaveCount(0);
    await expect(widget.getByRole('combobox')).toHaveCount(0);
    const channels = widget.getByRole('navigation', { name: uz('schedule', 'schedule.channel') });
    await expect(channels.getByRole('link', { name: 'Ёшлар', exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await channels.getByRole('link', { name: 'Ўзбекистон', exact: true }).click();
    await expect(page).toHaveURL('/uz/schedule/uzbekistan/');
    await expect(widget.getByRole('heading', { level: 2 })).toHaveText('Ўзбекистон');
    // Each entry: start–end.
    await expect(widget.locator('.w-schedule__entries:not([hidden]) .w-schedule__time').first()).toHaveText(
      /^\d\d:\d\d–\d\d:\d\d$/,
    );
  });

  // A phone's grid is 3 px a minute: a short programme's block is narrower than its marks, whose
  // buttons must then go rather than be cut to a target too small to press (WCAG 2.5.8).
  for (const [colorScheme, width] of [
    ['light', 1366],
    ['dark', 1366],
    ['light', 412],
    ['dark', 412],
  ] as const) {
    test(`axe finds nothing on the grid with a programme's details open, in ${colorScheme} at ${width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width, height: 823 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/uz/schedule/');
      await settled(page);
      await page.locator('html[data-hydrated]').waitFor();
      // A visible one (a sliver's button is hidden, as in the test above).
      await page.locator('.w-grid__more').filter({ visible: true }).first().click();
      await expect(page.getByRole('dialog')).toBeVisible();
      expect(await axeFindings(page, AXE_BEST_PRACTICE)).toEqual([]);
    });
  }

  // Every programme of the day drawn (the visitor moved into the grid), from the day's start: a
  // short programme's block keeps no button cut by its edge (WCAG 2.5.8's 24 px, axe target-size).
  for (const width of [1366, 412]) {
    test(`no target in a short programme's block is cut too small, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 823 });
      await page.goto('/uz/schedule/');
      await page.locator('html[data-hydrated]').waitFor();
      await page.locator('.w-grid').hover();
      await page.mouse.wheel(120, 0);
      // Not vacuous: once the whole day is drawn, it has programmes shorter than the marks' row
      // needs at this width (waited for: the day is drawn in a transition after the wheel).
      await expect
        .poll(() =>
          page
            .locator('.w-grid__block')
            .evaluateAll((blocks) => blocks.filter((b) => b.getBoundingClientRect().width < 100).length),
        )
        .toBeGreaterThan(0);
      await expect(page.locator('section.w-schedule--all')).not.toHaveAttribute('aria-busy', 'true');
      await page.locator('.w-grid').evaluate((grid) => {
        grid.scrollLeft = 0;
      });
      expect(await axeRuleFindings(page, ['target-size'])).toEqual([]);
    });
  }

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
