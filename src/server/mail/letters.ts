import { INTL_LOCALE, type Lang } from '@core/lang';
import { escapeHtml } from '../ssr/seo';
import { text } from '../texts';
import type { Letter } from './mailer';

/** The HTML of a letter: simple, readable without images, with a real link text. */
function html(lang: Lang, paragraphs: string[], link?: { href: string; text: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(link.text)}</a></p>\n<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html>
<html lang="${INTL_LOCALE[lang]}">
<head><meta charset="utf-8"><title>${escapeHtml(text(lang, 'chrome:site.name'))}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">
${body}
${button}
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(text(lang, 'chrome:site.name'))}</p>
</body>
</html>`;
}

export function letter(
  lang: Lang,
  to: string,
  subject: string,
  paragraphs: string[],
  link?: { href: string; text: string },
): Letter {
  const plain = [...paragraphs, ...(link ? [link.href] : []), '', text(lang, 'chrome:site.name')].join(
    '\n\n',
  );
  return { to, subject, text: plain, html: html(lang, paragraphs, link) };
}

/** The password reset letter: a single-use link valid `minutes`. */
export function resetLetter(o: {
  lang: Lang;
  to: string;
  username: string;
  link: string;
  minutes: number;
}): Letter {
  const { lang } = o;
  return letter(
    lang,
    o.to,
    text(lang, 'letters.reset.subject'),
    [
      text(lang, 'letters.greeting', { name: o.username }),
      text(lang, 'letters.reset.link', { count: o.minutes }),
      text(lang, 'letters.reset.ignore'),
    ],
    { href: o.link, text: text(lang, 'letters.reset.button') },
  );
}

/** The notice that the password was changed (after a reset or a change). */
export function passwordChangedLetter(o: { lang: Lang; to: string; username: string }): Letter {
  const { lang } = o;
  return letter(lang, o.to, text(lang, 'letters.passwordChanged.subject'), [
    text(lang, 'letters.greeting', { name: o.username }),
    text(lang, 'letters.passwordChanged.done'),
    text(lang, 'letters.passwordChanged.notYou'),
  ]);
}
