import { API_PREFIX } from '@core/api-prefix';
import { isLang, pickText } from '@core/lang';
import { entriesInSpan, readDaySpan } from '@core/onair';
import { defaultLayout } from '@core/pages';
import { PAGE_STATES } from '@core/routes';
import type { ListMeta } from '@core/schemas/common';
import type { Channel, LiveStream, Menu, Schedule, Weather } from '@core/schemas/entities';
import type { StateLayout } from '@core/schemas/layout';
import type { OnAirChannel } from '@core/schemas/onair';
import { broadcastClock, isIsoDate } from '@core/time';
import { WIDGET_META } from '@widgets/meta';
import type { Query } from '@widgets/runtime';
import { checkLayout } from '@widgets/validate';
import { LIST_DEFAULT_COUNT } from '../server/routes/paging';
import { demoChannels, demoMenus, demoSchedule, demoWeather } from './content';
import { contentRoutes, pageOf } from './content-api';
import { formRoutes } from './forms-api';
import { demoScheduleDates } from './library';
import { DemoApiError, type Envelope, QueryReader } from './query';

export { svgDataUrl } from './content-api';

/**
 * An in-memory Efir API for Storybook and the server-rendering contract test: the same paths,
 * queries and response shapes as the server's routes (src/server/routes/*.ts), answered from the
 * demo generators the seed uses (src/demo/content.ts, demo-library.ts) and the default
 * page layouts (src/core/pages.ts); the content and engagement calls are in demo-content-api.ts,
 * the request forms' in demo-forms-api.ts.
 * Paths are relative to the API base, as widgets pass them to `getJson`: `efir/channel.json`.
 */

export const DEMO_PRODUCT = 'efir';

/** Demo channels whose stream carries captions (src/server/routes/watch.ts CAPTIONED_CHANNELS). */
export const CAPTIONED_CHANNELS: ReadonlySet<string> = new Set(['uzbekistan']);

export interface DemoApiOptions {
  product?: string;
  /**
   * The clock of schedules, weather and the archive's publication; the real time by default. The
   * demo library (news, announcements, polls, comments) is dated from its time at creation, as
   * the seed dates it once.
   */
  now?: () => Date;
}

export interface DemoApi {
  /** Answers a GET of `path` (under `/uz/api/`) with `query`, or throws a DemoApiError. */
  get(path: string, query?: Query): unknown;
}

type Handler = (match: RegExpExecArray, query: QueryReader) => unknown;

const bad = (message: string) => new DemoApiError(400, message);
const notFound = (message: string) => new DemoApiError(404, message);

/** `x.json` → `x` (src/server/http.ts jsonId). */
function jsonId(file: string): string | null {
  return file.endsWith('.json') && file.length > 5 ? decodeURIComponent(file.slice(0, -5)) : null;
}

function checkDate(value: string): string {
  if (!isIsoDate(value)) throw bad(`Invalid date "${value}": expected a calendar date as YYYY-MM-DD`);
  return value;
}

/** The demo channels as the API lists them (no logos: the page draws their monograms). */
export function storyChannels(): Channel[] {
  return demoChannels();
}

/** The response of `state/{id}.json` for a state with no stored layout: its default, checked. */
export function stateLayoutResponse(
  state: string,
): Envelope<
  StateLayout & { _id: string },
  { source: 'default'; revision: number; updated_at: null; invalid: Record<string, string> }
> | null {
  const doc = defaultLayout(state);
  if (!doc) return null;
  const check = checkLayout(doc, WIDGET_META);
  if (!check.document) return null;
  const invalid: Record<string, string> = {};
  for (const issue of check.issues) {
    if (issue.componentId && !(issue.componentId in invalid)) invalid[issue.componentId] = issue.message;
  }
  return {
    data: { _id: state, ...check.document },
    meta: { source: 'default', revision: 0, updated_at: null, invalid },
  };
}

