import { ConfigError, type Env, url } from './env';

/**
 * The configuration of the outgoing transports: mail (SMTP_URL, MAIL_FROM, NEWSROOM_EMAIL), SMS
 * (SMS_GATEWAY_*, SMS_FROM, SMS_COUNTRIES) and Web Push (VAPID_*).
 */

/** An HTTP SMS gateway (SMS_GATEWAY_*): a request per message with a body template. */
export interface SmsGateway {
  url: string;
  method: 'POST' | 'PUT' | 'GET';
  auth: { kind: 'basic'; user: string; password: string } | { kind: 'bearer'; token: string } | null;
  /** Body with `{to}` (E.164), `{to_digits}`, `{text}`, `{id}` and `{from}`. */
  body: string;
  contentType: 'application/json' | 'application/x-www-form-urlencoded';
  from: string;
}

/** Web Push's keys and contact (VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY, VAPID_SUBJECT). */
export interface VapidKeys {
  publicKey: string | null;
  privateKey: string | null;
  subject: string | null;
}

/** SMTP_URL: the SMTP server of outgoing mail; null: the file outbox. */
export const smtpUrl = (env: Env): string | null => url(env, 'SMTP_URL', ['smtp:', 'smtps:']);

/** MAIL_FROM: the sender of letters; default `Efir <no-reply@{PUBLIC_URL host}>`. */
export const mailFrom = (env: Env, publicUrl: string): string =>
  env.MAIL_FROM?.trim() || `Efir <no-reply@${new URL(publicUrl).hostname}>`;

/** NEWSROOM_EMAIL: e-mail addresses, comma-separated; ADMIN_EMAIL when unset. */
export function newsroomEmails(env: Env): string[] {
  const raw = env.NEWSROOM_EMAIL?.trim() ?? env.ADMIN_EMAIL?.trim() ?? '';
  if (!raw) return [];
  const items = raw.split(',').map((item) => item.trim().toLowerCase());
  for (const item of items)
    if (!/^[^\s@,]+@[^\s@,]+\.[^\s@,]+$/.test(item))
      throw new ConfigError('NEWSROOM_EMAIL', `"${item}" is not an e-mail address`);
  return [...new Set(items)];
}

export function smsGateway(env: Env): SmsGateway | null {
  const gatewayUrl = url(env, 'SMS_GATEWAY_URL', ['http:', 'https:']);
  if (!gatewayUrl) return null;
  const method = (env.SMS_GATEWAY_METHOD?.trim().toUpperCase() || 'POST') as SmsGateway['method'];
  if (!['POST', 'PUT', 'GET'].includes(method))
    throw new ConfigError('SMS_GATEWAY_METHOD', 'must be POST, PUT or GET');
  const rawAuth = env.SMS_GATEWAY_AUTH?.trim() ?? '';
  let auth: SmsGateway['auth'] = null;
  if (rawAuth) {
    const basic = /^basic:([^:]+):(.+)$/.exec(rawAuth);
    const bearer = /^bearer:(.+)$/.exec(rawAuth);
    if (basic?.[1] && basic[2]) auth = { kind: 'basic', user: basic[1], password: basic[2] };
    else if (bearer?.[1]) auth = { kind: 'bearer', token: bearer[1] };
    else throw new ConfigError('SMS_GATEWAY_AUTH', 'must be basic:USER:PASSWORD or bearer:TOKEN');
  }
  const contentType = (env.SMS_GATEWAY_CONTENT_TYPE?.trim() ||
    'application/json') as SmsGateway['contentType'];
  if (contentType !== 'application/json' && contentType !== 'application/x-www-form-urlencoded') {
    throw new ConfigError(
      'SMS_GATEWAY_CONTENT_TYPE',
      'must be application/json or application/x-www-form-urlencoded',
    );
  }
  const body =
    env.SMS_GATEWAY_BODY?.trim() ||
    (contentType === 'application/json'
      ? '{"mobile_phone":"{to_digits}","message":"{text}","from":"{from}"}'
      : 'mobile_phone={to_digits}&message={text}&from={from}');
  if (!body.includes('{text}') || !(body.includes('{to}') || body.includes('{to_digits}'))) {
    throw new ConfigError('SMS_GATEWAY_BODY', 'must hold {text} and {to} or {to_digits}');
  }
  return { url: gatewayUrl, method, auth, body, contentType, from: env.SMS_FROM?.trim() || '4546' };
}

export function smsCountries(env: Env): string[] {
  const raw = env.SMS_COUNTRIES?.trim();
  if (!raw) return ['UZ'];
  const list = raw
    .split(',')
    .map((c) => c.trim().toUpperCase())
    .filter(Boolean);
  const bad = list.find((c) => !/^[A-Z]{2}$/.test(c));
  if (bad || list.length === 0)
    throw new ConfigError(
      'SMS_COUNTRIES',
      `"${bad ?? raw}" is not a list of ISO country codes such as UZ,KZ`,
    );
  return list;
}

/** VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY (both or neither) and VAPID_SUBJECT. */
export function vapidKeys(env: Env): VapidKeys {
  const publicKey = env.VAPID_PUBLIC_KEY?.trim() || null;
  const privateKey = env.VAPID_PRIVATE_KEY?.trim() || null;
  if ((publicKey === null) !== (privateKey === null))
    throw new ConfigError(
      publicKey ? 'VAPID_PRIVATE_KEY' : 'VAPID_PUBLIC_KEY',
      'VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY go together',
    );
  for (const [name, value] of [
    ['VAPID_PUBLIC_KEY', publicKey],
    ['VAPID_PRIVATE_KEY', privateKey],
  ] as const)
    if (value !== null && !/^[A-Za-z0-9_-]+$/.test(value)) throw new ConfigError(name, 'must be base64url');
  const subject = env.VAPID_SUBJECT?.trim() || null;
  if (subject !== null && !/^(mailto:|https:\/\/)/.test(subject))
    throw new ConfigError('VAPID_SUBJECT', 'must be a mailto: address or an https: URL');
  return { publicKey, privateKey, subject };
}
