import { type FormName, type SubmissionStatus, submissionTitle } from '@core/schemas/forms';
import type { Submission } from '@core/schemas/submissions';
import { addDays, TASHKENT_OFFSET_MS } from '@core/time';
import { and, asc, desc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { formEvents, formFiles, formSubmissions } from '../db/schema-forms';
import { fileLink } from './files';

/** The filters of a list of submissions. */
export interface SubmissionFilter {
  /** Every form when absent. */
  form?: FormName;
  userId?: string;
  status?: SubmissionStatus;
  channel?: string;
  /** Tashkent dates, both included. */
  from?: string;
  to?: string;
}

/** The start of a Tashkent calendar day as an instant. */
const dayStart = (date: string) => new Date(Date.parse(`${date}T00:00:00Z`) - TASHKENT_OFFSET_MS);

export function filterWhere(f: SubmissionFilter): SQL | undefined {
  return and(
    f.form ? eq(formSubmissions.form, f.form) : undefined,
    f.userId ? eq(formSubmissions.userId, f.userId) : undefined,
    f.status ? eq(formSubmissions.status, f.status) : undefined,
    f.channel ? eq(formSubmissions.channel, f.channel) : undefined,
    f.from ? gte(formSubmissions.createdAt, dayStart(f.from)) : undefined,
    f.to ? lt(formSubmissions.createdAt, dayStart(addDays(f.to, 1))) : undefined,
  );
}

type Row = typeof formSubmissions.$inferSelect;

/** Links of the files: signed with `secret`, under `base` (`/uz/api/{product}/form/file`). */
export interface Links {
  secret: string;
  base: string;
}

/** Submissions as the API shows them: with their files (signed links), history and sender. */
export async function toApi(db: Db, rows: Row[], links: Links): Promise<Submission[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const senderIds = [...new Set(rows.map((r) => r.userId).filter((id): id is string => !!id))];
  const [files, events, senders] = await Promise.all([
    db.select().from(formFiles).where(inArray(formFiles.submissionId, ids)).orderBy(asc(formFiles.order)),
    db
      .select({ event: formEvents, by: users.displayName })
      .from(formEvents)
      .leftJoin(users, eq(users.id, formEvents.authorId))
      .where(inArray(formEvents.submissionId, ids))
      .orderBy(asc(formEvents.id)),
    senderIds.length
      ? db
          .select({ id: users.id, username: users.username, displayName: users.displayName })
          .from(users)
          .where(inArray(users.id, senderIds))
      : Promise.resolve([]),
  ]);
  return rows.map((row) => {
    const { email, type, message, channel, broadcast, detail } = row.payload;
    const sender = senders.find((s) => s.id === row.userId);
    return {
      _id: row.id,
      form: row.form as FormName,
      status: row.status,
      answer: row.answer,
      title: submissionTitle(row.payload, ''),
      email: email ?? row.email,
      type: type ?? null,
      message: message ?? null,
      channel: channel ?? null,
      broadcast: broadcast ?? null,
      detail: detail ?? {},
      attachments: files
        .filter((f) => f.submissionId === row.id)
        .map((f) => ({
          _id: f.id,
          field: f.field,
          title: f.title,
          mime: f.mime,
          size: f.size,
          width: f.width,
          height: f.height,
          link: fileLink(links.secret, links.base, f.id, 'file'),
          thumb: f.thumbPath ? fileLink(links.secret, links.base, f.id, 'thumb') : null,
        })),
      sender: sender ? { _id: sender.id, username: sender.username, displayName: sender.displayName } : null,
      lang: row.lang,
      created: row.createdAt.toISOString(),
      updated: row.updatedAt.toISOString(),
      history: events
        .filter((e) => e.event.submissionId === row.id)
        .map((e) => ({
          status: e.event.status,
          answer: e.event.answer,
          // The sender's own first step is not a newsroom member's.
          by: e.event.authorId && e.event.authorId !== row.userId ? (e.by ?? null) : null,
          at: e.event.createdAt.toISOString(),
        })),
    };
  });
}

/** One page of submissions, newest first, and the total. */
export async function pageOf(
  db: Db,
  filter: SubmissionFilter,
  page: number,
  count: number,
): Promise<{ rows: Row[]; total: number }> {
  const where = filterWhere(filter);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(formSubmissions)
      .where(where)
      .orderBy(desc(formSubmissions.createdAt), desc(formSubmissions.id))
      .limit(count)
      .offset((page - 1) * count),
    db.select({ n: sql<number>`count(*)::int` }).from(formSubmissions).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}
