import { type I18nText, pickText } from '@core/lang';
import { onAir } from '@core/onair';
import type { Schedule } from '@core/schemas/entities';
import { broadcastClock, isHHmm } from '@core/time';
import { type APIRequestContext, expect, test } from '@playwright/test';
import {
  channelList,
  expectedDay,
  literal,
  PRODUCT,
  routeTitle,
  scheduleItems,
  settled,
  uz,
} from './support';

/** The visitor story of issue 2, in the shown language (uz), against the built app. */

test.describe('routing', () => {
  test('/ sends the visitor to /uz/', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL('/uz/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    const response = await page.goto('/uz/no-such-page/');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL('/uz/no-such-page/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.notFound'));
    await expect(page).toHaveTitle(literal(routeTitle('app.notFound')));
  });

  test('an unknown language falls back to uz: /xx/anons/ ends at /uz/anons/', async ({ page }) => {
    await page.goto('/xx/anons/');
    await expect(page).toHaveURL('/uz/anons/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.anons.list'));
  });

  test('/uz/home/ redirects to the index page', async ({ page }) => {
    await page.goto('/uz/home/');
    await expect(page).toHaveURL('/uz/');
    await expect(page.locator('.widget[data-widget="onAir"]').first()).toBeVisible();
  });

  test('/uz/authentication/ redirects to its first child, sign-in', async ({ page }) => {
    await page.goto('/uz/authentication/');
    await expect(page).toHaveURL('/uz/authentication/signin/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.authentication.signin'));
  });

  test('/uz/my/ needs a role: an anonymous visitor goes to sign-in and the target is remembered', async ({
    page,
  }) => {
    await page.goto('/uz/my/');
    await expect(page).toHaveURL('/uz/authentication/signin/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.authentication.signin'));
    expect(await page.evaluate(() => sessionStorage.getItem('efir.returnTo'))).toBe('/uz/my/profile/');
  });

  test('the tab title comes from the route data in uz', async ({ page }) => {
    const site = uz('chrome', 'site.name');
    await page.goto('/uz/channel/');
    await expect(page).toHaveTitle(`${routeTitle('app.channel.list')} — ${site}`);
    expect(routeTitle('app.channel.list')).toBe('Каналлар');
    await page.goto('/uz/schedule/');
    await expect(page).toHaveTitle(`${routeTitle('app.schedule.list')} — ${site}`);
    // Client-side navigation changes it too.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Каналлар', exact: true }).click();
    await expect(page).toHaveURL('/uz/channel/');
    await expect(page).toHaveTitle(`${routeTitle('app.channel.list')} — ${site}`);
  });
});

