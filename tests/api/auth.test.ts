import type { User } from '@core/schemas/auth';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureAdmin } from '../../src/server/auth/first-admin';
import { hashPassword, isCommonPassword, verifyPassword } from '../../src/server/auth/passwords';
import { tokenKeys, tokenSecret } from '../../src/server/auth/tokens';
import { users } from '../../src/server/db/schema';
import { ACCOUNT_LIMITS } from '../../src/server/limits';
import { auth, newAccount, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seedDemo: false });
});
afterAll(async () => {
  await t.close();
});

const me = (token?: string) =>
  t.app.inject({ method: 'GET', url: '/uz/api/auth/me.json', headers: token ? auth(token) : {} });

const signIn = (username: string, password: string, ip = nextClient(), cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/uz/api/auth/signin.json',
    remoteAddress: ip,
    headers: cookie ? { cookie } : {},
    payload: { username, password },
  });

describe('passwords', () => {
  it('hashes with argon2id m=19 MiB, t=2, p=1 and verifies', async () => {
    const hash = await hashPassword('a long passphrase');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, 'a long passphrase')).toBe(true);
    expect(await verifyPassword(hash, 'a long passphrasE')).toBe(false);
    expect(await verifyPassword('not a hash', 'x')).toBe(false);
  });

  it('knows the common passwords, whatever their case', () => {
    expect(isCommonPassword('password123')).toBe(true);
    expect(isCommonPassword('PASSWORD123')).toBe(true);
    expect(isCommonPassword('parol1234')).toBe(true);
    expect(isCommonPassword('kuchli parol 7f3a')).toBe(false);
  });
});

describe('sign-up', () => {
  it('creates a user with the role user, lowercases username and e-mail, and returns a token', async () => {
    const account = newAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/uz/api/auth/signup.json',
      remoteAddress: nextClient(),
      payload: {
        ...account,
        username: account.username.toUpperCase(),
        email: ` ${account.email.toUpperCase()}`,
      },
    });
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json() as { token: string; data: User };
    expect(body.data).toMatchObject({
      username: account.username,
      email: account.email,
      roles: ['user'],
      provider: 'local',
      is_profile_filled: false,
      hasPassword: true,
      phone: null,
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.username, account.username));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    expect((await me(body.token)).json().data.username).toBe(account.username);
  });

  it.each([
    [{ password: 'short1' }, 'password', /8/],
    [{ password: 'x'.repeat(129) }, 'password', /./],
    [{ password: 'password123' }, 'password', /common|распространён|кенг/i],
    [{ email: 'not-an-email' }, 'email', /email/],
    [{ username: 'a b' }, 'username', /username/],
  ])('refuses %j with a 400 naming the field', async (change, field, message) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/uz/api/auth/signup.json',
      remoteAddress: nextClient(),
      payload: { ...newAccount(), ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ field });
    expect(res.json().message).toMatch(message);
  });

  it('refuses unknown fields (a role in the body) and stores nothing', async () => {
    const account = newAccount();
    const res = await t.app.inject({
      method: 'POST',
      url: '/uz/api/auth/signup.json',
      remoteAddress: nextClient(),
      payload: { ...account, roles: ['admin'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: 'Unknown body field "roles"', field: 'roles' });
    expect(await t.database.db.select().from(users).where(eq(users.username, account.username))).toHaveLength(
      0,
    );
  });

  it('refuses a taken username or e-mail with 409 naming the field', async () => {
    const { account } = await signUp(t);
    const again = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/uz/api/auth/signup.json', remoteAddress: nextClient(), payload });
    const byName = await again({ ...newAccount(), username: account.username });
    expect(byName.statusCode).toBe(409);
    expect(byName.json().field).toBe('username');
    const byMail = await again({ ...newAccount(), email: account.email.toUpperCase() });
    expect(byMail.statusCode).toBe(409);
    expect(byMail.json().field).toBe('email');
  });
});

