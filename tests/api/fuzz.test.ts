import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { arbitraryFor, HOSTILE, type JsonSchema } from '../fuzz/arbitraries';
import { auth, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/**
 * Every route of the app against hostile input (issue 11). The routes come from the app itself
 * (`registeredRoutes`, collected by `onRoute`), so a route is fuzzed the day it lands; a route
 * whose path has parameters, or that takes a body, without a schema for them fails here. Cases are
 * generated from each route's own schemas by fast-check, mixed with a corpus of hostile values,
 * and sent through Fastify's inject on PGlite as a visitor, a guest, a user and an admin.
 *
 * Properties: no 5xx; an API error is JSON with a string `message`; no answer takes longer than
 * FUZZ_SLOW_MS (a pathological regular expression, not a speed figure); a batch of refused writes
 * by a visitor leaves every stored row as it was. Seeded: a failure prints the seed and the path
 * of the case, and `FUZZ_SEED=… FUZZ_PATH=…` replays it. `npm run fuzz` runs more cases per route
 * and prints a report per route.
 */

const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;
const PATH = process.env.FUZZ_PATH;
const REPORT = process.env.FUZZ_REPORT === '1';
const SLOW_MS = Number(process.env.FUZZ_SLOW_MS ?? 5000);
const API = '/uz/api';

/** Writes that take no body (or not JSON), and why: every other write must declare its body. */
const NO_BODY: Record<string, string> = {
  'POST /uz/api/like/:db/:file': 'a like is the call itself',
  'POST /uz/api/rating/:db/:file': 'a view is the call itself',
  'POST /uz/api/state/:id/revisions/:n/restore.json': 'the revision is named by the path',
  'POST /uz/api/auth/oidc/:id/link.json': 'starts a provider sign-in, the provider is in the path',
  'POST /uz/api/users/picture.json': 'multipart upload, checked by the upload pipeline',
  'POST /uz/api/upload.json': 'multipart upload, checked by the upload pipeline',
  'POST /uz/api/newsroom/media.json':
    'multipart upload, checked by the media library (alt texts and the picture)',
  'POST /uz/api/newsroom/subtitles.json':
    'multipart upload of one WebVTT file, checked by the subtitle check',
  'POST /uz/api/newsroom/import/xmltv/preview.json':
    'multipart upload of a listing (or a JSON address), checked by the import',
  'POST /uz/api/newsroom/import/xmltv/commit.json':
    'multipart upload of the previewed listing with its token, checked by the import',
  'POST /uz/api/users/two-factor/setup.json': 'takes no input: starts a setup for the signed-in account',
  'POST /uz/api/users/:id/two-factor/reset.json': 'the user is named by the path; the reset takes no input',
};

/** Routes with path parameters but no schema for them, and why. */
const NO_PARAMS: Record<string, string> = {
  'GET /uploads/*': '@fastify/static: the name is resolved inside the uploads folder (traversal cases below)',
};

type Role = 'visitor' | 'guest' | 'user' | 'admin';
let t: TestApp;
const tokens: Record<Role, string | null> = { visitor: null, guest: null, user: null, admin: null };

beforeAll(async () => {
  t = await startTestApp({ pages: true, env: { RATE_LIMITS: 'off' } });
  tokens.user = (await signUp(t)).token;
  // A guest: signed in, not registered (spec §6: no phone confirmed yet, say).
  const guest = await signUp(t);
  await t.database.db
    .update(users)
    .set({ roles: ['guest'] })
    .where(eq(users.id, guest.user._id));
  tokens.guest = guest.token;
  const admin = await signUp(t);
  await t.database.db
    .update(users)
    .set({ roles: ['user', 'admin'] })
    .where(eq(users.id, admin.user._id));
  tokens.admin = admin.token;
}, 120_000);
afterAll(async () => {
  await t?.close();
});

interface Route {
  method: string;
  url: string;
  schema: { params?: JsonSchema; querystring?: JsonSchema; body?: JsonSchema };
}

function routesOf(app: TestApp['app']): Route[] {
  const out: Route[] = [];
  for (const r of app.registeredRoutes as readonly RouteOptions[]) {
    const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter((m) => m !== 'HEAD');
    const schema = (r.schema ?? {}) as Route['schema'];
    for (const method of methods) out.push({ method, url: r.url, schema });
  }
  return out.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

const paramNames = (url: string) => [...url.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => m[1] as string);
const isWrite = (method: string) => method !== 'GET';

/** A database fingerprint: every row of every table, hashed per table. */
async function fingerprint(): Promise<Record<string, string>> {
  const tables = (await t.database.db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1`,
  )) as unknown as { rows: { table_name: string }[] };
  const out: Record<string, string> = {};
  for (const { table_name } of tables.rows) {
    const res = (await t.database.db.execute(
      sql.raw(
        `select md5(coalesce(string_agg(x::text, '|' order by x::text), '')) as h from "${table_name}" x`,
      ),
    )) as unknown as { rows: { h: string }[] };
    out[table_name] = res.rows[0]?.h ?? '';
  }
  return out;
}

interface Case {
  role: Role;
  params: Record<string, unknown>;
  raw: boolean;
  query: unknown;
  duplicate: boolean;
  body: unknown;
}

function caseArbitrary(route: Route, roles: readonly Role[]): fc.Arbitrary<Case> {
  const names = paramNames(route.url);
  const paramSchema = route.schema.params?.properties ?? {};
  return fc.record({
    role: fc.constantFrom(...roles),
    params: fc.record(Object.fromEntries(names.map((n) => [n, arbitraryFor(paramSchema[n])]))),
    raw: fc.boolean(),
    query: route.schema.querystring
      ? arbitraryFor(route.schema.querystring)
      : fc.option(fc.dictionary(fc.constantFrom('page', 'count', 'q', 'x'), fc.constantFrom(...HOSTILE))),
    duplicate: fc.boolean(),
    body: isWrite(route.method) ? arbitraryFor(route.schema.body) : fc.constant(undefined),
  });
}

/** Percent-encodes a text; a lone surrogate (no UTF-8 exists for it) goes as the bytes a broken
 * client would send (`%ED%A0%80`, not UTF-8). */
function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return `%ED%A0%80${encodeURIComponent(text.replace(/[\uD800-\uDFFF]/g, ''))}`;
  }
}

/** The case's address; a raw one that no HTTP client could send (`//host…`) goes encoded. */
function urlOf(route: Route, c: Case): string {
  const url = buildUrl(route, c);
  if (!c.raw) return url;
  try {
    if (new URL(url, 'http://localhost').host === 'localhost') return url;
  } catch {
    // not an address: encoded below
  }
  return buildUrl(route, { ...c, raw: false });
}

function buildUrl(route: Route, c: Case): string {
  let path = route.url.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = c.params[name];
    const text = typeof value === 'string' ? value : JSON.stringify(value);
    return c.raw ? text.replaceAll('/', '%2F').replaceAll('?', '%3F').replaceAll('#', '%23') : encode(text);
  });
  path = path.replace(/\*$/, c.raw ? String(c.params['*'] ?? '../../etc/passwd') : 'x');
  const search = new URLSearchParams();
  if (c.query && typeof c.query === 'object' && !Array.isArray(c.query))
    for (const [k, v] of Object.entries(c.query as Record<string, unknown>)) {
      const text = typeof v === 'string' ? v : JSON.stringify(v);
      search.append(k, text);
      if (c.duplicate) search.append(k, text);
    }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** A response body as text, decompressed as its content-encoding says. */
function bodyText(raw: Buffer, encoding: string): string {
  if (encoding === 'br') return brotliDecompressSync(raw).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(raw).toString('utf8');
  if (encoding === 'deflate') return inflateSync(raw).toString('utf8');
  return raw.toString('utf8');
}

interface Tally {
  cases: number;
  byStatus: Record<number, number>;
  slowestMs: number;
}
const report = new Map<string, Tally>();

async function send(route: Route, c: Case) {
  const url = urlOf(route, c);
  const token = tokens[c.role];
  const started = performance.now();
  const res = await t.app.inject({
    method: route.method as 'GET',
    url,
    // Malformed If-None-Match and Accept-Encoding on every case, writes included.
    headers: {
      ...(token ? auth(token) : {}),
      'if-none-match': c.duplicate ? 'W/"\u00ff", *, ' : '"x"',
      'accept-encoding': c.raw ? 'br;q=2, gzip;q=abc, *;q=-1' : 'gzip',
      ...(c.body !== undefined ? { 'content-type': 'application/json' } : {}),
    },
    ...(c.body !== undefined ? { payload: JSON.stringify(c.body) } : {}),
  });
  const ms = performance.now() - started;
  const key = `${route.method} ${route.url}`;
  const tally = report.get(key) ?? { cases: 0, byStatus: {}, slowestMs: 0 };
  tally.cases++;
  tally.byStatus[res.statusCode] = (tally.byStatus[res.statusCode] ?? 0) + 1;
  tally.slowestMs = Math.max(tally.slowestMs, ms);
  report.set(key, tally);
  const what = `${route.method} ${url} as ${c.role}${c.body !== undefined ? ` body ${JSON.stringify(c.body).slice(0, 300)}` : ''}`;
  if (res.statusCode >= 500)
    throw new Error(
      `${res.statusCode} for ${what}: ${bodyText(res.rawPayload, String(res.headers['content-encoding'] ?? '')).slice(0, 300)}`,
    );
  if (ms > SLOW_MS) throw new Error(`${Math.round(ms)} ms for ${what}`);
  // The address as the server gets it (dot segments and backslashes resolved, as browsers do).
  const path = new URL(url, 'http://localhost').pathname;
  if (res.statusCode >= 400 && path.startsWith(API)) {
    const text = bodyText(res.rawPayload, String(res.headers['content-encoding'] ?? ''));
    let message: unknown;
    try {
      message = (JSON.parse(text) as { message?: unknown }).message;
    } catch {
      throw new Error(`${res.statusCode} without a JSON body for ${what}: ${text.slice(0, 200)}`);
    }
    if (typeof message !== 'string' || !message)
      throw new Error(`${res.statusCode} without a message for ${what}: ${text.slice(0, 200)}`);
  }
  return res.statusCode;
}

describe('every route survives hostile input', () => {
  it('every route with path parameters or a body declares their schemas', () => {
    const missing = routesOf(t.app).filter((r) => {
      const key = `${r.method} ${r.url}`;
      const needsParams =
        (paramNames(r.url).length > 0 || r.url.endsWith('*')) && !r.schema.params && !NO_PARAMS[key];
      const needsBody = ['POST', 'PUT', 'PATCH'].includes(r.method) && !r.schema.body && !NO_BODY[key];
      return needsParams || needsBody;
    });
    expect(missing.map((r) => `${r.method} ${r.url}`)).toEqual([]);
  });

  it('fuzzes the spec’s names of the content reads with their originals’ query schemas (decision 041)', () => {
    const routes = new Map(routesOf(t.app).map((r) => [`${r.method} ${r.url}`, r]));
    for (const [alias, original] of [
      ['/efir/broadcast', '/efir/broadcast.json'],
      ['/efir.broadcast', '/efir/broadcast.json'],
      ['/efir.channel', '/efir/channel.json'],
      ['/efir.schedule', '/efir/schedule.json'],
    ]) {
      const route = routes.get(`GET ${API}${alias}`);
      expect(route, alias).toBeDefined();
      expect(route?.schema.querystring, alias).toBe(routes.get(`GET ${API}${original}`)?.schema.querystring);
    }
  });

  it('the addresses that used to answer 500 answer 400 or 404', async () => {
    for (const url of [
      `${API}/efir/channel/%00.json`,
      `${API}/menu/%00.json`,
      `${API}/state/%00.json`,
      `${API}/efir/schedule/a%00b.json/2026-11-22.json`,
      `${API}/state/%25zz.json`,
      `${API}/state/app%252eindex.json`,
      `${API}/state/%E0%A4%A.json`,
      '/uz/%00/',
      '/assets/..%2f..%2fpackage.json',
      '/assets/%2e%2e/%2e%2e/package.json',
      '/assets/%252e%252e%252fpackage.json',
      '/assets/..\\..\\package.json',
      '/uploads/..%2f..%2f..%2fetc%2fpasswd',
      `/uz/${'a'.repeat(8000)}/`,
      // Ajv coerced these to Infinity, which passes `integer` and skips `maximum` (seed 584077835).
      `${API}/efir/catchup/-.m3u8?utc=${'9'.repeat(400)}`,
      `${API}/news.json?page=${'9'.repeat(400)}`,
    ]) {
      const res = await t.app.inject({ method: 'GET', url });
      const seen = `${url}: ${res.statusCode} ${res.headers.location ?? ''} ${res.body.slice(0, 200)}`;
      if (res.statusCode === 301) {
        // The router resolves dot segments: a redirect to a page of this site, never a file.
        expect(String(res.headers.location), seen).toMatch(/^\/uz\/[^.]*(\.json)?$/);
        continue;
      }
      expect([400, 404], seen).toContain(res.statusCode);
      expect(res.body).not.toContain('"devDependencies"');
      expect(res.body).not.toContain('root:x:0');
    }
    // An id may begin with "-" or "_": base64url tokens do (1 in 32 reset links).
    for (const first of ['-', '_']) {
      const res = await t.app.inject({
        method: 'POST',
        url: `${API}/auth/reset/${first}${'a'.repeat(42)}.json`,
        payload: { password: 'kuchli parol 2026', verifyPassword: 'kuchli parol 2026' },
      });
      // Refused as an unknown token (the route ran), not as a malformed parameter.
      expect(res.json(), first).toMatchObject({ field: 'token' });
    }
    // Very long header values: refused or ignored, never a fault.
    for (const name of ['if-none-match', 'accept-encoding', 'cookie', 'authorization']) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${API}/efir/channel.json`,
        headers: { [name]: 'x'.repeat(64_000) },
      });
      expect(res.statusCode, name).toBeLessThan(500);
    }
    const nul = await t.app.inject({
      method: 'POST',
      url: `${API}/auth/signin.json`,
      payload: { username: 'a\u0000b', password: 'x' },
    });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ message: expect.stringContaining('NUL') });
  });

  it(
    `${RUNS} generated and hostile cases per route, as a visitor, a guest, a user and an admin (seed ${SEED})`,
    async () => {
      const routes = routesOf(t.app).filter((r) => !PATH || `${r.method} ${r.url}` === PATH);
      expect(routes.length).toBeGreaterThan(0);
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        // A visitor's writes first, alone: when none is accepted, nothing stored may change.
        if (isWrite(route.method)) {
          const before = await fingerprint();
          const statuses: number[] = [];
          await fc.assert(
            fc.asyncProperty(caseArbitrary(route, ['visitor']), async (c) => {
              statuses.push(await send(route, c));
            }),
            { numRuns: Math.ceil(RUNS / 3), seed: SEED, verbose: 1 },
          );
          if (statuses.every((s) => s >= 400)) {
            const after = await fingerprint();
            const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
            expect(changed, `${key}: refused writes changed stored rows`).toEqual([]);
          }
        }
        await fc.assert(
          fc.asyncProperty(caseArbitrary(route, ['visitor', 'guest', 'user', 'admin']), async (c) => {
            await send(route, c);
          }),
          { numRuns: RUNS, seed: SEED, verbose: 1 },
        );
      }
      if (REPORT) {
        const lines = [...report].map(
          ([k, v]) =>
            `${String(v.cases).padStart(6)}  ${Math.round(v.slowestMs).toString().padStart(5)} ms  ${k}  ${Object.entries(
              v.byStatus,
            )
              .map(([s, n]) => `${s}×${n}`)
              .join(' ')}`,
        );
        console.log(`fuzz report (seed ${SEED}): cases, slowest, route, statuses\n${lines.join('\n')}`);
      }
      const total = [...report.values()].reduce((s, v) => s + v.cases, 0);
      console.log(`fuzz: ${total} cases over ${report.size} routes, seed ${SEED}`);
    },
    Number(process.env.FUZZ_TIMEOUT_MS ?? 600_000),
  );
});
