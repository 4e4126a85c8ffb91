import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneCodes } from '../../src/server/db/schema';
import { OTP_MAX_CHECKS } from '../../src/server/sms/otp';
import { auth, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'efir-sms-'));
  t = await startTestApp({ seedDemo: false, env: { DATA_DIR: dataDir } });
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

let n = 0;
/** A fresh valid Uzbek mobile number, written as people write it. */
const newPhone = () => {
  const digits = String(1000000 + (Date.now() % 8000000) + ++n).slice(-7);
  return {
    written: `+998 90 ${digits.slice(0, 3)}-${digits.slice(3, 5)}-${digits.slice(5)}`,
    e164: `+99890${digits}`,
  };
};

/** The code of the latest SMS to `phone` in the file outbox. */
function lastCode(phone: string): string {
  const dir = join(dataDir, 'outbox', 'sms');
  const sms = readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')) as { to: string; text: string })
    .filter((m) => m.to === phone);
  const text = sms.at(-1)?.text ?? '';
  return /^(\d{6})/.exec(text)?.[1] ?? '';
}

const put = (token: string, payload: object, ip = nextClient(), cookie?: string) =>
  t.app.inject({
    method: 'PUT',
    url: '/uz/api/user/phone.json',
    remoteAddress: ip,
    headers: { ...auth(token), ...(cookie ? { cookie } : {}) },
    payload,
  });
const get = (token: string) =>
  t.app.inject({ method: 'GET', url: '/uz/api/user/phone.json', headers: auth(token) });
const me = async (token: string) =>
  (await t.app.inject({ method: 'GET', url: '/uz/api/auth/me.json', headers: auth(token) })).json().data;

describe('phone confirmation by SMS', () => {
  it('save → SMS with a code → confirm: the user phone is set', async () => {
    const { token } = await signUp(t);
    const phone = newPhone();
    const saved = await put(token, { save: true, phone: phone.written }, nextClient(), 'efir_lang=en');
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toEqual({ success: true, message: 'SMS sended', phone: phone.e164 });
    expect((await get(token)).json().data).toMatchObject({ phone: null, pending: phone.e164 });
    expect((await get(token)).json().data.resendIn).toBeGreaterThan(50);
    const code = lastCode(phone.e164);
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.database.db.select().from(phoneCodes);
    expect(JSON.stringify(stored)).not.toContain(code);

    const ok = await put(token, { phone: phone.e164, code });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, phone: phone.e164 });
    expect((await me(token)).phone).toBe(phone.e164);
    expect((await get(token)).json().data).toMatchObject({ phone: phone.e164, pending: null });
  });

  it('a wrong code answers 400 "Xato"/"Wrong"; five checks exhaust the code', async () => {
    const { token } = await signUp(t);
    const phone = newPhone();
    await put(token, { save: true, phone: phone.e164 });
    const code = lastCode(phone.e164);
    const wrong = code === '000000' ? '000001' : '000000';
    const first = await put(token, { phone: phone.e164, code: wrong }, nextClient(), 'efir_lang=oz');
    expect(first.statusCode).toBe(400);
    expect(first.json()).toMatchObject({ success: false, message: 'Xato' });
    expect(
      (await put(token, { phone: phone.e164, code: wrong }, nextClient(), 'efir_lang=ru')).json().message,
    ).toBe('Ошибка');
    for (let i = 2; i < OTP_MAX_CHECKS; i++) await put(token, { phone: phone.e164, code: wrong });
    const exhausted = await put(token, { phone: phone.e164, code }, nextClient(), 'efir_lang=en');
    expect(exhausted.statusCode).toBe(400);
    expect(exhausted.json().message).toBe('No attempts left: ask for a new code');
    expect((await me(token)).phone).toBeNull();
  });

  it('an expired code is refused', async () => {
    const { token, user } = await signUp(t);
    const phone = newPhone();
    await put(token, { save: true, phone: phone.e164 });
    const code = lastCode(phone.e164);
    await t.database.db
      .update(phoneCodes)
      .set({ expiresAt: new Date(Date.now() - 1) })
      .where(eq(phoneCodes.userId, user._id));
    const res = await put(token, { phone: phone.e164, code }, nextClient(), 'efir_lang=en');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/expired/);
  });

  it('a new code no sooner than 60 s (429 with the wait); after that it is sent', async () => {
    const { token, user } = await signUp(t);
    const phone = newPhone();
    await put(token, { save: true, phone: phone.e164 });
    const soon = await put(token, { send: 'sms' }, nextClient(), 'efir_lang=en');
    expect(soon.statusCode).toBe(429);
    expect(soon.json().message).toMatch(/You can ask for a new code in \d+ s/);
    await t.database.db
      .update(phoneCodes)
      .set({ sentAt: new Date(Date.now() - 61_000) })
      .where(eq(phoneCodes.userId, user._id));
    const first = lastCode(phone.e164);
    const resent = await put(token, { send: 'sms' });
    expect(resent.statusCode, resent.body).toBe(200);
    const second = lastCode(phone.e164);
    // The old code no longer works once a new one is sent (unless equal by chance).
    if (first !== second) expect((await put(token, { phone: phone.e164, code: first })).statusCode).toBe(400);
    expect((await put(token, { phone: phone.e164, code: second })).statusCode).toBe(200);
  });

  it('caps the SMS to one phone per day', async () => {
    const { token, user } = await signUp(t);
    const phone = newPhone();
    for (let i = 0; i < 5; i++) {
      const res = await put(token, i === 0 ? { save: true, phone: phone.e164 } : { send: 'sms' });
      expect(res.statusCode, res.body).toBe(200);
      await t.database.db
        .update(phoneCodes)
        .set({ sentAt: new Date(Date.now() - 61_000) })
        .where(eq(phoneCodes.userId, user._id));
    }
    const capped = await put(token, { send: 'sms' }, nextClient(), 'efir_lang=en');
    expect(capped.statusCode).toBe(429);
    expect(capped.json().message).toMatch(/limit for today/);
  });

  it('refuses bad numbers with a 400 naming the phone; nothing is stored', async () => {
    const { token, user } = await signUp(t);
    for (const bad of ['12345', '+7 912 345-67-89', 'abc', '+998 71 000']) {
      const res = await put(token, { save: true, phone: bad });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().field).toBe('phone');
    }
    expect(await t.database.db.select().from(phoneCodes).where(eq(phoneCodes.userId, user._id))).toHaveLength(
      0,
    );
    expect((await put(token, { phone: '+998901234567', code: '12' })).statusCode).toBe(400);
    expect((await put(token, { send: 'email' })).statusCode).toBe(400);
  });

  it('cancel clears the phone; a number confirmed elsewhere is refused; 401 anonymous', async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const phone = newPhone();
    await put(a.token, { save: true, phone: phone.e164 });
    await put(a.token, { phone: phone.e164, code: lastCode(phone.e164) });
    const taken = await put(b.token, { save: true, phone: phone.e164 });
    expect(taken.statusCode).toBe(409);
    const cancel = await t.app.inject({
      method: 'DELETE',
      url: '/uz/api/user/phone.json',
      headers: auth(a.token),
    });
    expect(cancel.json()).toMatchObject({ success: true, phone: null });
    expect((await me(a.token)).phone).toBeNull();
    expect((await t.app.inject({ method: 'GET', url: '/uz/api/user/phone.json' })).statusCode).toBe(401);
    expect(
      (await t.app.inject({ method: 'PUT', url: '/uz/api/user/phone.json', payload: { send: 'sms' } }))
        .statusCode,
    ).toBe(401);
  });
});
