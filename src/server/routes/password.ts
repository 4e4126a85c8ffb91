import { createHash, randomBytes } from 'node:crypto';
import type { Lang } from '@core/lang';
import { ForgotBody, MessageResponse, ResetBody } from '@core/schemas/auth';
import { ErrorSchema } from '@core/schemas/common';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import Type from 'typebox';
import { bodyField, checkPassword, findByLogin, lowercaseBody } from '../auth/accounts';
import { hashPassword } from '../auth/passwords';
import type { UserRow } from '../auth/session';
import type { App, AppContext } from '../context';
import { passwordResets, users } from '../db/schema';
import { badRequest, jsonId } from '../http';
import { ACCOUNT_LIMITS, accountLimit } from '../limits';
import { pageUrl } from '../links';
import { passwordChangedLetter, resetLetter } from '../mail/letters';
import { jsonFile } from '../params';
import { say } from '../texts';

/** A reset link works for one hour, once. */
export const RESET_TTL_MS = 60 * 60_000;

/** The stored form of a reset token: its SHA-256 (the token itself is only in the letter). */
export const resetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Password reset by e-mail (spec §2, §7; issue 6): `forgot` answers the same, after the same
 * work, whether or not the address is known, and mails a single-use link valid one hour, built
 * from PUBLIC_URL (never the Host header); `reset/{token}` sets the new password and ends every
 * session of the user.
 */
export async function passwordRoutes(app: App, ctx: AppContext) {
  const { db } = ctx.database;
  const { publicUrl } = ctx.config;

  /** Creates a token for `user` and mails the link; runs after the answer has gone. */
  async function mailResetLink(user: UserRow & { email: string }, lang: Lang) {
    const token = randomBytes(32).toString('base64url');
    await db.insert(passwordResets).values({
      tokenHash: resetTokenHash(token),
      userId: user.id,
      expiresAt: new Date(Date.now() + RESET_TTL_MS),
    });
    const link = pageUrl(publicUrl, 'app.password.reset.form', { token }, { lang });
    await ctx.outbox.send(
      resetLetter({ lang, to: user.email, username: user.displayName, link, minutes: RESET_TTL_MS / 60_000 }),
    );
  }

  app.post(
    '/auth/forgot.json',
    {
      preValidation: lowercaseBody('email'),
      preHandler: [
        accountLimit(app, ctx.config, 'forgot', ACCOUNT_LIMITS.forgotPerClient),
        accountLimit(app, ctx.config, 'forgot-address', ACCOUNT_LIMITS.forgotPerAddress, bodyField('email')),
      ],
      schema: {
        tags: ['auth'],
        summary: 'Mail a single-use password reset link (valid one hour) to the account of an e-mail address',
        description:
          'The answer and its timing are the same whether or not the address is known: the letter is sent after the answer.',
        body: ForgotBody,
        response: { 200: MessageResponse, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request) => {
      const user = await findByLogin(db, request.body.email);
      const lang = (user?.lang as Lang | undefined) ?? 'uz';
      if (user?.email) {
        const account = user as UserRow & { email: string };
        setImmediate(() => {
          mailResetLink(account, lang).catch((err: unknown) =>
            request.log.error({ err, user: account.id }, 'password reset letter failed'),
          );
        });
      }
      return { message: say(request, 'auth.forgotSent') };
    },
  );

  app.post(
    '/auth/reset/:file',
    {
      preHandler: [accountLimit(app, ctx.config, 'reset', ACCOUNT_LIMITS.resetPerClient)],
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token of a reset letter; ends every session of the user',
        params: Type.Object({ file: jsonFile() }),
        body: ResetBody,
        response: { 200: MessageResponse, 400: ErrorSchema, 429: ErrorSchema },
      },
    },
    async (request, reply) => {
      reply.header('referrer-policy', 'no-referrer').header('cache-control', 'no-store');
      const token = jsonId(request.params.file) ?? '';
      const invalid = () => badRequest(say(request, 'auth.resetInvalid'), 'token');
      if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw invalid();
      const tokenHash = resetTokenHash(token);
      const [reset] = await db
        .select()
        .from(passwordResets)
        .where(
          and(
            eq(passwordResets.tokenHash, tokenHash),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
          ),
        );
      if (!reset) throw invalid();
      // A weak password is refused before the token is spent, so the link can be used again.
      const { password, verifyPassword } = request.body;
      checkPassword(request, password, verifyPassword, { password: 'password', repeat: 'verifyPassword' });
      const passwordHash = await hashPassword(password);
      const user = await db.transaction(async (tx) => {
        const spent = await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt)))
          .returning({ userId: passwordResets.userId });
        if (spent.length === 0) return null; // spent by a concurrent request
        await tx
          .update(passwordResets)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResets.userId, reset.userId), isNull(passwordResets.usedAt)));
        const [row] = await tx
          .update(users)
          .set({ passwordHash, tokenVersion: sql`${users.tokenVersion} + 1`, updatedAt: sql`now()` })
          .where(eq(users.id, reset.userId))
          .returning();
        return row ?? null;
      });
      if (!user) throw invalid();
      await ctx.sessions.ended(user.id);
      if (user.email) {
        const to = user.email;
        ctx.outbox
          .send(passwordChangedLetter({ lang: user.lang as Lang, to, username: user.displayName }))
          .catch((err: unknown) =>
            request.log.error({ err, user: user.id }, 'password changed letter failed'),
          );
      }
      return { message: say(request, 'auth.passwordChanged') };
    },
  );
}
