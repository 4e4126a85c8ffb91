import { readFileSync } from 'node:fs';
import { href } from '@core/routes';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import type { ParsedMail } from 'mailparser';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { E2E_SMTP_PORT } from './env';
import { axeFindings, labelled, routeTitle, settled, uz } from './support';

/** The server's texts in uz (src/server/texts/uz.json), read as a file: Playwright's loader takes no JSON import. */
const serverTexts = JSON.parse(
  readFileSync(new URL('../../src/server/texts/uz.json', import.meta.url), 'utf8'),
) as typeof import('../../src/server/texts/uz.json');

/**
 * Accounts in the browser (issue "Accounts", spec §2, §4, §5, §8): sign-up, sign-in, sign-out,
 * the session on load, the visitors-only pages and the registration tabs, against the built app.
 */

const TOKEN_KEY = 'efir.token';
const PASSWORD = 'Moviy osmon ostida yetti qush';

let serial = 0;
/** A new account's fields, unique per run and test. */
function newAccount(label: string) {
  const id = `${label}${Date.now().toString(36)}${(serial++).toString(36)}`.toLowerCase();
  return {
    username: `e2e_${id}`,
    email: `e2e_${id}@example.uz`,
    password: PASSWORD,
    displayName: `Sinov ${id}`,
  };
}

/** An account made through the API; its token. */
async function signUpByApi(request: APIRequestContext, account = newAccount('api')) {
  const response = await request.post('/uz/api/auth/signup.json', { data: account });
  expect(response.status(), await response.text()).toBe(201);
  const body = (await response.json()) as { token: string };
  return { ...account, token: body.token };
}

