import { Catalogue } from '@core/i18n/catalogue';
import enChrome from '@core/i18n/chrome/en.json';
import ozChrome from '@core/i18n/chrome/oz.json';
import ruChrome from '@core/i18n/chrome/ru.json';
import uzChrome from '@core/i18n/chrome/uz.json';
import type { KeysOf as Keys } from '@core/i18n/keys';
import { I18NEXT_FALLBACK, I18NEXT_LNG } from '@core/i18n/resources';
import type { Lang } from '@core/lang';
import enAccount from '@widgets/_kit/account/texts/en.json';
import ozAccount from '@widgets/_kit/account/texts/oz.json';
import ruAccount from '@widgets/_kit/account/texts/ru.json';
import uzAccount from '@widgets/_kit/account/texts/uz.json';
import enForms from '@widgets/_kit/forms/texts/en.json';
import ozForms from '@widgets/_kit/forms/texts/oz.json';
import ruForms from '@widgets/_kit/forms/texts/ru.json';
import uzForms from '@widgets/_kit/forms/texts/uz.json';
import enRequests from '@widgets/_kit/requests/texts/en.json';
import ozRequests from '@widgets/_kit/requests/texts/oz.json';
import ruRequests from '@widgets/_kit/requests/texts/ru.json';
import uzRequests from '@widgets/_kit/requests/texts/uz.json';
import enPhone from '@widgets/phoneConfirm/texts/en.json';
import ozPhone from '@widgets/phoneConfirm/texts/oz.json';
import ruPhone from '@widgets/phoneConfirm/texts/ru.json';
import uzPhone from '@widgets/phoneConfirm/texts/uz.json';
import enPoll from '@widgets/poll/texts/en.json';
import ozPoll from '@widgets/poll/texts/oz.json';
import ruPoll from '@widgets/poll/texts/ru.json';
import uzPoll from '@widgets/poll/texts/uz.json';
import type { FastifyRequest } from 'fastify';
import { requestLang } from './lang';
import en from './texts/en.json';
import oz from './texts/oz.json';
import ru from './texts/ru.json';
import uz from './texts/uz.json';

/**
 * Every text the server says to people, in one place (issue 23, decision 006): the messages of its
 * answers, the letters and the SMS are `src/server/texts/{uz,oz,ru,en}.json` (i18next's JSON, like the
 * browser's catalogue: `{{name}}` values, `_one`/`_few`/`_many`/`_other` plural forms where a
 * language needs them), read through `text(lang, key, vars)` or `say(request, key, vars)` only.
 *
 * Texts the server shares with the browser are not copied but read from the browser catalogue,
 * loaded here under its namespaces' names (`<namespace>:<key>`, while the server's own keys have no
 * namespace): form names, submission statuses and form errors (`kit.requests:forms.*`,
 * `kit.requests:status.*`, `kit.requests:errors.*`), the site's name and description (`chrome:site.*`),
 * the registration prompt (`kit.account:registration.prompt`), the wrong code
 * (`phoneConfirm:me.phone.wrong`), the password rule (`kit.forms:password.mismatch`) and the poll's
 * 'Choice answer' (`poll:poll.choose`): each namespace where its widget, kit or the chrome keeps it.
 *
 * Keys are typed from the Uzbek Cyrillic files, so a key that does not exist fails the typecheck;
 * tests/unit/server-texts.test.ts checks that the four languages have the same keys, values and
 * plural forms.
 */

/** The browser catalogue's namespaces the server reads (see above). */
const SHARED = {
  uz: {
    chrome: uzChrome,
    'kit.requests': uzRequests,
    'kit.account': uzAccount,
    'kit.forms': uzForms,
    phoneConfirm: uzPhone,
    poll: uzPoll,
  },
  oz: {
    chrome: ozChrome,
    'kit.requests': ozRequests,
    'kit.account': ozAccount,
    'kit.forms': ozForms,
    phoneConfirm: ozPhone,
    poll: ozPoll,
  },
  ru: {
    chrome: ruChrome,
    'kit.requests': ruRequests,
    'kit.account': ruAccount,
    'kit.forms': ruForms,
    phoneConfirm: ruPhone,
    poll: ruPoll,
  },
  en: {
    chrome: enChrome,
    'kit.requests': enRequests,
    'kit.account': enAccount,
    'kit.forms': enForms,
    phoneConfirm: enPhone,
    poll: enPoll,
  },
} satisfies Record<Lang, Record<string, unknown>>;

const SERVER = { uz, oz, ru, en } satisfies Record<Lang, Record<string, unknown>>;

/** A key of the server's texts, or (`<namespace>:…`) of a namespace of the browser catalogue above. */
export type TextKey =
  | Keys<typeof uz>
  | {
      [Ns in keyof (typeof SHARED)['uz']]: `${Ns}:${Keys<(typeof SHARED)['uz'][Ns]>}`;
    }[keyof (typeof SHARED)['uz']];

/** Values put into a text's `{{name}}`s; `count` also picks the plural form. */
export type TextVars = Record<string, string | number>;

const instance = new Catalogue({
  resources: Object.fromEntries(
    (Object.keys(I18NEXT_LNG) as Lang[]).map((lang) => [
      I18NEXT_LNG[lang],
      { server: SERVER[lang], ...SHARED[lang] },
    ]),
  ),
  lng: I18NEXT_LNG.uz,
  defaultNS: 'server',
  // Fallbacks never put Cyrillic on a Latin page (design §6); every key is in every language anyway.
  fallback: I18NEXT_FALLBACK,
});

/** The catalogue's `t` of each language, untyped here: the keys are typed by `TextKey` instead. */
const T = Object.fromEntries(
  (Object.keys(I18NEXT_LNG) as Lang[]).map((lang) => [lang, instance.getFixedT(I18NEXT_LNG[lang])]),
) as Record<Lang, (key: string, options?: TextVars) => string>;

/** The text `key` in `lang`, with its `{{name}}`s filled from `vars`. */
export function text(lang: Lang, key: TextKey, vars?: TextVars): string {
  return T[lang](key, vars);
}

/** The text `key` in the request's language (`?lang=` or the `efir_lang` cookie, src/server/lang.ts). */
export function say(request: FastifyRequest, key: TextKey, vars?: TextVars): string {
  return text(requestLang(request), key, vars);
}

/** Whether `key` names a text (for keys made from data, e.g. a form's name). */
export function isTextKey(key: string): key is TextKey {
  return instance.exists(key, { lng: I18NEXT_LNG.uz, fallback: false });
}
