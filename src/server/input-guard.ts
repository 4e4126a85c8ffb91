import type { FastifyInstance } from 'fastify';
import { HttpError } from './http';

/**
 * Hostile input stops at the door (issue 11), once for every route rather than per route:
 * - a NUL (`%00`) anywhere in the address, or a percent-escape that is malformed or not UTF-8, is
 *   a 400 before routing (PostgreSQL refuses NUL in text: it used to surface as a 500);
 * - a NUL in any text of a JSON body (a value or a key) is a 400 before validation;
 * - a query or path number too long to be finite (Ajv coerces it to Infinity) is a 400 after it.
 * A database error that input caused (SQLSTATE class 22, data exception) is a 400 as well
 * (`inputFault`, used by the error handler); a real fault stays a logged 500.
 */
export function registerInputGuard(app: FastifyInstance): void {
  // Callback hooks: every request passes here, an async hook would cost a promise each time.
  app.addHook('onRequest', (request, _reply, done) => {
    const problem = addressProblem(request.url);
    done(problem ? new HttpError(400, problem) : undefined);
  });
  app.addHook('preValidation', async (request) => {
    const where = nulIn(request.body);
    if (where !== null)
      throw new HttpError(
        400,
        `The request body holds a NUL character (\\u0000)${where ? ` in "${where}"` : ''}`,
        where.split('.')[0] || undefined,
      );
  });
  // Ajv coerces a query or path value of hundreds of digits to Infinity, which passes `integer`
  // and skips `maximum` (its bounds are checked on finite numbers only): refused here, after the
  // validation, before any handler reads it (the fuzz test's `?utc=99…9` answered 500).
  app.addHook('preHandler', (request, _reply, done) => {
    const where = nonFinite(request.query) ?? nonFinite(request.params);
    done(where ? new HttpError(400, `"${where}" is not a number in range`, where) : undefined);
  });
}

/** The first field of a parsed query or path holding a number that is not finite, or null. */
export function nonFinite(value: unknown): string | null {
  if (value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const items = Array.isArray(item) ? item : [item];
    if (items.some((v) => typeof v === 'number' && !Number.isFinite(v))) return key;
  }
  return null;
}

/** Why an address (path and query, as sent) is refused, or null. */
export function addressProblem(url: string): string | null {
  if (url.includes('\0') || /%00/i.test(url)) return 'The address holds a NUL character (%00)';
  try {
    decodeURIComponent(url);
  } catch {
    return 'The address holds a malformed percent-escape or bytes that are not UTF-8';
  }
  return null;
}

/** The path of the first text holding a NUL in a parsed body ('' for the body itself), or null. */
export function nulIn(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\0') ? path : null;
  if (value === null || typeof value !== 'object' || depth > 64) return null;
  if (Buffer.isBuffer(value)) return null; // uploads are bytes, not text
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\0')) return at;
    const found = nulIn(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

/** The SQLSTATE of a database error, looked for along the error's causes. */
function sqlState(error: unknown): string | null {
  for (let e = error, i = 0; e && typeof e === 'object' && i < 5; e = (e as { cause?: unknown }).cause, i++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code) && !code.startsWith('FST')) return code;
  }
  return null;
}

/**
 * Whether an error is the database refusing a value the request brought (class 22: invalid text
 * representation, a value out of range, a string too long, a NUL…): the caller's fault, a 400.
 */
export function inputFault(error: unknown): boolean {
  return sqlState(error)?.startsWith('22') ?? false;
}
