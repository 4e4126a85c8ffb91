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
    const first = entry.encoded?.br;
    await app.inject({ url: '/', headers: { 'accept-encoding': 'br' } });
    expect(entry.encoded?.br).toBe(first);
    const gz = await app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(gunzipSync(gz.rawPayload).toString()).toBe(entry.body);
    const plain = await app.inject({ url: '/' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(entry.body);
    await app.close();
  });
});
