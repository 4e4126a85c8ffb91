import { API_PREFIX } from '@core/api-prefix';
import { DEVICE_HEADER } from '@core/reminders';
import type { PushSubscriptionJson, Reminder } from '@core/schemas/reminders';

/** Local storage key of this browser's device key (decision 043). */
export const DEVICE_KEY = 'efir.device';

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/**
 * This browser's device key: 32 random bytes made once and kept in local storage. It owns the
 * reminders set without an account (the server keeps its hash); null where storage is closed.
 */
export function deviceKey(): string | null {
  try {
    const stored = localStorage.getItem(DEVICE_KEY);
    if (stored && /^[A-Za-z0-9_-]{32,128}$/.test(stored)) return stored;
    const made = base64url(crypto.getRandomValues(new Uint8Array(32)));
    localStorage.setItem(DEVICE_KEY, made);
    return made;
  } catch {
    return null;
  }
}

/** The headers of a reminders call: the device key, and the session's bearer when signed in. */
export function reminderHeaders(token: string | null): Record<string, string> {
  const key = deviceKey();
  return {
    ...(key ? { [DEVICE_HEADER]: key } : {}),
    ...(token ? { authorization: `Bearer ${token}` } : {}),
  };
}

export const REMINDERS_PATH = 'my-efir/reminders.json';
export const reminderPath = (id: string) => `my-efir/reminders/${encodeURIComponent(id)}.json`;

/**
 * The owner's reminders (GET with the device header, which the runtime's reads do not send).
 * Rejects with the status on a failed answer.
 */
export async function readReminders(token: string | null, lang: string): Promise<Reminder[]> {
  const response = await fetch(`${API_PREFIX}/${REMINDERS_PATH}?lang=${lang}`, {
    headers: { accept: 'application/json', ...reminderHeaders(token) },
    cache: 'no-store',
  });
  if (!response.ok) throw Object.assign(new Error(`HTTP ${response.status}`), { status: response.status });
  return ((await response.json()) as { data: Reminder[] }).data;
}

/** What the browser offers for push: none, refused by the visitor, or available. */
export type PushSupport = 'unsupported' | 'denied' | 'default' | 'granted';

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined' || !('serviceWorker' in navigator) || !('PushManager' in window))
    return 'unsupported';
  if (typeof Notification === 'undefined') return 'unsupported';
  return Notification.permission;
}

const keyBytes = (base64: string) => {
  const raw = atob(
    base64
      .replace(/-/g, '+')
      .replace(/_/g, '/')
      .padEnd(Math.ceil(base64.length / 4) * 4, '='),
  );
  return Uint8Array.from(raw, (c) => c.charCodeAt(0));
};

/**
 * Turns push on for this device, AFTER the visitor said yes to the site's own prompt: registers
 * the service worker (/sw.js), asks the browser's permission, subscribes with the server's VAPID
 * key and stores the subscription. Resolves false when the visitor refused the browser's prompt.
 */
export async function enablePush(
  send: (method: 'PUT', path: string, body: unknown, headers: Record<string, string>) => Promise<unknown>,
  token: string | null,
): Promise<boolean> {
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return false;
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  await navigator.serviceWorker.ready;
  const response = await fetch(`${API_PREFIX}/push/key.json`, { headers: { accept: 'application/json' } });
  const { publicKey } = (await response.json()) as { publicKey: string };
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await send(
    'PUT',
    'push/subscription.json',
    subscription.toJSON() as PushSubscriptionJson,
    reminderHeaders(token),
  );
  return true;
}
