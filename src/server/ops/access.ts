import { createHash, timingSafeEqual } from 'node:crypto';
import { BlockList, isIP } from 'node:net';
import type { FastifyRequest } from 'fastify';

/** The ranges proxy-addr names (config.ts TRUST_PROXY accepts these names too). */
const NAMED_RANGES: Record<string, [string, number, 'ipv4' | 'ipv6'][]> = {
  loopback: [
    ['127.0.0.0', 8, 'ipv4'],
    ['::1', 128, 'ipv6'],
  ],
  linklocal: [
    ['169.254.0.0', 16, 'ipv4'],
    ['fe80::', 10, 'ipv6'],
  ],
  uniquelocal: [
    ['10.0.0.0', 8, 'ipv4'],
    ['172.16.0.0', 12, 'ipv4'],
    ['192.168.0.0', 16, 'ipv4'],
    ['fc00::', 7, 'ipv6'],
  ],
};

/** `::ffff:10.0.0.1` (an IPv4 peer on a dual-stack socket) as `10.0.0.1`. */
function plain(address: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  return mapped?.[1] ?? address;
}

/**
 * Whether an address is this machine or one of `list` (TRUST_PROXY's items: addresses, CIDR
 * ranges, or the names loopback, linklocal, uniquelocal). Loopback is always in.
 */
export function addressMatcher(list: readonly string[]): (address: string | undefined) => boolean {
  const block = new BlockList();
  const add = (address: string, bits: number | undefined) => {
    const family = isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) block.addAddress(address, family);
    else block.addSubnet(address, bits, family);
  };
  for (const item of ['loopback', ...list]) {
    const named = NAMED_RANGES[item];
    if (named) {
      for (const [address, bits, family] of named) block.addSubnet(address, bits, family);
      continue;
    }
    const [address = '', bits] = item.split('/');
    if (!isIP(address)) continue; // config.ts refuses these; nothing to trust
    add(plain(address), bits === undefined ? undefined : Number(bits));
  }
  return (address) => {
    if (!address) return false;
    const ip = plain(address);
    const family = isIP(ip);
    if (!family) return false;
    return block.check(ip, family === 6 ? 'ipv6' : 'ipv4');
  };
}

/** Headers a proxy adds when it relays someone else's request. */
const RELAYED = ['x-forwarded-for', 'forwarded', 'x-real-ip'];

/**
 * Who may read /metrics: a request straight from a trusted machine — the socket's peer is
 * loopback or in TRUST_PROXY and no forwarding header says it relays someone else's request
 * (a proxy on a trusted address relays the whole internet) — or one with
 * `Authorization: Bearer {METRICS_TOKEN}`. The socket's address, never `request.ip`: the check
 * holds whatever the app's trustProxy setting.
 */
export function metricsAccess(
  trusted: readonly string[],
  token: string | null,
): (request: FastifyRequest) => boolean {
  const isTrusted = addressMatcher(trusted);
  const digest = (value: string) => createHash('sha256').update(value).digest();
  const expected = token ? digest(token) : null;
  return (request) => {
    const header = request.headers.authorization;
    if (expected && typeof header === 'string') {
      const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
      // Digests of equal length: the comparison takes the same time whatever was sent.
      if (match?.[1] && timingSafeEqual(digest(match[1]), expected)) return true;
    }
    if (RELAYED.some((name) => request.headers[name] !== undefined)) return false;
    return isTrusted(request.socket.remoteAddress);
  };
}
