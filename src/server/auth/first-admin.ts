import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { settings, users } from '../db/schema';
import { seedDemoSubmissions } from '../forms/demo';
import { createUser, freeUsername } from './accounts';
import { hashPassword } from './passwords';

export type AdminResult = 'created' | 'promoted' | 'exists';

/**
 * Makes `email` an admin: creates the account (username from the address) with `password`, or
 * adds the admin role to an existing account. An existing account's password is changed only
 * when `resetPassword` is set (the `create-admin` command), never by ADMIN_* on a restart.
 */
export async function ensureAdmin(
  db: Db,
  { email, password, resetPassword = false }: { email: string; password: string; resetPassword?: boolean },
): Promise<AdminResult> {
  const address = email.trim().toLowerCase();
  const [existing] = await db.select().from(users).where(eq(users.email, address));
  if (!existing) {
    const username = await freeUsername(db, address.split('@')[0] ?? 'admin');
    await createUser(db, {
      username,
      email: address,
      password,
      displayName: username,
      roles: ['user', 'admin'],
    });
    return 'created';
  }
  const roles = existing.roles.includes('admin') ? existing.roles : [...existing.roles, 'admin'];
  await db
    .update(users)
    .set({
      roles,
      ...(resetPassword ? { passwordHash: await hashPassword(password) } : {}),
      // Raising the version ends the sessions holding the old roles or password.
      tokenVersion: sql`${users.tokenVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(users.id, existing.id));
  return existing.roles.includes('admin') && !resetPassword ? 'exists' : 'promoted';
}

/** The demo accounts of a demo installation (never with NODE_ENV=production); named in the README. */
export const DEMO_ACCOUNTS = [
  { username: 'admin', email: 'admin@efir.local', password: 'efir-admin-demo', roles: ['user', 'admin'] },
  { username: 'editor', email: 'editor@efir.local', password: 'efir-editor-demo', roles: ['user', 'editor'] },
  { username: 'demo', email: 'demo@efir.local', password: 'efir-demo-user', roles: ['user'] },
] as const;

/**
 * Creates the demo admin and demo user once; returns them the first time (for one log line) and
 * null afterwards, so the sign-in is printed once.
 */
export async function ensureDemoAccounts(db: Db): Promise<typeof DEMO_ACCOUNTS | null> {
  const [done] = await db.select().from(settings).where(eq(settings.key, 'demo_accounts'));
  if (done) return null;
  for (const account of DEMO_ACCOUNTS) {
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, account.username));
    if (!taken)
      await createUser(db, { ...account, roles: [...account.roles], displayName: account.username });
  }
  await seedDemoSubmissions(db);
  await db
    .insert(settings)
    .values({ key: 'demo_accounts', value: { createdAt: new Date().toISOString() } })
    .onConflictDoNothing();
  return DEMO_ACCOUNTS;
}
