import { type I18nText, LANGS, type Lang } from '@core/lang';
import { NEWSROOM_ROLES } from '@core/newsroom';
import { ErrorSchema, I18nTextSchema } from '@core/schemas/common';
import { PictureSchema } from '@core/schemas/content';
import { count, desc, eq, or, sql } from 'drizzle-orm';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import type { App, AppContext } from '../context';
import { mediaAssets } from '../db/schema';
import { badRequest, notFound } from '../http';
import { requestLang } from '../lang';
import { recordAudit } from '../newsroom/audit';
import { paging } from '../routes/paging';
import { say, text } from '../texts';
import { receive } from '../uploads/routes';
import { pictureOf, storeMedia } from './variants';

/** Longest alt text (a sentence or two; a caption belongs in the item's text). */
export const ALT_MAX = 300;

const MediaItem = Type.Object({
  _id: Type.String(),
  alt: I18nTextSchema,
  width: Type.Integer(),
  height: Type.Integer(),
  bytes: Type.Integer(),
  created_at: Type.String(),
  /** The picture as an item stores it: pick it for any content item. */
  picture: PictureSchema,
});
const MediaList = Type.Object({
  data: Type.Array(MediaItem),
  meta: Type.Object({
    total: Type.Integer(),
    page: Type.Integer(),
    count: Type.Integer(),
    pages: Type.Integer(),
  }),
});
const Params = Type.Object({ id: Type.String({ format: 'uuid' }) });
const AltBody = Type.Object({ alt: I18nTextSchema }, { additionalProperties: false });

type Row = typeof mediaAssets.$inferSelect;
const out = (row: Row) => ({
  _id: row.id,
  alt: row.alt,
  width: row.width,
  height: row.height,
  bytes: row.variants.reduce((sum, v) => sum + v.bytes, 0),
  created_at: row.createdAt.toISOString(),
  picture: pictureOf(row),
});

/**
 * The alt text of every language, trimmed; a missing or too long one is a 400 naming the field
 * (issue 26: "alt text required in the page's language", and a picture may go on any page).
 */
export function checkAlt(lang: Lang, raw: Partial<Record<string, string>>): I18nText {
  const alt: I18nText = {};
  const missing: Lang[] = [];
  for (const l of LANGS) {
    const value = (raw[l] ?? '').trim();
    if (!value) missing.push(l);
    else if (value.length > ALT_MAX)
      throw badRequest(text(lang, 'media.altLong', { max: ALT_MAX }), `alt.${l}`);
    else alt[l] = value;
  }
  if (missing.length)
    throw badRequest(
      text(lang, 'media.altMissing', { langs: missing.map((l) => text(lang, `media.lang.${l}`)).join(', ') }),
      `alt.${missing[0]}`,
    );
  return alt;
}

/**
 * The media library (issue 26): `POST /newsroom/media.json` stores a picture in several widths as
 * AVIF and WebP (and one JPEG or PNG) with its alt text in the four languages; the list and one
 * picture are read by the newsroom's picture picker; `PUT` edits the alt text. Newsroom roles only;
 * every write is in the audit log. Pictures are not deleted: content that shows one keeps working.
 */
