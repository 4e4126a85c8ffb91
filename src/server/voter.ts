import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { API_PREFIX } from '@core/api-prefix';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App, AppContext } from './context';
import { type AccountLimit, accountLimit } from './limits';

/**
 * Who a vote, a like or a view belongs to (decision 016). A signed-in visitor is their user id;
 * an anonymous one is a random id the server issued on their first write, kept in a signed,
 * httpOnly, SameSite=Lax cookie. The two kinds are prefixed so they can never collide.
 */
export const VOTER_COOKIE = 'efir_voter';
/** Two years, in seconds: a ballot should outlive a season of polls. */
export const VOTER_COOKIE_MAX_AGE = 2 * 365 * 24 * 3600;

/**
 * New anonymous ids one client address may be given per hour. Clearing cookies makes a new
 * voter, so without this a script could vote, clear, and vote again; with it, an address gets at
 * most this many anonymous ballots an hour. It is generous because many visitors share an address
 * behind mobile carriers' NAT, and a refused visitor only has to wait or sign in.
 */
export const VOTER_IDS_PER_CLIENT: AccountLimit = { max: 100, windowMs: 60 * 60_000 };

/** 128 random bits, base64url: unguessable, and small in a cookie. */
const ID = /^[A-Za-z0-9_-]{22}$/;

export interface Voters {
  /**
   * The voter of a request without creating one: `u:{user id}` for a valid session, `a:{id}` for a
   * valid voter cookie, else null (this visitor has never voted, liked or been counted).
   */
  peek(request: FastifyRequest): Promise<string | null>;
  /**
   * The voter of a write: the one `peek` finds, or a new anonymous id issued now in the cookie
   * (limited per client address: a 429 past VOTER_IDS_PER_CLIENT).
   */
  claim(request: FastifyRequest, reply: FastifyReply): Promise<string>;
}

/**
 * Voters of the API scope `app`. The cookie is signed with a key derived from the token secret
 * (through the one-time-code pepper), so every instance on one database accepts the others'
 * cookies, and a client cannot mint ids of its own and so escape the per-address issue limit.
 */
export async function voters(app: App, ctx: AppContext): Promise<Voters> {
  // The sign-in routes may have registered the cookie parser on this scope already.
  if (!app.hasRequestDecorator('cookies')) await app.register(cookie);
  const key = createHmac('sha256', ctx.auth.pepper).update('efir:voter-cookie').digest();
  const sign = (id: string) => createHmac('sha256', key).update(id).digest('base64url');
  const issueLimit = accountLimit(app, ctx.config, 'voter-ids', VOTER_IDS_PER_CLIENT);
  const secure = ctx.config.publicUrl.startsWith('https:');

  /** The id of a cookie value `{id}.{signature}`, or null when it was not issued here. */
  function verify(value: string | undefined): string | null {
    if (!value) return null;
    const [id = '', signature = ''] = value.split('.');
    if (!ID.test(id)) return null;
    const expected = Buffer.from(sign(id));
    const given = Buffer.from(signature);
    return given.length === expected.length && timingSafeEqual(given, expected) ? id : null;
  }

  async function peek(request: FastifyRequest): Promise<string | null> {
    const session = await request.session();
    if (session) return `u:${session.user.id}`;
    const id = verify(request.cookies[VOTER_COOKIE]);
    return id ? `a:${id}` : null;
  }

  return {
    peek,
    async claim(request, reply) {
      const known = await peek(request);
      if (known) return known;
      await issueLimit(request, reply);
      const id = randomBytes(16).toString('base64url');
      // Only the API reads it: pages (cached per URL, `Vary: Cookie`) never carry it.
      reply.setCookie(VOTER_COOKIE, `${id}.${sign(id)}`, {
        path: API_PREFIX,
        httpOnly: true,
        sameSite: 'lax',
        secure,
        maxAge: VOTER_COOKIE_MAX_AGE,
      });
      return `a:${id}`;
    },
  };
}
