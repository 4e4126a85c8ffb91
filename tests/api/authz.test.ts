import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { eq } from 'drizzle-orm';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Access } from '../../src/server/auth/access';
import { users } from '../../src/server/db/schema';
import { auth, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/**
 * Who before what (issue 22, design §7): every protected operation, as the OpenAPI document marks
 * it (`x-roles`, from the route's `config.access`), answers an anonymous caller 401 and a caller
 * without the role 403 whatever the input: an unknown body field, malformed JSON, a bad query and
 * bad path parameters are never looked at first. The marking is checked against the routes
 * themselves, and every place of the server that reads a session is accounted for, so a route
 * that needs a session without saying so fails here.
 */

const API = '/uz/api';
const METHODS = ['get', 'put', 'post', 'delete', 'patch'] as const;

interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie';
  name: string;
}
interface OperationDoc {
  security?: Record<string, string[]>[];
  'x-roles'?: string[];
  parameters?: Parameter[];
  requestBody?: unknown;
}
interface Op {
  method: string;
  /** OpenAPI path, `{name}` parameters. */
  path: string;
  roles: string[];
  params: string[];
  query: string[];
  body: boolean;
}

let t: TestApp;
let doc: { paths: Record<string, Partial<Record<(typeof METHODS)[number], OperationDoc>>> };
const tokens = { guest: '', user: '', admin: '' };

async function withRoles(roles: string[]): Promise<string> {
  const { token, user } = await signUp(t);
  await t.database.db.update(users).set({ roles }).where(eq(users.id, user._id));
  return token;
}

beforeAll(async () => {
  // Without rate limits: the admin's calls below must reach the input checks, not a 429.
  t = await startTestApp({ env: { RATE_LIMITS: 'off' } });
  tokens.guest = await withRoles(['guest']);
  tokens.user = await withRoles(['user']);
  tokens.admin = await withRoles(['user', 'admin']);
  doc = (await t.app.inject({ method: 'GET', url: `${API}/openapi.json` })).json();
}, 120_000);
afterAll(async () => {
  await t?.close();
});

function operations(): (Op & { doc: OperationDoc })[] {
  const out: (Op & { doc: OperationDoc })[] = [];
  for (const [path, item] of Object.entries(doc.paths))
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = op.parameters ?? [];
      out.push({
        method: method.toUpperCase(),
        path,
        roles: op['x-roles'] ?? [],
        params: parameters.filter((p) => p.in === 'path').map((p) => p.name),
        query: parameters.filter((p) => p.in === 'query').map((p) => p.name),
        body: op.requestBody !== undefined,
        doc: op,
      });
    }
  return out;
}

const protectedOps = () => operations().filter((op) => op.doc['x-roles'] !== undefined);
const key = (op: { method: string; path: string }) => `${op.method} ${op.path}`;

