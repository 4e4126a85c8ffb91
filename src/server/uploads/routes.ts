import { isLang } from '@core/lang';
import { type UploadedFile, UploadResponse } from '@core/schemas/auth';
import { ErrorSchema } from '@core/schemas/common';
import { acceptList, readTurns } from '@core/upload';
import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { App, AppContext } from '../context';
import { badRequest, HttpError } from '../http';
import { requestLang } from '../lang';
import { ACCOUNT_LIMITS, accountLimit } from '../limits';
import { say } from '../texts';
import {
  megabytes,
  POLICIES,
  processFile,
  type UploadError,
  type UploadPolicy,
  uploadError,
} from './pipeline';

/** The largest policy's file size bounds every multipart request. */
const MAX_FILE_BYTES = Math.max(...Object.values(POLICIES).map((p) => p.maxBytes));
const MAX_FILES = Math.max(...Object.values(POLICIES).map((p) => p.count));

/** The files of a multipart request and its text fields. */
interface Received {
  fields: Record<string, string>;
  files: { field: string; name: string; bytes: Buffer; truncated: boolean }[];
  extra: number;
}

/** Reads a multipart request (files of `fileFields` only) within the multipart limits. */
export async function receive(request: FastifyRequest, fileFields: string[]): Promise<Received> {
  if (!request.isMultipart()) throw new HttpError(415, say(request, 'uploads.notMultipart'));
  const out: Received = { fields: {}, files: [], extra: 0 };
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (!fileFields.includes(part.fieldname)) {
        await part.toBuffer().catch(() => undefined);
        throw badRequest(`Unknown file field "${part.fieldname}"`, part.fieldname);
      }
      if (out.files.length >= MAX_FILES) {
        out.extra++;
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      out.files.push({
        field: part.fieldname,
        name: part.filename,
        bytes: Buffer.concat(chunks),
        truncated: part.file.truncated,
      });
    } else {
      out.fields[part.fieldname] = String(part.value ?? '');
    }
  }
  return out;
}

/**
 * A number of a multipart field above 0 and at most `max` (a whole one when `whole`), `undefined`
 * when absent; 400 otherwise.
 */
function bound(fields: Record<string, string>, name: string, max: number, whole = true): number | undefined {
  const raw = fields[name];
  if (raw === undefined || raw === '') return undefined;
  const n = Number(raw);
  if (!Number.isFinite(n) || n <= 0 || n > max || (whole && !Number.isInteger(n)))
    throw badRequest(
      `Field "${name}" must be a ${whole ? 'whole ' : ''}number above 0 and at most ${max}`,
      name,
    );
  return n;
}

/**
 * The policy of one request: `policy` narrowed by what the block asked (decision 039): `count`
 * files, `size` MB each, `type` (an accept list), `maxWidth` px. A request can only narrow its
 * policy, never widen it: the policy is the ceiling the server keeps whatever the browser sends.
 */
export function narrowPolicy(policy: UploadPolicy, fields: Record<string, string>): UploadPolicy {
  const count = bound(fields, 'count', policy.count);
  const size = bound(fields, 'size', policy.maxBytes / 1024 / 1024, false);
  const maxWidth = bound(fields, 'maxWidth', policy.maxSide);
  const within = fields.type ? acceptList(fields.type) : [];
  if (fields.type !== undefined && within.length === 0)
    throw badRequest('Field "type" must list MIME types, like image/*', 'type');
  return {
    ...policy,
    count: count ?? policy.count,
    maxBytes: size === undefined ? policy.maxBytes : Math.max(1, Math.floor(size * 1024 * 1024)),
    maxSide: maxWidth ?? policy.maxSide,
    ...(within.length > 0 ? { within } : {}),
  };
}

/**
 * Receives the files of a request and stores them under `policy` (spec §7 Upload): each file is
 * either uploaded or an error naming it; more files than the policy allows are errors too. The
 * multipart `lang` field words the errors (else the request's language); `rotate` turns each
 * image clockwise by quarter turns (`90,0`, one per file in order; decision 039).
 */
