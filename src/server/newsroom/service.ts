import { pickText } from '@core/lang';
import type { ContentAuditAction, ItemStatus, NewsroomType } from '@core/newsroom';
import type { NewsroomItem, NewsroomMeta, NewsroomRow, WriteAction } from '@core/schemas/newsroom';
import { SEARCH_TYPES, type SearchHitType as SearchType } from '@core/schemas/search';
import { sanitizeHtml } from '@widgets/_kit/text/sanitize';
import { installServerDom } from '@widgets/_kit/text/sanitize-node';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsroomItems, users } from '../db/schema';
import { cancelJob, type Job, type JobHandler, scheduleJob, type Tx } from '../jobs/runner';
import { indexItems } from '../search/index';
import { type Actor, recordAudit, SYSTEM_ACTOR } from './audit';
import { projectionOf, REFERENCE_TABLES, TYPE_TAGS } from './projection';

/**
 * The newsroom's writes (issue 26; decision 033): every write locks the item's newsroom row,
 * checks the version it was based on, saves the document, copies it into the public table or
 * takes it out, (re)schedules its jobs and records the audit row — in one transaction — and
 * then names the cache tags to drop so visitors on every instance see it at once.
 */

type Doc = Record<string, unknown>;
type ItemRow = typeof newsroomItems.$inferSelect;

/** A refusal with its status, message key and values; the route words it in the request's language. */
export class NewsroomRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 428,
    readonly key: RefusalKey,
    readonly vars: Record<string, string | number> = {},
    readonly field?: string,
    /** A 409's item as it is now. */
    readonly current?: NewsroomItem,
  ) {
    super(key);
  }
}
export type RefusalKey =
  | 'notFound'
  | 'exists'
  | 'conflict'
  | 'idMismatch'
  | 'streamOrigin'
  | 'publishAtRequired'
  | 'publishAtPast'
  | 'unpublishBefore'
  | 'referenceMissing'
  | 'subtitlesTwice';

export interface WriteInput {
  document: Doc;
  action: WriteAction;
  publish_at?: string;
  unpublish_at?: string;
}

/** `If-Match`: the version the write was based on (`"3"`, `W/"3"`, `3`), `*`, or null when absent. */
export function parseIfMatch(header: string | undefined): number | '*' | null {
  if (header === undefined || header.trim() === '') return null;
  const value = header.trim();
  if (value === '*') return '*';
  const m = /^(?:W\/)?"?(\d{1,9})"?$/.exec(value);
  return m ? Number(m[1]) : -1;
}

export const etagOf = (version: number) => `"${version}"`;

const jobKey = (kind: 'publish' | 'unpublish' | 'close', type: NewsroomType, id: string) =>
  `${kind}:${type}:${id}`;

const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);

/** A JSON value as text with its objects' keys sorted: equal documents, equal texts (jsonb reorders keys). */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

export class Newsroom {
  constructor(
    private readonly db: Db,
    private readonly opts: { streamOrigins: readonly string[]; now?: () => Date },
  ) {}

  private now(): Date {
    return this.opts.now?.() ?? new Date();
  }

  // --- reads -------------------------------------------------------------------------------------

  private async publicRow(tx: Pick<Db, 'select'>, type: NewsroomType, id: string): Promise<Doc | null> {
    const p = projectionOf(type);
    const [row] = await tx.select().from(p.table).where(eq(p.id, id));
    return (row as Doc | undefined) ?? null;
  }

  private async names(
    ids: (string | null)[],
    tx: Pick<Db, 'select'> = this.db,
  ): Promise<Map<string, string>> {
    const wanted = [...new Set(ids.filter((id): id is string => !!id))];
    if (!wanted.length) return new Map();
    // Inside a write, through its transaction (PGlite has one connection: a read beside it would wait).
    const rows = await tx
      .select({ id: users.id, name: users.displayName, username: users.username })
      .from(users)
      .where(inArray(users.id, wanted));
    return new Map(rows.map((r) => [r.id, r.name || r.username]));
  }

