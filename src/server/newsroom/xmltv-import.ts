import type { I18nText, Lang } from '@core/lang';
import { AGE_RATINGS, type AgeRating } from '@core/newsroom';
import { type EditEntry, entryEnds, storedEntry } from '@core/schedule-edit';
import type { ScheduleItem } from '@core/schemas/entities';
import { broadcastClock, formatHHmm, MINUTES_PER_DAY, parseHHmm } from '@core/time';
import { SaxesParser } from 'saxes';

/**
 * XMLTV in (issue 26, decision 035): a listing read with a streaming, strict XML parser (saxes),
 * so a malformed file is refused with the line and column of its first fault, then its
 * programmes turned into our days (Tashkent dates, HH:mm entries) and compared with the stored
 * schedules entry by entry. Nothing here touches the database: the routes read and write.
 */

/** A fault of the file's XML, where the parser met it. */
export class XmlFault extends Error {
  constructor(
    readonly line: number,
    readonly column: number,
    readonly reason: string,
  ) {
    super(`${line}:${column}: ${reason}`);
    this.name = 'XmlFault';
  }
}

/** The file is XML but not an XMLTV listing (its root is not `<tv>`). */
export class NotXmltv extends Error {}
/** More programmes than an import takes. */
export class TooManyProgrammes extends Error {}

export interface LangValue {
  lang: string | null;
  value: string;
}

export interface SourceChannel {
  id: string;
  names: LangValue[];
  programmes: number;
}

export interface SourceProgramme {
  channel: string;
  /** Epoch milliseconds. */
  start: number;
  stop: number | null;
  title: LangValue[];
  rating: AgeRating | null;
  urls: string[];
}

export interface ParsedListing {
  channels: SourceChannel[];
  programmes: SourceProgramme[];
}

const XMLTV_TIME = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})?\s*(?:([+-])(\d{2}):?(\d{2})|Z|UTC|GMT)?$/i;

/** An XMLTV time (`YYYYMMDDhhmm[ss] [±hhmm]`, UTC when no offset) as epoch ms, or null. */
export function xmltvTime(value: string | undefined): number | null {
  const m = value ? XMLTV_TIME.exec(value.trim()) : null;
  if (!m) return null;
  const [, y, mo, d, h, mi, s, sign, oh, om] = m;
  const utc = Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0));
  if (Number.isNaN(utc)) return null;
  const offset = sign ? (sign === '-' ? -1 : 1) * (Number(oh) * 60 + Number(om)) * 60_000 : 0;
  return utc - offset;
}

const RATING = /^\s*(0|6|12|16|18)\s*\+\s*$/;

/** An XMLTV rating value that is one of ours (`16+`, ` 18 + `), else null. */
export function ageRating(value: string): AgeRating | null {
  const m = RATING.exec(value);
  const rating = m ? `${m[1]}+` : null;
  return rating && (AGE_RATINGS as readonly string[]).includes(rating) ? (rating as AgeRating) : null;
}

/**
 * Reads an XMLTV document. Throws XmlFault (not well-formed: line and column), NotXmltv, or
 * TooManyProgrammes (over `maxProgrammes`). Channels are listed as declared, then any that only
 * programmes name; programmes without a parsable start are skipped.
 */
