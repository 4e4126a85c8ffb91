import { href } from '@core/routes';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, axeFindings, openSignedIn, signUp, uz } from './support';

/**
 * Moderation in Chromium (issue 25): a reader reports a comment by keyboard, an admin finds the
 * report in the moderation screen (axe clean in the light and the dark theme) and deletes the
 * comment, which is then gone from the page; the audit log shows the deletion.
 */

const NEWS = 'metro-stations-open';
const newsPage = href('app.news.view', { id: NEWS });

const startsWith = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);

async function bothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeFindings(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('a reader reports a comment; the admin sees it in the moderation screen and deletes it', async ({
  browser,
  request,
}) => {
  // Two pages, axe four times on a busy two-core machine.
  test.setTimeout(150_000);
  const writer = await signUp(request, 'writer');
  const reader = await signUp(request, 'reader');
  const text = `Arzon kvartiralar, qo‘ng‘iroq qiling ${Date.now()}`;
  const posted = await request.post(`/uz/api/comment/news/${NEWS}.json`, {
    data: { content: text },
    headers: { authorization: `Bearer ${writer.token}` },
  });
  expect(posted.status(), await posted.text()).toBe(201);

  // The reader, by keyboard: the report button, a reason, a note, send.
  const readerPage = await (await browser.newContext()).newPage();
  await openSignedIn(readerPage, reader.token, newsPage);
  const item = readerPage.getByRole('listitem').filter({ hasText: text });
  const report = item.getByRole('button', { name: startsWith(uz('kit.moderation', 'report.open')) });
  await report.focus();
  await readerPage.keyboard.press('Enter');
  await expect(report).toHaveAttribute('aria-expanded', 'true');
  const reason = item.getByLabel(uz('kit.moderation', 'report.reason'));
  await expect(reason).toBeFocused();
  await reason.selectOption('spam');
  await readerPage.keyboard.press('Tab');
  await readerPage.keyboard.type('reklama');
  await bothThemes(readerPage);
  // Escape closes the form and gives focus back; opened again, it is sent.
  await readerPage.keyboard.press('Escape');
  await expect(report).toBeFocused();
  await readerPage.keyboard.press('Enter');
  await item.getByRole('button', { name: uz('kit.moderation', 'report.send') }).press('Enter');
  await expect(item.getByText('Раҳмат: модератор буни текширади')).toBeVisible();
  await expect(
    item.getByRole('button', { name: startsWith(uz('kit.moderation', 'report.sent')) }),
  ).toBeDisabled();

  // The admin's moderation screen.
  const adminPage = await (await browser.newContext()).newPage();
  await openSignedIn(adminPage, await adminToken(request), href('app.admin.moderation'));
  const reportItem = adminPage.getByRole('listitem').filter({ hasText: text });
  await expect(reportItem).toBeVisible();
  await expect(reportItem).toContainText(uz('kit.moderation', 'reason.spam'));
  await expect(reportItem).toContainText(reader.username);
  await bothThemes(adminPage);
  await reportItem.getByRole('button', { name: startsWith(uz('moderationAdmin', 'mod.delete')) }).click();
  await expect(adminPage.getByText(uz('moderationAdmin', 'mod.noReports'))).toBeVisible();
  const audit = adminPage.getByRole('table', { name: uz('moderationAdmin', 'mod.auditCaption') });
  await expect(
    audit
      .getByRole('row')
      .filter({ hasText: uz('moderationAdmin', 'action.delete') })
      .first(),
  ).toBeVisible();
  await bothThemes(adminPage);

  // Gone for readers.
  await readerPage.reload();
  await expect(
    readerPage.getByRole('heading', { level: 2, name: startsWith(uz('comments', 'comments.title')) }),
  ).toBeVisible();
  await expect(readerPage.getByText(text)).toHaveCount(0);

  for (const page of [readerPage, adminPage]) await page.context().close();
});
