import { type I18nText, LANGS } from '@core/lang';
import { addDays, broadcastClock, formatHHmm, parseHHmm } from '@core/time';
import { sanitizeHtml } from '@widgets/_kit/text/sanitize';
import { installServerDom } from '@widgets/_kit/text/sanitize-node';
import { beforeAll, describe, expect, it } from 'vitest';
import { LISTS } from '../server/db/lists-data';
import type { StoredPicture } from '../server/db/schema';
import { demoSchedule } from './content';
import { CHANNELS } from './data';
import {
  archiveId,
  DEMO_DAYS_AHEAD,
  demoAnons,
  demoArchive,
  demoLibrary,
  demoPictureFiles,
  SLIDE_LEAD_MS,
  tashkentInstant,
} from './library';
import { PORTRAIT, WIDE } from './pictures';
import { PROGRAMMES, RECORDED_KINDS } from './programmes';

const NOW = new Date('2026-11-23T09:00:00.000Z'); // 14:00 in Tashkent
const TODAY = broadcastClock(NOW).date;
const DATES = [addDays(TODAY, -1), TODAY, addDays(TODAY, 1)];
const CYRILLIC = /[\u0400-\u04FF]/;
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;

const lib = demoLibrary(NOW);
const anchors = lib.people.filter((p) => p.kind === 'anchor');
const persons = lib.people.filter((p) => p.kind === 'person');
const broadcastIds = new Set(lib.broadcasts.map((b) => b.id));
const channelIds = new Set(CHANNELS.map((c) => c.id));
const categoryIds = new Set(lib.categories.map((c) => c.id));

/** Every channel's schedule of a date, with the channel. */
const daysOf = (date: string) => CHANNELS.map((c) => ({ channel: c, date, items: demoSchedule(c.id, date) }));
const archiveOf = (date: string) => daysOf(date).flatMap((d) => demoArchive(d.channel, d.date, d.items));

/** Each text of the library as [where, text], per collection and field. */
function texts(): [string, I18nText][] {
  const out: [string, I18nText][] = [];
  for (const c of lib.categories) out.push([`category ${c.id}`, c.title]);
  for (const b of lib.broadcasts)
    out.push([`broadcast ${b.id} title`, b.title], [`broadcast ${b.id} description`, b.description ?? {}]);
  for (const p of lib.people)
    out.push([`${p.kind} ${p.id} title`, p.title], [`${p.kind} ${p.id} about`, p.detail.about]);
  for (const n of lib.news)
    out.push(
      [`news ${n.id} title`, n.title],
      [`news ${n.id} summary`, n.summary ?? {}],
      [`news ${n.id} body`, n.body ?? {}],
    );
  for (const s of lib.anons)
    out.push([`anons ${s.id} title`, s.title], [`anons ${s.id} description`, s.description ?? {}]);
  for (const p of lib.polls) {
    out.push([`poll ${p.id}`, p.title]);
    for (const a of p.answers) out.push([`poll ${p.id} answer ${a.id}`, a.title]);
  }
  for (const a of archiveOf(TODAY))
    out.push([`archive ${a.id} title`, a.title], [`archive ${a.id} description`, a.description ?? {}]);
  return out;
}

