import type { Channel, Menu, ScheduleItem, Weather } from '../../../schemas/entities';
import type { I18nText } from '../../shared/lang';
import { formatHHmm, MINUTES_PER_DAY } from '../../shared/time';

/**
 * Demo content of a national broadcaster: channels, daily schedules, menus and weather.
 * Everything is generated here (no external URLs); schedules are deterministic per channel and
 * date so a re-seed of the same day yields the same programme.
 */
const t = (uz: string, ru: string, en: string, oz: string): I18nText => ({ uz, ru, en, oz });

type Genre =
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

interface DemoChannel {
  id: string;
  type: 'tv' | 'radio';
  title: I18nText;
  about: I18nText;
  genre: Genre;
  color: string;
  regional?: boolean;
}

const CHANNELS: DemoChannel[] = [
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

/** Programme titles by kind, each in the four languages. */
const SHOWS: Record<string, I18nText[]> = {
  news: [
    t('Ахборот', 'Ахборот (новости)', 'Axborot news', 'Axborot'),
    t('Янгиликлар', 'Новости', 'News', 'Yangiliklar'),
    t('Дунё янгиликлари', 'Мировые новости', 'World news', 'Dunyo yangiliklari'),
    t('Иқтисодиёт шарҳи', 'Экономический обзор', 'Economy review', 'Iqtisodiyot sharhi'),
  ],
  morning: [
    t('Ассалом, Ўзбекистон!', 'Ассалом, Узбекистан!', 'Good morning, Uzbekistan!', 'Assalom, O‘zbekiston!'),
  ],
  talk: [
    t('Давра суҳбати', 'Круглый стол', 'Round table', 'Davra suhbati'),
    t('Муносабат', 'Отношение', 'Viewpoint', 'Munosabat'),
    t('Инсон ва қонун', 'Человек и закон', 'People and the law', 'Inson va qonun'),
  ],
  sport: [
    t('Спорт янгиликлари', 'Новости спорта', 'Sport news', 'Sport yangiliklari'),
    t('Футбол: Суперлига', 'Футбол: Суперлига', 'Football: Super League', 'Futbol: Superliga'),
    t('Кураш', 'Кураш', 'Kurash wrestling', 'Kurash'),
    t('Бокс кечаси', 'Вечер бокса', 'Boxing night', 'Boks kechasi'),
  ],
  culture: [
    t('Мерос', 'Наследие', 'Heritage', 'Meros'),
    t('Театр оламида', 'В мире театра', 'In the world of theatre', 'Teatr olamida'),
    t('Китоб жавони', 'Книжная полка', 'The bookshelf', 'Kitob javoni'),
  ],
  documentary: [
    t('Ҳужжатли фильм', 'Документальный фильм', 'Documentary', 'Hujjatli film'),
    t('Буюк ипак йўли', 'Великий шёлковый путь', 'The Great Silk Road', 'Buyuk ipak yo‘li'),
    t('Табиат мўъжизалари', 'Чудеса природы', 'Wonders of nature', 'Tabiat mo‘jizalari'),
  ],
  kids: [
    t('Мультфильмлар', 'Мультфильмы', 'Cartoons', 'Multfilmlar'),
    t('Алифбо', 'Азбука', 'The alphabet', 'Alifbo'),
    t('Кичкинтойлар', 'Малыши', 'Little ones', 'Kichkintoylar'),
  ],
  music: [
    t('Концерт', 'Концерт', 'Concert', 'Konsert'),
    t('Хит-парад', 'Хит-парад', 'Hit parade', 'Xit-parad'),
    t('Мақом оҳанглари', 'Мелодии макома', 'Maqom melodies', 'Maqom ohanglari'),
  ],
  film: [
    t('Бадиий фильм', 'Художественный фильм', 'Feature film', 'Badiiy film'),
    t('Ўзбек киноси', 'Узбекское кино', 'Uzbek cinema', 'O‘zbek kinosi'),
  ],
  series: [
    t('Телесериал', 'Телесериал', 'TV series', 'Teleserial'),
    t('Оилавий сериал', 'Семейный сериал', 'Family series', 'Oilaviy serial'),
  ],
  night: [t('Тунги эфир', 'Ночной эфир', 'Night broadcast', 'Tungi efir')],
  weather: [t('Об-ҳаво', 'Погода', 'Weather', 'Ob-havo')],
};

/** Kinds of programme by genre, with how long they run (minutes) and whether the live stream may show them. */
const MIX: Record<Genre, [kind: string, minutes: number, online: boolean][]> = {
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

/** A small deterministic PRNG (mulberry32) seeded from a string. */
function random(seed: string): () => number {
  let h = 1779033703;
  for (let i = 0; i < seed.length; i++) h = Math.imul(h ^ seed.charCodeAt(i), 3432918353);
  let a = h >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let x = Math.imul(a ^ (a >>> 15), 1 | a);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

function pick<T>(list: readonly T[], rnd: () => number): T {
  return list[Math.floor(rnd() * list.length) % list.length] as T;
}

/**
 * A channel's programme for one date: from 00:00 (night broadcast) to midnight, with a morning
 * show at 06:00 and the main news on the hour, times on 5-minute marks.
 */
export function demoSchedule(channel: string, date: string): ScheduleItem[] {
  const info = CHANNELS.find((c) => c.id === channel);
  if (!info) return [];
  const rnd = random(`${channel}/${date}`);
  const items: ScheduleItem[] = [];
  const add = (start: number, kind: string, online: boolean) => {
    items.push({
      time: formatHHmm(start),
      title: pick(SHOWS[kind] ?? [], rnd),
      broadcast: null,
      duration: 0,
      is_online: online,
    });
  };
  add(0, 'night', true);
  let time = 6 * 60;
  add(time, info.genre === 'kids' ? 'kids' : info.genre === 'music' ? 'music' : 'morning', true);
  time += 120;
  while (time < MINUTES_PER_DAY - 30) {
    const [kind, minutes, online] = pick(MIX[info.genre], rnd);
    add(time, kind, online);
    time += Math.max(10, Math.round((minutes * (0.8 + rnd() * 0.4)) / 5) * 5);
  }
  // Durations are what the timeline gives: up to the next entry, the last one to 24:00.
  return items.map((item, i) => {
    const start = Number(item.time.slice(0, 2)) * 60 + Number(item.time.slice(3));
    const next = items[i + 1];
    const end = next ? Number(next.time.slice(0, 2)) * 60 + Number(next.time.slice(3)) : MINUTES_PER_DAY;
    return { ...item, duration: end - start };
  });
}

/** A channel logo: an SVG with the channel's initials on its colour. */
export function channelLogo(channel: DemoChannel): string {
  const name = channel.title.oz ?? channel.id;
  const initials = name
    .split(/\s+/)
    .map((w) => w[0] ?? '')
    .join('')
    .slice(0, 3)
    .toUpperCase();
  const icon = channel.type === 'radio' ? '<circle cx="200" cy="60" r="14" fill="#fff" opacity=".85"/>' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 180" width="320" height="180" role="img" aria-label="${name}"><rect width="320" height="180" rx="16" fill="${channel.color}"/>${icon}<text x="160" y="112" font-family="DejaVu Sans, Arial, sans-serif" font-size="64" font-weight="700" fill="#fff" text-anchor="middle">${initials}</text></svg>`;
}

export function demoChannels(): { channel: Channel; logo: string }[] {
  return CHANNELS.map((c, i) => ({
    channel: {
      _id: c.id,
      type: c.type,
      title: c.title,
      photo: `/uploads/demo/channel-${c.id}.svg`,
      about: c.about,
      is_hidden: false,
      order: (i + 1) * 10,
      regional: c.regional ?? false,
    },
    logo: channelLogo(c),
  }));
}

const CITIES: [id: string, title: I18nText, base: number][] = [
  ['tashkent', t('Тошкент', 'Ташкент', 'Tashkent', 'Toshkent'), 9],
  ['samarkand', t('Самарқанд', 'Самарканд', 'Samarkand', 'Samarqand'), 8],
  ['bukhara', t('Бухоро', 'Бухара', 'Bukhara', 'Buxoro'), 10],
  ['andijan', t('Андижон', 'Андижан', 'Andijan', 'Andijon'), 7],
  ['nukus', t('Нукус', 'Нукус', 'Nukus', 'Nukus'), 4],
  ['termez', t('Термиз', 'Термез', 'Termez', 'Termiz'), 13],
];

/** Weather observations of the regional centres for the given hour (demo feed). */
export function demoWeather(at: Date): Weather[] {
  const hour = new Date(at);
  hour.setUTCMinutes(0, 0, 0);
  const conditions: Weather['condition'][] = ['clear', 'clear', 'cloudy', 'cloudy', 'rain', 'fog'];
  return CITIES.map(([city, title, base]) => {
    const rnd = random(`${city}/${hour.toISOString()}`);
    return {
      city,
      title,
      temperature: Math.round(base + (rnd() - 0.5) * 8),
      condition: pick(conditions, rnd),
      observed_at: hour.toISOString(),
    };
  });
}

const link = (title: I18nText, state: string, extra: Partial<Menu['items'][number]> = {}) => ({
  title,
  state,
  ...extra,
});

/** The menus of the portal, by id (`{product}_main` …). */
export function demoMenus(product: string): Menu[] {
  return [
    {
      _id: `${product}_main`,
      title: t('Асосий меню', 'Главное меню', 'Main menu', 'Asosiy menyu'),
      items: [
        link(t('Телевидение', 'Телевидение', 'TV', 'Televideniye'), 'app.channel.list', {
          query: { type: 'tv' },
        }),
        link(t('Радио', 'Радио', 'Radio', 'Radio'), 'app.channel.list', { query: { type: 'radio' } }),
        link(t('Ҳудудий', 'Региональные', 'Regional', 'Hududiy'), 'app.channel.list', {
          query: { regional: 'true' },
        }),
      ],
    },
    {
      _id: `${product}_topbar`,
      title: t('Юқори меню', 'Верхнее меню', 'Top menu', 'Yuqori menyu'),
      items: [
        link(t('Жадвал', 'Программа', 'Schedule', 'Jadval'), 'app.schedule.list'),
        link(t('Архив', 'Архив', 'Archive', 'Arxiv'), 'app.archive.list'),
        link(t('Янгиликлар', 'Новости', 'News', 'Yangiliklar'), 'app.news.list'),
        {
          title: t('Кўрсатувлар', 'Передачи', 'Broadcast', 'Ko‘rsatuvlar'),
          roles: ['*'],
          children: [
            link(
              t('Кўрсатувлар рўйхати', 'Список передач', 'List Broadcast', 'Ko‘rsatuvlar ro‘yxati'),
              'app.broadcast.list',
              {
                roles: ['*'],
              },
            ),
          ],
        },
      ],
    },
    {
      _id: `${product}_corporate`,
      title: t('Компания', 'Компания', 'Company', 'Kompaniya'),
      items: [
        link(t('Каналлар', 'Каналы', 'Channels', 'Kanallar'), 'app.channel.list'),
        link(t('Бошловчилар', 'Ведущие', 'Anchors', 'Boshlovchilar'), 'app.anchors.list'),
        link(t('Сўровномалар', 'Опросы', 'Polls', 'So‘rovnomalar'), 'app.poll.list'),
        link(t('Сайт харитаси', 'Карта сайта', 'Sitemap', 'Sayt xaritasi'), 'app.sitemap'),
      ],
    },
    {
      _id: `${product}_affiliate`,
      title: t('Ҳамкор каналлар', 'Партнёрские каналы', 'Affiliated channels', 'Hamkor kanallar'),
      items: CHANNELS.filter((c) => c.regional || c.genre === 'kids' || c.genre === 'sport').map((c) =>
        link(c.title, 'app.channel.view', { params: { id: c.id } }),
      ),
    },
    {
      _id: `${product}_struct`,
      title: t('Сайт тузилмаси', 'Структура сайта', 'Site structure', 'Sayt tuzilmasi'),
      items: [
        link(t('Бош саҳифа', 'Главная', 'Home', 'Bosh sahifa'), 'app.index'),
        {
          title: t('Эфир', 'Эфир', 'On air', 'Efir'),
          children: [
            link(t('Каналлар', 'Каналы', 'Channels', 'Kanallar'), 'app.channel.list'),
            link(
              t('Кўрсатувлар жадвали', 'Программа передач', 'Schedule', 'Ko‘rsatuvlar jadvali'),
              'app.schedule.list',
            ),
            link(t('Архив', 'Архив', 'Archive', 'Arxiv'), 'app.archive.list'),
            link(t('Анонслар', 'Анонсы', 'Announcements', 'Anonslar'), 'app.anons.list'),
          ],
        },
        {
          title: t('Маълумот', 'Информация', 'Information', 'Ma’lumot'),
          children: [
            link(t('Янгиликлар', 'Новости', 'News', 'Yangiliklar'), 'app.news.list'),
            link(t('Бошловчилар', 'Ведущие', 'Anchors', 'Boshlovchilar'), 'app.anchors.list'),
            link(
              t('Кўрсатувлар рўйхати', 'Список передач', 'Broadcast List', 'Ko‘rsatuvlar ro‘yxati'),
              'app.broadcast.list',
            ),
          ],
        },
      ],
    },
  ];
}
