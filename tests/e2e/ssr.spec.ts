import { LANGS } from '@core/lang';
import { href, ROUTES } from '@core/routes';
import { expect, test } from '@playwright/test';
import { channelList, routeTitle, watchPage } from './support';

/**
 * Pages arrive rendered (issue 5): every public route hydrates without a console error or a
 * hydration warning, the content is there without JavaScript, special pages keep their status,
 * and the language cookie renders on the server.
 */
const PUBLIC_PAGES = ROUTES.filter(
  (r) => !r.abstract && !r.roles?.length && !r.path.includes(':') && r.state !== 'app.notFound',
).map((r) => href(r.state));

const STATUS: Record<string, number> = { [href('app.badRequest')]: 400, [href('app.forbidden')]: 403 };

test('every public route hydrates without a console error or a hydration warning', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const { data } = await channelList(page.request, { count: 'all' });
  const first = data[0]?._id ?? 'uzbekistan';
  const pages = [
    ...PUBLIC_PAGES,
    href('app.channel.view', { id: first }),
    href('app.schedule.view', { id: first }),
  ];
  for (const path of pages) {
    const watch = watchPage(page, new URL(baseURL ?? '').origin, { documentStatus: STATUS[path] });
    const response = await page.goto(path);
    expect(response?.status(), path).toBe(STATUS[path] ?? 200);
    // The server's HTML is there before any script: a heading or the page's shell.
    expect(await response?.text(), path).toContain('<main id="main"');
    await page.locator('html[data-hydrated]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(watch.consoleErrors, path).toEqual([]);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('response');
  }
});

