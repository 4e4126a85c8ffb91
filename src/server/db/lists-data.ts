import type { I18nText } from '../../shared/lang';

const t = (uz: string, oz: string, ru: string, en: string): I18nText => ({ uz, oz, ru, en });

/**
 * Reference lists of `GET /list/{attr}/{id}.json`, seeded on every start (missing entries only,
 * so an admin's edits stay): nations of Uzbekistan's census, and the enumerations of spec §3.
 */
export const LISTS: Record<string, { id: string; title: I18nText }[]> = {
  nation: [
    { id: 'uzbek', title: t('Ўзбек', 'O‘zbek', 'Узбек', 'Uzbek') },
    { id: 'karakalpak', title: t('Қорақалпоқ', 'Qoraqalpoq', 'Каракалпак', 'Karakalpak') },
    { id: 'tajik', title: t('Тожик', 'Tojik', 'Таджик', 'Tajik') },
    { id: 'kazakh', title: t('Қозоқ', 'Qozoq', 'Казах', 'Kazakh') },
    { id: 'russian', title: t('Рус', 'Rus', 'Русский', 'Russian') },
    { id: 'kyrgyz', title: t('Қирғиз', 'Qirg‘iz', 'Киргиз', 'Kyrgyz') },
    { id: 'turkmen', title: t('Туркман', 'Turkman', 'Туркмен', 'Turkmen') },
    { id: 'tatar', title: t('Татар', 'Tatar', 'Татарин', 'Tatar') },
    { id: 'korean', title: t('Корейс', 'Koreys', 'Кореец', 'Korean') },
    { id: 'ukrainian', title: t('Украин', 'Ukrain', 'Украинец', 'Ukrainian') },
    { id: 'armenian', title: t('Арман', 'Arman', 'Армянин', 'Armenian') },
    { id: 'azerbaijani', title: t('Озарбайжон', 'Ozarbayjon', 'Азербайджанец', 'Azerbaijani') },
    { id: 'uyghur', title: t('Уйғур', 'Uyg‘ur', 'Уйгур', 'Uyghur') },
    { id: 'other', title: t('Бошқа', 'Boshqa', 'Другая', 'Other') },
  ],
  sex: [
    { id: 'man', title: t('Эркак', 'Erkak', 'Мужской', 'Man') },
    { id: 'woman', title: t('Аёл', 'Ayol', 'Женский', 'Woman') },
  ],
  status: [
    { id: 'employed', title: t('Ишлайди', 'Ishlaydi', 'Работает', 'Employed') },
    { id: 'unemployed', title: t('Ишсиз', 'Ishsiz', 'Не работает', 'Unemployed') },
    { id: 'pensioner', title: t('Нафақахўр', 'Nafaqaxo‘r', 'Пенсионер', 'Pensioner') },
    { id: 'student', title: t('Талаба', 'Talaba', 'Студент', 'Student') },
  ],
  type: [
    { id: 'tv', title: t('Телевидение', 'Televideniye', 'Телевидение', 'Television') },
    { id: 'radio', title: t('Радио', 'Radio', 'Радио', 'Radio') },
  ],
};