/** The operations known to be protected (issue 22 and before), by role. */
function known(product: string): Record<string, string[]> {
  const signedIn = ['guest', 'user', 'editor', 'admin'];
  const admin = ['admin'];
  const newsroom = ['editor', 'admin'];
  const users = ['user', 'admin'];
  const p = `${API}/${product}`;
  return {
    [`PUT ${API}/users.json`]: signedIn,
    [`POST ${API}/users/password.json`]: signedIn,
    [`DELETE ${API}/users/accounts.json`]: signedIn,
    [`POST ${API}/users/picture.json`]: signedIn,
    [`GET ${API}/profile`]: signedIn,
    [`GET ${API}/user/profile.json`]: signedIn,
    [`PUT ${API}/user/profile.json`]: signedIn,
    [`GET ${API}/user/phone.json`]: signedIn,
    [`PUT ${API}/user/phone.json`]: signedIn,
    [`DELETE ${API}/user/phone.json`]: signedIn,
    [`POST ${API}/auth/oidc/{id}/link.json`]: signedIn,
    [`POST ${API}/upload.json`]: signedIn,
    [`GET ${API}/users`]: admin,
    [`GET ${API}/users.json`]: admin,
    // Roles and two-step sign-in (issue 26).
    [`PUT ${API}/users/{id}/roles.json`]: admin,
    [`GET ${API}/users/{id}/sign-ins.json`]: admin,
    [`POST ${API}/users/{id}/two-factor/reset.json`]: admin,
    [`GET ${API}/users/two-factor.json`]: newsroom,
    [`POST ${API}/users/two-factor/setup.json`]: newsroom,
    [`POST ${API}/users/two-factor/confirm.json`]: newsroom,
    [`POST ${API}/users/two-factor/recovery.json`]: newsroom,
    [`POST ${API}/users/two-factor/disable.json`]: newsroom,
    ...Object.fromEntries(
      ['casting', 'reporter', 'tabriknoma', 'taklifnoma', 'feedback'].map((f) => [
        `POST ${p}/form/${f}.json`,
        users,
      ]),
    ),
    [`GET ${p}/my/form/{file}`]: signedIn,
    [`GET ${p}.form`]: admin,
    [`GET ${p}/form/submission/{file}`]: signedIn,
    [`PUT ${p}/form/submission/{file}`]: admin,
    [`GET ${p}/form/{file}`]: admin,
    [`POST ${API}/comment/{db}/{file}`]: users,
    [`DELETE ${API}/comment/{db}/{id}/{file}`]: newsroom,
    [`GET ${API}/comment/{db}/{id}/mine.json`]: signedIn,
    [`GET ${API}/html/{file}`]: admin,
    [`POST ${API}/state.json`]: admin,
    [`PUT ${API}/state/{file}`]: admin,
    [`GET ${API}/state/{id}/revisions.json`]: admin,
    [`GET ${API}/state/{id}/revisions/{file}`]: admin,
    [`POST ${API}/state/{id}/revisions/{n}/restore.json`]: admin,
    // Moderation (issue 25): visitors report; moderators (canModerate: editors and admins) act.
    [`POST ${API}/moderation/report.json`]: users,
    [`GET ${API}/moderation.json`]: newsroom,
    [`GET ${API}/moderation/audit.json`]: newsroom,
    [`POST ${API}/moderation/reports/{id}/{action}`]: newsroom,
    [`POST ${API}/moderation/held/{id}/{action}`]: newsroom,
    [`POST ${API}/moderation/bans.json`]: newsroom,
    [`DELETE ${API}/moderation/bans/{file}`]: newsroom,
    [`PUT ${API}/moderation/words.json`]: newsroom,
    // The media library (issue 26).
    [`POST ${API}/newsroom/media.json`]: newsroom,
    [`GET ${API}/newsroom/media.json`]: newsroom,
    [`GET ${API}/newsroom/media/{id}.json`]: newsroom,
    [`PUT ${API}/newsroom/media/{id}.json`]: newsroom,
    // Subtitle files of archive recordings (issue 26).
    [`POST ${API}/newsroom/subtitles.json`]: newsroom,
  };
}

/**
 * Operations open to everyone that read a token when one is sent (their OpenAPI security allows
 * `{}`), and why they cannot be guarded before their input.
 */
const OPTIONAL = (product: string): Record<string, string> => ({
  [`GET ${API}/auth/me.json`]: 'answers nulls without a session',
  [`GET ${API}/auth/signout.json`]: 'signing out without a session is a no-op',
  [`GET ${API}/state/{file}`]: 'open; only `?draft=1` needs an admin (admit() in the handler)',
  [`POST ${API}/${product}/form/qabulxona.json`]: 'open to visitors (spec §5)',
  [`POST ${API}/${product}.form`]: 'who may send depends on the form the body names',
});

/** Which places of the server read a session, and why each one is not a guard of its own. */
const SESSION_READERS: Record<string, { calls: number; why: string }> = {
  'src/server/auth/session.ts': { calls: 1, why: 'the resolver behind request.session()' },
  'src/server/auth/access.ts': { calls: 2, why: 'the guard itself (admit)' },
  'src/server/voter.ts': { calls: 1, why: 'a vote is a signed-in user’s or an anonymous cookie’s' },
  'src/server/routes/auth.ts': { calls: 2, why: 'auth/me and signout: optional sessions' },
  'src/server/forms/routes.ts': {
    calls: 3,
    why: 'forms: the per-account limit and the sender (qabulxona and {product}.form are open)',
  },
  'src/server/routes/state.ts': { calls: 1, why: 'admit() for `?draft=1` on an open read' },
  'src/server/live/chat.ts': { calls: 1, why: 'the socket handshake (not an HTTP route)' },
  'src/server/reminders/routes.ts': {
    calls: 2,
    why: 'reminders and push subscriptions belong to the account when signed in, else to the device key',
  },
};

