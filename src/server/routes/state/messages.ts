import type { Lang } from '@core/lang';
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../lang';

/**
 * What the layout writes say, in the four languages. 'Сохранен' and 'Добавлен' are spec §8's
 * texts, kept word for word (uz and ru alike). 401 and 403 are worded by the account messages.
 */
const M = {
  saved: { uz: 'Сохранен', oz: 'Saqlandi', ru: 'Сохранен', en: 'Saved' },
  added: { uz: 'Добавлен', oz: 'Qo‘shildi', ru: 'Добавлен', en: 'Added' },
  draftSaved: {
    uz: 'Қоралама сақланди',
    oz: 'Qoralama saqlandi',
    ru: 'Черновик сохранён',
    en: 'Draft saved',
  },
  restored: { uz: 'Тикланди', oz: 'Tiklandi', ru: 'Восстановлен', en: 'Restored' },
  invalid: {
    uz: 'Саҳифа тузилмаси нотўғри',
    oz: 'Sahifa tuzilmasi noto‘g‘ri',
    ru: 'Макет страницы неверен',
    en: 'The layout is invalid',
  },
  tooMany: {
    uz: 'Саҳифада {max} тадан кўп виджет бўлмасин ({n} та юборилди)',
    oz: 'Sahifada {max} tadan ko‘p vidjet bo‘lmasin ({n} ta yuborildi)',
    ru: 'На странице может быть не больше {max} виджетов (отправлено {n})',
    en: 'A layout holds at most {max} widgets ({n} were sent)',
  },
  stateMismatch: {
    uz: '"state" майдони манзилдаги саҳифага ({state}) тенг бўлсин',
    oz: '"state" maydoni manzildagi sahifaga ({state}) teng bo‘lsin',
    ru: 'Поле "state" должно совпадать со страницей в адресе ({state})',
    en: 'Body field "state" must equal the state of the path ({state})',
  },
  unknownState: {
    uz: '"{state}" деган саҳифа йўқ',
    oz: '"{state}" degan sahifa yo‘q',
    ru: 'Страницы "{state}" нет',
    en: 'No page state "{state}"',
  },
  ifMatchRequired: {
    uz: 'If-Match сарлавҳаси керак: саҳифани очганда олинган ETag юборинг',
    oz: 'If-Match sarlavhasi kerak: sahifani ochganda olingan ETag yuboring',
    ru: 'Нужен заголовок If-Match: отправьте ETag, полученный при открытии макета',
    en: 'If-Match is required: send the ETag the layout was read with',
  },
  conflict: {
    uz: 'Саҳифани бошқа администратор ўзгартирди (таҳрир {revision})',
    oz: 'Sahifani boshqa administrator o‘zgartirdi (tahrir {revision})',
    ru: 'Макет изменил другой администратор (ревизия {revision})',
    en: 'The layout was changed by someone else (revision {revision})',
  },
  exists: {
    uz: 'Бу саҳифанинг тузилмаси аллақачон сақланган: PUT билан ўзгартиринг',
    oz: 'Bu sahifaning tuzilmasi allaqachon saqlangan: PUT bilan o‘zgartiring',
    ru: 'Макет этой страницы уже сохранён: измените его через PUT',
    en: 'This page already has a saved layout: update it with PUT',
  },
  noRecord: {
    uz: 'Бу саҳифанинг сақланган тузилмаси йўқ: POST билан қўшинг',
    oz: 'Bu sahifaning saqlangan tuzilmasi yo‘q: POST bilan qo‘shing',
    ru: 'У этой страницы нет сохранённого макета: добавьте его через POST',
    en: 'This page has no saved layout yet: create it with POST',
  },
  noDraft: {
    uz: 'Бу саҳифанинг қораламаси йўқ',
    oz: 'Bu sahifaning qoralamasi yo‘q',
    ru: 'У этой страницы нет черновика',
    en: 'This page has no draft',
  },
  noRevision: {
    uz: 'Бундай таҳрир йўқ',
    oz: 'Bunday tahrir yo‘q',
    ru: 'Такой ревизии нет',
    en: 'No such revision',
  },
} satisfies Record<string, Record<Lang, string>>;

export type LayoutMessage = keyof typeof M;

/** A message in the request's language, with `{name}` placeholders filled. */
export function sayLayout(
  request: FastifyRequest,
  key: LayoutMessage,
  vars: Record<string, string | number> = {},
): string {
  return M[key][requestLang(request)].replace(/\{(\w+)\}/g, (all, name: string) =>
    name in vars ? String(vars[name]) : all,
  );
}
