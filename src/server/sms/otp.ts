import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

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