describe('sign-in', () => {
  it('accepts the username or the e-mail in any case; data.token works', async () => {
    const { account } = await signUp(t);
    for (const login of [account.username, account.email.toUpperCase()]) {
      const res = await signIn(login, account.password);
      expect(res.statusCode, res.body).toBe(200);
      const { token, user } = res.json().data;
      expect(user.username).toBe(account.username);
      expect((await me(token)).json().data.username).toBe(account.username);
    }
  });

  it('gives one message, in the visitor language, for a wrong password and an unknown user', async () => {
    const { account } = await signUp(t);
    const wrong = await signIn(account.username, 'wrong password!', nextClient(), 'efir_lang=ru');
    const unknown = await signIn('nobody-here', 'wrong password!', nextClient(), 'efir_lang=ru');
    expect(wrong.statusCode).toBe(400);
    expect(unknown.statusCode).toBe(400);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Неверное имя пользователя или пароль');
  });

  it('limits attempts per account across client addresses and logins (429 with a message)', async () => {
    const { account } = await signUp(t);
    const { max } = ACCOUNT_LIMITS.signInPerAccount;
    // Username and e-mail alternate: both name one account, so they share one counter.
    for (let i = 0; i < max; i++) {
      const login = i % 2 ? account.email : account.username;
      expect((await signIn(login, 'wrong password!', nextClient())).statusCode).toBe(400);
    }
    const refused = await signIn(account.email, account.password, nextClient(), 'efir_lang=en');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/^Too many requests/);
    // Another account from the same addresses is not affected.
    const other = await signUp(t);
    expect((await signIn(other.account.username, other.account.password)).statusCode).toBe(200);
  });

  it('limits attempts per client address', async () => {
    const ip = nextClient();
    const { max } = ACCOUNT_LIMITS.signInPerClient;
    for (let i = 0; i < max; i++) await signIn(`someone${i}`, 'wrong password!', ip);
    expect((await signIn('someone-else', 'wrong password!', ip)).statusCode).toBe(429);
  });
});

describe('tokens and sessions', () => {
  it('me.json without a token, or with a bad one, answers nulls', async () => {
    expect((await me()).json()).toEqual({ data: null, token: null });
    expect((await me('not.a.token')).json()).toEqual({ data: null, token: null });
  });

  it('refuses tampered, alg:none, foreign-key and expired tokens with 401 on guarded calls', async () => {
    const { token, user } = await signUp(t);
    const [head, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const forged = Buffer.from(JSON.stringify({ ...claims, roles: ['user', 'admin'] })).toString('base64url');
    const none = `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${payload}.`;
    const foreign = await new SignJWT({ ver: claims.ver, roles: ['user'] })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(user._id)
      .setIssuer(t.config.product)
      .setAudience('efir:web')
      .setIssuedAt()
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('another secret that is long enough!!'));
    const keys = tokenKeys(await tokenSecret(t.database.db, t.config.jwtSecret), t.config.product);
    const expired = await keys.sign(
      { sub: user._id, ver: claims.ver as number, roles: ['user'] },
      new Date(Date.now() - 3 * 3600_000),
    );
    for (const bad of [`${head}.${forged}.${signature}`, none, foreign, expired]) {
      const res = await t.app.inject({ method: 'GET', url: '/uz/api/user/profile.json', headers: auth(bad) });
      expect(res.statusCode).toBe(401);
      expect((await me(bad)).json().data).toBeNull();
    }
    expect(
      (await t.app.inject({ method: 'GET', url: '/uz/api/user/profile.json', headers: auth(token) }))
        .statusCode,
    ).toBe(200);
  });

  it('carries exp, iat, audience and issuer; me.json renews it', async () => {
    const { token } = await signUp(t);
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString());
    expect(claims).toMatchObject({ aud: 'efir:web', iss: t.config.product });
    expect(claims.exp - claims.iat).toBe(2 * 3600);
    const renewed = (await me(token)).json().token as string;
    expect(typeof renewed).toBe('string');
    expect((await me(renewed)).json().data).not.toBeNull();
  });

  it('sign-out ends every session of the user', async () => {
    const { account, token } = await signUp(t);
    const other = (await signIn(account.username, account.password)).json().data.token as string;
    const out = await t.app.inject({ method: 'GET', url: '/uz/api/auth/signout.json', headers: auth(token) });
    expect(out.statusCode).toBe(200);
    expect((await me(token)).json().data).toBeNull();
    expect((await me(other)).json().data).toBeNull();
    const again = (await signIn(account.username, account.password)).json().data.token as string;
    expect((await me(again)).json().data.username).toBe(account.username);
  });
});

