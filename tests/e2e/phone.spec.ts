import { href } from '@core/routes';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { axeFindings, channelList, PRODUCT, settled, uz } from './support';

/**
 * The portal on a phone (issue 24, "A broadcaster's look"): 390 × 844, the width of a common
 * phone. The slim header and its drawer, no sideways scrolling, 44 px touch targets.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** WCAG 2.5.5's target size, and the visual brief's. */
const TARGET = 44;

async function ready(page: Page) {
  await settled(page);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

const menuButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: uz('chrome', 'header.menu') });
const drawer = (page: Page) => page.getByRole('dialog', { name: uz('chrome', 'header.menu') });

/** Whether the drawer is a modal dialog: the browser makes everything else inert. */
const isModal = (page: Page) =>
  page.evaluate(() => document.querySelector('dialog.drawer')?.matches(':modal') ?? false);

/** Whether the focused element is inside the drawer. */
const focusInDrawer = (page: Page) =>
  page.evaluate(() => Boolean(document.querySelector('dialog.drawer')?.contains(document.activeElement)));

/** Size of every shown control in `scope` (links, buttons, fields, media-chrome's controls). */
async function targets(scope: Locator) {
  return scope.evaluate((root) =>
    Array.from(
      root.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, media-control-bar > *',
      ),
    )
      .filter((el) => el.getClientRects().length > 0 && getComputedStyle(el).visibility !== 'hidden')
      .map((el) => {
        const box = el.getBoundingClientRect();
        const name = el.getAttribute('aria-label') ?? (el.textContent?.trim() || el.tagName.toLowerCase());
        return { name, width: Math.round(box.width), height: Math.round(box.height) };
      }),
  );
}

function tooSmall(found: { name: string; width: number; height: number }[]) {
  return found.filter((t) => t.width < TARGET || t.height < TARGET);
}

/** The first item's id of an API list. */
async function firstId(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(`/uz/api/${path}`, { params: { count: '1' } });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { _id: string }[] };
  const id = body.data[0]?._id;
  if (!id) throw new Error(`${path}: empty`);
  return id;
}

test.describe('phone header', () => {
  test('is one row at most 64 px tall: menu button, brand, search button; the menus wait in the drawer', async ({
    page,
  }) => {
    await page.goto('/uz/');
    await ready(page);
    const header = page.getByRole('banner');
    const box = await header.boundingBox();
    expect(box).not.toBeNull();
    // Measured from the top of the page: nothing (the topbar) above it either.
    expect((box?.y ?? 0) + (box?.height ?? 0)).toBeLessThanOrEqual(64);
    await expect(menuButton(page)).toBeVisible();
    await expect(menuButton(page)).toHaveAttribute('aria-expanded', 'false');
    // The brand's name starts with the site's name ("My Efir" beside it holds it too).
    await expect(
      header.getByRole('link', { name: new RegExp(`^${uz('chrome', 'site.name')}`) }),
    ).toBeVisible();
    await expect(header.getByRole('button', { name: uz('chrome', 'search.submit') })).toBeVisible();
    await expect(header.getByRole('navigation', { name: uz('chrome', 'header.mainMenu') })).toBeHidden();
    await expect(page.getByRole('region', { name: uz('chrome', 'topbar.label') })).toBeHidden();
    // The header's controls are 44 px targets.
    const found = await targets(header);
    expect(found.length).toBeGreaterThanOrEqual(3);
    expect(tooSmall(found)).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);
  });

  test('the drawer: opens modal with focus inside, traps Tab, Escape closes it and focus returns', async ({
    page,
  }) => {
    await page.goto('/uz/');
    await ready(page);
    const button = menuButton(page);
    const id = await button.getAttribute('aria-controls');
    expect(id).toBeTruthy();
    await button.click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page)).toHaveAttribute('id', id ?? '');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(await isModal(page)).toBe(true);
    expect(await focusInDrawer(page)).toBe(true);

    // It holds the menus, the weather, the search, the theme, the language and the account.
    const inside = drawer(page);
    await expect(
      inside.getByRole('navigation', { name: uz('chrome', 'header.mainMenu') }).getByRole('link'),
    ).toHaveText(['Телевидение', 'Радио', 'Ҳудудий']);
    await expect(inside.getByRole('navigation', { name: uz('chrome', 'topbar.menu') })).toBeVisible();
    await expect(inside.getByRole('search', { name: uz('chrome', 'search.label') })).toBeVisible();
    await expect(inside.locator('.weather .weather__city')).toHaveText('Тошкент');
    await expect(inside.getByRole('group', { name: uz('chrome', 'lang.label') })).toBeVisible();
    await expect(inside.getByRole('link', { name: uz('chrome', 'account.signIn') })).toBeVisible();
    // The theme switch: the topbar that holds it on a desktop is not shown on a phone.
    await expect(inside.getByRole('button', { name: uz('chrome', 'theme.label') })).toBeVisible();

    // Tab and Shift+Tab go round inside it.
    const count = await inside.evaluate(
      (el) =>
        Array.from(el.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input')).filter(
          (x) => x.getClientRects().length > 0,
        ).length,
    );
    expect(count).toBeGreaterThan(5);
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDrawer(page)).toBe(true);
    }
    for (let i = 0; i < count + 2; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await focusInDrawer(page)).toBe(true);
    }

    // Every control in it is a 44 px target; axe finds nothing with it open.
    expect(tooSmall(await targets(inside))).toEqual([]);
    expect(await axeFindings(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(drawer(page)).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // The close button closes it too.
    await button.click();
    await drawer(page)
      .getByRole('button', { name: uz('chrome', 'dialog.close') })
      .click();
    await expect(drawer(page)).toBeHidden();
    await expect(button).toBeFocused();

    // So does a click on the backdrop beside it; a click inside it does not.
    await button.click();
    await drawer(page)
      .locator('.drawer__body')
      .click({ position: { x: 5, y: 5 } });
    await expect(drawer(page)).toBeVisible();
    await page.mouse.click(385, 600);
    await expect(drawer(page)).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('a link in the drawer navigates and closes it; the search button opens it on the search field', async ({
    page,
  }) => {
    await page.goto('/uz/');
    await ready(page);
    await menuButton(page).click();
    await drawer(page)
      .getByRole('navigation', { name: uz('chrome', 'header.mainMenu') })
      .getByRole('link', { name: 'Радио' })
      .click();
    await expect(page).toHaveURL('/uz/channel/?type=radio');
    await expect(drawer(page)).toBeHidden();
    const radio = await channelList(page.request, { type: 'radio', count: '4' });
    await expect(page.locator('.widget[data-widget="channelList"] .w-channelList__name')).toHaveCount(
      radio.data.length,
    );

    await page
      .getByRole('banner')
      .getByRole('button', { name: uz('chrome', 'search.submit') })
      .click();
    await expect(drawer(page)).toBeVisible();
    await expect(drawer(page).getByRole('combobox', { name: uz('chrome', 'search.input') })).toBeFocused();
    await page.keyboard.type('футбол');
    await page.keyboard.press('Enter');
    await expect(page.locator('[data-sonner-toast]').first()).toHaveText(
      uz('chrome', 'search.toast', { text: 'футбол' }),
    );
  });

  test('the drawer closes when the window grows to the full header', async ({ page }) => {
    await page.goto('/uz/');
    await ready(page);
    await menuButton(page).click();
    await expect(drawer(page)).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(drawer(page)).toBeHidden();
    await expect(
      page.getByRole('banner').getByRole('navigation', { name: uz('chrome', 'header.mainMenu') }),
    ).toBeVisible();
  });
});

