import type { Lang } from '@core/lang';
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../lang';

/**
 * What the account calls say to people, in the four languages (uz Cyrillic, oz Latin, ru, en).
 * The English texts of spec §8 ('Saved', 'SMS sended', 'Successfully changed profile picture',
 * 'Wrong') are kept word for word.
 */
const M = {
  signInFailed: {
    uz: 'Фойдаланувчи номи ёки пароль нотўғри',
    oz: 'Foydalanuvchi nomi yoki parol noto‘g‘ri',
    ru: 'Неверное имя пользователя или пароль',
    en: 'Wrong username or password',
  },
  usernameTaken: {
    uz: 'Бу фойдаланувчи номи банд',
    oz: 'Bu foydalanuvchi nomi band',
    ru: 'Это имя пользователя уже занято',
    en: 'This username is taken',
  },
  emailTaken: {
    uz: 'Бу электрон почта билан ҳисоб аллақачон бор',
    oz: 'Bu elektron pochta bilan hisob allaqachon bor',
    ru: 'Учётная запись с этой почтой уже есть',
    en: 'An account with this e-mail already exists',
  },
  passwordShort: {
    uz: 'Парол камида 8 белгидан иборат бўлсин',
    oz: 'Parol kamida 8 belgidan iborat bo‘lsin',
    ru: 'Пароль должен быть не короче 8 символов',
    en: 'The password must have at least 8 characters',
  },
  passwordLong: {
    uz: 'Парол 128 белгидан узун бўлмасин',
    oz: 'Parol 128 belgidan uzun bo‘lmasin',
    ru: 'Пароль должен быть не длиннее 128 символов',
    en: 'The password must have at most 128 characters',
  },
  passwordCommon: {
    uz: 'Бу парол жуда кенг тарқалган: бошқасини танланг',
    oz: 'Bu parol juda keng tarqalgan: boshqasini tanlang',
    ru: 'Этот пароль слишком распространён: выберите другой',
    en: 'This password is too common: choose another',
  },
  passwordMismatch: {
    uz: 'Пароллар мос келмади',
    oz: 'Parollar mos kelmadi',
    ru: 'Пароли не совпадают',
    en: 'The passwords do not match',
  },
  currentPasswordWrong: {
    uz: 'Жорий парол нотўғри',
    oz: 'Joriy parol noto‘g‘ri',
    ru: 'Текущий пароль неверен',
    en: 'The current password is wrong',
  },
  currentPasswordMissing: {
    uz: 'Жорий паролни киритинг',
    oz: 'Joriy parolni kiriting',
    ru: 'Введите текущий пароль',
    en: 'Enter the current password',
  },
  passwordChanged: {
    uz: 'Парол ўзгартирилди',
    oz: 'Parol o‘zgartirildi',
    ru: 'Пароль изменён',
    en: 'The password was changed',
  },
  forgotSent: {
    uz: 'Агар бу манзил рўйхатдан ўтган бўлса, унга паролни тиклаш ҳаволаси юборилди',
    oz: 'Agar bu manzil ro‘yxatdan o‘tgan bo‘lsa, unga parolni tiklash havolasi yuborildi',
    ru: 'Если этот адрес зарегистрирован, на него отправлена ссылка для восстановления пароля',
    en: 'If this address is registered, a link to reset the password has been sent to it',
  },
  resetInvalid: {
    uz: 'Ҳавола нотўғри ёки муддати ўтган',
    oz: 'Havola noto‘g‘ri yoki muddati o‘tgan',
    ru: 'Ссылка недействительна или устарела',
    en: 'The link is invalid or has expired',
  },
  signedOut: {
    uz: 'Тизимдан чиқдингиз',
    oz: 'Tizimdan chiqdingiz',
    ru: 'Вы вышли из системы',
    en: 'You have signed out',
  },
  saved: { uz: 'Сақланди', oz: 'Saqlandi', ru: 'Сохранено', en: 'Saved' },
  signInRequired: {
    uz: 'Давом этиш учун тизимга киринг',
    oz: 'Davom etish uchun tizimga kiring',
    ru: 'Войдите, чтобы продолжить',
    en: 'Sign in to continue',
  },
  forbidden: {
    uz: 'Бунга рухсатингиз йўқ',
    oz: 'Bunga ruxsatingiz yo‘q',
    ru: 'У вас нет доступа',
    en: 'You do not have access',
  },
  lastSignIn: {
    uz: 'Бу тизимга киришнинг ягона усули: аввал парол ўрнатинг ёки бошқа ҳисобни уланг',
    oz: 'Bu tizimga kirishning yagona usuli: avval parol o‘rnating yoki boshqa hisobni ulang',
    ru: 'Это единственный способ входа: сначала задайте пароль или привяжите другую учётную запись',
    en: 'This is your only way to sign in: set a password or link another account first',
  },
  providerNotLinked: {
    uz: 'Бу ҳисоб уланмаган',
    oz: 'Bu hisob ulanmagan',
    ru: 'Эта учётная запись не привязана',
    en: 'This account is not linked',
  },
  unlinked: {
    uz: 'Ҳисоб узилди',
    oz: 'Hisob uzildi',
    ru: 'Учётная запись отвязана',
    en: 'The account was unlinked',
  },
  nationUnknown: {
    uz: 'Бундай миллат рўйхатда йўқ',
    oz: 'Bunday millat ro‘yxatda yo‘q',
    ru: 'Такой национальности нет в списке',
    en: 'No such nation in the list',
  },
  pictureChanged: {
    uz: 'Профиль расми ўзгартирилди',
    oz: 'Profil rasmi o‘zgartirildi',
    ru: 'Фото профиля изменено',
    en: 'Successfully changed profile picture',
  },
  smsSent: { uz: 'СМС юборилди', oz: 'SMS yuborildi', ru: 'СМС отправлено', en: 'SMS sended' },
  phoneInvalid: {
    uz: 'Телефон рақами нотўғри: +998 XX XXX XX XX кўринишида киритинг',
    oz: 'Telefon raqami noto‘g‘ri: +998 XX XXX XX XX ko‘rinishida kiriting',
    ru: 'Неверный номер телефона: введите в виде +998 XX XXX XX XX',
    en: 'Wrong phone number: enter it as +998 XX XXX XX XX',
  },
  codeWrong: { uz: 'Хато', oz: 'Xato', ru: 'Ошибка', en: 'Wrong' },
  codeExpired: {
    uz: 'Коднинг муддати ўтди: янги код сўранг',
    oz: 'Kodning muddati o‘tdi: yangi kod so‘rang',
    ru: 'Срок действия кода истёк: запросите новый',
    en: 'The code has expired: ask for a new one',
  },
  codeExhausted: {
    uz: 'Уринишлар тугади: янги код сўранг',
    oz: 'Urinishlar tugadi: yangi kod so‘rang',
    ru: 'Попытки исчерпаны: запросите новый код',
    en: 'No attempts left: ask for a new code',
  },
  noPendingPhone: {
    uz: 'Аввал телефон рақамини сақланг',
    oz: 'Avval telefon raqamini saqlang',
    ru: 'Сначала сохраните номер телефона',
    en: 'Save a phone number first',
  },
  phoneConfirmed: {
    uz: 'Телефон рақами тасдиқланди',
    oz: 'Telefon raqami tasdiqlandi',
    ru: 'Номер телефона подтверждён',
    en: 'The phone number is confirmed',
  },
  phoneCleared: {
    uz: 'Телефон рақами ўчирилди',
    oz: 'Telefon raqami o‘chirildi',
    ru: 'Номер телефона удалён',
    en: 'The phone number was removed',
  },
  phoneTaken: {
    uz: 'Бу рақам бошқа ҳисобда тасдиқланган',
    oz: 'Bu raqam boshqa hisobda tasdiqlangan',
    ru: 'Этот номер подтверждён в другой учётной записи',
    en: 'This number is confirmed on another account',
  },
  smsDailyCap: {
    uz: 'Бугун учун СМС чегараси тугади: эртага уриниб кўринг',
    oz: 'Bugun uchun SMS chegarasi tugadi: ertaga urinib ko‘ring',
    ru: 'Лимит СМС на сегодня исчерпан: попробуйте завтра',
    en: 'The SMS limit for today is reached: try tomorrow',
  },
  smsFailed: {
    uz: 'СМС юбориб бўлмади: кейинроқ уриниб кўринг',
    oz: 'SMS yuborib bo‘lmadi: keyinroq urinib ko‘ring',
    ru: 'Не удалось отправить СМС: попробуйте позже',
    en: 'The SMS could not be sent: try later',
  },
  oidcUnavailable: {
    uz: 'Бу усул билан кириш ҳозир ишламаяпти: кейинроқ уриниб кўринг',
    oz: 'Bu usul bilan kirish hozir ishlamayapti: keyinroq urinib ko‘ring',
    ru: 'Вход этим способом сейчас недоступен: попробуйте позже',
    en: 'Signing in this way is not available now: try later',
  },
  oidcFailed: {
    uz: 'Кириш якунланмади: қайта уриниб кўринг',
    oz: 'Kirish yakunlanmadi: qayta urinib ko‘ring',
    ru: 'Вход не завершён: попробуйте ещё раз',
    en: 'Signing in did not finish: try again',
  },
  oidcCancelled: {
    uz: 'Кириш бекор қилинди',
    oz: 'Kirish bekor qilindi',
    ru: 'Вход отменён',
    en: 'Signing in was cancelled',
  },
  oidcTaken: {
    uz: 'Бу ҳисоб бошқа фойдаланувчига уланган',
    oz: 'Bu hisob boshqa foydalanuvchiga ulangan',
    ru: 'Эта учётная запись привязана к другому пользователю',
    en: 'This account is linked to another user',
  },
  oidcLinkExpired: {
    uz: 'Улаш муддати ўтди: қайта уриниб кўринг',
    oz: 'Ulash muddati o‘tdi: qayta urinib ko‘ring',
    ru: 'Время привязки истекло: попробуйте ещё раз',
    en: 'Linking has expired: try again',
  },
} satisfies Record<string, Record<Lang, string>>;

export type MessageKey = keyof typeof M;

/** A message in `lang`. */
export function message(key: MessageKey, lang: Lang): string {
  return M[key][lang];
}

/** A message in the request's language (the `efir_lang` cookie or `?lang=`). */
export function say(request: FastifyRequest, key: MessageKey): string {
  return M[key][requestLang(request)];
}

/** 'Wait N s before asking for a new code', in `lang`. */
export function resendWait(lang: Lang, seconds: number): string {
  return {
    uz: `Янги кодни ${seconds} сониядан кейин сўраш мумкин`,
    oz: `Yangi kodni ${seconds} soniyadan keyin so‘rash mumkin`,
    ru: `Новый код можно запросить через ${seconds} с`,
    en: `You can ask for a new code in ${seconds} s`,
  }[lang];
}
