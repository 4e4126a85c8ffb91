import { createHash, randomBytes, randomInt } from 'node:crypto';
import { inNewsroom } from '@core/newsroom';
import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { errors, jwtVerify, SignJWT } from 'jose';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { signInLog, users } from '../db/schema';
import type { UserRow } from './session';

/**
 * The second factor (issue 26, decision 034): TOTP of RFC 6238 (SHA-1, 6 digits, 30 s steps, a
 * step either side accepted), ten single-use recovery codes stored as SHA-256 hashes, and the
 * short-lived ticket that links the password step of a sign-in to its code step.
 */
export const TOTP_PERIOD = 30;
export const TOTP_WINDOW = 1;
export const RECOVERY_CODES = 10;
/** A sign-in ticket works for five minutes, once. */
export const TICKET_TTL_SECONDS = 5 * 60;

/** How a sign-in was attempted (sign_in_log.method). */
export type SignInMethod = 'password' | 'oidc' | 'totp' | 'recovery';

/** A fresh base32 secret (160 bits, as RFC 4226 recommends). */
export const newSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secret: string, label = '') =>
  new TOTP({ issuer: 'Efir', label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD, secret });

/** What an authenticator app reads: the otpauth:// URI and its QR code as an SVG data URL. */
export async function enrolment(secret: string, label: string) {
  const uri = totp(secret, label).toString();
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' });
  return { uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/** The time step a 6-digit `code` belongs to (within the window around `now`), or null. */
export function codeStep(secret: string, code: string, now = Date.now()): number | null {
  if (!/^\d{6}$/.test(code)) return null;
  const delta = totp(secret).validate({ token: code, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : Math.floor(now / 1000 / TOTP_PERIOD) + delta;
}

/**
 * Accepts a TOTP code of `user` once: the step it belongs to must be later than the last accepted
 * one, claimed with a compare-and-set so two requests with one code cannot both pass.
 */
export async function spendCode(
  db: Db,
  user: UserRow,
  code: string,
  secret = user.totpSecret,
): Promise<boolean> {
  if (!secret) return false;
  const step = codeStep(secret, code.replace(/\s/g, ''));
  if (step === null) return false;
  const claimed = await db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, user.id), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return claimed.length === 1;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** A recovery code as typed: letters and digits only, lowercase. */
const normalise = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');
export const recoveryHash = (code: string) => createHash('sha256').update(normalise(code)).digest('hex');

/** Ten fresh recovery codes (`xxxxx-xxxxx`), shown once; the caller stores their hashes. */
export function newRecoveryCodes(): string[] {
  const part = () =>
    Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: RECOVERY_CODES }, () => `${part()}-${part()}`);
}

/** Spends one recovery code of `user`; false when it is not one of the unused ones. */
export async function spendRecoveryCode(db: Db, userId: string, code: string): Promise<boolean> {
  if (normalise(code).length !== 10) return false;
  const hash = recoveryHash(code);
  const spent = await db
    .update(users)
    .set({ recoveryCodes: sql`${users.recoveryCodes} - ${hash}::text` })
    .where(and(eq(users.id, userId), sql`jsonb_exists(${users.recoveryCodes}, ${hash}::text)`))
    .returning({ id: users.id });
  return spent.length === 1;
}

/** A 6-digit code or a recovery code, whichever `code` looks like; the method it used, or null. */
export async function spendSecondFactor(db: Db, user: UserRow, code: string): Promise<SignInMethod | null> {
  const compact = code.replace(/\s/g, '');
  if (/^\d{6}$/.test(compact)) return (await spendCode(db, user, compact)) ? 'totp' : null;
  return (await spendRecoveryCode(db, user.id, compact)) ? 'recovery' : null;
}

/**
 * The columns of a second factor switched off: the secret, its recovery codes, a sign-in half done
 * and the last step spent (its replay guard, of a secret that is gone). The user's own switch-off
 * and an admin's reset of a lost one write the same.
 */
export const SECOND_FACTOR_OFF = {
  totpSecret: null,
  totpEnabledAt: null,
  recoveryCodes: [] as string[],
  totpLastStep: null,
  totpTicket: null,
};

/** Whether `user` has the second factor switched on. */
export const hasSecondFactor = (user: Pick<UserRow, 'totpEnabledAt'>) => user.totpEnabledAt !== null;

/** Whether `user` is an admin who must set up the second factor (ADMIN_TOTP=required) and has not. */
export const mustEnrol = (
  config: Pick<Config, 'adminTotp'>,
  user: Pick<UserRow, 'roles' | 'totpEnabledAt'>,
) => config.adminTotp === 'required' && user.roles.includes('admin') && !hasSecondFactor(user);

/**
 * Sign-in tickets: HS256 JWTs of their own audience (never a session), naming the user and an id
 * kept in `users.totp_ticket`, so a newer ticket replaces an older one and a used one is gone.
 */
export function ticketKeys(secret: string, issuer: string) {
  const key = new TextEncoder().encode(`ticket:${secret}`);
  const audience = 'efir:two-factor';
  return {
    /** Opens a ticket for `userId` (the previous one stops working). */
    async issue(db: Db, userId: string, now = new Date()): Promise<string> {
      const jti = randomBytes(16).toString('base64url');
      await db.update(users).set({ totpTicket: jti }).where(eq(users.id, userId));
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({})
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setJti(jti)
        .setIssuer(issuer)
        .setAudience(audience)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TICKET_TTL_SECONDS)
        .sign(key);
    },
    /** The user of an open, unexpired ticket, or null. */
    async open(db: Db, ticket: string, now = new Date()): Promise<UserRow | null> {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          audience,
          issuer,
          currentDate: now,
          requiredClaims: ['sub', 'jti', 'exp'],
        });
        const [user] = await db
          .select()
          .from(users)
          .where(eq(users.id, payload.sub as string));
        return user && user.totpTicket === payload.jti ? user : null;
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
    /** Closes the ticket of `user` (once: false when another request closed it first). */
    async close(db: Db, user: UserRow): Promise<boolean> {
      if (!user.totpTicket) return false;
      const closed = await db
        .update(users)
        .set({ totpTicket: null })
        .where(and(eq(users.id, user.id), eq(users.totpTicket, user.totpTicket)))
        .returning({ id: users.id });
      return closed.length === 1;
    },
  };
}
export type TicketKeys = ReturnType<typeof ticketKeys>;

/** Records a sign-in attempt of a newsroom account (editors and admins; others are not logged). */
export async function logSignIn(
  db: Db,
  request: FastifyRequest,
  user: Pick<UserRow, 'id' | 'roles'>,
  method: SignInMethod,
  ok: boolean,
): Promise<void> {
  if (!inNewsroom(user.roles)) return;
  const agent = request.headers['user-agent'];
  await db.insert(signInLog).values({
    userId: user.id,
    method,
    ok,
    ip: request.ip,
    userAgent: (typeof agent === 'string' ? agent : '').slice(0, 300),
  });
}