describe('the demo library', () => {
  it('has the counts of issue 8', () => {
    expect(lib.categories.length).toBeGreaterThanOrEqual(8);
    expect(lib.broadcasts.length).toBeGreaterThanOrEqual(40);
    expect(anchors.length).toBeGreaterThanOrEqual(20);
    expect(persons.length).toBeGreaterThanOrEqual(10);
    expect(lib.news).toHaveLength(30);
    expect(lib.anons).toHaveLength(6);
    expect(lib.polls.map((p) => p.type).sort()).toEqual(['checkbox', 'checkbox', 'radio', 'radio']);
    expect(lib.comments.length).toBeGreaterThanOrEqual(5);
    for (const c of lib.comments) {
      expect(c.userId).toBeNull();
      expect(c.username.trim()).not.toBe('');
      expect(c.content.trim()).not.toBe('');
    }
  });

  it('puts every text in the four languages: uz and ru in Cyrillic, oz and en without any', () => {
    const all = texts();
    expect(all.length).toBeGreaterThan(300);
    for (const [where, text] of all) {
      for (const lang of LANGS) expect(text[lang]?.trim(), `${where} (${lang})`).toBeTruthy();
      expect(CYRILLIC.test(text.uz ?? ''), `${where} (uz): ${text.uz}`).toBe(true);
      expect(CYRILLIC.test(text.ru ?? ''), `${where} (ru): ${text.ru}`).toBe(true);
      expect(CYRILLIC.test(text.oz ?? ''), `${where} (oz): ${text.oz}`).toBe(false);
      expect(CYRILLIC.test(text.en ?? ''), `${where} (en): ${text.en}`).toBe(false);
    }
  });

  it('gives unique slug ids in each collection', () => {
    const collections = {
      categories: lib.categories,
      broadcasts: lib.broadcasts,
      people: lib.people,
      news: lib.news,
      anons: lib.anons,
      polls: lib.polls,
      comments: lib.comments,
    };
    for (const [name, rows] of Object.entries(collections)) {
      const ids = rows.map((r) => r.id);
      expect(new Set(ids).size, name).toBe(ids.length);
      for (const id of ids) expect(id, name).toMatch(SLUG);
    }
    for (const p of lib.polls) {
      const ids = p.answers.map((a) => a.id);
      expect(new Set(ids).size).toBe(ids.length);
    }
  });

  it('links everything to what exists: categories, channels, broadcasts, nations', () => {
    const nations = new Set(LISTS.nation?.map((n) => n.id));
    for (const c of lib.categories) if (c.parent) expect(categoryIds.has(c.parent), c.id).toBe(true);
    expect(lib.categories.some((c) => c.parent)).toBe(true);
    for (const b of lib.broadcasts) {
      expect(channelIds.has(b.channel ?? ''), b.id).toBe(true);
      expect(categoryIds.has(b.category ?? ''), b.id).toBe(true);
      expect(b.imagesAnons?.length, b.id).toBeGreaterThanOrEqual(1);
    }
    expect(lib.broadcasts.some((b) => (b.imagesAnons?.length ?? 0) > 1)).toBe(true);
    expect(new Set(lib.broadcasts.map((b) => b.category)).size).toBeGreaterThanOrEqual(8);
    for (const p of lib.people) {
      expect(nations.has(p.detail.nation ?? ''), p.id).toBe(true);
      for (const c of p.channels ?? []) expect(channelIds.has(c), p.id).toBe(true);
    }
    for (const a of anchors) {
      expect(broadcastIds.has(a.broadcast ?? ''), a.id).toBe(true);
      expect(a.channels?.length, a.id).toBeGreaterThanOrEqual(1);
    }
    for (const n of lib.news) {
      expect(channelIds.has(n.channel ?? ''), n.id).toBe(true);
      expect(categoryIds.has(n.category ?? ''), n.id).toBe(true);
    }
    for (const s of lib.anons) {
      expect(broadcastIds.has(s.broadcast ?? ''), s.id).toBe(true);
      expect(channelIds.has(s.channel ?? ''), s.id).toBe(true);
    }
  });

  it('dates news back from now, newest first', () => {
    const newsDates = lib.news.map((n) => n.date.getTime());
    expect([...newsDates].sort((a, b) => b - a)).toEqual(newsDates);
    expect(Math.max(...newsDates)).toBeLessThan(NOW.getTime());
  });

  it('writes news bodies as HTML the sanitiser leaves as it is', () => {
    installServerDom();
    for (const n of lib.news)
      for (const lang of LANGS) {
        const body = n.body?.[lang] ?? '';
        expect(body, n.id).toMatch(/^<p>.+<\/p>$/);
        expect(sanitizeHtml(body), `${n.id} (${lang})`).toBe(body);
      }
  });

  it('never opens a news body with its lead: the view shows the summary above the body (issue 24)', () => {
    const text = (html: string) =>
      html
        .replace(/<[^>]*>/g, ' ')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&quot;/g, '"')
        .replace(/&amp;/g, '&')
        .replace(/\s+/g, ' ')
        .trim();
    expect(lib.news.length).toBeGreaterThan(0);
    for (const n of lib.news)
      for (const lang of LANGS) {
        const lead = text(n.summary?.[lang] ?? '');
        const body = n.body?.[lang] ?? '';
        const first = /^\s*<p>([\s\S]*?)<\/p>/.exec(body)?.[1] ?? '';
        expect(lead, `${n.id} (${lang})`).not.toBe('');
        expect(text(first), `${n.id} (${lang})`).not.toBe(lead);
        expect(text(body).startsWith(lead), `${n.id} (${lang})`).toBe(false);
        expect(text(body).includes(lead), `${n.id} (${lang})`).toBe(false);
      }
  });

  it('is deterministic', () => {
    expect(demoLibrary(NOW)).toEqual(lib);
    expect(demoPictureFiles()).toEqual(demoPictureFiles());
    for (const c of CHANNELS) expect(demoSchedule(c.id, TODAY)).toEqual(demoSchedule(c.id, TODAY));
    expect(archiveOf(TODAY)).toEqual(archiveOf(TODAY));
  });
});

