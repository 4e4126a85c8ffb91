import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Db } from '../db/client';
import { settings } from '../db/schema';

/**
 * Session tokens (spec §4, §9; decision 012): HS256 JWTs with `sub` (user id), `ver` (the user's
 * token version), `iat`, `exp`, audience and issuer. Only HS256 is accepted, so `alg: none` or a
 * swapped algorithm fails. The client keeps the token in localStorage and renews it on every
 * session check, so the lifetime stays short.
 */
export const TOKEN_TTL_SECONDS = 2 * 60 * 60;
export const TOKEN_ALGORITHMS = ['HS256'] as const;
const AUDIENCE = 'efir:web';

export interface TokenClaims {
  /** User id. */
  sub: string;
  /** Token version of the user when the token was issued. */
  ver: number;
  roles: string[];
  exp: number;
  iat: number;
}

export interface TokenKeys {
  sign(claims: { sub: string; ver: number; roles: string[] }, now?: Date): Promise<string>;
  /** The claims of a valid token, or null for a tampered, expired, foreign or malformed one. */
  verify(token: string, now?: Date): Promise<TokenClaims | null>;
}

export function tokenKeys(secret: string, issuer: string): TokenKeys {
  const key = new TextEncoder().encode(secret);
  return {
    async sign({ sub, ver, roles }, now = new Date()) {
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ ver, roles })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(sub)
        .setIssuer(issuer)
        .setAudience(AUDIENCE)
        .setIssuedAt(iat)
        .setExpirationTime(iat + TOKEN_TTL_SECONDS)
        .sign(key);
    },
    async verify(token, now = new Date()) {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: [...TOKEN_ALGORITHMS],
          audience: AUDIENCE,
          issuer,
          currentDate: now,
          requiredClaims: ['sub', 'exp', 'iat'],
        });
        if (typeof payload.ver !== 'number' || !Array.isArray(payload.roles)) return null;
        return {
          sub: payload.sub as string,
          ver: payload.ver,
          roles: payload.roles.filter((r): r is string => typeof r === 'string'),
          exp: payload.exp as number,
          iat: payload.iat as number,
        };
      } catch (err) {
        if (err instanceof errors.JOSEError || err instanceof TypeError) return null;
        throw err;
      }
    },
  };
}

/**
 * The signing secret: JWT_SECRET when configured, else one generated on first start and kept in
 * the database, so restarts and every instance on the same database agree.
 */
export async function tokenSecret(db: Db, configured: string | null): Promise<string> {
  if (configured) return configured;
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  if (row && typeof row.value === 'string') return row.value;
  const fresh = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: 'jwt_secret', value: fresh }).onConflictDoNothing();
  const [stored] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  return stored?.value as string;
}
