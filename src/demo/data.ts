import type { I18nText } from '@core/lang';

/**
 * The demo content's tables: channels, programme mixes by genre, cities. The programmes themselves
 * (broadcasts) and their categories are in demo-programmes.ts.
 */
export const t = (uz: string, ru: string, en: string, oz: string): I18nText => ({ uz, ru, en, oz });

export type Genre =
  | 'general'
  | 'youth'
  | 'sport'
  | 'culture'
  | 'world'
  | 'kids'
  | 'music'
  | 'cinema'
  | 'news'
  | 'family';

export interface DemoChannel {
  id: string;
  type: 'tv' | 'radio';
  title: I18nText;
  about: I18nText;
  genre: Genre;
  color: string;
  regional?: boolean;
}

export const CHANNELS: DemoChannel[] = [
  {
    id: 'uzbekistan',
    type: 'tv',
    genre: 'general',
    color: '#0b3d91',
    title: t('Ўзбекистон', 'Узбекистан', 'Uzbekistan', 'O‘zbekiston'),
    about: t(
      'Мамлакатнинг бош телеканали: янгиликлар, ижтимоий-сиёсий ва маданий дастурлар.',
      'Главный телеканал страны: новости, общественно-политические и культурные программы.',
      'The country’s main channel: news, public affairs and culture.',
      'Mamlakatning bosh telekanali: yangiliklar, ijtimoiy-siyosiy va madaniy dasturlar.',
    ),
  },
  {
    id: 'uzbekistan24',
    type: 'tv',
    genre: 'news',
    color: '#00558c',
    title: t('Ўзбекистон 24', 'Узбекистан 24', 'Uzbekistan 24', 'O‘zbekiston 24'),
    about: t(
      'Кеча-кундуз янгиликлар канали.',
      'Круглосуточный новостной канал.',
      'The round-the-clock news channel.',
      'Kecha-kunduz yangiliklar kanali.',
    ),
  },
  {
    id: 'yoshlar',
    type: 'tv',
    genre: 'youth',
    color: '#d9480f',
    title: t('Ёшлар', 'Ёшлар', 'Yoshlar', 'Yoshlar'),
    about: t(
      'Ёшлар учун кўнгилочар ва таълимий дастурлар.',
      'Развлекательные и образовательные программы для молодёжи.',
      'Entertainment and learning for young people.',
      'Yoshlar uchun ko‘ngilochar va ta’limiy dasturlar.',
    ),
  },
  {
    id: 'toshkent',
    type: 'tv',
    genre: 'general',
    color: '#1864ab',
    title: t('Тошкент', 'Ташкент', 'Tashkent', 'Toshkent'),
    about: t(
      'Пойтахт ҳаёти ҳақида телеканал.',
      'Телеканал о жизни столицы.',
      'The channel of the capital’s life.',
      'Poytaxt hayoti haqida telekanal.',
    ),
  },
  {
    id: 'sport',
    type: 'tv',
    genre: 'sport',
    color: '#2b8a3e',
    title: t('Спорт', 'Спорт', 'Sport', 'Sport'),
    about: t(
      'Спорт мусобақалари ва шарҳлар.',
      'Спортивные трансляции и обзоры.',
      'Live sport and reviews.',
      'Sport musobaqalari va sharhlar.',
    ),
  },
  {
    id: 'madaniyat',
    type: 'tv',
    genre: 'culture',
    color: '#862e9c',
    title: t(
      'Маданият ва маърифат',
      'Культура и просвещение',
      'Culture and Enlightenment',
      'Madaniyat va ma’rifat',
    ),
    about: t(
      'Маданият, санъат ва таълим дастурлари.',
      'Программы о культуре, искусстве и образовании.',
      'Culture, arts and education.',
      'Madaniyat, san’at va ta’lim dasturlari.',
    ),
  },
  {
    id: 'dunyo',
    type: 'tv',
    genre: 'world',
    color: '#0c8599',
    title: t('Дунё бўйлаб', 'Вокруг света', 'Around the World', 'Dunyo bo‘ylab'),
    about: t(
      'Саёҳат ва ҳужжатли фильмлар.',
      'Путешествия и документальное кино.',
      'Travel and documentaries.',
      'Sayohat va hujjatli filmlar.',
    ),
  },
  {
    id: 'bolajon',
    type: 'tv',
    genre: 'kids',
    color: '#f08c00',
    title: t('Болажон', 'Болажон', 'Bolajon', 'Bolajon'),
    about: t(
      'Болалар учун мультфильмлар ва таълимий кўрсатувлар.',
      'Мультфильмы и познавательные передачи для детей.',
      'Cartoons and learning shows for children.',
      'Bolalar uchun multfilmlar va ta’limiy ko‘rsatuvlar.',
    ),
  },
  {
    id: 'navo',
    type: 'tv',
    genre: 'music',
    color: '#c2255c',
    title: t('Наво', 'Наво', 'Navo', 'Navo'),
    about: t('Мусиқий телеканал.', 'Музыкальный телеканал.', 'The music channel.', 'Musiqiy telekanal.'),
  },
  {
    id: 'kinoteatr',
    type: 'tv',
    genre: 'cinema',
    color: '#343a40',
    title: t('Кинотеатр', 'Кинотеатр', 'Cinema', 'Kinoteatr'),
    about: t(
      'Ўзбек ва жаҳон киноси.',
      'Узбекское и мировое кино.',
      'Uzbek and world cinema.',
      'O‘zbek va jahon kinosi.',
    ),
  },
  {
    id: 'oilaviy',
    type: 'tv',
    genre: 'family',
    color: '#5c940d',
    title: t('Оилавий', 'Семейный', 'Family', 'Oilaviy'),
    about: t(
      'Бутун оила учун сериаллар ва дастурлар.',
      'Сериалы и программы для всей семьи.',
      'Series and shows for the whole family.',
      'Butun oila uchun seriallar va dasturlar.',
    ),
  },
  {
    id: 'mahalla',
    type: 'tv',
    genre: 'family',
    color: '#087f5b',
    title: t('Маҳалла', 'Махалля', 'Mahalla', 'Mahalla'),
    about: t(
      'Маҳалла ва жамият ҳаёти.',
      'Жизнь махалли и общества.',
      'Neighbourhood and community life.',
      'Mahalla va jamiyat hayoti.',
    ),
  },
  {
    id: 'samarqand',
    type: 'tv',
    genre: 'general',
    color: '#364fc7',
    regional: true,
    title: t('Самарқанд', 'Самарканд', 'Samarkand', 'Samarqand'),
    about: t(
      'Самарқанд вилоят телерадиокомпанияси.',
      'Самаркандская областная телерадиокомпания.',
      'Samarkand regional TV and radio.',
      'Samarqand viloyat teleradiokompaniyasi.',
    ),
  },
  {
    id: 'andijon',
    type: 'tv',
    genre: 'general',
    color: '#5f3dc4',
    regional: true,
    title: t('Андижон', 'Андижан', 'Andijan', 'Andijon'),
    about: t(
      'Андижон вилоят телерадиокомпанияси.',
      'Андижанская областная телерадиокомпания.',
      'Andijan regional TV and radio.',
      'Andijon viloyat teleradiokompaniyasi.',
    ),
  },
  {
    id: 'uzbekistan-radio',
    type: 'radio',
    genre: 'news',
    color: '#1971c2',
    title: t('Ўзбекистон радиоси', 'Радио Узбекистан', 'Radio Uzbekistan', 'O‘zbekiston radiosi'),
    about: t(
      'Миллий радио: янгиликлар ва суҳбатлар.',
      'Национальное радио: новости и беседы.',
      'National radio: news and talk.',
      'Milliy radio: yangiliklar va suhbatlar.',
    ),
  },
  {
    id: 'yoshlar-radio',
    type: 'radio',
    genre: 'music',
    color: '#e8590c',
    title: t('Ёшлар радиоси', 'Радио Ёшлар', 'Yoshlar Radio', 'Yoshlar radiosi'),
    about: t(
      'Ёшлар радиоси: мусиқа ва интерактив.',
      'Молодёжное радио: музыка и интерактив.',
      'Youth radio: music and call-ins.',
      'Yoshlar radiosi: musiqa va interaktiv.',
    ),
  },
  {
    id: 'toshkent-radio',
    type: 'radio',
    genre: 'general',
    color: '#1c7ed6',
    title: t('Тошкент радиоси', 'Радио Ташкент', 'Radio Tashkent', 'Toshkent radiosi'),
    about: t('Пойтахт радиоси.', 'Радио столицы.', 'The capital’s radio.', 'Poytaxt radiosi.'),
  },
  {
    id: 'mahalla-radio',
    type: 'radio',
    genre: 'family',
    color: '#0ca678',
    title: t('Маҳалла радиоси', 'Радио Махалля', 'Mahalla Radio', 'Mahalla radiosi'),
    about: t(
      'Жамият ва оила ҳақида радио.',
      'Радио об обществе и семье.',
      'Radio about community and family.',
      'Jamiyat va oila haqida radio.',
    ),
  },
];

