import { href } from '@core/routes';
import { expect, type Page, test } from '@playwright/test';
import { TOTP } from 'otpauth';
import { E2E_ADMIN } from './env';
import { adminToken, axeFindings, labelled, openSignedIn, uz } from './support';

/**
 * Two-step sign-in (issue 26): the admin sets it up on settings/security, reading the key shown
 * for typing by hand and computing the codes here as an authenticator app would; signs out; signs
 * in with the password and then a code. The page is axe-clean in both themes. The e2e server runs
 * with ADMIN_TOTP=offered, so at the end the admin switches it off again with a later code: the
 * other specs sign in as this admin with a password only.
 */

test.use({ viewport: { width: 1366, height: 900 } });

const STEP_MS = 30_000;
const stepOf = (ms: number) => Math.floor(ms / STEP_MS);

/** Codes of one secret, each of a later time step than the last (a code works once). */
function authenticator(secret: string) {
  const totp = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 });
  let last = -1;
  return async (page: Page) => {
    // The server accepts a step either side of its own: wait only if the next step is beyond that.
    const now = Date.now();
    const step = Math.max(stepOf(now), last + 1);
    if (step > stepOf(now) + 1) await page.waitForTimeout((step - 1) * STEP_MS - now + 500);
    last = step;
    return totp.generate({ timestamp: step * STEP_MS + 1000 });
  };
}

async function bothThemes(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    expect(await axeFindings(page), colorScheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('an admin sets up two-step sign-in, signs out, and signs in with the password and a code', async ({
  page,
}) => {
  test.setTimeout(150_000);
  await openSignedIn(page, await adminToken(page.request), href('app.settings.security'));
  await expect(page.getByRole('status').filter({ hasText: uz('twoFactor', 'security.off') })).toBeVisible();
  await bothThemes(page);

  await page.getByRole('button', { name: uz('twoFactor', 'security.start') }).click();
  await expect(page.getByRole('img', { name: uz('twoFactor', 'security.qrAlt') })).toBeVisible();
  const secret = (await page.locator('.w-twofactor__secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  const next = authenticator(secret);
  await labelled(page, uz('twoFactor', 'security.code')).fill(await next(page));
  await page.getByRole('button', { name: uz('twoFactor', 'security.confirm'), exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: uz('twoFactor', 'security.on') })).toBeVisible();
  const codes = page.getByRole('region', { name: uz('twoFactor', 'security.codesTitle') }).locator('code');
  await expect(codes).toHaveCount(10);
  // The key is not shown again once the setup is done.
  await expect(page.locator('.w-twofactor__secret')).toHaveCount(0);
  await bothThemes(page);

  // Sign out (every session of the admin ends), then sign in: the password asks for the code.
  await page.getByRole('button', { name: new RegExp(`^${uz('chrome', 'account.menu')}`) }).click();
  const reloaded = page.waitForEvent('load');
  await page
    .getByRole('menuitem', { name: uz('chrome', 'account.signOut') })
    .or(page.getByRole('button', { name: uz('chrome', 'account.signOut') }))
    .first()
    .click();
  await reloaded;
  await page.goto(href('app.authentication.signin'));
  await page
    .getByRole('textbox', { name: uz('signinForm', 'signin.username'), exact: true })
    .fill(E2E_ADMIN.email);
  await labelled(page, uz('signinForm', 'signin.password')).fill(E2E_ADMIN.password);
  await page.getByRole('button', { name: uz('signinForm', 'signin.submit'), exact: true }).click();
  const code = labelled(page, uz('signinForm', 'signin.code'));
  await expect(code).toBeVisible();
  await code.fill(await next(page));
  await page.getByRole('button', { name: uz('signinForm', 'signin.codeSubmit'), exact: true }).click();
  // Signed in: away from the sign-in page (to the page signing out left, or the home page).
  await expect(page).not.toHaveURL(/\/authentication\/signin\//);
  await expect(
    page.getByRole('button', { name: new RegExp(`^${uz('chrome', 'account.menu')}`) }),
  ).toBeVisible();

  // Back on the security page the sign-ins are listed; then it is switched off for the other specs.
  await page.goto(href('app.settings.security'));
  await expect(page.getByRole('table', { name: uz('kit.account', 'me.signIns.title') })).toBeVisible();
  await expect(
    page.getByRole('cell', { name: uz('kit.account', 'me.signIns.methods.totp') }).first(),
  ).toBeVisible();
  const off = page.getByRole('form', { name: uz('twoFactor', 'security.disable') });
  await labelled(off, uz('twoFactor', 'security.code')).fill(await next(page));
  await off.getByRole('button', { name: uz('twoFactor', 'security.disable') }).click();
  await expect(page.getByRole('status').filter({ hasText: uz('twoFactor', 'security.off') })).toBeVisible();
});