export function createDemoApi(options: DemoApiOptions = {}): DemoApi {
  const product = options.product ?? DEMO_PRODUCT;
  const now = options.now ?? (() => new Date());
  const channels = storyChannels().sort((a, b) => a.order - b.order || a._id.localeCompare(b._id));
  const visible = channels.filter((c) => !c.is_hidden);
  const menus = new Map<string, Menu>(demoMenus(product).map((m) => [m._id, m]));
  const schedules = new Map<string, Schedule['items']>();

  /** Like the seed: schedules exist for a week back to a week ahead in Tashkent, nothing else. */
  function itemsOf(channel: string, date: string): Schedule['items'] {
    if (!demoScheduleDates(broadcastClock(now()).date).includes(date)) return [];
    const key = `${channel}/${date}`;
    let items = schedules.get(key);
    if (!items) {
      items = demoSchedule(channel, date);
      schedules.set(key, items);
    }
    return items;
  }

  const escaped = product.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const content = contentRoutes({
    product,
    now,
    seededAt: now(),
    channels,
    scheduleOf: itemsOf,
    fail: (status, message) => new DemoApiError(status, message),
  });
  const forms = formRoutes({
    product,
    now,
    channels,
    fail: (status, message) => new DemoApiError(status, message),
  });
  const routes: [RegExp, Handler][] = [
    ...content,
    ...forms,
    [
      new RegExp(`^${escaped}/channel\\.json$`),
      (_m, q): Envelope<Channel[], ListMeta> => {
        const list = q.list();
        const type = q.oneOf('type', ['tv', 'radio'] as const);
        const regional = q.boolean('regional');
        q.done();
        const where = (c: Channel) =>
          (!type || c.type === type) &&
          (regional === undefined || c.regional === regional) &&
          (!list.items || list.items.includes(c._id));
        return pageOf(visible, { ...list, where }, LIST_DEFAULT_COUNT, (c) => c);
      },
    ],
    [
      new RegExp(`^${escaped}/channel/([^/]+)$`),
      (m, q): Envelope<Channel, Record<string, never>> => {
        q.done();
        const file = m[1] ?? '';
        if (!file.endsWith('.json')) throw notFound(`Route GET:/uz/api/${m[0]} not found`);
        const id = jsonId(file) ?? '';
        const channel = visible.find((c) => c._id === id);
        if (!channel) throw notFound(`Channel "${id}" does not exist`);
        return { data: channel, meta: {} };
      },
    ],
    [
      new RegExp(`^${escaped}/watch/([^/]+)\\.json$`),
      (m, q): Envelope<LiveStream, Record<string, never>> => {
        // No querystring schema on the server: anything goes, and `lang` picks the title's language.
        const lang = q.string('lang');
        const id = jsonId(`${m[1] ?? ''}.json`) ?? '';
        const channel = visible.find((c) => c._id === id);
        if (!channel) throw notFound(`Channel "${id}" does not exist`);
        const stream: LiveStream = {
          url: `${API_PREFIX}/${product}/live/${encodeURIComponent(id)}/index.m3u8`,
          title: pickText(channel.title, isLang(lang) ? lang : 'uz'),
          channel: id,
          type: channel.type,
          captions: CAPTIONED_CHANNELS.has(id),
        };
        return { data: stream, meta: {} };
      },
    ],
    [
      new RegExp(`^${escaped}/schedule\\.json$`),
      (_m, q): Envelope<Schedule[], { total: number; date: string }> => {
        const date = checkDate(q.string('date', 10) ?? broadcastClock(now()).date);
        const type = q.oneOf('type', ['tv', 'radio'] as const);
        const span = readDaySpan(q.string('from', 5), q.string('to', 5));
        if (typeof span === 'string') throw bad(span);
        q.done();
        const data = visible
          .filter((c) => !type || c.type === type)
          .map((c) => ({ channel: c._id, date, items: [...entriesInSpan(itemsOf(c._id, date), span)] }));
        return { data, meta: { total: data.length, date } };
      },
    ],
    [
      new RegExp(`^${escaped}/onair\\.json$`),
      (_m, q): Envelope<OnAirChannel[], { total: number; date: string }> => {
        const date = checkDate(q.string('date', 10) ?? broadcastClock(now()).date);
        const type = q.oneOf('type', ['tv', 'radio'] as const);
        const span = readDaySpan(q.string('from', 5), q.string('to', 5));
        if (typeof span === 'string') throw bad(span);
        q.done();
        const data = visible
          .filter((c) => !type || c.type === type)
          .map((c) => ({
            channel: c._id,
            type: c.type,
            title: c.title,
            photo: c.photo,
            items: entriesInSpan(itemsOf(c._id, date), span).map((item) => ({
              time: item.time,
              title: item.title,
              broadcast: item.broadcast ?? null,
              is_online: item.is_online,
            })),
          }));
        return { data, meta: { total: data.length, date } };
      },
    ],
    [
      new RegExp(`^${escaped}/schedule/([^/]+)/([^/]+)$`),
      (m, q): Envelope<Schedule, Record<string, never>> => {
        q.done();
        const channel = decodeURIComponent(m[1] ?? '');
        const file = m[2] ?? '';
        if (channel.length > 64) throw bad('params/channel must NOT have more than 64 characters');
        if (!file.endsWith('.json')) throw notFound(`Route GET:/uz/api/${m[0]} not found`);
        const date = checkDate(jsonId(file) ?? '');
        if (!visible.some((c) => c._id === channel)) throw notFound(`Channel "${channel}" does not exist`);
        return { data: { channel, date, items: itemsOf(channel, date) }, meta: {} };
      },
    ],
    [
      new RegExp(`^${escaped}/weather\\.json$`),
      (_m, q): Envelope<Weather[], { updated: string | null }> => {
        q.done();
        const data = demoWeather(now());
        const updated = data.reduce<string | null>(
          (max, w) => (max && max > w.observed_at ? max : w.observed_at),
          null,
        );
        return { data, meta: { updated } };
      },
    ],
    [
      /^menu\/([^/]+)$/,
      (m, q): Envelope<Menu, Record<string, never>> => {
        q.done();
        const menu = menus.get(jsonId(m[1] ?? '') ?? '');
        if (!menu) throw notFound('Menu does not exist');
        return { data: menu, meta: {} };
      },
    ],
    [
      /^auth\/providers\.json$/,
      (_m, q) => {
        q.done();
        // A demo of the buttons: the configured OpenID Connect providers of a portal.
        return { data: [{ id: 'oneid', title: 'OneID' }] };
      },
    ],
    [
      /^state\.json$/,
      (_m, q) => {
        q.done();
        const data = PAGE_STATES.map((s) => defaultLayout(s))
          .filter((l): l is StateLayout => l !== null)
          .map((l) => ({ state: l.state, title: l.title, order: l.order }))
          .sort((a, b) => a.order - b.order || a.state.localeCompare(b.state));
        return { data, meta: { total: data.length } };
      },
    ],
    [
      /^state\/([^/]+)$/,
      (m, q) => {
        q.done();
        const id = jsonId(m[1] ?? '') ?? '';
        const response = stateLayoutResponse(id);
        if (!response) throw notFound(`Layout for state "${id}" does not exist`);
        return response;
      },
    ],
  ];

  return {
    get(path, query = {}) {
      const clean = path.replace(/^\/+/, '');
      for (const [pattern, handler] of routes) {
        const match = pattern.exec(clean);
        // A copy, so a widget that changes what it got never changes the next answer.
        if (match) return structuredClone(handler(match, new QueryReader(query)));
      }
      throw notFound(`Route GET:/uz/api/${clean} not found`);
    },
  };
}