/** A JWT-shaped token with this `exp` (seconds), as the client reads it. */
function tokenExpiringAt(exp: number): string {
  const part = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sub: 'x', exp })}.c2lnbmF0dXJl`;
}

const field = labelled;

/** The page's session is known: the account area shows its links or its menu. */
async function sessionKnown(page: Page) {
  await expect(page.locator('.account')).not.toHaveAttribute('aria-busy', 'true');
}

const accountMenu = (page: Page, name: string) =>
  page.getByRole('button', { name: `${uz('chrome', 'account.menu')}: ${name}` });

async function signInWith(page: Page, login: string, password: string) {
  await page.getByRole('textbox', { name: uz('signinForm', 'signin.username'), exact: true }).fill(login);
  await field(page, uz('signinForm', 'signin.password')).fill(password);
  await page.getByRole('button', { name: uz('signinForm', 'signin.submit'), exact: true }).click();
}

test('sign-up signs in, and the registration tab asks for the profile (tab 1)', async ({ page }) => {
  const account = newAccount('up');
  await page.goto(href('app.authentication.signup'));
  await sessionKnown(page);
  await page
    .getByRole('textbox', { name: uz('signupForm', 'signup.username'), exact: true })
    .fill(account.username.toUpperCase());
  await page
    .getByRole('textbox', { name: uz('signupForm', 'signup.email'), exact: true })
    .fill(account.email.toUpperCase());
  await page
    .getByRole('textbox', { name: uz('signupForm', 'signup.displayName'), exact: true })
    .fill(account.displayName);
  await field(page, uz('signupForm', 'signup.password')).fill(account.password);
  await field(page, uz('signupForm', 'signup.repeat')).fill(account.password);
  // Lowercased as typed (spec §5).
  await expect(
    page.getByRole('textbox', { name: uz('signupForm', 'signup.username'), exact: true }),
  ).toHaveValue(account.username);
  await expect(page.locator('.f-meter')).toHaveAttribute('data-level', /[345]/);
  await page.getByRole('button', { name: uz('signupForm', 'signup.submit'), exact: true }).click();

  // Signed in, from an authentication page to the site root (spec §4).
  await expect(page).toHaveURL(href('app.index'));
  await expect(accountMenu(page, account.displayName)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeTruthy();

  await page.goto(href('app.user.registration'));
  const current = page.locator('.w-registration__step[aria-current="step"]');
  await expect(current).toContainText(uz('registrationTabs', 'registration.steps.profile'));
  await expect(
    page.getByRole('link', { name: uz('registrationTabs', 'registration.fillProfile') }),
  ).toHaveAttribute('href', href('app.my.profile'));
});

test('sign-in shows the account menu; sign-out clears the session', async ({ page, request }) => {
  const account = await signUpByApi(request, newAccount('in'));
  await page.goto(href('app.authentication.signin'));
  await sessionKnown(page);
  // Spec §9: the first field takes focus on a wide window.
  await expect(
    page.getByRole('textbox', { name: uz('signinForm', 'signin.username'), exact: true }),
  ).toBeFocused();
  await signInWith(page, account.email.toUpperCase(), account.password);
  await expect(page).toHaveURL(href('app.index'));

  const menu = accountMenu(page, account.displayName);
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await menu.focus();
  await page.keyboard.press('ArrowDown');
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  const area = page.getByRole('link', { name: routeTitle('app.my') });
  await expect(area).toBeFocused();
  await expect(page.getByRole('link', { name: routeTitle('app.settings') })).toBeVisible();
  expect(await axeFindings(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();

  await menu.click();
  // Spec §4: sign-out reloads the page; wait for that load before reading local storage.
  const reloaded = page.waitForEvent('load');
  await page.getByRole('button', { name: uz('chrome', 'account.signOut') }).click();
  await reloaded;
  await expect(page.getByRole('link', { name: uz('chrome', 'account.signIn'), exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  // The server ended the session: the old token no longer answers as the user.
  const me = await request.get('/uz/api/auth/me.json', {
    headers: { authorization: `Bearer ${account.token}` },
  });
  expect(((await me.json()) as { data: unknown }).data).toBeNull();
});

test('sign-in with a wrong password shows the server message and signs nobody in', async ({
  page,
  request,
}) => {
  const account = await signUpByApi(request, newAccount('bad'));
  await page.goto(href('app.authentication.signin'));
  await sessionKnown(page);
  await signInWith(page, account.username, 'not the password at all');
  await expect(page.getByRole('alert')).toHaveText(serverTexts.auth.signInFailed);
  await expect(page).toHaveURL(href('app.authentication.signin'));
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
});

test('sign-in with nothing typed sends nothing and marks both fields', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST') sent.push(r.url());
  });
  await page.goto(href('app.authentication.signin'));
  await sessionKnown(page);
  await page.getByRole('button', { name: uz('signinForm', 'signin.submit'), exact: true }).click();
  await expect(page.locator('[aria-invalid="true"]')).toHaveCount(2);
  await expect(
    page.getByRole('textbox', { name: uz('signinForm', 'signin.username'), exact: true }),
  ).toBeFocused();
  expect(sent).toEqual([]);
});

test('a guarded page remembered by the guard is where sign-in goes', async ({ page, request }) => {
  const account = await signUpByApi(request, newAccount('ret'));
  await page.goto(href('app.my.phone'));
  await expect(page).toHaveURL(href('app.authentication.signin'));
  await signInWith(page, account.username, account.password);
  await expect(page).toHaveURL(href('app.my.phone'));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(routeTitle('app.my.phone'));
});

test('the err of the address is shown on the sign-in page', async ({ page }) => {
  await page.goto(`${href('app.authentication.signin')}?err=${encodeURIComponent('OneID рад этди')}`);
  await expect(page.getByRole('alert')).toHaveText('OneID рад этди');
});

test('an expired token in local storage counts as signed out on load', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/auth/me.json')) asked.push(r.url());
  });
  await page.addInitScript(
    ([key, token]) => {
      if (!sessionStorage.getItem('e2e.seeded')) {
        sessionStorage.setItem('e2e.seeded', '1');
        localStorage.setItem(key as string, token as string);
      }
    },
    [TOKEN_KEY, tokenExpiringAt(Math.floor(Date.now() / 1000) - 60)],
  );
  await page.goto(href('app.index'));
  await sessionKnown(page);
  await expect(page.getByRole('link', { name: uz('chrome', 'account.signIn'), exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY)).toBeNull();
  expect(asked).toEqual([]);
});

test('a signed-in user opening forgot password lands on /uz/', async ({ page, request }) => {
  const account = await signUpByApi(request, newAccount('fgt'));
  await page.goto(href('app.index'));
  await page.evaluate(
    ([key, token]) => localStorage.setItem(key as string, token as string),
    [TOKEN_KEY, account.token],
  );
  await page.goto(href('app.password.forgot'));
  await expect(page).toHaveURL(href('app.index'));
  await expect(accountMenu(page, account.displayName)).toBeVisible();
});

test.describe('axe finds no WCAG 2.2 A/AA violations on the account pages', () => {
  const pages = [
    href('app.authentication.signin'),
    href('app.authentication.signup'),
    href('app.password.forgot'),
    href('app.password.reset.form', { token: 'x'.repeat(43) }),
    href('app.password.reset.invalid'),
    href('app.password.reset.success'),
    href('app.user.registration'),
  ];
  for (const path of pages) {
    test(path, async ({ page }) => {
      await page.goto(path);
      await settled(page);
      await sessionKnown(page);
      expect(await axeFindings(page)).toEqual([]);
    });
  }

  test('a form showing its messages', async ({ page }) => {
    await page.goto(href('app.authentication.signup'));
    await sessionKnown(page);
    await field(page, uz('signupForm', 'signup.password')).fill('qwerty');
    await page.getByRole('button', { name: uz('signupForm', 'signup.submit'), exact: true }).click();
    await expect(page.locator('.f-field__error').first()).toBeVisible();
    await expect(page.locator('.f-meter')).toHaveAttribute('data-level', '1');
    expect(await axeFindings(page)).toEqual([]);
  });
});

test.describe('password reset by e-mail', () => {
  const mail: ParsedMail[] = [];
  let smtp: SMTPServer;

  test.beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, _session, callback) {
        simpleParser(stream)
          .then((parsed) => {
            mail.push(parsed);
            callback();
          })
          .catch(callback);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(E2E_SMTP_PORT, '127.0.0.1', resolve));
  });
  test.afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  test('forgot → the letter → a new password → sign in with it', async ({ page, request }) => {
    const account = await signUpByApi(request, newAccount('rst'));
    await page.goto(href('app.password.forgot'));
    await sessionKnown(page);
    await page
      .getByRole('textbox', { name: uz('passwordForgot', 'forgot.email'), exact: true })
      .fill(account.email.toUpperCase());
    await page.getByRole('button', { name: uz('passwordForgot', 'forgot.submit'), exact: true }).click();
    // The form's own status (the page also has the breaking-news banner's live region).
    await expect(page.getByRole('main').getByRole('status')).toHaveText(serverTexts.auth.forgotSent);

    await expect
      .poll(() => mail.some((m) => JSON.stringify(m.to).includes(account.email)), { timeout: 15_000 })
      .toBe(true);
    const letter = mail.find((m) => JSON.stringify(m.to).includes(account.email));
    const link = /https?:\/\/[^\s"'<>]+\/uz\/password\/reset\/[A-Za-z0-9_-]{43}\/[^\s"'<>]*/.exec(
      `${letter?.text ?? ''} ${letter?.html || ''}`,
    )?.[0];
    expect(link, 'the reset link of the letter').toBeTruthy();

    await page.goto(new URL(link ?? '').pathname);
    // Typed after hydration: a controlled field typed into before it would be emptied by it.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await settled(page);
    const fresh = 'Tog‘ ortidan oy chiqdi 2026';
    await field(page, uz('passwordReset', 'reset.password')).fill(fresh);
    await field(page, uz('passwordReset', 'reset.repeat')).fill(fresh);
    await expect(field(page, uz('passwordReset', 'reset.password'))).toHaveValue(fresh);
    await page.getByRole('button', { name: uz('passwordReset', 'reset.submit'), exact: true }).click();
    await expect(page).toHaveURL(href('app.password.reset.success'));

    // The link is spent: opening it again ends on the invalid-link page once sent.
    await page.goto(new URL(link ?? '').pathname);
    await field(page, uz('passwordReset', 'reset.password')).fill(fresh);
    await field(page, uz('passwordReset', 'reset.repeat')).fill(fresh);
    await page.getByRole('button', { name: uz('passwordReset', 'reset.submit'), exact: true }).click();
    await expect(page).toHaveURL(href('app.password.reset.invalid'));

    await page.goto(href('app.authentication.signin'));
    await signInWith(page, account.username, fresh);
    await expect(page).toHaveURL(href('app.index'));
    await expect(accountMenu(page, account.displayName)).toBeVisible();
  });
});
