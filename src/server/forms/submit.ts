import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import {
  ANONYMOUS_FORMS,
  DATE_RULES,
  dateRuleBroken,
  FILE_ACCEPT,
  type FileField,
  FORM_FILE_MAX_BYTES,
  FORM_FILES,
  FORM_SCHEMAS,
  type FormName,
  type FormPayload,
  HONEYPOT,
  submissionTitle,
} from '@core/schemas/forms';
import { broadcastClock } from '@core/time';
import { readTurns, type Turn } from '@core/upload';
import { and, eq } from 'drizzle-orm';
import type { FastifyError, FastifyRequest } from 'fastify';
import type { Session } from '../auth/session';
import type { AppContext } from '../context';
import { broadcasts, channels, listEntries } from '../db/schema';
import { formEvents, formFiles, formSubmissions } from '../db/schema-forms';
import { validationField, validationMessage } from '../errors';
import { badRequest, HttpError } from '../http';
import { requestLang } from '../lang';
import { pageUrl } from '../links';
import { normalizePhone } from '../sms/phone';
import { say } from '../texts';
import { type StoredFile, storeFile, type UploadPolicy, uploadError } from '../uploads/pipeline';
import { newSubmissionLetter } from './letters';

/**
 * The upload policy of a file field: the types the form's picker offers (FILE_ACCEPT, one list
 * for both sides), 10 MB each (spec §5, §9). file-type reads an old Word file as `x-cfb`.
 */
function policyOf(field: FileField): UploadPolicy {
  const accept = FILE_ACCEPT[field.accept].split(',');
  if (accept.includes('application/msword')) accept.push('application/x-cfb');
  return {
    count: field.count,
    maxBytes: FORM_FILE_MAX_BYTES,
    accept,
    maxSide: 6000,
    thumbSide: 320,
    rotate: 0,
  };
}

/** Largest JSON a form's `payload` part may be (the texts' limits add up to less). */
const PAYLOAD_MAX_BYTES = 64 * 1024;

interface Received {
  payload: unknown;
  files: { field: string; name: string; bytes: Buffer }[];
  /** Quarter turns of the images, one per file in the order sent (decision 039). */
  turns: Turn[];
}

/** The JSON body, or the `payload` part and files of a multipart body, within the form's limits. */
async function receive(request: FastifyRequest, form: FormName | null): Promise<Received> {
  if (!request.isMultipart()) return { payload: request.body, files: [], turns: [] };
  const allFields = form ? FORM_FILES[form] : Object.assign({}, ...Object.values(FORM_FILES));
  const maxFiles = Object.values(allFields as Record<string, FileField>).reduce((n, f) => n + f.count, 0);
  const out: Received = { payload: undefined, files: [], turns: [] };
  const lang = requestLang(request);
  const parts = request.parts({
    limits: { fileSize: FORM_FILE_MAX_BYTES, files: maxFiles + 1, fields: 3, fieldSize: PAYLOAD_MAX_BYTES },
  });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (part.fieldname === 'rotate') {
        const turns = readTurns(String(part.value));
        if (!turns) throw badRequest('Field "rotate" must list quarter turns (0, 90, 180, 270)', 'rotate');
        out.turns = turns;
        continue;
      }
      if (part.fieldname !== 'payload')
        throw badRequest(`Unknown form part "${part.fieldname}"`, part.fieldname);
      if (part.valueTruncated) throw new HttpError(413, say(request, 'forms.payloadLarge'), 'payload');
      try {
        out.payload = JSON.parse(String(part.value));
      } catch {
        throw badRequest(say(request, 'forms.payloadInvalid'), 'payload');
      }
      continue;
    }
    if (!(part.fieldname in allFields)) {
      part.file.resume();
      throw badRequest(`Unknown file field "${part.fieldname}"`, part.fieldname);
    }
    const bytes = await part.toBuffer().catch(() => null);
    if (!bytes || part.file.truncated) {
      throw badRequest(uploadError(lang, part.filename, 'large', '10 MB').message, part.fieldname);
    }
    out.files.push({ field: part.fieldname, name: part.filename, bytes });
  }
  if (out.payload === undefined) throw badRequest(say(request, 'forms.payloadMissing'), 'payload');
  return out;
}

/** A validation failure of a payload as the error handler words it (400 naming the field). */
function invalid(errors: unknown[]): HttpError {
  const error = { validation: errors, validationContext: 'body', message: '' } as unknown as FastifyError;
  return badRequest(validationMessage(error), validationField(error) ?? undefined);
}

/** Checks what the schema cannot: lists, channels, broadcasts, the phone number and the dates. */
async function checkMeaning(request: FastifyRequest, ctx: AppContext, form: FormName, body: FormPayload) {
  const { db } = ctx.database;
  const detail = (body.detail ?? {}) as Record<string, string | number>;
  if (body.channel) {
    const [row] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, body.channel));
    if (!row) throw badRequest(say(request, 'forms.channelUnknown'), 'channel');
  }
  if (body.broadcast) {
    const where = body.channel
      ? and(eq(broadcasts.id, body.broadcast), eq(broadcasts.channel, body.channel))
      : eq(broadcasts.id, body.broadcast);
    const [row] = await db.select({ id: broadcasts.id }).from(broadcasts).where(where);
    if (!row) throw badRequest(say(request, 'forms.broadcastUnknown'), 'broadcast');
  }
  if (typeof detail.region === 'string') {
    const [row] = await db
      .select({ id: listEntries.id })
      .from(listEntries)
      .where(and(eq(listEntries.attr, 'region'), eq(listEntries.id, detail.region)));
    if (!row) throw badRequest(say(request, 'forms.regionUnknown'), 'detail.region');
  }
  if (typeof detail.phone === 'string') {
    const phone = normalizePhone(detail.phone, ctx.config.smsCountries);
    if (!phone) throw badRequest(say(request, 'forms.phoneInvalid'), 'detail.phone');
    detail.phone = phone;
  }
  // Dates are Tashkent calendar days (DATE_RULES): a birthday and a reported event are past, a
  // greeting's day is not.
  const today = broadcastClock().date;
  for (const [key, rule] of Object.entries(DATE_RULES[form] ?? {})) {
    const value = detail[key];
    const broken = typeof value === 'string' ? dateRuleBroken(rule, value, today) : null;
    if (broken) throw badRequest(say(request, `kit.requests:errors.${broken}`), `detail.${key}`);
  }
}

