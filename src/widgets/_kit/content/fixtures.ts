import type { ListMeta } from '@core/schemas/common';
import type {
  Anchor,
  AnonsSlide,
  ArchiveItem,
  Broadcast,
  Category,
  News,
  Person,
  Picture,
} from '@core/schemas/content';
import type { LiveStream } from '@core/schemas/entities';

/**
 * Content of the sections' widget tests (not shipped in any page): a few items of each kind, in
 * the API's shapes (src/core/schemas/content.ts), and the list envelope the API answers.
 */

export const picture = (name: string, width = 1280, height = 720): Picture => ({
  title: `${name}.jpg`,
  link: `/uploads/demo/${name}.jpg`,
  thumb: `/uploads/demo/${name}-thumb.jpg`,
  width,
  height,
});

/** A list answer: `{data, meta: {total, page, count, pages}}`. */
export function listOf<T>(data: T[], meta: Partial<ListMeta> = {}) {
  return { data, meta: { total: data.length, page: 1, count: data.length, pages: 1, ...meta } };
}

export const itemOf = <T>(data: T, meta: Record<string, unknown> = {}) => ({ data, meta });

export const CATEGORIES: Category[] = [
  {
    _id: 'news',
    title: { uz: 'Янгиликлар', ru: 'Новости', en: 'News', oz: 'Yangiliklar' },
    parent: null,
    order: 1,
  },
  {
    _id: 'world',
    title: { uz: 'Жаҳон', ru: 'В мире', en: 'World', oz: 'Jahon' },
    parent: 'news',
    order: 2,
  },
  {
    _id: 'asia',
    title: { uz: 'Осиё', ru: 'Азия', en: 'Asia', oz: 'Osiyo' },
    parent: 'world',
    order: 1,
  },
  {
    _id: 'region',
    title: { uz: 'Ҳудудлар', ru: 'Регионы', en: 'Regions', oz: 'Hududlar' },
    parent: 'news',
    order: 1,
  },
  { _id: 'kids', title: { uz: 'Болалар', ru: 'Детям', en: 'Kids', oz: 'Bolalar' }, parent: null, order: 2 },
];

export const BROADCASTS: Broadcast[] = [
  {
    _id: 'axborot',
    type: 'tv',
    title: { uz: 'Ахборот', ru: 'Ахборот', en: 'Axborot news', oz: 'Axborot' },
    description: {
      uz: 'Кундалик янгиликлар дастури',
      en: 'The daily news programme',
      oz: 'Kundalik yangiliklar',
    },
    channel: 'uzbekistan',
    category: 'news',
    images_anons: [picture('axborot-1'), picture('axborot-2'), picture('axborot-3')],
    items: ['axborot-2026-11-22', 'axborot-2026-11-21'],
  },
  {
    _id: 'navo-kechasi',
    type: 'radio',
    title: { uz: 'Наво кечаси', ru: 'Вечер Наво', en: 'Navo evening', oz: 'Navo kechasi' },
    description: {},
    channel: null,
    category: null,
    images_anons: [],
    items: [],
  },
];

export const ARCHIVE: ArchiveItem[] = [
  {
    _id: 'axborot-2026-11-22',
    type: 'tv',
    broadcast: 'axborot',
    channel: 'uzbekistan',
    category: 'news',
    title: {
      uz: 'Ахборот, 22 ноябрь',
      ru: 'Ахборот, 22 ноября',
      en: 'Axborot, 22 November',
      oz: 'Axborot, 22-noyabr',
    },
    description: { uz: 'Кун янгиликлари', en: 'The day’s news', oz: 'Kun yangiliklari' },
    url: '/uz/api/efir/vod/axborot-2026-11-22/index.m3u8',
    poster: picture('axborot-2026-11-22'),
    date: '2026-11-22T16:00:00.000Z',
    duration: 1800,
    aired: { channel: 'uzbekistan', date: '2026-11-22', time: '21:00' },
  },
  {
    _id: 'navo-2026-11-21',
    type: 'radio',
    broadcast: null,
    channel: null,
    category: null,
    title: { uz: 'Наво кечаси', en: 'Navo evening', oz: 'Navo kechasi' },
    description: {},
    url: '/uz/api/efir/vod/navo-2026-11-21/index.m3u8',
    poster: null,
    date: '2026-11-21T15:30:00.000Z',
    duration: 3723,
    aired: null,
  },
];

