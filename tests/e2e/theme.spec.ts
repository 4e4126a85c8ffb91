import { expect, test } from '@playwright/test';
import { axeFindings, settled, uz, watchPage } from './support';

/*
 * The colour theme (decision 028): the server writes the chosen theme (the `efir_theme` cookie)
 * on <html>, so the first paint is in it without any script; the switch beside the language
 * changes it at once, keeps it in the cookie, and the next page arrives in it.
 */

const DARK_BG = 'rgb(18, 20, 24)';
const LIGHT_BG = 'rgb(255, 255, 255)';

test('the server writes the cookie’s theme on <html>, and keeps a page per theme', async ({
  request,
  baseURL,
}) => {
  const get = async (theme?: string) => {
    const response = await request.get(`${baseURL}/uz/`, {
      headers: theme ? { cookie: `efir_theme=${theme}` } : {},
    });
    expect(response.status()).toBe(200);
    const html = await response.text();
    return {
      tag: /<html[^>]*>/.exec(html)?.[0],
      etag: response.headers().etag,
      link: response.headers().link,
    };
  };
  const none = await get();
  const dark = await get('dark');
  const light = await get('light');
  const unknown = await get('purple');
  expect(none.tag).toBe('<html lang="uz-Cyrl">');
  expect(dark.tag).toBe('<html lang="uz-Cyrl" data-theme="dark">');
  expect(light.tag).toBe('<html lang="uz-Cyrl" data-theme="light">');
  expect(unknown.tag).toBe(none.tag);
  // The typeface files an Uzbek (Cyrillic) page paints with are preloaded, by a header.
  const fonts = [
    ...(none.link ?? '').matchAll(/<(\/assets\/inter-[\w-]+\.woff2)>; rel=preload; as=font;/g),
  ].map((m) => m[1]);
  expect(fonts, none.link).toHaveLength(3);
  for (const font of fonts) {
    const file = await request.get(`${baseURL}${font}`);
    expect(file.status()).toBe(200);
    expect((await file.body()).subarray(0, 4).toString('latin1')).toBe('wOF2');
  }
  // Cached per theme: a page kept for one is not answered for another (nor its ETag).
  expect(new Set([none.etag, dark.etag, light.etag]).size).toBe(3);
  expect((await get('dark')).tag).toBe(dark.tag);
  expect((await get()).tag).toBe(none.tag);
});

for (const lang of ['uz', 'ru', 'oz', 'en'] as const)
  test(`a page in ${lang} fetches no typeface file it did not preload (a late swap repaints the largest text)`, async ({
    page,
    request,
    baseURL,
  }) => {
    const url = `/uz/channel/${lang === 'uz' ? '' : `?lang=${lang}`}`;
    const link = (await request.get(`${baseURL}${url}`)).headers().link ?? '';
    const preloaded = [...link.matchAll(/<(\/assets\/inter-[\w-]+\.woff2)>; rel=preload; as=font;/g)].map(
      (m) => m[1],
    );
    const fetched = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'font') fetched.add(new URL(r.url()).pathname);
    });
    await page.goto(url);
    await page.evaluate(() => document.fonts.ready);
    expect(fetched.size).toBeGreaterThan(0);
    expect([...fetched].filter((f) => !preloaded.includes(f))).toEqual([]);
  });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, colorScheme: 'light' });
  test('a chosen dark theme is painted from the server’s HTML alone (no flash)', async ({
    page,
    context,
    baseURL,
  }) => {
    await page.goto('/uz/');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BG);
    await context.addCookies([{ name: 'efir_theme', value: 'dark', url: baseURL ?? '' }]);
    await page.goto('/uz/');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe('dark');
  });
});

test.describe('on a dark system', () => {
  test.use({ colorScheme: 'dark' });
  test('the page follows the system until a theme is chosen', async ({ page }) => {
    await page.goto('/uz/');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
  });
});

test.describe('the switch', () => {
  test.use({ colorScheme: 'light' });
  test('switches the theme at once, keeps it, and the next page arrives in it without a hydration warning', async ({
    page,
    context,
    baseURL,
  }) => {
    const watch = watchPage(page, new URL(baseURL ?? '').origin);
    await page.goto('/uz/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settled(page);
    const label = uz('chrome', 'theme.label');
    const opener = page.getByRole('button', { name: label });
    const option = (choice: string) =>
      page.getByRole('list', { name: label }).getByRole('button', { name: uz('chrome', `theme.${choice}`) });
    // A disclosure: the choices exist while it is open; the current one is pressed and focused.
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(option('system')).toHaveAttribute('aria-pressed', 'true');
    await expect(option('system')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(opener).toBeFocused();

    await page.keyboard.press('Enter');
    await option('dark').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await opener.click();
    await expect(option('dark')).toHaveAttribute('aria-pressed', 'true');
    await expect(option('system')).toHaveAttribute('aria-pressed', 'false');
    await page.keyboard.press('Escape');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    const cookie = (await context.cookies()).find((c) => c.name === 'efir_theme');
    expect(cookie?.value).toBe('dark');

    // The next page: the server's HTML is dark, the switch shows it, hydration has nothing to say.
    const response = await page.reload();
    expect(await response?.text()).toContain('<html lang="uz-Cyrl" data-theme="dark">');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settled(page);
    await opener.click();
    await expect(option('dark')).toHaveAttribute('aria-pressed', 'true');
    const found = await axeFindings(page);
    expect(found, found.join('\n')).toEqual([]);
    await page.waitForLoadState('networkidle');
    expect(watch.consoleErrors).toEqual([]);

    await option('light').click();
    await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
    await opener.click();
    await option('system').click();
    await expect(page.locator('html')).not.toHaveAttribute('data-theme');
    expect((await context.cookies()).find((c) => c.name === 'efir_theme')?.value).toBe('system');
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(LIGHT_BG);
  });
});