/** Removes stored files (a later step failed: nothing of a refused request is kept). */
async function removeFiles(ctx: AppContext, files: StoredFile[]) {
  await Promise.all(
    files
      .flatMap((f) => [f.path, f.thumbPath].filter((p): p is string => !!p))
      .map((p) => rm(join(ctx.privateDir, p), { force: true })),
  );
}

/**
 * Receives one submission of `form` (null: named by the payload's `form`, `POST {product}.form`),
 * checks it, stores its files and its row and the newsroom's letters in one transaction, and
 * returns its id. A refused request leaves nothing behind; a letter that cannot go now is retried.
 */
export async function submitForm(
  request: FastifyRequest,
  ctx: AppContext,
  named: FormName | null,
  session: Session | null,
): Promise<string> {
  const received = await receive(request, named);
  let payload = received.payload as Record<string, unknown> | null;
  let form = named;
  if (!form) {
    const given = typeof payload === 'object' && payload ? payload.form : undefined;
    if (typeof given !== 'string' || !(given in FORM_SCHEMAS)) {
      throw badRequest(
        `Missing or unknown body field "form": use ${Object.keys(FORM_SCHEMAS).join(', ')}`,
        'form',
      );
    }
    form = given as FormName;
    const { form: _, ...rest } = payload as Record<string, unknown>;
    payload = rest;
  }
  if (!session && !ANONYMOUS_FORMS.includes(form))
    throw new HttpError(401, say(request, 'kit.account:registration.prompt'));
  if (
    session &&
    !ANONYMOUS_FORMS.includes(form) &&
    !session.user.roles.some((r) => r === 'user' || r === 'admin')
  )
    throw new HttpError(403, say(request, 'kit.account:registration.prompt'));

  const validate = request.compileValidationSchema(FORM_SCHEMAS[form], 'body');
  if (!validate(payload)) throw invalid(validate.errors ?? []);
  const body = payload as FormPayload;
  // The honeypot: people never see it, so whoever filled it is a bot. It is told "sent" (so it
  // does not learn to skip the field) and nothing is stored.
  if (body[HONEYPOT]) {
    request.log.warn({ form, ip: request.ip }, 'request form honeypot filled: ignored');
    return randomUUID();
  }
  await checkMeaning(request, ctx, form, body);

  const fields = FORM_FILES[form];
  const lang = requestLang(request);
  for (const [name, field] of Object.entries(fields)) {
    const count = received.files.filter((f) => f.field === name).length;
    if (field.required && count === 0) throw badRequest(say(request, 'kit.requests:errors.files'), name);
    if (count > field.count) {
      const extra = received.files.filter((f) => f.field === name)[field.count];
      throw badRequest(uploadError(lang, extra?.name ?? name, 'count', String(field.count)).message, name);
    }
  }
  for (const file of received.files)
    if (!(file.field in fields)) throw badRequest(`Unknown file field "${file.field}"`, file.field);

  const stored: { field: string; file: StoredFile }[] = [];
  try {
    for (const [i, file] of received.files.entries()) {
      const policy = { ...policyOf(fields[file.field] as FileField), rotate: received.turns[i] ?? 0 };
      const result = await storeFile(file.bytes, file.name, policy, ctx.privateDir, lang, 'forms');
      if ('error' in result) throw badRequest(result.error.message, file.field);
      stored.push({ field: file.field, file: result.file });
    }
    const id = randomUUID();
    const email = body.email ?? session?.user.email ?? null;
    const title = submissionTitle(body, form);
    await ctx.database.db.transaction(async (tx) => {
      await tx.insert(formSubmissions).values({
        id,
        form,
        userId: session?.user.id ?? null,
        lang,
        email,
        payload: body,
        channel: body.channel ?? null,
        status: 'received',
      });
      if (stored.length > 0)
        await tx.insert(formFiles).values(
          stored.map(({ field, file }, order) => ({
            id: randomUUID(),
            submissionId: id,
            field,
            title: file.title,
            mime: file.mime,
            size: file.size,
            path: file.path,
            thumbPath: file.thumbPath,
            width: file.width,
            height: file.height,
            order,
          })),
        );
      await tx
        .insert(formEvents)
        .values({ submissionId: id, status: 'received', authorId: session?.user.id ?? null });
      const link = pageUrl(ctx.config.publicUrl, 'app.admin.forms', {}, { form, id });
      const sender = session ? `${session.user.displayName} (${session.user.username})` : (email ?? '—');
      for (const to of ctx.config.newsroomEmails)
        await ctx.outbox.enqueue(newSubmissionLetter({ to, form, title, sender, link, at: new Date() }), tx);
    });
    void ctx.outbox.flush();
    return id;
  } catch (err) {
    await removeFiles(
      ctx,
      stored.map((s) => s.file),
    );
    throw err;
  }
}