  private meta(
    type: NewsroomType,
    id: string,
    row: ItemRow | null,
    live: boolean,
    by: string | null,
  ): NewsroomMeta {
    return {
      type,
      id,
      version: row?.version ?? 0,
      status: row?.status ?? 'published',
      live,
      publish_at: iso(row?.publishAt),
      unpublish_at: iso(row?.unpublishAt),
      published_at: iso(row?.publishedAt),
      unpublished_changes: live && (row?.pending ?? false),
      updated_at: iso(row?.updatedAt),
      updated_by: by,
    };
  }

  /** One item as an editor reads it, or null. */
  async get(type: NewsroomType, id: string, tx: Pick<Db, 'select'> = this.db): Promise<NewsroomItem | null> {
    const [row] = await tx
      .select()
      .from(newsroomItems)
      .where(and(eq(newsroomItems.type, type), eq(newsroomItems.id, id)));
    const pub = await this.publicRow(tx, type, id);
    if (!row && !pub) return null;
    const names = await this.names([row?.updatedBy ?? null], tx);
    const data = row ? row.document : projectionOf(type).fromRow(pub as Doc);
    return {
      data,
      meta: this.meta(type, id, row ?? null, pub !== null, names.get(row?.updatedBy ?? '') ?? null),
    };
  }

  /** The items of a type: newsroom rows and public rows the newsroom has not saved yet, newest first. */
  async list(
    type: NewsroomType,
    q: { page?: number; count?: number; title?: string; status?: ItemStatus },
  ): Promise<{ data: NewsroomRow[]; meta: { total: number; page: number; count: number; pages: number } }> {
    const p = projectionOf(type);
    const [rows, pubs] = await Promise.all([
      this.db.select().from(newsroomItems).where(eq(newsroomItems.type, type)),
      this.db.select({ id: p.id, title: p.title }).from(p.table),
    ]);
    const live = new Set(pubs.map((r) => r.id as string));
    const known = new Set(rows.map((r) => r.id));
    const names = await this.names(rows.map((r) => r.updatedBy));
    const all: NewsroomRow[] = [
      ...rows.map((r) => ({
        ...this.meta(type, r.id, r, live.has(r.id), names.get(r.updatedBy ?? '') ?? null),
        title: (r.document.title ?? {}) as Record<string, string>,
      })),
      ...pubs
        .filter((r) => !known.has(r.id as string))
        .map((r) => ({
          ...this.meta(type, r.id as string, null, true, null),
          title: (r.title ?? {}) as Record<string, string>,
        })),
    ];
    const needle = q.title?.trim().toLocaleLowerCase();
    const filtered = all.filter(
      (r) =>
        (!q.status || r.status === q.status) &&
        (!needle ||
          r.id.includes(needle) ||
          Object.values(r.title).some((t) => t.toLocaleLowerCase().includes(needle))),
    );
    filtered.sort(
      (a, b) =>
        (b.updated_at ?? '').localeCompare(a.updated_at ?? '') ||
        pickText(a.title, 'uz').localeCompare(pickText(b.title, 'uz')) ||
        a.id.localeCompare(b.id),
    );
    const count = q.count ?? 50;
    const page = q.page ?? 1;
    const data = filtered.slice((page - 1) * count, page * count);
    return {
      data,
      meta: { total: filtered.length, page, count: data.length, pages: Math.ceil(filtered.length / count) },
    };
  }

  // --- writes ------------------------------------------------------------------------------------

  /** The document as stored: rich text sanitised, and the checks the schema cannot make. */
  private normalise(type: NewsroomType, doc: Doc): Doc {
    if (type === 'news' && doc.body && typeof doc.body === 'object') {
      installServerDom();
      const body: Record<string, string> = {};
      for (const [lang, html] of Object.entries(doc.body as Record<string, string>))
        body[lang] = sanitizeHtml(html);
      doc = { ...doc, body };
    }
    if (type === 'channel' && typeof doc.online === 'string') {
      let origin = '';
      try {
        origin = new URL(doc.online).origin;
      } catch {
        origin = '';
      }
      if (!this.opts.streamOrigins.includes(origin))
        throw new NewsroomRefusal(
          400,
          'streamOrigin',
          { origins: this.opts.streamOrigins.join(', ') || '—' },
          'document.online',
        );
    }
    return doc;
  }

