import { BREAKING_EVENT, type Breaking, PUBLIC_NAMESPACE } from '@core/schemas/breaking';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { qabulxona } from '../fixtures/forms';
import {
  type Answer,
  alive,
  type Cluster,
  call,
  publishNewsTitle,
  signInAdmin,
  sleep,
  startCluster,
  until,
} from './harness';

/**
 * `npm run cluster` (issue 22, decision 024): nginx in front of two instances on PostgreSQL and
 * Redis. A publish through one instance shows through the proxy within seconds (about 1.5 s), not when a cache ends; a
 * newsroom publish (issue 26) shows on every instance and through the proxy and leaves other cached pages
 * kept; the breaking-news banner reaches the open pages of every instance; the chat spans the instances; `kill -9` of an instance under a burst of writes loses no acknowledged write, the
 * proxy goes on without 5xx and the chat clients of the dead instance are back within 5 s;
 * SIGTERM stops everything within 15 s.
 */
let c: Cluster;
let adminToken = '';
let newsIds: string[] = [];

const json = <T>(answer: Answer) => JSON.parse(answer.body) as T;
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
/** A loopback address per simulated client: 127.0.{block}.{n}. */
const client = (block: number, n: number) => `127.0.${block}.${(n % 250) + 2}`;

async function signUp(port: number, localAddress: string, tag: string) {
  const account = { username: `u${tag}`, email: `u${tag}@example.uz`, password: `kuchli parol ${tag}` };
  const res = await call(port, 'POST', '/uz/api/auth/signup.json', { body: account, localAddress });
  expect(res.status, res.body).toBe(201);
  return json<{ token: string; data: { _id: string } }>(res).token;
}

type Layout = { layout: { params: { components: { container: string }[] } } } & Record<string, unknown>;

/** Adds a heading with `text` to app.index through `port`; returns the answer. */
async function publishHeading(port: number, text: string): Promise<Answer> {
  const read = await call(port, 'GET', '/uz/api/state/app.index.json', { headers: bearer(adminToken) });
  expect(read.status, read.body).toBe(200);
  const { _id, ...doc } = json<{ data: Layout & { _id?: string } }>(read).data;
  const container = doc.layout.params.components[0]?.container ?? 'main';
  doc.layout.params.components.unshift({
    id: `h-${Date.now().toString(36)}`,
    component: 'title',
    version: 1,
    params: { text: { uz: text, oz: text, ru: text, en: text }, level: 2 },
    container,
  } as never);
  return call(port, 'PUT', '/uz/api/state/app.index.json', {
    body: doc,
    headers: { ...bearer(adminToken), 'if-match': String(read.headers.etag) },
  });
}

function chatClient(port: number, token: string, room: string) {
  const socket: Socket = io(`http://127.0.0.1:${port}`, {
    path: '/uz/api/socket.io',
    transports: ['websocket'],
    auth: { token, lang: 'uz' },
    reconnectionDelay: 300,
    reconnectionDelayMax: 1000,
  });
  const state = { received: [] as string[], disconnectedAt: 0, reconnectedAt: 0, joins: 0 };
  socket.on('connect', () => {
    socket.emit('join', { room }, () => {
      state.joins++;
      if (state.disconnectedAt && !state.reconnectedAt) state.reconnectedAt = Date.now();
    });
  });
  socket.on('disconnect', () => {
    if (!state.disconnectedAt) state.disconnectedAt = Date.now();
  });
  socket.on('chatMessage', (message: { content?: string; text?: string }) => {
    state.received.push(String(message.text ?? message.content ?? ''));
  });
  return { socket, state };
}

/** Milliseconds to the end of this minute (when the instances' page caches end anyway). */
const msToNextMinute = () => 60_000 - (Date.now() % 60_000);

/** The instance's page cache lookups so far (its /metrics, open to loopback). */
async function pageLookups(port: number): Promise<{ hit: number; miss: number }> {
  const text = (await call(port, 'GET', '/metrics')).body;
  const count = (result: string) =>
    Number(
      new RegExp(`^efir_response_cache_lookups_total\\{kind="page",result="${result}"\\} (\\d+)`, 'm').exec(
        text,
      )?.[1] ?? 0,
    );
  return { hit: count('hit'), miss: count('miss') };
}

