import { and, eq } from 'drizzle-orm';
import { jwtVerify, SignJWT } from 'jose';
import * as client from 'openid-client';
import type { OidcProvider } from '../config';
import type { Db } from '../db/client';
import { identities, users } from '../db/schema';
import { createUser, freeUsername } from './accounts';
import type { UserRow } from './session';

/**
 * OpenID Connect relying party (decision 013): authorization code flow with PKCE, state and
 * nonce, through openid-client. Discovery is lazy and kept; a failed discovery is retried on the
 * next sign-in.
 */
export class OidcClients {
  private readonly configs = new Map<string, Promise<client.Configuration>>();

  constructor(readonly providers: readonly OidcProvider[]) {}

  get(id: string): OidcProvider | undefined {
    return this.providers.find((p) => p.id === id);
  }

  config(provider: OidcProvider): Promise<client.Configuration> {
    let pending = this.configs.get(provider.id);
    if (!pending) {
      // Config admits http:// only for a provider on localhost (development and tests).
      const insecure = new URL(provider.issuer).protocol === 'http:';
      pending = client.discovery(
        new URL(provider.issuer),
        provider.clientId,
        { client_secret: provider.clientSecret },
        client.ClientSecretPost(provider.clientSecret),
        insecure ? { execute: [client.allowInsecureRequests] } : undefined,
      );
      pending.catch(() => this.configs.delete(provider.id));
      this.configs.set(provider.id, pending);
    }
    return pending;
  }
}

/** What the sign-in flow keeps between the start and the callback (in a signed cookie). */
export interface FlowState {
  provider: string;
  state: string;
  nonce: string;
  verifier: string;
  /** Where to go after signing in (a `/uz/` path). */
  returnTo: string;
  /** Linking: the signed-in user and token version the provider is added to. */
  link?: { user: string; ver: number };
}

const FLOW_AUDIENCE = 'efir:oidc-flow';
const LINK_AUDIENCE = 'efir:link';

export function flowCookies(secret: string, issuer: string) {
  const key = new TextEncoder().encode(`oidc:${secret}`);
  return {
    seal: (flow: FlowState) =>
      new SignJWT({ flow })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer)
        .setAudience(FLOW_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('10m')
        .sign(key),
    async open(token: string | undefined): Promise<FlowState | null> {
      if (!token) return null;
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: FLOW_AUDIENCE,
          issuer,
        });
        return (payload.flow as FlowState) ?? null;
      } catch {
        return null;
      }
    },
    /** A 5-minute ticket that lets a browser navigation link a provider to the signed-in user. */
    ticket: (user: UserRow) =>
      new SignJWT({ ver: user.tokenVersion })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(user.id)
        .setIssuer(issuer)
        .setAudience(LINK_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key),
    async readTicket(ticket: string): Promise<{ user: string; ver: number } | null> {
      try {
        const { payload } = await jwtVerify(ticket, key, {
          algorithms: ['HS256'],
          audience: LINK_AUDIENCE,
          issuer,
        });
        return typeof payload.sub === 'string' && typeof payload.ver === 'number'
          ? { user: payload.sub, ver: payload.ver }
          : null;
      } catch {
        return null;
      }
    },
  };
}

/** The claims the portal uses from an ID token. */
export interface OidcClaims {
  sub: string;
  email?: string;
  emailVerified: boolean;
  name?: string;
  preferredUsername?: string;
}

export type Resolution = { user: UserRow } | { error: 'identityTaken' | 'linkExpired' };

/**
 * The account an identity signs in to: the linked one; in link mode the linking user (unless the
 * identity belongs to another); an account with the same e-mail when the provider verified it;
 * else a new account created with that provider.
 */
export async function resolveIdentity(
  db: Db,
  provider: string,
  claims: OidcClaims,
  link?: { user: string; ver: number },
): Promise<Resolution> {
  const [known] = await db
    .select({ user: users })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.provider, provider), eq(identities.subject, claims.sub)));
  const email = claims.email?.trim().toLowerCase();
  const addIdentity = (userId: string) =>
    db
      .insert(identities)
      .values({ provider, subject: claims.sub, userId, email: email ?? null, name: claims.name ?? null })
      .onConflictDoNothing();

  if (link) {
    const [linking] = await db.select().from(users).where(eq(users.id, link.user));
    if (!linking || linking.tokenVersion !== link.ver) return { error: 'linkExpired' };
    if (known && known.user.id !== linking.id) return { error: 'identityTaken' };
    // One identity per provider and user: a new one replaces the old.
    await db
      .delete(identities)
      .where(and(eq(identities.userId, linking.id), eq(identities.provider, provider)));
    await addIdentity(linking.id);
    return { user: linking };
  }
  if (known) return { user: known.user };
  if (email && claims.emailVerified) {
    const [sameEmail] = await db.select().from(users).where(eq(users.email, email));
    if (sameEmail) {
      await db
        .delete(identities)
        .where(and(eq(identities.userId, sameEmail.id), eq(identities.provider, provider)));
      await addIdentity(sameEmail.id);
      return { user: sameEmail };
    }
  }
  const username = await freeUsername(
    db,
    claims.preferredUsername || email?.split('@')[0] || claims.name || 'user',
  );
  const user = await createUser(db, {
    username,
    email: email && claims.emailVerified ? email : null,
    displayName: claims.name || username,
    password: null,
    provider,
  });
  await addIdentity(user.id);
  return { user };
}