  private async checkReferences(tx: Tx, type: NewsroomType, doc: Doc): Promise<void> {
    for (const ref of projectionOf(type).refs(doc)) {
      const { table, id } = REFERENCE_TABLES[ref.type];
      const [row] = await tx.select({ id }).from(table).where(eq(id, ref.id));
      if (!row)
        throw new NewsroomRefusal(
          400,
          'referenceMissing',
          { id: ref.id, field: ref.field },
          `document.${ref.field}`,
        );
    }
  }

  private async lock(tx: Tx, type: NewsroomType, id: string): Promise<ItemRow | null> {
    const [row] = await tx
      .select()
      .from(newsroomItems)
      .where(and(eq(newsroomItems.type, type), eq(newsroomItems.id, id)))
      .for('update');
    return row ?? null;
  }

  private async conflict(tx: Tx, type: NewsroomType, id: string, key: RefusalKey = 'conflict') {
    const current = await this.get(type, id, tx);
    return new NewsroomRefusal(
      409,
      key,
      { version: current?.meta.version ?? 0, id },
      undefined,
      current ?? undefined,
    );
  }

  /** Copies `doc` into the public table as of `at` (a poll past its closing time is closed). */
  private async publish(tx: Tx, type: NewsroomType, doc: Doc, at = this.now()): Promise<void> {
    const p = projectionOf(type);
    await this.checkReferences(tx, type, doc);
    const values = p.toRow(doc, at);
    const { id: _id, ...set } = values;
    await tx
      .insert(p.table)
      .values(values as never)
      .onConflictDoUpdate({ target: p.id, set: set as never });
    await this.reindex(tx, type, String(doc._id));
  }

  /** Keeps the search index (issue 27) in step with the public row, in the same transaction. */
  private async reindex(tx: Tx, type: NewsroomType, id: string): Promise<void> {
    if ((SEARCH_TYPES as readonly string[]).includes(type))
      await indexItems(tx as unknown as Db, type as SearchType, [id]);
  }

  private async takeDown(tx: Tx, type: NewsroomType, id: string): Promise<boolean> {
    const p = projectionOf(type);
    const gone = await tx.delete(p.table).where(eq(p.id, id)).returning({ id: p.id });
    await this.reindex(tx, type, id);
    return gone.length > 0;
  }

  /**
   * Creates (`version` null: POST) or updates an item. `ifMatch` is the version the editor read
   * (0 for an item only the public table holds). Resolves with the item as saved and the cache
   * tags to drop once the transaction has committed.
   */
  async write(
    type: NewsroomType,
    id: string,
    input: WriteInput,
    ifMatch: number | '*' | null,
    actor: Actor,
  ): Promise<{ item: NewsroomItem; tags: readonly string[]; created: boolean }> {
    const creating = ifMatch === null;
    if (input.document._id !== id) throw new NewsroomRefusal(400, 'idMismatch', { id }, 'document._id');
    const document = this.normalise(type, input.document);
    // A recording has one subtitle track a language (the player offers them by language).
    if (type === 'archive' && Array.isArray(document.subtitles)) {
      const langs = (document.subtitles as { lang: string }[]).map((track) => track.lang);
      const twice = langs.findIndex((lang, i) => langs.indexOf(lang) !== i);
      if (twice !== -1)
        throw new NewsroomRefusal(400, 'subtitlesTwice', {}, `document.subtitles.${twice}.lang`);
    }
    const now = this.now();
    const publishAt = input.publish_at ? new Date(input.publish_at) : null;
    const unpublishAt = input.unpublish_at ? new Date(input.unpublish_at) : null;
    if (input.action === 'schedule') {
      if (!publishAt && !unpublishAt) throw new NewsroomRefusal(400, 'publishAtRequired', {}, 'publish_at');
      if (publishAt && publishAt <= now) throw new NewsroomRefusal(400, 'publishAtPast', {}, 'publish_at');
    }
    if (unpublishAt && (unpublishAt <= now || (publishAt && unpublishAt <= publishAt)))
      throw new NewsroomRefusal(400, 'unpublishBefore', {}, 'unpublish_at');

    const result = await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, type, id);
      const pub = await this.publicRow(tx, type, id);
      if (creating && (row || pub)) throw await this.conflict(tx, type, id, 'exists');
      if (!creating && !row && !pub) throw new NewsroomRefusal(404, 'notFound', { id });
      const version = row?.version ?? 0;
      if (!creating && ifMatch !== '*' && ifMatch !== version) throw await this.conflict(tx, type, id);
      const before = row
        ? { status: row.status, document: row.document }
        : pub
          ? { status: 'published', document: projectionOf(type).fromRow(pub) }
          : null;

