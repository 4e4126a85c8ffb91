import { and, eq } from 'drizzle-orm';
import { TOTP } from 'otpauth';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { auditLog, signInLog, users } from '../../src/server/db/schema';
import { auth, newAccount, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/**
 * Roles and two-step sign-in (issue 26, decision 034), with ADMIN_TOTP=required (the default):
 * admins give or take the editor role; editors and admins set up TOTP (codes computed here with
 * otpauth, as an authenticator app would); a sign-in of such an account needs the code, once per
 * time step; recovery codes are spent; tickets expire; an admin without TOTP is refused admin
 * calls until enrolled; sign-ins of editors and admins are logged.
 */

const API = '/uz/api';
let t: TestApp;
/** The test's clock: only `Date` is faked, so each code step is chosen, never waited for. */
let now = Date.UTC(2026, 10, 28, 9, 0, 0);
const tick = (seconds = 30) => {
  now += seconds * 1000;
  vi.setSystemTime(now);
};

beforeAll(async () => {
  t = await startTestApp({ seedDemo: false, env: { ADMIN_TOTP: 'required' } });
});
afterAll(async () => {
  await t.close();
});
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'], now });
});
afterEach(() => {
  vi.useRealTimers();
});

const code = (secret: string) =>
  new TOTP({ secret, algorithm: 'SHA1', digits: 6, period: 30 }).generate({ timestamp: Date.now() });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token?: string, payload?: object) =>
  t.app.inject({
    method,
    url: `${API}/${url}`,
    remoteAddress: nextClient(),
    headers: { cookie: 'efir_lang=en', ...(token ? auth(token) : {}) },
    ...(payload ? { payload } : {}),
  });

/** A new account holding `roles`, with its password and a token. */
async function account(roles: string[]) {
  const { token, user, account } = await signUp(t, newAccount());
  await t.database.db.update(users).set({ roles }).where(eq(users.id, user._id));
  return { token, id: user._id, ...account };
}

/** Sets up TOTP for the token's account; the secret and the recovery codes. */
async function enrol(token: string) {
  const setup = await call('POST', 'users/two-factor/setup.json', token);
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret, uri, qr } = setup.json().data as { secret: string; uri: string; qr: string };
  expect(uri).toMatch(/^otpauth:\/\/totp\/Efir:.+secret=/);
  expect(qr).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirmed = await call('POST', 'users/two-factor/confirm.json', token, { code: code(secret) });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  tick();
  return { secret, recoveryCodes: confirmed.json().data.recoveryCodes as string[] };
}

const signIn = (username: string, password: string) =>
  call('POST', 'auth/signin.json', undefined, { username, password });
const secondStep = (ticket: string, value: string) =>
  call('POST', 'auth/signin/code.json', undefined, { ticket, code: value });

describe('an admin without two-step sign-in (ADMIN_TOTP=required)', () => {
  it('is told to enrol, refused admin calls with a clear message, and let in once enrolled', async () => {
    const admin = await account(['user', 'admin']);
    const first = await signIn(admin.username, admin.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.enrolSecondFactor).toBe(true);
    const token = first.json().data.token as string;

    const refused = await call('GET', 'users.json', token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Set up two-step sign-in first (Settings → Security)');
    const ru = await t.app.inject({
      method: 'GET',
      url: `${API}/users.json`,
      headers: { ...auth(token), cookie: 'efir_lang=ru' },
    });
    expect(ru.json().message).toMatch(/двухэтапный вход/);
    const roles = await call('PUT', `users/${admin.id}/roles.json`, token, {
      roles: ['user', 'admin', 'editor'],
    });
    expect(roles.statusCode).toBe(403);
    // The security page itself stays open, and an admin cannot switch it off while it is required.
    const status = await call('GET', 'users/two-factor.json', token);
    expect(status.json().data).toMatchObject({ enabled: false, required: true });

    const { secret } = await enrol(token);
    expect((await call('GET', 'users.json', token)).statusCode).toBe(200);
    const off = await call('POST', 'users/two-factor/disable.json', token, { code: code(secret) });
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('Administrators must keep two-step sign-in on');
  });
});

describe('roles on admin/users', () => {
  it('only an admin gives or takes the editor role; it counts at once; each change is audited', async () => {
    const admin = await account(['user', 'admin']);
    await enrol(admin.token);
    const editor = await account(['user', 'editor']);
    const person = await account(['user']);
    const url = `users/${person.id}/roles.json`;
    const body = { roles: ['user', 'editor'] };
    expect((await call('PUT', url, undefined, body)).statusCode).toBe(401);
    expect((await call('PUT', url, person.token, body)).statusCode).toBe(403);
    expect((await call('PUT', url, editor.token, body)).statusCode).toBe(403);
    // Before the grant the person's session cannot reach the newsroom's pages; after it, it can.
    expect((await call('GET', 'users/two-factor.json', person.token)).statusCode).toBe(403);
    const granted = await call('PUT', url, admin.token, body);
    expect(granted.statusCode, granted.body).toBe(200);
    expect(granted.json().data.roles).toEqual(['user', 'editor']);
    expect((await call('GET', 'users/two-factor.json', person.token)).statusCode).toBe(200);
    const taken = await call('PUT', url, admin.token, { roles: ['user'] });
    expect(taken.json().data.roles).toEqual(['user']);
    expect((await call('GET', 'users/two-factor.json', person.token)).statusCode).toBe(403);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'user'), eq(auditLog.itemId, person.id)));
    expect(audit.map((row) => [row.action, row.actorId])).toEqual([
      ['roles', admin.id],
      ['roles', admin.id],
    ]);
  });

  it('refuses an admin taking their own admin role, and any role but editor', async () => {
    const admin = await account(['user', 'admin']);
    await enrol(admin.token);
    const self = await call('PUT', `users/${admin.id}/roles.json`, admin.token, { roles: ['user'] });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe('You cannot take away your own admin role');
    const person = await account(['user']);
    const promote = await call('PUT', `users/${person.id}/roles.json`, admin.token, {
      roles: ['user', 'admin'],
    });
    expect(promote.statusCode).toBe(400);
    expect(promote.json().message).toBe('Only the editor role can be given or taken here');
    expect((await call('PUT', 'users/nobody/roles.json', admin.token, { roles: ['user'] })).statusCode).toBe(
      404,
    );
  });
});

