import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';
import type { Lang } from '@core/lang';

/** One-time codes of phone confirmation (issue 6). */
export const OTP_LENGTH = 6;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_CHECKS = 5;
export const OTP_RESEND_MS = 60_000;
export const OTP_DAILY_PER_PHONE = 5;
export const OTP_DAILY_PER_CLIENT = 10;

/** Six uniformly random digits from the CSPRNG, leading zeros kept. */
export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

/** The stored form of a code: an HMAC-SHA256 under a server secret (a leaked table reveals nothing). */
export function hashCode(code: string, pepper: string): string {
  return createHmac('sha256', pepper).update(code).digest('hex');
}

/** Whether `code` is the one of `hash`, compared in constant time. */
export function codeMatches(code: string, hash: string, pepper: string): boolean {
  const a = Buffer.from(hashCode(code, pepper), 'hex');
  const b = Buffer.from(hash, 'hex');
  return a.length === b.length && timingSafeEqual(a, b);
}

/** The SMS text: the code first (read by autofill), short enough for one segment in Cyrillic. */
export function codeText(lang: Lang, code: string): string {
  return {
    uz: `${code} — Эфир тасдиқлаш коди. Ҳеч кимга айтманг.`,
    oz: `${code} — Efir tasdiqlash kodi. Hech kimga aytmang.`,
    ru: `${code} — код подтверждения Эфир. Никому не сообщайте.`,
    en: `${code} is your Efir confirmation code. Do not share it.`,
  }[lang];
}
