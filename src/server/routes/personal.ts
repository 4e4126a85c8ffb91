import { HISTORY_KINDS, MINE_KINDS } from '@core/personal';
import { ErrorSchema } from '@core/schemas/common';
import {
  MineDataSchema,
  MineEntrySchema,
  MineHistorySchema,
  MineProgressSchema,
} from '@core/schemas/personal';
import { and, eq } from 'drizzle-orm';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import type { App, AppContext } from '../context';
import { personalHistory, personalProgress } from '../db/schema-personal';
import { badRequest, HttpError, jsonId, notFound } from '../http';
import { jsonFile } from '../params';
import { deletePersonal, exportPersonal } from '../personal/registry';
import {
  addToList,
  historyOpen,
  mergeIntoAccount,
  readMine,
  recordHistory,
  removeFromList,
  saveProgress,
  saveSettings,
} from '../personal/store';
import { say } from '../texts';

const SLUG = '[a-z0-9][a-z0-9-]{0,63}';
const Errors = { 400: ErrorSchema, 401: ErrorSchema, 403: ErrorSchema, 404: ErrorSchema };
const MineResponse = Type.Object({ data: MineDataSchema, meta: Type.Object({}) });
const Message = Type.Object({ message: Type.String() });
const idOf = (file: string) => jsonId(file) as string;
/** The writes' bodies: the path names the item, the body the rest. */
const EntryBody = Type.Omit(MineEntrySchema, ['kind', 'id']);
const ProgressBody = Type.Omit(MineProgressSchema, ['id']);
const HistoryBody = Type.Omit(MineHistorySchema, ['kind', 'id']);

/**
 * "My Efir" of a signed-in viewer (issue 28, decision 042): my list, continue watching, history,
 * the device's copy merged in on sign-in, the export of everything the portal holds about the
 * person and the deletion of the account. Every route is the session's user's own (no user id is
 * taken), so nobody reaches another account's data; `signedIn` is checked before the input.
 */