test.describe('page chrome', () => {
  test('the header has the main menu (tv, radio, regional), the weather and the search box', async ({
    page,
  }) => {
    await page.goto('/uz/');
    const header = page.getByRole('banner');
    const menu = header.getByRole('navigation', { name: uz('chrome', 'header.mainMenu') });
    await expect(menu.getByRole('link')).toHaveText(['Телевидение', 'Радио', 'Ҳудудий']);
    await expect(menu.getByRole('link', { name: 'Телевидение' })).toHaveAttribute(
      'href',
      '/uz/channel/?type=tv',
    );
    await expect(menu.getByRole('link', { name: 'Радио' })).toHaveAttribute(
      'href',
      '/uz/channel/?type=radio',
    );
    await expect(menu.getByRole('link', { name: 'Ҳудудий' })).toHaveAttribute(
      'href',
      '/uz/channel/?regional=true',
    );

    // The weather of Tashkent, read from the API.
    await expect(header.getByText(/^Об-ҳаво, Тошкент: [−+-]?\d+ °C, \S+/)).toBeAttached();
    await expect(header.locator('.weather .weather__city')).toHaveText('Тошкент');

    const search = header.getByRole('search', { name: uz('chrome', 'search.label') });
    await expect(search.getByRole('combobox', { name: uz('chrome', 'search.input') })).toBeVisible();
    await expect(search.getByRole('button', { name: uz('chrome', 'search.submit') })).toBeVisible();
  });

  test('the main menu filters the channel list', async ({ page, request }) => {
    await page.goto('/uz/');
    await page
      .getByRole('navigation', { name: uz('chrome', 'header.mainMenu') })
      .getByRole('link', { name: 'Радио' })
      .click();
    await expect(page).toHaveURL('/uz/channel/?type=radio');
    const radio = await channelList(request, { type: 'radio', count: '4' });
    await expect(page.locator('.widget[data-widget="channelList"] .w-channelList__name')).toHaveText(
      radio.data.map((c) => pickText(c.title, 'uz')),
    );
  });

  test('the footer has the corporate and affiliate menus', async ({ page }) => {
    await page.goto('/uz/');
    const footer = page.getByRole('contentinfo');
    const corporate = footer.getByRole('navigation', { name: uz('chrome', 'footer.corporate') });
    await expect(corporate.getByRole('link')).toHaveText([
      'Каналлар',
      'Бошловчилар',
      'Сўровномалар',
      'Сайт харитаси',
    ]);
    await expect(corporate.getByRole('link', { name: 'Каналлар' })).toHaveAttribute('href', '/uz/channel/');
    const affiliate = footer.getByRole('navigation', { name: uz('chrome', 'footer.affiliate') });
    await expect(affiliate.getByRole('link')).toHaveText(['Спорт', 'Болажон', 'Самарқанд', 'Андижон']);
    await expect(affiliate.getByRole('link', { name: 'Самарқанд' })).toHaveAttribute(
      'href',
      '/uz/channel/samarqand/',
    );
  });

  test('header search: an empty text shows an error and no toast; a valid one the search toast', async ({
    page,
  }) => {
    await page.goto('/uz/');
    await settled(page);
    const search = page.getByRole('search', { name: uz('chrome', 'search.label') });
    const box = search.getByRole('combobox', { name: uz('chrome', 'search.input') });
    const toasts = page.locator('[data-sonner-toast]');

    await search.getByRole('button', { name: uz('chrome', 'search.submit') }).click();
    await expect(search.getByRole('alert')).toHaveText(uz('chrome', 'search.errors.required'));
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toBeFocused();
    await expect(toasts).toHaveCount(0);

    await box.fill('футбол');
    await box.press('Enter');
    const expected = uz('chrome', 'search.toast', { text: 'футбол' });
    // The uz resource says «Қидирув» (the spec quotes the Russian «Поиск: {text}»).
    expect(expected).toBe('Поиск: футбол');
    await expect(toasts).toHaveCount(1);
    await expect(toasts.first()).toHaveText(expected);
    await expect(search.getByRole('alert')).toHaveCount(0);
    // Beyond the spec (decision 037): then the results page.
    await expect(page).toHaveURL(`/uz/search/?q=${encodeURIComponent('футбол')}`);
    // Spec §8: toasts at the bottom right.
    const toaster = page.locator('[data-sonner-toaster]');
    await expect(toaster).toHaveAttribute('data-y-position', 'bottom');
    await expect(toaster).toHaveAttribute('data-x-position', 'right');
  });

  test('keyboard: Tab reaches the skip link first and it moves focus to #main', async ({ page }) => {
    await page.goto('/uz/');
    await settled(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: uz('chrome', 'skipLink') });
    await expect(skip).toBeFocused();
    await expect(skip).toBeInViewport();
    await page.keyboard.press('Enter');
    await expect(page.locator('main#main')).toBeFocused();
    await expect(page).toHaveURL('/uz/');
  });
});

interface Placed {
  id: string;
  component: string;
  params: Record<string, unknown>;
}

/** The stored layout of the home page, as the API serves it (and checks it: nothing invalid). */
async function homeLayout(request: APIRequestContext): Promise<Placed[]> {
  const response = await request.get('/uz/api/state/app.index.json');
  expect(response.status()).toBe(200);
  const body = (await response.json()) as {
    data: { layout: { params: { components: Placed[] } } };
    meta: { source: string; invalid: Record<string, string> };
  };
  expect(body.meta.source).toBe('stored');
  expect(body.meta.invalid).toEqual({});
  return body.data.layout.params.components;
}

