import { inTreeOrder } from '@core/category-tree';
import { type I18nText, isLang, LANGS, pickText } from '@core/lang';
import type { ListMeta } from '@core/schemas/common';
import {
  CONTENT_DBS,
  type Comment,
  type ContentDb,
  type Counter,
  POLL_KINDS,
  type Poll,
  type PollSummary,
} from '@core/schemas/content';
import type { Channel, LiveStream, ScheduleItem } from '@core/schemas/entities';
import { addDays, broadcastClock } from '@core/time';
import { LISTS } from '../server/db/lists-data';
import type {
  anonsSlides,
  archiveItems,
  broadcasts,
  categories,
  comments,
  news,
  people,
  polls,
  StoredPicture,
} from '../server/db/schema';
import {
  toAnchor,
  toAnonsSlide,
  toArchiveItem,
  toBroadcast,
  toCategory,
  toNews,
  toPerson,
} from '../server/routes/content/rows';
import { pageOf as serverPageOf } from '../server/routes/paging';
import { text } from '../server/texts';
import { demoChannels, demoSchedule, random } from './content';
import { demoArchive, demoLibrary, demoPictureFiles } from './library';
import type { Envelope, ListQuery, QueryReader } from './query';

/**
 * The content and engagement answers of the demo API (src/demo/api.ts): categories,
 * broadcasts, the archive and its player items, announcements, anchors, persons, news, polls,
 * likes, ratings, top lists, comments and the attribute lists, as the server's routes answer them
 * (src/server/routes/content/*, engagement/*, vod.ts, lists.ts): the same paths, query parameters,
 * defaults, order, paging and 400/404, from the rows the seed stores (demo-library.ts), mapped by
 * the server's own row mappers (routes/content/rows.ts).
 *
 * What differs on purpose: pictures are inlined as data URLs (Storybook has no `/uploads/`); likes
 * and ratings are a deterministic demo count per item (`demoCounter`) rather than 0; nobody votes,
 * likes or comments here (writes are Storybook actions), so `mine` is false and `meta.voted` null.
 * The server modules themselves (query.ts, anons.ts…) pull Fastify and node: into the bundle, so
 * their few constants and orders are repeated here; tests/api/demo-api.test.ts holds the two to
 * the same answers.
 */

/**
 * Default page sizes (src/server/routes/content/query.ts PAGE_SIZE; comments: engagement/comments.ts;
 * polls: engagement/polls.ts).
 */
export const DEMO_PAGE_SIZE = {
  anchors: 4,
  news: 8,
  archive: 100,
  person: 100,
  category: 4,
  broadcast: 100,
  anons: 100,
  slides: 6,
  comments: 100,
  poll: 100,
} as const;

/** How long a slide stays "recent" (anons.ts SLIDE_RECENT_MS). */
export const DEMO_SLIDE_RECENT_MS = 24 * 60 * 60 * 1000;
/** Orders of the anchors list (people.ts ANCHOR_SORTS). */
export const DEMO_ANCHOR_SORTS = ['title', 'likes', 'order'] as const;

/** The engagement calls' messages in the shown language (uz), from the server's texts. */
const ITEM_NOT_FOUND = text('uz', 'engage.itemNotFound');
const POLL_NOT_FOUND = text('uz', 'engage.pollNotFound');

const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

/** A demo picture as an image address Storybook can show without the app's `/uploads/`. */
export function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

/**
 * The likes and rating (views) of an item in the demo: made up but fixed per item, so lists by
 * likes, top lists and the like button agree with each other (the seed itself counts nothing).
 */
export function demoCounter(db: ContentDb, id: string): { likes: number; rating: number } {
  const rnd = random(`counter/${db}/${id}`);
  return { likes: Math.floor(rnd() * 250), rating: Math.floor(rnd() * 5000) };
}

// --- rows as the database returns them -------------------------------------------------------------

type CategorySel = typeof categories.$inferSelect;
type BroadcastSel = typeof broadcasts.$inferSelect;
type ArchiveSel = typeof archiveItems.$inferSelect;
type AnonsSel = typeof anonsSlides.$inferSelect;
type PersonSel = typeof people.$inferSelect;
type NewsSel = typeof news.$inferSelect;
type PollSel = typeof polls.$inferSelect;
type CommentSel = typeof comments.$inferSelect;

