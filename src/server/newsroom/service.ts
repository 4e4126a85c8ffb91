import type { ContentAuditAction, ItemStatus, NewsroomType } from '@core/newsroom';
import type { NewsroomItem, NewsroomRow, WriteAction } from '@core/schemas/newsroom';
import { sanitizeHtml } from '@widgets/_kit/text/sanitize';
import { installServerDom } from '@widgets/_kit/text/sanitize-node';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { newsroomItems } from '../db/schema';
import { cancelJob, type JobHandler, type Tx } from '../jobs/runner';
import { type Actor, recordAudit } from './audit';
import { jobKey, newsroomJobHandlers, syncJobs } from './jobs';
import { projectionOf, TYPE_TAGS } from './projection';
import { lockItem, publishCopy, takeDown } from './public-copy';
import { type Doc, listItems, publicRow, readItem } from './reads';
import { NewsroomRefusal, type RefusalKey } from './refusal';
import { canonical } from './versions';

/**
 * The newsroom's writes (issue 26; decision 033): every write locks the item's newsroom row,
 * checks the version it was based on, saves the document, copies it into the public table or
 * takes it out, (re)schedules its jobs and records the audit row — in one transaction — and
 * then names the cache tags to drop so visitors on every instance see it at once.
 *
 * Beside it: the reads (`reads.ts`), the public copy and the row lock (`public-copy.ts`), the
 * jobs (`jobs.ts`), the refusals (`refusal.ts`) and `If-Match`/ETag (`versions.ts`).
 */

export interface WriteInput {
  document: Doc;
  action: WriteAction;
  publish_at?: string;
  unpublish_at?: string;
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

  /** One item as an editor reads it, or null. */
  get(type: NewsroomType, id: string, tx: Pick<Db, 'select'> = this.db): Promise<NewsroomItem | null> {
    return readItem(tx, type, id);
  }

  /** The items of a type: newsroom rows and public rows the newsroom has not saved yet, newest first. */
  list(
    type: NewsroomType,
    q: { page?: number; count?: number; title?: string; status?: ItemStatus },
  ): Promise<{ data: NewsroomRow[]; meta: { total: number; page: number; count: number; pages: number } }> {
    return listItems(this.db, type, q);
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
      const row = await lockItem(tx, type, id);
      const pub = await publicRow(tx, type, id);
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
          await publishCopy(tx, type, document, this.now());
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
          publicChanged = await takeDown(tx, type, id);
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
      await syncJobs(
        tx,
        type,
        id,
        status === 'scheduled' ? rowPublishAt : null,
        rowUnpublishAt,
        document,
        () => this.now(),
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

  /** Deletes an item: its newsroom row, its public row and its pending jobs. */
  async remove(
    type: NewsroomType,
    id: string,
    ifMatch: number | '*',
    actor: Actor,
  ): Promise<{ tags: readonly string[] }> {
    const live = await this.db.transaction(async (tx) => {
      const row = await lockItem(tx, type, id);
      const pub = await publicRow(tx, type, id);
      if (!row && !pub) throw new NewsroomRefusal(404, 'notFound', { id });
      const version = row?.version ?? 0;
      if (ifMatch !== '*' && ifMatch !== version) throw await this.conflict(tx, type, id);
      const before = row
        ? { status: row.status, document: row.document }
        : { status: 'published', document: projectionOf(type).fromRow(pub as Doc) };
      const wasLive = await takeDown(tx, type, id);
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
    return newsroomJobHandlers(() => this.now());
  }
}
