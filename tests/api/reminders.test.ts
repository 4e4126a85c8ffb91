import { randomBytes } from 'node:crypto';
import type { Reminder } from '@core/schemas/reminders';
import { addDays, broadcastClock, TASHKENT_OFFSET_MS } from '@core/time';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../src/server/db/schema';
import { pushSubscriptions, reminders } from '../../src/server/db/schema-reminders';
import type { reminderDataOf } from '../../src/server/reminders/service';
import { auth, nextClient, signUp } from './accounts';
import { startTestApp, type TestApp } from './harness';

/**
 * Reminders API (issue 28, decision 043): owned by a device key or an account, another owner's
 * is not found, cancelling drops the job, a device's reminders move to the account on sign-in
 * without duplicates, each has the entry's iCalendar, push subscriptions refuse private hosts.
 */

let t: TestApp;
const today = broadcastClock().date;
const date = addDays(today, 2);
let entries: { time: string; broadcast: string | null }[] = [];

beforeAll(async () => {
  t = await startTestApp();
  const day = (
    await t.app.inject({ method: 'GET', url: `/uz/api/efir/schedule/uzbekistan/${date}.json` })
  ).json<{ data: { items: { time: string; broadcast: string | null }[] } }>().data;
  entries = day.items.filter((i) => i.time !== '00:00');
  expect(entries.length).toBeGreaterThan(3);
});
afterAll(async () => {
  await t?.close();
});