test.describe('home page', () => {
  test("channels without a logo show a monogram in the page's script, inside its box, at a phone's width", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [lang, script] of [
      ['uz', /^[\p{Script=Cyrillic}\d]+$/u],
      ['en', /^[\p{Script=Latin}\d]+$/u],
    ] as const) {
      await page.goto(`/uz/?lang=${lang}`);
      await settled(page);
      const marks = page.locator('.w-onAir .channel-mark');
      expect(await marks.count()).toBeGreaterThan(0);
      for (const mark of await marks.all()) {
        const letters = mark.locator('span');
        await expect(letters).toHaveText(script);
        const [box, text] = [await mark.boundingBox(), await letters.boundingBox()];
        if (!box || !text) throw new Error('a monogram without a box');
        expect(text.width).toBeLessThanOrEqual(box.width);
        expect(text.height).toBeLessThanOrEqual(box.height);
        expect(text.height).toBeGreaterThanOrEqual(box.height / 3);
      }
    }
  });

  test('is built from the stored layout: every placed widget is rendered in its place', async ({
    page,
    request,
  }) => {
    const placed = await homeLayout(request);
    expect(placed.map((c) => c.component)).toContain('onAir');

    await page.goto('/uz/');
    await settled(page);
    for (const c of placed) {
      await expect(
        page.locator(`main#main .widget[data-widget-id="${c.id}"]`),
        `widget ${c.component} (${c.id}) of the stored layout`,
      ).toHaveAttribute('data-widget', c.component);
    }
  });

  test('shows what is on air now on each demo channel, with progress bars', async ({ page, request }) => {
    const layout = await homeLayout(request);
    const widgets = layout.filter((c) => c.component === 'onAir');
    // The home page's rail has every channel, TV and radio (issue 24: no type).
    expect(widgets.map((w) => w.params.type)).toEqual([undefined]);

    await page.goto('/uz/');
    await settled(page);
    for (const placed of widgets) {
      const widget = page.locator(`.widget[data-widget-id="${placed.id}"]`);
      await expect(widget.getByRole('heading', { level: 2 })).toHaveText(
        pickText(placed.params.title as I18nText, 'uz'),
      );
      const rows = widget.getByRole('listitem');
      const channels = (await channelList(request, { count: 'all' })).data;
      // The demo content: at least 10 TV and 4 radio channels.
      expect(channels.filter((c) => c.type === 'tv').length).toBeGreaterThanOrEqual(10);
      expect(channels.filter((c) => c.type === 'radio').length).toBeGreaterThanOrEqual(4);

      await expect(async () => {
        const clock = broadcastClock();
        const response = await request.get(`/uz/api/${PRODUCT}/schedule.json`, {
          params: { date: clock.date },
        });
        const days = ((await response.json()) as { data: Schedule[] }).data;
        const byChannel = new Map(days.map((d) => [d.channel, d.items.filter((i) => isHHmm(i.time))]));
        const expected = onAir(
          channels.map((c) => ({ channel: c._id, type: c.type, items: byChannel.get(c._id) ?? [] })),
          clock.seconds,
        );
        const names = expected.map((item) => {
          const channel = channels.find((c) => c._id === item.channel);
          return channel ? pickText(channel.title, 'uz') : item.channel;
        });
        // Something is always on air on the demo channels.
        expect(names).toHaveLength(channels.length);
        await expect(rows.locator('.w-onAir__name')).toHaveText(names, { timeout: 1000 });
        await expect(rows.locator('.w-onAir__programme')).toHaveText(
          expected.map((i) => pickText(i.entry.title, 'uz')),
          { timeout: 1000 },
        );
        await expect(rows.locator('.w-onAir__time')).toHaveText(
          expected.map((i) => `${i.time}–${i.time_finish}`),
          { timeout: 1000 },
        );
      }).toPass();

      const count = await rows.count();
      for (let i = 0; i < count; i++) {
        const row = rows.nth(i);
        await expect(row.locator('a.w-onAir__channel')).toHaveAttribute('href', /^\/uz\/channel\/[\w-]+\/$/);
        // The programme links to its broadcast's page (its recordings) when it names one.
        const programme = row.locator('a.w-onAir__programme');
        if ((await programme.count()) > 0)
          await expect(programme).toHaveAttribute('href', /^\/uz\/broadcast\/[\w-]+\/$/);
        const bar = row.getByRole('progressbar');
        // The default range, 0–100: not repeated on each bar.
        await expect(bar).not.toHaveAttribute('aria-valuemin');
        await expect(bar).not.toHaveAttribute('aria-valuemax');
        const now = Number(await bar.getAttribute('aria-valuenow'));
        expect(now).toBeGreaterThanOrEqual(0);
        expect(now).toBeLessThanOrEqual(100);
      }
    }
  });
});