export async function personalRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const access = { access: 'signedIn' as const };
  const tags = ['my'];

  app.get(
    '/my/efir.json',
    {
      config: access,
      schema: {
        tags,
        summary: 'My list, continue watching and history of the signed-in viewer',
        response: { 200: MineResponse, ...Errors },
      },
    },
    async (request) => ({ data: await readMine(db, signedIn(request).user.id), meta: {} }),
  );

  app.post(
    '/my/merge.json',
    {
      config: access,
      bodyLimit: 1_048_576,
      schema: {
        tags,
        summary:
          "Merges the device's My Efir (kept without an account) into the account: no duplicates, the newest wins",
        body: MineDataSchema,
        response: {
          200: Type.Object({ data: MineDataSchema, meta: Type.Object({}), message: Type.String() }),
          ...Errors,
        },
      },
    },
    async (request) => ({
      data: await mergeIntoAccount(db, signedIn(request).user.id, request.body),
      meta: {},
      message: say(request, 'my.merged'),
    }),
  );

  const ListParams = Type.Object({ kind: Type.Enum(MINE_KINDS), file: jsonFile(SLUG) });
  app.put(
    '/my/list/:kind/:file',
    {
      config: access,
      schema: {
        tags,
        summary: 'Adds a channel, broadcast, recording or person to my list',
        params: ListParams,
        body: EntryBody,
        response: { 200: MineResponse, ...Errors },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      const { kind, file } = request.params;
      await addToList(db, userId, { ...request.body, kind, id: idOf(file) });
      return { data: await readMine(db, userId), meta: {} };
    },
  );
  app.delete(
    '/my/list/:kind/:file',
    {
      config: access,
      schema: {
        tags,
        summary: 'Takes an item off my list',
        params: ListParams,
        response: { 200: MineResponse, ...Errors },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      const gone = await removeFromList(db, userId, request.params.kind, idOf(request.params.file));
      if (gone.length === 0) throw notFound(say(request, 'my.notInList'));
      return { data: await readMine(db, userId), meta: {} };
    },
  );

  const FileParams = Type.Object({ file: jsonFile(SLUG) });
  app.put(
    '/my/progress/:file',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Saves the position in a recording (finished at 95 %); an older position never replaces a newer one',
        params: FileParams,
        body: ProgressBody,
        response: { 204: Type.Null(), ...Errors },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (body.position > body.duration && body.duration > 0)
        throw badRequest('position > duration', 'position');
      await saveProgress(db, signedIn(request).user.id, { ...body, id: idOf(request.params.file) });
      return reply.code(204).send(null);
    },
  );
  app.delete(
    '/my/progress/:file',
    {
      config: access,
      schema: {
        tags,
        summary: 'Takes a recording off "continue watching" (its position is kept, it is not marked watched)',
        params: FileParams,
        response: { 200: MineResponse, ...Errors },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      const gone = await db
        .update(personalProgress)
        .set({ hidden: true })
        .where(
          and(eq(personalProgress.userId, userId), eq(personalProgress.itemId, idOf(request.params.file))),
        )
        .returning({ id: personalProgress.itemId });
      if (gone.length === 0) throw notFound(say(request, 'my.notInProgress'));
      return { data: await readMine(db, userId), meta: {} };
    },
  );

  const HistoryParams = Type.Object({ kind: Type.Enum(HISTORY_KINDS), file: jsonFile(SLUG) });
  app.put(
    '/my/history/:kind/:file',
    {
      config: access,
      schema: {
        tags,
        summary:
          'Records that a recording or a live channel was watched (only with consent, not while paused)',
        params: HistoryParams,
        body: HistoryBody,
        response: { 200: Type.Object({ recorded: Type.Boolean() }), ...Errors },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      if (!(await historyOpen(db, userId))) return { recorded: false };
      await recordHistory(db, userId, {
        ...request.body,
        kind: request.params.kind,
        id: idOf(request.params.file),
      });
      return { recorded: true };
    },
  );
  app.delete(
    '/my/history/:kind/:file',
    {
      config: access,
      schema: {
        tags,
        summary: 'Removes one item from my history',
        params: HistoryParams,
        response: { 200: MineResponse, ...Errors },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      const { kind, file } = request.params;
      const gone = await db
        .delete(personalHistory)
        .where(
          and(
            eq(personalHistory.userId, userId),
            eq(personalHistory.kind, kind),
            eq(personalHistory.itemId, idOf(file)),
          ),
        )
        .returning({ id: personalHistory.itemId });
      if (gone.length === 0) throw notFound(say(request, 'my.notInHistory'));
      return { data: await readMine(db, userId), meta: {} };
    },
  );
  app.delete(
    '/my/history.json',
    {
      config: access,
      schema: { tags, summary: 'Clears my history', response: { 200: Message, ...Errors } },
    },
    async (request) => {
      await db.delete(personalHistory).where(eq(personalHistory.userId, signedIn(request).user.id));
      return { message: say(request, 'my.historyCleared') };
    },
  );
  app.put(
    '/my/history/settings.json',
    {
      config: access,
      schema: {
        tags,
        summary: 'Answers the history consent question, pauses or resumes history',
        body: Type.Object(
          { historyConsent: Type.Optional(Type.Boolean()), historyPaused: Type.Optional(Type.Boolean()) },
          { additionalProperties: false },
        ),
        response: { 200: MineResponse, ...Errors },
      },
    },
    async (request) => {
      const userId = signedIn(request).user.id;
      await saveSettings(db, userId, request.body);
      return { data: await readMine(db, userId), meta: {} };
    },
  );

  app.get(
    '/my/export.json',
    {
      config: access,
      schema: {
        tags,
        summary: 'Everything the portal holds about the signed-in person, as JSON (a download)',
        response: {
          200: Type.Object({ exportedAt: Type.String(), data: Type.Record(Type.String(), Type.Unknown()) }),
          ...Errors,
        },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      reply
        .header('cache-control', 'no-store')
        .header(
          'content-disposition',
          `attachment; filename="efir-${user.username.replace(/[^\w.-]/g, '_')}.json"`,
        );
      return { exportedAt: new Date().toISOString(), data: await exportPersonal(db, user.id) };
    },
  );

  app.delete(
    '/my/account.json',
    {
      config: access,
      schema: {
        tags,
        summary: 'Deletes the account and its personal data (answered requests are kept without the person)',
        body: Type.Object({ confirm: Type.String({ maxLength: 200 }) }, { additionalProperties: false }),
        response: { 200: Message, ...Errors },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      if (request.body.confirm.trim().toLowerCase() !== user.username.toLowerCase())
        throw new HttpError(400, say(request, 'my.confirmMismatch'), 'confirm');
      await deletePersonal(db, user.id);
      return { message: say(request, 'my.accountDeleted') };
    },
  );
}
