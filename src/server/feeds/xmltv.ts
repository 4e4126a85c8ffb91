import { type I18nText, INTL_LOCALE, LANGS } from '@core/lang';
import { timeline } from '@core/onair';
import { TASHKENT_OFFSET_MS } from '@core/time';
import { writeXmltv, type XmltvChannel, type XmltvProgramme } from '@iptv/xmltv';

/**
 * XMLTV out (issue 26, decision 032): every visible channel and every programme of the Tashkent
 * days asked for, written by `@iptv/xmltv` (times in UTC, `YYYYMMDDhhmmss +0000`). That writer
 * escapes nothing, so every text and attribute is escaped here before it is handed over.
 */

/** `&`, `<`, `>` and `"` as entities: the writer puts values in as they are. */
export function xmlEscape(value: string): string {
  return value.replace(/[&<>"]/g, (c) =>
    c === '&' ? '&amp;' : c === '<' ? '&lt;' : c === '>' ? '&gt;' : '&quot;',
  );
}

/** The English genre names IPTV players map (Jellyfin's, Plex's and Kodi's defaults), by category id. */
export const GENRES: Readonly<Record<string, string>> = {
  news: 'News',
  economy: 'News',
  society: 'News',
  sport: 'Sports',
  children: 'Kids',
  cinema: 'Movie',
  music: 'Music',
  documentary: 'Documentary',
  education: 'Education',
  entertainment: 'Entertainment',
  culture: 'Arts',
  theatre: 'Arts',
};

export interface FeedCategory {
  id: string;
  title: I18nText;
  parent: string | null;
}

/** The genre of a category: its own, else the nearest ancestor's (a newsroom's own ids inherit). */
export function genreOf(
  id: string | null | undefined,
  categories: ReadonlyMap<string, FeedCategory>,
): string | null {
  const seen = new Set<string>();
  let at = id ?? null;
  while (at && !seen.has(at)) {
    seen.add(at);
    const genre = GENRES[at];
    if (genre) return genre;
    at = categories.get(at)?.parent ?? null;
  }
  return null;
}

export interface EpisodeNumber {
  /** As the title writes it, e.g. `S02E05` or `E12`. */
  onscreen: string;
  /** XMLTV's zero-based `season . episode . part`, e.g. `1 . 4 .` (the part left out). */
  xmltvNs: string;
}

const SEASON_EPISODE = /\bS(\d{1,3})\s?E(\d{1,4})\b/i;
/**
 * Words that name an episode: English, Uzbek Latin (qism, son) and, written as escapes (the server's
 * code holds no Cyrillic outside the text catalogue), Russian (seriya, epizod) and Uzbek Cyrillic
 * (qism, son).
 */
const EPISODE_WORD =
  'episode|ep\\.|qism|son|\\u0441\\u0435\\u0440\\u0438\\u044f|\\u044d\\u043f\\u0438\\u0437\\u043e\\u0434|\\u049b\\u0438\\u0441\\u043c|\\u0441\\u043e\\u043d';
const EPISODE_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${EPISODE_WORD})\\s*\\u2116?\\s*(\\d{1,4})(?!\\d)`,
  'iu',
);
const EPISODE_AFTER = new RegExp(`(\\d{1,4})\\s*-?\\s*(?:${EPISODE_WORD})(?!\\p{L})`, 'iu');

/**
 * The episode number a title states, where it states one ("S02E05", "Episode 12", "12-qism",
 * "5-seriya" in Russian): schedules carry no episode field, so a number appears only where the newsroom
 * wrote it in the title. Null when none is found.
 */
export function episodeOf(title: I18nText): EpisodeNumber | null {
  for (const lang of ['en', 'oz', 'ru', 'uz'] as const) {
    const text = title[lang];
    if (!text) continue;
    const se = SEASON_EPISODE.exec(text);
    if (se) {
      const season = Number(se[1]);
      const episode = Number(se[2]);
      if (season < 1 || episode < 1) continue;
      const onscreen = `S${String(season).padStart(2, '0')}E${String(episode).padStart(2, '0')}`;
      return { onscreen, xmltvNs: `${season - 1} . ${episode - 1} .` };
    }
    const e = EPISODE_BEFORE.exec(text) ?? EPISODE_AFTER.exec(text);
    if (e && Number(e[1]) >= 1) return { onscreen: `E${Number(e[1])}`, xmltvNs: `. ${Number(e[1]) - 1} .` };
  }
  return null;
}

export interface FeedChannel {
  id: string;
  type: 'tv' | 'radio';
  title: I18nText;
  photo: string | null;
}

export interface FeedBroadcast {
  id: string;
  title: I18nText;
  description: I18nText;
  category: string | null;
  picture: string | null;
  /** Age rating (`16+`; @core/newsroom AGE_RATINGS), null when not rated. */
  rating?: string | null;
}

export interface FeedEntry {
  time: string;
  title: I18nText;
  broadcast?: string | null;
  duration?: number | null;
  /** The entry's own age rating, before its broadcast's. */
  rating?: string | null;
}

export interface FeedDay {
  channel: string;
  date: string;
  items: readonly FeedEntry[];
}

export interface XmltvInput {
  /** Origin of the icons and links (PUBLIC_URL). */
  publicUrl: string;
  channels: readonly FeedChannel[];
  broadcasts: ReadonlyMap<string, FeedBroadcast>;
  categories: ReadonlyMap<string, FeedCategory>;
  days: readonly FeedDay[];
  /** When the listing was made (the `tv date`). */
  now: Date;
}

/** The `system` of programmes' age ratings (`0+` … `18+`, Uzbekistan's age marks). */
export const RATING_SYSTEM = 'UZ';

/** The instant of a Tashkent date and minutes since its midnight. */
export function tashkentAt(date: string, minutes: number): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) + minutes * 60_000 - TASHKENT_OFFSET_MS);
}

/** A text in every language it has, each with its BCP 47 tag (`uz-Cyrl`, `uz-Latn`, `ru`, `en`). */
function inEveryLang(text: I18nText): { _value: string; lang: string }[] {
  const out: { _value: string; lang: string }[] = [];
  for (const lang of LANGS) {
    const value = text[lang]?.trim();
    if (value) out.push({ _value: xmlEscape(value), lang: INTL_LOCALE[lang] });
  }
  return out;
}

const absolute = (publicUrl: string, path: string) => {
  try {
    const url = new URL(path, `${publicUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
};