describe('resetting a lost second factor on admin/users', () => {
  it('only an admin resets it, before reading the address; audited; the sessions end', async () => {
    const admin = await account(['user', 'admin']);
    await enrol(admin.token);
    const editor = await account(['user', 'editor']);
    await enrol(editor.token);
    const person = await account(['user']);
    const lost = await account(['user', 'editor']);
    await enrol(lost.token);
    const url = `users/${lost.id}/two-factor/reset.json`;
    const long = `users/${'x'.repeat(100)}/two-factor/reset.json`;
    for (const path of [url, long]) {
      expect((await call('POST', path)).statusCode).toBe(401);
      expect((await call('POST', path, person.token)).statusCode).toBe(403);
      expect((await call('POST', path, editor.token)).statusCode).toBe(403);
    }
    expect((await call('POST', long, admin.token)).statusCode).toBe(400);
    // The admin list says who has it on.
    const listed = (await call('GET', 'users.json?count=all', admin.token)).json().data as {
      _id: string;
      two_factor: boolean;
    }[];
    expect(listed.find((u) => u._id === lost.id)?.two_factor).toBe(true);
    expect(listed.find((u) => u._id === person.id)?.two_factor).toBe(false);

    expect((await call('GET', 'users/two-factor.json', lost.token)).statusCode).toBe(200);
    const reset = await call('POST', url, admin.token);
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json().message).toMatch(/^Two-step sign-in of .+ was reset and their sessions ended/);
    expect(reset.json().data).toMatchObject({ _id: lost.id, two_factor: false });
    const [row] = await t.database.db.select().from(users).where(eq(users.id, lost.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, recoveryCodes: [], totpTicket: null });
    // The old session is over; an editor (offered, not required) signs in with the password alone.
    expect((await call('GET', 'users/two-factor.json', lost.token)).statusCode).toBe(401);
    const again = await signIn(lost.username, lost.password);
    expect(again.json().data).toMatchObject({ token: expect.any(String) });
    expect(again.json().data.ticket).toBeUndefined();
    expect((await call('GET', 'users/two-factor.json', again.json().data.token)).json().data).toMatchObject({
      enabled: false,
    });

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.type, 'user'), eq(auditLog.itemId, lost.id)));
    expect(audit.map((r) => [r.action, r.actorId])).toEqual([['two-factor-reset', admin.id]]);
    expect(audit[0]?.diff).toMatchObject({ two_factor: [true, false] });
  });

  it('makes an admin set it up again at the next sign-in (ADMIN_TOTP=required)', async () => {
    const admin = await account(['user', 'admin']);
    await enrol(admin.token);
    const other = await account(['user', 'admin']);
    await enrol(other.token);
    expect((await call('POST', `users/${other.id}/two-factor/reset.json`, admin.token)).statusCode).toBe(200);
    const first = await signIn(other.username, other.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.enrolSecondFactor).toBe(true);
    const token = first.json().data.token as string;
    expect((await call('GET', 'users.json', token)).json().message).toBe(
      'Set up two-step sign-in first (Settings → Security)',
    );
    await enrol(token);
    expect((await call('GET', 'users.json', token)).statusCode).toBe(200);
  });

  it("refuses the admin's own, one that is not on, and an unknown user, with a message", async () => {
    const admin = await account(['user', 'admin']);
    await enrol(admin.token);
    const own = await call('POST', `users/${admin.id}/two-factor/reset.json`, admin.token);
    expect(own.statusCode).toBe(400);
    expect(own.json().message).toBe('Reset your own two-step sign-in in Settings → Security');
    const plain = await account(['user', 'editor']);
    const off = await call('POST', `users/${plain.id}/two-factor/reset.json`, admin.token);
    expect(off.statusCode).toBe(400);
    expect(off.json().message).toBe('Two-step sign-in is not on');
    const nobody = await call('POST', 'users/nobody/two-factor/reset.json', admin.token);
    expect(nobody.statusCode).toBe(404);
    expect(nobody.json().message).toBe('No such user');
  });
});

