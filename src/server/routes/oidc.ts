import { ErrorSchema } from '@core/schemas/common';
import cookie from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import * as client from 'openid-client';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import { type FlowState, flowCookies, type OidcClients, resolveIdentity } from '../auth/oidc';
import { hasSecondFactor, logSignIn } from '../auth/two-factor';
import type { App, AppContext } from '../context';
import { notFound } from '../http';
import { ACCOUNT_LIMITS, accountLimit } from '../limits';
import { pagePath } from '../links';
import { say, type TextKey } from '../texts';

const COOKIE = 'efir_oidc';

/** A same-site page path to return to; anything else is replaced by the home page. */
export function safeReturn(value: unknown): string {
  return typeof value === 'string' && /^\/uz\/[^\\]*$/.test(value) && !value.startsWith('//')
    ? value
    : pagePath('app.index');
}

/**
 * Sign-in with OpenID Connect providers (decision 013). `start` sends the browser to the provider;
 * `callback` finishes, and hands the session token to the page in the URL fragment (never sent to
 * a server, nor in a Referer); `link.json` gives a signed-in user a start URL that links the
 * provider to their account.
 */
export async function oidcRoutes(
  app: App,
  ctx: AppContext,
  { clients, secret }: { clients: OidcClients; secret: string },
) {
  await app.register(cookie);
  const { db } = ctx.database;
  const { publicUrl, product } = ctx.config;
  const cookies = flowCookies(secret, product);
  const callbackPath = (id: string) => `/uz/api/auth/oidc/${id}/callback`;
  const limit = accountLimit(app, ctx.config, 'oidc', ACCOUNT_LIMITS.signInPerClient);
  const secure = publicUrl.startsWith('https:');

  const fail = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: TextKey,
    to = pagePath('app.authentication.signin'),
  ) => {
    reply.clearCookie(COOKIE, { path: '/uz/api/auth/oidc/' });
    const url = new URL(to, publicUrl);
    url.searchParams.set('err', say(request, key));
    return reply.redirect(url.toString(), 302);
  };

  const provider = (id: string) => {
    const found = clients.get(id);
    if (!found) throw notFound(`No sign-in provider "${id}"`);
    return found;
  };

  async function begin(
    request: FastifyRequest,
    reply: FastifyReply,
    id: string,
    returnTo: string,
    link?: FlowState['link'],
  ) {
    const p = provider(id);
    let config: client.Configuration;
    try {
      config = await clients.config(p);
    } catch (err) {
      request.log.warn({ err, provider: id }, 'OpenID Connect discovery failed');
      return fail(request, reply, 'auth.oidcUnavailable', link ? '/uz/settings/accounts/' : undefined);
    }
    const flow: FlowState = {
      provider: id,
      state: client.randomState(),
      nonce: client.randomNonce(),
      verifier: client.randomPKCECodeVerifier(),
      returnTo,
      ...(link ? { link } : {}),
    };
    const url = client.buildAuthorizationUrl(config, {
      redirect_uri: `${publicUrl}${callbackPath(id)}`,
      scope: p.scopes,
      state: flow.state,
      nonce: flow.nonce,
      code_challenge: await client.calculatePKCECodeChallenge(flow.verifier),
      code_challenge_method: 'S256',
    });
    reply.setCookie(COOKIE, await cookies.seal(flow), {
      path: '/uz/api/auth/oidc/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      maxAge: 600,
    });
    return reply.header('cache-control', 'no-store').redirect(url.toString(), 302);
  }

  const Params = Type.Object({ id: Type.String({ pattern: '^[a-z][a-z0-9-]{0,31}$' }) });

  app.get(
    '/auth/oidc/:id/start',
    {
      preHandler: [limit],
      schema: {
        tags: ['auth'],
        summary: 'Sign in with an OpenID Connect provider: redirects to it',
        params: Params,
        querystring: Type.Object({
          return: Type.Optional(Type.String({ maxLength: 500 })),
          ticket: Type.Optional(Type.String({ maxLength: 2000 })),
        }),
        response: { 302: Type.Null(), 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      if (request.query.ticket) {
        const link = await cookies.readTicket(request.query.ticket);
        if (!link) return fail(request, reply, 'auth.oidcLinkExpired', '/uz/settings/accounts/');
        return begin(request, reply, id, '/uz/settings/accounts/', link);
      }
      return begin(request, reply, id, safeReturn(request.query.return));
    },
  );

  app.post(
    '/auth/oidc/:id/link.json',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['auth'],
        summary: 'A start URL that links the provider to the signed-in account (valid 5 minutes)',
        params: Params,
        response: {
          200: Type.Object({ data: Type.Object({ url: Type.String() }) }),
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      provider(request.params.id);
      const ticket = await cookies.ticket(user);
      return {
        data: { url: `/uz/api/auth/oidc/${request.params.id}/start?ticket=${encodeURIComponent(ticket)}` },
      };
    },
  );

  app.get(
    '/auth/oidc/:id/callback',
    {
      preHandler: [limit],
      schema: {
        tags: ['auth'],
        summary: 'Where the provider sends the browser back; redirects to the portal with the session',
        params: Params,
        response: { 302: Type.Null(), 404: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const p = provider(id);
      const flow = await cookies.open(request.cookies[COOKIE]);
      const back = flow?.link ? '/uz/settings/accounts/' : undefined;
      if (!flow || flow.provider !== id) return fail(request, reply, 'auth.oidcFailed', back);
      const query = request.query as Record<string, unknown>;
      if (typeof query.error === 'string') return fail(request, reply, 'auth.oidcCancelled', back);
      let claims: client.IDToken | undefined;
      try {
        const config = await clients.config(p);
        const current = new URL(`${publicUrl}${request.url}`);
        const tokens = await client.authorizationCodeGrant(config, current, {
          pkceCodeVerifier: flow.verifier,
          expectedState: flow.state,
          expectedNonce: flow.nonce,
          idTokenExpected: true,
        });
        claims = tokens.claims();
        // Many providers put only `sub` in the ID token and the rest behind the userinfo endpoint.
        if (claims?.sub && (claims.email === undefined || claims.name === undefined) && tokens.access_token) {
          const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub);
          claims = { ...claims, ...info, sub: claims.sub } as client.IDToken;
        }
      } catch (err) {
        request.log.warn({ err, provider: id }, 'OpenID Connect callback refused');
        return fail(request, reply, 'auth.oidcFailed', back);
      }
      if (!claims?.sub) return fail(request, reply, 'auth.oidcFailed', back);
      const result = await resolveIdentity(
        db,
        id,
        {
          sub: claims.sub,
          email: typeof claims.email === 'string' ? claims.email : undefined,
          emailVerified: claims.email_verified === true,
          name: typeof claims.name === 'string' ? claims.name : undefined,
          preferredUsername:
            typeof claims.preferred_username === 'string' ? claims.preferred_username : undefined,
        },
        flow.link,
      );
      if ('error' in result)
        return fail(
          request,
          reply,
          result.error === 'identityTaken' ? 'auth.oidcTaken' : 'auth.oidcLinkExpired',
          back,
        );
      const { user } = result;
      if (!flow.link) await logSignIn(db, request, user, 'oidc', true);
      // An account with two-step sign-in gets a ticket for the code step, not yet a session.
      const second = !flow.link && hasSecondFactor(user);
      const pass: Record<string, string> = second
        ? { ticket: await ctx.auth.tickets.issue(db, user.id) }
        : { token: await ctx.auth.keys.sign({ sub: user.id, ver: user.tokenVersion, roles: user.roles }) };
      reply.clearCookie(COOKIE, { path: '/uz/api/auth/oidc/' });
      const target = flow.link ? '/uz/settings/accounts/' : '/uz/authentication/signin/';
      const fragment = new URLSearchParams({ ...pass, return: flow.returnTo });
      return reply
        .header('cache-control', 'no-store')
        .header('referrer-policy', 'no-referrer')
        .redirect(`${publicUrl}${target}#${fragment.toString()}`, 302);
    },
  );
}
