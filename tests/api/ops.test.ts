import { sql } from 'drizzle-orm';
import { io as connectSocket, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { installErrorReporter } from '../../src/client/error-reporter';
import { ConfigError, loadConfig } from '../../src/server/config';
import { mailOutbox } from '../../src/server/db/schema-forms';
import { addressMatcher } from '../../src/server/ops/access';
import { releaseOfEntry } from '../../src/server/ops/release';
import { REPORT_LIMITS } from '../../src/server/ops/reports';
import { nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/**
 * What an operator needs (issue 22): GET /metrics for trusted addresses and the METRICS_TOKEN
 * bearer only, counters that move with the traffic, the CSP report endpoint and the browsers'
 * error collector.
 */

const TOKEN = 'metrics-token-for-the-tests-0123';
const STRANGER = '203.0.113.250';
let t: TestApp;

beforeAll(async () => {
  // With pages: the client fixture gives the server a release (its entry script, index-e1).
  t = await startTestApp({ pages: true, seedDemo: true, env: { METRICS_TOKEN: TOKEN } });
});
afterAll(async () => {
  await t?.close();
});

/** A scrape with the token. */
async function scrape(): Promise<string> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    remoteAddress: STRANGER,
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  return res.body;
}

/** The value of one sample (`name{labels}`, labels in the order prom-client writes them), or null. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number | null {
  const wanted = Object.entries(labels)
    .map(([k, v]) => `${k}="${v}"`)
    .join(',');
  const head = wanted ? `${name}{${wanted}} ` : `${name} `;
  const line = text.split('\n').find((l) => l.startsWith(head));
  return line ? Number(line.slice(head.length)) : null;
}

const post = (url: string, body: unknown, type: string, remoteAddress = nextClient()) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress,
    headers: { 'content-type': type },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

describe('GET /metrics: who may read it', () => {
  it('answers a stranger, even with a wrong token or a forwarded loopback address, as a missing file', async () => {
    const unknown = await t.app.inject({
      method: 'GET',
      url: '/assets/no-such-file.js',
      remoteAddress: STRANGER,
    });
    expect(unknown.statusCode).toBe(404);
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-token-but-long-enough' },
      { authorization: `Basic ${TOKEN}` },
      { 'x-forwarded-for': '127.0.0.1' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress: STRANGER, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(404);
      expect(res.headers['content-type']).toBe(unknown.headers['content-type']);
      expect(res.body).toBe(unknown.body);
      expect(res.body).not.toContain('efir_');
    }
  });

  it('a request a proxy relays from a trusted machine is not trusted: the proxy relays everyone', async () => {
    for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/metrics',
        remoteAddress: '127.0.0.1',
        headers: { [header]: '198.51.100.7' },
      });
      expect(res.statusCode, header).toBe(404);
    }
  });

  it('serves this machine (loopback, IPv4 or IPv6) and the bearer of METRICS_TOKEN from anywhere', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', remoteAddress });
      expect(res.statusCode, remoteAddress).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
    }
    const text = await scrape();
    // prom-client's process metrics, in the app's own registry.
    expect(text).toContain('process_cpu_user_seconds_total');
    expect(text).toContain('nodejs_eventloop_lag_seconds');
    expect(
      sample(text, 'efir_build_info', { version: '0.1.0', release: 'index-e1', database: t.database.kind }),
    ).toBe(1);
  });

  it('is not under the API prefix and not in the OpenAPI document; the report endpoints are', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/uz/api/metrics' })).statusCode).toBe(404);
    const doc = (await t.app.inject({ method: 'GET', url: '/uz/api/openapi.json' })).json() as {
      paths: Record<string, unknown>;
    };
    expect(Object.keys(doc.paths)).not.toContain('/metrics');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/uz/api/csp-report.json', '/uz/api/client-errors.json']),
    );
  });

  it('trusts TRUST_PROXY items (addresses, ranges, names) and loopback, nothing else', () => {
    const trusted = addressMatcher(['10.1.2.3', '192.168.0.0/16', 'fd00::/8', 'linklocal']);
    for (const a of [
      '10.1.2.3',
      '::ffff:10.1.2.3',
      '192.168.77.1',
      'fd00::5',
      '169.254.1.1',
      '127.0.0.9',
      '::1',
    ])
      expect(trusted(a), a).toBe(true);
    for (const a of ['10.1.2.4', '192.169.0.1', 'fe00::1', '203.0.113.1', '', undefined, 'not-an-ip'])
      expect(trusted(a), String(a)).toBe(false);
    expect(addressMatcher([])('10.0.0.1')).toBe(false);
  });

  it('METRICS_TOKEN is checked at start: 16 characters at least, no spaces', () => {
    expect(loadConfig({ METRICS_TOKEN: TOKEN }).metricsToken).toBe(TOKEN);
    expect(loadConfig({}).metricsToken).toBeNull();
    for (const bad of ['short-token', 'sixteen chars with spaces', 'токен-из-кириллицы-длинный'])
      expect(() => loadConfig({ METRICS_TOKEN: bad }), bad).toThrow(ConfigError);
  });
});

describe('GET /metrics: what it counts', () => {
  it('counts requests by route pattern, method and status class, never by the raw address', async () => {
    const before = sample(await scrape(), 'efir_http_requests_total', {
      method: 'GET',
      route: '/uz/api/health.json',
      status: '2xx',
    });
    await t.app.inject({ method: 'GET', url: '/uz/api/health.json?probe=raw-query-value' });
    await t.app.inject({ method: 'GET', url: '/uz/api/efir/channel/raw-channel-name.json' });
    await t.app.inject({ method: 'GET', url: '/uz/api/raw-unknown-address' });
    await t.app.inject({ method: 'PROPFIND', url: '/uz/api/health.json' });
    const text = await scrape();
    const labels = { method: 'GET', route: '/uz/api/health.json', status: '2xx' };
    expect(sample(text, 'efir_http_requests_total', labels)).toBe((before ?? 0) + 1);
    expect(sample(text, 'efir_http_request_duration_seconds_count', labels)).toBe((before ?? 0) + 1);
    expect(sample(text, 'efir_http_request_duration_seconds_bucket', { le: '+Inf', ...labels })).toBe(
      (before ?? 0) + 1,
    );
    // The unknown item is counted under its route's pattern; a method no route has as OTHER, unmatched.
    expect(
      sample(text, 'efir_http_requests_total', {
        method: 'GET',
        route: '/uz/api/efir/channel/:file',
        status: '4xx',
      }),
    ).toBeGreaterThan(0);
    expect(
      sample(text, 'efir_http_requests_total', { method: 'OTHER', route: 'unmatched', status: '4xx' }),
    ).toBeGreaterThan(0);
    expect(text).not.toContain('raw-');
    expect(text).not.toContain('PROPFIND');
  });

  it('counts the response cache: a first read misses, the next one hits', async () => {
    const labels = (result: string) => ({ kind: 'api', result });
    const before = await scrape();
    const url = `/uz/api/efir/channel.json?count=3`;
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(200);
    const after = await scrape();
    const moved = (result: string) =>
      (sample(after, 'efir_response_cache_lookups_total', labels(result)) ?? 0) -
      (sample(before, 'efir_response_cache_lookups_total', labels(result)) ?? 0);
    expect(moved('miss')).toBe(1);
    expect(moved('hit')).toBe(1);
    expect(sample(after, 'efir_response_cache_entries')).toBeGreaterThan(0);
    // Pages are told apart from API reads.
    await t.app.inject({ method: 'GET', url: '/uz/' });
    await t.app.inject({ method: 'GET', url: '/uz/' });
    expect(
      sample(await scrape(), 'efir_response_cache_lookups_total', { kind: 'page', result: 'hit' }),
    ).toBeGreaterThan(0);
  });

  it('reports the database, its pool where there is one, and the mail outbox queue', async () => {
    const before = await scrape();
    expect(sample(before, 'efir_db_up')).toBe(1);
    expect(sample(before, 'efir_db_probe_seconds')).toBeGreaterThanOrEqual(0);
    if (t.database.kind === 'postgres') {
      expect(sample(before, 'efir_db_pool_max_connections')).toBe(10);
      expect(sample(before, 'efir_db_pool_connections')).toBeGreaterThan(0);
      expect(sample(before, 'efir_db_pool_waiting_requests')).toBe(0);
    } else {
      // PGlite is one connection in the process: no pool figures rather than made-up ones.
      expect(before).not.toContain('efir_db_pool_connections ');
    }
    const pending = sample(before, 'efir_mail_outbox_letters', { state: 'pending' }) ?? -1;
    expect(pending).toBeGreaterThanOrEqual(0);
    // A letter waiting for its retry an hour from now, and one given up.
    const letter = { to: 'ops@example.uz', subject: 's', text: 't', html: '<p>t</p>' };
    await t.database.db.insert(mailOutbox).values([
      {
        letter,
        nextAttemptAt: sql`now() + interval '1 hour'`,
        createdAt: sql`now() - interval '90 seconds'`,
      },
      { letter, failedAt: sql`now()`, attempts: 10 },
    ]);
    const after = await scrape();
    expect(sample(after, 'efir_mail_outbox_letters', { state: 'pending' })).toBe(pending + 1);
    expect(sample(after, 'efir_mail_outbox_letters', { state: 'due' })).toBe(
      sample(before, 'efir_mail_outbox_letters', { state: 'due' }),
    );
    expect(sample(after, 'efir_mail_outbox_letters', { state: 'failed' })).toBe(
      (sample(before, 'efir_mail_outbox_letters', { state: 'failed' }) ?? 0) + 1,
    );
    expect(sample(after, 'efir_mail_outbox_oldest_pending_seconds')).toBeGreaterThanOrEqual(89);
    await t.database.db.delete(mailOutbox).where(sql`${mailOutbox.letter}->>'to' = 'ops@example.uz'`);
  });

  it('counts the chat sockets connected to this instance', async () => {
    expect(sample(await scrape(), 'efir_chat_connections')).toBe(0);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    const { token } = await signUp(t);
    const socket: Socket = connectSocket(`http://127.0.0.1:${address.port}`, {
      path: '/uz/api/socket.io',
      auth: { token, lang: 'en' },
      transports: ['websocket'],
      forceNew: true,
      reconnection: false,
    });
    try {
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
      expect(sample(await scrape(), 'efir_chat_connections')).toBe(1);
    } finally {
      socket.disconnect();
    }
    await vi.waitFor(async () => expect(sample(await scrape(), 'efir_chat_connections')).toBe(0));
  });
});

describe('POST /uz/api/csp-report.json', () => {
  const legacy = {
    'csp-report': {
      'document-uri': 'https://efir.uz/uz/channel/',
      referrer: '',
      'violated-directive': 'script-src-elem',
      'effective-directive': 'script-src-elem',
      'original-policy': "default-src 'self'; report-uri /uz/api/csp-report.json",
      disposition: 'enforce',
      'blocked-uri': 'https://evil.example/x.js',
      'line-number': 12,
      'source-file': 'https://efir.uz/uz/channel/',
      'status-code': 200,
      'script-sample': '',
      'a-field-a-browser-added': true,
    },
  };

  it('sends the report endpoints with the CSP: report-uri, report-to and, on pages, Reporting-Endpoints', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/uz/api/health.json' });
    expect(String(api.headers['content-security-policy'])).toContain(
      'report-uri /uz/api/csp-report.json;report-to csp',
    );
    const page = await t.app.inject({ method: 'GET', url: '/uz/' });
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['reporting-endpoints']).toBe('csp="/uz/api/csp-report.json"');
    expect(api.headers['reporting-endpoints']).toBeUndefined();
  });

  it('takes report-uri and Reporting API bodies, logs the directive and blocked address, counts them', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const count = async (directive: string) =>
      sample(await scrape(), 'efir_csp_reports_total', { directive }) ?? 0;
    const [elem, img, other] = [await count('script-src-elem'), await count('img-src'), await count('other')];
    try {
      const one = await post('/uz/api/csp-report.json', legacy, 'application/csp-report');
      expect(one.statusCode, one.body).toBe(204);
      expect(one.body).toBe('');
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({ directive: 'script-src-elem', blocked: 'https://evil.example/x.js' }),
        'CSP violation',
      );
      const batch = [
        {
          type: 'csp-violation',
          age: 3,
          url: 'https://efir.uz/uz/',
          user_agent: 'Mozilla/5.0',
          body: {
            documentURL: 'https://efir.uz/uz/',
            blockedURL: `https://img.example/${'x'.repeat(2000)}.png`,
            effectiveDirective: 'img-src',
            disposition: 'enforce',
            statusCode: 200,
          },
        },
        { type: 'csp-violation', body: { effectiveDirective: "made-up-directive 'self'" } },
        { type: 'deprecation', body: { id: 'x' } },
      ];
      const many = await post('/uz/api/csp-report.json', batch, 'application/reports+json');
      expect(many.statusCode, many.body).toBe(204);
      // The blocked address is logged cut short, never the whole body.
      const logged = warn.mock.calls.find(([obj]) => (obj as { directive?: string }).directive === 'img-src');
      const blocked = (logged?.[0] as { blocked?: string } | undefined)?.blocked ?? '';
      expect(blocked).toMatch(/^https:\/\/img\.example\/x+…$/);
      expect(blocked.length).toBeLessThan(400);
    } finally {
      warn.mockRestore();
    }
    expect(await count('script-src-elem')).toBe(elem + 1);
    expect(await count('img-src')).toBe(img + 1);
    expect(await count('other')).toBe(other + 1);
  });

  it('refuses bad bodies with a 4xx and a message, never a 5xx', async () => {
    const cases: [unknown, string, number][] = [
      ['{"csp-report": ', 'application/csp-report', 400],
      ['not json', 'application/reports+json', 400],
      [{ something: 'else' }, 'application/csp-report', 400],
      [[], 'application/reports+json', 400],
      [{ 'csp-report': 'text' }, 'application/json', 400],
      ['{"__proto__": {"x": 1}, "csp-report": {}}', 'application/csp-report', 400],
      // Read as text by the app's text parser: not a report.
      [legacy, 'text/plain', 400],
      [legacy, 'application/xml', 415],
      [{ 'csp-report': { 'blocked-uri': 'x'.repeat(20_000) } }, 'application/csp-report', 413],
    ];
    for (const [body, type, status] of cases) {
      const res = await post('/uz/api/csp-report.json', body, type);
      expect(res.statusCode, `${type} ${String(JSON.stringify(body)).slice(0, 80)}: ${res.body}`).toBe(
        status,
      );
      expect(typeof (res.json() as { message?: unknown }).message).toBe('string');
    }
  });

  it('is rate-limited per client', async () => {
    const client = nextClient();
    for (let i = 0; i < REPORT_LIMITS.cspPerClient.max; i++)
      expect(
        (await post('/uz/api/csp-report.json', legacy, 'application/csp-report', client)).statusCode,
      ).toBe(204);
    const refused = await post('/uz/api/csp-report.json', legacy, 'application/csp-report', client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another client is not held back.
    expect((await post('/uz/api/csp-report.json', legacy, 'application/csp-report')).statusCode).toBe(204);
  });
});

describe('POST /uz/api/client-errors.json', () => {
  const report = {
    kind: 'error',
    message: 'TypeError: x is undefined',
    source: 'https://efir.uz/assets/index-e1.js',
    line: 1,
    column: 2345,
    stack: 'TypeError: x is undefined\n    at f (https://efir.uz/assets/index-e1.js:1:2345)',
    page: '/uz/channel/',
    release: 'index-e1',
  };

  it('takes an error, logs it with page and release, counts it by kind and release (never by message)', async () => {
    const warn = vi.spyOn(t.app.log, 'warn');
    const count = async (kind: string, release: string) =>
      sample(await scrape(), 'efir_client_errors_total', { kind, release }) ?? 0;
    const [current, other, rejection] = [
      await count('error', 'current'),
      await count('error', 'other'),
      await count('unhandledrejection', 'current'),
    ];
    try {
      const res = await post('/uz/api/client-errors.json', report, 'application/json');
      expect(res.statusCode, res.body).toBe(204);
      expect(warn).toHaveBeenCalledWith(
        expect.objectContaining({
          kind: 'error',
          page: '/uz/channel/',
          release: 'index-e1',
          message: report.message,
        }),
        'browser error',
      );
    } finally {
      warn.mockRestore();
    }
    // A tab of an older build, and a rejection without a source.
    expect(
      (await post('/uz/api/client-errors.json', { ...report, release: 'index-old1' }, 'application/json'))
        .statusCode,
    ).toBe(204);
    const { source, line, column, ...bare } = report;
    expect(
      (await post('/uz/api/client-errors.json', { ...bare, kind: 'unhandledrejection' }, 'application/json'))
        .statusCode,
    ).toBe(204);
    expect(await count('error', 'current')).toBe(current + 1);
    expect(await count('error', 'other')).toBe(other + 1);
    expect(await count('unhandledrejection', 'current')).toBe(rejection + 1);
    expect(await scrape()).not.toContain('x is undefined');
  });

  it('refuses what is not a bounded error report with a 4xx and a message', async () => {
    const { page, ...noPage } = report;
    const cases: [unknown, string, number][] = [
      [noPage, 'application/json', 400],
      [{ ...report, message: '' }, 'application/json', 400],
      [{ ...report, message: 'm'.repeat(1001) }, 'application/json', 400],
      [{ ...report, stack: 's'.repeat(4001) }, 'application/json', 400],
      [{ ...report, release: 'index e1 <script>' }, 'application/json', 400],
      [{ ...report, kind: 'warning' }, 'application/json', 400],
      [{ ...report, line: -1 }, 'application/json', 400],
      [{ ...report, user: 'someone' }, 'application/json', 400],
      ['{"message": ', 'application/json', 400],
      // What a foreign page's form could send: text, not JSON.
      [report, 'text/plain', 400],
      [report, 'application/x-www-form-urlencoded', 415],
      [{ ...report, stack: 's'.repeat(17_000) }, 'application/json', 413],
    ];
    for (const [body, type, status] of cases) {
      const res = await post('/uz/api/client-errors.json', body, type);
      expect(res.statusCode, `${type} ${String(JSON.stringify(body)).slice(0, 80)}: ${res.body}`).toBe(
        status,
      );
      expect(typeof (res.json() as { message?: unknown }).message).toBe('string');
    }
  });

  it('is rate-limited per client', async () => {
    const client = nextClient();
    for (let i = 0; i < REPORT_LIMITS.clientErrorsPerClient.max; i++)
      expect((await post('/uz/api/client-errors.json', report, 'application/json', client)).statusCode).toBe(
        204,
      );
    const refused = await post('/uz/api/client-errors.json', report, 'application/json', client);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Counted before the body is read: a flood of bad bodies is held back too.
    expect((await post('/uz/api/client-errors.json', 'garbage', 'application/json', client)).statusCode).toBe(
      429,
    );
  });

  it("takes what the browser's reporter sends, however long the error", async () => {
    const sent: Blob[] = [];
    const listeners = new Map<string, (event: unknown) => void>();
    const fakeWindow = {
      location: { pathname: `/uz/${'p'.repeat(3000)}/` },
      document: {
        querySelector: () => ({ src: 'https://efir.uz/assets/index-e1.js' }),
      },
      navigator: { sendBeacon: (_url: string, blob: Blob) => sent.push(blob) > 0 },
      addEventListener: (name: string, fn: (event: unknown) => void) => listeners.set(name, fn),
      removeEventListener: () => {},
    } as unknown as Window & typeof globalThis;
    const stop = installErrorReporter(fakeWindow);
    const error = new Error('e'.repeat(5000));
    error.stack = `Error: ${'s'.repeat(9000)}`;
    listeners.get('error')?.({
      error,
      message: error.message,
      filename: `https://efir.uz/${'f'.repeat(3000)}.js`,
      lineno: 3,
      colno: 4,
    });
    listeners.get('unhandledrejection')?.({ reason: { not: 'an error' } });
    stop();
    expect(sent).toHaveLength(2);
    for (const blob of sent) {
      expect(blob.type).toBe('application/json');
      const res = await post('/uz/api/client-errors.json', await blob.text(), blob.type);
      expect(res.statusCode, res.body).toBe(204);
    }
    expect(JSON.parse(await (sent[0] as Blob).text())).toMatchObject({
      release: 'index-e1',
      line: 3,
      column: 4,
    });
  });

  it('the release is the entry script name on both sides', () => {
    expect(releaseOfEntry('assets/index-BX3s9k_Q.js')).toBe('index-BX3s9k_Q');
    expect(releaseOfEntry('')).toBe('dev');
  });
});