describe('schedules reference broadcasts', () => {
  it('every entry names a broadcast of its channel’s type and carries its title', () => {
    const byId = new Map(PROGRAMMES.map((p) => [p.id, p]));
    for (const date of DATES)
      for (const { channel, items } of daysOf(date))
        for (const item of items) {
          const p = byId.get(item.broadcast ?? '');
          expect(p, `${channel.id} ${date} ${item.time}`).toBeDefined();
          expect(broadcastIds.has(item.broadcast ?? '')).toBe(true);
          expect(p?.type).toBe(channel.type);
          expect(item.title).toEqual(p?.title);
        }
  });

  it('every broadcast airs within a week', () => {
    const aired = new Set<string>();
    for (let d = -3; d <= 3; d++)
      for (const { items } of daysOf(addDays(TODAY, d))) for (const i of items) aired.add(i.broadcast ?? '');
    expect(PROGRAMMES.filter((p) => !aired.has(p.id)).map((p) => p.id)).toEqual([]);
  });
});

describe('the demo announcements (issue 24)', () => {
  const HOUR = 3_600_000;
  /** The schedules the demo stores, generated once per channel and date. */
  const known = new Map<string, ReturnType<typeof demoSchedule>>();
  const scheduleOf = (channel: string, date: string) => {
    const key = `${channel}/${date}`;
    const items = known.get(key) ?? demoSchedule(channel, date);
    known.set(key, items);
    return items;
  };

  /** What is wrong with the slides placed at `now`: each must name what its channel airs then, ahead of now. */
  function problems(now: Date): string[] {
    const today = broadcastClock(now).date;
    const last = addDays(today, DEMO_DAYS_AHEAD);
    const slides = demoAnons(now, scheduleOf);
    const out: string[] = slides.length === 6 ? [] : [`${now.toISOString()}: ${slides.length} slides`];
    for (const s of slides) {
      const { date, minutes } = broadcastClock(s.datetime);
      const time = formatHHmm(minutes);
      const entry = scheduleOf(s.channel ?? '', date).find((i) => i.time === time);
      const where = `${now.toISOString()} ${s.id} ${s.channel} ${date} ${time}`;
      if (entry?.broadcast !== s.broadcast)
        out.push(`${where}: the schedule airs ${entry?.broadcast ?? 'nothing'}`);
      if (s.datetime.getTime() < now.getTime() + SLIDE_LEAD_MS) out.push(`${where}: not ahead of now`);
      if (date > last) out.push(`${where}: after the demo's days`);
    }
    return out;
  }

  it('announces programmes that air every day on the slide’s channel', () => {
    const byId = new Map(PROGRAMMES.map((p) => [p.id, p]));
    for (const s of lib.anons) {
      const p = byId.get(s.broadcast ?? '');
      expect([p?.daily, p?.home], s.id).toEqual([true, s.channel]);
      for (const date of DATES)
        expect(
          demoSchedule(s.channel ?? '', date).some((i) => i.broadcast === s.broadcast),
          `${s.id} ${date}`,
        ).toBe(true);
    }
  });

  it('dates every slide at an airing of its programme on its channel, after now (fixed clock)', () => {
    expect(problems(NOW)).toEqual([]);
    const slides = demoAnons(NOW);
    expect(slides).toEqual(lib.anons);
    expect(slides.map((s) => s.id)).toHaveLength(6);
    for (const s of slides) expect(s.datetime.getTime(), s.id).toBeGreaterThan(NOW.getTime());
    // Spread over the coming days, not all tonight.
    expect(new Set(slides.map((s) => broadcastClock(s.datetime).date)).size).toBeGreaterThanOrEqual(2);
    // The Super League slide is on the Sport channel at a time the Sport channel airs the match.
    const derby = slides.find((s) => s.id === 'superliga-derby');
    expect(derby?.channel).toBe('sport');
  });

  it('does so with the real clock', () => {
    const now = new Date();
    expect(problems(now)).toEqual([]);
    for (const s of demoAnons(now)) expect(s.datetime.getTime(), s.id).toBeGreaterThan(Date.now());
  });

  it('does so at any hour of every day for three years (the hourly refresh places them again)', () => {
    const found: string[] = [];
    for (let day = 0; day < 3 * 365; day++) {
      const date = addDays('2026-01-01', day);
      for (const time of ['00:05', '09:40', '18:30', '23:55'])
        found.push(...problems(tashkentInstant(date, time)));
      // Only a few days' schedules are needed at once.
      if (known.size > 200) known.clear();
    }
    expect(found).toEqual([]);
  }, 60_000);

  it('stays put while its airing is ahead, and moves on once it is within the lead', () => {
    const first = demoAnons(NOW);
    const hourLater = demoAnons(new Date(NOW.getTime() + HOUR));
    for (const [i, s] of first.entries()) {
      const next = hourLater[i];
      if (s.datetime.getTime() >= NOW.getTime() + HOUR + SLIDE_LEAD_MS)
        expect(next?.datetime.getTime(), s.id).toBe(s.datetime.getTime());
      else expect(next?.datetime.getTime(), s.id).toBeGreaterThan(s.datetime.getTime());
    }
  });
});

