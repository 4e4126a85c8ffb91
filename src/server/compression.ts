import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { CachedBody } from './cache';
import type { App } from './context';

/** Bodies smaller than this go out as they are: compression would not pay. */
const THRESHOLD = 1024;

/**
 * Brotli quality of bodies compressed per request: 4 is about gzip's speed with a smaller result.
 * A cached body is compressed on its miss quickly (`quickBrotli`), since an entry may be sent only
 * once (every query string is its own entry): at 2 from 32 KB, else at 3. Measured on Node 20, one
 * core: the home page's 58 KB of HTML takes 0.17 ms at 2 for 12.5 KB, 0.22 ms at 3 for 12.4 KB,
 * 0.40 ms at 4 for 11.9 KB, 0.61 ms at 5 for 10.8 KB (below 2 the bytes grow by a tenth); an 8 KB
 * JSON list takes the same 0.04 ms at 2 and 3, and 2 is 3 % larger there. The first time an entry
 * is served again from the cache, it is compressed at 5 after that answer has gone
 * (`CACHED_BROTLI`), for every later hit.
 */
const ON_THE_FLY_BROTLI = 4;
const quickBrotli = (length: number) => (length >= 32 * 1024 ? 2 : 3);
const CACHED_BROTLI = 5;

function brotli(body: Buffer, quality: number): Buffer {
  return brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: quality,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
}

/**
 * Files sent as stored (static.ts): hashed assets have their `.br`/`.gz` written at build, and
 * uploads are images. Compressing them per request would only spend CPU.
 */
const STORED_FILES = /^\/(?:assets|uploads)\//;

/**
 * Brotli or gzip on the fly, as the client accepts, for responses of 1 KB or more whose type
 * compresses (HTML, JSON, text); `Vary: Accept-Encoding` is set. Register before any route: the
 * plugin hooks the routes added after it. ETags are weak (cache.ts), so one validator stands for
 * the body in every encoding and If-None-Match still answers 304.
 */
export async function registerCompression(app: App) {
  app.addHook('onRoute', (route) => {
    if (STORED_FILES.test(route.url)) route.compress = false;
  });
  await app.register(compress, {
    encodings: ['br', 'gzip'],
    threshold: THRESHOLD,
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: ON_THE_FLY_BROTLI } },
  });
}

type Encoding = 'br' | 'gzip' | null;

/** The answers for the Accept-Encoding headers last seen: browsers send a handful of spellings. */
const picked = new Map<string, Encoding>();
const PICKED_MAX = 64;

/** The encoding to send for an Accept-Encoding header: br, else gzip, else none (q=0 refuses). */
export function pickEncoding(header: string | undefined): Encoding {
  if (!header) return null;
  const known = picked.get(header);
  if (known !== undefined) return known;
  const encoding = parseEncoding(header);
  if (picked.size >= PICKED_MAX) picked.clear();
  picked.set(header, encoding);
  return encoding;
}

function parseEncoding(header: string): Encoding {
  const accepted = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * Sends a cached body in the encoding the client accepts, compressing it once per entry and
 * encoding (kept on the entry, so a hot page costs one quick and one better brotli run per minute,
 * not one per request). The reply's content type must be set; the per-request compression then stands aside.
 */
export function sendEncoded(request: FastifyRequest, reply: FastifyReply, entry: CachedBody) {
  const bytes = entry.bytes;
  const length = bytes ? bytes.length : Buffer.byteLength(entry.body);
  const encoding = length >= THRESHOLD ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(bytes ?? entry.body);
  entry.encoded ??= {};
  const encoded = entry.encoded;
  let sent = encoded[encoding];
  if (!sent) {
    const raw = bytes ?? Buffer.from(entry.body);
    if (encoding === 'br') {
      sent = brotli(raw, quickBrotli(raw.length));
      encoded.brQuick = true;
    } else sent = gzipSync(raw, { level: 6 });
    encoded[encoding] = sent;
    // Compressed, the entry needs its string alone (a client that takes neither encoding gets it).
    entry.bytes = undefined;
  } else if (encoding === 'br' && encoded.brQuick) {
    // Hit again: worth the better compression, made once the event loop is free.
    encoded.brQuick = false;
    setImmediate(() => {
      const better = brotli(Buffer.from(entry.body), CACHED_BROTLI);
      if (better.length < (encoded.br?.length ?? Number.POSITIVE_INFINITY)) encoded.br = better;
    });
  }
  return reply.header('content-encoding', encoding).header('content-length', sent.length).send(sent);
}
