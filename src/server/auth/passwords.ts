import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PASSWORD_MAX, PASSWORD_MIN } from '@core/schemas/auth';
import { type Algorithm, hash, verify } from '@node-rs/argon2';

/**
 * argon2id with explicit parameters (OWASP's first recommendation: m = 19 MiB, t = 2, p = 1).
 * `@node-rs/argon2`'s defaults differ from its docs, so every call passes them.
 */
export const ARGON2 = {
  /** Algorithm.Argon2id (a const enum, which isolated modules cannot read). */
  algorithm: 2 as Algorithm,
  memoryCost: 19 * 1024,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

/** Whether `password` matches the PHC string `stored`; a malformed hash is a mismatch. */
export async function verifyPassword(stored: string, password: string): Promise<boolean> {
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}

/**
 * A hash of a password nobody has, verified when the user is unknown or has no password, so a
 * wrong username costs the same time as a wrong password (no account discovery by timing).
 */
let decoy: Promise<string> | null = null;
export async function verifyDecoy(password: string): Promise<false> {
  decoy ??= hashPassword(`decoy-${Math.random()}`);
  await verifyPassword(await decoy, password);
  return false;
}

function commonPasswordsFile(): string {
  const here = dirname(fileURLToPath(import.meta.url));
  const candidates = [
    join(here, 'common-passwords.txt'),
    resolve(here, '../../src/server/auth/common-passwords.txt'),
  ];
  const found = candidates.find((file) => existsSync(file));
  if (!found) throw new Error(`common-passwords.txt not found in ${candidates.join(' or ')}`);
  return found;
}

let common: Set<string> | null = null;

/** Whether `password` is one of the most used passwords (scripts/gen-common-passwords.mjs). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(readFileSync(commonPasswordsFile(), 'utf8').split('\n').filter(Boolean));
  return common.has(password.toLowerCase());
}

export type PasswordProblem = 'short' | 'long' | 'common' | 'mismatch';

/**
 * The rule of issue 6: 8 to 128 characters, no composition rules, not a common password, and
 * the repeat (when given) equal. Length counts code points, so an emoji is one character.
 */
export function passwordProblem(password: string, repeat?: string): PasswordProblem | null {
  const length = [...password].length;
  if (length < PASSWORD_MIN) return 'short';
  if (length > PASSWORD_MAX) return 'long';
  if (repeat !== undefined && repeat !== password) return 'mismatch';
  if (isCommonPassword(password)) return 'common';
  return null;
}
