import { NEWSROOM_ROLES } from '@core/newsroom';
import { SignInResponse } from '@core/schemas/auth';
import { ErrorSchema } from '@core/schemas/common';
import {
  CodeBody,
  RecoveryCodesSchema,
  SecondStepBody,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '@core/schemas/two-factor';
import { desc, eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import { apiUser } from '../auth/session';
import {
  enrolment,
  hasSecondFactor,
  logSignIn,
  mustEnrol,
  newRecoveryCodes,
  newSecret,
  recoveryHash,
  SECOND_FACTOR_OFF,
  spendCode,
  spendSecondFactor,
} from '../auth/two-factor';
import type { App, AppContext } from '../context';
import type { Db } from '../db/client';
import { signInLog, users } from '../db/schema';
import { badRequest } from '../http';
import { ACCOUNT_LIMITS, accountLimit } from '../limits';
import { say } from '../texts';

const Errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 429: ErrorSchema };

/** How many logged sign-ins the security page and admin/users show. */
export const SIGN_INS_SHOWN = 20;

/** The latest logged sign-ins of a user, newest first. */
export async function recentSignIns(db: Db, userId: string) {
  const rows = await db
    .select()
    .from(signInLog)
    .where(eq(signInLog.userId, userId))
    .orderBy(desc(signInLog.at), desc(signInLog.id))
    .limit(SIGN_INS_SHOWN);
  return rows.map(({ at, method, ok, ip, userAgent }) => ({
    at: at.toISOString(),
    method,
    ok,
    ip,
    userAgent,
  }));
}

/**
 * Two-step sign-in (issue 26, decision 034): the code step of a sign-in, and the security
 * settings of editors and admins: set up (a secret, its QR code; confirmed with a code, which
 * shows ten recovery codes once), new recovery codes, switching off (not for admins while
 * ADMIN_TOTP=required). The secret leaves the server only during setup, before it is confirmed.
 */
export async function twoFactorRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const { keys, tickets } = ctx.auth;
  const access = { roles: NEWSROOM_ROLES, beforeSecondFactor: true as const };
  /** Code checks are counted per client and per account (a ticket's or the session's). */
  const accountOf = new WeakMap<FastifyRequest, string>();
  const perClient = accountLimit(app, ctx.config, 'code-client', ACCOUNT_LIMITS.codeChecksPerClient);
  const perAccount = accountLimit(
    app,
    ctx.config,
    'code-account',
    ACCOUNT_LIMITS.signInPerAccount,
    (request) => accountOf.get(request) ?? null,
  );
  const sessionAccount = async (request: FastifyRequest) => {
    accountOf.set(request, signedIn(request).user.id);
  };
  const wrongCode = (request: FastifyRequest) => badRequest(say(request, 'auth.codeWrong'), 'code');

  app.post(
    '/auth/signin/code.json',
    {
      preHandler: [perClient],
      schema: {
        tags: ['auth'],
        summary: 'The second step of a sign-in: the ticket of the password step and a TOTP or recovery code',
        description: 'A code works once (its time step is remembered); a recovery code is spent.',
        body: SecondStepBody,
        response: { 200: SignInResponse, ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const expired = () => badRequest(say(request, 'auth.ticketInvalid'), 'ticket');
      const user = await tickets.open(db, request.body.ticket);
      if (!user || !hasSecondFactor(user)) throw expired();
      accountOf.set(request, user.id);
      await perAccount(request, reply);
      const method = await spendSecondFactor(db, user, request.body.code);
      await logSignIn(db, request, user, method ?? 'totp', method !== null);
      if (!method) throw wrongCode(request);
      if (!(await tickets.close(db, user))) throw expired();
      const token = await keys.sign({ sub: user.id, ver: user.tokenVersion, roles: user.roles });
      return { data: { token, user: await apiUser(db, user) } };
    },
  );

  app.get(
    '/users/two-factor.json',
    {
      config: { access },
      schema: {
        tags: ['users'],
        summary: "The signed-in editor's or admin's two-step sign-in and latest sign-ins",
        response: { 200: Type.Object({ data: TwoFactorStatusSchema }), ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = signedIn(request);
      return {
        data: {
          enabled: hasSecondFactor(user),
          required: ctx.config.adminTotp === 'required' && user.roles.includes('admin'),
          recoveryCodesLeft: user.recoveryCodes.length,
          signIns: await recentSignIns(db, user.id),
        },
      };
    },
  );

  app.post(
    '/users/two-factor/setup.json',
    {
      config: { access },
      schema: {
        tags: ['users'],
        summary: 'Start setting up two-step sign-in: a new secret, its otpauth:// URI and QR code',
        response: { 200: Type.Object({ data: TwoFactorSetupSchema }), ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = signedIn(request);
      if (hasSecondFactor(user)) throw badRequest(say(request, 'auth.secondFactorAlready'));
      const secret = newSecret();
      await db.update(users).set({ totpSecret: secret, totpLastStep: null }).where(eq(users.id, user.id));
      return { data: { secret, ...(await enrolment(secret, user.username)) } };
    },
  );

  /** Stores ten new recovery codes' hashes; answers with the codes (shown once). */
  const renewCodes = async (userId: string, extra: Partial<typeof users.$inferInsert> = {}) => {
    const codes = newRecoveryCodes();
    await db
      .update(users)
      .set({ recoveryCodes: codes.map(recoveryHash), updatedAt: sql`now()`, ...extra })
      .where(eq(users.id, userId));
    return codes;
  };

  app.post(
    '/users/two-factor/confirm.json',
    {
      config: { access },
      preHandler: [perClient, sessionAccount, perAccount],
      schema: {
        tags: ['users'],
        summary: 'Switch two-step sign-in on with a code of the new secret; answers with ten recovery codes',
        body: CodeBody,
        response: { 200: RecoveryCodesSchema, ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = signedIn(request);
      if (hasSecondFactor(user)) throw badRequest(say(request, 'auth.secondFactorAlready'));
      if (!user.totpSecret) throw badRequest(say(request, 'auth.setupFirst'));
      if (!(await spendCode(db, user, request.body.code))) throw wrongCode(request);
      const recoveryCodes = await renewCodes(user.id, { totpEnabledAt: new Date() });
      return { message: say(request, 'auth.secondFactorOn'), data: { recoveryCodes } };
    },
  );

  app.post(
    '/users/two-factor/recovery.json',
    {
      config: { access },
      preHandler: [perClient, sessionAccount, perAccount],
      schema: {
        tags: ['users'],
        summary: 'New recovery codes (the old ones stop working); needs a current code',
        body: CodeBody,
        response: { 200: RecoveryCodesSchema, ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = signedIn(request);
      if (!hasSecondFactor(user)) throw badRequest(say(request, 'auth.secondFactorNotOn'));
      if (!(await spendCode(db, user, request.body.code))) throw wrongCode(request);
      return {
        message: say(request, 'auth.recoveryRenewed'),
        data: { recoveryCodes: await renewCodes(user.id) },
      };
    },
  );

  app.post(
    '/users/two-factor/disable.json',
    {
      config: { access },
      preHandler: [perClient, sessionAccount, perAccount],
      schema: {
        tags: ['users'],
        summary: 'Switch two-step sign-in off (needs a current code; not for admins while it is required)',
        body: CodeBody,
        response: { 200: Type.Object({ message: Type.String() }), ...Errors },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      if (!hasSecondFactor(user)) throw badRequest(say(request, 'auth.secondFactorNotOn'));
      if (mustEnrol(ctx.config, { roles: user.roles, totpEnabledAt: null }))
        throw badRequest(say(request, 'auth.secondFactorRequired'));
      if (!(await spendCode(db, user, request.body.code))) throw wrongCode(request);
      await db
        .update(users)
        .set({ ...SECOND_FACTOR_OFF, updatedAt: sql`now()` })
        .where(eq(users.id, user.id));
      return { message: say(request, 'auth.secondFactorOff') };
    },
  );
}
