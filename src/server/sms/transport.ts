import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Config, SmsGateway } from '../config';

/** Sends one SMS to an E.164 number; a failure rejects. */
export interface SmsTransport {
  send(message: { to: string; text: string }): Promise<void>;
}

export interface SmsLog {
  info(obj: object, msg: string): void;
}

/** Fills a body template: JSON-escaped for JSON bodies, URL-encoded for forms. */
export function fillTemplate(
  template: string,
  values: Record<string, string>,
  contentType: SmsGateway['contentType'],
): string {
  const encode =
    contentType === 'application/json'
      ? (v: string) => JSON.stringify(v).slice(1, -1)
      : (v: string) => encodeURIComponent(v);
  return template.replace(/\{(to|to_digits|text|id|from)\}/g, (_, name: string) =>
    encode(values[name] ?? ''),
  );
}

/** An HTTP SMS gateway (Eskiz, Play Mobile and the like): one request per message. */
export function httpGateway(gateway: SmsGateway, timeoutMs = 10_000): SmsTransport {
  return {
    async send({ to, text }) {
      const body = fillTemplate(
        gateway.body,
        { to, to_digits: to.replace(/^\+/, ''), text, id: randomUUID(), from: gateway.from },
        gateway.contentType,
      );
      const headers: Record<string, string> = { 'content-type': gateway.contentType };
      if (gateway.auth?.kind === 'basic') {
        headers.authorization = `Basic ${Buffer.from(`${gateway.auth.user}:${gateway.auth.password}`).toString('base64')}`;
      } else if (gateway.auth?.kind === 'bearer') {
        headers.authorization = `Bearer ${gateway.auth.token}`;
      }
      let res: Response;
      try {
        res = await fetch(gateway.url, {
          method: gateway.method,
          headers,
          body,
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (err) {
        throw new Error(
          `SMS gateway unreachable: ${(err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message}`,
        );
      }
      if (!res.ok) {
        const excerpt = (await res.text().catch(() => '')).slice(0, 200);
        throw new Error(`SMS gateway answered ${res.status}: ${excerpt}`);
      }
    },
  };
}

/** The default transport: each SMS as `DATA_DIR/outbox/sms/*.json` `{to, text, sentAt}`, logged. */
export function smsOutbox(dataDir: string, log: SmsLog): SmsTransport {
  const dir = join(dataDir, 'outbox', 'sms');
  return {
    async send({ to, text }) {
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.json`);
      writeFileSync(file, `${JSON.stringify({ to, text, sentAt: new Date().toISOString() }, null, 2)}\n`);
      log.info({ to, file }, 'SMS written to the outbox (no SMS_GATEWAY_URL)');
    },
  };
}

/** The gateway of SMS_GATEWAY_URL, or the file outbox. */
export function createSmsTransport(config: Pick<Config, 'sms' | 'dataDir'>, log: SmsLog): SmsTransport {
  return config.sms ? httpGateway(config.sms) : smsOutbox(config.dataDir, log);
}