export function parseListing(xml: string, maxProgrammes = 200_000): ParsedListing {
  const parser = new SaxesParser({ position: true });
  const channels = new Map<string, SourceChannel>();
  const programmes: SourceProgramme[] = [];
  const stack: string[] = [];
  let channel: SourceChannel | null = null;
  let programme: SourceProgramme | null = null;
  let text = '';
  let lang: string | null = null;
  let root = true;
  parser.on('error', (err) => {
    const reason = err.message.replace(/^\d+:\d+: /, '');
    throw new XmlFault(parser.line, parser.column, reason);
  });
  parser.on('opentag', (node) => {
    const name = node.name;
    const attr = node.attributes as Record<string, string>;
    if (root) {
      if (name !== 'tv') throw new NotXmltv(name);
      root = false;
    }
    const parent = stack[stack.length - 1];
    stack.push(name);
    text = '';
    lang = attr.lang?.trim() || null;
    if (parent === 'tv' && name === 'channel' && attr.id) {
      channel = channels.get(attr.id) ?? { id: attr.id, names: [], programmes: 0 };
      channels.set(attr.id, channel);
    } else if (parent === 'tv' && name === 'programme') {
      const start = xmltvTime(attr.start);
      if (start !== null && attr.channel) {
        if (programmes.length >= maxProgrammes) throw new TooManyProgrammes(String(maxProgrammes));
        programme = {
          channel: attr.channel,
          start,
          stop: xmltvTime(attr.stop),
          title: [],
          rating: null,
          urls: [],
        };
      }
    }
  });
  parser.on('text', (value) => {
    text += value;
  });
  parser.on('cdata', (value) => {
    text += value;
  });
  parser.on('closetag', (node) => {
    const name = node.name;
    stack.pop();
    const parent = stack[stack.length - 1];
    const value = text.trim();
    if (channel && parent === 'channel' && name === 'display-name' && value)
      channel.names.push({ lang, value });
    if (programme && parent === 'programme') {
      if (name === 'title' && value) programme.title.push({ lang, value });
      if (name === 'url' && value) programme.urls.push(value);
    }
    if (programme && parent === 'rating' && name === 'value') programme.rating ??= ageRating(value);
    if (name === 'channel' && parent === 'tv') channel = null;
    if (name === 'programme' && parent === 'tv') {
      if (programme) programmes.push(programme);
      programme = null;
    }
    text = '';
  });
  parser.write(xml).close();
  if (root) throw new NotXmltv('');
  for (const p of programmes) {
    const known = channels.get(p.channel) ?? { id: p.channel, names: [], programmes: 0 };
    known.programmes++;
    channels.set(p.channel, known);
  }
  return { channels: [...channels.values()], programmes };
}

/** `lang` attributes as our languages: uz-Cyrl (and uz) → uz, uz-Latn → oz, ru, en. */
export function ourLang(tag: string | null): Lang | null {
  const t = tag?.toLowerCase().replace(/_/g, '-') ?? '';
  if (t === 'uz-latn' || t === 'oz') return 'oz';
  if (t === 'uz' || t === 'uz-cyrl') return 'uz';
  if (t === 'ru' || t.startsWith('ru-')) return 'ru';
  if (t === 'en' || t.startsWith('en-')) return 'en';
  return null;
}

/**
 * A title per language: each of ours from its tag; a title without a tag (or in another language)
 * fills those of ours the file left empty. Languages nobody wrote stay absent, so the pages fall
 * back as they do for any entry.
 */
export function titleOf(values: readonly LangValue[]): I18nText {
  const out: I18nText = {};
  let other: string | null = null;
  for (const { lang, value } of values) {
    const ours = ourLang(lang);
    if (ours) out[ours] ??= value;
    else other ??= value;
  }
  if (other) for (const l of ['uz', 'oz', 'ru', 'en'] as const) out[l] ??= other;
  return out;
}

/** Lower-cased, spaces collapsed: how display names are matched with our titles. */
const norm = (s: string) => s.trim().toLowerCase().replace(/\s+/g, ' ');

/** Our channel for a listing's: the same id, else one whose title (any language) is a display name. */
export function suggestMapping(
  source: readonly SourceChannel[],
  ours: readonly { id: string; title: I18nText }[],
): Record<string, string | null> {
  const ids = new Set(ours.map((c) => c.id));
  const byName = new Map<string, string>();
  for (const c of ours) for (const value of Object.values(c.title)) if (value) byName.set(norm(value), c.id);
  const out: Record<string, string | null> = {};
  for (const s of source) {
    if (ids.has(s.id)) out[s.id] = s.id;
    else out[s.id] = s.names.map((n) => byName.get(norm(n.value))).find((id) => id !== undefined) ?? null;
  }
  return out;
}