test('dates are written the same by the server and the browser in every language (Chromium has no Uzbek Latin months)', async ({
  page,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const { data } = await channelList(page.request, { count: 'all' });
  const path = href('app.schedule.view', { id: data[0]?._id ?? 'uzbekistan' });
  for (const lang of LANGS) {
    await context.addCookies([{ name: 'efir_lang', value: lang, url: baseURL ?? '' }]);
    const watch = watchPage(page, new URL(baseURL ?? '').origin);
    await page.goto(path);
    await page.locator('html[data-hydrated]').waitFor();
    await page.waitForLoadState('networkidle');
    expect(watch.consoleErrors, lang).toEqual([]);
    // A day link names its day with the month in words: "26-noyabr", never ICU's fallback "M11 26".
    const days = await page.locator('.w-schedule__date').allTextContents();
    expect(days.length, lang).toBe(15);
    for (const day of days) expect(day, lang).toMatch(/^(\d{1,2}[- ]\p{L}+|\p{L}+ \d{1,2})$/u);
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    page.removeAllListeners('request');
    page.removeAllListeners('response');
  }
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows what is on air and the menus, and its links are plain links', async ({
    page,
  }) => {
    await page.goto('/uz/');
    const onAir = page.locator('.w-onAir__list > li');
    expect(await onAir.count()).toBeGreaterThan(0);
    await expect(onAir.first().locator('.w-onAir__programme')).not.toBeEmpty();
    const main = page.getByRole('navigation', { name: 'Асосий меню' });
    await expect(main.getByRole('link').first()).toBeVisible();
    // A channel link works as a plain link: the server renders the channel's page.
    await onAir.first().locator('a.w-onAir__channel').click();
    await expect(page).toHaveURL(/\/uz\/channel\/[\w-]+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
  });

  test('the language in the efir_lang cookie is rendered by the server', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.addCookies([{ name: 'efir_lang', value: 'ru', url: baseURL ?? '' }]);
    await page.goto('/uz/channel/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Каналы');
    await expect(page.getByRole('button', { name: 'Русский' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('special pages answer with their HTTP status', async ({ page }) => {
    expect((await page.goto('/uz/not-found/'))?.status()).toBe(404);
    expect((await page.goto('/uz/no/such/page/'))?.status()).toBe(404);
    expect((await page.goto('/uz/bad-request/'))?.status()).toBe(400);
    expect((await page.goto('/uz/forbidden/'))?.status()).toBe(403);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.forbidden'));
  });
});

test('switching the language keeps it for the next server render', async ({ page }) => {
  await page.goto('/uz/channel/');
  await page.locator('html[data-hydrated]').waitFor();
  const heading = page.getByRole('heading', { level: 1 });
  await heading.evaluate((h) => h.setAttribute('data-seen', ''));
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The layout's heading, read in English (the page reads its layout in its language), changes in
  // place: the page did not give way to its loading state while the English layout was read.
  await expect(heading).toHaveText('Channels');
  await expect(heading).toHaveAttribute('data-seen', '');
  const response = await page.reload();
  expect(await response?.text()).toContain('<html lang="en">');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Channels');
});

test('a read the page embeds in part (in its language only) is read whole before the language changes', async ({
  page,
}) => {
  // The browser is never idle here: the reads embedded in part are not read whole after hydration
  // (boot.ts readPartsWhole), so the switch itself has to read them.
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
  const menu = (await (await page.request.get('/uz/api/menu/efir_main.json')).json()) as {
    data: { items: { title: Record<string, string> }[] };
  };
  const first = menu.data.items[0]?.title;
  expect(first?.en && first.uz && first.en !== first.uz).toBeTruthy();
  await page.goto('/uz/');
  await page.locator('html[data-hydrated]').waitFor();
  // The server embedded the menu in Uzbek only.
  await expect(page.getByRole('link', { name: first?.uz, exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'English' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: first?.en, exact: true }).first()).toBeVisible();
});

test('an anonymous visitor pushes the page HTML 2 s after the layout rendered', async ({ page }) => {
  const pushed = page.waitForRequest(
    (r) => r.method() === 'PUT' && r.url().endsWith('/uz/api/html/app.channel.list.json'),
  );
  const started = Date.now();
  await page.goto('/uz/channel/');
  const request = await pushed;
  expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
  const response = await request.response();
  if (!response) throw new Error('the push got no response');
  expect(response.status()).toBe(200);
  // The body streams (the browser gives no post data to read): the server's answer tells what it took.
  const { data } = (await response.json()) as { data: { state: string; lang: string; bytes: number } };
  expect(data).toMatchObject({ state: 'app.channel.list', lang: 'uz' });
  expect(data.bytes).toBeGreaterThan(500);
});

test("a page's rules come in two cached files, the chrome's and its widgets'; a transition to a new widget brings that widget's sheet", async ({
  page,
}) => {
  const sheets: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.endsWith('.css')) sheets.push(path);
  });
  // The schedule page has no announcement slider: its HTML carries no rules of its own; it links
  // the chrome's built sheet and one file of its widgets' rules, named by its content, both cached
  // for good; each widget chunk's sheet has a disabled link the browser never fetches.
  const response = await page.goto(href('app.schedule'));
  const html = (await response?.text()) ?? '';
  expect(html).not.toContain('<style');
  const linked = (html.match(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/g) ?? []).map(
    (tag) => /href="([^"]+)"/.exec(tag)?.[1] ?? '',
  );
  expect(linked).toHaveLength(2);
  const [chromeUrl = '', sheetUrl = ''] = linked;
  expect(chromeUrl).toMatch(/^\/assets\/[^/]+\.css$/);
  for (const url of linked)
    expect((await page.request.get(url)).headers()['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
  const rules = await (await page.request.get(sheetUrl)).text();
  expect(rules).toContain('.w-schedule');
  expect(rules).not.toContain('.w-anonsSlider');
  await page.locator('html[data-hydrated]').waitFor();
  await page.waitForLoadState('networkidle');
  // The two sheets and nothing else (the requests above are not the page's).
  expect(sheets.filter((s) => s.startsWith('/assets/page/'))).toHaveLength(1);
  expect(sheets.filter((s) => !s.startsWith('/assets/page/'))).toEqual([chromeUrl]);
  // Styled at its first paint: the chrome's rules (the skip link waits off screen for focus) and
  // the page's widgets' apply.
  await expect(page.locator('.skip-link')).not.toBeInViewport();
  await expect(page.locator('main .w-schedule').first()).toHaveCSS('display', 'grid');

  // The home page, by a client-side transition: the slider's chunk brings its sheet, which applies.
  await page.locator('header a.brand').click();
  const head = page.locator('.w-anonsSlider__head').first();
  await head.waitFor();
  await expect(head).toHaveCSS('display', 'flex');
  expect(sheets.filter((s) => /AnonsSlider[^/]*\.css$/.test(s))).toHaveLength(1);

  // Back on the schedule page (its sheets are loaded): nothing more to fetch.
  const fetched = sheets.length;
  await page.goBack();
  await page.locator('main .w-schedule').first().waitFor();
  await page.waitForLoadState('networkidle');
  expect(sheets).toHaveLength(fetched);
});

test("the home page's scripts start once its largest picture has loaded, and the page hydrates", async ({
  page,
}) => {
  const scripts: { path: string; at: number }[] = [];
  let pictureDone = Number.POSITIVE_INFINITY;
  let picture = '';
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/assets/') && path.endsWith('.js')) scripts.push({ path, at: Date.now() });
  });
  page.on('requestfinished', (request) => {
    if (picture && new URL(request.url()).pathname === picture) pictureDone = Date.now();
  });
  // The slider's first picture, marked as the page's largest paint, from the server's HTML.
  const html = await (await page.request.get(href('app.index'))).text();
  picture = /<img[^>]*fetchpriority="high"[^>]*>/i.exec(html)?.[0].match(/src="([^"]+)"/)?.[1] ?? '';
  expect(picture).toMatch(/^\/uploads\//);
  await page.goto(href('app.index'));
  await page.locator('html[data-hydrated]').waitFor();
  expect(scripts.length).toBeGreaterThan(3);
  expect(Math.min(...scripts.map((s) => s.at))).toBeGreaterThanOrEqual(pictureDone);
  // Hydrated: the slider's pause button works (it then offers to play).
  const button = page.locator('.w-anonsSlider__button--play').first();
  const before = (await button.textContent()) ?? '';
  await button.click();
  await expect(button).not.toHaveText(before);
});