export async function storeUploads(
  request: FastifyRequest,
  ctx: AppContext,
  opts: { policy?: UploadPolicy; fileFields: string[] },
): Promise<{ uploaded: UploadedFile[]; errors: UploadError[]; fields: Record<string, string> }> {
  const received = await receive(request, opts.fileFields);
  const asked = received.fields.lang;
  const lang = isLang(asked) ? asked : requestLang(request);
  const key = received.fields.upload_key ?? 'editor';
  const base = opts.policy ?? POLICIES[key];
  if (!base)
    throw badRequest(`Unknown upload_key "${key}": use ${Object.keys(POLICIES).join(', ')}`, 'upload_key');
  const policy = narrowPolicy(base, received.fields);
  const turns = readTurns(received.fields.rotate);
  if (!turns)
    throw badRequest('Field "rotate" must list quarter turns (0, 90, 180, 270), like 90,0', 'rotate');
  if (received.files.length === 0) throw badRequest(say(request, 'uploads.noFile'), opts.fileFields[0]);
  const uploaded: UploadedFile[] = [];
  const errors: UploadError[] = [];
  for (const [i, file] of received.files.entries()) {
    if (i >= policy.count) {
      errors.push(uploadError(lang, file.name, 'count', String(policy.count)));
      continue;
    }
    if (file.truncated || file.bytes.length > policy.maxBytes) {
      errors.push(uploadError(lang, file.name, 'large', megabytes(policy.maxBytes)));
      continue;
    }
    const rotate = turns[i] ?? 0;
    const result = await processFile(file.bytes, file.name, { ...policy, rotate }, ctx.uploadsDir, lang);
    if ('file' in result) uploaded.push(result.file);
    else errors.push(result.error);
  }
  for (let i = 0; i < received.extra; i++)
    errors.push(uploadError(lang, 'file', 'count', String(policy.count)));
  return { uploaded, errors, fields: received.fields };
}

/** Multipart parsing for the routes registered after it in the same plugin (uploads, picture). */
export async function registerMultipart(app: App) {
  await app.register(multipart, {
    // A file over the limit is cut and flagged, then answered as that file's error.
    throwFileSizeLimit: false,
    limits: {
      fileSize: MAX_FILE_BYTES,
      files: MAX_FILES + 1,
      fields: 10,
      fieldSize: 1024,
      parts: MAX_FILES + 11,
    },
  });
}

/** `POST /upload.json`: files for forms and the editor, by `upload_key`, for signed-in users. */
export async function uploadRoutes(app: App, ctx: AppContext) {
  const limit = accountLimit(app, ctx.config, 'upload', ACCOUNT_LIMITS.uploadsPerClient);

  app.post(
    '/upload.json',
    {
      config: { access: 'signedIn' },
      preHandler: limit,
      schema: {
        tags: ['upload'],
        summary:
          'Upload files (multipart `file`, `upload_key` picture | form | editor | block, `lang`, `rotate`, `count`, `size`, `type`, `maxWidth`)',
        description:
          "Types are read from the bytes; images are turned by `rotate` (quarter turns, one per file: `90,0`), re-encoded without metadata, scaled and given a thumbnail. `count`, `size` (MB), `type` and `maxWidth` narrow the key's limits, never widen them. Errors are worded in `lang`. Each file is uploaded or named in errors.",
        consumes: ['multipart/form-data'],
        response: {
          200: UploadResponse,
          400: ErrorSchema,
          401: ErrorSchema,
          413: ErrorSchema,
          415: ErrorSchema,
          429: ErrorSchema,
        },
      },
    },
    async (request) => {
      const { uploaded, errors } = await storeUploads(request, ctx, { fileFields: ['file'] });
      return { data: { uploaded, errors } };
    },
  );
}
