import { isIP } from 'node:net';
import { ConfigError, type Env, origin } from './env';

/**
 * The configuration of security: the session key (JWT_SECRET), the first admin and its second
 * factor (ADMIN_*), the metrics token, the trusted proxies, the OpenID Connect providers and the
 * origins of live streams the CSP allows.
 */

/** One OpenID Connect provider (OneID, Google, …). */
export interface OidcProvider {
  id: string;
  title: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  scopes: string;
}

/** The first admin (ADMIN_EMAIL, ADMIN_PASSWORD). */
export type AdminAccount = { email: string; password: string } | null;
/** The second factor of admins (ADMIN_TOTP). */
export type AdminTotp = 'required' | 'offered';

/** JWT_SECRET: the signing key of session tokens, 32+ characters; null when unset. */
export function jwtSecret(env: Env): string | null {
  const secret = env.JWT_SECRET?.trim() || null;
  if (secret !== null && secret.length < 32) {
    throw new ConfigError('JWT_SECRET', 'must be at least 32 characters long');
  }
  return secret;
}

/** ADMIN_EMAIL and ADMIN_PASSWORD: both or neither; the password must pass the password rule's length. */
export function adminAccount(env: Env): AdminAccount {
  const email = env.ADMIN_EMAIL?.trim().toLowerCase();
  const password = env.ADMIN_PASSWORD ?? '';
  if (!email && !password) return null;
  if (!email) throw new ConfigError('ADMIN_EMAIL', 'is required when ADMIN_PASSWORD is set');
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email))
    throw new ConfigError('ADMIN_EMAIL', `"${email}" is not an e-mail address`);
  if (!password) throw new ConfigError('ADMIN_PASSWORD', 'is required when ADMIN_EMAIL is set');
  if ([...password].length < 8 || [...password].length > 128) {
    throw new ConfigError('ADMIN_PASSWORD', 'must have 8 to 128 characters');
  }
  return { email, password };
}

export function oidcProviders(env: Env): OidcProvider[] {
  const raw = env.OIDC_PROVIDERS?.trim();
  if (!raw) return [];
  return raw.split(',').map((entry) => {
    const id = entry.trim().toLowerCase();
    if (!/^[a-z][a-z0-9-]{0,31}$/.test(id))
      throw new ConfigError('OIDC_PROVIDERS', `"${id}" is not a provider id (a-z, 0-9, -)`);
    const key = (name: string) => `OIDC_${id.toUpperCase().replace(/-/g, '_')}_${name}`;
    const need = (name: string) => {
      const value = env[key(name)]?.trim();
      if (!value) throw new ConfigError(key(name), `is required for the provider "${id}"`);
      return value;
    };
    const issuer = need('ISSUER');
    let parsed: URL;
    try {
      parsed = new URL(issuer);
    } catch {
      throw new ConfigError(key('ISSUER'), 'is not a URL');
    }
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
    if (parsed.protocol !== 'https:' && !(parsed.protocol === 'http:' && local)) {
      throw new ConfigError(key('ISSUER'), 'must be https:// (http:// only for localhost)');
    }
    return {
      id,
      title: env[key('TITLE')]?.trim() || id,
      issuer,
      clientId: need('CLIENT_ID'),
      clientSecret: need('CLIENT_SECRET'),
      scopes: env[key('SCOPES')]?.trim() || 'openid email profile',
    };
  });
}

/** METRICS_TOKEN: 16 to 512 visible ASCII characters (it travels in an Authorization header). */
export function metricsToken(env: Env): string | null {
  const raw = env.METRICS_TOKEN?.trim();
  if (!raw) return null;
  if (!/^[\x21-\x7e]{16,512}$/.test(raw))
    throw new ConfigError('METRICS_TOKEN', 'must be 16 to 512 characters, without spaces or non-ASCII ones');
  return raw;
}

/** ADMIN_TOTP: `required` (default) or `offered`. */
export function adminTotp(env: Env): AdminTotp {
  const raw = env.ADMIN_TOTP?.trim().toLowerCase() || 'required';
  if (raw !== 'required' && raw !== 'offered')
    throw new ConfigError('ADMIN_TOTP', `"${env.ADMIN_TOTP}" is not required or offered`);
  return raw;
}

/** proxy-addr's names for address ranges, accepted in TRUST_PROXY besides addresses and CIDRs. */
const PROXY_RANGES = ['loopback', 'linklocal', 'uniquelocal'];

/**
 * TRUST_PROXY: comma-separated IPv4/IPv6 addresses, CIDR ranges (`10.0.0.0/8`) or the names
 * loopback, linklocal, uniquelocal. Unset or empty: trust no proxy.
 */
export function trustProxy(env: Env): string[] {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw) return [];
  const items = raw.split(',').map((item) => item.trim());
  for (const item of items) {
    if (PROXY_RANGES.includes(item)) continue;
    const [address = '', bits, ...rest] = item.split('/');
    const family = isIP(address);
    const max = family === 4 ? 32 : 128;
    const badBits = bits !== undefined && (!/^\d{1,3}$/.test(bits) || Number(bits) > max);
    if (!family || badBits || rest.length > 0)
      throw new ConfigError(
        'TRUST_PROXY',
        `"${item}" is not an address, a CIDR range (10.0.0.0/8) or one of ${PROXY_RANGES.join(', ')}`,
      );
  }
  return [...new Set(items)];
}

/** STREAM_ORIGINS: https origins (http only for localhost), each checked like PUBLIC_URL. */
export function streamOrigins(env: Env): string[] {
  const raw = env.STREAM_ORIGINS?.trim();
  if (!raw) return [];
  const items = raw.split(',').map((item) => item.trim());
  if (items.some((item) => !item)) throw new ConfigError('STREAM_ORIGINS', 'has an empty item');
  const origins = items.map((item) => origin({ STREAM_ORIGINS: item }, 'STREAM_ORIGINS', item));
  for (const value of origins) {
    const { protocol, hostname } = new URL(value);
    if (protocol !== 'https:' && hostname !== 'localhost' && hostname !== '127.0.0.1')
      throw new ConfigError('STREAM_ORIGINS', `${value} must be https (the portal's pages are https)`);
  }
  return [...new Set(origins)];
}
