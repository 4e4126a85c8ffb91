import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import { text } from '../texts';
import { codeMatches, generateCode, hashCode } from './otp';
import { normalizePhone } from './phone';
import { createSmsTransport, httpGateway, smsOutbox } from './transport';

interface Seen {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  body: string;
}
const seen: Seen[] = [];
let status = 200;
let hang = false;
const server = createServer((req, res) => {
  let body = '';
  req.on('data', (c) => {
    body += c;
  });
  req.on('end', () => {
    seen.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
    if (hang) return;
    res
      .writeHead(status, { 'content-type': 'application/json' })
      .end(status === 200 ? '{"status":"ok"}' : '{"error":"quota"}');
  });
});
let base = '';
beforeAll(async () => {
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.closeAllConnections();
  server.close();
});

const gatewayEnv = (extra: Record<string, string> = {}) =>
  loadConfig({ SMS_GATEWAY_URL: `${base}/send`, ...extra }).sms;

describe('HTTP SMS gateway', () => {
  it('posts the JSON template with bearer auth, escaping the text', async () => {
    const gw = gatewayEnv({
      SMS_GATEWAY_AUTH: 'bearer:t0ken',
      SMS_GATEWAY_BODY: '{"to":"{to}","digits":"{to_digits}","text":"{text}","from":"{from}"}',
      SMS_FROM: 'EFIR',
    });
    if (!gw) throw new Error('no gateway');
    await httpGateway(gw).send({ to: '+998901234567', text: 'Код "123"\nЭфир' });
    const req = seen.at(-1) as Seen;
    expect(req.method).toBe('POST');
    expect(req.headers.authorization).toBe('Bearer t0ken');
    expect(req.headers['content-type']).toBe('application/json');
    expect(JSON.parse(req.body)).toEqual({
      to: '+998901234567',
      digits: '998901234567',
      text: 'Код "123"\nЭфир',
      from: 'EFIR',
    });
  });

  it('posts a form template with basic auth', async () => {
    const gw = gatewayEnv({
      SMS_GATEWAY_AUTH: 'basic:efir:s3cret',
      SMS_GATEWAY_CONTENT_TYPE: 'application/x-www-form-urlencoded',
      SMS_GATEWAY_BODY: 'mobile_phone={to_digits}&message={text}',
    });
    if (!gw) throw new Error('no gateway');
    await httpGateway(gw).send({ to: '+998901234567', text: 'kod & 123' });
    const req = seen.at(-1) as Seen;
    expect(req.headers.authorization).toBe(`Basic ${Buffer.from('efir:s3cret').toString('base64')}`);
    expect(Object.fromEntries(new URLSearchParams(req.body))).toEqual({
      mobile_phone: '998901234567',
      message: 'kod & 123',
    });
  });

  it('rejects a non-2xx answer with its status and no credentials; and a timeout', async () => {
    const gw = gatewayEnv({ SMS_GATEWAY_AUTH: 'bearer:secret-token' });
    if (!gw) throw new Error('no gateway');
    status = 500;
    const failed = httpGateway(gw).send({ to: '+998901234567', text: 'x' });
    await expect(failed).rejects.toThrow(/answered 500: \{"error":"quota"\}/);
    await expect(failed).rejects.not.toThrow(/secret-token/);
    status = 200;
    hang = true;
    await expect(httpGateway(gw, 200).send({ to: '+998901234567', text: 'x' })).rejects.toThrow(/timed out/);
    hang = false;
  });

  it('is checked at start', () => {
    expect(() => loadConfig({ SMS_GATEWAY_URL: 'ftp://x' })).toThrow(ConfigError);
    expect(() => loadConfig({ SMS_GATEWAY_URL: base, SMS_GATEWAY_AUTH: 'token' })).toThrow(
      /SMS_GATEWAY_AUTH/,
    );
    expect(() => loadConfig({ SMS_GATEWAY_URL: base, SMS_GATEWAY_BODY: '{"a":"{text}"}' })).toThrow(
      /SMS_GATEWAY_BODY/,
    );
    expect(() => loadConfig({ SMS_COUNTRIES: 'UZ,Russia' })).toThrow(/SMS_COUNTRIES/);
    expect(loadConfig({}).sms).toBeNull();
  });
});

describe('SMS outbox', () => {
  it('writes {to, text, sentAt} and logs the file; it is the default without a gateway', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'efir-outbox-'));
    const logged: object[] = [];
    const transport = createSmsTransport({ sms: null, dataDir: dir }, { info: (o) => logged.push(o) });
    await transport.send({ to: '+998901234567', text: '123456 — код' });
    const files = readdirSync(join(dir, 'outbox', 'sms'));
    expect(files).toHaveLength(1);
    const sms = JSON.parse(readFileSync(join(dir, 'outbox', 'sms', files[0] ?? ''), 'utf8'));
    expect(sms).toMatchObject({ to: '+998901234567', text: '123456 — код' });
    expect(logged[0]).toMatchObject({ to: '+998901234567' });
    expect(typeof smsOutbox).toBe('function');
    rmSync(dir, { recursive: true, force: true });
  });
});

describe('phone numbers', () => {
  it.each([
    ['+998 90 123-45-67', '+998901234567'],
    ['998901234567', '+998901234567'],
    ['90 123 45 67', '+998901234567'],
    ['(93) 512 34 56', '+998935123456'],
  ])('reads %s as %s', (input, e164) => {
    expect(normalizePhone(input)).toBe(e164);
  });

  it('refuses other countries by default, garbage and short numbers', () => {
    expect(normalizePhone('+7 912 345-67-89')).toBeNull();
    expect(normalizePhone('+7 912 345-67-89', ['UZ', 'RU'])).toBe('+79123456789');
    for (const bad of ['', 'abc', '12345', '+998 90 123', '+998901234567890'])
      expect(normalizePhone(bad)).toBeNull();
  });
});

describe('one-time codes', () => {
  it('are six digits, leading zeros possible, from the whole range', () => {
    const codes = Array.from({ length: 3000 }, generateCode);
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    expect(codes.some((c) => c.startsWith('0'))).toBe(true);
    expect(new Set(codes).size).toBeGreaterThan(2950);
  });

  it('are stored as an HMAC and compared in constant time', () => {
    const hash = hashCode('012345', 'pepper');
    expect(hash).not.toContain('012345');
    expect(codeMatches('012345', hash, 'pepper')).toBe(true);
    expect(codeMatches('012346', hash, 'pepper')).toBe(false);
    expect(codeMatches('012345', hash, 'other pepper')).toBe(false);
    expect(codeMatches('012345', 'abcd', 'pepper')).toBe(false);
  });

  it('fit one SMS segment and start with the code', () => {
    for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
      const sms = text(lang, 'sms.code', { code: '123456' });
      expect(sms.startsWith('123456')).toBe(true);
      expect(sms.length).toBeLessThanOrEqual(70);
    }
    expect(text('oz', 'sms.code', { code: '1' })).not.toMatch(/[А-Яа-яЎўҚқҒғҲҳ]/);
  });
});
