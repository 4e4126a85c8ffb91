import { useLocation } from '@core/router';
import type { ListMeta } from '@core/schemas/common';
import type { Channel, Schedule, ScheduleItem } from '@core/schemas/entities';

/** Channels of the broadcast widget tests, in their `order`. */
export const CHANNELS: Channel[] = [
  {
    _id: 'uzbekistan',
    type: 'tv',
    title: { uz: 'Ўзбекистон', ru: 'Узбекистан', en: 'Uzbekistan', oz: 'O‘zbekiston' },
    photo: '/uploads/demo/channel-uzbekistan.svg',
    about: { uz: 'Бош телеканал', ru: 'Главный телеканал', en: 'The main TV channel', oz: 'Bosh telekanal' },
    is_hidden: false,
    order: 1,
    regional: false,
  },
  {
    _id: 'yoshlar',
    type: 'tv',
    title: { uz: 'Ёшлар', ru: 'Ёшлар', en: 'Yoshlar', oz: 'Yoshlar' },
    photo: '/uploads/demo/channel-yoshlar.svg',
    about: {
      uz: 'Ёшлар телеканали',
      ru: 'Молодёжный телеканал',
      en: 'The youth channel',
      oz: 'Yoshlar telekanali',
    },
    is_hidden: false,
    order: 2,
    regional: false,
  },
  {
    _id: 'toshkent',
    type: 'radio',
    title: { uz: 'Тошкент', ru: 'Ташкент', en: 'Tashkent', oz: 'Toshkent' },
    photo: null,
    about: {},
    is_hidden: false,
    order: 3,
    regional: true,
  },
];

const item = (time: string, uz: string, en: string, is_online = false): ScheduleItem => ({
  time,
  title: { uz, en, oz: en },
  broadcast: null,
  duration: null,
  is_online,
});

/** One day of a channel, deliberately not in time order; 12:00 is online. */
export const DAY: ScheduleItem[] = [
  item('12:00', 'Ахборот', 'News', true),
  item('06:00', 'Хайрли тонг', 'Good morning'),
  item('09:00', 'Мультфильмлар', 'Cartoons'),
  item('13:30', 'Спорт', 'Sport'),
  item('18:00', 'Кечки ахборот', 'Evening news', true),
  item('21:00', 'Кино', 'Film'),
  item('23:00', 'Тунги мусиқа', 'Night music'),
];

/** A radio day that starts late. */
export const LATE_DAY: ScheduleItem[] = [
  item('10:00', 'Мусиқа', 'Music', true),
  item('20:00', 'Кеча', 'Evening'),
];

export function schedule(channel: string, date: string, items: ScheduleItem[] = DAY): Schedule {
  return { channel, date, items };
}

export function channelPage(data: Channel[], meta: Partial<ListMeta> = {}) {
  return { data, meta: { total: data.length, page: 1, count: data.length, pages: 1, ...meta } };
}

/** Tashkent wall-clock time as an instant: Tashkent is UTC+5 all year. */
export function tashkent(date: string, time: string): Date {
  return new Date(`${date}T${time}+05:00`);
}

/** Shows where the router is, to check links followed and redirects. */
export function Where() {
  const location = useLocation();
  return <output data-testid="where">{`${location.pathname}${location.search}`}</output>;
}
