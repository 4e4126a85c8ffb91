import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { NEWSROOM_ROLES } from '@core/newsroom';
import { ErrorSchema, I18nTextSchema } from '@core/schemas/common';
import { and, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { App, AppContext } from '../context';
import { channels, schedules } from '../db/schema';
import { badRequest, HttpError } from '../http';
import { recordAudit } from '../newsroom/audit';
import { FetchRefused, fetchListing } from '../newsroom/fetch-listing';
import {
  checkDay,
  dayEtag,
  issueText,
  knownBroadcasts,
  SCHEDULE_TAGS,
  type Tx,
  writeDay,
} from '../newsroom/schedule-days';
import {
  changes,
  type DayDiff,
  diffDay,
  listingDays,
  NotXmltv,
  type ParsedListing,
  parseListing,
  suggestMapping,
  TooManyProgrammes,
  XmlFault,
} from '../newsroom/xmltv-import';
import { say } from '../texts';
import { actorOf } from './schedule-edit';
import { answering, Refusal } from './state/common';

/** The largest file an import takes (as uploaded or fetched, gzipped or not). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** The largest XML once a gzipped file is unpacked. */
export const IMPORT_MAX_XML_BYTES = 128 * 1024 * 1024;
/** How long reading a file from an address may take. */
export const IMPORT_FETCH_TIMEOUT_MS = 20_000;
/** Most programmes one file may hold (a year of 18 channels' days, about 60 a day). */
export const IMPORT_MAX_PROGRAMMES = 400_000;

type Mapping = Record<string, string | null>;

/** What a preview or a commit received: the file's bytes and the fields beside it. */
interface Received {
  bytes: Buffer;
  mapping: Mapping | null;
  token: string | null;
  base: string | null;
}

const Change = Type.Object({
  time: Type.String(),
  title: I18nTextSchema,
  fields: Type.Optional(Type.Array(Type.String())),
});
const DayChanges = Type.Object({
  channel: Type.String(),
  date: Type.String(),
  added: Type.Array(Change),
  changed: Type.Array(Change),
  removed: Type.Array(Change),
});
const Totals = Type.Object({
  days: Type.Integer({ description: 'Days of mapped channels the file holds' }),
  changed_days: Type.Integer({ description: 'Of those, days the import would write' }),
  added: Type.Integer(),
  changed: Type.Integer(),
  removed: Type.Integer(),
});
const Preview = Type.Object({
  data: Type.Object({
    token: Type.String({ description: 'The hash of the file: the commit sends it back with the same file' }),
    base: Type.String({ description: 'The version of the stored days the preview compared with' }),
    channels: Type.Array(
      Type.Object({
        id: Type.String(),
        names: Type.Array(Type.String()),
        programmes: Type.Integer(),
        mapped: Type.Union([Type.String(), Type.Null()]),
      }),
    ),
    ours: Type.Array(Type.Object({ id: Type.String(), title: I18nTextSchema })),
    days: Type.Array(DayChanges),
    totals: Totals,
  }),
});
const Committed = Type.Object({
  message: Type.String(),
  data: Type.Object({
    written: Type.Array(Type.Object({ channel: Type.String(), date: Type.String() })),
    totals: Totals,
  }),
});
const ImportError = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
  line: Type.Optional(Type.Integer()),
  column: Type.Optional(Type.Integer()),
});
const Errors = {
  400: ImportError,
  401: ErrorSchema,
  403: ErrorSchema,
  409: ErrorSchema,
  413: ErrorSchema,
  415: ErrorSchema,
};

const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url');

/**
 * XMLTV import (issue 26, decision 035): `POST /newsroom/import/xmltv/preview.json` reads a file
 * (multipart `file`, `.xml` or `.xml.gz`; or JSON `{url}`, read by the server), maps its channels
 * to ours (the `mapping` sent, else by id, then by display name) and answers, per mapped channel
 * and Tashkent day, the entries it would add, change and remove, with a `token` (the file's hash)
 * and a `base` (the version of the days compared). `POST .../commit.json` takes the same file
 * with the mapping, token and base, and writes every changed day in one transaction, audited as
 * `import`: a different file or days changed since the preview are refused (409), so the commit
 * writes exactly what was previewed; an unchanged day is not written.
 */
