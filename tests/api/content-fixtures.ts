import type { Db } from '../../src/server/db/client';
import {
  anonsSlides,
  archiveItems,
  broadcasts,
  categories,
  channels,
  counters,
  news,
  people,
  type StoredPicture,
} from '../../src/server/db/schema';

/**
 * A small, known world of content for the content API tests, written with Drizzle (independent of
 * the demo generator). Times are relative to `now`, so publication and "upcoming" are predictable.
 */

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;

export const picture = (name: string): StoredPicture => ({
  title: name,
  link: `/uploads/test/${name}.jpg`,
  thumb: `/uploads/test/${name}-thumb.jpg`,
  width: 1280,
  height: 720,
});

const t = (uz: string, en: string, extra: { ru?: string; oz?: string } = {}) => ({ uz, en, ...extra });

/** Inserts the fixture world into a database without demo content. */
export async function insertContent(db: Db, now: number) {
  const at = (ms: number) => new Date(now + ms);
  await db.insert(channels).values([
    { id: 'alpha', type: 'tv', title: t('Алфа', 'Alpha'), order: 1 },
    { id: 'beta', type: 'radio', title: t('Бета', 'Beta'), order: 2 },
  ]);
  await db.insert(categories).values([
    { id: 'kino', title: t('Кино', 'Cinema', { ru: 'Кино', oz: 'Kino' }), parent: null, order: 1 },
    { id: 'serial', title: t('Сериаллар', 'Series'), parent: 'kino', order: 2 },
    { id: 'sport', title: t('Спорт', 'Sport'), parent: null, order: 3 },
    { id: 'musiqa', title: t('Мусиқа', 'Music'), parent: null, order: 4 },
    { id: 'bolalar', title: t('Болалар', 'Children'), parent: null, order: 5 },
    { id: 'yangilik', title: t('Янгиликлар', 'News'), parent: null, order: 6 },
  ]);
  await db.insert(broadcasts).values([
    {
      id: 'tongi-efir',
      type: 'tv',
      title: t('Тонги эфир', 'Morning Air', { ru: 'Утренний эфир', oz: 'Tongi efir' }),
      description: t('Ҳар куни эрталаб', 'Every morning'),
      channel: 'alpha',
      category: 'musiqa',
      imagesAnons: [picture('tongi-1'), picture('tongi-2')],
      order: 1,
    },
    {
      id: 'yangi-serial',
      type: 'tv',
      title: t('Янги сериал', 'New Series'),
      channel: 'alpha',
      category: 'serial',
      order: 2,
    },
    {
      id: 'kino-zal',
      type: 'tv',
      title: t('Кинозал', 'Cinema Hall'),
      channel: 'alpha',
      category: 'kino',
      order: 2,
    },
    {
      id: 'sport-news',
      type: 'tv',
      title: t('Спорт хабарлари', 'Sport News'),
      channel: 'alpha',
      category: 'sport',
      order: 3,
    },
    {
      id: 'radio-tong',
      type: 'radio',
      title: t('Радио тонг', 'Radio Morning'),
      channel: 'beta',
      category: 'musiqa',
      order: 1,
    },
    { id: 'yashirin', type: 'tv', title: t('Яширин', 'Hidden'), channel: 'alpha', order: 0, isHidden: true },
  ]);
  const episode = (
    id: string,
    broadcast: string,
    start: number,
    duration: number,
    extra: Partial<typeof archiveItems.$inferInsert> = {},
  ): typeof archiveItems.$inferInsert => ({
    id,
    type: broadcast === 'radio-tong' ? 'radio' : 'tv',
    broadcast,
    channel: broadcast === 'radio-tong' ? 'beta' : 'alpha',
    title: t(`${id} сони`, `${id} episode`),
    description: t(`${id} ҳақида`, `About ${id}`),
    date: at(start),
    duration,
    ...extra,
  });
  await db.insert(archiveItems).values([
    episode('ep-1', 'tongi-efir', -3 * DAY, 3600, {
      title: t('Тонги эфир 1-сон', 'Morning Air #1'),
      poster: picture('ep-1'),
      airedChannel: 'alpha',
      airedDate: '2025-01-01',
      airedTime: '07:00',
    }),
    episode('ep-2', 'tongi-efir', -2 * DAY, 1800, { url: 'https://cdn.example/ep-2.m3u8' }),
    // On the air now: published 50 minutes from `now`.
    episode('ep-3', 'tongi-efir', -10 * MINUTE, 3600),
    episode('ep-4', 'tongi-efir', DAY, 3600),
    episode('kino-1', 'kino-zal', -1 * DAY, 5400, { title: t('Ўзбек фильми', 'Uzbek Film 100%') }),
    episode('serial-1', 'yangi-serial', -5 * DAY, 2700),
    episode('radio-1', 'radio-tong', -1 * DAY, 600),
    episode('sport-1', 'sport-news', -4 * DAY, 900, { channel: null }),
  ]);
  const slide = (id: string, start: number, channel = 'alpha'): typeof anonsSlides.$inferInsert => ({
    id,
    datetime: at(start),
    title: t(`${id} анонси`, `${id} announcement`),
    description: t('Тез кунда', 'Coming soon'),
    photo: picture(id),
    broadcast: 'tongi-efir',
    channel,
  });
  await db
    .insert(anonsSlides)
    .values([
      slide('s-old-1', -10 * DAY),
      slide('s-old-2', -5 * DAY),
      slide('s-recent', -12 * HOUR),
      slide('s-soon', 2 * HOUR),
      slide('s-later', 3 * DAY),
      slide('s-beta', HOUR, 'beta'),
    ]);
  const detail = (nation: string | null = 'uzbek') => ({ nation, about: t('Бошловчи', 'Presenter') });
  await db.insert(people).values([
    {
      id: 'aziz',
      kind: 'anchor',
      type: 'tv',
      title: t('Азиз Раҳимов', 'Aziz Rahimov'),
      photo: picture('aziz'),
      channels: ['alpha'],
      broadcast: 'tongi-efir',
      category: 'musiqa',
      detail: detail(),
      order: 3,
    },
    {
      id: 'ulmas',
      kind: 'anchor',
      type: 'tv',
      title: t('Ўлмас Каримов', 'Ulmas Karimov'),
      channels: ['alpha', 'beta'],
      broadcast: 'kino-zal',
      category: 'kino',
      detail: detail('russian'),
      order: 1,
    },
    {
      id: 'barno',
      kind: 'anchor',
      type: 'radio',
      title: t('Барно Алиева', 'Barno Aliyeva'),
      channels: ['beta'],
      broadcast: 'radio-tong',
      detail: detail(),
      order: 2,
    },
    {
      id: 'dilnoza',
      kind: 'anchor',
      type: 'tv',
      title: t('Дилноза Умарова', 'Dilnoza Umarova'),
      channels: ['alpha'],
      category: 'serial',
      detail: detail(null),
      order: 4,
    },
    {
      id: 'erkin',
      kind: 'anchor',
      type: 'tv',
      title: t('Эркин Тошев', 'Erkin Toshev'),
      channels: ['alpha'],
      broadcast: 'sport-news',
      category: 'sport',
      detail: detail(),
      order: 5,
    },
    {
      id: 'p-olim',
      kind: 'person',
      type: 'tv',
      title: t('Олим Носиров', 'Olim Nosirov'),
      photo: picture('olim'),
      channels: ['alpha'],
      detail: detail(),
      order: 2,
    },
    {
      id: 'p-zarina',
      kind: 'person',
      type: 'radio',
      title: t('Зарина Юсупова', 'Zarina Yusupova'),
      channels: ['beta'],
      detail: detail(),
      order: 1,
    },
    {
      id: 'p-nobody',
      kind: 'person',
      type: 'tv',
      title: t('Номаълум', 'Unknown'),
      channels: [],
      detail: detail(null),
      order: 3,
    },
  ]);
  await db.insert(counters).values([
    { db: 'anchors', item: 'ulmas', likes: 10, rating: 1 },
    { db: 'anchors', item: 'barno', likes: 3, rating: 50 },
    { db: 'anchors', item: 'erkin', likes: 7, rating: 0 },
    // Another collection's counter of the same id must not count as the anchor's likes.
    { db: 'person', item: 'aziz', likes: 99, rating: 0 },
  ]);
  await db.insert(news).values(
    Array.from({ length: 10 }, (_, i) => {
      const n = i + 1;
      const id = `n-${String(n).padStart(2, '0')}`;
      return {
        id,
        type: n >= 9 ? ('radio' as const) : ('tv' as const),
        title: n === 7 ? t('Футбол бўйича янгилик', 'Football update') : t(`${n}-янгилик`, `News ${n}`),
        summary: t(`${n}-янгилик қисқача`, `News ${n} in short`),
        body: t(`<p>${n}-янгилик матни</p>`, `<p>The text of news ${n}</p>`),
        picture: n % 2 ? picture(id) : null,
        channel: n === 5 ? 'beta' : 'alpha',
        category: n <= 3 ? 'sport' : n === 4 ? 'serial' : null,
        date: at(-n * HOUR),
      };
    }),
  );
}