/** Demo picture files by the address the seed stores, inlined (computed once: ~150 SVGs). */
let inlined: Map<string, string> | null = null;
function inlinePicture<P extends StoredPicture | null | undefined>(p: P): P {
  inlined ??= new Map(demoPictureFiles().map((f) => [`/uploads/demo/${f.file}`, svgDataUrl(f.svg)]));
  const link = p?.link ? inlined.get(p.link) : undefined;
  return p && link ? { ...p, link, thumb: link } : p;
}

/** The recordings of a channel's day, as refreshDemo stores them (seed.ts), with the column defaults. */
function archiveDay(channel: Pick<Channel, '_id' | 'type'>, date: string, items: readonly ScheduleItem[]) {
  return demoArchive({ id: channel._id, type: channel.type }, date, items).map(
    (r): ArchiveSel => ({
      description: {},
      url: null,
      broadcast: null,
      channel: null,
      airedChannel: null,
      airedDate: null,
      airedTime: null,
      rating: null,
      availableFrom: null,
      availableUntil: null,
      subtitles: [],
      signLanguageUrl: null,
      audioDescriptionUrl: null,
      ...r,
      poster: inlinePicture(r.poster ?? null),
    }),
  );
}

/** The library as seedDemoLibrary stores it at `seededAt`, with the column defaults filled in. */
function libraryRows(seededAt: Date) {
  const lib = demoLibrary(seededAt);
  return {
    categories: lib.categories.map((r): CategorySel => ({ parent: null, order: 999, ...r })),
    broadcasts: lib.broadcasts.map(
      (r): BroadcastSel => ({
        description: {},
        channel: null,
        category: null,
        order: 999,
        isHidden: false,
        rating: null,
        ...r,
        imagesAnons: (r.imagesAnons ?? []).map(inlinePicture),
      }),
    ),
    people: lib.people.map(
      (r): PersonSel => ({
        channels: [],
        broadcast: null,
        category: null,
        order: 999,
        ...r,
        photo: inlinePicture(r.photo ?? null),
      }),
    ),
    news: lib.news.map(
      (r): NewsSel => ({
        summary: {},
        body: {},
        channel: null,
        category: null,
        ...r,
        picture: inlinePicture(r.picture ?? null),
      }),
    ),
    anons: lib.anons.map(
      (r): AnonsSel => ({
        type: 'auto',
        description: {},
        broadcast: null,
        channel: null,
        ...r,
        photo: inlinePicture(r.photo ?? null),
      }),
    ),
    polls: lib.polls.map((r): PollSel => ({ type: 'radio', isClosed: false, ...r })),
    comments: lib.comments.map((r): CommentSel => ({ userId: null, datetime: seededAt, ...r })),
  };
}

/**
 * The first item of each section of the demo (a route's `:id` in stories): as listed in the
 * generators; for the archive, the first recording of the first channel yesterday (Tashkent),
 * long published at `now`.
 */
export function demoItemIds(now: Date): Record<string, string> {
  const lib = demoLibrary(now);
  const first = <T extends { id: string }>(rows: readonly T[], what: string) => {
    const row = rows[0];
    if (!row) throw new Error(`The demo library has no ${what}`);
    return row.id;
  };
  const channel = demoChannels()[0];
  if (!channel) throw new Error('The demo has no channel');
  const yesterday = addDays(broadcastClock(now).date, -1);
  return {
    anchors: first(
      lib.people.filter((p) => p.kind === 'anchor'),
      'anchor',
    ),
    person: first(
      lib.people.filter((p) => p.kind === 'person'),
      'person',
    ),
    anons: first(lib.anons, 'announcement'),
    archive: first(archiveDay(channel, yesterday, demoSchedule(channel._id, yesterday)), 'recording'),
    category: first(lib.categories, 'category'),
    broadcast: first(lib.broadcasts, 'broadcast'),
    news: first(lib.news, 'news item'),
    poll: first(lib.polls, 'poll'),
    channel: channel._id,
    schedule: channel._id,
  };
}