/** Kinds of programme by genre, with how long they run (minutes) and whether the live stream may show them. */
export const MIX: Record<Genre, [kind: string, minutes: number, online: boolean][]> = {
  general: [
    ['news', 30, true],
    ['talk', 45, true],
    ['series', 50, true],
    ['documentary', 40, true],
    ['film', 95, false],
    ['weather', 10, true],
    ['culture', 30, true],
  ],
  news: [
    ['news', 30, true],
    ['news', 15, true],
    ['talk', 45, true],
    ['weather', 10, true],
    ['documentary', 30, true],
  ],
  youth: [
    ['music', 30, true],
    ['series', 45, true],
    ['talk', 40, true],
    ['film', 90, false],
    ['news', 15, true],
  ],
  sport: [
    ['sport', 30, true],
    ['sport', 105, true],
    ['sport', 60, false],
    ['news', 15, true],
  ],
  culture: [
    ['culture', 30, true],
    ['documentary', 50, true],
    ['music', 40, true],
    ['talk', 30, true],
  ],
  world: [
    ['documentary', 50, true],
    ['documentary', 30, true],
    ['news', 20, true],
  ],
  kids: [
    ['kids', 25, true],
    ['kids', 15, true],
    ['film', 80, false],
    ['music', 20, true],
  ],
  music: [
    ['music', 30, true],
    ['music', 60, true],
    ['music', 20, true],
  ],
  cinema: [
    ['film', 100, false],
    ['film', 90, true],
    ['documentary', 40, true],
  ],
  family: [
    ['series', 50, true],
    ['talk', 40, true],
    ['film', 90, false],
    ['culture', 30, true],
    ['news', 15, true],
  ],
};

