import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import type { CachedBody } from './cache';
import { pickEncoding, sendEncoded } from './compression';

describe('pickEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['identity', null],
    ['*', 'br'],
    ['gzip;q=0, br;q=0', null],
  ])('%s → %s', (header, expected) => {
    expect(pickEncoding(header)).toBe(expected);
  });
});

describe('sendEncoded', () => {
  it('compresses a cached body once per encoding and reuses it', async () => {
    const entry: CachedBody = { body: `<p>${'Эфир '.repeat(500)}</p>`, etag: 'W/"x"', tags: [] };
    const app = Fastify();
    app.get('/', (request, reply) => sendEncoded(request, reply.type('text/html'), entry));
    const br = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(entry.body);
    const quick = entry.encoded?.br;
    expect(entry.encoded?.brQuick).toBe(true);
    // Served again: the same bytes, and a better compression made once that answer has gone.
    const again = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(again.rawPayload.equals(quick ?? Buffer.alloc(0))).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    const better = entry.encoded?.br;
    expect(entry.encoded?.brQuick).toBe(false);
    expect(better?.length).toBeLessThanOrEqual(quick?.length ?? 0);
    expect(brotliDecompressSync(better ?? Buffer.alloc(0)).toString()).toBe(entry.body);
    await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(entry.encoded?.br).toBe(better);
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(entry.body);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entry.body);
    await app.close();
  });

  it('replaces the quick brotli of a miss with a smaller one once the entry is served again', async () => {
    const items = Array.from({ length: 3000 }, (_, i) => `<li data-n="${(i * 7919) % 10007}">Эфир ${i}</li>`);
    const entry: CachedBody = { body: `<ul>${items.join('')}</ul>`, etag: 'W/"y"', tags: [] };
    const app = Fastify();
    app.get('/', (request, reply) => sendEncoded(request, reply.type('text/html'), entry));
    await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    const quick = entry.encoded?.br;
    await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    await new Promise((resolve) => setImmediate(resolve));
    expect(entry.encoded?.br?.length).toBeLessThan(quick?.length ?? 0);
    const last = await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(last.rawPayload).toString()).toBe(entry.body);
    await app.close();
  });
});
