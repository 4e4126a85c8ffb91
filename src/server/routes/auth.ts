import {
  MeResponse,
  MessageResponse,
  SignInBody,
  SignInResponse,
  SignUpBody,
  SignUpResponse,
} from '@core/schemas/auth';
import { ErrorSchema } from '@core/schemas/common';
import Type from 'typebox';
import { OPTIONAL_BEARER } from '../auth/access';
import {
  checkPassword,
  createUser,
  endSessions,
  findByLogin,
  lowercaseBody,
  rethrowTaken,
} from '../auth/accounts';
import { verifyDecoy, verifyPassword } from '../auth/passwords';
import { apiUser } from '../auth/session';
import { hasSecondFactor, logSignIn, mustEnrol, TICKET_TTL_SECONDS } from '../auth/two-factor';
import type { App, AppContext } from '../context';
import { badRequest } from '../http';
import { requestLang } from '../lang';
import { ACCOUNT_LIMITS, accountLimit } from '../limits';
import { say } from '../texts';

const Errors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

/**
 * Sessions (spec §4, §7): sign-up, sign-in with a username or an e-mail, the session check that
 * renews the token, and sign-out, which ends every session of the user.
 */
export async function authRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const { keys } = ctx.auth;
  const issue = (user: { id: string; tokenVersion: number; roles: string[] }) =>
    keys.sign({ sub: user.id, ver: user.tokenVersion, roles: user.roles });
  /** The per-account sign-in counter's key, known once the login is resolved to an account. */
  const accountKeys = new WeakMap<object, string>();
  const perAccount = accountLimit(
    app,
    ctx.config,
    'signin-account',
    ACCOUNT_LIMITS.signInPerAccount,
    (request) => accountKeys.get(request) ?? null,
  );

  app.get(
    '/auth/me.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user and a renewed token; nulls when the token is absent, expired or revoked',
        // Open to everyone: the token is optional (without one the answer says so).
        security: OPTIONAL_BEARER,
        response: { 200: MeResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.session();
      if (!session) return { data: null, token: null };
      return { data: await apiUser(db, session.user), token: await issue(session.user) };
    },
  );

  app.post(
    '/auth/signup.json',
    {
      preValidation: lowercaseBody('username', 'email'),
      preHandler: [accountLimit(app, ctx.config, 'signup', ACCOUNT_LIMITS.signUpPerClient)],
      schema: {
        tags: ['auth'],
        summary: 'Create an account (role user) and sign in',
        body: SignUpBody,
        response: { 201: SignUpResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { username, email, password, displayName } = request.body;
      checkPassword(request, password, undefined, { password: 'password' });
      let user: Awaited<ReturnType<typeof createUser>>;
      try {
        user = await createUser(db, { username, email, password, displayName, lang: requestLang(request) });
      } catch (err) {
        rethrowTaken(request, err);
      }
      reply.code(201);
      return { token: await issue(user), data: await apiUser(db, user) };
    },
  );

  app.post(
    '/auth/signin.json',
    {
      preValidation: lowercaseBody('username'),
      preHandler: [accountLimit(app, ctx.config, 'signin', ACCOUNT_LIMITS.signInPerClient)],
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a username or an e-mail address and a password',
        description:
          'A wrong password and an unknown user get the same message after the same work (an argon2 verification). ' +
          'An account with two-step sign-in answers with a ticket instead of a session: send it with the code to `auth/signin/code.json`.',
        body: SignInBody,
        response: { 200: SignInResponse, ...Errors },
      },
    },
    async (request, reply) => {
      const { username, password } = request.body;
      const user = await findByLogin(db, username);
      // Counted per account, not per typed login: the username and the e-mail of one account
      // share a counter, so alternating them gives no extra guesses. Unknown logins count apart.
      accountKeys.set(request, user ? `user:${user.id}` : `login:${username}`);
      await perAccount(request, reply);
      const ok = user?.passwordHash
        ? await verifyPassword(user.passwordHash, password)
        : await verifyDecoy(password);
      if (user) await logSignIn(db, request, user, 'password', ok);
      if (!user || !ok) throw badRequest(say(request, 'auth.signInFailed'));
      if (hasSecondFactor(user)) {
        const ticket = await ctx.auth.tickets.issue(db, user.id);
        return { data: { secondFactor: true as const, ticket, expiresIn: TICKET_TTL_SECONDS } };
      }
      const enrol = mustEnrol(ctx.config, user);
      return {
        data: {
          token: await issue(user),
          user: await apiUser(db, user),
          ...(enrol ? { enrolSecondFactor: true } : {}),
        },
      };
    },
  );

  app.get(
    '/auth/signout.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends every session of the user (all tokens issued so far stop working)',
        // Open to everyone: without a valid token there is nothing to end, and it still answers.
        security: OPTIONAL_BEARER,
        response: { 200: MessageResponse },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const session = await request.session();
      if (session) {
        await endSessions(db, session.user.id);
        await ctx.sessions.ended(session.user.id);
      }
      return { message: say(request, 'auth.signedOut') };
    },
  );

  app.get(
    '/auth/providers.json',
    {
      schema: {
        tags: ['auth'],
        summary: 'The OpenID Connect providers people can sign in with',
        response: {
          200: Type.Object({ data: Type.Array(Type.Object({ id: Type.String(), title: Type.String() })) }),
        },
      },
    },
    async () => ({ data: ctx.auth.providers.map(({ id, title }) => ({ id, title })) }),
  );
}
