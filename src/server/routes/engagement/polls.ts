import { Envelope, ErrorSchema, ListMetaSchema, ListQuerySchema, SlugSchema } from '@core/schemas/common';
import {
  POLL_KINDS,
  type Poll,
  type PollKind,
  PollSchema,
  type PollSummary,
  PollSummarySchema,
  PollVoteBody,
} from '@core/schemas/content';
import { and, count, desc, eq, ne, type SQL, sql } from 'drizzle-orm';
import type { FastifyError, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import Type from 'typebox';
import type { App, AppContext } from '../../context';
import type { Db } from '../../db/client';
import { polls, pollVotes } from '../../db/schema';
import { validationField, validationMessage } from '../../errors';
import { badRequest, cacheKey, HttpError, jsonId, notFound, sendCached } from '../../http';
import { jsonFile } from '../../params';
import { say } from '../../texts';
import type { Voters } from '../../voter';
import { idsAndTitle, TitleQuery, titleFilter } from '../content/query';
import { LIST_DEFAULT_COUNT, paging } from '../paging';
import { SLUG, sendForVoter, TAGS } from './common';

type PollRow = typeof polls.$inferSelect;

const VotedMeta = Type.Object({ voted: Type.Union([Type.Array(SlugSchema), Type.Null()]) });
const Errors = { 400: ErrorSchema, 404: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema };

/** Default page size of the poll list (spec §9: a generic list). */
export const POLL_PAGE_SIZE = LIST_DEFAULT_COUNT;

const PollListQuery = Type.Object(
  {
    ...ListQuerySchema.properties,
    /** `checkbox`: multi-choice polls; `radio`: single-choice ones (every other type, spec §3). */
    type: Type.Optional(Type.Enum(POLL_KINDS)),
    title: TitleQuery,
  },
  { additionalProperties: false },
);

/** Polls of a kind: `checkbox` is multi-choice, any other type single choice (spec §3). */
const ofKind = (kind: PollKind): SQL =>
  kind === 'checkbox' ? eq(polls.type, 'checkbox') : ne(polls.type, 'checkbox');

/** The columns of a list row: the options' number rather than the options, the ballots counted. */
const summaryColumns = {
  id: polls.id,
  type: polls.type,
  title: polls.title,
  date: polls.date,
  isClosed: polls.isClosed,
  answerCount: sql<number>`jsonb_array_length(${polls.answers})`.mapWith(Number),
  votes: sql<number>`(select count(*) from ${pollVotes} where ${pollVotes.poll} = ${polls.id})`.mapWith(
    Number,
  ),
};

const toSummary = (row: {
  id: string;
  type: string;
  title: PollRow['title'];
  date: Date;
  isClosed: boolean;
  answerCount: number;
  votes: number;
}): PollSummary => ({
  _id: row.id,
  type: row.type,
  title: row.title,
  date: row.date.toISOString(),
  is_closed: row.isClosed,
  answer_count: row.answerCount,
  votes: row.votes,
});

/** The poll a path names: `last` is the newest open poll by date. */
async function findPoll(db: Db, id: string): Promise<PollRow | null> {
  const where = id === 'last' ? eq(polls.isClosed, false) : eq(polls.id, id);
  const [row] = await db.select().from(polls).where(where).orderBy(desc(polls.date), desc(polls.id)).limit(1);
  return row ?? null;
}

/** A poll with its counts, computed from the ballots (one query, a filtered count per answer). */
async function toPoll(db: Db, row: PollRow): Promise<Poll> {
  const fields: Record<string, SQL<number>> = { total: sql<number>`count(*)::int`.mapWith(Number) };
  row.answers.forEach((answer, i) => {
    fields[`a${i}`] =
      sql<number>`(count(*) filter (where ${pollVotes.answers} @> jsonb_build_array(${answer.id}::text)))::int`.mapWith(
        Number,
      );
  });
  const [counts = {}] = await db.select(fields).from(pollVotes).where(eq(pollVotes.poll, row.id));
  return {
    _id: row.id,
    type: row.type,
    title: row.title,
    answers: row.answers.map((answer, i) => ({
      _id: answer.id,
      title: answer.title,
      votes: counts[`a${i}`] ?? 0,
    })),
    votes: counts.total ?? 0,
    date: row.date.toISOString(),
  };
}

/** The answers this voter gave in `poll`, or null. */
async function ballotOf(db: Db, poll: string, voter: string): Promise<string[] | null> {
  const [row] = await db
    .select({ answers: pollVotes.answers })
    .from(pollVotes)
    .where(and(eq(pollVotes.poll, poll), eq(pollVotes.voter, voter)));
  return row?.answers ?? null;
}

/**
 * A vote body the schema refused, in words a voter understands: no answer is spec §5's 'Choice
 * answer'; an answer that is not even an id cannot be one of the options. Other fields keep the
 * usual message naming them.
 */
function refuseVoteBody(request: FastifyRequest, error: FastifyError): never {
  const field = validationField(error);
  if (field === 'answer') {
    // Ajv may have wrapped a scalar in an array on its way through the union (coerceTypes).
    const given = [(request.body as { answer?: unknown } | null)?.answer ?? []].flat();
    const none = given.every((a) => a === '' || a == null);
    throw badRequest(say(request, none ? 'poll:poll.choose' : 'engage.answerUnknown'), 'answer');
  }
  throw badRequest(validationMessage(error), field ?? undefined);
}

/** The ballot of `answer` for `poll`, in the options' order; 400 naming `answer` when it is not one. */
function ballot(request: FastifyRequest, poll: PollRow, answer: string | string[]): string[] {
  const given = typeof answer === 'string' ? [answer] : answer;
  if (given.length === 0) throw badRequest(say(request, 'poll:poll.choose'), 'answer');
  if (new Set(given).size !== given.length) throw badRequest(say(request, 'engage.answerRepeated'), 'answer');
  if (poll.type !== 'checkbox' && given.length > 1)
    throw badRequest(say(request, 'engage.answerSingle'), 'answer');
  const options = poll.answers.map((a) => a.id);
  if (given.some((id) => !options.includes(id)))
    throw badRequest(say(request, 'engage.answerUnknown'), 'answer');
  return options.filter((id) => given.includes(id));
}

/**
 * Polls (spec §2 `poll/`, §4, §5, §7): `GET /poll.json`, the list (newest first, paged, ballots
 * counted), `GET /poll/{id}.json` (`last`: the newest open poll) with the voter's answers in
 * `meta.voted`, and `POST /poll/{id}.json` `{_id, answer}`: one ballot per voter and poll (the
 * primary key of poll_votes), counts computed from the ballots. Reads are cached under the `poll`
 * tag, which every vote drops.
 */
export async function pollRoutes(
  app: App,
  { database, cache }: AppContext,
  { voters, writeLimit }: { voters: Voters; writeLimit: preHandlerAsyncHookHandler },
) {
  const { db } = database;
  const Params = Type.Object({ file: jsonFile() });
  const pollId = (file: string) => {
    const id = jsonId(file);
    return id && (id === 'last' || SLUG.test(id)) ? id : null;
  };

  app.get(
    '/poll.json',
    {
      schema: {
        tags: ['engagement'],
        summary:
          'Polls newest first (by date, then id), with their ballots counted; filter by type (checkbox or radio: single choice), ids or title; paged (100)',
        querystring: PollListQuery,
        response: { 200: Envelope(Type.Array(PollSummarySchema), ListMetaSchema), 400: ErrorSchema },
      },
    },
    async (request, reply) => {
      const q = request.query;
      const title = titleFilter(q.title);
      const entry = await cache.get(cacheKey(request), [TAGS.poll], async () => {
        const where = and(q.type ? ofKind(q.type) : undefined, ...idsAndTitle(q.items, title, polls));
        const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(polls).where(where);
        const { offset, ...meta } = paging(q, total, POLL_PAGE_SIZE);
        const rows =
          offset < total
            ? await db
                .select(summaryColumns)
                .from(polls)
                .where(where)
                .orderBy(desc(polls.date), desc(polls.id))
                .limit(meta.count)
                .offset(offset)
            : [];
        return { data: rows.map(toSummary), meta };
      });
      return sendCached(request, reply, entry);
    },
  );

  app.get(
    '/poll/:file',
    {
      schema: {
        tags: ['engagement'],
        summary: 'A poll with its counts (`last`: the newest open one) and the answers this voter gave',
        params: Params,
        response: { 200: Envelope(PollSchema, VotedMeta), 404: ErrorSchema },
      },
    },
    async (request, reply) => {
      const id = pollId(request.params.file);
      if (!id) throw notFound(say(request, 'engage.pollNotFound'));
      return sendForVoter<Poll>(request, reply, cache, {
        key: cacheKey(request),
        tags: [TAGS.poll],
        async load() {
          const row = await findPoll(db, id);
          return row ? toPoll(db, row) : null;
        },
        voter: await voters.peek(request),
        anonymous: (poll) => ({ data: poll, meta: { voted: null } }),
        personal: async (poll, voter) => ({
          data: poll,
          meta: { voted: await ballotOf(db, poll._id, voter) },
        }),
        missing: say(request, 'engage.pollNotFound'),
      });
    },
  );

  app.post(
    '/poll/:file',
    {
      // The handler words a refused answer itself (spec §5's 'Choice answer', in four languages).
      attachValidation: true,
      preHandler: [writeLimit],
      schema: {
        tags: ['engagement'],
        summary: 'Vote: one answer, or several in a `checkbox` poll; once per voter',
        params: Params,
        body: PollVoteBody,
        response: {
          200: Type.Object({ data: PollSchema, meta: VotedMeta, message: Type.String() }),
          ...Errors,
        },
      },
    },
    async (request, reply) => {
      const id = pollId(request.params.file);
      if (!id) throw notFound(say(request, 'engage.pollNotFound'));
      if (request.validationError) refuseVoteBody(request, request.validationError as FastifyError);
      const { _id, answer } = request.body;
      if (id !== 'last' && id !== _id) throw badRequest(say(request, 'engage.pollMismatch'), '_id');
      const poll = await findPoll(db, _id);
      if (!poll) throw notFound(say(request, 'engage.pollNotFound'));
      if (poll.isClosed) throw new HttpError(409, say(request, 'engage.pollClosed'));
      const answers = ballot(request, poll, answer);
      // Only a valid ballot makes an anonymous visitor a voter (and costs an id of the address).
      const voter = await voters.claim(request, reply);
      await db.transaction(async (tx) => {
        // Closing a poll waits for the ballots being cast, and a ballot cast after sees it closed.
        const [current] = await tx
          .select({ isClosed: polls.isClosed })
          .from(polls)
          .where(eq(polls.id, poll.id))
          .for('share');
        if (!current || current.isClosed) throw new HttpError(409, say(request, 'engage.pollClosed'));
        const cast = await tx
          .insert(pollVotes)
          .values({ poll: poll.id, voter, answers })
          .onConflictDoNothing()
          .returning({ poll: pollVotes.poll });
        if (cast.length === 0) throw new HttpError(409, say(request, 'engage.alreadyVoted'));
      });
      await cache.invalidate([TAGS.poll]);
      return {
        data: await toPoll(db, poll),
        meta: { voted: answers },
        message: say(request, 'engage.voted'),
      };
    },
  );
}