test('no visitor page scrolls sideways at 390 px', async ({ page, request }) => {
  test.setTimeout(120_000);
  const routes = [
    href('app.index'),
    href('app.channel.list'),
    href('app.channel.view', { id: 'uzbekistan' }),
    href('app.schedule.list'),
    href('app.archive.list'),
    href('app.archive.view', { id: await firstId(request, `${PRODUCT}/archive.json`) }),
    href('app.news.list'),
    href('app.news.view', { id: await firstId(request, 'news.json') }),
    href('app.authentication.signin'),
  ];
  const wide: string[] = [];
  for (const path of routes) {
    await page.goto(path);
    await ready(page);
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }));
    if (scroll > inner) wide.push(`${path}: ${scroll} > ${inner}`);
  }
  expect(wide).toEqual([]);
});

test('the mini player: its controls are 44 px targets with icons of their size', async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  const { data } = await channelList(request);
  const title = (id: string) => data.find((c) => c._id === id)?.title.uz ?? id;
  const fp = page.locator('section.fp');

  const check = async () => {
    const bar = fp.locator('media-control-bar');
    await expect(bar).toBeAttached();
    const found = await targets(fp);
    expect(found.length).toBeGreaterThanOrEqual(5);
    expect(tooSmall(found)).toEqual([]);
    // The icons inside media-chrome's buttons keep their size (they shrank to dots).
    const icons = await bar.evaluate((el) =>
      Array.from(el.children)
        .filter((c) => c.tagName.endsWith('-BUTTON') && c.getClientRects().length > 0)
        .map((c) => {
          const widths = Array.from(c.shadowRoot?.querySelectorAll('svg') ?? []).map(
            (svg) => svg.getBoundingClientRect().width,
          );
          return { name: c.tagName.toLowerCase(), width: Math.round(Math.max(0, ...widths)) };
        })
        .filter((c) => c.name !== 'media-live-button'),
    );
    expect(icons.length).toBeGreaterThanOrEqual(3);
    expect(icons.filter((i) => i.width < 20)).toEqual([]);
    const box = await fp.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  };

  // Radio plays in the small box.
  await page.goto('/uz/channel/uzbekistan-radio/');
  await ready(page);
  await page
    .locator('.w-liveVideo')
    .getByRole('button', { name: uz('kit.player', 'player.listen', { title: title('uzbekistan-radio') }) })
    .click();
  await expect(fp).toHaveAttribute('data-size', 'min');
  await check();
  await fp.getByRole('button', { name: uz('chrome', 'player.close') }).click();
  await expect(fp).toHaveCount(0);

  // TV opens large; made small, its controls stay touchable too.
  await page.goto('/uz/channel/yoshlar/');
  await ready(page);
  await page
    .locator('.w-liveVideo')
    .getByRole('button', { name: uz('kit.player', 'player.watch', { title: title('yoshlar') }) })
    .click();
  await expect(fp).toHaveAttribute('data-size', 'max');
  await fp.hover();
  await fp.getByRole('button', { name: uz('chrome', 'player.minimize') }).click();
  await expect(fp).toHaveAttribute('data-size', 'min');
  await check();
});
