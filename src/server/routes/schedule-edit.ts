import { NEWSROOM_ROLES } from '@core/newsroom';
import { SCHEDULE_COPY_MAX_DAYS, SCHEDULE_MAX_ENTRIES } from '@core/schedule-edit';
import { ErrorSchema, I18nTextSchema, SlugSchema } from '@core/schemas/common';
import { ScheduleItemSchema } from '@core/schemas/entities';
import { isIsoDate } from '@core/time';
import { eq } from 'drizzle-orm';
import type { FastifyError, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import type { App, AppContext } from '../context';
import { channels } from '../db/schema';
import { validationMessage } from '../errors';
import { badRequest, HttpError, jsonId, notFound } from '../http';
import { type Actor, recordAudit } from '../newsroom/audit';
import {
  checkDay,
  dayEtag,
  issueText,
  readDay,
  SCHEDULE_TAGS,
  type Tx,
  writeDay,
} from '../newsroom/schedule-days';
import { jsonFile } from '../params';
import { say } from '../texts';
import { answering, Refusal } from './state/common';

/**
 * An entry as written: what is stored (no catch-up link). Times and ratings are checked by
 * `dayIssues` so the refusal names the entry in the request's language; null comes first in the
 * unions so the validator keeps a null as null (its type coercion would make it 0).
 */
const EntryIn = Type.Object(
  {
    time: Type.String({ maxLength: 5, description: 'HH:mm, Tashkent' }),
    title: I18nTextSchema,
    broadcast: Type.Optional(Type.Union([Type.Null(), SlugSchema])),
    duration: Type.Optional(
      Type.Union([Type.Null(), Type.Integer({ minimum: 1, maximum: 1440 })], {
        description: 'Minutes; null: until the next entry',
      }),
    ),
    is_online: Type.Optional(Type.Boolean({ default: false })),
    rating: Type.Optional(Type.Union([Type.Null(), Type.String({ maxLength: 4 })])),
  },
  { additionalProperties: false },
);
const EntryOut = Type.Omit(ScheduleItemSchema, ['archive']);

const DayOut = Type.Object({
  channel: Type.String(),
  date: Type.String(),
  items: Type.Array(EntryOut),
});
const DayMeta = Type.Object({
  etag: Type.String(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
});
const DayAnswer = Type.Object({ message: Type.Optional(Type.String()), data: DayOut, meta: DayMeta });
const IssuesError = Type.Object({
  message: Type.String(),
  field: Type.Optional(Type.String()),
  issues: Type.Optional(
    Type.Array(Type.Object({ index: Type.Integer(), code: Type.String(), message: Type.String() })),
  ),
});
const Conflict = Type.Object({ message: Type.String(), data: DayOut, meta: DayMeta });

const Errors = {
  400: IssuesError,
  401: ErrorSchema,
  403: ErrorSchema,
  404: ErrorSchema,
  409: Conflict,
  428: ErrorSchema,
};

/** The signed-in editor as the audit log names them. */
export function actorOf(request: FastifyRequest): Actor {
  const { user } = signedIn(request);
  return { id: user.id, name: user.displayName || user.username };
}

/**
 * Schedule writes (issue 26): `GET|PUT /newsroom/schedule/{channel}/{date}.json` reads and
 * replaces one channel's Tashkent day (PUT with the If-Match of the day read: 428 without, 409
 * with the current day when stale), `POST /newsroom/schedule/{channel}/{date}/copy.json` copies
 * it over other days. Editors and admins only. Every write runs in one transaction with its audit
 * row (`schedule`, `{channel}/{date}`), then drops the cached schedule, on-air and feed answers.
 */
export async function scheduleEditRoutes(app: App, { database, cache }: AppContext) {
  const { db } = database;
  const newsroom = { access: { roles: [...NEWSROOM_ROLES] } } as const;

  function checkDate(request: FastifyRequest, value: string): string {
    if (!isIsoDate(value)) throw badRequest(say(request, 'schedule.badDate', { date: value }));
    return value;
  }

  async function checkChannel(request: FastifyRequest, channel: string) {
    const [row] = await db.select({ id: channels.id }).from(channels).where(eq(channels.id, channel));
    if (!row) throw notFound(say(request, 'schedule.noChannel', { channel }));
  }

  async function dayAnswer(tx: Tx | typeof db, channel: string, date: string) {
    const day = await readDay(tx, channel, date);
    return {
      data: { channel, date, items: day.items.map(({ archive: _, ...rest }) => rest) },
      meta: { etag: dayEtag(day.items), updated_at: day.updatedAt?.toISOString() ?? null },
    };
  }

  /** Refuses a day whose entries break a rule (400 naming each, in the request's language). */
  async function checked(request: FastifyRequest, tx: Tx, items: Parameters<typeof checkDay>[1]) {
    const result = await checkDay(tx, items);
    if (result.issues.length > 0) {
      const issues = result.issues.map((issue) => ({
        index: issue.index,
        code: issue.code,
        message: issueText(request, issue),
      }));
      throw new Refusal(400, { message: issues.map((i) => i.message).join('; '), field: 'items', issues });
    }
    return result.items;
  }

  const params = Type.Object({ channel: SlugSchema, file: jsonFile() });

  app.get(
    '/newsroom/schedule/:channel/:file',
    {
      config: newsroom,
      schema: {
        tags: ['newsroom'],
        summary: 'One channel’s Tashkent day as the schedule editor reads it, with its ETag (editors)',
        params,
        response: { 200: DayAnswer, 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const { channel } = request.params;
      const date = checkDate(request, jsonId(request.params.file) ?? request.params.file);
      await checkChannel(request, channel);
      const answer = await dayAnswer(db, channel, date);
      reply.header('etag', answer.meta.etag).header('cache-control', 'no-store');
      return answer;
    },
  );

  app.put(
    '/newsroom/schedule/:channel/:file',
    {
      config: newsroom,
      attachValidation: true,
      schema: {
        tags: ['newsroom'],
        summary: 'Replace one channel’s Tashkent day (editors; If-Match of the day read)',
        description:
          'Entries in time order, HH:mm, no two at one time; an entry with a duration must end by the next one’s start; linked broadcasts must exist; `rating` one of the age ratings. 428 without If-Match, 409 with the current day when it changed meanwhile.',
        params,
        body: Type.Object(
          { items: Type.Array(EntryIn, { maxItems: SCHEDULE_MAX_ENTRIES }) },
          { additionalProperties: false },
        ),
        response: { 200: DayAnswer, ...Errors },
      },
    },
    (request, reply) =>
      answering(reply, async () => {
        const { channel } = request.params;
        const date = checkDate(request, jsonId(request.params.file) ?? request.params.file);
        const ifMatch = request.headers['if-match']?.trim();
        if (!ifMatch) throw new HttpError(428, say(request, 'schedule.ifMatchRequired'));
        const v = request.validationError;
        if (v) throw badRequest(validationMessage(v as FastifyError), 'items');
        await checkChannel(request, channel);
        const actor = actorOf(request);
        await db.transaction(async (tx) => {
          const day = await readDay(tx, channel, date, true);
          const stale = async () =>
            new Refusal(409, {
              message: say(request, 'schedule.conflict'),
              ...(await dayAnswer(tx, channel, date)),
            });
          if (ifMatch !== '*' && ifMatch.replace(/^W\//, '') !== dayEtag(day.items)) throw await stale();
          const items = await checked(request, tx, request.body.items);
          if (!(await writeDay(tx, channel, date, items, day.exists))) throw await stale();
          await recordAudit(tx, {
            actor,
            action: 'update',
            type: 'schedule',
            itemId: `${channel}/${date}`,
            before: day.items,
            after: items,
          });
        });
        await cache.invalidate(SCHEDULE_TAGS);
        const answer = await dayAnswer(db, channel, date);
        reply.header('etag', answer.meta.etag).header('cache-control', 'no-store');
        return { message: say(request, 'schedule.saved', { date }), ...answer };
      }),
  );

  app.post(
    '/newsroom/schedule/:channel/:date/copy.json',
    {
      config: newsroom,
      schema: {
        tags: ['newsroom'],
        summary: 'Copy one channel’s Tashkent day over other days (editors): their entries are replaced',
        params: Type.Object({ channel: SlugSchema, date: Type.String({ maxLength: 10 }) }),
        body: Type.Object(
          {
            to: Type.Array(Type.String({ maxLength: 10 }), {
              minItems: 1,
              maxItems: SCHEDULE_COPY_MAX_DAYS,
              uniqueItems: true,
            }),
          },
          { additionalProperties: false },
        ),
        response: {
          200: Type.Object({
            message: Type.String(),
            data: Type.Object({ channel: Type.String(), from: Type.String(), to: Type.Array(Type.String()) }),
          }),
          ...Errors,
        },
      },
    },
    async (request) => {
      const { channel } = request.params;
      const from = checkDate(request, request.params.date);
      const to = request.body.to.map((d) => checkDate(request, d)).sort();
      if (to.includes(from)) throw badRequest(say(request, 'schedule.copySelf'), 'to');
      await checkChannel(request, channel);
      const actor = actorOf(request);
      await db.transaction(async (tx) => {
        const source = await readDay(tx, channel, from);
        const items = source.items.map(({ archive: _, ...rest }) => rest);
        for (const date of to) {
          const target = await readDay(tx, channel, date, true);
          // A day created meanwhile: update it (copy replaces whatever is there).
          if (!(await writeDay(tx, channel, date, items, target.exists)))
            await writeDay(tx, channel, date, items, true);
          await recordAudit(tx, {
            actor,
            action: 'update',
            type: 'schedule',
            itemId: `${channel}/${date}`,
            before: target.items,
            after: items,
            note: `copy of ${from}`,
          });
        }
      });
      await cache.invalidate(SCHEDULE_TAGS);
      return {
        message: say(request, 'schedule.copied', { dates: to.join(', ') }),
        data: { channel, from, to },
      };
    },
  );
}