/** `/broadcast/{id}/` in a programme's link: the broadcast our own listing links it to. */
const BROADCAST_URL = /\/broadcast\/([a-z0-9][a-z0-9-]{0,63})\/?(?:[?#].*)?$/;

/**
 * The listing's entries of each mapped channel's Tashkent day (`{channel} {date}` keys), in time
 * order: one per start minute (the first wins), each lasting to its stop (clipped at the next
 * entry's start; the day's last may run past midnight), titled per language, its broadcast when
 * its link names one of ours that exists, its age rating when it gives one of ours other than the
 * linked broadcast's own.
 */
export function listingDays(
  listing: ParsedListing,
  mapping: Readonly<Record<string, string | null>>,
  broadcastExists: (id: string) => boolean,
  /** A linked broadcast's own rating: the entry keeps a rating only where it differs from it. */
  broadcastRating: (id: string) => string | null = () => null,
): Map<string, EditEntry[]> {
  const raw = new Map<string, { start: number; stop: number | null; p: SourceProgramme }[]>();
  for (const p of listing.programmes) {
    const ours = mapping[p.channel];
    if (!ours) continue;
    const clock = broadcastClock(p.start);
    const key = `${ours} ${clock.date}`;
    const stop =
      p.stop !== null && p.stop > p.start ? clock.minutes + Math.floor((p.stop - p.start) / 60_000) : null;
    const list = raw.get(key) ?? [];
    list.push({ start: clock.minutes, stop, p });
    raw.set(key, list);
  }
  const days = new Map<string, EditEntry[]>();
  for (const [key, list] of raw) {
    list.sort((a, b) => a.start - b.start);
    const unique = list.filter((e, i) => i === 0 || e.start !== list[i - 1]?.start);
    const entries: EditEntry[] = [];
    for (const [i, e] of unique.entries()) {
      const next = unique[i + 1]?.start;
      const end = e.stop === null ? null : Math.min(e.stop, next ?? e.start + MINUTES_PER_DAY);
      const link = e.p.urls.map((u) => BROADCAST_URL.exec(u)?.[1]).find((id) => id && broadcastExists(id));
      const entry: EditEntry = {
        time: formatHHmm(e.start),
        title: titleOf(e.p.title),
        broadcast: link ?? null,
        duration: end === null ? null : Math.max(0, end - e.start),
        is_online: false,
      };
      // Our own export writes the broadcast's rating on each of its entries: read back, the entry
      // inherits it again rather than holding a copy that would not follow the broadcast's.
      if (e.p.rating && !(link && broadcastRating(link) === e.p.rating)) entry.rating = e.p.rating;
      // Untitled and unlinked: nothing a visitor could be shown.
      if (Object.keys(entry.title).length > 0 || entry.broadcast) entries.push(entry);
    }
    days.set(key, entries);
  }
  return days;
}

export interface EntryChange {
  time: string;
  title: I18nText;
  /** What changed of an entry kept at its time: its title, end, broadcast or rating. */
  fields?: string[];
}

export interface DayDiff {
  channel: string;
  date: string;
  added: EntryChange[];
  changed: EntryChange[];
  removed: EntryChange[];
  /** The day as it will be stored (unchanged entries as they are, with their own fields). */
  items: EditEntry[];
}

const sameTitle = (a: I18nText, b: I18nText) => {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]) as Set<Lang>;
  return [...keys].every((k) => (a[k]?.trim() ?? '') === (b[k]?.trim() ?? ''));
};

/**
 * One day of the listing against the stored day, entry by entry at the same start: added (a
 * start we do not have), removed (a start the listing does not have), changed (a different
 * title, end, broadcast or rating; what the listing does not say, the online flag, is kept).
 * The end compared is where each entry stops in its day, so a day stored without durations and
 * the listing of it (which always has stops) are the same day.
 */
export function diffDay(
  channel: string,
  date: string,
  stored: readonly ScheduleItem[],
  incoming: readonly EditEntry[],
): DayDiff {
  const current = [...stored].map(storedEntry).sort((a, b) => parseHHmm(a.time) - parseHHmm(b.time));
  const currentEnds = entryEnds(current);
  const incomingEnds = entryEnds(incoming);
  const byTime = new Map(current.map((e, i) => [e.time, { entry: e, end: currentEnds[i] }]));
  const seen = new Set<string>();
  const diff: DayDiff = { channel, date, added: [], changed: [], removed: [], items: [] };
  for (const [i, entry] of incoming.entries()) {
    seen.add(entry.time);
    const had = byTime.get(entry.time);
    if (!had) {
      diff.added.push({ time: entry.time, title: entry.title });
      diff.items.push(entry);
      continue;
    }
    const fields: string[] = [];
    if (!sameTitle(had.entry.title, entry.title)) fields.push('title');
    if (had.end !== incomingEnds[i]) fields.push('end');
    if (entry.broadcast && entry.broadcast !== had.entry.broadcast) fields.push('broadcast');
    if (entry.rating && entry.rating !== had.entry.rating) fields.push('rating');
    if (fields.length === 0) {
      diff.items.push(had.entry);
      continue;
    }
    diff.changed.push({ time: entry.time, title: entry.title, fields });
    const merged: EditEntry = {
      ...had.entry,
      title: entry.title,
      duration: entry.duration,
      broadcast: entry.broadcast ?? had.entry.broadcast,
    };
    if (entry.rating) merged.rating = entry.rating;
    diff.items.push(merged);
  }
  for (const entry of current)
    if (!seen.has(entry.time)) diff.removed.push({ time: entry.time, title: entry.title });
  return diff;
}

/** Whether a day's diff changes anything. */
export const changes = (d: DayDiff) => d.added.length + d.changed.length + d.removed.length > 0;
