import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A real SMTP server in the test process: every accepted message, parsed. */
export async function startSmtp(opts: { refuse?: (to: string) => boolean } = {}) {
  const messages: ParsedMail[] = [];
  const waiting: ((m: ParsedMail) => void)[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo(address, _session, callback) {
      if (opts.refuse?.(address.address)) return callback(new Error('550 no such mailbox'));
      callback();
    },
    onData(stream, _session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push(mail);
          for (const w of waiting.splice(0)) w(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    /** The next message (or one already received to `to`). */
    next(to?: string, timeoutMs = 5000): Promise<ParsedMail> {
      const found = messages.find((m) => !to || (m.to && JSON.stringify(m.to).includes(to)));
      if (found) {
        messages.splice(messages.indexOf(found), 1);
        return Promise.resolve(found);
      }
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no mail to ${to} in ${timeoutMs} ms`)), timeoutMs);
        const check = (m: ParsedMail) => {
          if (to && !JSON.stringify(m.to).includes(to)) return void waiting.push(check);
          clearTimeout(timer);
          messages.splice(messages.indexOf(m), 1);
          resolve(m);
        };
        waiting.push(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