describe('the archive of a day', () => {
  it('records each entry of a recorded kind, at its Tashkent start, as long as it ran', () => {
    const channel = CHANNELS.find((c) => c.id === 'uzbekistan');
    if (!channel) throw new Error('no uzbekistan channel');
    const items = demoSchedule(channel.id, TODAY);
    const rows = demoArchive(channel, TODAY, items);
    const kinds = new Map(PROGRAMMES.map((p) => [p.id, p.kind]));
    const recorded = items.filter((i) => RECORDED_KINDS.has(kinds.get(i.broadcast ?? '') ?? ''));
    expect(rows).toHaveLength(recorded.length);
    expect(items.length).toBeGreaterThan(rows.length); // films, series, the night are not recorded
    for (const [k, row] of rows.entries()) {
      const entry = recorded[k];
      if (!entry) throw new Error('missing entry');
      expect(row.id).toBe(archiveId('uzbekistan', TODAY, entry.time));
      expect(row.id).toMatch(/^uzbekistan-\d{4}-\d{2}-\d{2}-\d{4}$/);
      expect(row.broadcast).toBe(entry.broadcast);
      expect(row.duration).toBe((entry.duration ?? 0) * 60);
      expect(row.url).toBeNull();
      expect([row.airedChannel, row.airedDate, row.airedTime]).toEqual(['uzbekistan', TODAY, entry.time]);
      // Tashkent is GMT+5: 14:30 there is 09:30 UTC.
      const minutes = parseHHmm(entry.time);
      expect(row.date.getTime()).toBe(Date.parse(`${TODAY}T00:00:00Z`) + (minutes - 300) * 60_000);
      // The programme's title alone: the day it aired is shown beside it, never in it (issue 24).
      expect(row.title.uz).toBe(entry.title.uz);
      expect(row.title.en).not.toContain(`${TODAY.slice(8)}.${TODAY.slice(5, 7)}.${TODAY.slice(0, 4)}`);
    }
    expect(tashkentInstant('2026-11-23', '00:00').toISOString()).toBe('2026-11-22T19:00:00.000Z');
  });

  it('gives unique ids, well over 60 recordings a day (TV and radio), and a few hundred at most', () => {
    for (const date of DATES) {
      const rows = archiveOf(date);
      expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
      expect(rows.length).toBeGreaterThan(60);
      expect(rows.length).toBeLessThan(500);
      expect(rows.some((r) => r.type === 'radio')).toBe(true);
      for (const r of rows) expect(r.id).toMatch(SLUG);
    }
  });
});

describe('the pictures', () => {
  const files = new Map(demoPictureFiles().map((f) => [f.file, f.svg]));

  /** The file of a picture link under /uploads/demo/, its size checked against the SVG. */
  function check(picture: StoredPicture | null | undefined, size: { width: number; height: number }) {
    expect(picture).toBeTruthy();
    if (!picture) return;
    expect(picture.link).toMatch(/^\/uploads\/demo\/[a-z0-9-]+\.svg$/);
    expect([picture.width, picture.height]).toEqual([size.width, size.height]);
    const svg = files.get(picture.link.slice('/uploads/demo/'.length));
    expect(svg, picture.link).toBeDefined();
    expect(svg).toContain(`width="${size.width}" height="${size.height}"`);
  }

  it('every picture the rows name is generated, at the size the row says', () => {
    for (const b of lib.broadcasts) for (const p of b.imagesAnons ?? []) check(p, WIDE);
    for (const p of lib.people) check(p.photo, PORTRAIT);
    for (const n of lib.news) check(n.picture, WIDE);
    for (const s of lib.anons) check(s.photo, WIDE);
    for (const a of archiveOf(TODAY).slice(0, 20)) check(a.poster, WIDE);
  });

  it('are distinct SVG documents with no external reference', () => {
    const svgs = [...files.values()];
    expect(new Set(svgs).size).toBe(svgs.length);
    for (const svg of svgs) {
      expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
      expect(svg).not.toMatch(/href|<script|url\((?!#)/);
    }
  });
});

beforeAll(() => {
  expect(TODAY).toBe('2026-11-23');
});

describe('the artwork', () => {
  it('carries no text: titles and names are the page’s, in its language, over or beside the picture', () => {
    for (const { file, svg } of demoPictureFiles()) expect(svg, file).not.toMatch(/<text\b/);
  });
});
