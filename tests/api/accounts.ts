import { randomBytes } from 'node:crypto';
import type { User } from '@core/schemas/auth';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { users } from '../../src/server/db/schema';
import type { TestApp } from './harness';

/** A client address of its own per call site, so rate-limit counters never leak between tests. */
let client = 0;
export const nextClient = () => `203.0.113.${(++client % 250) + 1}`;

/** A fresh username, e-mail and a password that passes the rule. */
export function newAccount(prefix = 'user') {
  const id = randomBytes(4).toString('hex');
  return { username: `${prefix}${id}`, email: `${prefix}${id}@example.uz`, password: `kuchli parol ${id}` };
}

/** Signs up a new account through the API; returns its token and user. */
export async function signUp(
  t: TestApp,
  account = newAccount(),
): Promise<{ token: string; user: User; account: ReturnType<typeof newAccount> }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/uz/api/auth/signup.json',
    remoteAddress: nextClient(),
    payload: account,
  });
  expect(res.statusCode, res.body).toBe(201);
  const body = res.json() as { token: string; data: User };
  return { token: body.token, user: body.data, account };
}

/** Signs up a new account and gives it the newsroom's `editor` role (as an admin would). */
export async function signUpEditor(t: TestApp) {
  const editor = await signUp(t);
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'editor'] })
    .where(eq(users.id, editor.user._id));
  return editor;
}

/** Headers of a signed-in request. */
export const auth = (token: string) => ({ authorization: `Bearer ${token}` });
