import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../http';
import { FetchRefused, fetchListing } from '../../newsroom/fetch-listing';
import {
  NotXmltv,
  type ParsedListing,
  parseListing,
  TooManyProgrammes,
  XmlFault,
} from '../../newsroom/xmltv-import';
import { say } from '../../texts';
import { Refusal } from '../state/common';

/**
 * The XMLTV import's intake (decision 035): the file a preview or commit sends (multipart, or a
 * `{url}` the server reads), with its mapping, token and base, and the file read as a listing
 * (unzipped when gzipped, hashed into its token); each limit and malformed input a clear 4xx.
 */

/** The largest file an import takes (as uploaded or fetched, gzipped or not). */
export const IMPORT_MAX_BYTES = 32 * 1024 * 1024;
/** The largest XML once a gzipped file is unpacked. */
export const IMPORT_MAX_XML_BYTES = 128 * 1024 * 1024;
/** How long reading a file from an address may take. */
export const IMPORT_FETCH_TIMEOUT_MS = 20_000;
/** Most programmes one file may hold (a year of 18 channels' days, about 60 a day). */
export const IMPORT_MAX_PROGRAMMES = 400_000;

export type Mapping = Record<string, string | null>;

/** What a preview or a commit received: the file's bytes and the fields beside it. */
export interface Received {
  bytes: Buffer;
  mapping: Mapping | null;
  token: string | null;
  base: string | null;
}

export const sha = (data: string | Buffer) => createHash('sha256').update(data).digest('base64url');

function parseMapping(request: FastifyRequest, raw: unknown): Mapping | null {
  if (raw === undefined || raw === null || raw === '') return null;
  let value = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw badRequest(say(request, 'import.badMapping'), 'mapping');
    }
  }
  if (!value || typeof value !== 'object' || Array.isArray(value))
    throw badRequest(say(request, 'import.badMapping'), 'mapping');
  const out: Mapping = {};
  for (const [k, v] of Object.entries(value)) {
    if (v !== null && typeof v !== 'string') throw badRequest(say(request, 'import.badMapping'), 'mapping');
    out[k] = v || null;
  }
  return out;
}

const text = (v: unknown) => (typeof v === 'string' && v ? v : null);

/** The file and fields of a preview or commit; `allowPrivate`: IMPORT_ALLOW_PRIVATE. */
export async function receive(request: FastifyRequest, allowPrivate: boolean): Promise<Received> {
  const tooLarge = () =>
    new HttpError(413, say(request, 'import.tooLarge', { mb: IMPORT_MAX_BYTES / 1024 / 1024 }));
  if (request.isMultipart()) {
    const fields: Record<string, string> = {};
    let bytes: Buffer | null = null;
    for await (const part of request.parts({
      limits: { fileSize: IMPORT_MAX_BYTES, fieldSize: 256 * 1024, files: 1 },
    })) {
      if (part.type === 'file') {
        const chunks: Buffer[] = [];
        for await (const chunk of part.file) chunks.push(chunk as Buffer);
        if (part.file.truncated) throw tooLarge();
        if (part.fieldname === 'file') bytes = Buffer.concat(chunks);
      } else fields[part.fieldname] = String(part.value ?? '');
    }
    if (!bytes) throw badRequest(say(request, 'import.noFile'), 'file');
    return {
      bytes,
      mapping: parseMapping(request, fields.mapping),
      token: text(fields.token),
      base: text(fields.base),
    };
  }
  const body = (request.body ?? {}) as Record<string, unknown>;
  const url = text(body.url);
  if (!url) throw badRequest(say(request, 'import.noFile'), 'file');
  try {
    const bytes = await fetchListing(url, {
      maxBytes: IMPORT_MAX_BYTES,
      timeoutMs: IMPORT_FETCH_TIMEOUT_MS,
      allowPrivate,
    });
    return {
      bytes,
      mapping: parseMapping(request, body.mapping),
      token: text(body.token),
      base: text(body.base),
    };
  } catch (err) {
    if (!(err instanceof FetchRefused)) throw err;
    if (err.kind === 'url') throw badRequest(say(request, 'import.badUrl'), 'url');
    if (err.kind === 'private')
      throw badRequest(say(request, 'import.privateAddress', { host: err.detail }), 'url');
    if (err.kind === 'large') throw tooLarge();
    throw badRequest(say(request, 'import.fetchFailed', { reason: err.detail }), 'url');
  }
}

/** The file as a listing, with its token; a refusal naming the line of a malformed file. */
export function read(request: FastifyRequest, bytes: Buffer): { listing: ParsedListing; token: string } {
  let xml = bytes;
  if (bytes[0] === 0x1f && bytes[1] === 0x8b) {
    try {
      xml = gunzipSync(bytes, { maxOutputLength: IMPORT_MAX_XML_BYTES });
    } catch (err) {
      if (err instanceof RangeError || (err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
        throw new HttpError(413, say(request, 'import.tooLarge', { mb: IMPORT_MAX_XML_BYTES / 1024 / 1024 }));
      throw badRequest(say(request, 'import.badGzip'), 'file');
    }
  }
  const token = sha(xml);
  const source = xml.toString('utf8').replace(/^\uFEFF/, '');
  try {
    return { listing: parseListing(source, IMPORT_MAX_PROGRAMMES), token };
  } catch (err) {
    if (err instanceof XmlFault)
      throw new Refusal(400, {
        message: say(request, 'import.notXml', { line: err.line, column: err.column, error: err.reason }),
        field: 'file',
        line: err.line,
        column: err.column,
      });
    if (err instanceof NotXmltv) throw badRequest(say(request, 'import.notXmltv'), 'file');
    if (err instanceof TooManyProgrammes)
      throw badRequest(say(request, 'import.tooMany', { max: IMPORT_MAX_PROGRAMMES }), 'file');
    throw err;
  }
}