describe('account calls', () => {
  it('change password: needs the current one, refuses weak ones, returns a new token, ends other sessions', async () => {
    const { account, token } = await signUp(t);
    const change = (body: object, tk = token) =>
      t.app.inject({ method: 'POST', url: '/uz/api/users/password.json', headers: auth(tk), payload: body });
    const wrongCurrent = await change({
      currentPassword: 'nope nope',
      newPassword: 'new pass 1234',
      verifyPassword: 'new pass 1234',
    });
    expect(wrongCurrent.statusCode).toBe(400);
    expect(wrongCurrent.json().field).toBe('currentPassword');
    const mismatch = await change({
      currentPassword: account.password,
      newPassword: 'new pass 1234',
      verifyPassword: 'new pass 12345',
    });
    expect(mismatch.json().field).toBe('verifyPassword');
    const common = await change({
      currentPassword: account.password,
      newPassword: 'qwerty123',
      verifyPassword: 'qwerty123',
    });
    expect(common.json().field).toBe('newPassword');
    // A refused change stored nothing: the old password still signs in.
    expect((await signIn(account.username, account.password)).statusCode).toBe(200);

    const ok = await change({
      currentPassword: account.password,
      newPassword: 'new pass 1234',
      verifyPassword: 'new pass 1234',
    });
    expect(ok.statusCode, ok.body).toBe(200);
    const fresh = ok.json().token as string;
    expect((await me(token)).json().data).toBeNull();
    expect((await me(fresh)).json().data.username).toBe(account.username);
    expect((await signIn(account.username, account.password)).statusCode).toBe(400);
    expect((await signIn(account.username, 'new pass 1234')).statusCode).toBe(200);
  });

  it('PUT /users.json changes the own display name and e-mail (lowercased), refusing a taken e-mail', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const put = (payload: object, token = a.token) =>
      t.app.inject({ method: 'PUT', url: '/uz/api/users.json', headers: auth(token), payload });
    const ok = await put({ displayName: 'Aziz Karimov', email: 'AZIZ@Example.UZ' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({
      message: 'Сақланди',
      data: { displayName: 'Aziz Karimov', email: 'aziz@example.uz' },
    });
    const taken = await put({ email: b.account.email });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().field).toBe('email');
    expect((await put({ roles: ['admin'] })).statusCode).toBe(400);
    expect((await put({})).statusCode).toBe(400);
  });

  it('profile: 401 anonymous; saving title, sex and nation fills it; unknown nation refused', async () => {
    const { token } = await signUp(t);
    expect((await t.app.inject({ method: 'GET', url: '/uz/api/user/profile.json' })).statusCode).toBe(401);
    const put = (payload: object) =>
      t.app.inject({ method: 'PUT', url: '/uz/api/user/profile.json', headers: auth(token), payload });
    const bad = await put({ title: 'Aziz', sex: 'man', nation: 'martian' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('nation');
    expect((await put({ title: 'Aziz', sex: 'other', nation: 'uzbek' })).json().field).toBe('sex');
    const ok = await put({ title: ' Aziz Karimov ', sex: 'man', nation: 'uzbek', address: 'Toshkent' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toEqual({
      title: 'Aziz Karimov',
      sex: 'man',
      nation: 'uzbek',
      fax: '',
      address: 'Toshkent',
      note: '',
    });
    expect((await me(token)).json().data.is_profile_filled).toBe(true);
    // Nationality and fax are optional (issue 28): left out or empty, the profile is saved without.
    for (const nation of [undefined, '']) {
      const without = await put({
        title: 'Aziz Karimov',
        sex: 'man',
        ...(nation === undefined ? {} : { nation }),
      });
      expect(without.statusCode, without.body).toBe(200);
      expect(without.json().data).toMatchObject({ nation: null, fax: '' });
    }
    expect((await me(token)).json().data.is_profile_filled).toBe(true);
    const profile = await t.app.inject({ method: 'GET', url: '/uz/api/profile', headers: auth(token) });
    expect(profile.json().data.profile.title).toBe('Aziz Karimov');
  });

  it('a user reads and changes only their own profile: no call takes another user id', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    await t.app.inject({
      method: 'PUT',
      url: '/uz/api/user/profile.json',
      headers: auth(a.token),
      payload: { title: 'A', sex: 'woman', nation: 'tajik' },
    });
    const bRead = await t.app.inject({
      method: 'GET',
      url: `/uz/api/user/profile.json?user=${a.user._id}`,
      headers: auth(b.token),
    });
    expect(bRead.json().data.title).toBe('');
  });

  it('unlinking: refuses a provider that is not linked', async () => {
    const { token } = await signUp(t);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/uz/api/users/accounts.json?provider=google',
      headers: auth(token),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().field).toBe('provider');
  });
});

describe('admins', () => {
  it('GET /users?count=all is for admins only', async () => {
    const user = await signUp(t);
    const account = newAccount('boss');
    expect(await ensureAdmin(t.database.db, { email: account.email, password: account.password })).toBe(
      'created',
    );
    const admin = (await signIn(account.email, account.password)).json().data;
    expect(admin.user.roles).toEqual(['user', 'admin']);
    expect((await t.app.inject({ method: 'GET', url: '/uz/api/users?count=all' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'GET', url: '/uz/api/users?count=all', headers: auth(user.token) }))
        .statusCode,
    ).toBe(403);
    const list = await t.app.inject({
      method: 'GET',
      url: '/uz/api/users?count=all',
      headers: auth(admin.token),
    });
    expect(list.statusCode).toBe(200);
    expect(list.json().meta.total).toBe(list.json().data.length);
    expect(list.json().data.map((u: User) => u.username)).toContain(user.account.username);
    expect(list.body).not.toMatch(/argon2|passwordHash|tokenVersion/);
  });

  it('ensureAdmin promotes an existing account and ends its sessions', async () => {
    const { account, token } = await signUp(t);
    expect(await ensureAdmin(t.database.db, { email: account.email, password: 'ignored pass 1' })).toBe(
      'promoted',
    );
    expect((await me(token)).json().data).toBeNull();
    const again = (await signIn(account.username, account.password)).json().data;
    expect(again.user.roles).toContain('admin');
  });

  it('reads the anonymous HTML snapshots of a state (admins only)', async () => {
    const push = await t.app.inject({
      method: 'PUT',
      url: '/uz/api/html/app.index.json',
      remoteAddress: nextClient(),
      payload: { state: 'app.index', html: '<p onclick="x()">Salom</p><script>bad()</script>' },
    });
    expect(push.statusCode).toBe(200);
    const user = await signUp(t);
    const account = newAccount('root');
    await ensureAdmin(t.database.db, { email: account.email, password: account.password });
    const admin = (await signIn(account.username, account.password)).json().data.token as string;
    expect(
      (await t.app.inject({ method: 'GET', url: '/uz/api/html/app.index.json', headers: auth(user.token) }))
        .statusCode,
    ).toBe(403);
    const read = await t.app.inject({
      method: 'GET',
      url: '/uz/api/html/app.index.json',
      headers: auth(admin),
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().data[0]).toMatchObject({ state: 'app.index', lang: 'uz', html: '<p>Salom</p>' });
    expect(
      (await t.app.inject({ method: 'GET', url: '/uz/api/html/app.nothing.json', headers: auth(admin) }))
        .statusCode,
    ).toBe(404);
  });
});

describe('attribute lists', () => {
  it('serves nation with count=all and one entry; 404 for unknown', async () => {
    const all = await t.app.inject({ method: 'GET', url: '/uz/api/list/nation/all.json?count=all' });
    expect(all.statusCode).toBe(200);
    const body = all.json();
    expect(body.meta.total).toBe(body.data.length);
    expect(body.data[0]).toMatchObject({
      _id: 'uzbek',
      title: { uz: 'Ўзбек', oz: 'O‘zbek', ru: 'Узбек', en: 'Uzbek' },
    });
    const one = await t.app.inject({ method: 'GET', url: '/uz/api/list/sex/woman.json' });
    expect(one.json().data._id).toBe('woman');
    expect((await t.app.inject({ method: 'GET', url: '/uz/api/list/nation/martian.json' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/uz/api/list/planet/all.json' })).statusCode).toBe(404);
  });
});