/** The programmes of one channel's day: stop at the entry's duration, else at the next entry (24:00 for the last). */
export function dayProgrammes(day: FeedDay, input: XmltvInput): XmltvProgramme[] {
  const out: XmltvProgramme[] = [];
  for (const { entry, start, finish } of timeline(day.items)) {
    const end = entry.duration ? Math.min(start + entry.duration, finish) : finish;
    if (end <= start) continue;
    const broadcast = entry.broadcast ? input.broadcasts.get(entry.broadcast) : undefined;
    const title = inEveryLang(entry.title);
    if (title.length === 0 && broadcast) title.push(...inEveryLang(broadcast.title));
    if (title.length === 0) continue;
    const programme: XmltvProgramme = {
      channel: xmlEscape(day.channel),
      start: tashkentAt(day.date, start),
      stop: tashkentAt(day.date, end),
      title,
    };
    if (broadcast) {
      const desc = inEveryLang(broadcast.description);
      if (desc.length) programme.desc = desc;
      const category = broadcast.category ? input.categories.get(broadcast.category) : undefined;
      const genre = genreOf(broadcast.category, input.categories);
      const categories = category ? inEveryLang(category.title) : [];
      if (genre && !categories.some((c) => c.lang === 'en' && c._value === genre))
        categories.unshift({ _value: genre, lang: 'en' });
      if (categories.length) programme.category = categories;
      const icon = broadcast.picture && absolute(input.publicUrl, broadcast.picture);
      if (icon) programme.icon = [{ src: xmlEscape(icon) }];
      programme.url = [
        { _value: xmlEscape(`${input.publicUrl}/uz/broadcast/${encodeURIComponent(broadcast.id)}/`) },
      ];
    }
    // The writer keeps the keys' order, and the DTD wants episode-num before rating.
    const episode = episodeOf(entry.title);
    if (episode)
      programme.episodeNum = [
        { system: 'onscreen', _value: xmlEscape(episode.onscreen) },
        { system: 'xmltv_ns', _value: episode.xmltvNs },
      ];
    // Age rating (issue 26): the entry's, else its broadcast's; the system is the country's.
    const rating = entry.rating ?? broadcast?.rating;
    if (rating) programme.rating = [{ system: RATING_SYSTEM, value: xmlEscape(rating) }];
    out.push(programme);
  }
  return out;
}

/** The whole listing as an XMLTV document (DOCTYPE `xmltv.dtd`; src/server/feeds/xmltv.dtd). */
export function xmltvDocument(input: XmltvInput): string {
  const channels: XmltvChannel[] = input.channels.map((c) => {
    const channel: XmltvChannel = { id: xmlEscape(c.id), displayName: inEveryLang(c.title) };
    if (channel.displayName.length === 0) channel.displayName.push({ _value: xmlEscape(c.id) });
    const icon = c.photo && absolute(input.publicUrl, c.photo);
    if (icon) channel.icon = [{ src: xmlEscape(icon) }];
    channel.url = [{ _value: xmlEscape(`${input.publicUrl}/uz/channel/${encodeURIComponent(c.id)}/`) }];
    return channel;
  });
  const programmes = input.days.flatMap((day) => dayProgrammes(day, input));
  return writeXmltv({
    date: input.now,
    sourceInfoName: 'Efir',
    sourceInfoUrl: xmlEscape(input.publicUrl),
    generatorInfoName: 'Efir',
    channels,
    programmes,
  });
}
