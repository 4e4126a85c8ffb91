import { API_PREFIX } from '@core/api-prefix';
import { isLang } from '@core/lang';
import { ErrorSchema } from '@core/schemas/common';
import {
  ANONYMOUS_FORMS,
  FORM_NAMES,
  FORM_SCHEMAS,
  type FormName,
  FormNameSchema,
  MY_FORMS,
  submissionTitle,
} from '@core/schemas/forms';
import {
  SUBMISSIONS_PER_PAGE,
  SubmissionListResponse,
  SubmissionQuery,
  SubmissionSchema,
  SubmissionUpdateBody,
} from '@core/schemas/submissions';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import { type Access, OPTIONAL_BEARER, signedIn } from '../auth/access';
import type { Session } from '../auth/session';
import type { App, AppContext } from '../context';
import { formEvents, formSubmissions } from '../db/schema-forms';
import { PATTERN_MESSAGE } from '../errors';
import { HttpError } from '../http';
import { ACCOUNT_LIMITS, accountLimit } from '../limits';
import { pageUrl } from '../links';
import { say } from '../texts';
import { formFileRoutes } from './file-routes';
import { answerLetter } from './letters';
import { submitForm } from './submit';
import { type Links, pageOf, type SubmissionFilter, toApi } from './view';

const SentResponse = Type.Object({
  message: Type.String(),
  data: Type.Object({ _id: Type.String(), status: Type.Literal('received') }),
});

const PRIVATE = 'private, no-store';

/**
 * Request forms (spec §7 Forms; issue 10; decision 022):
 * - `POST /{product}/form/{form}.json` and `POST /{product}.form` (the form named in the body):
 *   JSON, or multipart with a `payload` part and the files; 201 `{message}` ('Sended');
 * - `GET /{product}/my/form/{form}.json`: the signed-in user's own submissions;
 * - `GET /{product}.form[?form=]` (admin): the newsroom's list (one form or all, newest first), filtered, `meta.total`;
 * - `GET|PUT /{product}/form/submission/{id}.json`: one submission (its sender or an admin) and
 *   the newsroom's status and answer (admin; the sender gets a letter);
 * - `GET /{product}/form/{form}.csv` (admin): the export; `GET /{product}/form/file/{id}`: a file
 *   by its signed link.
 */
