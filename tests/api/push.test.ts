import { createDecipheriv, createECDH, hkdfSync, randomBytes, randomUUID } from 'node:crypto';
import { Agent, createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { importJWK, jwtVerify } from 'jose';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { type Database, openDatabase } from '../../src/server/db/client';
import { pushSubscriptions, reminders } from '../../src/server/db/schema-reminders';
import { JobRunner, scheduleJob } from '../../src/server/jobs/runner';
import { PushSender } from '../../src/server/reminders/push';
import { REMINDER_JOB, Reminders } from '../../src/server/reminders/service';
import type { VapidKeys } from '../../src/server/reminders/vapid';
import { selfSignedCertificate } from './tls';

/**
 * The reminders' push (issue 28, decision 043) against a local HTTPS server playing the push
 * service: each request must be VAPID-signed (`Authorization: vapid t=<JWT>, k=<key>`, the JWT an
 * ES256 token for the service's origin) and its body encrypted for the subscription (RFC 8291,
 * `Content-Encoding: aes128gcm`), decrypted here with the subscription's private key. A 410
 * answer deletes the subscription. Two job runners on one database (two instances: with
 * DATABASE_URL, two connection pools to one PostgreSQL database) send each reminder once.
 */

interface Received {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

const quiet = { warn: () => {}, error: () => {} };
let server: Server;
let origin = '';
let answer = 201;
const received: Received[] = [];
let a: Database;
let b: Database;
let drop: (() => Promise<void>) | null = null;
const vapid: VapidKeys = { ...webpush.generateVAPIDKeys(), subject: 'mailto:ops@efir.example' };
const agent = new Agent({ rejectUnauthorized: false });
const sender = new PushSender(vapid, { agent, timeoutMs: 5000 });

beforeAll(async () => {
  // The push service's TLS: a self-signed certificate the sender's agent trusts.
  server = createServer(selfSignedCertificate(), (req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body: Buffer.concat(chunks) });
      res.writeHead(answer).end();
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `efir_push_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const own = new URL(url);
    own.pathname = `/${name}`;
    a = openDatabase({ databaseUrl: own.toString(), dataDir: null });
    await a.migrate();
    b = openDatabase({ databaseUrl: own.toString(), dataDir: null });
    drop = async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    };
  } else {
    a = openDatabase({ databaseUrl: null, dataDir: null });
    await a.migrate();
    b = a;
  }
});

afterAll(async () => {
  await new Promise((done) => server?.close(done));
  agent.destroy();
  await a?.close();
  if (b && b !== a) await b.close();
  await drop?.();
});

beforeEach(() => {
  received.length = 0;
  answer = 201;
});

/** A browser's side of a subscription: its P-256 key pair and auth secret. */
function browser() {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    ecdh,
    auth,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    authB64: auth.toString('base64url'),
  };
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record): what the browser does with a push message. */
function decrypt(body: Buffer, ua: ReturnType<typeof browser>): string {
  const salt = body.subarray(0, 16);
  const idlen = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idlen);
  const ciphertext = body.subarray(21 + idlen);
  const secret = ua.ecdh.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), ua.ecdh.getPublicKey(), asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, ua.auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const plain = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  expect(plain[end]).toBe(2);
  return plain.subarray(0, end).toString('utf8');
}

/** Checks the VAPID header: an ES256 JWT for the push service's origin, signed by our key. */
async function checkVapid(headers: Received['headers']) {
  const header = String(headers.authorization);
  const match = /^vapid t=([^,\s]+),\s*k=([A-Za-z0-9_-]+)$/.exec(header);
  expect(match, header).not.toBeNull();
  const [, token, key] = match as RegExpExecArray;
  expect(key).toBe(vapid.publicKey);
  const point = Buffer.from(key as string, 'base64url');
  const jwk = {
    kty: 'EC',
    crv: 'P-256',
    x: point.subarray(1, 33).toString('base64url'),
    y: point.subarray(33, 65).toString('base64url'),
  };
  const { payload, protectedHeader } = await jwtVerify(token as string, await importJWK(jwk, 'ES256'), {
    audience: origin,
    subject: vapid.subject,
  });
  expect(protectedHeader.alg).toBe('ES256');
  const exp = payload.exp ?? 0;
  expect(exp * 1000).toBeGreaterThan(Date.now());
  expect(exp * 1000).toBeLessThanOrEqual(Date.now() + 24 * 3600_000);
}

/** A due reminder of a device with one subscription at the local push service. */
async function dueReminder(device: string, ua = browser(), path = `/push/${randomUUID()}`) {
  const id = randomUUID();
  const startAt = new Date(Date.now() - 1000);
  await a.db.insert(reminders).values({
    id,
    deviceHash: device,
    channel: 'birinchi',
    date: '2026-11-28',
    time: '20:00',
    startAt,
    endAt: new Date(startAt.getTime() + 1800_000),
    broadcast: 'axborot',
    title: { uz: 'Ахборот', oz: 'Axborot', ru: 'Ахборот', en: 'Axborot' },
    channelTitle: { uz: 'Биринчи', oz: 'Birinchi', ru: 'Первый', en: 'First' },
    lang: 'en',
  });
  await a.db
    .insert(pushSubscriptions)
    .values({ endpoint: `${origin}${path}`, p256dh: ua.p256dh, auth: ua.authB64, deviceHash: device })
    .onConflictDoNothing();
  await scheduleJob(a.db, { kind: REMINDER_JOB, key: `reminder:${id}`, runAt: startAt });
  return { id, ua, path };
}

const runner = (database: Database) =>
  new JobRunner(database.db, new Reminders(database.db).jobHandlers(sender, quiet, 'https://efir.example'), {
    log: quiet,
  });

describe('reminder push', () => {
  it('sends a VAPID-signed, aes128gcm-encrypted message the browser can read', async () => {
    const { id, ua, path } = await dueReminder(`dev-${randomUUID()}`);
    expect(await runner(a).tick()).toBe(1);
    expect(received).toHaveLength(1);
    const [got] = received as [Received];
    expect(got.path).toBe(path);
    expect(got.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(got.headers.ttl)).toBeGreaterThan(0);
    expect(got.headers.urgency).toBe('high');
    await checkVapid(got.headers);
    const message = JSON.parse(decrypt(got.body, ua));
    expect(message).toEqual({
      title: 'Axborot',
      body: 'Starts at 20:00 on First',
      url: 'https://efir.example/uz/broadcast/axborot/?lang=en',
      tag: `reminder:${id}`,
    });
    const [row] = await a.db.select().from(reminders).where(eq(reminders.id, id));
    expect(row?.sentAt).not.toBeNull();
    // Done: a second tick sends nothing.
    expect(await runner(a).tick()).toBe(0);
    expect(received).toHaveLength(1);
  });

  it('deletes a subscription the push service answers 410 (or 404) for', async () => {
    answer = 410;
    const device = `dev-${randomUUID()}`;
    const { id } = await dueReminder(device);
    expect(await runner(a).tick()).toBe(1);
    expect(received).toHaveLength(1);
    expect(
      await a.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceHash, device)),
    ).toEqual([]);
    const [row] = await a.db.select().from(reminders).where(eq(reminders.id, id));
    expect(row?.sentAt).not.toBeNull();

    answer = 404;
    const other = `dev-${randomUUID()}`;
    await dueReminder(other);
    expect(await runner(a).tick()).toBe(1);
    expect(
      await a.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceHash, other)),
    ).toEqual([]);
  });

  it('keeps a subscription on another failure (a 500 is logged, the reminder still done)', async () => {
    answer = 500;
    const device = `dev-${randomUUID()}`;
    await dueReminder(device);
    expect(await runner(a).tick()).toBe(1);
    expect(
      await a.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.deviceHash, device)),
    ).toHaveLength(1);
  });

  it('fires each reminder once when two instances run their jobs runners at the same time', async () => {
    const made = [];
    for (let i = 0; i < 10; i++) made.push(await dueReminder(`race-${i}-${randomUUID()}`));
    const [one, two] = await Promise.all([runner(a).tick(), runner(b).tick()]);
    expect(one + two).toBe(made.length);
    expect(received).toHaveLength(made.length);
    expect(new Set(received.map((r) => r.path))).toEqual(new Set(made.map((m) => m.path)));
    expect(await runner(b).tick()).toBe(0);
    expect(received).toHaveLength(made.length);
  });
});