test.describe('channels', () => {
  test('/uz/channel/ lists the channels a page at a time; page 2 works', async ({ page, request }) => {
    const first = await channelList(request, { count: '4', page: '1' });
    const second = await channelList(request, { count: '4', page: '2' });
    expect(first.meta.pages).toBeGreaterThanOrEqual(2);
    const names = (list: typeof first) => list.data.map((c) => pickText(c.title, 'uz'));

    await page.goto('/uz/channel/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.channel.list'));
    const widget = page.locator('.widget[data-widget="channelList"]');
    await expect(widget.locator('.w-channelList__name')).toHaveText(names(first));
    const pager = widget.getByRole('navigation', { name: uz('kit.list', 'pagination.label') });
    await expect(
      pager.getByRole('link', { name: uz('kit.list', 'pagination.page', { page: 1 }) }),
    ).toHaveAttribute('aria-current', 'page');

    await pager.getByRole('link', { name: uz('kit.list', 'pagination.page', { page: 2 }) }).click();
    await expect(page).toHaveURL('/uz/channel/?page=2');
    await expect(widget.locator('.w-channelList__name')).toHaveText(names(second));
    await expect(
      pager.getByRole('link', { name: uz('kit.list', 'pagination.page', { page: 2 }) }),
    ).toHaveAttribute('aria-current', 'page');

    // Opened directly, and the last page too.
    await page.goto(`/uz/channel/?page=${first.meta.pages}`);
    await expect(widget.locator('.w-channelList__name').first()).toBeVisible();
    await expect(page).toHaveURL(`/uz/channel/?page=${first.meta.pages}`);
  });

  for (const bad of ['0', 'abc', '999', '-1', '1.5']) {
    test(`/uz/channel/?page=${bad} goes to the bad-request page`, async ({ page }) => {
      await page.goto(`/uz/channel/?page=${bad}`);
      await expect(page).toHaveURL('/uz/bad-request/');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.badRequest'));
    });
  }

  test('the page just above the last one goes to the bad-request page', async ({ page, request }) => {
    const { meta } = await channelList(request, { count: '4' });
    await page.goto(`/uz/channel/?page=${meta.pages + 1}`);
    await expect(page).toHaveURL('/uz/bad-request/');
  });

  test('a channel view /uz/channel/yoshlar/ shows the channel and its current entry', async ({
    page,
    request,
  }) => {
    const channel = await request.get(`/uz/api/${PRODUCT}/channel/yoshlar.json`);
    expect(channel.status()).toBe(200);
    const info = (
      (await channel.json()) as { data: { title: Record<string, string>; about: Record<string, string> } }
    ).data;

    await page.goto('/uz/channel/yoshlar/');
    await expect(page).toHaveTitle(literal(routeTitle('app.channel.view')));
    const view = page.locator('.widget[data-widget="channelView"]');
    await expect(view.getByRole('heading', { level: 1 })).toHaveText(pickText(info.title, 'uz'));
    await expect(view.getByRole('img', { name: 'Ёшлар' })).toBeVisible();
    await expect(view.getByText(pickText(info.about, 'uz'))).toBeVisible();
    await expect(view.getByText(uz('kit.channel', 'channel.type.tv'))).toBeVisible();
    await expect(
      view.getByRole('heading', { level: 2, name: uz('channelView', 'channelView.today') }),
    ).toBeVisible();

    await expect(async () => {
      const day = expectedDay(await scheduleItems(request, 'yoshlar', broadcastClock().date), 5);
      expect(day.current).not.toBeNull();
      const current = view.locator('li[aria-current="true"]');
      await expect(current).toHaveCount(1, { timeout: 1000 });
      await expect(current.locator('.w-schedule__name')).toHaveText(day.current ?? '', { timeout: 1000 });
      await expect(view.locator('.w-schedule__entries > li .w-schedule__name')).toHaveText(day.window, {
        timeout: 1000,
      });
    }).toPass();

    await view.getByRole('link', { name: uz('channelView', 'channelView.fullSchedule') }).click();
    await expect(page).toHaveURL('/uz/schedule/yoshlar/');
  });

  test('an unknown channel says so, with a link to all channels', async ({ page }) => {
    await page.goto('/uz/channel/no-such-channel/');
    const view = page.locator('.widget[data-widget="channelView"]');
    await expect(view.getByRole('alert')).toContainText(uz('channelView', 'channelView.notFound'));
    await expect(
      view.getByRole('link', { name: uz('channelView', 'channelView.allChannels') }),
    ).toHaveAttribute('href', '/uz/channel/');
  });

  test('the home rail has every radio station, with a listen button, after the TV channels', async ({
    page,
    request,
  }) => {
    const placed = (await homeLayout(request)).find((c) => c.component === 'onAir');
    if (!placed) throw new Error('no onAir rail on the home page');
    const stations = (await channelList(request, { type: 'radio', count: 'all' })).data;
    expect(stations.length).toBeGreaterThanOrEqual(4);
    const names = stations.map((c) => pickText(c.title, 'uz'));

    await page.goto('/uz/');
    await settled(page);
    const widget = page.locator(`.widget[data-widget-id="${placed.id}"]`);
    const shown = await widget.locator('.w-onAir__name').allTextContents();
    // The demo orders TV first: the stations close the rail.
    expect(shown.slice(-names.length)).toEqual(names);
    for (const name of names)
      await expect(
        widget.getByRole('button', { name: uz('kit.player', 'player.listen', { title: name }) }),
      ).toHaveCount(1);
  });
});