// --- the server's orders and filters (routes/content/query.ts, anons.ts) -----------------------------

const collator = new Intl.Collator('uz-Cyrl', { sensitivity: 'base', numeric: true });
const byId = (a: { id: string }, b: { id: string }) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
const byTitle = (a: { title: I18nText }, b: { title: I18nText }) =>
  collator.compare(pickText(a.title, 'uz'), pickText(b.title, 'uz'));
const byOrderThenTitle = (
  a: { order: number; title: I18nText; id: string },
  b: { order: number; title: I18nText; id: string },
) => a.order - b.order || byTitle(a, b) || byId(a, b);
const newestFirst =
  <K extends string>(key: K) =>
  (a: Record<K, Date> & { id: string }, b: Record<K, Date> & { id: string }) =>
    b[key].getTime() - a[key].getTime() || byId(a, b);

/** `title` holds `text` in any language, ignoring case (the server's ILIKE of query.ts titleMatches). */
function titleHas(title: I18nText, text: string | null): boolean {
  if (text === null) return true;
  const needle = text.toLowerCase();
  return LANGS.some((lang) => (title[lang] ?? '').toLowerCase().includes(needle));
}

/** An optional filter: no value passes everything. */
const is = <T>(wanted: T | undefined, value: T) => wanted === undefined || wanted === value;

/** Upcoming and recent slides soonest first, then the others latest first (anons.ts slideOrder). */
function slideOrder(rows: readonly AnonsSel[], now: Date): AnonsSel[] {
  const from = now.getTime() - DEMO_SLIDE_RECENT_MS;
  const coming = rows
    .filter((r) => r.datetime.getTime() >= from)
    .sort((a, b) => a.datetime.getTime() - b.datetime.getTime() || byId(a, b));
  const past = rows.filter((r) => r.datetime.getTime() < from).sort(newestFirst('datetime'));
  return [...coming, ...past];
}

function shuffled<T>(items: readonly T[]): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [out[i], out[j]] = [out[j] as T, out[i] as T];
  }
  return out;
}

/**
 * The one list helper: rows filtered, ordered, then paged by the server's own `pageOf`
 * (src/server/routes/paging.ts, free of server dependencies).
 */
export function pageOf<R, T>(
  rows: readonly R[],
  q: ListQuery & { where?: (row: R) => boolean; order?: (a: R, b: R) => number },
  defaultCount: number,
  map: (row: R) => T,
): { data: T[]; meta: ListMeta } {
  const kept = rows.filter((r) => q.where?.(r) ?? true);
  if (q.order) kept.sort(q.order);
  return serverPageOf(kept, q, defaultCount, map);
}

/** `items` of a list query as a filter on ids. */
const inItems = (items: readonly string[] | undefined, id: string) => !items || items.includes(id);

// --- the routes -------------------------------------------------------------------------------------

export interface ContentEnv {
  product: string;
  now: () => Date;
  /** The instant the demo library counts as seeded: dates of news, slides, polls, comments. */
  seededAt: Date;
  /** Every demo channel, pictures inlined. */
  channels: readonly Channel[];
  /** The schedule of a channel's day, as the demo API answers it (empty for days not seeded). */
  scheduleOf(channel: string, date: string): readonly ScheduleItem[];
  /** The error of a failed call (demo-api.ts DemoApiError). */
  fail(status: 400 | 404, message: string): Error;
}

export type ContentHandler = (match: RegExpExecArray, q: QueryReader) => unknown;

