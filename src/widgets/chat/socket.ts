import { API_PREFIX } from '@core/api-prefix';
import type { Lang } from '@core/lang';
import type { ChatAck, ChatMessage } from '@core/schemas/live';
import type { Socket } from 'socket.io-client';

/** What the server sends on the chat socket (src/server/live/chat.ts). */
export interface ChatServerEvents {
  chatMessage: (message: ChatMessage) => void;
  chatDeleted: (deleted: { _id: string; room: string }) => void;
}

/** What the chat asks the server, each answered by an acknowledgement. */
export interface ChatClientEvents {
  join: (payload: { room: string }, ack: (answer: ChatAck<ChatMessage[]>) => void) => void;
  chatMessage: (payload: { room: string; text: string }, ack: (answer: ChatAck<ChatMessage>) => void) => void;
  chatDelete: (payload: { _id: string }, ack: (answer: ChatAck) => void) => void;
}

export type ChatSocket = Socket<ChatServerEvents, ChatClientEvents>;

/**
 * A chat socket, not yet connected: socket.io-client is its own chunk, loaded when a signed-in
 * user opens a chat. The handshake reads the token at every (re)connection, so a renewed token is
 * the one sent; the server refuses a connection without a valid one. After a reconnection (its
 * instance stopped, the network dropped) the chat joins its room again and reads the history.
 */
export async function openChatSocket(auth: { token: () => string | null; lang: Lang }): Promise<ChatSocket> {
  const { io } = await import('socket.io-client');
  return io({
    path: `${API_PREFIX}/socket.io`,
    autoConnect: false,
    // WebSocket from the first packet: any instance behind the balancer can take it, with no
    // sticky sessions (long-polling would spread one session's requests over instances).
    transports: ['websocket'],
    auth: (send) => send({ token: auth.token(), lang: auth.lang }),
  });
}
