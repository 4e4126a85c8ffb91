import type { Role } from '@core/route-def';
import type { User as ApiUser } from '@core/schemas/auth';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../db/client';
import { identities, profiles, users } from '../db/schema';
import type { TokenClaims, TokenKeys } from './tokens';

export type UserRow = typeof users.$inferSelect;

/** The signed-in user of a request: the stored row and the claims of its token. */
export interface Session {
  user: UserRow;
  claims: TokenClaims;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The session of the bearer token, resolved once per request (null: none or invalid). A route
     * that needs one declares `config.access` and reads it with `signedIn` (auth/access.ts).
     */
    session(): Promise<Session | null>;
  }
}

/** The bearer token of a request, if any. */
export function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_\-.]+)$/i.exec(header.trim());
  return match?.[1] ?? null;
}

/**
 * Resolves sessions on demand: the token's signature, audience, issuer and expiry, then the user
 * row, whose token version must equal the token's (sign-out, a password change and a reset raise
 * it, ending every other session at once on every instance).
 */
export function sessionResolver(db: Db, keys: TokenKeys) {
  return async function resolve(request: FastifyRequest): Promise<Session | null> {
    const token = bearer(request);
    return token ? sessionOfToken(db, keys, token) : null;
  };
}

/** The session a token stands for (HTTP bearer or socket handshake), or null. */
export async function sessionOfToken(db: Db, keys: TokenKeys, token: string): Promise<Session | null> {
  const claims = await keys.verify(token);
  if (!claims) return null;
  const [user] = await db.select().from(users).where(eq(users.id, claims.sub));
  if (!user || user.tokenVersion !== claims.ver) return null;
  return { user, claims };
}

/** Installs `request.session()`, memoised per request. */
export function decorateSessions(
  app: FastifyInstance,
  resolve: (request: FastifyRequest) => Promise<Session | null>,
) {
  const cache = new WeakMap<FastifyRequest, Promise<Session | null>>();
  app.decorateRequest('session', function session(this: FastifyRequest) {
    let pending = cache.get(this);
    if (!pending) {
      pending = resolve(this);
      cache.set(this, pending);
    }
    return pending;
  });
}

/** The API view of a user (spec §3 User), with linked identities and the profile's state. */
export async function apiUser(db: Db, user: UserRow): Promise<ApiUser> {
  const [linked, [profile]] = await Promise.all([
    db.select().from(identities).where(eq(identities.userId, user.id)),
    db.select({ filled: profiles.filled }).from(profiles).where(eq(profiles.userId, user.id)),
  ]);
  return {
    _id: user.id,
    username: user.username,
    email: user.email,
    displayName: user.displayName,
    roles: user.roles as Role[],
    phone: user.phone,
    is_profile_filled: profile?.filled ?? false,
    picture: user.picture,
    provider: user.provider,
    additionalProvidersData: Object.fromEntries(
      linked.map((i) => [
        i.provider,
        {
          sub: i.subject,
          ...(i.email ? { email: i.email } : {}),
          ...(i.name ? { name: i.name } : {}),
          linkedAt: i.linkedAt.toISOString(),
        },
      ]),
    ),
    hasPassword: user.passwordHash !== null,
    created: user.createdAt.toISOString(),
  };
}
