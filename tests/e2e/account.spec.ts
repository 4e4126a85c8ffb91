import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { href } from '@core/routes';
import { expect, type Page, test } from '@playwright/test';
import sharp from 'sharp';
import { E2E_SMS_OUTBOX } from './env';
import { adminToken, axeFindings, openSignedIn, routeTitle, signUp, TOKEN_KEY, uz } from './support';

/**
 * The personal area in the browser (issue "Accounts", spec §2, §4): the profile fills the
 * registration, a phone is confirmed with the code read from the SMS outbox, the picture changes,
 * sign-out; a user meets forbidden on an admin page and an admin sees the users; axe on each page.
 */

const axe = axeFindings;

/** The code of the newest SMS to `phone` in the server's outbox. */
async function smsCode(phone: string): Promise<string> {
  let code = '';
  await expect
    .poll(() => {
      const files = readdirSync(E2E_SMS_OUTBOX).sort();
      const sms = files
        .map((f) => JSON.parse(readFileSync(join(E2E_SMS_OUTBOX, f), 'utf8')) as { to: string; text: string })
        .filter((m) => m.to === phone);
      code = /^(\d{6})/.exec(sms.at(-1)?.text ?? '')?.[1] ?? '';
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code;
}

const tab = (page: Page) => page.locator('.w-registration__step[aria-current="step"]');

test('profile → registration tab 2 → phone confirmed by SMS → new picture → sign out', async ({
  page,
  request,
}) => {
  const account = await signUp(request);
  await openSignedIn(page, account.token, href('app.user.registration'));
  await expect(tab(page)).toContainText(uz('registrationTabs', 'registration.steps.profile'));

  // Fill the profile.
  await page.goto(href('app.my.profile'));
  await expect(page.getByRole('heading', { level: 1, name: routeTitle('app.my.profile') })).toBeVisible();
  const title = page.getByRole('textbox', { name: uz('kit.account', 'me.profile.title') });
  await expect(title).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await title.fill('Aziz Karimov');
  await page.getByRole('radio', { name: uz('kit.account', 'me.profile.man') }).check();
  await page.getByRole('combobox', { name: uz('kit.account', 'me.profile.nation') }).selectOption('uzbek');
  await page.getByRole('button', { name: uz('kit.account', 'me.profile.submit') }).click();
  await expect(page.getByText('Сақланди')).toBeVisible();
  await page.goto(href('app.user.registration'));
  await expect(tab(page)).toContainText(uz('registrationTabs', 'registration.steps.done'));

  // Confirm a phone with the code of the SMS outbox.
  const phone = `+99890${String(Date.now()).slice(-7)}`;
  await page.goto(href('app.my.phone'));
  const number = page.getByRole('textbox', { name: uz('phoneConfirm', 'me.phone.number') });
  await number.fill(phone);
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: uz('phoneConfirm', 'me.phone.save') }).click();
  const code = page.getByRole('textbox', { name: uz('phoneConfirm', 'me.phone.code') });
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill((await smsCode(phone)) === '000000' ? '111111' : '000000');
  await page.getByRole('button', { name: uz('phoneConfirm', 'me.phone.confirm') }).click();
  await expect(page.getByText('Хато', { exact: true })).toBeVisible();
  await code.fill(await smsCode(phone));
  await page.getByRole('button', { name: uz('phoneConfirm', 'me.phone.confirm') }).click();
  await expect(page.getByText(uz('phoneConfirm', 'me.phone.confirmed', { phone }))).toBeVisible();

  // A new profile picture, with its progress.
  await page.goto(href('app.settings.picture'));
  const jpeg = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c81e1e' } })
    .jpeg()
    .toBuffer();
  await page
    .getByLabel(uz('pictureUpload', 'me.picture.choose'))
    .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: jpeg });
  // The upload kit's preview (decision 039), named by the file.
  await expect(
    page.getByRole('img', { name: uz('kit.upload', 'preview', { file: 'me.jpg' }) }),
  ).toBeVisible();
  expect(await axe(page)).toEqual([]);
  await page.getByRole('button', { name: uz('pictureUpload', 'me.picture.upload') }).click();
  await expect(page.getByText('Профиль расми ўзгартирилди')).toBeVisible();
  const current = page.getByRole('img', { name: uz('pictureUpload', 'me.picture.current') });
  await expect(current).toHaveAttribute('src', /^\/uploads\/u\/\d{4}\/\d{2}\/[0-9a-f-]+\.jpg$/);
  expect(await current.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(600);

  // The profile page shows it all.
  await page.goto(href('app.user.profile'));
  await expect(page.getByRole('heading', { name: 'Aziz Karimov' })).toBeVisible();
  await expect(page.getByText(phone)).toBeVisible();
  expect(await axe(page)).toEqual([]);

  // Sign out: the token is gone and the account menu too.
  await page.getByRole('button', { name: new RegExp(`^${uz('chrome', 'account.menu')}`) }).click();
  await page
    .getByRole('menuitem', { name: uz('chrome', 'account.signOut') })
    .or(page.getByRole('button', { name: uz('chrome', 'account.signOut') }))
    .first()
    .click();
  await expect(
    page.locator('.account').getByRole('link', { name: uz('chrome', 'account.signIn') }),
  ).toBeVisible();
  // Signing out reloads the page: read the storage once the new document is there.
  await page.waitForLoadState('load');
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY).catch(() => 'navigating'))
    .toBeNull();
});

test('a user opening an admin page sees forbidden; the admin sees every user', async ({ page, request }) => {
  const account = await signUp(request);
  await openSignedIn(page, account.token, href('app.admin.users'));
  await expect(page).toHaveURL(new RegExp(`${href('app.forbidden')}$`));

  const admin = { data: { token: await adminToken(request) } };
  const context = await page.context().browser()?.newContext();
  if (!context) throw new Error('no browser');
  const adminPage = await context.newPage();
  await openSignedIn(adminPage, admin.data.token, href('app.admin.users'));
  const table = adminPage.getByRole('table', { name: /^Фойдаланувчилар \(\d+\)$/ });
  await expect(table).toBeVisible();
  // Users are listed oldest first, 10 a page: the new one is on the last page.
  const next = adminPage
    .getByRole('navigation', { name: uz('kit.list', 'pagination.label') })
    .getByRole('link', { name: uz('kit.list', 'pagination.next') });
  while ((await next.count()) > 0) await next.click();
  await expect(table.getByRole('rowheader', { name: account.username })).toBeVisible();
  expect(await axe(adminPage)).toEqual([]);
  await context.close();
});

test('settings pages pass axe and keep the anonymous shell on the server', async ({ page, request }) => {
  const account = await signUp(request);
  const html = await (await request.get(href('app.settings.accounts'))).text();
  expect(html).not.toContain(account.username);
  await openSignedIn(page, account.token, href('app.settings.profile'));
  for (const state of [
    'app.settings.profile',
    'app.settings.password',
    'app.settings.accounts',
    'app.my.password',
  ]) {
    await page.goto(href(state));
    await expect(page.getByRole('heading', { level: 1, name: routeTitle(state) })).toBeVisible();
    await expect(page.locator('.w-account--waiting')).toHaveCount(0);
    expect(await axe(page), state).toEqual([]);
  }
});
