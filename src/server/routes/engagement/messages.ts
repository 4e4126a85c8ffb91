import type { Lang } from '@core/lang';
import type { FastifyRequest } from 'fastify';
import { requestLang } from '../../lang';

/**
 * What the poll, like, rating and comment calls say, in the four languages (uz Cyrillic, oz
 * Latin, ru, en). 'Choice answer' is spec §5's text, kept word for word in English. A 429 is
 * worded by src/server/limits.ts; 401 and 403 by the account messages.
 */
const M = {
  choiceAnswer: {
    uz: 'Жавобни белгиланг',
    oz: 'Javobni belgilang',
    ru: 'Выберите ответ',
    en: 'Choice answer',
  },
  answerUnknown: {
    uz: 'Бундай жавоб бу сўровномада йўқ',
    oz: 'Bunday javob bu so‘rovnomada yo‘q',
    ru: 'Такого ответа в этом опросе нет',
    en: 'This answer is not one of the poll’s options',
  },
  answerSingle: {
    uz: 'Бу сўровномада фақат битта жавоб танланади',
    oz: 'Bu so‘rovnomada faqat bitta javob tanlanadi',
    ru: 'В этом опросе можно выбрать только один ответ',
    en: 'This poll takes one answer only',
  },
  answerRepeated: {
    uz: 'Жавоблар такрорланмасин',
    oz: 'Javoblar takrorlanmasin',
    ru: 'Ответы не должны повторяться',
    en: 'The answers must not repeat',
  },
  pollMismatch: {
    uz: 'Жавоб бошқа сўровномага юборилди',
    oz: 'Javob boshqa so‘rovnomaga yuborildi',
    ru: 'Ответ отправлен в другой опрос',
    en: 'The answer was sent to another poll',
  },
  pollNotFound: {
    uz: 'Бундай сўровнома йўқ',
    oz: 'Bunday so‘rovnoma yo‘q',
    ru: 'Такого опроса нет',
    en: 'No such poll',
  },
  pollClosed: {
    uz: 'Бу сўровнома ёпилган',
    oz: 'Bu so‘rovnoma yopilgan',
    ru: 'Этот опрос закрыт',
    en: 'This poll is closed',
  },
  alreadyVoted: {
    uz: 'Сиз бу сўровномада аллақачон овоз бергансиз',
    oz: 'Siz bu so‘rovnomada allaqachon ovoz bergansiz',
    ru: 'Вы уже голосовали в этом опросе',
    en: 'You have already voted in this poll',
  },
  voted: {
    uz: 'Овозингиз қабул қилинди',
    oz: 'Ovozingiz qabul qilindi',
    ru: 'Ваш голос принят',
    en: 'Your vote has been counted',
  },
  alreadyLiked: {
    uz: 'Сиз буни аллақачон ёқтиргансиз',
    oz: 'Siz buni allaqachon yoqtirgansiz',
    ru: 'Вам это уже понравилось',
    en: 'You have already liked this',
  },
  itemNotFound: {
    uz: 'Бундай материал йўқ',
    oz: 'Bunday material yo‘q',
    ru: 'Такого материала нет',
    en: 'No such item',
  },
  commentEmpty: {
    uz: 'Изоҳ бўш бўлмасин',
    oz: 'Izoh bo‘sh bo‘lmasin',
    ru: 'Комментарий не должен быть пустым',
    en: 'The comment must not be empty',
  },
  commentLong: {
    uz: 'Изоҳ 2000 белгидан узун бўлмасин',
    oz: 'Izoh 2000 belgidan uzun bo‘lmasin',
    ru: 'Комментарий должен быть не длиннее 2000 символов',
    en: 'The comment must have at most 2000 characters',
  },
  commentAdded: {
    uz: 'Изоҳингиз қўшилди',
    oz: 'Izohingiz qo‘shildi',
    ru: 'Комментарий добавлен',
    en: 'Your comment was added',
  },
  commentDeleted: {
    uz: 'Изоҳ ўчирилди',
    oz: 'Izoh o‘chirildi',
    ru: 'Комментарий удалён',
    en: 'The comment was deleted',
  },
  commentNotFound: {
    uz: 'Бундай изоҳ йўқ',
    oz: 'Bunday izoh yo‘q',
    ru: 'Такого комментария нет',
    en: 'No such comment',
  },
} satisfies Record<string, Record<Lang, string>>;

export type EngageMessage = keyof typeof M;

/** A message in the request's language (`?lang=` or the `efir_lang` cookie). */
export function say(request: FastifyRequest, key: EngageMessage): string {
  return M[key][requestLang(request)];
}
