import enRequests from '@core/i18n/en/requests.json';
import ozRequests from '@core/i18n/oz/requests.json';
import ruRequests from '@core/i18n/ru/requests.json';
import uzRequests from '@core/i18n/uz/requests.json';
import type { Lang } from '@core/lang';
import type { SubmissionStatus } from '@core/schemas/forms';
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../lang';

/**
 * What the request-form calls say, in the four languages. Spec §8's confirmation is kept word for
 * word: 'Sended' (en) and 'Sizning so`rovingiz qabul qilindi' (oz, with the proper ‘ letter; uz is
 * its Cyrillic writing); the registration prompt is the one the form widget shows.
 */
const M = {
  sent: {
    uz: 'Сизнинг сўровингиз қабул қилинди',
    oz: 'Sizning so‘rovingiz qabul qilindi',
    ru: 'Ваш запрос отправлен',
    en: 'Sended',
  },
  signIn: {
    uz: 'Маълумот юбориш учун тизимга киринг ёки рўйхатдан ўтинг',
    oz: 'Ma’lumot yuborish uchun tizimga kiring yoki ro‘yxatdan o‘ting',
    ru: 'Для отправки данных войдите или зарегистрируйтесь',
    en: 'For sending data please log in or sign up',
  },
  notFound: {
    uz: 'Бундай сўров топилмади',
    oz: 'Bunday so‘rov topilmadi',
    ru: 'Такой запрос не найден',
    en: 'No such submission',
  },
  updated: { uz: 'Сақланди', oz: 'Saqlandi', ru: 'Сохранено', en: 'Saved' },
  fileRequired: {
    uz: 'Камида битта файл бириктиринг',
    oz: 'Kamida bitta fayl biriktiring',
    ru: 'Прикрепите хотя бы один файл',
    en: 'Attach at least one file',
  },
  channelUnknown: {
    uz: 'Бундай канал йўқ',
    oz: 'Bunday kanal yo‘q',
    ru: 'Такого канала нет',
    en: 'There is no such channel',
  },
  broadcastUnknown: {
    uz: 'Бу каналда бундай кўрсатув йўқ',
    oz: 'Bu kanalda bunday ko‘rsatuv yo‘q',
    ru: 'На этом канале нет такой передачи',
    en: 'This channel has no such broadcast',
  },
  regionUnknown: {
    uz: 'Бундай ҳудуд йўқ',
    oz: 'Bunday hudud yo‘q',
    ru: 'Такого региона нет',
    en: 'There is no such region',
  },
  phoneInvalid: {
    uz: 'Телефон рақами нотўғри',
    oz: 'Telefon raqami noto‘g‘ri',
    ru: 'Неверный номер телефона',
    en: 'The phone number is not valid',
  },
  datePast: {
    uz: 'Бу сана ўтиб кетган',
    oz: 'Bu sana o‘tib ketgan',
    ru: 'Эта дата уже прошла',
    en: 'This date has passed',
  },
  dateFuture: {
    uz: 'Бу сана ҳали келмаган',
    oz: 'Bu sana hali kelmagan',
    ru: 'Эта дата ещё не наступила',
    en: 'This date has not come yet',
  },
  emailRequired: {
    uz: 'Жавоб учун электрон почтангизни ёзинг',
    oz: 'Javob uchun elektron pochtangizni yozing',
    ru: 'Укажите почту для ответа',
    en: 'Give an e-mail address for the answer',
  },
  payloadMissing: {
    uz: 'Форма маълумотлари (payload) юборилмади',
    oz: 'Forma ma’lumotlari (payload) yuborilmadi',
    ru: 'Данные формы (payload) не переданы',
    en: 'The form data (payload) was not sent',
  },
  payloadInvalid: {
    uz: 'Форма маълумотлари JSON эмас',
    oz: 'Forma ma’lumotlari JSON emas',
    ru: 'Данные формы не являются JSON',
    en: 'The form data is not JSON',
  },
} satisfies Record<string, Record<Lang, string>>;

export type FormMessageKey = keyof typeof M;

/** A message of the request-form calls in the request's language. */
export function sayForm(request: FastifyRequest, key: FormMessageKey): string {
  return M[key][requestLang(request)];
}

/** The same, in a given language (letters). */
export function formText(lang: Lang, key: FormMessageKey): string {
  return M[key][lang];
}

const REQUESTS = { uz: uzRequests, oz: ozRequests, ru: ruRequests, en: enRequests };

/**
 * The statuses as people read them (letters, CSV). Not the catalogue's `requests.json` `status.*`:
 * Russian letters say "ваш запрос — Выполнен" (masculine, agreeing with «запрос»), the pages'
 * table says "Выполнено"; uz, oz and en are the same as the catalogue.
 */
export const STATUS_TEXT: Record<SubmissionStatus, Record<Lang, string>> = {
  received: { uz: 'Қабул қилинди', oz: 'Qabul qilindi', ru: 'Принят', en: 'Received' },
  in_work: { uz: 'Кўриб чиқилмоқда', oz: 'Ko‘rib chiqilmoqda', ru: 'В работе', en: 'In work' },
  done: { uz: 'Бажарилди', oz: 'Bajarildi', ru: 'Выполнен', en: 'Done' },
  declined: { uz: 'Рад этилди', oz: 'Rad etildi', ru: 'Отклонён', en: 'Declined' },
};

/**
 * The name of a form as people read it (letters), from the client's catalogue `requests.json`
 * (`forms.*`), the one the form pages show; undefined for a form it does not name.
 */
export function formTitle(form: string, lang: Lang): string | undefined {
  const forms: Record<string, string> = REQUESTS[lang].forms;
  return Object.hasOwn(forms, form) ? forms[form] : undefined;
}