describe('signing in with a second step', () => {
  it('asks for the code with a ticket; a code works once; a ticket once', async () => {
    const editor = await account(['user', 'editor']);
    const { secret } = await enrol(editor.token);

    const first = await signIn(editor.username, editor.password);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ secondFactor: true, expiresIn: 300 });
    expect(first.json().data.token).toBeUndefined();
    const ticket = first.json().data.ticket as string;
    const wrong = await secondStep(ticket, code(secret) === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      message: 'The code is wrong or has already been used',
      field: 'code',
    });
    const used = code(secret);
    const ok = await secondStep(ticket, used);
    expect(ok.statusCode, ok.body).toBe(200);
    expect((await call('GET', 'auth/me.json', ok.json().data.token)).json().data._id).toBe(editor.id);
    // The same ticket again, with a fresh code: spent.
    tick();
    const again = await secondStep(ticket, code(secret));
    expect(again.json()).toMatchObject({ message: 'The sign-in has expired: enter the password again' });

    // The same code again (a replay within its step), on a new ticket: refused.
    const replay = await secondStep(
      (await signIn(editor.username, editor.password)).json().data.ticket,
      used,
    );
    expect(replay.statusCode).toBe(400);
  });

  it('spends a recovery code once, and lets a ticket expire after five minutes', async () => {
    const editor = await account(['user', 'editor']);
    const { secret, recoveryCodes } = await enrol(editor.token);
    expect(recoveryCodes).toHaveLength(10);
    const recovery = recoveryCodes[0] as string;
    const ticket = async () => (await signIn(editor.username, editor.password)).json().data.ticket as string;

    expect((await secondStep(await ticket(), recovery.toUpperCase())).statusCode).toBe(200);
    expect((await secondStep(await ticket(), recovery)).statusCode).toBe(400);
    expect((await call('GET', 'users/two-factor.json', editor.token)).json().data.recoveryCodesLeft).toBe(9);

    const late = await ticket();
    tick(5 * 60 + 1);
    const expired = await secondStep(late, code(secret));
    expect(expired.json().message).toBe('The sign-in has expired: enter the password again');
  });

  it('renews recovery codes and switches off for an editor with a current code', async () => {
    const editor = await account(['user', 'editor']);
    const { secret, recoveryCodes } = await enrol(editor.token);
    const renewed = await call('POST', 'users/two-factor/recovery.json', editor.token, {
      code: code(secret),
    });
    expect(renewed.statusCode).toBe(200);
    tick();
    const ticket = (await signIn(editor.username, editor.password)).json().data.ticket as string;
    expect((await secondStep(ticket, recoveryCodes[1] as string)).statusCode).toBe(400);
    const off = await call('POST', 'users/two-factor/disable.json', editor.token, { code: code(secret) });
    expect(off.statusCode, off.body).toBe(200);
    expect((await signIn(editor.username, editor.password)).json().data.token).toEqual(expect.any(String));
    const [row] = await t.database.db.select().from(users).where(eq(users.id, editor.id));
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, recoveryCodes: [] });
  });
});

describe('the sign-in log', () => {
  it('records every attempt of editors and admins, with the method, the address and the browser', async () => {
    const admin = await account(['user', 'admin']);
    await enrol(admin.token);
    const editor = await account(['user', 'editor']);
    const { secret } = await enrol(editor.token);
    const person = await account(['user']);
    await signIn(person.username, person.password);

    expect((await signIn(editor.username, 'not the password')).statusCode).toBe(400);
    const ticket = (await signIn(editor.username, editor.password)).json().data.ticket as string;
    await t.app.inject({
      method: 'POST',
      url: `${API}/auth/signin/code.json`,
      remoteAddress: '198.51.100.7',
      headers: { 'user-agent': 'Authenticator test' },
      payload: { ticket, code: code(secret) },
    });

    const own = (await call('GET', 'users/two-factor.json', editor.token)).json().data.signIns as {
      method: string;
      ok: boolean;
      ip: string;
      userAgent: string;
    }[];
    expect(own.map((s) => [s.method, s.ok])).toEqual([
      ['totp', true],
      ['password', true],
      ['password', false],
    ]);
    expect(own[0]).toMatchObject({ ip: '198.51.100.7', userAgent: 'Authenticator test' });
    const seen = await call('GET', `users/${editor.id}/sign-ins.json`, admin.token);
    expect(seen.json().data).toHaveLength(3);
    expect((await call('GET', `users/${editor.id}/sign-ins.json`, editor.token)).statusCode).toBe(403);
    const logged = await t.database.db.select().from(signInLog).where(eq(signInLog.userId, person.id));
    expect(logged).toEqual([]);
  });
});