export async function formRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const base = `/${ctx.config.product}`;
  const links: Links = { secret: ctx.auth.pepper, base: `${API_PREFIX}${base}/form/file` };

  // Per-account limits need the account: the session is resolved first and kept for the key.
  const accounts = new WeakMap<FastifyRequest, string | null>();
  const resolve = async (request: FastifyRequest) => {
    const session = await request.session();
    accounts.set(request, session?.user.id ?? null);
  };
  const limits = [
    resolve,
    accountLimit(app, ctx.config, 'form', ACCOUNT_LIMITS.formsPerClient),
    accountLimit(
      app,
      ctx.config,
      'form-account',
      ACCOUNT_LIMITS.formsPerAccount,
      (r) => accounts.get(r) ?? null,
    ),
  ];
  const submitted = (message: string, id: string) => ({
    message,
    data: { _id: id, status: 'received' as const },
  });
  const errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 413: ErrorSchema, 429: ErrorSchema };
  // Forms other than the open ones need an account with the role user or admin, asked for in the
  // forms' own words ("log in or sign up") before the body is read.
  const formAccess: Access = {
    roles: ['user', 'admin'],
    message: (request) => say(request, 'kit.account:registration.prompt'),
  };
  const admins: Access = { roles: ['admin'] };

  for (const form of FORM_NAMES) {
    app.post(
      `${base}/form/${form}.json`,
      {
        ...(ANONYMOUS_FORMS.includes(form) ? {} : { config: { access: formAccess } }),
        preHandler: limits,
        // A multipart body is checked by the handler against the same schema (it has no JSON body).
        attachValidation: true,
        schema: {
          ...(ANONYMOUS_FORMS.includes(form) ? { security: OPTIONAL_BEARER } : {}),
          tags: ['forms'],
          summary: `Send the ${form} form (JSON, or multipart: a \`payload\` part with this JSON and the files)`,
          description:
            form === 'qabulxona'
              ? 'Open to everyone (spec §5).'
              : 'Needs an account with the role user or admin (401 without one, 403 for a guest).',
          consumes: ['application/json', 'multipart/form-data'],
          body: FORM_SCHEMAS[form],
          response: { 201: SentResponse, ...errors },
        },
      },
      async (request, reply) => {
        if (request.validationError && !request.isMultipart()) throw request.validationError;
        const id = await submitForm(request, ctx, form, await request.session());
        return reply.code(201).send(submitted(say(request, 'forms.sent'), id));
      },
    );
  }

  app.post(
    `${base}.form`,
    {
      preHandler: limits,
      attachValidation: true,
      schema: {
        tags: ['forms'],
        summary: 'Send any form, named by the body field `form` (spec §7 POST {product}.form)',
        description:
          'The other fields are those of `POST /{product}/form/{form}.json`, checked by its schema. Who may send is that of the named form (the body says which: it is checked after parsing).',
        security: OPTIONAL_BEARER,
        consumes: ['application/json', 'multipart/form-data'],
        body: Type.Object({ form: FormNameSchema }, { additionalProperties: true }),
        response: { 201: SentResponse, ...errors },
      },
    },
    async (request, reply) => {
      if (request.validationError && !request.isMultipart()) throw request.validationError;
      const id = await submitForm(request, ctx, null, await request.session());
      return reply.code(201).send(submitted(say(request, 'forms.sent'), id));
    },
  );

  const PageQuery = Type.Object(
    {
      page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
      count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
    },
    { additionalProperties: false },
  );

  async function listed(filter: SubmissionFilter, q: { page?: number; count?: number }) {
    const page = q.page ?? 1;
    const count = q.count ?? SUBMISSIONS_PER_PAGE;
    const { rows, total } = await pageOf(db, filter, page, count);
    return {
      data: await toApi(db, rows, links),
      meta: { total, page, count, pages: Math.ceil(total / count) },
    };
  }

  app.get(
    `${base}/my/form/:file`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['forms'],
        summary: "The signed-in user's own submissions of a form, newest first (10 a page)",
        params: Type.Object({
          file: Type.String({
            pattern: `^(?:${MY_FORMS.join('|')})\\.json$`,
            [PATTERN_MESSAGE]: `must be one of ${MY_FORMS.map((f) => `${f}.json`).join(', ')}`,
          }),
        }),
        querystring: PageQuery,
        response: { 200: SubmissionListResponse, 400: ErrorSchema, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const form = request.params.file.slice(0, -5) as FormName;
      reply.header('cache-control', PRIVATE);
      return listed({ form, userId: user.id }, request.query);
    },
  );

  app.get(
    `${base}.form`,
    {
      config: { access: admins },
      schema: {
        tags: ['forms'],
        summary: "The newsroom's list of submissions, of one form or all (spec §7 GET {product}.form; admin)",
        description:
          'Filters: form (every form when absent), status, channel, from and to (Tashkent dates, both included). Newest first.',
        querystring: SubmissionQuery,
        response: { 200: SubmissionListResponse, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      const { page, count, ...filter } = request.query;
      return listed(filter, { page, count });
    },
  );

  const IdParams = Type.Object({
    file: Type.String({
      pattern: '^[0-9a-f-]{36}\\.json$',
      [PATTERN_MESSAGE]: 'must be a submission id followed by .json',
    }),
  });

  /** A submission its reader may see: its sender's own, or any for an admin (else 404). */
  async function readable(request: FastifyRequest, session: Session, file: string) {
    const id = file.slice(0, -5);
    const [row] = await db.select().from(formSubmissions).where(eq(formSubmissions.id, id));
    const admin = session.user.roles.includes('admin');
    if (!row || (!admin && row.userId !== session.user.id))
      throw new HttpError(404, say(request, 'forms.notFound'));
    return row;
  }

  app.get(
    `${base}/form/submission/:file`,
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['forms'],
        summary: 'One submission with its files (signed links) and history: its sender or an admin',
        params: IdParams,
        response: {
          200: Type.Object({ data: SubmissionSchema }),
          400: ErrorSchema,
          401: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const row = await readable(request, signedIn(request), request.params.file);
      reply.header('cache-control', PRIVATE);
      const [data] = await toApi(db, [row], links);
      return { data: data as NonNullable<typeof data> };
    },
  );

  app.put(
    `${base}/form/submission/:file`,
    {
      config: { access: admins },
      schema: {
        tags: ['forms'],
        summary: "Set a submission's status and write the sender an answer (admin; the sender is e-mailed)",
        params: IdParams,
        body: SubmissionUpdateBody,
        response: {
          200: Type.Object({ message: Type.String(), data: SubmissionSchema }),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const session = signedIn(request);
      const row = await readable(request, session, request.params.file);
      const answer = request.body.answer?.trim() || null;
      const { status } = request.body;
      const changed = status !== row.status || answer !== null;
      const [updated] = await db.transaction(async (tx) => {
        if (!changed) return [row];
        await tx
          .insert(formEvents)
          .values({ submissionId: row.id, status, answer, authorId: session.user.id });
        if (row.email) {
          const mine = (MY_FORMS as readonly string[]).includes(row.form) && row.userId;
          await ctx.outbox.enqueue(
            answerLetter({
              lang: isLang(row.lang) ? row.lang : 'uz',
              to: row.email,
              form: row.form,
              title: submissionTitle(row.payload, row.form),
              status,
              answer,
              link: mine ? pageUrl(ctx.config.publicUrl, `app.my.${row.form}`, {}, { lang: row.lang }) : null,
            }),
            tx,
          );
        }
        return tx
          .update(formSubmissions)
          .set({ status, ...(answer !== null ? { answer } : {}), updatedAt: sql`now()` })
          .where(eq(formSubmissions.id, row.id))
          .returning();
      });
      void ctx.outbox.flush();
      const [data] = await toApi(db, [updated ?? row], links);
      return { message: say(request, 'saved'), data: data as NonNullable<typeof data> };
    },
  );

  await formFileRoutes(app, ctx, links);
}