export function contentRoutes(env: ContentEnv): [RegExp, ContentHandler][] {
  const { product, now, fail } = env;
  const lib = libraryRows(env.seededAt);
  const categoryById = new Map(lib.categories.map((c) => [c.id, c]));
  const broadcastById = new Map(lib.broadcasts.map((b) => [b.id, b]));
  const channelById = new Map(env.channels.map((c) => [c._id, c]));
  const anchors = lib.people.filter((p) => p.kind === 'anchor');
  const persons = lib.people.filter((p) => p.kind === 'person');

  /** Recordings of yesterday, today and tomorrow (Tashkent), as refreshDemo keeps them; by day. */
  const days = new Map<string, ArchiveSel[]>();
  function archive(at: Date): ArchiveSel[] {
    const today = broadcastClock(at).date;
    return [addDays(today, -1), today, addDays(today, 1)].flatMap((date) => {
      let rows = days.get(date);
      if (!rows) {
        rows = env.channels.flatMap((c) => archiveDay(c, date, env.scheduleOf(c._id, date)));
        days.set(date, rows);
      }
      return rows;
    });
  }
  /** Recordings that have aired by `at` (query.ts isPublished). */
  const published = (at: Date) =>
    archive(at).filter((r) => r.date.getTime() + r.duration * 1000 <= at.getTime());

  /** A category and every category below it (query.ts categoryScope). */
  function categoryScope(id: string): string[] {
    const scope = [id];
    for (let i = 0; i < scope.length; i++) {
      for (const c of lib.categories) if (c.parent === scope[i] && !scope.includes(c.id)) scope.push(c.id);
    }
    return scope;
  }
  const inCategory = (scope: string[] | undefined, category: string | null) =>
    !scope || (category !== null && scope.includes(category));

  /** Published episodes of a broadcast, newest first (catalog.ts episodesOf). */
  const episodesOf = (id: string, at: Date) =>
    published(at)
      .filter((r) => r.broadcast === id)
      .sort(newestFirst('date'))
      .map((r) => r.id);

  const anchorOf = (row: PersonSel) => toAnchor(row, demoCounter('anchors', row.id).likes);
  const archiveItemOf = (row: ArchiveSel) => {
    const broadcast = row.broadcast ? broadcastById.get(row.broadcast) : undefined;
    return toArchiveItem(row, broadcast?.category ?? null, product, broadcast?.rating ?? null);
  };

  /** The items a visitor can open, by collection (engagement/items.ts SOURCES). */
  const visible: Record<ContentDb, (at: Date) => string[]> = {
    anchors: () => anchors.map((r) => r.id),
    person: () => persons.map((r) => r.id),
    archive: (at) => published(at).map((r) => r.id),
    broadcast: () => lib.broadcasts.filter((r) => !r.isHidden).map((r) => r.id),
    channel: () => env.channels.filter((c) => !c.is_hidden).map((c) => c._id),
    news: () => lib.news.map((r) => r.id),
    anons: () => lib.anons.map((r) => r.id),
  };

  /** `db` of an engagement path: one of CONTENT_DBS (a params schema: 400 otherwise). */
  function collection(db: string): ContentDb {
    if (!(CONTENT_DBS as readonly string[]).includes(db))
      throw fail(400, `params/db must be equal to one of the allowed values`);
    return db as ContentDb;
  }
  /** The id of an engagement path, when it is a slug of a visible item; 404 otherwise. */
  function existing(db: ContentDb, file: string): string {
    const id = decoded(file);
    if (id === null || !SLUG.test(id) || !visible[db](now()).includes(id)) throw fail(404, ITEM_NOT_FOUND);
    return id;
  }

  const polls = [...lib.polls].sort((a, b) => b.date.getTime() - a.date.getTime() || byId(b, a));
  /** No ballots in the demo: every count is 0 (polls.ts toPoll counts the ballots). */
  const toPoll = (row: PollSel): Poll => ({
    _id: row.id,
    type: row.type,
    title: row.title,
    answers: row.answers.map((a) => ({ _id: a.id, title: a.title, votes: 0 })),
    votes: 0,
    date: row.date.toISOString(),
  });
  /** A poll as the list shows it (polls.ts toSummary), its ballots 0 too. */
  const toPollSummary = (row: PollSel): PollSummary => ({
    _id: row.id,
    type: row.type,
    title: row.title,
    date: row.date.toISOString(),
    is_closed: row.isClosed,
    answer_count: row.answers.length,
    votes: 0,
  });
  const toComment = (row: CommentSel): Comment => ({
    _id: row.id,
    datetime: row.datetime.toISOString(),
    username: row.username,
    content: row.content,
  });

  const p = product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const item = (section: string) => new RegExp(`^${p}/${section}/([^/]+)\\.json$`);
  const found = <T>(data: T | undefined, message: string): Envelope<T, Record<string, never>> => {
    if (data === undefined) throw fail(404, message);
    return { data, meta: {} };
  };

  return [
    // --- categories and broadcasts (content/catalog.ts) ---
    [
      new RegExp(`^${p}/category\\.json$`),
      (_m, q) => {
        const list = q.list();
        const parent = q.slug('parent');
        const below = q.slug('below');
        const title = q.title();
        q.done();
        return pageOf(
          below === undefined
            ? lib.categories
            : inTreeOrder(lib.categories, below === 'root' ? null : below, byOrderThenTitle),
          {
            ...list,
            where: (c) =>
              (parent === undefined || c.parent === (parent === 'root' ? null : parent)) &&
              inItems(list.items, c.id) &&
              titleHas(c.title, title),
            order: below === undefined ? byOrderThenTitle : undefined,
          },
          DEMO_PAGE_SIZE.category,
          toCategory,
        );
      },
    ],
    [
      item('category'),
      (m) => {
        const id = decoded(m[1]) ?? '';
        const row = categoryById.get(id);
        return found(row && toCategory(row), `Category "${id}" does not exist`);
      },
    ],
    [
      new RegExp(`^${p}/broadcast\\.json$`),
      (_m, q) => {
        const list = q.list();
        const type = q.oneOf('type', ['tv', 'radio'] as const);
        const channel = q.slug('channel');
        const category = q.slug('category');
        const title = q.title();
        q.done();
        const scope = category === undefined ? undefined : categoryScope(category);
        const at = now();
        return pageOf(
          lib.broadcasts,
          {
            ...list,
            where: (b) =>
              !b.isHidden &&
              is(type, b.type) &&
              is(channel, b.channel) &&
              inCategory(scope, b.category) &&
              inItems(list.items, b.id) &&
              titleHas(b.title, title),
            order: byOrderThenTitle,
          },
          DEMO_PAGE_SIZE.broadcast,
          (b) => toBroadcast(b, episodesOf(b.id, at)),
        );
      },
    ],
    [
      item('broadcast'),
      (m, q) => {
        q.slug('id');
        q.oneOf('with', ['title'] as const);
        q.done();
        const id = decoded(m[1]) ?? '';
        const row = broadcastById.get(id);
        if (!row || row.isHidden) throw fail(404, `Broadcast "${id}" does not exist`);
        return {
          data: toBroadcast(row, episodesOf(id, now())),
          meta: {
            titles: {
              channel: (row.channel && channelById.get(row.channel)?.title) ?? null,
              category: (row.category && categoryById.get(row.category)?.title) ?? null,
            },
          },
        };
      },
    ],
    // --- the archive and its player items (content/archive.ts, vod.ts) ---
    [
      new RegExp(`^${p}/archive\\.json$`),
      (_m, q) => {
        const list = q.list();
        const broadcast = q.slug('broadcast');
        const related = q.slug('related');
        const named = broadcast !== undefined || list.items !== undefined || related !== undefined;
        const type = q.oneOf('type', ['tv', 'radio'] as const) ?? (named ? undefined : 'tv');
        const channel = q.slug('channel');
        const category = q.slug('category');
        const title = q.title();
        const day = q.day('date');
        q.done();
        const scope = category === undefined ? undefined : categoryScope(category);
        const rows = published(now());
        // Like one (content/archive.ts `related`): its broadcast's others, else its channel's.
        const like = related === undefined ? undefined : (rows.find((r) => r.id === related) ?? null);
        return pageOf(
          rows,
          {
            ...list,
            where: (r) =>
              (related === undefined ||
                (like != null &&
                  r.id !== related &&
                  (like.broadcast
                    ? r.broadcast === like.broadcast
                    : like.channel
                      ? r.channel === like.channel
                      : true))) &&
              (day === undefined || broadcastClock(r.date).date === day) &&
              is(type, r.type) &&
              is(channel, r.channel ?? undefined) &&
              is(broadcast, r.broadcast ?? undefined) &&
              inCategory(scope, (r.broadcast && broadcastById.get(r.broadcast)?.category) ?? null) &&
              inItems(list.items, r.id) &&
              titleHas(r.title, title),
            order: newestFirst('date'),
          },
          DEMO_PAGE_SIZE.archive,
          archiveItemOf,
        );
      },
    ],
    [
      item('archive'),
      (m) => {
        const id = decoded(m[1]) ?? '';
        const row = published(now()).find((r) => r.id === id);
        return found(row && archiveItemOf(row), `Archive item "${id}" does not exist`);
      },
    ],
    [
      item('vod'),
      (m, q) => {
        const id = decoded(m[1]) ?? '';
        // No querystring schema on the server: anything goes, and `lang` picks the title's language.
        const lang = q.string('lang');
        const row = published(now()).find((r) => r.id === id);
        if (!row) throw fail(404, `Archive item "${id}" does not exist`);
        const stream: LiveStream = {
          url: archiveItemOf(row).url,
          title: pickText(row.title, isLang(lang) ? lang : 'uz'),
          channel: row.channel ?? row.airedChannel ?? '',
          type: row.type,
          captions: false,
        };
        return { data: stream, meta: {} };
      },
    ],
    // --- announcements (content/anons.ts) ---
    [
      new RegExp(`^${p}/anons/slide\\.json$`),
      (_m, q) => {
        const list = q.list();
        const channel = q.slug('channel');
        const rand = q.boolean('rand');
        q.done();
        const rows = lib.anons.filter(
          (r) => is(channel, r.channel ?? undefined) && inItems(list.items, r.id),
        );
        const answer = pageOf(slideOrder(rows, now()), list, DEMO_PAGE_SIZE.slides, toAnonsSlide);
        return rand ? { ...answer, data: shuffled(answer.data) } : answer;
      },
    ],
    [
      new RegExp(`^${p}/anons\\.json$`),
      (_m, q) => {
        const list = q.list();
        const channel = q.slug('channel');
        const title = q.title();
        q.done();
        return pageOf(
          lib.anons,
          {
            ...list,
            where: (r) =>
              is(channel, r.channel ?? undefined) && inItems(list.items, r.id) && titleHas(r.title, title),
            order: newestFirst('datetime'),
          },
          DEMO_PAGE_SIZE.anons,
          toAnonsSlide,
        );
      },
    ],
    [
      item('anons'),
      (m) => {
        const id = decoded(m[1]) ?? '';
        const row = lib.anons.find((r) => r.id === id);
        return found(row && toAnonsSlide(row), `Announcement "${id}" does not exist`);
      },
    ],
    // --- anchors and persons (content/people.ts) ---
    [
      new RegExp(`^${p}/anchors\\.json$`),
      (_m, q) => {
        const list = q.list();
        const type = q.oneOf('type', ['tv', 'radio'] as const);
        const channel = q.slug('channel');
        const category = q.slug('category');
        const broadcast = q.slug('broadcast');
        const title = q.title();
        const sort = q.oneOf('sort', DEMO_ANCHOR_SORTS) ?? 'title';
        const withBroadcast = q.oneOf('with', ['broadcast'] as const) === 'broadcast';
        q.done();
        const scope = category === undefined ? undefined : categoryScope(category);
        const likes = (r: PersonSel) => demoCounter('anchors', r.id).likes;
        const order: Record<(typeof DEMO_ANCHOR_SORTS)[number], (a: PersonSel, b: PersonSel) => number> = {
          title: (a, b) => byTitle(a, b) || byOrderThenTitle(a, b),
          likes: (a, b) => likes(b) - likes(a) || byTitle(a, b) || byOrderThenTitle(a, b),
          order: byOrderThenTitle,
        };
        const answer = pageOf(
          anchors,
          {
            ...list,
            where: (r) =>
              is(type, r.type) &&
              (channel === undefined || r.channels.includes(channel)) &&
              inCategory(scope, r.category) &&
              is(broadcast, r.broadcast ?? undefined) &&
              inItems(list.items, r.id) &&
              titleHas(r.title, title),
            order: order[sort],
          },
          DEMO_PAGE_SIZE.anchors,
          anchorOf,
        );
        if (!withBroadcast) return answer;
        const titles: Record<string, I18nText> = {};
        for (const a of answer.data) {
          const b = a.broadcast ? broadcastById.get(a.broadcast) : undefined;
          if (b) titles[b.id] = b.title;
        }
        return { data: answer.data, meta: { ...answer.meta, broadcasts: titles } };
      },
    ],
    [
      item('anchors'),
      (m) => {
        const id = decoded(m[1]) ?? '';
        const row = anchors.find((r) => r.id === id);
        return found(row && anchorOf(row), `Anchor "${id}" does not exist`);
      },
    ],
    [
      new RegExp(`^${p}/person\\.json$`),
      (_m, q) => {
        const list = q.list();
        const type = q.oneOf('type', ['tv', 'radio'] as const);
        const channel = q.slug('channel');
        const title = q.title();
        q.done();
        return pageOf(
          persons,
          {
            ...list,
            where: (r) =>
              is(type, r.type) &&
              (channel === undefined || r.channels.includes(channel)) &&
              inItems(list.items, r.id) &&
              titleHas(r.title, title),
            order: byOrderThenTitle,
          },
          DEMO_PAGE_SIZE.person,
          toPerson,
        );
      },
    ],
    [
      item('person'),
      (m) => {
        const id = decoded(m[1]) ?? '';
        const row = persons.find((r) => r.id === id);
        return found(row && toPerson(row), `Person "${id}" does not exist`);
      },
    ],
    // --- news, without the product prefix (content/news.ts) ---
    [
      /^news\.json$/,
      (_m, q) => {
        const list = q.list();
        const type = q.oneOf('type', ['tv', 'radio'] as const);
        const channel = q.slug('channel');
        const category = q.slug('category');
        const title = q.title();
        const related = q.slug('related');
        q.done();
        // Like one (content/news.ts `related`): its category's (and below), else its channel's.
        const like = related === undefined ? undefined : (lib.news.find((r) => r.id === related) ?? null);
        const likeScope = like?.category ? categoryScope(like.category) : undefined;
        const scope = category === undefined ? undefined : categoryScope(category);
        return pageOf(
          lib.news,
          {
            ...list,
            where: (r) =>
              (related === undefined ||
                (like != null &&
                  r.id !== related &&
                  (likeScope
                    ? inCategory(likeScope, r.category)
                    : like.channel
                      ? r.channel === like.channel
                      : true))) &&
              is(type, r.type) &&
              is(channel, r.channel ?? undefined) &&
              inCategory(scope, r.category) &&
              inItems(list.items, r.id) &&
              titleHas(r.title, title),
            order: newestFirst('date'),
          },
          DEMO_PAGE_SIZE.news,
          // A list leaves the bodies out.
          ({ body: _body, ...row }) => toNews(row),
        );
      },
    ],
    [
      /^news\/([^/]+)\.json$/,
      (m) => {
        const id = decoded(m[1]) ?? '';
        const row = lib.news.find((r) => r.id === id);
        return found(row && toNews(row), `News item "${id}" does not exist`);
      },
    ],
    // --- engagement (engagement/polls.ts, counters.ts, comments.ts) ---
    [
      /^poll\.json$/,
      (_m, q) => {
        const list = q.list();
        const type = q.oneOf('type', POLL_KINDS);
        const title = q.title();
        q.done();
        // `polls` is newest first already (by date, then id); checkbox is multi-choice, any other type single.
        return pageOf(
          polls,
          {
            ...list,
            where: (r) =>
              (type === undefined || (r.type === 'checkbox') === (type === 'checkbox')) &&
              inItems(list.items, r.id) &&
              titleHas(r.title, title),
          },
          DEMO_PAGE_SIZE.poll,
          toPollSummary,
        );
      },
    ],
    [
      /^poll\/([^/]+)\.json$/,
      (m): Envelope<Poll, { voted: string[] | null }> => {
        const id = decoded(m[1]);
        const row =
          id === 'last'
            ? polls.find((r) => !r.isClosed)
            : id && SLUG.test(id)
              ? polls.find((r) => r.id === id)
              : undefined;
        if (!row) throw fail(404, POLL_NOT_FOUND);
        return { data: toPoll(row), meta: { voted: null } };
      },
    ],
    [
      /^(like|rating)\/([^/]+)\/([^/]+)$/,
      (m): Envelope<Counter, Record<string, never>> => {
        const db = collection(m[2] ?? '');
        if (!(m[3] ?? '').endsWith('.json')) throw fail(400, 'params/file must match pattern "\\.json$"');
        const id = existing(db, (m[3] ?? '').slice(0, -5));
        const counter = demoCounter(db, id);
        return {
          data: { _id: id, db, count: m[1] === 'like' ? counter.likes : counter.rating, mine: false },
          meta: {},
        };
      },
    ],
    [
      /^stats\.(like|rating)$/,
      (m, q) => {
        const db = q.oneOf('db', CONTENT_DBS);
        if (db === undefined) throw fail(400, "querystring must have required property 'db'");
        const limit = q.integer('limit', 1, 100) ?? 10;
        q.oneOf('return', ['assoc'] as const);
        const sort = q.oneOf('sort', ['desc', 'asc'] as const) ?? 'desc';
        const items = q.items();
        q.done();
        const value = (id: string) => demoCounter(db, id)[m[1] === 'like' ? 'likes' : 'rating'];
        const top = visible[db](now())
          .filter((id) => value(id) > 0 && inItems(items, id))
          .map((id) => ({ id, value: value(id) }))
          .sort((a, b) => (sort === 'asc' ? a.value - b.value : b.value - a.value) || byId(a, b))
          .slice(0, limit);
        return { data: Object.fromEntries(top.map((t) => [t.id, t.value])), meta: {} };
      },
    ],
    [
      /^comment\/([^/]+)\/([^/]+)$/,
      (m, q) => {
        const db = collection(m[1] ?? '');
        if (!(m[2] ?? '').endsWith('.json')) throw fail(400, 'params/file must match pattern "\\.json$"');
        const count = q.count();
        const page = q.integer('page', 1, 100000);
        q.done();
        const id = existing(db, (m[2] ?? '').slice(0, -5));
        return pageOf(
          lib.comments,
          {
            count,
            page,
            where: (c) => c.db === db && c.item === id,
            order: (a, b) => b.datetime.getTime() - a.datetime.getTime() || byId(b, a),
          },
          DEMO_PAGE_SIZE.comments,
          toComment,
        );
      },
    ],
    // --- attribute lists (lists.ts): the views name a person's nation ---
    [
      /^list\/([^/]+)\/([^/]+)\.json$/,
      (m, q) => {
        const attr = m[1] ?? '';
        if (!/^[a-z][a-z0-9-]{0,31}$/.test(attr))
          throw fail(400, 'params/attr must match pattern "^[a-z][a-z0-9-]{0,31}$"');
        const id = decoded(m[2]);
        const count = q.count();
        const page = q.integer('page', 1, 100000) ?? 1;
        const entries = (LISTS[attr] ?? []).map((e, i) => ({
          _id: e.id,
          title: e.title,
          order: (i + 1) * 10,
        }));
        if (id === 'all' || id === 'list') {
          if (entries.length === 0) throw fail(404, `No attribute list "${attr}"`);
          const size = count === 'all' || count === undefined ? entries.length : count;
          const data = entries.slice((page - 1) * size, page * size);
          return {
            data,
            meta: {
              total: entries.length,
              page,
              count: data.length,
              pages: Math.ceil(entries.length / size),
            },
          };
        }
        const entry = entries.find((e) => e._id === id);
        if (!entry) throw fail(404, `No entry "${id}" in the list "${attr}"`);
        return { data: entry, meta: {} };
      },
    ],
  ];
}

/** The id of a `{id}.json` path segment (its `.json` already matched), or null when malformed. */
function decoded(segment: string | undefined): string | null {
  try {
    return segment ? decodeURIComponent(segment) : null;
  } catch {
    return null;
  }
}
