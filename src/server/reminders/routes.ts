import { isIP } from 'node:net';
import { API_PREFIX } from '@core/api-prefix';
import { pickText } from '@core/lang';
import { DEVICE_HEADER, DEVICE_KEY_PATTERN } from '@core/reminders';
import { ErrorSchema } from '@core/schemas/common';
import {
  PushSubscriptionSchema,
  type Reminder,
  ReminderBodySchema,
  ReminderListSchema,
} from '@core/schemas/reminders';
import type { FastifyRequest } from 'fastify';
import Type from 'typebox';
import type { App, AppContext } from '../context';
import { badRequest, HttpError, notFound } from '../http';
import { requestLang } from '../lang';
import { isPrivateAddress } from '../newsroom/fetch-listing';
import { say } from '../texts';
import {
  deviceHashOf,
  type Owner,
  ReminderError,
  type ReminderRow,
  Reminders,
  reminderPath,
} from './service';
import type { VapidKeys } from './vapid';

const DeviceHeaders = Type.Object({
  [DEVICE_HEADER]: Type.Optional(
    Type.String({
      pattern: DEVICE_KEY_PATTERN,
      description:
        'The device key (random, kept by the browser): owns the reminders of a visitor without an account',
    }),
  ),
});
const Message = Type.Object({ message: Type.String() });
const Errors = { 400: ErrorSchema, 401: ErrorSchema, 404: ErrorSchema };

/**
 * The reminders API (issue 28, decision 043), under `/uz/api/`:
 *
 * - `GET|POST /my-efir/reminders.json`: the owner's reminders; set one on an entry or a broadcast;
 * - `DELETE /my-efir/reminders/{id}.json`: cancel one (another owner's: 404);
 * - `GET /push/key.json`, `PUT|DELETE /push/subscription.json`: the VAPID public key, and the
 *   device's push subscription.
 *
 * The owner is the signed-in account, else the device of the `x-efir-device` key. A signed-in
 * request that also sends its device key first moves the device's reminders to the account.
 */
