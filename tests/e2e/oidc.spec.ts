import { href } from '@core/routes';
import { expect, test } from '@playwright/test';
import { E2E_BASE_URL, E2E_OIDC_PORT } from './env';
import { startOidcProvider } from './oidc-provider';
import { settled, uz } from './support';

/** Sign-in with an OpenID Connect provider (issue "Accounts"): a real local provider, the browser's trip. */

let provider: Awaited<ReturnType<typeof startOidcProvider>>;
const login = `oidc${Date.now().toString(36)}`;

test.beforeAll(async () => {
  provider = await startOidcProvider(E2E_OIDC_PORT, E2E_BASE_URL, {
    [login]: { email: `${login}@oidc.example`, email_verified: true, name: 'Aziz OneID' },
  });
});
test.afterAll(async () => {
  await provider?.close();
});

test('signs in with the local OpenID Connect provider and comes back signed in', async ({ page }) => {
  await page.goto(href('app.authentication.signin'));
  await settled(page);
  await page
    .getByRole('link', { name: uz('signinForm', 'signin.provider', { provider: 'Local ID' }) })
    .click();

  // The provider's own pages: any login, then consent.
  await expect(page).toHaveURL(new RegExp(`^${provider.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Back on the portal: from the sign-in page to the site root, signed in, the token out of the address.
  await expect(page).toHaveURL(`${E2E_BASE_URL}/uz/`);
  await expect(
    page.getByRole('button', { name: `${uz('chrome', 'account.menu')}: Aziz OneID` }),
  ).toBeVisible();
  expect(page.url()).not.toContain('token');
  const me = await page.evaluate(async () => {
    const token = localStorage.getItem('efir.token');
    const res = await fetch('/uz/api/auth/me.json', { headers: { authorization: `Bearer ${token}` } });
    return (await res.json()).data as { provider: string; hasPassword: boolean; email: string };
  });
  expect(me).toMatchObject({ provider: 'local', hasPassword: false, email: `${login}@oidc.example` });
});
