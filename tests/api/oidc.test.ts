import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { User } from '@core/schemas/auth';
import { eq } from 'drizzle-orm';
import Provider from 'oidc-provider';
import { TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newSecret } from '../../src/server/auth/two-factor';
import { loadConfig } from '../../src/server/config';
import { identities, signInLog, users } from '../../src/server/db/schema';
import { safeReturn } from '../../src/server/routes/oidc';
import { auth, newAccount, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

const PUBLIC_URL = 'http://portal.test';
/** The people the local provider knows: login → claims. */
const people = new Map<string, { email?: string; email_verified?: boolean; name?: string }>();

let t: TestApp;
let server: Server;
let issuer = '';
beforeAll(async () => {
  server = createServer();
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  issuer = `http://localhost:${(server.address() as AddressInfo).port}`;
  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: 'efir',
        client_secret: 'efir-secret',
        redirect_uris: [`${PUBLIC_URL}/uz/api/auth/oidc/local/callback`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    cookies: { keys: ['test-cookie-key'] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    pkce: { required: () => true },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          return { sub: id, preferred_username: id, ...people.get(id) };
        },
      };
    },
  });
  provider.proxy = false;
  server.on('request', provider.callback());
  t = await startTestApp({
    seedDemo: false,
    env: {
      PUBLIC_URL,
      OIDC_PROVIDERS: 'local',
      OIDC_LOCAL_ISSUER: issuer,
      OIDC_LOCAL_CLIENT_ID: 'efir',
      OIDC_LOCAL_CLIENT_SECRET: 'efir-secret',
      OIDC_LOCAL_TITLE: 'Local ID',
    },
  });
});
afterAll(async () => {
  await t?.close();
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

/** Cookies per host, as a browser keeps them (names and values only). */
class Jar {
  private readonly jars = new Map<string, Map<string, string>>();
  take(host: string, setCookie: string | string[] | undefined) {
    const jar = this.jars.get(host) ?? new Map<string, string>();
    for (const line of [setCookie ?? []].flat()) {
      const [pair = ''] = line.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i).trim();
      const value = pair.slice(i + 1).trim();
      if (/expires=Thu, 01 Jan 1970/i.test(line) || value === '') jar.delete(name);
      else jar.set(name, value);
    }
    this.jars.set(host, jar);
  }
  header(host: string) {
    return [...(this.jars.get(host) ?? [])].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/**
 * A browser's trip: follows redirects between the portal (through inject) and the provider (over
 * HTTP), signs in as `login` on the provider's form and consents. Returns the portal URL it ends on.
 */
async function browse(
  startPath: string,
  login: string,
  opts: { token?: string; jar?: Jar; tamper?: (url: URL) => void } = {},
) {
  const jar = opts.jar ?? new Jar();
  let url = new URL(startPath, PUBLIC_URL);
  let method = 'GET';
  let body: string | undefined;
  for (let hop = 0; hop < 20; hop++) {
    if (url.origin === PUBLIC_URL) {
      if (url.pathname.startsWith('/uz/api/')) {
        if (url.pathname.endsWith('/callback')) opts.tamper?.(url);
        const res = await t.app.inject({
          method: 'GET',
          url: url.pathname + url.search,
          remoteAddress: nextClient(),
          headers: { cookie: jar.header('portal'), ...(opts.token ? auth(opts.token) : {}) },
        });
        jar.take('portal', res.headers['set-cookie']);
        if (res.statusCode !== 302) throw new Error(`portal answered ${res.statusCode}: ${res.body}`);
        url = new URL(String(res.headers.location), PUBLIC_URL);
        continue;
      }
      return url;
    }
    const res = await fetch(url, {
      method,
      redirect: 'manual',
      headers: {
        cookie: jar.header('provider'),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    jar.take('provider', res.headers.getSetCookie());
    method = 'GET';
    body = undefined;
    if (res.status >= 300 && res.status < 400) {
      url = new URL(String(res.headers.get('location')), url);
      continue;
    }
    const html = await res.text();
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1];
    if (!action) throw new Error(`provider page without a form (${res.status}): ${html.slice(0, 300)}`);
    const prompt = /name="prompt" value="(\w+)"/.exec(html)?.[1] ?? 'login';
    url = new URL(action.replace(/&amp;/g, '&'), url);
    method = 'POST';
    body = new URLSearchParams(
      prompt === 'login' ? { prompt, login, password: 'any' } : { prompt },
    ).toString();
  }
  throw new Error('too many redirects');
}

const tokenOf = (url: URL) => new URLSearchParams(url.hash.slice(1)).get('token') ?? '';
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/uz/api/auth/me.json', headers: auth(token) })).json()
    .data as User | null;

describe('sign-in with OpenID Connect', () => {
  it('lists the configured provider', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uz/api/auth/providers.json' });
    expect(res.json()).toEqual({ data: [{ id: 'local', title: 'Local ID' }] });
  });

  it('creates an account on first sign-in and reuses it after', async () => {
    people.set('aziz', { email: 'aziz@oidc.example', email_verified: true, name: 'Aziz Karimov' });
    const end = await browse('/uz/api/auth/oidc/local/start?return=/uz/schedule/', 'aziz');
    expect(end.pathname).toBe('/uz/authentication/signin/');
    expect(new URLSearchParams(end.hash.slice(1)).get('return')).toBe('/uz/schedule/');
    const user = await me(tokenOf(end));
    expect(user).toMatchObject({
      username: 'aziz',
      email: 'aziz@oidc.example',
      displayName: 'Aziz Karimov',
      provider: 'local',
      hasPassword: false,
      roles: ['user'],
    });
    expect(user?.additionalProvidersData.local?.sub).toBe('aziz');
    const again = await me(tokenOf(await browse('/uz/api/auth/oidc/local/start', 'aziz')));
    expect(again?._id).toBe(user?._id);
    // The last way to sign in cannot be unlinked.
    const unlink = await t.app.inject({
      method: 'DELETE',
      url: '/uz/api/users/accounts.json?provider=local',
      headers: auth(tokenOf(await browse('/uz/api/auth/oidc/local/start', 'aziz'))),
    });
    expect(unlink.statusCode).toBe(400);
  });

  it('links to an existing account with the same verified e-mail, not a duplicate', async () => {
    const account = newAccount('mail');
    const { user } = await signUp(t, account);
    people.set('mail-person', { email: account.email.toUpperCase(), email_verified: true });
    const signed = await me(tokenOf(await browse('/uz/api/auth/oidc/local/start', 'mail-person')));
    expect(signed?._id).toBe(user._id);
    expect(signed?.provider).toBe('local');
    expect(signed?.hasPassword).toBe(true);
  });

  it('asks an editor with two-step sign-in for the code: a ticket, not a session, and a logged sign-in', async () => {
    people.set('desk', { email: 'desk@oidc.example', email_verified: true });
    const first = await me(tokenOf(await browse('/uz/api/auth/oidc/local/start', 'desk')));
    const secret = newSecret();
    await t.database.db
      .update(users)
      .set({ roles: ['user', 'editor'], totpSecret: secret, totpEnabledAt: new Date() })
      .where(eq(users.id, first?._id ?? ''));
    const end = await browse('/uz/api/auth/oidc/local/start?return=/uz/schedule/', 'desk');
    const fragment = new URLSearchParams(end.hash.slice(1));
    expect(end.pathname).toBe('/uz/authentication/signin/');
    expect(fragment.get('token')).toBeNull();
    expect(fragment.get('return')).toBe('/uz/schedule/');
    const code = new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate();
    const res = await t.app.inject({
      method: 'POST',
      url: '/uz/api/auth/signin/code.json',
      remoteAddress: nextClient(),
      payload: { ticket: fragment.get('ticket'), code },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(res.json().data.token))?._id).toBe(first?._id);
    const logged = await t.database.db
      .select()
      .from(signInLog)
      .where(eq(signInLog.userId, first?._id ?? ''));
    expect(logged.map((row) => [row.method, row.ok]).sort()).toEqual([
      ['oidc', true],
      ['totp', true],
    ]);
  });

  it('does not link by an unverified e-mail', async () => {
    const account = newAccount('unver');
    const { user } = await signUp(t, account);
    people.set('unverified', { email: account.email, email_verified: false });
    const signed = await me(tokenOf(await browse('/uz/api/auth/oidc/local/start', 'unverified')));
    expect(signed?._id).not.toBe(user._id);
    expect(signed?.email).toBeNull();
  });

  it('links the provider to a signed-in account; one identity cannot serve two users; unlink with a password', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    people.set('link-me', {});
    const link = await t.app.inject({
      method: 'POST',
      url: '/uz/api/auth/oidc/local/link.json',
      headers: auth(a.token),
    });
    expect(link.statusCode).toBe(200);
    const end = await browse(link.json().data.url, 'link-me');
    expect(end.pathname).toBe('/uz/settings/accounts/');
    const linked = await me(tokenOf(end));
    expect(linked?._id).toBe(a.user._id);
    expect(Object.keys(linked?.additionalProvidersData ?? {})).toEqual(['local']);

    const other = await t.app.inject({
      method: 'POST',
      url: '/uz/api/auth/oidc/local/link.json',
      headers: auth(b.token),
    });
    const refused = await browse(other.json().data.url, 'link-me');
    expect(refused.pathname).toBe('/uz/settings/accounts/');
    expect(refused.searchParams.get('err')).toBe('Бу ҳисоб бошқа фойдаланувчига уланган');

    const unlink = await t.app.inject({
      method: 'DELETE',
      url: '/uz/api/users/accounts.json?provider=local',
      headers: auth(a.token),
    });
    expect(unlink.statusCode, unlink.body).toBe(200);
    expect(unlink.json().data.additionalProvidersData).toEqual({});
    expect(
      await t.database.db.select().from(identities).where(eq(identities.userId, a.user._id)),
    ).toHaveLength(0);
  });

  it('refuses a tampered state, a missing cookie and a provider error, with err in the sign-in URL', async () => {
    people.set('eve', {});
    const tampered = await browse('/uz/api/auth/oidc/local/start', 'eve', {
      tamper: (url) => url.searchParams.set('state', 'forged'),
    });
    expect(tampered.pathname).toBe('/uz/authentication/signin/');
    expect(tampered.searchParams.get('err')).toBeTruthy();
    expect(tokenOf(tampered)).toBe('');

    const noCookie = await t.app.inject({
      method: 'GET',
      url: '/uz/api/auth/oidc/local/callback?code=x&state=y',
    });
    expect(noCookie.statusCode).toBe(302);
    expect(new URL(String(noCookie.headers.location)).searchParams.get('err')).toBeTruthy();

    const denied = await browse('/uz/api/auth/oidc/local/start', 'eve', {
      tamper: (url) => {
        url.search = `?error=access_denied&state=${url.searchParams.get('state')}`;
      },
    });
    expect(denied.searchParams.get('err')).toBe('Кириш бекор қилинди');
    expect((await t.app.inject({ method: 'GET', url: '/uz/api/auth/oidc/nobody/start' })).statusCode).toBe(
      404,
    );
  });

  it('returns only to same-site pages', () => {
    expect(safeReturn('/uz/schedule/')).toBe('/uz/schedule/');
    expect(safeReturn('https://evil.example/')).toBe('/uz/');
    expect(safeReturn('//evil.example/uz/')).toBe('/uz/');
    expect(safeReturn('/uz/\\evil')).toBe('/uz/');
    expect(safeReturn(undefined)).toBe('/uz/');
  });

  it('reads the providers from the environment, naming a missing variable', () => {
    expect(() => loadConfig({ OIDC_PROVIDERS: 'oneid' })).toThrow(/OIDC_ONEID_ISSUER/);
    expect(() =>
      loadConfig({
        OIDC_PROVIDERS: 'oneid',
        OIDC_ONEID_ISSUER: 'http://sso.egov.uz',
        OIDC_ONEID_CLIENT_ID: 'a',
        OIDC_ONEID_CLIENT_SECRET: 'b',
      }),
    ).toThrow(/https/);
    const config = loadConfig({
      OIDC_PROVIDERS: 'oneid,google',
      OIDC_ONEID_ISSUER: 'https://sso.egov.uz',
      OIDC_ONEID_CLIENT_ID: 'a',
      OIDC_ONEID_CLIENT_SECRET: 'b',
      OIDC_ONEID_TITLE: 'OneID',
      OIDC_GOOGLE_ISSUER: 'https://accounts.google.com',
      OIDC_GOOGLE_CLIENT_ID: 'c',
      OIDC_GOOGLE_CLIENT_SECRET: 'd',
    });
    expect(config.oidc.map((p) => [p.id, p.title, p.scopes])).toEqual([
      ['oneid', 'OneID', 'openid email profile'],
      ['google', 'google', 'openid email profile'],
    ]);
  });
});