const device = () => randomBytes(32).toString('base64url');
const as = (key: string | null, token?: string) => ({
  ...(key ? { 'x-efir-device': key } : {}),
  ...(token ? auth(token) : {}),
});
const list = async (headers: Record<string, string>) => {
  const res = await t.app.inject({ method: 'GET', url: '/uz/api/my-efir/reminders.json', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ data: Reminder[] }>().data;
};
const remind = (headers: Record<string, string>, body: object, lang = 'en') =>
  t.app.inject({
    method: 'POST',
    url: `/uz/api/my-efir/reminders.json?lang=${lang}`,
    headers,
    payload: body,
    remoteAddress: nextClient(),
  });
const cancel = (headers: Record<string, string>, id: string) =>
  t.app.inject({ method: 'DELETE', url: `/uz/api/my-efir/reminders/${id}.json?lang=en`, headers });
const entry = (i: number) => {
  const e = entries[i];
  if (!e) throw new Error(`no entry ${i}`);
  return { channel: 'uzbekistan', date, time: e.time };
};
const jobOf = async (id: string) =>
  t.database.db
    .select()
    .from(jobs)
    .where(eq(jobs.key, `reminder:${id}`));

describe('reminders of a device', () => {
  it('needs a device key or a session', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uz/api/my-efir/reminders.json' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toEqual(expect.any(String));
    expect((await remind({}, entry(0))).statusCode).toBe(400);
    expect((await remind({ 'x-efir-device': 'short' }, entry(0))).statusCode).toBe(400);
  });

  it('sets, lists (owner only), and cancels a reminder with its job', async () => {
    const mine = device();
    const other = device();
    const res = await remind(as(mine), entry(1));
    expect(res.statusCode, res.body).toBe(201);
    const [made] = res.json<{ data: Reminder[] }>().data;
    if (!made) throw new Error('no reminder');
    const start = Date.parse(`${date}T${entry(1).time}:00Z`) - TASHKENT_OFFSET_MS;
    expect(made).toMatchObject({ channel: 'uzbekistan', date, time: entry(1).time, sent: false });
    expect(Date.parse(made.startAt)).toBe(start);
    const [job] = await jobOf(made._id);
    expect(job?.runAt.getTime()).toBe(start);
    expect(job?.kind).toBe('reminder');

    // The same entry again: the same reminder, one job.
    const again = (await remind(as(mine), entry(1))).json<{ data: Reminder[] }>().data;
    expect(again.map((r) => r._id)).toEqual([made._id]);
    expect(await jobOf(made._id)).toHaveLength(1);

    expect((await list(as(mine))).map((r) => r._id)).toEqual([made._id]);
    expect(await list(as(other))).toEqual([]);
    // Another device cannot cancel it: not found, and it stays.
    expect((await cancel(as(other), made._id)).statusCode).toBe(404);
    expect(await list(as(mine))).toHaveLength(1);

    const gone = await cancel(as(mine), made._id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Reminder cancelled');
    expect(await list(as(mine))).toEqual([]);
    expect(await jobOf(made._id)).toEqual([]);
    expect((await cancel(as(mine), made._id)).statusCode).toBe(404);
  });

  it('refuses an entry that has started or does not exist', async () => {
    const past = { channel: 'uzbekistan', date: addDays(today, -1), time: entries[0]?.time ?? '06:00' };
    const started = await remind(as(device()), past);
    expect(started.statusCode, started.body).toBe(400);
    expect(started.json().message).toBe('This programme has already started');
    const missing = await remind(as(device()), { channel: 'uzbekistan', date, time: '03:33' });
    expect(missing.statusCode).toBe(404);
  });

  it("reminds of a broadcast's coming entries", async () => {
    const id = entries.find((e) => e.broadcast)?.broadcast;
    if (!id) throw new Error('no broadcast in the schedule');
    const key = device();
    const res = await remind(as(key), { broadcast: id });
    expect(res.statusCode, res.body).toBe(201);
    const made = res.json<{ data: Reminder[] }>().data;
    expect(made.length).toBeGreaterThan(0);
    for (const r of made) {
      expect(r.broadcast).toBe(id);
      expect(Date.parse(r.startAt)).toBeGreaterThan(Date.now());
    }
    const starts = made.map((r) => Date.parse(r.startAt));
    expect(starts).toEqual([...starts].sort((x, y) => x - y));
    expect((await remind(as(key), { broadcast: 'no-such-broadcast' })).statusCode).toBe(404);
  });

  it("gives the entry's iCalendar file (UTC start)", async () => {
    const made = (await remind(as(device()), entry(2), 'ru')).json<{ data: Reminder[] }>().data[0];
    if (!made) throw new Error('no reminder');
    expect(made.calendar).toBe(
      `/uz/api/efir/schedule/uzbekistan/${date}/${made.time.replace(':', '')}.ics?lang=ru`,
    );
    const ics = await t.app.inject({ method: 'GET', url: made.calendar });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers['content-type']).toMatch(/^text\/calendar/);
    const utc = new Date(made.startAt)
      .toISOString()
      .replace(/[-:]/g, '')
      .replace(/\.\d{3}/, '');
    expect(ics.body).toContain(`DTSTART:${utc}`);
    expect(ics.body).toContain('BEGIN:VEVENT');
  });
});

