import type { Lang } from '@core/lang';
import { INTL_LOCALE } from '@core/lang';
import { escapeHtml } from '../ssr/seo';
import type { Letter } from './mailer';

const PRODUCT: Record<Lang, string> = { uz: 'Эфир', oz: 'Efir', ru: 'Эфир', en: 'Efir' };

/** The HTML of a letter: simple, readable without images, with a real link text. */
function html(lang: Lang, paragraphs: string[], link?: { href: string; text: string }): string {
  const body = paragraphs.map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`).join('\n');
  const button = link
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:12px 20px;background:#0b5cad;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(link.text)}</a></p>\n<p style="margin:0 0 16px;font-size:13px;color:#555">${escapeHtml(link.href)}</p>`
    : '';
  return `<!doctype html>
<html lang="${INTL_LOCALE[lang]}">
<head><meta charset="utf-8"><title>${escapeHtml(PRODUCT[lang])}</title></head>
<body style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;font-size:16px;line-height:1.5;color:#1a1a1a;max-width:560px;margin:0 auto;padding:24px">
${body}
${button}
<p style="margin:24px 0 0;font-size:13px;color:#555">${escapeHtml(PRODUCT[lang])}</p>
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
  const text = [...paragraphs, ...(link ? [link.href] : []), '', PRODUCT[lang]].join('\n\n');
  return { to, subject, text, html: html(lang, paragraphs, link) };
}

/** The password reset letter: a single-use link valid `minutes`. */
export function resetLetter(o: {
  lang: Lang;
  to: string;
  username: string;
  link: string;
  minutes: number;
}): Letter {
  const t = {
    uz: {
      subject: 'Эфир: паролни тиклаш',
      lines: [
        `Ассалому алайкум, ${o.username}!`,
        `Паролни тиклаш сўралди. Янги парол ўрнатиш учун ҳаволани очинг: у ${o.minutes} дақиқа ва фақат бир марта ишлайди.`,
        'Агар буни сиз сўрамаган бўлсангиз, хатни эътиборсиз қолдиринг: паролингиз ўзгармайди.',
      ],
      button: 'Янги парол ўрнатиш',
    },
    oz: {
      subject: 'Efir: parolni tiklash',
      lines: [
        `Assalomu alaykum, ${o.username}!`,
        `Parolni tiklash so‘raldi. Yangi parol o‘rnatish uchun havolani oching: u ${o.minutes} daqiqa va faqat bir marta ishlaydi.`,
        'Agar buni siz so‘ramagan bo‘lsangiz, xatni e’tiborsiz qoldiring: parolingiz o‘zgarmaydi.',
      ],
      button: 'Yangi parol o‘rnatish',
    },
    ru: {
      subject: 'Эфир: восстановление пароля',
      lines: [
        `Здравствуйте, ${o.username}!`,
        `Запрошено восстановление пароля. Откройте ссылку, чтобы задать новый пароль: она действует ${o.minutes} минут и только один раз.`,
        'Если вы этого не запрашивали, просто проигнорируйте письмо: пароль не изменится.',
      ],
      button: 'Задать новый пароль',
    },
    en: {
      subject: 'Efir: reset your password',
      lines: [
        `Hello, ${o.username}!`,
        `Someone asked to reset your password. Open the link to set a new one: it works for ${o.minutes} minutes, once.`,
        'If it was not you, ignore this letter: your password stays as it is.',
      ],
      button: 'Set a new password',
    },
  }[o.lang];
  return letter(o.lang, o.to, t.subject, t.lines, { href: o.link, text: t.button });
}

/** The notice that the password was changed (after a reset or a change). */
export function passwordChangedLetter(o: { lang: Lang; to: string; username: string }): Letter {
  const t = {
    uz: {
      subject: 'Эфир: паролингиз ўзгартирилди',
      lines: [
        `Ассалому алайкум, ${o.username}!`,
        'Ҳисобингиз пароли ўзгартирилди ва бошқа барча қурилмалардан чиқилди.',
        'Агар буни сиз қилмаган бўлсангиз, дарҳол «Паролни унутдингизми?» орқали паролни тикланг.',
      ],
    },
    oz: {
      subject: 'Efir: parolingiz o‘zgartirildi',
      lines: [
        `Assalomu alaykum, ${o.username}!`,
        'Hisobingiz paroli o‘zgartirildi va boshqa barcha qurilmalardan chiqildi.',
        'Agar buni siz qilmagan bo‘lsangiz, darhol «Parolni unutdingizmi?» orqali parolni tiklang.',
      ],
    },
    ru: {
      subject: 'Эфир: ваш пароль изменён',
      lines: [
        `Здравствуйте, ${o.username}!`,
        'Пароль вашей учётной записи изменён, все остальные сеансы завершены.',
        'Если это были не вы, сразу восстановите пароль через «Забыли пароль?».',
      ],
    },
    en: {
      subject: 'Efir: your password was changed',
      lines: [
        `Hello, ${o.username}!`,
        'The password of your account was changed and every other session was ended.',
        'If it was not you, reset the password at once with “Forgot password”.',
      ],
    },
  }[o.lang];
  return letter(o.lang, o.to, t.subject, t.lines);
}
