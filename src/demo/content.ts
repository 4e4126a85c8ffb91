import type { I18nText } from '@core/lang';
import type { Channel, Menu, ScheduleItem, Weather } from '@core/schemas/entities';
import { formatHHmm, MINUTES_PER_DAY } from '@core/time';
import { CHANNELS, CITIES, type DemoChannel, MIX, RADIO_MIX, t } from './data';
import { type DemoProgramme, PROGRAMMES } from './programmes';

/**
 * Demo content of a national broadcaster: channels, daily schedules, menus and weather.
 * Everything is generated here (no external URLs); schedules are deterministic per channel and
 * date so a re-seed of the same day yields the same programme.
 */
/** A small deterministic PRNG (mulberry32) seeded from a string. */
export function random(seed: string): () => number {
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

export function pick<T>(list: readonly T[], rnd: () => number): T {
  return list[Math.floor(rnd() * list.length) % list.length] as T;
}

const pools = new Map<string, DemoProgramme[]>();

/** The programmes that may fill a channel's slot of a kind (demo-programmes.ts `channels`). */
function programmesFor(channel: DemoChannel, kind: string): DemoProgramme[] {
  const key = `${channel.id}/${kind}`;
  const known = pools.get(key);
  if (known) return known;
  const ofKind = PROGRAMMES.filter((p) => p.kind === kind && p.type === channel.type);
  const pool = ofKind.filter((p) => p.channels.length === 0 || p.channels.includes(channel.id));
  const chosen = pool.length > 0 ? pool : ofKind;
  pools.set(key, chosen);
  return chosen;
}

const PROGRAMME_BY_ID = new Map(PROGRAMMES.map((p) => [p.id, p]));

/**
 * The channel's `daily` programmes (those the demo announcements name) air every day: a day the
 * draw left one out, a slot after the morning show takes it, one of its kind when there is one.
 */
function airDaily(channel: string, items: ScheduleItem[], rnd: () => number) {
  const daily = PROGRAMMES.filter((p) => p.daily && p.home === channel);
  const isDaily = (item: ScheduleItem) => daily.some((p) => p.id === item.broadcast);
  for (const p of daily) {
    if (items.some((item) => item.broadcast === p.id)) continue;
    const free = items.flatMap((item, i) => (i > 1 && !isDaily(item) ? [i] : []));
    const ofKind = free.filter((i) => PROGRAMME_BY_ID.get(items[i]?.broadcast ?? '')?.kind === p.kind);
    const slot = pick(ofKind.length > 0 ? ofKind : free, rnd);
    const item = items[slot];
    if (item) items[slot] = { ...item, title: p.title, broadcast: p.id };
  }
}

/**
 * A channel's programme for one date: from 00:00 (night broadcast) to midnight, with a morning
 * show at 06:00 and the main news on the hour, times on 5-minute marks. Every entry names its
 * broadcast (a programme of demo-programmes.ts), whose title it carries; the channel's `daily`
 * programmes air every day.
 */
export function demoSchedule(channel: string, date: string): ScheduleItem[] {
  const info = CHANNELS.find((c) => c.id === channel);
  if (!info) return [];
  const rnd = random(`${channel}/${date}`);
  const mix = info.type === 'radio' ? (RADIO_MIX[info.genre] ?? RADIO_MIX.general ?? []) : MIX[info.genre];
  const items: ScheduleItem[] = [];
  const add = (start: number, kind: string, online: boolean) => {
    const programme = pick(programmesFor(info, kind), rnd);
    items.push({
      time: formatHHmm(start),
      title: programme.title,
      broadcast: programme.id,
      duration: 0,
      is_online: online,
    });
  };
  add(0, 'night', true);
  let time = 6 * 60;
  add(time, info.genre === 'kids' ? 'kids' : info.genre === 'music' ? 'music' : 'morning', true);
  time += 120;
  while (time < MINUTES_PER_DAY - 30) {
    const [kind, minutes, online] = pick(mix, rnd);
    add(time, kind, online);
    time += Math.max(10, Math.round((minutes * (0.8 + rnd() * 0.4)) / 5) * 5);
  }
  airDaily(info.id, items, rnd);
  // Durations are what the timeline gives: up to the next entry, the last one to 24:00.
  return items.map((item, i) => {
    const start = Number(item.time.slice(0, 2)) * 60 + Number(item.time.slice(3));
    const next = items[i + 1];
    const end = next ? Number(next.time.slice(0, 2)) * 60 + Number(next.time.slice(3)) : MINUTES_PER_DAY;
    return { ...item, duration: end - start };
  });
}

/**
 * The demo channels as stored: no logo (the newsroom uploads one; until then the page draws the
 * channel's monogram in the page's script on its brand colour, src/widgets/_kit/channel/).
 */
export function demoChannels(): Channel[] {
  return CHANNELS.map((c, i) => ({
    _id: c.id,
    type: c.type,
    title: c.title,
    photo: null,
    color: c.color,
    about: c.about,
    is_hidden: false,
    order: (i + 1) * 10,
    regional: c.regional ?? false,
  }));
}

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