export const vodOf = (item: ArchiveItem): LiveStream => ({
  url: item.url,
  title: item.title.uz ?? item._id,
  channel: item.channel ?? 'uzbekistan',
  type: item.type,
  captions: false,
});

export const NATIONS = [
  { _id: 'uzbek', title: { uz: 'ўзбек', ru: 'узбек', en: 'Uzbek', oz: 'o‘zbek' }, order: 1 },
  {
    _id: 'karakalpak',
    title: { uz: 'қорақалпоқ', ru: 'каракалпак', en: 'Karakalpak', oz: 'qoraqalpoq' },
    order: 2,
  },
];

export const ANCHORS: Anchor[] = [
  {
    _id: 'dilnoza',
    type: 'tv',
    title: { uz: 'Дилноза Каримова', en: 'Dilnoza Karimova', oz: 'Dilnoza Karimova' },
    photo: picture('dilnoza', 600, 750),
    channel: ['uzbekistan', 'yoshlar'],
    broadcast: 'axborot',
    category: 'news',
    detail: {
      nation: 'uzbek',
      about: { uz: 'Ўн йилдан бери бошловчи', en: 'An anchor for ten years', oz: 'O‘n yildan beri' },
    },
    likes: 42,
  },
  {
    _id: 'bobur',
    type: 'radio',
    title: { uz: 'Бобур Алиев', en: 'Bobur Aliev', oz: 'Bobur Aliyev' },
    photo: null,
    channel: [],
    broadcast: null,
    category: null,
    detail: { nation: null, about: {} },
    likes: 0,
  },
];

export const PERSONS: Person[] = [
  {
    _id: 'shahlo',
    type: 'tv',
    title: { uz: 'Шаҳло Юсупова', en: 'Shahlo Yusupova', oz: 'Shahlo Yusupova' },
    photo: picture('shahlo', 600, 750),
    channel: 'yoshlar',
    detail: { nation: 'karakalpak', about: { uz: 'Режиссёр', en: 'A director', oz: 'Rejissyor' } },
  },
];

export const NEWS: News[] = [
  {
    _id: 'new-studio',
    type: 'tv',
    title: {
      uz: 'Янги студия очилди',
      ru: 'Открылась новая студия',
      en: 'A new studio opens',
      oz: 'Yangi studiya ochildi',
    },
    summary: {
      uz: 'Телеканал янги студияда',
      en: 'The channel moves to a new studio',
      oz: 'Telekanal yangi studiyada',
    },
    body: {
      uz: '<p>Биринчи <strong>кўрсатув</strong> бугун.</p><script>window.hacked = true</script><img src="x" alt="Студия" onerror="window.hacked = true">',
      en: '<p>The first <strong>show</strong> airs today.</p><script>window.hacked = true</script>',
    },
    picture: picture('new-studio'),
    channel: 'uzbekistan',
    category: 'news',
    date: '2026-11-22T07:15:00.000Z',
  },
  {
    _id: 'no-picture',
    type: 'radio',
    title: { uz: 'Радио кунига', en: 'For radio day', oz: 'Radio kuniga' },
    summary: {},
    body: {},
    picture: null,
    channel: null,
    category: null,
    date: '2026-11-20T05:00:00.000Z',
  },
];

export const ANONS: AnonsSlide[] = [
  {
    _id: 'concert',
    type: 'auto',
    datetime: '2026-11-24T15:00:00.000Z',
    title: { uz: 'Байрам концерти', ru: 'Праздничный концерт', en: 'Holiday concert', oz: 'Bayram konserti' },
    description: { uz: 'Юлдузлар иштирокида', en: 'With the stars', oz: 'Yulduzlar ishtirokida' },
    photo: picture('concert'),
    broadcast: 'axborot',
    channel: 'yoshlar',
  },
];