export async function xmltvImportRoutes(app: App, { database, cache, config }: AppContext) {
  const { db } = database;
  const newsroom = { access: { roles: [...NEWSROOM_ROLES] } } as const;

  function parseMapping(request: FastifyRequest, raw: unknown): Mapping | null {
    if (raw === undefined || raw === null || raw === '') return null;
    let value = raw;
    if (typeof raw === 'string') {
      try {
        value = JSON.parse(raw);
      } catch {
        throw badRequest(say(request, 'import.badMapping'), 'mapping');
      }
    }
    if (!value || typeof value !== 'object' || Array.isArray(value))
      throw badRequest(say(request, 'import.badMapping'), 'mapping');
    const out: Mapping = {};
    for (const [k, v] of Object.entries(value)) {
      if (v !== null && typeof v !== 'string') throw badRequest(say(request, 'import.badMapping'), 'mapping');
      out[k] = v || null;
    }
    return out;
  }

  const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

  async function receive(request: FastifyRequest): Promise<Received> {
    const tooLarge = () =>
      new HttpError(413, say(request, 'import.tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }));
    if (request.isMultipart()) {
      const fields: Record<string, string> = {};
      let bytes: Buffer | null = null;
      for await (const part of request.parts({
        limits: { fileSize: IMPORT_MAX_BYTES, fieldSize: 256 * 1024, files: 1 },
      })) {
        if (part.type === 'file') {
          const chunks: Buffer[] = [];
          for await (const chunk of part.file) chunks.push(chunk as Buffer);
          if (part.file.truncated) throw tooLarge();
          if (part.fieldname === 'file') bytes = Buffer.concat(chunks);
        } else fields[part.fieldname] = String(part.value ?? '');
      }
      if (!bytes) throw badRequest(say(request, 'import.noFile'), 'file');
      return {
        bytes,
        mapping: parseMapping(request, fields.mapping),
        token: text(fields.token),
        base: text(fields.base),
      };
    }
    const body = (request.body ?? {}) as Record<string, unknown>;
    const url = text(body.url);
    if (!url) throw badRequest(say(request, 'import.noFile'), 'file');
    try {
      const bytes = await fetchListing(url, {
        maxBytes: IMPORT_MAX_BYTES,
        timeoutMs: IMPORT_FETCH_TIMEOUT_MS,
        allowPrivate: config.importAllowPrivate,
      });
      return {
        bytes,
        mapping: parseMapping(request, body.mapping),
        token: text(body.token),
        base: text(body.base),
      };
    } catch (err) {
      if (!(err instanceof FetchRefused)) throw err;
      if (err.kind === 'url') throw badRequest(say(request, 'import.badUrl'), 'url');
      if (err.kind === 'private')
        throw badRequest(say(request, 'import.privateAddress', { host: err.detail }), 'url');
      if (err.kind === 'large') throw tooLarge();
      throw badRequest(say(request, 'import.fetchFailed', { reason: err.detail }), 'url');
    }
  }

  /** The file as a listing, with its token; a refusal naming the line of a malformed file. */
  function read(request: FastifyRequest, bytes: Buffer): { listing: ParsedListing; token: string } {
    let xml = bytes;
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
      try {
        xml = gunzipSync(bytes, { maxOutputLength: IMPORT_MAX_XML_BYTES });
      } catch (err) {
        if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
          throw new HttpError(
            413,
            say(request, 'import.tooLarge', { mb: IMPORT_MAX_XML_BYTES / 1024 / 1024 }),
          );
        throw badRequest(say(request, 'import.badGzip'), 'file');
      }
    }
    const token = sha(xml);
    const source = xml.toString('utf8').replace(/^\uFEFF/, '');
    try {
      return { listing: parseListing(source, IMPORT_MAX_PROGRAMMES), token };
    } catch (err) {
      if (err instanceof XmlFault)
        throw new Refusal(400, {
          message: say(request, 'import.notXml', { line: err.line, column: err.column, error: err.reason }),
          field: 'file',
          line: err.line,
          column: err.column,
        });
      if (err instanceof NotXmltv) throw badRequest(say(request, 'import.notXmltv'), 'file');
      if (err instanceof TooManyProgrammes)
        throw badRequest(say(request, 'import.tooMany', { max: IMPORT_MAX_PROGRAMMES }), 'file');
      throw err;
    }
  }

  /**
   * What importing `listing` under `wanted` (else the suggested mapping) changes: every mapped
   * channel's day of the file against the stored one (`lock`: rows locked for the commit).
   */
  async function plan(
    request: FastifyRequest,
    tx: Tx | typeof db,
    listing: ParsedListing,
    wanted: Mapping | null,
    lock: boolean,
  ) {
    const ours = await tx.select({ id: channels.id, title: channels.title }).from(channels);
    const ids = new Set(ours.map((c) => c.id));
    const suggested = suggestMapping(listing.channels, ours);
    const mapping: Mapping = {};
    for (const c of listing.channels) {
      const target = wanted ? (wanted[c.id] ?? null) : (suggested[c.id] ?? null);
      if (target && !ids.has(target))
        throw badRequest(say(request, 'import.unknownChannel', { channel: target, source: c.id }), 'mapping');
      mapping[c.id] = target;
    }
    const candidates = listing.programmes.flatMap((p) =>
      mapping[p.channel] ? p.urls.map((u) => /\/broadcast\/([a-z0-9][a-z0-9-]{0,63})\/?/.exec(u)?.[1]) : [],
    );
    const known = await knownBroadcasts(tx, candidates);
    const days = listingDays(
      listing,
      mapping,
      (id) => known.has(id),
      (id) => known.get(id) ?? null,
    );
    const keys = [...days.keys()].sort();
    const dates = keys.map((k) => k.split(' ')[1] as string);
    const mapped = [...new Set(keys.map((k) => k.split(' ')[0] as string))];
    const stored = new Map<string, (typeof schedules.$inferSelect)['items']>();
    if (keys.length > 0) {
      const query = tx
        .select({ channel: schedules.channel, date: schedules.date, items: schedules.items })
        .from(schedules)
        .where(
          and(
            inArray(schedules.channel, mapped),
            gte(
              schedules.date,
              dates.reduce((a, b) => (a < b ? a : b)),
            ),
            lte(
              schedules.date,
              dates.reduce((a, b) => (a > b ? a : b)),
            ),
          ),
        );
      for (const row of lock ? await query.for('update') : await query)
        stored.set(`${row.channel} ${row.date}`, row.items);
    }
    const diffs: (DayDiff & { existed: boolean; before: unknown[] })[] = keys.map((key) => {
      const [channel, date] = key.split(' ') as [string, string];
      const items = stored.get(key);
      return {
        ...diffDay(channel, date, items ?? [], days.get(key) ?? []),
        existed: items !== undefined,
        before: items ?? [],
      };
    });
    const base = sha(JSON.stringify(keys.map((k) => [k, dayEtag(stored.get(k) ?? [])])));
    const changed = diffs.filter(changes);
    const totals = {
      days: diffs.length,
      changed_days: changed.length,
      added: changed.reduce((n, d) => n + d.added.length, 0),
      changed: changed.reduce((n, d) => n + d.changed.length, 0),
      removed: changed.reduce((n, d) => n + d.removed.length, 0),
    };
    return { ours, mapping, changed, base, totals };
  }

  const schemaOf = (summary: string, description: string, ok: unknown) => ({
    tags: ['newsroom'],
    summary,
    description,
    consumes: ['multipart/form-data', 'application/json'],
    response: { 200: ok, ...Errors },
  });

  app.post(
    '/newsroom/import/xmltv/preview.json',
    {
      config: newsroom,
      bodyLimit: 64 * 1024,
      schema: schemaOf(
        'Preview an XMLTV import (editors): what it would add, change and remove per channel and Tashkent day',
        `Multipart \`file\` (.xml or .xml.gz, at most ${IMPORT_MAX_BYTES / 1024 / 1024} MB) and optional \`mapping\` (JSON: XMLTV channel id → our channel id or null), or JSON \`{url, mapping?}\` (http/https; public addresses only). A malformed file: 400 naming the line.`,
        Preview,
      ),
    },
    (request, reply) =>
      answering(reply, async () => {
        const received = await receive(request);
        const { listing, token } = read(request, received.bytes);
        const result = await plan(request, db, listing, received.mapping, false);
        reply.header('cache-control', 'no-store');
        return {
          data: {
            token,
            base: result.base,
            channels: listing.channels.map((c) => ({
              id: c.id,
              names: c.names.map((n) => n.value),
              programmes: c.programmes,
              mapped: result.mapping[c.id] ?? null,
            })),
            ours: result.ours,
            days: result.changed.map(({ channel, date, added, changed, removed }) => ({
              channel,
              date,
              added,
              changed,
              removed,
            })),
            totals: result.totals,
          },
        };
      }),
  );

  app.post(
    '/newsroom/import/xmltv/commit.json',
    {
      config: newsroom,
      bodyLimit: 64 * 1024,
      schema: schemaOf(
        'Commit an XMLTV import (editors): the previewed file, mapping, token and base; every changed day in one transaction',
        'The same inputs as the preview plus `token` and `base` from it. 409 when the file is not the one previewed or the days changed since; nothing is written on any error. Audited as `import`.',
        Committed,
      ),
    },
    (request, reply) =>
      answering(reply, async () => {
        const received = await receive(request);
        const { listing, token } = read(request, received.bytes);
        if (received.token !== token) throw new HttpError(409, say(request, 'import.tokenMismatch'));
        const actor = actorOf(request);
        const result = await db.transaction(async (tx) => {
          const planned = await plan(request, tx, listing, received.mapping, true);
          if (planned.base !== received.base) throw new HttpError(409, say(request, 'import.stale'));
          for (const day of planned.changed) {
            const checked = await checkDay(tx, day.items);
            const issue = checked.issues[0];
            if (issue) throw badRequest(`${day.channel} ${day.date}: ${issueText(request, issue)}`, 'file');
            if (!(await writeDay(tx, day.channel, day.date, checked.items, day.existed)))
              throw new HttpError(409, say(request, 'import.stale'));
            await recordAudit(tx, {
              actor,
              action: 'import',
              type: 'schedule',
              itemId: `${day.channel}/${day.date}`,
              before: day.before,
              after: checked.items,
              note: `XMLTV ${token.slice(0, 16)}: +${day.added.length} ~${day.changed.length} -${day.removed.length}`,
            });
          }
          return planned;
        });
        if (result.changed.length > 0) await cache.invalidate(SCHEDULE_TAGS);
        reply.header('cache-control', 'no-store');
        return {
          message:
            result.changed.length > 0
              ? say(request, 'import.committed', { days: result.changed.length })
              : say(request, 'import.nothing'),
          data: {
            written: result.changed.map((d) => ({ channel: d.channel, date: d.date })),
            totals: result.totals,
          },
        };
      }),
  );
}
