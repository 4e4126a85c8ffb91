import type { Agent } from 'node:https';
import webpush from 'web-push';
import type { VapidKeys } from './vapid';

/** A browser's PushSubscription as stored. */
export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker (public/sw.js) shows: a notification opening `url`. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** Replaces an earlier notification with the same tag (a reminder sent twice shows once). */
  tag: string;
}

/** `sent`; `gone`: the push service no longer knows the subscription (404/410), delete it. */
export type PushOutcome = 'sent' | 'gone';

/**
 * Sends Web Push messages with web-push 3.6 (decision 043): the payload encrypted for the
 * subscription (RFC 8291, `aes128gcm`) and the request signed with the VAPID keys (RFC 8292).
 * A 404 or 410 answer is `gone`; any other failure throws.
 */
export class PushSender {
  constructor(
    readonly keys: VapidKeys,
    private readonly opts: { agent?: Agent; timeoutMs?: number } = {},
  ) {}

  async send(target: PushTarget, message: PushMessage, ttlSeconds = 15 * 60): Promise<PushOutcome> {
    try {
      await webpush.sendNotification(
        { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
        JSON.stringify(message),
        {
          vapidDetails: this.keys,
          TTL: ttlSeconds,
          urgency: 'high',
          contentEncoding: 'aes128gcm',
          timeout: this.opts.timeoutMs ?? 10_000,
          ...(this.opts.agent ? { agent: this.opts.agent } : {}),
        },
      );
      return 'sent';
    } catch (err) {
      if (err instanceof webpush.WebPushError && (err.statusCode === 404 || err.statusCode === 410))
        return 'gone';
      throw err;
    }
  }
}
