import { NEWSROOM_ROLES } from '@core/newsroom';
import type { Role } from '@core/route-def';
import { ErrorSchema } from '@core/schemas/common';
import type { FastifyInstance, FastifyRequest, FastifySchema, onRequestAsyncHookHandler } from 'fastify';
import { HttpError } from '../http';
import { say } from '../texts';
import type { Session } from './session';

/**
 * Who before what (design §7, issue 22). A route says who may call it with one option,
 * `config: { access: 'signedIn' }` or `config: { access: { roles: ['admin'] } }`, and
 * `registerAccess` turns it into an `onRequest` hook: it runs before the body is parsed and
 * before params, query and body are validated, so an anonymous call gets 401 and a signed-in one
 * without the role 403, never a 400 naming schema fields (not even for malformed JSON). The same
 * option marks the OpenAPI operation: `security: [{ bearer: [] }]` and `x-roles`, the roles
 * admitted. Handlers read the admitted session with `signedIn(request)`, which cannot be null;
 * owner checks (the item is the caller's) stay in the handlers, after validation. Per-account
 * rate limits stay preHandlers, so they count only callers who got past this.
 */

/** The roles an account can hold (`*` is not one: it admits visitors too). */
export type AccountRole = Exclude<Role, '*'>;
const ROLES: Record<AccountRole, true> = { guest: true, user: true, editor: true, admin: true };
/** Every role of an account: what `'signedIn'` admits. */
export const ACCOUNT_ROLES = Object.keys(ROLES) as readonly AccountRole[];

/**
 * Who may call a route: any signed-in account, or one holding one of `roles`. `message` words
 * both refusals when the route has a text of its own for them (the forms' "log in or sign up").
 */
export type Access =
  | 'signedIn'
  | {
      roles: readonly AccountRole[];
      message?: (request: FastifyRequest) => string;
      /** Open to admins who have not set up two-step sign-in yet (the enrolment itself). */
      beforeSecondFactor?: true;
    };

declare module 'fastify' {
  interface FastifyInstance {
    /** ADMIN_TOTP=required: admins without TOTP are refused admin-only calls and newsroom writes. */
    adminSecondFactor: 'required' | 'offered';
  }
  interface FastifyContextConfig {
    /** Who may call the route (auth/access.ts), checked before anything the request carries. */
    access?: Access;
  }
}

/**
 * The OpenAPI security of an operation open to everyone that reads a token when one is sent (the
 * signed-in user's own answer, a submission made the user's): not a protected operation.
 */
export const OPTIONAL_BEARER: { [scheme: string]: string[] }[] = [{}, { bearer: [] }];

/** The sessions admitted by the guard, per request. */
const admitted = new WeakMap<FastifyRequest, Session>();

/** The roles an access admits (null: any account). */
const rolesOf = (access: Access) => (access === 'signedIn' ? null : access.roles);

/**
 * The session of a request that `access` admits, else a 401 (no valid session) or a 403 (none of
 * the roles), in the request's language. For the rare read whose access depends on what is asked
 * (`GET /state/{id}.json?draft=1`); a route that always needs it declares `config.access`.
 */
export async function admit(request: FastifyRequest, access: Access): Promise<Session> {
  const custom = access === 'signedIn' ? undefined : access.message;
  const session = await request.session();
  if (!session) throw new HttpError(401, custom?.(request) ?? say(request, 'auth.signInRequired'));
  const roles = rolesOf(access);
  if (roles && !roles.some((role) => session.user.roles.includes(role)))
    throw new HttpError(403, custom?.(request) ?? say(request, 'auth.forbidden'));
  if (waitsForSecondFactor(request, access, session))
    throw new HttpError(403, say(request, 'auth.secondFactorFirst'));
  admitted.set(request, session);
  return session;
}

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * "Required for admins" (issue 26, decision 034): with ADMIN_TOTP=required an admin who has not
 * set up two-step sign-in is refused every admin-only call and every newsroom write (a route open
 * only to editors and admins) until enrolled; the enrolment routes say `beforeSecondFactor`.
 */
function waitsForSecondFactor(request: FastifyRequest, access: Access, session: Session): boolean {
  if (access === 'signedIn' || access.beforeSecondFactor) return false;
  if (request.server.adminSecondFactor !== 'required') return false;
  const { user } = session;
  if (!user.roles.includes('admin') || user.totpEnabledAt !== null) return false;
  const newsroomOnly = access.roles.every((role) => (NEWSROOM_ROLES as readonly string[]).includes(role));
  const adminOnly = access.roles.every((role) => role === 'admin');
  return adminOnly || (newsroomOnly && !READS.has(request.method));
}

/**
 * The session of a request its route's access admitted. A route without `config.access` has none
 * to give: reading it there is a programming error (a 500 in every test that reaches it), so a
 * handler cannot need a session without the route saying so.
 */
export function signedIn(request: FastifyRequest): Session {
  const session = admitted.get(request);
  if (!session)
    throw new Error(
      `${request.method} ${request.routeOptions.url} reads the session without config.access (auth/access.ts)`,
    );
  return session;
}

/** Installs the guard and the OpenAPI marking for every route registered after it. */
export function registerAccess(app: FastifyInstance, adminSecondFactor: 'required' | 'offered'): void {
  app.decorate('adminSecondFactor', adminSecondFactor);
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (!access) return;
    const guard: onRequestAsyncHookHandler = async (request) => void (await admit(request, access));
    const before = route.onRequest;
    route.onRequest = [...(before ? (Array.isArray(before) ? before : [before]) : []), guard];
    const roles = rolesOf(access);
    const schema = (route.schema ?? {}) as Record<string, unknown>;
    const response = schema.response as Record<string, unknown> | undefined;
    route.schema = {
      ...schema,
      security: [{ bearer: [] }],
      'x-roles': [...(roles ?? ACCOUNT_ROLES)],
      ...(response
        ? { response: { 401: ErrorSchema, ...(roles ? { 403: ErrorSchema } : {}), ...response } }
        : {}),
    } as FastifySchema;
  });
}
