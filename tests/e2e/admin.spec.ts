import { href } from '@core/routes';
import { expect, type Page, test } from '@playwright/test';
import { adminToken, axeFindings, openSignedIn, routeTitle, settled, signUp, uz } from './support';

/**
 * The admin's chrome (issue 24): an admin's page is as wide as a visitor's (the list of pages is a
 * drawer their bar opens, by keyboard too); the account menu links the newsroom's pages for admins
 * only; the newsroom's requests open on every form, newest first.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const toggle = (page: Page) => page.getByRole('button', { name: uz('editor', 'pages.toggle'), exact: true });
const main = async (page: Page) => {
  const box = await page.locator('main#main').boundingBox();
  return { x: Math.round(box?.x ?? -1), width: Math.round(box?.width ?? -1) };
};

test('an admin’s page is as wide as a visitor’s until the list of pages is opened, by keyboard', async ({
  page,
  browser,
}) => {
  const visitor = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await visitor.goto(href('app.index'));
  await settled(visitor);
  const visitorMain = await main(visitor);
  // A section's page has its sidebar (one sub-item is enough, spec §2): measured as a visitor too.
  await visitor.goto(href('app.anchors.list'));
  await settled(visitor);
  const visitorAnchors = await main(visitor);
  await visitor.close();

  await openSignedIn(page, await adminToken(page.request), href('app.index'));
  await expect(toggle(page)).toBeVisible();
  expect(await main(page)).toEqual(visitorMain);
  await expect(page.getByRole('navigation', { name: uz('editor', 'pages.title') })).toHaveCount(0);
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');

  await toggle(page).focus();
  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: uz('editor', 'pages.title') });
  await expect(drawer).toBeVisible();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'true');
  await expect(drawer.getByRole('link', { name: routeTitle('app.index') })).toHaveAttribute(
    'aria-current',
    'page',
  );
  expect(await drawer.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // An overlay: the page under it keeps its width.
  expect(await main(page)).toEqual(visitorMain);
  expect(await axeFindings(page)).toEqual([]);

  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(toggle(page)).toHaveAttribute('aria-expanded', 'false');
  await expect(toggle(page)).toBeFocused();

  // Opened again, a page chosen by keyboard: the drawer closes on the way.
  await page.keyboard.press('Enter');
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: routeTitle('app.anchors.list'), exact: true }).press('Enter');
  await expect(page).toHaveURL(/\/uz\/anchors\/$/);
  await expect(drawer).toBeHidden();
  expect(await main(page)).toEqual(visitorAnchors);
});

test('the account menu links the newsroom’s pages for an admin, not for a plain user', async ({
  page,
  browser,
}) => {
  const menu = (p: Page) =>
    p.getByRole('navigation', { name: uz('chrome', 'account.label') }).getByRole('button');
  await openSignedIn(page, await adminToken(page.request), href('app.index'));
  await menu(page).click();
  await expect(page.getByRole('link', { name: routeTitle('app.admin.users') })).toHaveAttribute(
    'href',
    href('app.admin.users'),
  );
  const forms = page.getByRole('link', { name: routeTitle('app.admin.forms') });
  await expect(forms).toHaveAttribute('href', href('app.admin.forms'));
  expect(await axeFindings(page)).toEqual([]);
  await forms.click();
  await expect(page).toHaveURL(/\/uz\/admin\/forms\/$/);

  const user = await signUp(page.request);
  const plain = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await openSignedIn(plain, user.token, href('app.index'));
  await menu(plain).click();
  await expect(plain.getByRole('link', { name: routeTitle('app.my') })).toBeVisible();
  await expect(plain.getByRole('link', { name: routeTitle('app.admin.users') })).toHaveCount(0);
  await expect(plain.getByRole('link', { name: routeTitle('app.admin.forms') })).toHaveCount(0);
  await expect(toggle(plain)).toHaveCount(0);
  await plain.close();
});

test('admin/forms/ lists the requests of every form, newest first, the form filter still there', async ({
  page,
}) => {
  const user = await signUp(page.request, 'req');
  const send = async (form: string, data: object) => {
    const res = await page.request.post(`/uz/api/efir/form/${form}.json`, {
      data,
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(res.status(), await res.text()).toBe(201);
  };
  await send('feedback', { title: 'Сайт ҳақида e2e', message: 'Жуда яхши' });
  await send('casting', {
    title: 'Кастинг e2e',
    detail: { education: 'Олий', direction: 'Бошловчи', institution: 'ЎзМУ', about: 'Тажрибам бор' },
  });

  await openSignedIn(page, await adminToken(page.request), href('app.admin.forms'));
  const table = page.getByRole('table', { name: /^.+: .+ \d+$/ });
  await expect(table).toHaveAccessibleName(
    new RegExp(`^${uz('kit.requests', 'admin.captionAll', { total: '\\d+' })}$`),
  );
  const rows = table.getByRole('row');
  await expect(rows.nth(1)).toContainText('Кастинг e2e');
  await expect(rows.nth(1)).toContainText(uz('kit.requests', 'forms.casting'));
  await expect(rows.nth(2)).toContainText('Сайт ҳақида e2e');
  await expect(rows.nth(2)).toContainText(uz('kit.requests', 'forms.feedback'));
  const times = await table
    .locator('tbody time')
    .evaluateAll((els) => els.map((e) => e.getAttribute('datetime') ?? ''));
  expect(times).toEqual([...times].sort().reverse());

  const form = page.getByRole('combobox', { name: uz('kit.requests', 'admin.form') });
  await expect(form).toHaveValue('');
  await form.selectOption('feedback');
  await page.getByRole('button', { name: uz('kit.requests', 'admin.apply') }).click();
  await expect(page).toHaveURL(/\?form=feedback$/);
  await expect(
    page.getByRole('table', { name: new RegExp(`^${uz('kit.requests', 'forms.feedback')}: `) }),
  ).toBeVisible();
  await expect(page.getByRole('table').getByText('Кастинг e2e')).toHaveCount(0);
  expect(await axeFindings(page)).toEqual([]);
});