/** Code lines (not comments) of the server's sources that resolve a session. */
function sessionReaders(): Record<string, number> {
  const root = join(import.meta.dirname, '../..');
  const found: Record<string, number> = {};
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts')) {
        const calls = readFileSync(full, 'utf8')
          .split('\n')
          .filter((line) => !/^\s*(\/\/|\*|\/\*)/.test(line))
          .reduce(
            (n, line) =>
              n +
              (line.match(/\.session\(\)|(?<!function )\badmit\(request|(?<!function )\bsessionOfToken\(/g)
                ?.length ?? 0),
            0,
          );
        if (calls > 0) found[relative(root, full)] = calls;
      }
    }
  };
  walk(join(root, 'src/server'));
  return found;
}

/** An address of `op` with every path parameter `value` and the query `query`. */
function address(op: Op, value: string, query = ''): string {
  const path = op.path.replace(/\{([^}]+)\}/g, () => encodeURIComponent(value));
  return query ? `${path}?${query}` : path;
}

interface Case {
  name: string;
  /** The input this case gets wrong. */
  wrong: 'nothing' | 'params' | 'query' | 'body';
  url: string;
  payload?: string;
  contentType?: string;
}

/** Requests whose input is wrong in every way an operation can take it, alone and together. */
function badCases(op: Op): Case[] {
  const valid = address(op, 'x');
  const badQuery = [...op.query.map((q) => `${q}=%20`), 'x=1'].join('&');
  const write = op.method !== 'GET';
  const cases: Case[] = [
    { name: 'no input', wrong: 'nothing', url: valid },
    { name: 'bad path parameters', wrong: 'params', url: address(op, ' ') },
    { name: 'bad query', wrong: 'query', url: address(op, 'x', badQuery) },
  ];
  const json = 'application/json';
  if (write)
    cases.push(
      { name: 'unknown body field', wrong: 'body', url: valid, payload: '{"x":1}', contentType: json },
      { name: 'malformed JSON', wrong: 'body', url: valid, payload: '{"x":', contentType: json },
      { name: 'not JSON', wrong: 'body', url: valid, payload: '\u0000<x/>', contentType: 'application/xml' },
      {
        name: 'everything wrong',
        wrong: 'body',
        url: address(op, ' ', badQuery),
        payload: '{"x":1,',
        contentType: 'application/json',
      },
    );
  return cases;
}

/** The refusals' words (en): the request forms have their own ("log in or sign up", spec §5). */
function refusal(op: Op, status: 401 | 403): string {
  if (op.method === 'POST' && /\/form\/[a-z]+\.json$/.test(op.path))
    return 'For sending data please log in or sign up';
  return status === 401 ? 'Sign in to continue' : 'You do not have access';
}

async function call(op: Op, c: Case, token: string | null) {
  return t.app.inject({
    method: op.method as 'GET',
    url: c.url,
    headers: {
      cookie: 'efir_lang=en',
      ...(token ? auth(token) : {}),
      ...(c.contentType ? { 'content-type': c.contentType } : {}),
    },
    ...(c.payload !== undefined ? { payload: c.payload } : {}),
  });
}

