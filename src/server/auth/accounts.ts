import { randomUUID } from 'node:crypto';
import type { Lang } from '@core/lang';
import { eq, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { profiles, users } from '../db/schema';
import { badRequest, HttpError } from '../http';
import { say, type TextKey } from '../texts';
import { hashPassword, type PasswordProblem, passwordProblem } from './passwords';
import type { UserRow } from './session';

const PROBLEM_MESSAGE: Record<PasswordProblem, TextKey> = {
  short: 'auth.passwordShort',
  long: 'auth.passwordLong',
  common: 'auth.passwordCommon',
  mismatch: 'kit.forms:password.mismatch',
};

/**
 * Refuses a password that breaks the rule (a 400 naming `field`, or the repeat's field on a
 * mismatch), in the request's language.
 */
export function checkPassword(
  request: FastifyRequest,
  password: string,
  repeat: string | undefined,
  fields: { password: string; repeat?: string },
) {
  const problem = passwordProblem(password, repeat);
  if (!problem) return;
  const field = problem === 'mismatch' ? (fields.repeat ?? fields.password) : fields.password;
  throw badRequest(say(request, PROBLEM_MESSAGE[problem]), field);
}

/**
 * A preValidation hook lowercasing (and trimming) the username or e-mail `fields` of a body before
 * its schema is checked (spec §5: the username or e-mail is lowercased).
 */
export function lowercaseBody(...fields: string[]) {
  return async (request: { body: unknown }) => {
    const body = request.body as Record<string, unknown> | null;
    if (!body || typeof body !== 'object') return;
    for (const f of fields)
      if (typeof body[f] === 'string') body[f] = (body[f] as string).trim().toLowerCase();
  };
}

/** The text of body field `field` (for a per-account rate-limit key), or null when absent. */
export const bodyField = (field: string) => (request: FastifyRequest) => {
  const value = (request.body as Record<string, unknown> | undefined)?.[field];
  return typeof value === 'string' ? value : null;
};

/** The user signing in with a username or an e-mail address (compared lowercased). */
export async function findByLogin(db: Db, login: string): Promise<UserRow | undefined> {
  const value = login.trim().toLowerCase();
  const [user] = await db
    .select()
    .from(users)
    .where(or(eq(users.username, value), eq(users.email, value)));
  return user;
}

/** Whether a unique index refused a write (PostgreSQL 23505), and which one. */
function uniqueViolation(err: unknown): string | null {
  const e = err as { code?: string; constraint?: string; cause?: { code?: string; constraint?: string } };
  const found = e?.code === '23505' ? e : e?.cause?.code === '23505' ? e.cause : null;
  return found ? (found.constraint ?? 'unique') : null;
}

/** Turns a unique-index conflict on users into a 409 naming the field; rethrows anything else. */
export function rethrowTaken(request: FastifyRequest, err: unknown): never {
  const constraint = uniqueViolation(err);
  if (constraint?.includes('email')) throw new HttpError(409, say(request, 'auth.emailTaken'), 'email');
  if (constraint?.includes('username'))
    throw new HttpError(409, say(request, 'auth.usernameTaken'), 'username');
  throw err;
}

export interface NewUser {
  username: string;
  email: string | null;
  displayName?: string;
  password?: string | null;
  roles?: string[];
  provider?: string;
  lang?: Lang;
}

/** Creates a user (and an empty profile) in one transaction; returns the row. */
export async function createUser(db: Db, input: NewUser): Promise<UserRow> {
  const id = randomUUID();
  const passwordHash = input.password ? await hashPassword(input.password) : null;
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(users)
      .values({
        id,
        username: input.username.toLowerCase(),
        email: input.email?.toLowerCase() ?? null,
        displayName: input.displayName?.trim() || input.username,
        passwordHash,
        roles: input.roles ?? ['user'],
        provider: input.provider ?? 'local',
        lang: input.lang ?? 'uz',
      })
      .returning();
    await tx.insert(profiles).values({ userId: id });
    return row as UserRow;
  });
}

/** A free username from `wish` (an OpenID name or e-mail), adding digits while taken. */
export async function freeUsername(db: Db, wish: string): Promise<string> {
  const base =
    wish
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9._-]/g, '')
      .replace(/^[._-]+/, '')
      .slice(0, 24) || 'user';
  const stem = base.length >= 3 ? base : `${base}user`;
  for (let n = 0; n < 50; n++) {
    const candidate = n === 0 ? stem : `${stem}${Math.floor(Math.random() * 10 ** Math.min(2 + n, 6))}`;
    const [taken] = await db.select({ id: users.id }).from(users).where(eq(users.username, candidate));
    if (!taken) return candidate;
  }
  return `user${randomUUID().slice(0, 8)}`;
}

/** Raises the user's token version: every token issued before stops working. Returns the new version. */
export async function endSessions(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .update(users)
    .set({ tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning({ tokenVersion: users.tokenVersion });
  return row?.tokenVersion ?? 0;
}
