import { randomUUID } from 'node:crypto';
import { PhoneBody, PhoneResponse, PhoneState } from '@core/schemas/auth';
import { ErrorSchema } from '@core/schemas/common';
import { and, count, eq, gt, ne, sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import Type from 'typebox';
import { signedIn } from '../auth/access';
import type { UserRow } from '../auth/session';
import type { App, AppContext } from '../context';
import { phoneCodes, smsSends, users } from '../db/schema';
import { badRequest, HttpError } from '../http';
import { requestLang } from '../lang';
import { ACCOUNT_LIMITS, accountLimit } from '../limits';
import {
  codeMatches,
  generateCode,
  hashCode,
  OTP_DAILY_PER_CLIENT,
  OTP_DAILY_PER_PHONE,
  OTP_MAX_CHECKS,
  OTP_RESEND_MS,
  OTP_TTL_MS,
} from '../sms/otp';
import { normalizePhone } from '../sms/phone';
import { say, type TextKey, text } from '../texts';

const DAY_MS = 24 * 60 * 60_000;
const Errors = { 400: ErrorSchema, 401: ErrorSchema, 409: ErrorSchema, 429: ErrorSchema, 502: ErrorSchema };

/**
 * Phone confirmation (spec §4 steps 1–5, §7 `/user/phone.json`): save a number (a code is sent),
 * send a new code, confirm with the code; `DELETE` is cancel (clears the phone). Codes are six
 * CSPRNG digits kept as an HMAC, valid five minutes, five checks each, a new one no sooner than a
 * minute, and daily caps per phone and per client address.
 */
export async function phoneRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const { pepper } = ctx.auth;
  const smsLimit = accountLimit(app, ctx.config, 'sms', ACCOUNT_LIMITS.smsPerClient);
  const checkLimit = accountLimit(app, ctx.config, 'sms-check', ACCOUNT_LIMITS.codeChecksPerClient);

  const pendingOf = async (userId: string) =>
    (await db.select().from(phoneCodes).where(eq(phoneCodes.userId, userId)))[0] ?? null;

  const resendIn = (sentAt: Date | null, now = Date.now()) =>
    sentAt ? Math.max(0, Math.ceil((sentAt.getTime() + OTP_RESEND_MS - now) / 1000)) : 0;

  /** Sends a fresh code to the pending phone of `user`, within the spacing and the daily caps. */
  async function sendCode(request: FastifyRequest, reply: FastifyReply, user: UserRow, phone: string) {
    const lang = requestLang(request);
    const pending = await pendingOf(user.id);
    const wait = resendIn(pending?.sentAt ?? null);
    if (wait > 0) {
      reply.header('retry-after', String(wait));
      throw new HttpError(429, text(lang, 'auth.resendWait', { seconds: wait }));
    }
    const since = new Date(Date.now() - DAY_MS);
    const [[byPhone], [byClient]] = await Promise.all([
      db
        .select({ n: count() })
        .from(smsSends)
        .where(and(eq(smsSends.phone, phone), gt(smsSends.sentAt, since))),
      db
        .select({ n: count() })
        .from(smsSends)
        .where(and(eq(smsSends.client, request.ip), gt(smsSends.sentAt, since))),
    ]);
    if ((byPhone?.n ?? 0) >= OTP_DAILY_PER_PHONE || (byClient?.n ?? 0) >= OTP_DAILY_PER_CLIENT) {
      throw new HttpError(429, say(request, 'auth.smsDailyCap'));
    }
    const code = generateCode();
    const now = new Date();
    await db
      .update(phoneCodes)
      .set({
        codeHash: hashCode(code, pepper),
        sentAt: now,
        expiresAt: new Date(now.getTime() + OTP_TTL_MS),
        checks: 0,
      })
      .where(eq(phoneCodes.userId, user.id));
    await db.insert(smsSends).values({ id: randomUUID(), phone, client: request.ip, userId: user.id });
    try {
      await ctx.sms.send({ to: phone, text: text(lang, 'sms.code', { code }) });
    } catch (err) {
      request.log.error({ err, user: user.id }, 'SMS could not be sent');
      await db
        .update(phoneCodes)
        .set({ codeHash: null, expiresAt: null })
        .where(eq(phoneCodes.userId, user.id));
      throw new HttpError(502, say(request, 'auth.smsFailed'));
    }
  }

  app.get(
    '/user/phone.json',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'The confirmed phone, the one awaiting its code, and the seconds before a new code',
        response: { 200: PhoneState, 401: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { user } = signedIn(request);
      const pending = await pendingOf(user.id);
      return {
        data: {
          phone: user.phone,
          pending: pending?.phone ?? null,
          resendIn: resendIn(pending?.sentAt ?? null),
        },
      };
    },
  );

  app.put(
    '/user/phone.json',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary:
          'Save a phone and send a code ({save, phone}), send a new code ({send: "sms"}), or confirm ({phone, code})',
        body: PhoneBody,
        response: { 200: PhoneResponse, ...Errors, 400: Type.Union([PhoneResponse, ErrorSchema]) },
      },
    },
    async (request, reply) => {
      const { user } = signedIn(request);
      const body = request.body;
      const countries = ctx.config.smsCountries;

      if ('save' in body) {
        await smsLimit(request, reply);
        const phone = normalizePhone(body.phone, countries);
        if (!phone) throw badRequest(say(request, 'auth.phoneInvalid'), 'phone');
        const [owner] = await db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.phone, phone), ne(users.id, user.id)));
        if (owner) throw new HttpError(409, say(request, 'auth.phoneTaken'), 'phone');
        const pending = await pendingOf(user.id);
        if (pending?.phone !== phone) {
          await db
            .insert(phoneCodes)
            .values({ userId: user.id, phone })
            .onConflictDoUpdate({
              target: phoneCodes.userId,
              // A new number starts without a code; the spacing of sends still holds.
              set: { phone, codeHash: null, expiresAt: null, checks: 0 },
            });
        }
        await sendCode(request, reply, user, phone);
        return { success: true, message: say(request, 'auth.smsSent'), phone };
      }

      if ('send' in body) {
        await smsLimit(request, reply);
        const pending = await pendingOf(user.id);
        if (!pending) throw badRequest(say(request, 'auth.noPendingPhone'), 'phone');
        await sendCode(request, reply, user, pending.phone);
        return { success: true, message: say(request, 'auth.smsSent'), phone: pending.phone };
      }

      await checkLimit(request, reply);
      const pending = await pendingOf(user.id);
      const phone = normalizePhone(body.phone, countries);
      if (!pending || !phone || pending.phone !== phone || !pending.codeHash || !pending.expiresAt) {
        throw badRequest(say(request, 'auth.noPendingPhone'), 'phone');
      }
      const fail = (key: TextKey) => {
        reply.code(400);
        return { success: false, message: say(request, key), phone: pending.phone };
      };
      if (pending.checks >= OTP_MAX_CHECKS) return fail('auth.codeExhausted');
      if (pending.expiresAt.getTime() <= Date.now()) return fail('auth.codeExpired');
      // Count the check before comparing, so parallel guesses cannot pass the limit.
      const [counted] = await db
        .update(phoneCodes)
        .set({ checks: sql`${phoneCodes.checks} + 1` })
        .where(and(eq(phoneCodes.userId, user.id), eq(phoneCodes.checks, pending.checks)))
        .returning({ checks: phoneCodes.checks });
      if (!counted) return fail('phoneConfirm:me.phone.wrong');
      if (!codeMatches(body.code, pending.codeHash, pepper)) {
        return fail(counted.checks >= OTP_MAX_CHECKS ? 'auth.codeExhausted' : 'phoneConfirm:me.phone.wrong');
      }
      try {
        await db.transaction(async (tx) => {
          await tx.update(users).set({ phone, updatedAt: sql`now()` }).where(eq(users.id, user.id));
          await tx.delete(phoneCodes).where(eq(phoneCodes.userId, user.id));
        });
      } catch (err) {
        request.log.warn({ err }, 'phone confirmation failed');
        throw new HttpError(409, say(request, 'auth.phoneTaken'), 'phone');
      }
      return { success: true, message: say(request, 'auth.phoneConfirmed'), phone };
    },
  );

  app.delete(
    '/user/phone.json',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['users'],
        summary: 'Cancel: clear the phone (confirmed and awaiting)',
        response: { 200: PhoneResponse, 401: ErrorSchema },
      },
    },
    async (request) => {
      const { user } = signedIn(request);
      await db.transaction(async (tx) => {
        await tx.delete(phoneCodes).where(eq(phoneCodes.userId, user.id));
        await tx.update(users).set({ phone: null, updatedAt: sql`now()` }).where(eq(users.id, user.id));
      });
      return { success: true, message: say(request, 'auth.phoneCleared'), phone: null };
    },
  );
}