/**
 * The radio stations' mixes: no films or series on the radio; radio plays (`drama`) instead.
 * Everything on the radio may be streamed live.
 */
export const RADIO_MIX: Partial<Record<Genre, [kind: string, minutes: number, online: boolean][]>> = {
  news: [
    ['news', 15, true],
    ['talk', 40, true],
    ['music', 30, true],
    ['news', 30, true],
    ['culture', 30, true],
  ],
  music: [
    ['music', 60, true],
    ['music', 30, true],
    ['news', 10, true],
    ['talk', 30, true],
  ],
  general: [
    ['news', 15, true],
    ['music', 45, true],
    ['talk', 30, true],
    ['culture', 30, true],
    ['drama', 50, true],
  ],
  family: [
    ['talk', 40, true],
    ['music', 30, true],
    ['news', 15, true],
    ['drama', 45, true],
  ],
};

export const CITIES: [id: string, title: I18nText, base: number][] = [
  ['tashkent', t('Тошкент', 'Ташкент', 'Tashkent', 'Toshkent'), 9],
  ['samarkand', t('Самарқанд', 'Самарканд', 'Samarkand', 'Samarqand'), 8],
  ['bukhara', t('Бухоро', 'Бухара', 'Bukhara', 'Buxoro'), 10],
  ['andijan', t('Андижон', 'Андижан', 'Andijan', 'Andijon'), 7],
  ['nukus', t('Нукус', 'Нукус', 'Nukus', 'Nukus'), 4],
  ['termez', t('Термиз', 'Термез', 'Termez', 'Termiz'), 13],
];