describe('reminders of an account', () => {
  it('belong to the account; another user gets 404', async () => {
    const one = await signUp(t);
    const two = await signUp(t);
    const made = (await remind(as(null, one.token), entry(3))).json<{ data: Reminder[] }>().data[0];
    if (!made) throw new Error('no reminder');
    expect((await list(as(null, one.token))).map((r) => r._id)).toEqual([made._id]);
    expect(await list(as(null, two.token))).toEqual([]);
    expect((await cancel(as(null, two.token), made._id)).statusCode).toBe(404);
    expect((await cancel(as(device()), made._id)).statusCode).toBe(404);
  });

  it("merge a device's reminders into the account on sign-in, without duplicates", async () => {
    const key = device();
    const user = await signUp(t);
    const onDevice = (await remind(as(key), entry(4))).json<{ data: Reminder[] }>().data[0];
    const both = (await remind(as(key), entry(5))).json<{ data: Reminder[] }>().data[0];
    const inAccount = (await remind(as(null, user.token), entry(5))).json<{ data: Reminder[] }>().data[0];
    if (!onDevice || !both || !inAccount) throw new Error('reminders not set');
    await t.database.db.insert(pushSubscriptions).values({
      endpoint: `https://push.example.com/${key}`,
      p256dh: 'x'.repeat(20),
      auth: 'y'.repeat(8),
      deviceHash: (await import('../../src/server/reminders/service')).deviceHashOf(key),
    });

    // Signed in on that device: its key comes along, and its reminders become the account's.
    const merged = await list(as(key, user.token));
    expect(merged.map((r) => r._id).sort()).toEqual([onDevice._id, inAccount._id].sort());
    expect(await jobOf(both._id)).toEqual([]); // the duplicate's job is gone with it
    expect(await jobOf(onDevice._id)).toHaveLength(1);
    expect(await list(as(key))).toEqual([]);
    expect((await list(as(null, user.token))).map((r) => r._id).sort()).toEqual(
      merged.map((r) => r._id).sort(),
    );
    const [sub] = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.endpoint, `https://push.example.com/${key}`));
    expect(sub?.userId).toBe(user.user._id);

    // Their data (decision 042): the account's export carries its reminders and subscriptions,
    // and deleting the account takes them and their jobs with it.
    const exported = await t.app.inject({
      method: 'GET',
      url: '/uz/api/my/export.json',
      headers: auth(user.token),
    });
    expect(exported.statusCode, exported.body).toBe(200);
    const data = exported.json<{ data: { reminders: Awaited<ReturnType<typeof reminderDataOf>> } }>().data;
    expect(data.reminders.reminders).toHaveLength(2);
    expect(data.reminders.pushSubscriptions).toHaveLength(1);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: '/uz/api/my/account.json',
      headers: auth(user.token),
      payload: { confirm: user.user.username },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await jobOf(onDevice._id)).toEqual([]);
    expect(await t.database.db.select().from(reminders).where(eq(reminders.id, onDevice._id))).toEqual([]);
    expect(
      await t.database.db
        .select()
        .from(pushSubscriptions)
        .where(eq(pushSubscriptions.endpoint, `https://push.example.com/${key}`)),
    ).toEqual([]);
  });
});

describe('push subscriptions', () => {
  const body = (endpoint: string) => ({
    endpoint,
    expirationTime: null,
    keys: { p256dh: `B${'a'.repeat(86)}`, auth: 'c'.repeat(22) },
  });
  const put = (headers: Record<string, string>, endpoint: string) =>
    t.app.inject({ method: 'PUT', url: '/uz/api/push/subscription.json', headers, payload: body(endpoint) });

  it('gives the VAPID public key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uz/api/push/key.json' });
    expect(res.statusCode).toBe(200);
    expect(Buffer.from(res.json().publicKey, 'base64url')).toHaveLength(65);
    // The CSP lets the page register its service worker and read its manifest.
    expect(res.headers['content-security-policy']).toContain("worker-src 'self'");
    expect(res.headers['content-security-policy']).toContain("manifest-src 'self'");
  });

  it("stores this device's subscription at a public HTTPS push service only", async () => {
    const key = device();
    for (const bad of [
      'http://fcm.googleapis.com/fcm/send/x',
      'https://127.0.0.1/push',
      'https://10.1.2.3/push',
      'https://localhost/push',
      'https://[::1]/push',
    ])
      expect((await put(as(key), bad)).statusCode, bad).toBe(400);
    expect((await put({}, 'https://fcm.googleapis.com/fcm/send/x')).statusCode).toBe(400);
    const endpoint = `https://fcm.googleapis.com/fcm/send/${key}`;
    expect((await put(as(key), endpoint)).statusCode).toBe(200);
    const rows = await t.database.db
      .select()
      .from(pushSubscriptions)
      .where(like(pushSubscriptions.endpoint, endpoint));
    expect(rows).toHaveLength(1);
    const del = (k: string) =>
      t.app.inject({
        method: 'DELETE',
        url: '/uz/api/push/subscription.json',
        headers: as(k),
        payload: { endpoint },
      });
    expect((await del(device())).statusCode).toBe(404);
    expect((await del(key)).statusCode).toBe(200);
  });
});
