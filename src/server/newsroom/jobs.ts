import type { ContentAuditAction, NewsroomType } from '@core/newsroom';
import { and, eq } from 'drizzle-orm';
import { newsroomItems } from '../db/schema';
import { cancelJob, type Job, type JobHandler, scheduleJob, type Tx } from '../jobs/runner';
import { recordAudit, SYSTEM_ACTOR } from './audit';
import { TYPE_TAGS } from './projection';
import { lockItem, publishCopy, takeDown } from './public-copy';
import { type Doc, type ItemRow, publicRow } from './reads';

/**
 * The newsroom's scheduled jobs (decision 033): an item's publish, unpublish and (for a poll)
 * close jobs kept in step with its times, and the handlers the JobRunner calls when they are due.
 */

export const jobKey = (kind: 'publish' | 'unpublish' | 'close', type: NewsroomType, id: string) =>
  `${kind}:${type}:${id}`;

/** The item's jobs as its times say: publish at `publishAt`, unpublish at `unpublishAt`, a poll's close. */
export async function syncJobs(
  tx: Tx,
  type: NewsroomType,
  id: string,
  publishAt: Date | null,
  unpublishAt: Date | null,
  document: Doc,
  now: () => Date,
): Promise<void> {
  const payload = { type, id };
  if (publishAt)
    await scheduleJob(tx, { kind: 'publish', key: jobKey('publish', type, id), runAt: publishAt, payload });
  else await cancelJob(tx, jobKey('publish', type, id));
  if (unpublishAt)
    await scheduleJob(tx, {
      kind: 'unpublish',
      key: jobKey('unpublish', type, id),
      runAt: unpublishAt,
      payload,
    });
  else await cancelJob(tx, jobKey('unpublish', type, id));
  if (type === 'poll') {
    const closes = typeof document.closes_at === 'string' ? new Date(document.closes_at) : null;
    if (closes && closes > now())
      await scheduleJob(tx, { kind: 'close', key: jobKey('close', type, id), runAt: closes, payload });
    else await cancelJob(tx, jobKey('close', type, id));
  }
}

/** A change of state the system made (a due job), saved as a new version with its audit row. */
async function systemSave(
  tx: Tx,
  row: ItemRow,
  set: Partial<Pick<ItemRow, 'status' | 'publishAt' | 'unpublishAt' | 'publishedAt' | 'pending'>>,
  action: ContentAuditAction,
  now: () => Date,
): Promise<void> {
  const version = row.version + 1;
  await tx
    .update(newsroomItems)
    .set({ ...set, version, updatedAt: now() })
    .where(and(eq(newsroomItems.type, row.type), eq(newsroomItems.id, row.id)));
  await recordAudit(tx, {
    actor: SYSTEM_ACTOR,
    action,
    type: row.type,
    itemId: row.id,
    version,
    before: { status: row.status, document: row.document },
    after: { status: set.status ?? row.status, document: row.document },
  });
}

/** The handlers of the newsroom's jobs (publish, unpublish, close), for the JobRunner. */
export function newsroomJobHandlers(now: () => Date): Record<string, JobHandler> {
  const target = (payload: Record<string, unknown>) => ({
    type: payload.type as NewsroomType,
    id: String(payload.id),
  });
  // A job is due by the database's clock (`run_at <= now()`, runner.ts). This instance's clock
  // may be a little behind it: the job's own time counts as reached, or a job would be marked
  // done with nothing done (a poll left open, an item never published).
  const dueAt = (job: Job) => new Date(Math.max(now().getTime(), job.runAt.getTime()));
  return {
    publish: async (tx, job) => {
      const { type, id } = target(job.payload);
      const row = await lockItem(tx, type, id);
      const at = dueAt(job);
      if (row?.status !== 'scheduled' || !row.publishAt || row.publishAt > at) return [];
      await publishCopy(tx, type, row.document, at);
      await systemSave(
        tx,
        row,
        { status: 'published', publishAt: null, publishedAt: at, pending: false },
        'publish',
        now,
      );
      return TYPE_TAGS[type];
    },
    unpublish: async (tx, job) => {
      const { type, id } = target(job.payload);
      const row = await lockItem(tx, type, id);
      const at = dueAt(job);
      if (!row?.unpublishAt || row.unpublishAt > at) return [];
      const wasLive = await takeDown(tx, type, id);
      await cancelJob(tx, jobKey('publish', type, id));
      await systemSave(
        tx,
        row,
        { status: 'unpublished', publishAt: null, unpublishAt: null, pending: false },
        'unpublish',
        now,
      );
      return wasLive ? TYPE_TAGS[type] : [];
    },
    close: async (tx, job) => {
      const { type, id } = target(job.payload);
      if (type !== 'poll') return [];
      const row = await lockItem(tx, type, id);
      if (!row || !(await publicRow(tx, type, id))) return [];
      await publishCopy(tx, type, row.document, dueAt(job));
      return TYPE_TAGS[type];
    },
  };
}
