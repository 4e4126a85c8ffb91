import {
  ChangePasswordBody,
  ProfileBody,
  ProfileSchema,
  UpdateUserBody,
  UserMessageResponse,
  UserSchema,
} from '@core/schemas/auth';
import { ErrorSchema, ListMetaSchema } from '@core/schemas/common';
import { ListedUserSchema } from '@core/schemas/two-factor';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import { checkPassword, endSessions, lowercaseBody, rethrowTaken } from '../auth/accounts';
import { hashPassword, verifyPassword } from '../auth/passwords';
import { apiUser } from '../auth/session';
import { hasSecondFactor } from '../auth/two-factor';
import type { App, AppContext } from '../context';
import { identities, listEntries, profiles, users } from '../db/schema';
import { badRequest, HttpError } from '../http';
import { ACCOUNT_LIMITS, accountLimit } from '../limits';
import { say } from '../texts';
import { POLICIES } from '../uploads/pipeline';
import { storeUploads } from '../uploads/routes';

const Errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

/**
 * The signed-in user's own account (spec §7 "Authentication and users"): account fields,
 * password, linked providers, profile; and the admins' list of users. Every handler works on the
 * session's user only: no call takes a user id, so nobody can reach another user's data.
 */
export async function userRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const { keys } = ctx.auth;

  app.put(
    '/users.json',
    {
      config: { access: 'signedIn' },
      preValidation: lowercaseBody('email'),
      schema: {
        tags: ['users'],
        summary: "Change the signed-in user's display name or e-mail",
        body: UpdateUserBody,
        response: { 200: UserMessageResponse, ...Errors },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { displayName, email } = request.body;
      let updated: typeof user | undefined;
      try {
        [updated] = await db
          .update(users)
          .set({
            ...(displayName !== undefined ? { displayName: displayName.trim() || user.username } : {}),
            ...(email !== undefined ? { email } : {}),
            updatedAt: sql`now()`,
          })
          .where(eq(users.id, user.id))
          .returning();
      } catch (err) {
        rethrowTaken(request, err);
      }
      return { message: say(request, 'saved'), data: await apiUser(db, updated ?? user) };
    },
  );

  app.post(
    '/users/password.json',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Change the password; ends every other session and returns a new token',
        body: ChangePasswordBody,
        response: { 200: UserMessageResponse, ...Errors },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { currentPassword, newPassword, verifyPassword: repeat } = request.body;
      if (user.passwordHash) {
        if (!currentPassword)
          throw badRequest(say(request, 'auth.currentPasswordMissing'), 'currentPassword');
        if (!(await verifyPassword(user.passwordHash, currentPassword)))
          throw badRequest(say(request, 'auth.currentPasswordWrong'), 'currentPassword');
      }
      checkPassword(request, newPassword, repeat, { password: 'newPassword', repeat: 'verifyPassword' });
      const passwordHash = await hashPassword(newPassword);
      await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      const version = await endSessions(db, user.id);
      await ctx.sessions.ended(user.id);
      const [fresh] = await db.select().from(users).where(eq(users.id, user.id));
      if (!fresh) throw new HttpError(401, say(request, 'auth.signInRequired'));
      return {
        message: say(request, 'auth.passwordChanged'),
        data: await apiUser(db, fresh),
        token: await keys.sign({ sub: fresh.id, ver: version, roles: fresh.roles }),
      };
    },
  );

  app.delete(
    '/users/accounts.json',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Unlink an OpenID Connect provider (never the last way to sign in)',
        querystring: Type.Object(
          { provider: Type.String({ minLength: 1, maxLength: 64 }) },
          { additionalProperties: false },
        ),
        response: { 200: UserMessageResponse, ...Errors },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { provider } = request.query;
      const linked = await db.select().from(identities).where(eq(identities.userId, user.id));
      if (!linked.some((i) => i.provider === provider))
        throw badRequest(say(request, 'auth.providerNotLinked'), 'provider');
      if (!user.passwordHash && linked.length <= 1)
        throw badRequest(say(request, 'auth.lastSignIn'), 'provider');
      await db
        .delete(identities)
        .where(and(eq(identities.userId, user.id), eq(identities.provider, provider)));
      return { message: say(request, 'auth.unlinked'), data: await apiUser(db, user) };
    },
  );

  const UsersQuery = Type.Object(
    {
      count: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 1000 }), Type.Literal('all')])),
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
    },
    { additionalProperties: false },
  );
  for (const path of ['/users', '/users.json']) {
    app.get(
      path,
      {
        config: { access: { roles: ['admin'] } },
        schema: {
          tags: ['users'],
          summary: 'Every user (admins only); `count=all` for the whole list',
          querystring: UsersQuery,
          response: {
            200: Type.Object({ data: Type.Array(ListedUserSchema), meta: ListMetaSchema }),
            ...Errors,
          },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(users);
        const size =
          request.query.count === 'all' || !request.query.count ? Math.max(total, 1) : request.query.count;
        const page = request.query.page ?? 1;
        const rows = await db
          .select()
          .from(users)
          .orderBy(asc(users.createdAt), asc(users.username))
          .limit(size)
          .offset((page - 1) * size);
        return {
          data: await Promise.all(
            rows.map(async (row) => ({ ...(await apiUser(db, row)), two_factor: hasSecondFactor(row) })),
          ),
          meta: { total, page, count: rows.length, pages: Math.ceil(total / size) },
        };
      },
    );
  }

  app.post(
    '/users/picture.json',
    {
      config: { access: 'signedIn' },
      preHandler: accountLimit(app, ctx.config, 'picture', ACCOUNT_LIMITS.uploadsPerClient),
      schema: {
        tags: ['users'],
        summary: 'Change the profile picture (multipart field `newProfilePicture`, one image)',
        consumes: ['multipart/form-data'],
        response: { 200: UserMessageResponse, ...Errors, 413: ErrorSchema, 415: ErrorSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const { uploaded, errors } = await storeUploads(request, ctx, {
        policy: POLICIES.picture,
        fileFields: ['newProfilePicture'],
      });
      const picture = uploaded[0];
      if (!picture)
        throw badRequest(errors[0]?.message ?? say(request, 'uploads.noFile'), 'newProfilePicture');
      const [updated] = await db
        .update(users)
        .set({ picture: picture.link, updatedAt: sql`now()` })
        .where(eq(users.id, user.id))
        .returning();
      return { message: say(request, 'auth.pictureChanged'), data: await apiUser(db, updated ?? user) };
    },
  );

  const readProfile = async (userId: string) => {
    const [row] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    return {
      title: row?.title ?? '',
      sex: row?.sex ?? null,
      nation: row?.nation ?? null,
      fax: row?.fax ?? '',
      address: row?.address ?? '',
      note: row?.note ?? '',
    };
  };

  app.get(
    '/profile',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'The user of the bearer token with the profile',
        response: {
          200: Type.Object({ data: Type.Intersect([UserSchema, Type.Object({ profile: ProfileSchema })]) }),
          ...Errors,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = signedIn(request);
      return { data: { ...(await apiUser(db, user)), profile: await readProfile(user.id) } };
    },
  );

  app.get(
    '/user/profile.json',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: "The signed-in user's profile (spec §3 Profile)",
        response: { 200: Type.Object({ data: ProfileSchema }), ...Errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = signedIn(request);
      return { data: await readProfile(user.id) };
    },
  );

  app.put(
    '/user/profile.json',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary:
          "Save the signed-in user's profile; a title fills it (registration tab 2); nation and fax are optional",
        body: ProfileBody,
        response: { 200: Type.Object({ message: Type.String(), data: ProfileSchema }), ...Errors },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      const body = request.body;
      const nationId = body.nation?.trim() || null;
      if (nationId) {
        const [nation] = await db
          .select({ id: listEntries.id })
          .from(listEntries)
          .where(and(eq(listEntries.attr, 'nation'), eq(listEntries.id, nationId)));
        if (!nation) throw badRequest(say(request, 'auth.nationUnknown'), 'nation');
      }
      const values = {
        title: body.title.trim(),
        sex: body.sex,
        nation: nationId,
        fax: body.fax?.trim() ?? '',
        address: body.address?.trim() ?? '',
        note: body.note?.trim() ?? '',
      };
      const filled = values.title !== '';
      await db
        .insert(profiles)
        .values({ userId: user.id, ...values, filled })
        .onConflictDoUpdate({ target: profiles.userId, set: { ...values, filled, updatedAt: sql`now()` } });
      return { message: say(request, 'saved'), data: await readProfile(user.id) };
    },
  );
}
