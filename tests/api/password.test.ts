import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResets } from '../../src/server/db/schema';
import { RESET_TTL_MS, resetTokenHash } from '../../src/server/routes/password';
import { auth, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';
import { letterLink, pageStateOf } from './page-links';
import { startSmtp } from './smtp';

let t: TestApp;
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
  t = await startTestApp({
    seedDemo: false,
    env: {
      SMTP_URL: smtp.url,
      PUBLIC_URL: 'https://efir.example',
      MAIL_FROM: 'Efir <no-reply@efir.example>',
    },
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const forgot = (email: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/uz/api/auth/forgot.json',
    remoteAddress: nextClient(),
    headers,
    payload: { email },
  });
const reset = (token: string, password: string, verifyPassword = password) =>
  t.app.inject({
    method: 'POST',
    url: `/uz/api/auth/reset/${token}.json`,
    remoteAddress: nextClient(),
    payload: { password, verifyPassword },
  });
const signIn = (username: string, password: string) =>
  t.app.inject({
    method: 'POST',
    url: '/uz/api/auth/signin.json',
    remoteAddress: nextClient(),
    payload: { username, password },
  });

/** The reset token in a letter's link. */
function linkToken(text: string): string {
  const match =
    /https:\/\/efir\.example\/uz\/password\/reset\/([A-Za-z0-9_-]{43})\/\?lang=(uz|oz|ru|en)/.exec(text);
  expect(match, text).not.toBeNull();
  return match?.[1] ?? '';
}

describe('password reset by e-mail', () => {
  it('mails a single-use link built from PUBLIC_URL; the reset ends sessions and changes the password', async () => {
    const { account, token: session } = await signUp(t);
    const res = await forgot(account.email.toUpperCase(), { host: 'evil.example' });
    expect(res.statusCode).toBe(200);
    const mail = await smtp.next(account.email);
    expect(mail.from?.text).toContain('no-reply@efir.example');
    expect(mail.subject).toBe('Эфир: паролни тиклаш');
    const token = linkToken(mail.text ?? '');
    expect(pageStateOf(letterLink(mail.text))).toBe('app.password.reset.form');
    expect(mail.html).toContain(`/uz/password/reset/${token}/`);
    expect(mail.html).toContain('lang="uz-Cyrl"');
    expect(mail.text).not.toContain('evil.example');
    // Only the hash is stored.
    const rows = await t.database.db.select().from(passwordResets);
    expect(rows.some((r) => r.tokenHash === resetTokenHash(token))).toBe(true);
    expect(JSON.stringify(rows)).not.toContain(token);

    const weak = await reset(token, 'qwerty123');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().field).toBe('password');
    const mismatch = await reset(token, 'brand new pass 1', 'brand new pass 2');
    expect(mismatch.json().field).toBe('verifyPassword');

    const ok = await reset(token, 'brand new pass 1');
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers['referrer-policy']).toBe('no-referrer');
    const me = await t.app.inject({ method: 'GET', url: '/uz/api/auth/me.json', headers: auth(session) });
    expect(me.json().data).toBeNull();
    expect((await signIn(account.username, account.password)).statusCode).toBe(400);
    expect((await signIn(account.username, 'brand new pass 1')).statusCode).toBe(200);
    const notice = await smtp.next(account.email);
    expect(notice.subject).toBe('Эфир: паролингиз ўзгартирилди');

    const again = await reset(token, 'another pass 123');
    expect(again.statusCode).toBe(400);
    expect(again.json().field).toBe('token');
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const { account } = await signUp(t);
    const known = await forgot(account.email);
    const unknown = await forgot('nobody@nowhere.example');
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    await smtp.next(account.email);
    await new Promise((r) => setTimeout(r, 300));
    expect(smtp.messages.filter((m) => JSON.stringify(m.to).includes('nobody@'))).toHaveLength(0);
  });

  it('writes the letter in the language of the account', async () => {
    const account = {
      username: `ru${Date.now()}`,
      email: `ru${Date.now()}@example.uz`,
      password: 'kuchli parol 99',
    };
    const res = await t.app.inject({
      method: 'POST',
      url: '/uz/api/auth/signup.json',
      remoteAddress: nextClient(),
      headers: { cookie: 'efir_lang=ru' },
      payload: account,
    });
    expect(res.statusCode).toBe(201);
    await forgot(account.email);
    const mail = await smtp.next(account.email);
    expect(mail.subject).toBe('Эфир: восстановление пароля');
    expect(mail.text).toContain('?lang=ru');
  });

  it('refuses an expired, malformed or unknown token without changing anything', async () => {
    const { account } = await signUp(t);
    await forgot(account.email);
    const token = linkToken((await smtp.next(account.email)).text ?? '');
    await t.database.db
      .update(passwordResets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResets.tokenHash, resetTokenHash(token)));
    expect((await reset(token, 'brand new pass 9')).statusCode).toBe(400);
    expect((await reset('short', 'brand new pass 9')).statusCode).toBe(400);
    expect((await reset('A'.repeat(43), 'brand new pass 9')).statusCode).toBe(400);
    expect((await signIn(account.username, account.password)).statusCode).toBe(200);
    expect(RESET_TTL_MS).toBe(3600_000);
  });

  it('limits forgot requests per address', async () => {
    const { account } = await signUp(t);
    for (let i = 0; i < 3; i++) expect((await forgot(account.email)).statusCode).toBe(200);
    const refused = await forgot(account.email, { cookie: 'efir_lang=oz' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(/So‘rovlar juda ko‘p/);
  });
});
