import { href } from '@core/routes';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, axeFindings, labelled, openSignedIn, uz } from './support';

/**
 * The newsroom in Chromium (issue 26): an editor (the e2e admin, who holds every newsroom role)
 * creates a broadcast in the content screen and publishes it, and a visitor sees it; a news item
 * scheduled a little ahead appears for visitors once the jobs runner fires (the e2e server runs
 * it every 2 s: JOBS_INTERVAL_SECONDS in playwright.config.ts); two editors edit one item and the
 * second gets the conflict view and keeps their version; axe on the content and audit pages.
 */

const CONTENT = href('app.admin.content');
const AUDIT = href('app.admin.audit');
const stamp = Date.now().toString(36);

async function bothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeFindings(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** A newsroom form field's label (uz) by its schema key. */
const field = (key: string) => uz('newsroom', `field.${key}`);

async function chooseType(page: Page, type: string) {
  await page.getByLabel(uz('newsroom', 'nr.type')).selectOption(type);
}

/** Fills the Uzbek title of the open item form. */
async function fillTitle(page: Page, text: string) {
  await page
    .getByRole('group', { name: new RegExp(`^${field('title')}`) })
    .getByLabel(uz('newsroom', 'langs.uz'))
    .fill(text);
}

test('an editor creates and publishes a broadcast, and a visitor sees it', async ({
  page,
  request,
  browser,
}) => {
  test.setTimeout(120_000);
  const token = await adminToken(request);
  const id = `nr-show-${stamp}`;
  await openSignedIn(page, token, CONTENT);
  await chooseType(page, 'broadcast');
  await page.getByRole('button', { name: uz('newsroom', 'nr.new') }).click();
  await labelled(page, field('_id')).fill(id);
  await fillTitle(page, `Синов кўрсатуви ${stamp}`);
  await labelled(page, field('type')).selectOption({ label: uz('newsroom', 'choice.tv') });
  await page.getByRole('button', { name: uz('newsroom', 'nr.publish') }).click();
  await expect(page.getByText(uz('newsroom', 'nr.published'), { exact: true })).toBeVisible();
  await bothThemes(page);

  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto(href('app.broadcast.view', { id }));
  await expect(visitor.getByRole('heading', { name: `Синов кўрсатуви ${stamp}` })).toBeVisible();
});

test('a scheduled news item appears for visitors once the jobs runner fires', async ({ page, request }) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const id = `nr-later-${stamp}`;
  await openSignedIn(page, token, CONTENT);
  await chooseType(page, 'news');
  await page.getByRole('button', { name: uz('newsroom', 'nr.new') }).click();
  await labelled(page, field('_id')).fill(id);
  await fillTitle(page, `Режадаги янгилик ${stamp}`);
  await labelled(page, field('type')).selectOption({ label: uz('newsroom', 'choice.tv') });
  // Its date and the publishing time, a minute ahead, in Tashkent time.
  const at = new Date(Date.now() + 5 * 3_600_000 + 60_000).toISOString().slice(0, 16);
  const now = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 16);
  // The document's date pasted whole (the date field takes a moment and fills its time field); the
  // publishing time typed as people do: the day in the page's format, then the time.
  await labelled(page, field('date')).fill(now);
  const publishAt = page.getByLabel(uz('newsroom', 'nr.publishAt'));
  await publishAt.fill(at.slice(0, 10).split('-').reverse().join('.'));
  await page.locator(`[id="${await publishAt.getAttribute('id')}-time"]`).fill(at.slice(11, 16));
  await page.getByRole('button', { name: uz('newsroom', 'nr.schedule'), exact: true }).click();
  await expect(page.getByText(/^.* га режалаштирилган$/)).toBeVisible();
  expect((await request.get(`/uz/api/news/${id}.json`)).status()).toBe(404);
  // Published by the runner, not by anyone here: poll the visitors' API until it is there.
  await expect
    .poll(async () => (await request.get(`/uz/api/news/${id}.json`)).status(), { timeout: 120_000 })
    .toBe(200);
});

test('two editors edit one item: the second sees both versions and keeps theirs', async ({
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const token = await adminToken(request);
  const id = `nr-both-${stamp}`;
  const made = await request.post('/uz/api/newsroom/category.json', {
    headers: { authorization: `Bearer ${token}` },
    data: { document: { _id: id, title: { uz: `Туркум ${stamp}` } }, action: 'draft' },
  });
  expect(made.status(), await made.text()).toBe(201);

  const open = async () => {
    const page = await (await browser.newContext()).newPage();
    await openSignedIn(page, token, CONTENT);
    await chooseType(page, 'category');
    await page.getByLabel(uz('newsroom', 'nr.filter')).fill(id);
    await page.getByRole('button', { name: uz('newsroom', 'nr.edit', { title: `Туркум ${stamp}` }) }).click();
    return page;
  };
  const first = await open();
  const second = await open();
  await fillTitle(first, 'Биринчи муҳаррир');
  await first.getByRole('button', { name: uz('newsroom', 'nr.saveDraft') }).click();
  await expect(first.getByText(uz('newsroom', 'nr.version', { n: 2 }))).toBeVisible();

  await fillTitle(second, 'Иккинчи муҳаррир');
  await second.getByRole('button', { name: uz('newsroom', 'nr.saveDraft') }).click();
  const conflict = second.getByRole('alert').filter({ hasText: uz('newsroom', 'nr.conflictTitle') });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByText('Биринчи муҳаррир')).toBeVisible();
  await bothThemes(second);
  await conflict.getByRole('button', { name: uz('newsroom', 'nr.keepMine', { n: 2 }) }).click();
  await expect(second.getByText(uz('newsroom', 'nr.version', { n: 3 }))).toBeVisible();
  const read = await request.get(`/uz/api/newsroom/category/${id}.json`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(((await read.json()) as { data: { title: { uz: string } } }).data.title.uz).toBe('Иккинчи муҳаррир');
});

test('the audit log lists the writes, opens a diff and is axe-clean', async ({ page, request }) => {
  test.setTimeout(90_000);
  const token = await adminToken(request);
  await openSignedIn(page, token, AUDIT);
  const tail = uz('auditLog', 'audit.show', { item: '' }).trim();
  const toggle = page.getByRole('button', { name: new RegExp(`^nr-.* ${tail}$`) }).first();
  await expect(toggle).toBeVisible();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await bothThemes(page);
});
