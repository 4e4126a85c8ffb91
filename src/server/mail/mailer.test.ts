import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSmtp } from '../../../tests/api/smtp';
import { ConfigError, loadConfig } from '../config';
import { passwordChangedLetter, resetLetter } from './letters';
import { createMailer } from './mailer';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp({ refuse: (to) => to.startsWith('bounce@') });
});
afterAll(() => smtp.close());

const quiet = { info() {} };

describe('mail', () => {
  it('sends letters in each language over SMTP, text and HTML, Cyrillic intact', async () => {
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'Efir <no-reply@efir.uz>', dataDir: '/nonexistent' },
      quiet,
    );
    for (const lang of ['uz', 'oz', 'ru', 'en'] as const) {
      const to = `${lang}@example.uz`;
      await mailer.send(
        resetLetter({
          lang,
          to,
          username: 'Азиз <b>',
          link: 'https://efir.uz/uz/password/reset/abc/',
          minutes: 60,
        }),
      );
      const mail = await smtp.next(to);
      expect(mail.from?.value[0]).toMatchObject({ name: 'Efir', address: 'no-reply@efir.uz' });
      expect(mail.text).toContain('https://efir.uz/uz/password/reset/abc/');
      expect(mail.html).toContain('href="https://efir.uz/uz/password/reset/abc/"');
      expect(mail.html).toContain('Азиз &lt;b&gt;');
      expect(mail.html).toContain(`lang="${{ uz: 'uz-Cyrl', oz: 'uz-Latn', ru: 'ru', en: 'en' }[lang]}"`);
      if (lang === 'oz') expect(mail.text).not.toMatch(/[ЎўҚқҒғҲҳ]/);
      if (lang === 'uz') expect(mail.subject).toBe('Эфир: паролни тиклаш');
    }
    await mailer.close();
  });

  it('rejects when the server refuses the recipient or is down', async () => {
    const mailer = createMailer(
      { smtpUrl: smtp.url, mailFrom: 'Efir <no-reply@efir.uz>', dataDir: '/x' },
      quiet,
    );
    await expect(
      mailer.send(passwordChangedLetter({ lang: 'en', to: 'bounce@example.uz', username: 'x' })),
    ).rejects.toThrow();
    const down = createMailer({ smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'a@b.uz', dataDir: '/x' }, quiet);
    await expect(
      down.send(passwordChangedLetter({ lang: 'en', to: 'a@example.uz', username: 'x' })),
    ).rejects.toThrow();
  });

  it('writes real .eml files to the outbox without SMTP_URL, and logs the path', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'efir-mail-'));
    const logged: { file?: string }[] = [];
    const mailer = createMailer(
      { smtpUrl: null, mailFrom: 'Efir <no-reply@efir.uz>', dataDir: dir },
      {
        info: (o) => logged.push(o as { file?: string }),
      },
    );
    await mailer.send(
      resetLetter({
        lang: 'ru',
        to: 'a@example.uz',
        username: 'Азиз',
        link: 'https://efir.uz/r/',
        minutes: 60,
      }),
    );
    const files = readdirSync(join(dir, 'outbox', 'mail'));
    expect(files[0]).toMatch(/\.eml$/);
    const mail = await simpleParser(readFileSync(join(dir, 'outbox', 'mail', files[0] ?? '')));
    expect(mail.subject).toBe('Эфир: восстановление пароля');
    expect(mail.text).toContain('Здравствуйте, Азиз!');
    expect(logged[0]?.file).toBe(join(dir, 'outbox', 'mail', files[0] ?? ''));
    rmSync(dir, { recursive: true, force: true });
  });

  it('reads SMTP_URL and MAIL_FROM at start', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(ConfigError);
    expect(loadConfig({ PUBLIC_URL: 'https://efir.uz' }).mailFrom).toBe('Efir <no-reply@efir.uz>');
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.uz:465' }).smtpUrl).toBe('smtps://u:p@mail.uz:465');
  });
});
