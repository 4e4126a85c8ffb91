import { GRANTABLE_ROLES } from '@core/newsroom';
import { UserSchema } from '@core/schemas/auth';
import { ErrorSchema } from '@core/schemas/common';
import { ListedUserSchema, RolesBody, SignInEntrySchema } from '@core/schemas/two-factor';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { ACCOUNT_ROLES, signedIn } from '../auth/access';
import { apiUser, type UserRow } from '../auth/session';
import { hasSecondFactor, SECOND_FACTOR_OFF } from '../auth/two-factor';
import type { App, AppContext } from '../context';
import { users } from '../db/schema';
import { badRequest, notFound } from '../http';
import { type AuditEntry, recordAudit } from '../newsroom/audit';
import { say } from '../texts';
import { recentSignIns } from './two-factor';

const Errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const Params = Type.Object({ id: Type.String({ minLength: 1, maxLength: 64 }) });
const admins = { access: { roles: ['admin'] as const } };

/**
 * The roles `wanted` for `target` as `actor` may set them: only the grantable roles (`editor`)
 * change, an admin never takes their own admin role; the order is the stored one's.
 */
function nextRoles(request: FastifyRequest, actor: UserRow, target: UserRow, wanted: string[]): string[] {
  const known = new Set<string>(ACCOUNT_ROLES);
  const grantable = new Set<string>(GRANTABLE_ROLES);
  const next = new Set(wanted.filter((role) => known.has(role)));
  if (target.id === actor.id && target.roles.includes('admin') && !next.has('admin'))
    throw badRequest(say(request, 'auth.ownAdminRole'), 'roles');
  const changed = [...new Set([...target.roles, ...next])].filter(
    (role) => target.roles.includes(role) !== next.has(role),
  );
  if (changed.some((role) => !grantable.has(role)) || wanted.some((role) => !known.has(role)))
    throw badRequest(say(request, 'auth.rolesFixed'), 'roles');
  return [
    ...target.roles.filter((role) => next.has(role)),
    ...[...next].filter((r) => !target.roles.includes(r)),
  ];
}

/**
 * Roles (issue 26): an admin gives or takes the `editor` role on admin/users, resets a user's lost
 * second factor, and reads a user's latest sign-ins. Each change is an audit row written with it. Sessions read the user's roles from
 * the database on every request, so a change counts at once; the chat's sockets are told to let
 * go, and reconnect with the new roles.
 */
export async function roleRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;

  const target = async (request: FastifyRequest, id: string) => {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    if (!row) throw notFound(say(request, 'auth.userUnknown'));
    return row;
  };

  /**
   * Writes `set` on the user `before` with its audit row (`action`, what it was and is), in one
   * transaction; then the user's sessions and sockets let go, to come back with what changed.
   */
  const change = async (
    actor: UserRow,
    before: UserRow,
    set: Parameters<ReturnType<typeof db.update<typeof users>>['set']>[0],
    audit: Pick<AuditEntry, 'action' | 'before' | 'after'>,
  ): Promise<UserRow> => {
    const after = await db.transaction(async (tx) => {
      const [row] = await tx
        .update(users)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(users.id, before.id))
        .returning();
      await recordAudit(tx, {
        actor: { id: actor.id, name: actor.username },
        type: 'user',
        itemId: before.id,
        ...audit,
      });
      return row ?? before;
    });
    await ctx.sessions.ended(after.id);
    return after;
  };

  app.put(
    '/users/:id/roles.json',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: "Give or take a user's editor role (admins only; the other roles stay as they are)",
        params: Params,
        body: RolesBody,
        response: { 200: Type.Object({ message: Type.String(), data: UserSchema }), ...Errors },
      },
    },
    async (request) => {
      const { user: actor } = signedIn(request);
      const before = await target(request, request.params.id);
      const roles = nextRoles(request, actor, before, request.body.roles);
      const unchanged = roles.length === before.roles.length && roles.every((r) => before.roles.includes(r));
      if (unchanged) return { message: say(request, 'auth.rolesSaved'), data: await apiUser(db, before) };
      const after = await change(
        actor,
        before,
        { roles },
        {
          action: 'roles',
          before: { roles: before.roles },
          after: { roles },
        },
      );
      return { message: say(request, 'auth.rolesSaved'), data: await apiUser(db, after) };
    },
  );

  app.post(
    '/users/:id/two-factor/reset.json',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary:
          "Reset a user's lost second factor (admins only, not their own): two-step sign-in off, recovery codes gone, sessions ended; set up again at the next sign-in where the role requires it",
        params: Params,
        response: { 200: Type.Object({ message: Type.String(), data: ListedUserSchema }), ...Errors },
      },
    },
    async (request) => {
      const { user: actor } = signedIn(request);
      const before = await target(request, request.params.id);
      // One's own goes through Settings → Security, with a current code.
      if (before.id === actor.id) throw badRequest(say(request, 'auth.secondFactorResetOwn'));
      if (!hasSecondFactor(before)) throw badRequest(say(request, 'auth.secondFactorNotOn'));
      // Whoever holds the lost device may hold a session too: every session ends.
      const after = await change(
        actor,
        before,
        { ...SECOND_FACTOR_OFF, tokenVersion: sql`${users.tokenVersion} + 1` },
        {
          action: 'two-factor-reset',
          before: { two_factor: true, recovery_codes: before.recoveryCodes.length },
          after: { two_factor: false, recovery_codes: 0 },
        },
      );
      return {
        message: say(request, 'auth.secondFactorReset', { username: after.username }),
        data: { ...(await apiUser(db, after)), two_factor: false },
      };
    },
  );

  app.get(
    '/users/:id/sign-ins.json',
    {
      config: admins,
      schema: {
        tags: ['users'],
        summary: "A user's latest sign-ins (editors and admins are logged; admins only)",
        params: Params,
        response: { 200: Type.Object({ data: Type.Array(SignInEntrySchema) }), ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const row = await target(request, request.params.id);
      return { data: await recentSignIns(db, row.id) };
    },
  );
}
