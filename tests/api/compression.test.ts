import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderPage } from '../../src/client/entry-server';
import { buildApp } from '../../src/server/app';
import { ResponseCache } from '../../src/server/cache';
import type { App } from '../../src/server/context';
import { startTestApp, type TestApp, writeClientFixture } from './harness';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (app: App, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

const decode: Record<string, (body: Buffer) => Buffer> = { br: brotliDecompressSync, gzip: gunzipSync };

describe('JSON compressed on the fly', () => {
  const LIST = '/uz/api/efir/channel.json?count=all';

  it('sends a large list as brotli or gzip per Accept-Encoding, the same JSON decoded', async () => {
    const plain = await get(t.app, LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['br', 'br'],
      ['gzip', 'gzip'],
      ['deflate, gzip;q=0.5', 'gzip'],
    ] as const) {
      const res = await get(t.app, LIST, { 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);
      expect(JSON.parse(decode[encoding]?.(res.rawPayload).toString() ?? '')).toEqual(plain.json());
      // One weak validator for the body in every encoding.
      expect(res.headers.etag).toBe(plain.headers.etag);
    }
  });

  it('still answers 304 to If-None-Match, compressed or not, with no body', async () => {
    const first = await get(t.app, LIST, { 'accept-encoding': 'br' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    for (const [accept, ifNoneMatch] of [
      ['br', etag],
      ['gzip', etag],
      ['', etag],
      ['br', etag.slice(2)], // the strong form matches too (weak comparison)
      ['br', `"other", ${etag}`],
      ['gzip', '*'],
    ]) {
      const headers: Record<string, string> = { 'if-none-match': ifNoneMatch ?? '' };
      if (accept) headers['accept-encoding'] = accept;
      const res = await get(t.app, LIST, headers);
      expect(res.statusCode, `${accept} ${ifNoneMatch}`).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers.etag).toBe(etag);
      expect(res.headers.vary).toContain('accept-encoding');
    }
    const changed = await get(t.app, LIST, { 'accept-encoding': 'br', 'if-none-match': 'W/"other"' });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers['content-encoding']).toBe('br');
  });

  it('leaves responses under 1 KB and unsupported encodings alone', async () => {
    const small = await get(t.app, '/uz/api/health.json', { 'accept-encoding': 'br, gzip' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toMatchObject({ data: { status: 'ok' } });
    const deflate = await get(t.app, LIST, { 'accept-encoding': 'deflate' });
    expect(deflate.headers['content-encoding']).toBeUndefined();
    expect(deflate.json()).toEqual((await get(t.app, LIST)).json());
  });
});

describe('the built SPA: precompressed assets, HTML on the fly', () => {
  const JS = `export const schedule = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `entry ${i}`))};\n`;
  const SVG = `<svg xmlns="http://www.w3.org/2000/svg">${'<rect width="1" height="1"/>'.repeat(100)}</svg>`;
  let app: App;

  beforeAll(async () => {
    // A built client in small (the page shell and its manifest); pages are rendered from it.
    const dir = writeClientFixture();
    const dataDir = mkdtempSync(join(tmpdir(), 'efir-data-'));
    mkdirSync(join(dataDir, 'uploads'));
    writeFileSync(join(dir, 'assets', 'app-abc123.js'), JS);
    writeFileSync(join(dir, 'assets', 'app-abc123.js.br'), brotliCompressSync(JS));
    writeFileSync(join(dir, 'assets', 'app-abc123.js.gz'), gzipSync(JS));
    // Compression did not pay for this one at build: it has no twins, and is sent as is.
    writeFileSync(join(dir, 'assets', 'plain-def456.js'), JS);
    writeFileSync(join(dataDir, 'uploads', 'logo.svg'), SVG);
    app = await buildApp({
      config: { ...t.config, staticDir: dir, dataDir },
      database: t.database,
      cache: new ResponseCache(),
      logger: false,
      renderer: renderPage,
    });
  });
  afterAll(async () => {
    await app.close();
  });

  it('sends the .br or .gz twin of a hashed asset with Content-Encoding, Vary and its own type', async () => {
    for (const [accept, encoding] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['br;q=0.5, gzip', 'gzip'],
    ] as const) {
      const res = await get(app, '/assets/app-abc123.js', { 'accept-encoding': accept });
      expect(res.statusCode, accept).toBe(200);
      expect(res.headers['content-encoding'], accept).toBe(encoding);
      expect(res.headers.vary).toBe('accept-encoding');
      expect(res.headers['content-type']).toMatch(/^(text|application)\/javascript/);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(decode[encoding]?.(res.rawPayload).toString()).toBe(JS);
    }
  });

  it('sends the raw asset to a client without Accept-Encoding, and never compresses files itself', async () => {
    const raw = await get(app, '/assets/app-abc123.js');
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.headers.vary).toBe('accept-encoding');
    expect(raw.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(raw.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(raw.body).toBe(JS);
    for (const url of ['/assets/plain-def456.js', '/uploads/logo.svg']) {
      const res = await get(app, url, { 'accept-encoding': 'br, gzip' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBeUndefined();
    }
    // The twins are picked by negotiation only.
    expect((await get(app, '/assets/app-abc123.js.br')).statusCode).toBe(404);
  });

  it('compresses the HTML of a page on the fly', async () => {
    const plain = await get(app, '/uz/');
    expect(plain.headers['content-encoding']).toBeUndefined();
    for (const encoding of ['gzip', 'br'] as const) {
      const res = await get(app, '/uz/', { 'accept-encoding': encoding });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary).toContain('accept-encoding');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(decode[encoding]?.(res.rawPayload).toString()).toBe(plain.body);
    }
  });
});
