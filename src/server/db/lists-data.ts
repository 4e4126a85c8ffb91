import type { I18nText } from '@core/lang';

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
  /** Regions of Uzbekistan (the reception form's `region`). */
  region: [
    { id: 'tashkent-city', title: t('Тошкент шаҳри', 'Toshkent shahri', 'город Ташкент', 'Tashkent city') },
    {
      id: 'tashkent',
      title: t('Тошкент вилояти', 'Toshkent viloyati', 'Ташкентская область', 'Tashkent region'),
    },
    {
      id: 'andijan',
      title: t('Андижон вилояти', 'Andijon viloyati', 'Андижанская область', 'Andijan region'),
    },
    { id: 'bukhara', title: t('Бухоро вилояти', 'Buxoro viloyati', 'Бухарская область', 'Bukhara region') },
    {
      id: 'fergana',
      title: t('Фарғона вилояти', 'Farg‘ona viloyati', 'Ферганская область', 'Fergana region'),
    },
    { id: 'jizzakh', title: t('Жиззах вилояти', 'Jizzax viloyati', 'Джизакская область', 'Jizzakh region') },
    {
      id: 'kashkadarya',
      title: t('Қашқадарё вилояти', 'Qashqadaryo viloyati', 'Кашкадарьинская область', 'Kashkadarya region'),
    },
    { id: 'khorezm', title: t('Хоразм вилояти', 'Xorazm viloyati', 'Хорезмская область', 'Khorezm region') },
    {
      id: 'namangan',
      title: t('Наманган вилояти', 'Namangan viloyati', 'Наманганская область', 'Namangan region'),
    },
    { id: 'navoi', title: t('Навоий вилояти', 'Navoiy viloyati', 'Навоийская область', 'Navoi region') },
    {
      id: 'samarkand',
      title: t('Самарқанд вилояти', 'Samarqand viloyati', 'Самаркандская область', 'Samarkand region'),
    },
    {
      id: 'surkhandarya',
      title: t(
        'Сурхондарё вилояти',
        'Surxondaryo viloyati',
        'Сурхандарьинская область',
        'Surkhandarya region',
      ),
    },
    {
      id: 'syrdarya',
      title: t('Сирдарё вилояти', 'Sirdaryo viloyati', 'Сырдарьинская область', 'Syrdarya region'),
    },
    {
      id: 'karakalpakstan',
      title: t(
        'Қорақалпоғистон Республикаси',
        'Qoraqalpog‘iston Respublikasi',
        'Республика Каракалпакстан',
        'Republic of Karakalpakstan',
      ),
    },
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