export async function reminderRoutes(app: App, ctx: AppContext, vapid: VapidKeys) {
  const { db } = ctx.database;
  const { product } = ctx.config;
  const service = new Reminders(db);

  async function ownerOf(request: FastifyRequest): Promise<Owner> {
    const key = (request.headers as Record<string, string | undefined>)[DEVICE_HEADER];
    const device = key ? deviceHashOf(key) : null;
    const session = await request.session();
    if (session) {
      if (device) await service.mergeDevice(device, session.user.id);
      return { userId: session.user.id };
    }
    if (!device) throw badRequest(say(request, 'reminders.deviceMissing'), DEVICE_HEADER);
    return { deviceHash: device };
  }

  const deviceOf = (request: FastifyRequest): string => {
    const key = (request.headers as Record<string, string | undefined>)[DEVICE_HEADER];
    if (!key) throw badRequest(say(request, 'reminders.deviceMissing'), DEVICE_HEADER);
    return deviceHashOf(key);
  };

  const toApi = (request: FastifyRequest, r: ReminderRow): Reminder => {
    const lang = requestLang(request);
    const ics = `${API_PREFIX}/${product}/schedule/${r.channel}/${r.date}/${r.time.replace(':', '')}.ics`;
    return {
      _id: r.id,
      channel: r.channel,
      channelTitle: pickText(r.channelTitle, lang) || r.channel,
      date: r.date,
      time: r.time,
      startAt: r.startAt.toISOString(),
      endAt: r.endAt.toISOString(),
      broadcast: r.broadcast,
      title: pickText(r.title, lang) || r.channel,
      path: reminderPath(r),
      calendar: lang === 'uz' ? ics : `${ics}?lang=${lang}`,
      sent: r.sentAt !== null,
    };
  };

  app.get(
    '/my-efir/reminders.json',
    {
      schema: {
        tags: ['reminders'],
        summary: "The owner's coming reminders (the account's, else the device's), soonest first",
        headers: DeviceHeaders,
        response: { 200: ReminderListSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request);
      reply.header('cache-control', 'private, no-store');
      return { data: (await service.list(owner)).map((r) => toApi(request, r)) };
    },
  );

  app.post(
    '/my-efir/reminders.json',
    {
      schema: {
        tags: ['reminders'],
        summary:
          'Remind of a coming schedule entry ({channel, date, time}) or of a broadcast’s next entries ({broadcast}); a reminder set already is answered again',
        headers: DeviceHeaders,
        body: ReminderBodySchema,
        response: { 201: ReminderListSchema, ...Errors },
      },
    },
    async (request, reply) => {
      const owner = await ownerOf(request);
      const lang = requestLang(request);
      const body = request.body;
      try {
        const rows =
          'broadcast' in body
            ? await service.remindBroadcast(owner, body.broadcast, lang)
            : [await service.remindEntry(owner, body, lang)];
        reply.code(201);
        return { data: rows.map((r) => toApi(request, r)) };
      } catch (err) {
        if (!(err instanceof ReminderError)) throw err;
        if (err.reason === 'started') throw badRequest(say(request, 'reminders.started'), 'time');
        throw notFound(say(request, `reminders.${err.reason}`));
      }
    },
  );

  app.delete(
    '/my-efir/reminders/:id.json',
    {
      schema: {
        tags: ['reminders'],
        summary: "Cancel one of the owner's reminders (another owner's is not found)",
        headers: DeviceHeaders,
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }),
        response: { 200: Message, ...Errors },
      },
    },
    async (request) => {
      const owner = await ownerOf(request);
      if (!(await service.cancel(owner, request.params.id)))
        throw notFound(say(request, 'reminders.notFound'));
      return { message: say(request, 'reminders.cancelled') };
    },
  );

  app.get(
    '/push/key.json',
    {
      schema: {
        tags: ['reminders'],
        summary: 'The VAPID public key (base64url) a browser subscribes to push with',
        response: { 200: Type.Object({ publicKey: Type.String() }) },
      },
    },
    async () => ({ publicKey: vapid.publicKey }),
  );

  app.put(
    '/push/subscription.json',
    {
      schema: {
        tags: ['reminders'],
        summary: "Store this device's push subscription (and the account's, signed in)",
        headers: DeviceHeaders,
        body: PushSubscriptionSchema,
        response: { 200: Message, ...Errors },
      },
    },
    async (request) => {
      const device = deviceOf(request);
      const { endpoint, keys } = request.body;
      if (!isPushEndpoint(endpoint)) throw badRequest(say(request, 'reminders.endpoint'), 'endpoint');
      const session = await request.session();
      await service.subscribe(
        { endpoint, p256dh: keys.p256dh, auth: keys.auth },
        device,
        session?.user.id ?? null,
      );
      return { message: say(request, 'reminders.subscribed') };
    },
  );

  app.delete(
    '/push/subscription.json',
    {
      schema: {
        tags: ['reminders'],
        summary: "Forget this device's push subscription",
        headers: DeviceHeaders,
        body: Type.Object({ endpoint: Type.String({ maxLength: 2000 }) }, { additionalProperties: false }),
        response: { 200: Message, ...Errors },
      },
    },
    async (request) => {
      const device = deviceOf(request);
      if (!(await service.unsubscribe(request.body.endpoint, device)))
        throw new HttpError(404, say(request, 'reminders.notFound'));
      return { message: say(request, 'reminders.unsubscribed') };
    },
  );
}

/**
 * A push service's address: HTTPS on a public host name or address. The server posts to it, so
 * a loopback or private address (or `localhost`) is refused: a subscription is not a way to make
 * the server call inside its own network.
 */
export function isPushEndpoint(endpoint: string): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return !isPrivateAddress(host);
  return host.includes('.') && !/(^|\.)localhost$/i.test(host) && !/\.(local|internal)$/i.test(host);
}