export async function mediaRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const access = { access: { roles: [...NEWSROOM_ROLES] } } as const;

  app.post(
    '/newsroom/media.json',
    {
      config: access,
      schema: {
        tags: ['newsroom'],
        summary:
          'Upload a picture to the media library (multipart `file`, `alt_uz`, `alt_oz`, `alt_ru`, `alt_en`)',
        consumes: ['multipart/form-data'],
        security: [{ bearer: [] }],
        response: {
          200: Type.Object({ data: MediaItem }),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          415: ErrorSchema,
        },
      },
    },
    async (request) => {
      const lang = requestLang(request);
      const received = await receive(request, ['file']);
      const file = received.files[0];
      if (!file) throw badRequest(say(request, 'media.noFile'), 'file');
      const alt = checkAlt(lang, {
        uz: received.fields.alt_uz,
        oz: received.fields.alt_oz,
        ru: received.fields.alt_ru,
        en: received.fields.alt_en,
      });
      if (file.truncated) throw badRequest(say(request, 'uploads.reason.large'), 'file');
      const stored = await storeMedia(file.bytes, ctx.uploadsDir);
      if ('refused' in stored)
        throw badRequest(
          text(lang, 'uploads.failed', {
            title: file.name,
            reason: text(lang, `uploads.reason.${stored.refused}`),
          }),
          'file',
        );
      const { user } = signedIn(request);
      const row = await db.transaction(async (tx) => {
        const [inserted] = await tx
          .insert(mediaAssets)
          .values({ ...stored.media, alt, uploadedBy: user.id })
          .returning();
        await recordAudit(tx, {
          actor: { id: user.id, name: user.username },
          action: 'create',
          type: 'media',
          itemId: stored.media.id,
          after: { alt, width: stored.media.width, height: stored.media.height },
        });
        if (!inserted) throw new Error('media insert returned no row');
        return inserted;
      });
      return { data: out(row) };
    },
  );

  app.get(
    '/newsroom/media.json',
    {
      config: access,
      schema: {
        tags: ['newsroom'],
        summary: 'The media library, newest first; `q` finds words of the alt text in any language',
        security: [{ bearer: [] }],
        querystring: Type.Object({
          q: Type.Optional(Type.String({ maxLength: 100 })),
          page: Type.Optional(Type.Integer({ minimum: 1, maximum: 10_000 })),
          count: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
        }),
        response: { 200: MediaList, 401: ErrorSchema, 403: ErrorSchema },
      },
    },
    async (request) => {
      const q = request.query.q?.trim();
      const pattern = q ? `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
      const where = pattern
        ? or(...LANGS.map((l) => sql`(${mediaAssets.alt} ->> ${l}) ilike ${pattern}`))
        : undefined;
      const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(mediaAssets).where(where);
      const { offset, ...meta } = paging(request.query, total, 24);
      const rows = await db
        .select()
        .from(mediaAssets)
        .where(where)
        .orderBy(desc(mediaAssets.createdAt), desc(mediaAssets.id))
        .limit(meta.count)
        .offset(offset);
      return { data: rows.map(out), meta };
    },
  );

  app.get(
    '/newsroom/media/:id.json',
    {
      config: access,
      schema: {
        tags: ['newsroom'],
        summary: 'One picture of the media library',
        security: [{ bearer: [] }],
        params: Params,
        response: {
          200: Type.Object({ data: MediaItem }),
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const [row] = await db.select().from(mediaAssets).where(eq(mediaAssets.id, request.params.id));
      if (!row) throw notFound(say(request, 'media.notFound'));
      return { data: out(row) };
    },
  );

  app.put(
    '/newsroom/media/:id.json',
    {
      config: access,
      schema: {
        tags: ['newsroom'],
        summary: 'Edit the alt text of a picture (items that show it keep the text they were saved with)',
        security: [{ bearer: [] }],
        params: Params,
        body: AltBody,
        response: {
          200: Type.Object({ data: MediaItem }),
          400: ErrorSchema,
          401: ErrorSchema,
          403: ErrorSchema,
          404: ErrorSchema,
        },
      },
    },
    async (request) => {
      const alt = checkAlt(requestLang(request), request.body.alt);
      const { user } = signedIn(request);
      const row = await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(mediaAssets)
          .where(eq(mediaAssets.id, request.params.id))
          .for('update');
        if (!before) throw notFound(say(request, 'media.notFound'));
        const [after] = await tx
          .update(mediaAssets)
          .set({ alt })
          .where(eq(mediaAssets.id, before.id))
          .returning();
        await recordAudit(tx, {
          actor: { id: user.id, name: user.username },
          action: 'update',
          type: 'media',
          itemId: before.id,
          before: { alt: before.alt },
          after: { alt },
        });
        if (!after) throw new Error('media update returned no row');
        return after;
      });
      return { data: out(row) };
    },
  );
}
