import { href } from '@core/routes';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, axeFindings, openSignedIn } from './support';

/**
 * The breaking-news banner in Chromium (issue 26): a visitor's open page shows a banner raised over
 * the API within seconds, without a reload (the public socket.io namespace, connected once the
 * page is idle); a fresh load has it in the server's HTML; the page with the banner and the
 * newsroom's screen are axe-clean in both themes; lowered, it goes from the open page.
 */

async function bothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeFindings(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a banner raised by the newsroom reaches an open page live and new visitors server-rendered', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const headers = { authorization: `Bearer ${token}` };
  const text = `Шошилинч: сув тошқини огоҳлантириши ${Date.now()}`;
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(href('app.index'));
  await visitor.locator('html[data-hydrated]').waitFor();
  await expect(visitor.locator('.breaking')).toHaveCount(0);

  try {
    const raised = await request.put('/uz/api/newsroom/breaking.json', {
      headers,
      data: {
        text: { uz: text, en: 'Flood warning' },
        link: '/uz/news/',
        until: new Date(Date.now() + 3_600_000).toISOString(),
      },
    });
    expect(raised.status(), await raised.text()).toBe(200);

    // The open page, without a reload.
    const banner = visitor.locator('.breaking');
    await expect(banner).toContainText(text, { timeout: 20_000 });
    await expect(visitor.locator('.breaking-region')).toHaveAttribute('aria-live', 'polite');
    await bothThemes(visitor);

    // A new visitor: in the HTML the server sends, before any script.
    const html = await (await request.get(href('app.news.list'))).text();
    expect(html).toContain('class="breaking"');
    expect(html).toContain(text);
    const fresh = await (await browser.newContext({ javaScriptEnabled: false })).newPage();
    await fresh.goto(href('app.news.list'));
    await expect(fresh.locator('.breaking')).toContainText(text);

    // Hidden by the visitor: gone, and stays so on the next page of the tab.
    await visitor.getByRole('button', { name: 'Баннерни яшириш' }).click();
    await expect(banner).toHaveCount(0);
    await visitor.goto(href('app.news.list'));
    await visitor.locator('html[data-hydrated]').waitFor();
    await expect(visitor.locator('.breaking')).toHaveCount(0);

    // The newsroom's screen shows the banner up; axe-clean in both themes.
    const editor = await (await browser.newContext()).newPage();
    await openSignedIn(editor, token, href('app.admin.breaking'));
    await expect(editor.locator('.w-breaking__preview')).toHaveText(text);
    await bothThemes(editor);

    // Lowered: an open page (another tab, which did not hide it) loses it live.
    const other = await (await browser.newContext()).newPage();
    await other.goto(href('app.index'));
    await expect(other.locator('.breaking')).toContainText(text);
    await other.locator('html[data-hydrated]').waitFor();
    const lowered = await request.delete('/uz/api/newsroom/breaking.json', { headers });
    expect(lowered.status()).toBe(200);
    await expect(other.locator('.breaking')).toHaveCount(0, { timeout: 20_000 });
  } finally {
    await request.delete('/uz/api/newsroom/breaking.json', { headers });
  }
});
