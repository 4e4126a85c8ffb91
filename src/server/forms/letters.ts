import type { Lang } from '@core/lang';
import type { SubmissionStatus } from '@core/schemas/forms';
import { tashkentDateTime } from '@core/time';
import { letter } from '../mail/letters';
import type { Letter } from '../mail/mailer';
import { formTitle, STATUS_TEXT } from './messages';

/** The newsroom's notice of a new submission (in Uzbek, the portal's language), with its link. */
export function newSubmissionLetter(o: {
  to: string;
  form: string;
  title: string;
  sender: string;
  link: string;
  at: Date;
}): Letter {
  const form = formTitle(o.form, 'uz') ?? o.form;
  return letter(
    'uz',
    o.to,
    `Эфир: янги сўров — ${form}`,
    [
      `«${form}» формаси орқали янги сўров келди: «${o.title}».`,
      `Юборувчи: ${o.sender}. Вақти: ${tashkentDateTime(o.at)} (Тошкент вақти).`,
    ],
    { href: o.link, text: 'Сўровни очиш' },
  );
}

/** The sender's notice that the newsroom changed the status or answered, in the sender's language. */
export function answerLetter(o: {
  lang: Lang;
  to: string;
  form: string;
  title: string;
  status: SubmissionStatus;
  answer: string | null;
  link: string | null;
}): Letter {
  const form = formTitle(o.form, o.lang) ?? o.form;
  const status = STATUS_TEXT[o.status][o.lang];
  const t = {
    uz: {
      subject: `Эфир: сўровингиз — ${status}`,
      lines: [`«${form}» орқали юборилган «${o.title}» сўровингиз ҳолати: ${status}.`],
      answer: 'Таҳририят жавоби:',
      button: 'Сўровларим',
    },
    oz: {
      subject: `Efir: so‘rovingiz — ${status}`,
      lines: [`«${form}» orqali yuborilgan «${o.title}» so‘rovingiz holati: ${status}.`],
      answer: 'Tahririyat javobi:',
      button: 'So‘rovlarim',
    },
    ru: {
      subject: `Эфир: ваш запрос — ${status}`,
      lines: [`Статус вашего запроса «${o.title}» (форма «${form}»): ${status}.`],
      answer: 'Ответ редакции:',
      button: 'Мои запросы',
    },
    en: {
      subject: `Efir: your request — ${status}`,
      lines: [`Your request “${o.title}” (${form}) is now: ${status}.`],
      answer: 'The newsroom’s answer:',
      button: 'My requests',
    },
  }[o.lang];
  const lines = o.answer ? [...t.lines, t.answer, o.answer] : t.lines;
  return letter(o.lang, o.to, t.subject, lines, o.link ? { href: o.link, text: t.button } : undefined);
}