describe('protected operations ask who before what', () => {
  it('the OpenAPI document marks the protected operations, and the known ones are among them', () => {
    const marked = Object.fromEntries(protectedOps().map((op) => [key(op), [...op.roles].sort()]));
    expect(Object.keys(marked).length).toBeGreaterThanOrEqual(30);
    const expected = known(t.config.product);
    for (const [name, roles] of Object.entries(expected))
      expect(marked[name], name).toEqual([...roles].sort());
    for (const op of protectedOps()) {
      expect(op.doc.security, key(op)).toEqual([{ bearer: [] }]);
      expect(op.roles.length, key(op)).toBeGreaterThan(0);
    }
  });

  it('an operation that asks for a token is either protected or open on purpose', () => {
    const optional = OPTIONAL(t.config.product);
    const unmarked = operations().filter(
      (op) => op.doc.security && op.doc['x-roles'] === undefined && !optional[key(op)],
    );
    expect(unmarked.map(key)).toEqual([]);
    for (const name of Object.keys(optional)) {
      const op = operations().find((o) => key(o) === name);
      expect(op?.doc.security, name).toEqual([{}, { bearer: [] }]);
    }
  });

  it('the marking is the routes’ own: every route with config.access, and only those', () => {
    const routes = (t.app.registeredRoutes as readonly RouteOptions[]).filter(
      (r) => r.method !== 'HEAD' && !(r.schema as { hide?: boolean } | undefined)?.hide,
    );
    const withAccess = routes
      .filter((r) => (r.config as { access?: Access } | undefined)?.access)
      .flatMap((r) => (Array.isArray(r.method) ? r.method : [r.method]).map((m) => `${m} ${r.url}`))
      .sort();
    const marked = protectedOps()
      .map((op) => `${op.method} ${op.path.replace(/\{([^}]+)\}/g, ':$1')}`)
      .sort();
    expect(marked).toEqual(withAccess);
  });

  it('every place that reads a session is a guard or an optional reader (none is a hidden guard)', () => {
    const found = sessionReaders();
    const expected = Object.fromEntries(
      Object.entries(SESSION_READERS).map(([file, { calls }]) => [file, calls]),
    );
    expect(found).toEqual(expected);
  });

  it('an anonymous call gets 401, never a 400 naming its input', async () => {
    const ops = protectedOps();
    expect(ops.length).toBeGreaterThan(0);
    for (const op of ops)
      for (const c of badCases(op)) {
        const res = await call(op, c, null);
        const seen = `${op.method} ${c.url} (${c.name}): ${res.statusCode} ${res.body}`;
        expect(res.statusCode, seen).toBe(401);
        const body = res.json<{ message: string; field?: string }>();
        expect(body.message, seen).toBe(refusal(op, 401));
        expect(body.field, seen).toBeUndefined();
        // A token that is not one is no session either.
        const forged = await call(op, c, 'not.a.token');
        expect(forged.statusCode, `${seen} (forged token)`).toBe(401);
      }
  });

  it('a signed-in caller without the role gets 403 with the same input', async () => {
    let checked = 0;
    for (const op of protectedOps()) {
      const token = !op.roles.includes('user')
        ? tokens.user
        : !op.roles.includes('guest')
          ? tokens.guest
          : null;
      if (!token) continue; // any account may call it
      for (const c of badCases(op)) {
        const res = await call(op, c, token);
        const seen = `${op.method} ${c.url} (${c.name}): ${res.statusCode} ${res.body}`;
        expect(res.statusCode, seen).toBe(403);
        const body = res.json<{ message: string; field?: string }>();
        expect(body.message, seen).toBe(refusal(op, 403));
        expect(body.field, seen).toBeUndefined();
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it('an admin gets the same inputs refused as input (so the cases above mean something)', async () => {
    let checked = 0;
    for (const op of protectedOps())
      for (const c of badCases(op)) {
        const takes = {
          nothing: false,
          params: op.params.length > 0,
          query: op.query.length > 0,
          body: op.body,
        };
        if (!takes[c.wrong]) continue;
        const res = await call(op, c, tokens.admin);
        const seen = `${op.method} ${c.url} (${c.name}): ${res.statusCode} ${res.body}`;
        // 400 mostly; 404, 415 or 428 where the route looks at the address or a header first.
        expect([400, 404, 415, 428], seen).toContain(res.statusCode);
        checked++;
      }
    expect(checked).toBeGreaterThan(50);
  });

  it('an admin-only draft of an open read is asked for with an admin’s token', async () => {
    const url = `${API}/state/app.index.json?draft=1`;
    const anonymous = await t.app.inject({ method: 'GET', url, headers: { cookie: 'efir_lang=en' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ message: 'Sign in to continue' });
    const user = await t.app.inject({ method: 'GET', url, headers: auth(tokens.user) });
    expect(user.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: `${API}/state/app.index.json` })).statusCode).toBe(200);
  });
});
