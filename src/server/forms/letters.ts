import type { Lang } from '@core/lang';
import type { SubmissionStatus } from '@core/schemas/forms';
import { tashkentDateTime } from '@core/time';
import { letter } from '../mail/letters';
import type { Letter } from '../mail/mailer';
import { isTextKey, text } from '../texts';

/** The name of a form as people read it (the form pages' own, `kit.requests:forms.*`), else its id. */
function formName(form: string, lang: Lang): string {
  const key = `kit.requests:forms.${form}`;
  return isTextKey(key) ? text(lang, key) : form;
}

/** The newsroom's notice of a new submission (in Uzbek, the portal's language), with its link. */
export function newSubmissionLetter(o: {
  to: string;
  form: string;
  title: string;
  sender: string;
  link: string;
  at: Date;
}): Letter {
  const lang = 'uz';
  const form = formName(o.form, lang);
  return letter(
    lang,
    o.to,
    text(lang, 'letters.newSubmission.subject', { form }),
    [
      text(lang, 'letters.newSubmission.came', { form, title: o.title }),
      text(lang, 'letters.newSubmission.sender', { sender: o.sender, time: tashkentDateTime(o.at) }),
    ],
    { href: o.link, text: text(lang, 'letters.newSubmission.button') },
  );
}

/**
 * The sender's notice that the newsroom changed the status or answered, in the sender's language.
 * The status is the one the pages' tables show (`kit.requests:status.*`).
 */
export function answerLetter(o: {
  lang: Lang;
  to: string;
  form: string;
  title: string;
  status: SubmissionStatus;
  answer: string | null;
  link: string | null;
}): Letter {
  const { lang } = o;
  const vars = {
    form: formName(o.form, lang),
    title: o.title,
    status: text(lang, `kit.requests:status.${o.status}`),
  };
  const lines = [text(lang, 'letters.answer.status', vars)];
  if (o.answer) lines.push(text(lang, 'letters.answer.answer'), o.answer);
  return letter(
    lang,
    o.to,
    text(lang, 'letters.answer.subject', vars),
    lines,
    o.link ? { href: o.link, text: text(lang, 'letters.answer.button') } : undefined,
  );
}
