import { resolve } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { API_PREFIX } from '@core/api-prefix';
import type { ChatAck, ChatMessage } from '@core/schemas/live';
import { io as connectSocket, type Socket } from 'socket.io-client';

/**
 * The chat bench's clients' process (forked by `measureChat` in chat.ts, with the options as
 * argv[2]): connects the sockets, joins the room, and on `send` sends the messages from the first
 * socket and times each one's way to every client, on this process's clock.
 */

const SCRIPT = fileURLToPath(import.meta.url);
// The general room (spec §7; issue 25): a room is `general` or a channel's id.
const ROOM = 'general';
const TEXT = 'bench message ';
/** Per step (connecting everyone, one message reaching everyone): past this the bench gives up. */
const STEP_TIMEOUT_MS = 30_000;

export interface ClientsOptions {
  origins: string[];
  token: string;
  clients: number;
  messages: number;
  gapMs: number;
}

export type ToClients = { type: 'send' } | { type: 'close' };
export type FromClients =
  | { type: 'connected'; connectMs: number; perConnect: number[]; joinMs: number }
  | {
      type: 'result';
      /** Send → receipt, ms: clients of the sender's instance, of the other one. */
      same: number[];
      other: number[];
      /** Per message: send → the last client's receipt, and the sender's acknowledgement. */
      toAll: number[];
      acks: number[];
      missing: number;
    }
  | { type: 'error'; message: string };

const nextCommand = (type: ToClients['type']) =>
  new Promise<void>((done) => {
    const on = (message: ToClients) => {
      if (message.type !== type) return;
      process.off('message', on);
      done();
    };
    process.on('message', on);
  });

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what}: nothing in ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

async function runClients(opts: ClientsOptions) {
  const tell = (message: FromClients) => process.send?.(message);
  const sockets: Socket[] = [];
  try {
    const perConnect: number[] = [];
    const start = performance.now();
    await within(
      Promise.all(
        Array.from(
          { length: opts.clients },
          (_, i) =>
            new Promise<void>((done, fail) => {
              const t0 = performance.now();
              const socket = connectSocket(opts.origins[i % opts.origins.length] as string, {
                path: `${API_PREFIX}/socket.io`,
                auth: { token: opts.token, lang: 'en' },
                transports: ['websocket'],
                forceNew: true,
                reconnection: false,
              });
              sockets.push(socket);
              socket.once('connect', () => {
                perConnect.push(performance.now() - t0);
                done();
              });
              socket.once('connect_error', fail);
            }),
        ),
      ),
      STEP_TIMEOUT_MS,
      'connecting',
    );
    const connectMs = performance.now() - start;
    const joinStart = performance.now();
    await Promise.all(
      sockets.map(async (socket) => {
        const ack = (await socket.timeout(STEP_TIMEOUT_MS).emitWithAck('join', { room: ROOM })) as ChatAck;
        if (!ack.ok) throw new Error(`join refused: ${ack.message}`);
      }),
    );
    tell({ type: 'connected', connectMs, perConnect, joinMs: performance.now() - joinStart });
    await nextCommand('send');

    const sentAt: number[] = [];
    const received: number[] = [];
    const reachedAll: Array<() => void> = [];
    const same: number[] = [];
    const other: number[] = [];
    const toAll: number[] = [];
    sockets.forEach((socket, i) => {
      const local = i % opts.origins.length === 0;
      socket.on('chatMessage', (message: ChatMessage) => {
        const at = performance.now();
        if (!message.text.startsWith(TEXT)) return;
        const n = Number(message.text.slice(TEXT.length));
        const t0 = sentAt[n];
        if (t0 === undefined) return;
        (local ? same : other).push(at - t0);
        received[n] = (received[n] ?? 0) + 1;
        if (received[n] === opts.clients) {
          toAll.push(at - t0);
          reachedAll[n]?.();
        }
      });
    });
    const sender = sockets[0] as Socket;
    const acks: number[] = [];
    let missing = 0;
    for (let n = 0; n < opts.messages; n++) {
      const everyone = new Promise<void>((done) => {
        reachedAll[n] = done;
      });
      const t0 = performance.now();
      sentAt[n] = t0;
      const ack = (await sender
        .timeout(STEP_TIMEOUT_MS)
        .emitWithAck('chatMessage', { room: ROOM, text: `${TEXT}${n}` })) as ChatAck;
      acks.push(performance.now() - t0);
      if (!ack.ok) throw new Error(`message ${n} refused: ${ack.message}`);
      try {
        await within(everyone, STEP_TIMEOUT_MS, `message ${n}`);
      } catch {
        missing += opts.clients - (received[n] ?? 0);
      }
      await new Promise((done) => setTimeout(done, opts.gapMs));
    }
    tell({ type: 'result', same, other, toAll, acks, missing });
    await nextCommand('close');
  } catch (err) {
    tell({ type: 'error', message: err instanceof Error ? err.message : String(err) });
    process.exitCode = 1;
  } finally {
    for (const socket of sockets) socket.disconnect();
    process.disconnect?.();
    // Nothing should hold the process open now; if something does, do not keep the bench waiting.
    setTimeout(() => process.exit(), 2000).unref();
  }
}

if (process.argv[1] && resolve(process.argv[1]) === SCRIPT) {
  void runClients(JSON.parse(process.argv[2] ?? '{}') as ClientsOptions);
}
