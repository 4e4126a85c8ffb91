import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { ErrorSchema } from '@core/schemas/common';
import { FORM_NAMES, FORM_SCHEMAS, type FormName } from '@core/schemas/forms';
import { SubmissionQuery } from '@core/schemas/submissions';
import { broadcastClock, tashkentDateTime } from '@core/time';
import { eq } from 'drizzle-orm';
import Type from 'typebox';
import type { Access } from '../auth/access';
import type { App, AppContext } from '../context';
import { formFiles } from '../db/schema-forms';
import { PATTERN_MESSAGE } from '../errors';
import { HttpError } from '../http';
import { requestLang } from '../lang';
import { say, text } from '../texts';
import { toCsv } from './csv';
import { disposition, linkValid } from './files';
import { type Links, pageOf, toApi } from './view';

const PRIVATE = 'private, no-store';

/**
 * The request forms' files out of the database (decision 022): `GET /{product}/form/{form}.csv`,
 * the newsroom's export of a form's submissions (admin; the list's filters), and
 * `GET /{product}/form/file/{id}`, a submission's file by the signed link its submission gives.
 */
export async function formFileRoutes(app: App, ctx: AppContext, links: Links) {
  const { db } = ctx.database;
  const base = `/${ctx.config.product}`;
  const admins: Access = { roles: ['admin'] };

  app.get(
    `${base}/form/:file`,
    {
      config: { access: admins },
      schema: {
        tags: ['forms'],
        summary: "Export a form's submissions as CSV (admin; the list's filters)",
        description:
          'RFC 4180, UTF-8 with a BOM; cells a spreadsheet would run as formulas are kept as text.',
        params: Type.Object({
          file: Type.String({
            pattern: `^(?:${FORM_NAMES.join('|')})\\.csv$`,
            [PATTERN_MESSAGE]: `must be one of ${FORM_NAMES.map((f) => `${f}.csv`).join(', ')}`,
          }),
        }),
        querystring: Type.Omit(SubmissionQuery, ['form', 'page', 'count']),
        response: { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request, reply) => {
      const form = request.params.file.slice(0, -4) as FormName;
      const lang = requestLang(request);
      const { rows } = await pageOf(db, { form, ...request.query }, 1, 50_000);
      const data = await toApi(db, rows, links);
      const detailKeys = Object.keys(
        (FORM_SCHEMAS[form].properties as { detail?: { properties: object } }).detail?.properties ?? {},
      );
      const header = [
        'id',
        'created',
        'status',
        'title',
        'email',
        'sender',
        'type',
        'channel',
        'broadcast',
        'message',
        ...detailKeys,
        'answer',
        'files',
      ];
      const body = toCsv(
        header,
        data.map((s) => [
          s._id,
          tashkentDateTime(new Date(s.created)),
          text(lang, `kit.requests:status.${s.status}`),
          s.title,
          s.email,
          s.sender?.username ?? '',
          s.type,
          s.channel,
          s.broadcast,
          s.message,
          ...detailKeys.map((k) => s.detail[k]),
          s.answer,
          s.attachments.map((a) => a.title).join('; '),
        ]),
      );
      return reply
        .header('cache-control', PRIVATE)
        .header('content-disposition', disposition('attachment', `${form}-${broadcastClock().date}.csv`))
        .header('x-content-type-options', 'nosniff')
        .type('text/csv; charset=utf-8')
        .send(body as never);
    },
  );

  app.get(
    `${base}/form/file/:id`,
    {
      schema: {
        tags: ['forms'],
        summary: "A submission's file by its signed link (from the submission; valid about an hour)",
        params: Type.Object({ id: Type.String({ pattern: '^[0-9a-f-]{36}$' }) }),
        querystring: Type.Object({
          exp: Type.Integer({ minimum: 0 }),
          sig: Type.String({ maxLength: 100 }),
          v: Type.Optional(Type.Literal('thumb')),
        }),
        response: { 400: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { exp, sig, v } = request.query;
      const variant = v === 'thumb' ? 'thumb' : 'file';
      if (!linkValid(ctx.auth.pepper, id, variant, exp, sig))
        throw new HttpError(403, say(request, 'forms.fileLinkExpired'));
      const [file] = await db.select().from(formFiles).where(eq(formFiles.id, id));
      const path = variant === 'thumb' ? file?.thumbPath : file?.path;
      if (!file || !path) throw new HttpError(404, say(request, 'forms.fileNotFound'));
      const full = join(ctx.privateDir, path);
      const info = await stat(full).catch(() => null);
      if (!info) throw new HttpError(404, say(request, 'forms.fileNotFound'));
      // Images were re-encoded by the pipeline and show inline; anything else is a download, never
      // rendered by the browser as a page of this origin.
      const image = variant === 'thumb' || file.mime.startsWith('image/');
      return reply
        .header('cache-control', 'private, max-age=3600')
        .header('content-disposition', disposition(image ? 'inline' : 'attachment', file.title))
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; sandbox")
        .header('content-length', String(info.size))
        .type(variant === 'thumb' ? 'image/webp' : image ? file.mime : 'application/octet-stream')
        .send(createReadStream(full) as never);
    },
  );
}
