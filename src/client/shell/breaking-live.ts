import { API_PREFIX } from '@core/api-prefix';
import { BREAKING_EVENT, PUBLIC_NAMESPACE } from '@core/breaking';
import type { Breaking } from '@core/schemas/breaking';

/**
 * The page's ear on the public socket.io namespace (decision 036): no token, listen only. Its own
 * chunk (and socket.io-client another), loaded once the page is idle. Returns the way to hang up.
 */
export function listenForBreaking(on: {
  changed: (data: Breaking | null) => void;
  connected: () => void;
}): () => void {
  let socket: { disconnect(): void } | null = null;
  let stopped = false;
  void import('socket.io-client').then(({ io }) => {
    if (stopped) return;
    const s = io(PUBLIC_NAMESPACE, {
      path: `${API_PREFIX}/socket.io`,
      // WebSocket only, as the chat (decision 024): any instance behind the balancer takes it.
      transports: ['websocket'],
    });
    // The page's banner is as new as its render (a cached page: up to a minute): on every
    // connection, the first one too, it is read again (a 304 most times).
    s.on('connect', on.connected);
    s.on(BREAKING_EVENT, (payload: { data?: Breaking | null } | null) => on.changed(payload?.data ?? null));
    socket = s;
  });
  return () => {
    stopped = true;
    socket?.disconnect();
  };
}
