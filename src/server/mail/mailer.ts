import { randomBytes } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../config';

/** One letter: plain text and HTML bodies of the same content. */
export interface Letter {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** Sends letters; a failure rejects, and the caller decides what it means. */
export interface Mailer {
  send(letter: Letter): Promise<void>;
  close(): Promise<void>;
}

export interface MailLog {
  info(obj: object, msg: string): void;
}

/**
 * The mail transport (issue 6): nodemailer over SMTP when SMTP_URL is set; otherwise every letter
 * is written as a real MIME message to `DATA_DIR/outbox/mail/*.eml` and its path and link-bearing
 * subject logged, so a demo or development installation works without a mail server.
 */
export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: MailLog): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl, { from: config.mailFrom });
    return {
      async send(letter) {
        await transport.sendMail({ from: config.mailFrom, ...letter });
      },
      async close() {
        transport.close();
      },
    };
  }
  const dir = join(config.dataDir, 'outbox', 'mail');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(letter) {
      const info = await transport.sendMail({ from: config.mailFrom, ...letter });
      mkdirSync(dir, { recursive: true });
      const file = join(dir, `${Date.now()}-${randomBytes(4).toString('hex')}.eml`);
      writeFileSync(file, info.message as Buffer);
      log.info({ to: letter.to, subject: letter.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
    async close() {},
  };
}
