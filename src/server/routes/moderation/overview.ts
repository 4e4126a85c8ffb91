import { ErrorSchema } from '@core/schemas/common';
import {
  AUDIT_PAGE_SIZE,
  AuditPageSchema,
  AuditQuery,
  type Held,
  ModerationOverviewSchema,
  type Report,
} from '@core/schemas/moderation';
import { asc, count, desc, eq, gt, isNull, or } from 'drizzle-orm';
import Type from 'typebox';
import type { App } from '../../context';
import {
  moderationAudit,
  moderationBans,
  moderationHeld,
  moderationReports,
  moderationWords,
  users,
} from '../../db/schema';
import { MODERATE, type ModerationDeps, SHOWN, toAuditEntry } from './common';

/**
 * What moderators read (issue 25): `GET /moderation.json`, everything the screen acts on (open
 * reports, held items, bans in force, the word list, the audit log's first page), and
 * `GET /moderation/audit.json?page=&count=`, the audit log paged, newest first, in the house's
 * list envelope `{data, meta: {total, page, count, pages}}`. Moderators only, before any input.
 */
export async function overviewRoutes(app: App, { ctx }: ModerationDeps) {
  const { db } = ctx.database;

  app.get(
    '/moderation.json',
    {
      config: { access: MODERATE },
      schema: {
        tags: ['moderation'],
        summary:
          'What the moderators act on: open reports, held items, bans, the word filter, the audit log’s first page',
        response: { 200: Type.Object({ data: ModerationOverviewSchema }) },
      },
    },
    async (_request, reply) => {
      const now = new Date();
      const [reportRows, heldRows, banRows, wordRows, auditRows] = await Promise.all([
        db
          .select({ report: moderationReports, reporter: users.displayName })
          .from(moderationReports)
          .innerJoin(users, eq(users.id, moderationReports.reporterId))
          .where(eq(moderationReports.status, 'open'))
          .orderBy(desc(moderationReports.createdAt), desc(moderationReports.id))
          .limit(SHOWN.reports),
        db
          .select()
          .from(moderationHeld)
          .where(eq(moderationHeld.status, 'held'))
          .orderBy(asc(moderationHeld.createdAt), asc(moderationHeld.id))
          .limit(SHOWN.held),
        db
          .select({ ban: moderationBans, name: users.displayName })
          .from(moderationBans)
          .innerJoin(users, eq(users.id, moderationBans.userId))
          .where(or(isNull(moderationBans.until), gt(moderationBans.until, now)))
          .orderBy(desc(moderationBans.createdAt)),
        db.select().from(moderationWords).orderBy(asc(moderationWords.createdAt), asc(moderationWords.word)),
        db.select().from(moderationAudit).orderBy(desc(moderationAudit.id)).limit(SHOWN.audit),
      ]);
      const perTarget = new Map<string, number>();
      for (const { report } of reportRows) {
        const key = `${report.kind}:${report.targetId}`;
        perTarget.set(key, (perTarget.get(key) ?? 0) + 1);
      }
      const reports: Report[] = reportRows.map(({ report, reporter }) => ({
        _id: report.id,
        kind: report.kind,
        targetId: report.targetId,
        context: report.context,
        excerpt: report.excerpt,
        author: { _id: report.authorId, name: report.authorName },
        reporter,
        reason: report.reason,
        note: report.note,
        count: perTarget.get(`${report.kind}:${report.targetId}`) ?? 1,
        createdAt: report.createdAt.toISOString(),
      }));
      const held: Held[] = heldRows.map((row) => ({
        _id: row.id,
        kind: row.kind,
        context: row.context,
        text: row.text,
        author: { _id: row.userId, name: row.authorName },
        matched: row.matched,
        createdAt: row.createdAt.toISOString(),
      }));
      reply.header('cache-control', 'no-store');
      return {
        data: {
          reports,
          held,
          bans: banRows.map(({ ban, name }) => ({
            userId: ban.userId,
            name,
            reason: ban.reason,
            until: ban.until?.toISOString() ?? null,
            createdAt: ban.createdAt.toISOString(),
          })),
          words: wordRows.map((row) => row.word),
          audit: auditRows.map(toAuditEntry),
        },
      };
    },
  );

  app.get(
    '/moderation/audit.json',
    {
      config: { access: MODERATE },
      schema: {
        tags: ['moderation'],
        summary: `The moderation audit log, newest first, paged (count default ${AUDIT_PAGE_SIZE}). Moderators only`,
        querystring: AuditQuery,
        response: { 200: AuditPageSchema, 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const size = request.query.count ?? AUDIT_PAGE_SIZE;
      const page = request.query.page ?? 1;
      // Ordered by the serial id: a line written between two pages' reads shifts them by one at most.
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(moderationAudit)
          .orderBy(desc(moderationAudit.id))
          .limit(size)
          .offset((page - 1) * size),
        db.select({ n: count() }).from(moderationAudit),
      ]);
      const n = total?.n ?? 0;
      reply.header('cache-control', 'no-store');
      return {
        data: rows.map(toAuditEntry),
        meta: { total: n, page, count: size, pages: Math.ceil(n / size) },
      };
    },
  );
}