beforeAll(async () => {
  c = await startCluster(2);
  await c.waitReady(180_000);
  adminToken = await signInAdmin(c);
  newsIds = (await c.db.query<{ id: string }>('select id from news order by id limit 4')).rows.map(
    (r) => r.id,
  );
}, 240_000);

afterAll(async () => {
  await c?.cleanup();
}, 60_000);

describe('npm run cluster', () => {
  it('lists nginx and the instances in DATA_DIR/cluster.json, each on its own port', () => {
    const state = c.state();
    expect(state.instances).toHaveLength(2);
    expect(new Set(state.instances.map((i) => i.port)).size).toBe(2);
    for (const pid of [state.proxy.pid, ...state.instances.map((i) => i.pid)]) expect(alive(pid)).toBe(true);
  });

  it('caches anonymous pages in the proxy, passes compression through, never caches a signed-in call', async () => {
    const get = (headers: Record<string, string> = {}) =>
      call(c.port, 'GET', '/uz/', { headers: { 'accept-encoding': 'br', ...headers } });
    await get();
    const hit = await get();
    expect(hit.status).toBe(200);
    expect(hit.headers['x-cache']).toMatch(/HIT|UPDATING|STALE|REVALIDATED/);
    expect(hit.headers['content-encoding']).toBe('br');
    const me = await call(c.port, 'GET', '/uz/api/auth/me.json', { headers: bearer(adminToken) });
    const again = await call(c.port, 'GET', '/uz/api/auth/me.json', { headers: bearer(adminToken) });
    expect(me.status).toBe(200);
    expect(again.headers['x-cache']).toBe('BYPASS');
    // /metrics is the instances' own, not the proxy's.
    expect((await call(c.port, 'GET', '/metrics')).status).toBe(404);
  });

  it('counts a client by the address nginx saw: a forged X-Forwarded-For changes nothing', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const res = await call(c.port, 'POST', '/uz/api/auth/signin.json', {
        body: { username: `nobody${i}`, password: 'not the password' },
        headers: { 'x-forwarded-for': `192.0.2.${i + 1}`, forwarded: `for=192.0.2.${i + 1}` },
        localAddress: '127.0.8.1',
      });
      statuses.push(res.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
    // Another client of the same proxy is not refused.
    const other = await call(c.port, 'POST', '/uz/api/auth/signin.json', {
      body: { username: 'nobody', password: 'not the password' },
      localAddress: '127.0.8.2',
    });
    expect(other.status).toBe(400);
  });

  // What can go wrong is an old page kept by a cache: an instance's until the minute ends (60 s),
  // the proxy's for its stale-while-revalidate (30 s). The proxy's freshness is 1 s and one stale
  // answer while it revalidates: the new layout shows in about 1.5 s here, which this prints; the
  // bound (5 s) is far from both failures and from a busy machine's timing.
  it('shows a layout published through one instance through the proxy within seconds, not at the end of a cache', async () => {
    const [a] = c.state().instances;
    if (!a) throw new Error('no instance');
    const page = () => call(c.port, 'GET', '/uz/', { headers: { 'accept-encoding': 'identity' } });
    await page();
    expect((await page()).headers['x-cache']).toMatch(/HIT|UPDATING|STALE|REVALIDATED/);
    const text = `Янги сарлавҳа ${Date.now()}`;
    const published = await publishHeading(a.port, text);
    expect(published.status, published.body).toBe(200);
    const start = Date.now();
    const seen = await until(5_000, async () => (await page()).body.includes(text));
    console.log(`published layout seen through the proxy after ${Date.now() - start} ms`);
    expect(seen).toBe(true);
  });

  // Issue 26, "visible at once". A news page is kept by each instance until the minute ends and by
  // the proxy for a second (then stale while it revalidates). The publish starts with at least 20 s
  // left in the minute and the bound is 15 s: an instance that missed the invalidation would still
  // serve the old page when the bound ends, so this fails then; how long it took is printed
  // (`npm run bench`, section newsroom, measures it).
  it('shows a news title published through the newsroom on every instance and through the proxy; other cached pages stay', async () => {
    const [a, b] = c.state().instances;
    if (!a || !b) throw new Error('two instances expected');
    const id = newsIds[0] as string;
    const path = `/uz/news/${id}/`;
    const page = (port: number, p = path) =>
      call(port, 'GET', p, { headers: { 'accept-encoding': 'identity' } });
    while (msToNextMinute() < 20_000) await sleep(250);
    // Warm: each instance keeps the page (its second read is a cache hit), and the proxy has it.
    for (const port of [a.port, b.port]) {
      expect((await page(port)).status).toBe(200);
      await page(port, '/uz/channel/');
      const before = await pageLookups(port);
      expect((await page(port)).status).toBe(200);
      expect(await pageLookups(port)).toEqual({ hit: before.hit + 1, miss: before.miss });
    }
    await page(c.port);
    expect((await page(c.port)).headers['x-cache']).toMatch(/HIT|UPDATING|STALE|REVALIDATED/);

    const title = `Янги ном ${Date.now()}`;
    const published = await publishNewsTitle(a.port, adminToken, id, title);
    expect(published.status, published.body).toBe(200);
    const start = Date.now();
    const seen = await Promise.all(
      [
        ['proxy', c.port],
        ['instance a (published)', a.port],
        ['instance b', b.port],
      ].map(async ([name, port]) => {
        const ok = await until(15_000, async () => (await page(port as number)).body.includes(title));
        return `${name} ${ok ? `${Date.now() - start} ms` : 'never'}`;
      }),
    );
    console.log(`published news title seen: ${seen.join(', ')}`);
    expect(seen.filter((s) => s.endsWith('never'))).toEqual([]);
    // Exactly the tags it changes: the channel list, kept before the publish, is still a hit.
    for (const port of [a.port, b.port]) {
      const before = await pageLookups(port);
      expect((await page(port, '/uz/channel/')).status).toBe(200);
      expect(await pageLookups(port)).toEqual({ hit: before.hit + 1, miss: before.miss });
    }
  });

  it('carries the breaking-news banner raised on one instance to the open pages of the other, and into new pages', async () => {
    const [a, b] = c.state().instances;
    if (!a || !b) throw new Error('two instances expected');
    const listeners = [a, b].map((instance) => {
      const socket = io(`http://127.0.0.1:${instance.port}${PUBLIC_NAMESPACE}`, {
        path: '/uz/api/socket.io',
        transports: ['websocket'],
        forceNew: true,
      });
      const heard: (Breaking | null)[] = [];
      socket.on(BREAKING_EVENT, (message: { data: Breaking | null }) => heard.push(message.data));
      return { socket, heard };
    });
    try {
      expect(await until(10_000, () => listeners.every((l) => l.socket.connected))).toBe(true);
      const text = `Шошилинч ${Date.now()}`;
      const home = () => call(c.port, 'GET', '/uz/', { headers: { 'accept-encoding': 'identity' } });
      await home();
      const raised = await call(a.port, 'PUT', '/uz/api/newsroom/breaking.json', {
        body: {
          text: { uz: text },
          link: '/uz/news/',
          until: new Date(Date.now() + 3_600_000).toISOString(),
        },
        headers: bearer(adminToken),
      });
      expect(raised.status, raised.body).toBe(200);
      const banner = json<{ data: Breaking }>(raised).data;
      expect(
        await until(10_000, () => listeners.every((l) => l.heard.some((h) => h?._id === banner._id))),
      ).toBe(true);
      expect(await until(10_000, async () => (await home()).body.includes(text))).toBe(true);

      const lowered = await call(b.port, 'DELETE', '/uz/api/newsroom/breaking.json', {
        headers: bearer(adminToken),
      });
      expect(lowered.status, lowered.body).toBe(200);
      expect(await until(10_000, () => listeners.every((l) => l.heard.at(-1) === null))).toBe(true);
      expect(await until(10_000, async () => !(await home()).body.includes(text))).toBe(true);
    } finally {
      for (const l of listeners) l.socket.close();
    }
  });

  it('carries a chat message from a client of one instance to a client of the other', async () => {
    const [a, b] = c.state().instances;
    if (!a || !b) throw new Error('two instances expected');
    const one = chatClient(a.port, await signUp(c.port, '127.0.7.1', `chat${Date.now()}a`), 'general');
    const two = chatClient(b.port, await signUp(c.port, '127.0.7.2', `chat${Date.now()}b`), 'general');
    try {
      expect(await until(10_000, () => one.state.joins > 0 && two.state.joins > 0)).toBe(true);
      const text = `Салом ${Date.now()}`;
      const ack = await one.socket.timeout(5000).emitWithAck('chatMessage', { room: 'general', text });
      expect(ack.ok).toBe(true);
      expect(await until(5_000, () => two.state.received.includes(text))).toBe(true);
    } finally {
      one.socket.close();
      two.socket.close();
    }
  });

  it('loses no acknowledged write when an instance is killed (-9) under a burst; chat clients are back within 5 s', async () => {
    const [victim] = c.state().instances;
    if (!victim?.pid) throw new Error('no instance to kill');
    // Chat clients through the proxy: nginx spreads them over both instances.
    const tokens: string[] = [];
    for (let i = 0; i < 6; i++) tokens.push(await signUp(c.port, client(6, i), `sock${i}x${Date.now()}`));
    const chats = tokens.map((token) => chatClient(c.port, token, 'general'));
    expect(await until(10_000, () => chats.every((x) => x.state.joins > 0))).toBe(true);
    // Writers for the burst: accounts made beforehand.
    const writers: string[] = [];
    for (let i = 0; i < 8; i++) writers.push(await signUp(c.port, client(5, i), `wr${i}x${Date.now()}`));

    type Write = { kind: string; marker: string; item?: string; status: number; at: number };
    const writes: Write[] = [];
    const run = Date.now().toString(36);
    let killedAt = 0;
    let seq = 0;
    let etag = String(
      (await call(c.port, 'GET', '/uz/api/state/app.sitemap.json', { headers: bearer(adminToken) })).headers
        .etag,
    );
    const burstEnds = Date.now() + 7_000;

    const one = async (worker: number) => {
      while (Date.now() < burstEnds) {
        const n = seq++;
        const kind = ['signup', 'comment', 'form', 'like'][n % 4] as string;
        const marker = `${run}-${n}`;
        const at = Date.now();
        const from = client(10 + (n % 100), n);
        let res: Answer | null = null;
        try {
          if (kind === 'signup') {
            res = await call(c.port, 'POST', '/uz/api/auth/signup.json', {
              body: {
                username: `b${marker}`.replace(/-/g, ''),
                email: `b${marker}@example.uz`,
                password: `kuchli parol ${marker}`,
              },
              localAddress: from,
            });
          } else if (kind === 'comment') {
            res = await call(c.port, 'POST', `/uz/api/comment/news/${newsIds[n % newsIds.length]}.json`, {
              body: { content: `Изоҳ ${marker}` },
              headers: bearer(writers[worker % writers.length] ?? ''),
              localAddress: from,
            });
          } else if (kind === 'form') {
            res = await call(c.port, 'POST', `/uz/api/${c.product}/form/qabulxona.json`, {
              body: qabulxona(`Мурожаат ${marker}`),
              localAddress: from,
            });
          } else {
            res = await call(c.port, 'POST', `/uz/api/like/news/${newsIds[n % newsIds.length]}.json`, {
              localAddress: from,
            });
          }
        } catch {
          res = null;
        }
        writes.push({ kind, marker, item: newsIds[n % newsIds.length], status: res?.status ?? 0, at });
      }
    };
    // Layout saves: one editor, each save based on the last one's ETag.
    const layouts = async () => {
      while (Date.now() < burstEnds) {
        const marker = `${run}-layout-${seq++}`;
        const at = Date.now();
        try {
          const read = await call(c.port, 'GET', '/uz/api/state/app.sitemap.json', {
            headers: bearer(adminToken),
          });
          const { _id, ...doc } = json<{ data: Layout & { _id?: string } }>(read).data;
          etag = String(read.headers.etag);
          doc.layout.params.components.unshift({
            id: `l${seq}`,
            component: 'title',
            version: 1,
            params: { text: { uz: marker, oz: marker, ru: marker, en: marker }, level: 2 },
            container: doc.layout.params.components[0]?.container ?? 'main',
          } as never);
          const res = await call(c.port, 'PUT', '/uz/api/state/app.sitemap.json', {
            body: doc,
            headers: { ...bearer(adminToken), 'if-match': etag },
          });
          writes.push({ kind: 'layout', marker, status: res.status, at });
        } catch {
          writes.push({ kind: 'layout', marker, status: 0, at });
        }
      }
    };
    const killer = async () => {
      await sleep(2_000);
      killedAt = Date.now();
      process.kill(victim.pid as number, 'SIGKILL');
    };
    await Promise.all([...Array.from({ length: 12 }, (_, w) => one(w)), layouts(), killer()]);

    // Every acknowledged write is stored, whole.
    const ok = writes.filter((w) => w.status >= 200 && w.status < 300);
    const byStatus: Record<string, number> = {};
    for (const w of writes) byStatus[`${w.kind} ${w.status}`] = (byStatus[`${w.kind} ${w.status}`] ?? 0) + 1;
    console.log(`burst: ${writes.length} writes, ${ok.length} acknowledged, ${JSON.stringify(byStatus)}`);
    expect(ok.length).toBeGreaterThan(50);
    expect(writes.filter((w) => w.at > killedAt).length).toBeGreaterThan(10);
    const markers = (kind: string) => ok.filter((w) => w.kind === kind).map((w) => w.marker);
    const users = await c.db.query<{ username: string; profiles: number }>(
      `select u.username, (select count(*)::int from profiles p where p.user_id = u.id) as profiles
         from users u where u.username = any($1)`,
      [markers('signup').map((m) => `b${m}`.replace(/-/g, ''))],
    );
    expect(users.rows.length).toBe(markers('signup').length);
    // No half-applied sign-up, answered or not: every account of the burst has its profile.
    const whole = await c.db.query<{ profiles: number }>(
      `select (select count(*)::int from profiles p where p.user_id = u.id) as profiles
         from users u where u.username like $1`,
      [`b${run}%`.replace(/-/g, '')],
    );
    expect(whole.rows.length).toBeGreaterThanOrEqual(users.rows.length);
    expect(whole.rows.every((r) => r.profiles === 1)).toBe(true);
    const comments = await c.db.query<{ content: string }>(
      'select content from comments where content = any($1)',
      [markers('comment').map((m) => `Изоҳ ${m}`)],
    );
    expect(comments.rows.length).toBe(markers('comment').length);
    const forms = await c.db.query(`select id from form_submissions where payload->>'title' = any($1)`, [
      markers('form').map((m) => `Мурожаат ${m}`),
    ]);
    expect(forms.rows.length).toBe(markers('form').length);
    const likes = await c.db.query<{ item: string; n: number }>(
      `select item, count(*)::int as n from likes where db = 'news' group by item`,
    );
    const counted = await c.db.query<{ item: string; likes: number }>(
      `select item, likes from counters where db = 'news'`,
    );
    for (const item of newsIds) {
      const acknowledged = ok.filter((w) => w.kind === 'like' && w.item === item).length;
      const stored = likes.rows.find((r) => r.item === item)?.n ?? 0;
      // A like in flight at the kill may be stored without its answer; an answered one is never lost.
      expect(stored).toBeGreaterThanOrEqual(acknowledged);
      // The counter and the likes agree: no half-applied like.
      expect(counted.rows.find((r) => r.item === item)?.likes ?? 0).toBe(stored);
    }
    const revisions = await c.db.query<{ text: string }>(
      `select document::text as text from state_revisions where state = 'app.sitemap' and status = 'published'`,
    );
    for (const marker of markers('layout'))
      expect(revisions.rows.some((r) => r.text.includes(marker))).toBe(true);

    // After the kill the proxy answers from the other instance: no 5xx for what started later.
    const late = writes.filter((w) => w.at > killedAt + 500);
    expect(late.filter((w) => w.status >= 500 || w.status === 0)).toEqual([]);
    const pages = await Promise.all(
      Array.from({ length: 20 }, () => call(c.port, 'GET', '/uz/api/ready.json')),
    );
    expect(pages.map((p) => p.status).every((s) => s === 200)).toBe(true);

    // The chat clients of the killed instance are connected (and joined) again within 5 s.
    const dropped = chats.filter((x) => x.state.disconnectedAt > 0);
    expect(dropped.length).toBeGreaterThan(0);
    expect(dropped.length).toBeLessThan(chats.length);
    expect(await until(6_000, () => dropped.every((x) => x.state.reconnectedAt > 0))).toBe(true);
    for (const x of dropped)
      expect(x.state.reconnectedAt - x.state.disconnectedAt).toBeLessThanOrEqual(5_000);
    // And no message sent after they are back is lost, whichever instance they are on now.
    const fromDropped = `Қайтдим ${run}`;
    const fromKept = `Кутдим ${run}`;
    const kept = chats.find((x) => x.state.disconnectedAt === 0);
    expect(
      (
        await dropped[0]?.socket
          .timeout(5000)
          .emitWithAck('chatMessage', { room: 'general', text: fromDropped })
      )?.ok,
    ).toBe(true);
    expect(
      (await kept?.socket.timeout(5000).emitWithAck('chatMessage', { room: 'general', text: fromKept }))?.ok,
    ).toBe(true);
    expect(
      await until(5_000, () =>
        chats.every((x) => x.state.received.includes(fromDropped) && x.state.received.includes(fromKept)),
      ),
    ).toBe(true);
    for (const x of chats) x.socket.close();

    // The supervisor starts the killed instance again, on its port.
    expect(
      await until(60_000, () => {
        const again = c.state().instances.find((i) => i.name === victim.name);
        return !!again?.ready && again.pid !== victim.pid && again.restarts === 1;
      }),
    ).toBe(true);
  }, 120_000);

  it('drains an instance stopped with SIGTERM: no request fails, and it is not started again', async () => {
    const [, target] = c.state().instances;
    if (!target?.pid) throw new Error('no second instance');
    const answers: number[] = [];
    let stoppedAt = 0;
    const ends = Date.now() + 6_000;
    const reader = async (n: number) => {
      for (let i = 0; Date.now() < ends; i++) {
        const res =
          i % 3 === 0
            ? await call(c.port, 'POST', `/uz/api/like/news/${newsIds[i % newsIds.length]}.json`, {
                localAddress: client(200 + n, i),
              }).catch(() => null)
            : await call(c.port, 'GET', i % 2 ? '/uz/api/health.json' : `/uz/?n=${n}-${i}`).catch(() => null);
        answers.push(res?.status ?? 0);
      }
    };
    const stopper = async () => {
      await sleep(1_500);
      stoppedAt = Date.now();
      process.kill(target.pid as number, 'SIGTERM');
    };
    await Promise.all([...Array.from({ length: 8 }, (_, n) => reader(n)), stopper()]);
    expect(stoppedAt).toBeGreaterThan(0);
    expect(answers.length).toBeGreaterThan(100);
    expect(answers.filter((s) => s === 0 || s >= 500)).toEqual([]);
    expect(await until(15_000, () => !alive(target.pid))).toBe(true);
    await sleep(1_500);
    const after = c.state().instances.find((i) => i.name === target.name);
    expect(after).toMatchObject({ pid: null, ready: false, stopped: true });
  }, 60_000);

  it('stops nginx and every instance within 15 s of SIGTERM', async () => {
    const state = c.state();
    expect(state.instances.filter((i) => i.pid).length).toBeGreaterThan(0);
    const took = await c.stop();
    expect(took).toBeLessThanOrEqual(15_000);
    for (const pid of [state.proxy.pid, ...state.instances.map((i) => i.pid)]) expect(alive(pid)).toBe(false);
  }, 40_000);
});
