import { PUBLIC_NAMESPACE } from '@core/schemas/breaking';
import type { Server as SocketServer } from 'socket.io';

/**
 * How HTTP routes tell every open page something (the breaking-news banner, issue 26). The app
 * makes one before its routes; `attachPublic` fills it in with the socket.io server's public
 * namespace, whose Redis adapter carries the event to the pages connected to every instance.
 */
export class Broadcast {
  private target: ((event: string, payload: unknown) => void) | null = null;

  attach(target: (event: string, payload: unknown) => void): void {
    this.target = target;
  }

  /** Sends `event` to every page listening on the public namespace, on every instance. */
  emit(event: string, payload: unknown): void {
    this.target?.(event, payload);
  }
}

/** How many anonymous listeners one instance keeps at most (a flood gets refused, not served). */
export const PUBLIC_MAX_SOCKETS = 20_000;

/**
 * The public namespace (decision 036): any page may connect without a token, and only listens.
 * The namespace has no middleware of the chat's (`io.use` guards the main namespace only) and no
 * event handlers: anything a client sends there disconnects it. Its connections count against
 * `max` per instance. The server's `maxHttpBufferSize` (16 KB) and WebSocket-only transport apply.
 */
export function attachPublic(io: SocketServer, broadcast: Broadcast, max = PUBLIC_MAX_SOCKETS) {
  const nsp = io.of(PUBLIC_NAMESPACE);
  nsp.use((_socket, next) => {
    if (nsp.sockets.size >= max) return next(new Error('busy'));
    next();
  });
  nsp.on('connection', (socket) => {
    // Listeners only: a client that talks is not one of ours.
    socket.onAny(() => socket.disconnect(true));
  });
  broadcast.attach((event, payload) => {
    nsp.emit(event as never, payload as never);
  });
  return {
    get connections() {
      return nsp.sockets.size;
    },
  };
}