      let live = pub !== null;
      let publicChanged = false;
      let status: ItemStatus;
      let rowPublishAt: Date | null = row?.publishAt ?? null;
      let rowUnpublishAt: Date | null = row?.unpublishAt ?? null;
      let publishedAt: Date | null = row?.publishedAt ?? null;
      let action: ContentAuditAction;
      const prev: ItemStatus = row?.status ?? (pub ? 'published' : 'draft');
      // Whether visitors' version lags behind the document saved now (see `pending`).
      const changed = !before || canonical(before.document) !== canonical(document);
      let pending = false;
      switch (input.action) {
        case 'draft':
          pending = live && ((row?.pending ?? false) || changed);
          // A draft of a live or scheduled item leaves visitors' version and the schedule alone.
          status = prev === 'published' || prev === 'scheduled' ? prev : 'draft';
          action = creating ? 'create' : 'update';
          break;
        case 'publish':
          await this.publish(tx, type, document);
          live = true;
          publicChanged = true;
          status = 'published';
          publishedAt = now;
          rowPublishAt = null;
          rowUnpublishAt = unpublishAt;
          action = 'publish';
          break;
        case 'schedule':
          pending = live && ((row?.pending ?? false) || changed);
          if (publishAt) {
            status = 'scheduled';
            rowPublishAt = publishAt;
          } else {
            status = prev;
          }
          rowUnpublishAt = unpublishAt;
          action = 'schedule';
          break;
        case 'unpublish':
          publicChanged = await this.takeDown(tx, type, id);
          live = false;
          status = 'unpublished';
          rowPublishAt = null;
          rowUnpublishAt = null;
          action = 'unpublish';
          break;
      }
      const values = {
        document,
        version: version + 1,
        status,
        publishAt: rowPublishAt,
        unpublishAt: rowUnpublishAt,
        publishedAt,
        pending,
        updatedBy: actor.id,
        updatedAt: now,
      };
      if (row) {
        await tx
          .update(newsroomItems)
          .set(values)
          .where(and(eq(newsroomItems.type, type), eq(newsroomItems.id, id)));
      } else {
        const [made] = await tx
          .insert(newsroomItems)
          .values({ type, id, ...values })
          .onConflictDoNothing()
          .returning({ id: newsroomItems.id });
        // Another editor's first save of this item came first.
        if (!made) throw await this.conflict(tx, type, id, creating ? 'exists' : 'conflict');
      }
      await this.syncJobs(
        tx,
        type,
        id,
        status === 'scheduled' ? rowPublishAt : null,
        rowUnpublishAt,
        document,
      );
      await recordAudit(tx, {
        actor,
        action,
        type,
        itemId: id,
        version: version + 1,
        before,
        after: { status, document },
      });
      const item = await this.get(type, id, tx);
      return { item: item as NewsroomItem, publicChanged, live };
    });
    return {
      item: result.item,
      tags: result.publicChanged ? TYPE_TAGS[type] : [],
      created: creating,
    };
  }

  /** The item's jobs as its times say: publish at `publishAt`, unpublish at `unpublishAt`, a poll's close. */
  private async syncJobs(
    tx: Tx,
    type: NewsroomType,
    id: string,
    publishAt: Date | null,
    unpublishAt: Date | null,
    document: Doc,
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
      if (closes && closes > this.now())
        await scheduleJob(tx, { kind: 'close', key: jobKey('close', type, id), runAt: closes, payload });
      else await cancelJob(tx, jobKey('close', type, id));
    }
  }

  /** Deletes an item: its newsroom row, its public row and its pending jobs. */
  async remove(
    type: NewsroomType,
    id: string,
    ifMatch: number | '*',
    actor: Actor,
  ): Promise<{ tags: readonly string[] }> {
    const live = await this.db.transaction(async (tx) => {
      const row = await this.lock(tx, type, id);
      const pub = await this.publicRow(tx, type, id);
      if (!row && !pub) throw new NewsroomRefusal(404, 'notFound', { id });
      const version = row?.version ?? 0;
      if (ifMatch !== '*' && ifMatch !== version) throw await this.conflict(tx, type, id);
      const before = row
        ? { status: row.status, document: row.document }
        : { status: 'published', document: projectionOf(type).fromRow(pub as Doc) };
      const wasLive = await this.takeDown(tx, type, id);
      await tx.delete(newsroomItems).where(and(eq(newsroomItems.type, type), eq(newsroomItems.id, id)));
      for (const kind of ['publish', 'unpublish', 'close'] as const)
        await cancelJob(tx, jobKey(kind, type, id));
      await recordAudit(tx, {
        actor,
        action: 'delete',
        type,
        itemId: id,
        version: version + 1,
        before,
        after: null,
      });
      return wasLive;
    });
    return { tags: live ? TYPE_TAGS[type] : [] };
  }

  // --- jobs --------------------------------------------------------------------------------------

  /** The handlers of the newsroom's jobs (publish, unpublish, close), for the JobRunner. */
  jobHandlers(): Record<string, JobHandler> {
    const target = (payload: Record<string, unknown>) => ({
      type: payload.type as NewsroomType,
      id: String(payload.id),
    });
    // A job is due by the database's clock (`run_at <= now()`, runner.ts). This instance's clock
    // may be a little behind it: the job's own time counts as reached, or a job would be marked
    // done with nothing done (a poll left open, an item never published).
    const dueAt = (job: Job) => new Date(Math.max(this.now().getTime(), job.runAt.getTime()));
    return {
      publish: async (tx, job) => {
        const { type, id } = target(job.payload);
        const row = await this.lock(tx, type, id);
        const now = dueAt(job);
        if (row?.status !== 'scheduled' || !row.publishAt || row.publishAt > now) return [];
        await this.publish(tx, type, row.document, now);
        await this.systemSave(
          tx,
          row,
          { status: 'published', publishAt: null, publishedAt: now, pending: false },
          'publish',
        );
        return TYPE_TAGS[type];
      },
      unpublish: async (tx, job) => {
        const { type, id } = target(job.payload);
        const row = await this.lock(tx, type, id);
        const now = dueAt(job);
        if (!row?.unpublishAt || row.unpublishAt > now) return [];
        const wasLive = await this.takeDown(tx, type, id);
        await cancelJob(tx, jobKey('publish', type, id));
        await this.systemSave(
          tx,
          row,
          { status: 'unpublished', publishAt: null, unpublishAt: null, pending: false },
          'unpublish',
        );
        return wasLive ? TYPE_TAGS[type] : [];
      },
      close: async (tx, job) => {
        const { type, id } = target(job.payload);
        if (type !== 'poll') return [];
        const row = await this.lock(tx, type, id);
        if (!row || !(await this.publicRow(tx, type, id))) return [];
        await this.publish(tx, type, row.document, dueAt(job));
        return TYPE_TAGS[type];
      },
    };
  }

  private async systemSave(
    tx: Tx,
    row: ItemRow,
    set: Partial<Pick<ItemRow, 'status' | 'publishAt' | 'unpublishAt' | 'publishedAt' | 'pending'>>,
    action: ContentAuditAction,
  ): Promise<void> {
    const version = row.version + 1;
    await tx
      .update(newsroomItems)
      .set({ ...set, version, updatedAt: this.now() })
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
}
