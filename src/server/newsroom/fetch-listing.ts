import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/**
 * Reading an XMLTV file from an address for an import (issue 26): http(s) only, at most `maxBytes`,
 * within `timeoutMs`, up to 3 redirects (each checked again). Private, loopback, link-local and
 * other non-public addresses are refused unless `allowPrivate` (tests, local setups): the check
 * runs on the address the connection actually uses (the socket's DNS lookup), so a name that
 * resolves to a public address when checked and to a private one when connecting cannot slip by.
 */

export class FetchRefused extends Error {
  constructor(
    readonly kind: 'url' | 'private' | 'large' | 'failed',
    readonly detail: string,
  ) {
    super(`${kind}: ${detail}`);
  }
}

const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is not a public one. */
export function isPrivateAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6 && address.toLowerCase().startsWith('::ffff:')) {
    const v4 = address.slice(7);
    if (isIP(v4) === 4) return blocked.check(v4, 'ipv4');
  }
  return blocked.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

export interface FetchOptions {
  maxBytes: number;
  timeoutMs: number;
  allowPrivate: boolean;
}

/** The bytes at `address` (see above), or a FetchRefused. */
export async function fetchListing(address: string, opts: FetchOptions, redirects = 3): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    throw new FetchRefused('url', address);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new FetchRefused('url', address);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (!opts.allowPrivate && isIP(host) && isPrivateAddress(host)) throw new FetchRefused('private', host);
  const lookup = (
    hostname: string,
    options: object,
    done: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
  ) =>
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return done(err, '');
      const list = addresses as LookupAddress[];
      const bad = list.find((a) => !opts.allowPrivate && isPrivateAddress(a.address));
      if (bad) return done(new FetchRefused('private', hostname), '');
      const all = (options as { all?: boolean }).all;
      const first = list[0];
      if (all) return done(null, list);
      return done(null, first?.address ?? '', first?.family);
    });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<Buffer>((resolve, reject) => {
    const request = client.get(
      url,
      { lookup: lookup as never, timeout: opts.timeoutMs, headers: { 'user-agent': 'Efir XMLTV import' } },
      (response) => {
        const status = response.statusCode ?? 0;
        if (status >= 300 && status < 400 && response.headers.location) {
          response.resume();
          if (redirects <= 0) return reject(new FetchRefused('failed', 'too many redirects'));
          const next = new URL(response.headers.location, url).href;
          return resolve(fetchListing(next, opts, redirects - 1));
        }
        if (status !== 200) {
          response.resume();
          return reject(new FetchRefused('failed', `HTTP ${status}`));
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > opts.maxBytes) {
          response.destroy();
          return reject(new FetchRefused('large', String(declared)));
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > opts.maxBytes) {
            response.destroy();
            reject(new FetchRefused('large', String(size)));
          } else chunks.push(chunk);
        });
        response.on('end', () => {
          clearTimeout(timer);
          resolve(Buffer.concat(chunks));
        });
        response.on('error', (err) => reject(new FetchRefused('failed', err.message)));
      },
    );
    const timer = setTimeout(() => request.destroy(new FetchRefused('failed', 'timeout')), opts.timeoutMs);
    timer.unref();
    request.on('timeout', () => request.destroy(new FetchRefused('failed', 'timeout')));
    request.on('error', (err) =>
      reject(err instanceof FetchRefused ? err : new FetchRefused('failed', err.message)),
    );
  });
}
