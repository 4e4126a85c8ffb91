import { LANGS, type Lang } from '@core/lang';
import type { Schedule as Day, ScheduleItem } from '@core/schemas/entities';
import { addDays } from '@core/time';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import {
  CHANNELS,
  channelPage,
  DAY,
  LATE_DAY,
  schedule,
  tashkent,
  Where,
} from '../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { gridPart } from './data';
import { gridWindow, isSliver, WINDOW_MINUTES } from './grid';
import type { ScheduleParams } from './meta';
import Schedule from './Schedule';

const TODAY = '2026-11-23';

function api(path: string, query: Record<string, unknown>): unknown {
  if (path === 'efir/channel.json') return channelPage(CHANNELS);
  if (path === 'efir/schedule.json') {
    const date = String(query.date);
    return {
      data: [schedule('toshkent', date, LATE_DAY), schedule('yoshlar', date), schedule('uzbekistan', date)],
      meta: { total: 3 },
    };
  }
  const m = /^efir\/schedule\/([a-z0-9-]+)\/(\d{4}-\d{2}-\d{2})\.json$/.exec(path);
  if (m?.[1] && m[2] && m[1] !== 'unknown') return { data: schedule(m[1], m[2]), meta: {} };
  return undefined;
}

function show(params: ScheduleParams = {}, route = '/uz/schedule/', lang: Lang = 'uz') {
  return renderWithRuntime(
    <>
      <Schedule id="schedule-1" params={params} />
      <Where />
    </>,
    { api, route, lang },
  );
}

/** The grid with answers already in the cache, as a page's boot data puts them. */
show.cached = (cached: NonNullable<Parameters<typeof renderWithRuntime>[1]>['cached']) =>
  renderWithRuntime(<Schedule id="schedule-1" params={{}} />, { api, route: '/uz/schedule/', cached });

/** Start times of the entries in the window (the whole-day list is hidden). */
function shownTimes(scope: HTMLElement = document.body): string[] {
  const list = scope.querySelector<HTMLElement>('.w-schedule__entries:not([hidden])');
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((li) => li.querySelector('time')?.textContent ?? '');
}

function currentEntry(scope: HTMLElement = document.body): HTMLElement {
  const list = scope.querySelector<HTMLElement>('.w-schedule__entries:not([hidden])');
  const li = list?.querySelector<HTMLElement>('li[aria-current="true"]');
  if (!li) throw new Error('no current entry');
  return li;
}

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('schedule widget with a fixed channel', () => {
  it('marks the entry whose time has just come, at its exact start minute', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { calls, container } = show({ channel: 'yoshlar' });
    await screen.findAllByText('Ахборот');
    expect(calls.map((c) => c.path)).toContain(`efir/schedule/yoshlar/${TODAY}.json`);
    // Window of 5 (spec §9), starting one entry before the current one.
    expect(shownTimes()).toEqual(['09:00', '12:00', '13:30', '18:00', '21:00']);
    const current = currentEntry();
    expect(within(current).getByText('Ахборот')).toBeTruthy();
    expect(within(current).getByText('Эфирда')).toBeTruthy();
    const bar = within(current).getByRole('progressbar');
    expect(bar.getAttribute('aria-valuenow')).toBe('0');
    // A progressbar's range is 0–100 by default: not repeated on each bar.
    expect(bar.hasAttribute('aria-valuemin') || bar.hasAttribute('aria-valuemax')).toBe(false);
    expect(bar.getAttribute('aria-label')).toContain('Ахборот');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers «watch live» only on the current online entry, closing at the next entry not online', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const { plays } = show({ channel: 'yoshlar' }, '/uz/schedule/', 'en');
    await screen.findAllByText('News');
    // 18:00 is online too but not current: not available.
    const live = screen.getAllByRole('button', { name: /Watch live/ });
    expect(live).toHaveLength(1);
    expect(within(currentEntry()).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
    expect(within(currentEntry()).getByText('On air')).toBeTruthy();
    fireEvent.click(live[0] as HTMLElement);
    // Spec §4: the stream closes at the next entry that is not online (13:30), Tashkent time.
    expect(plays).toEqual([
      {
        channel: 'yoshlar',
        type: 'tv',
        title: 'Yoshlar',
        online: true,
        closesAt: tashkent(TODAY, '13:30:00').getTime(),
      },
    ]);
  });

  it('links past entries with a published recording to it (catch-up), never the current or future ones', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const day = schedule('yoshlar', TODAY).items.map((item, i) => ({
      ...item,
      // The API sets `archive` on recordings it has published: here every entry says it has one,
      // so the widget alone decides that the current entry gets the live button instead.
      archive: `rec-${i}`,
    }));
    const withArchive = (path: string, query: Record<string, unknown>) =>
      path === `efir/schedule/yoshlar/${TODAY}.json`
        ? { data: { channel: 'yoshlar', date: TODAY, items: day }, meta: {} }
        : api(path, query);
    renderWithRuntime(
      <>
        <Schedule id="schedule-1" params={{ channel: 'yoshlar' }} />
        <Where />
      </>,
      { api: withArchive, route: '/uz/schedule/', lang: 'en' },
    );
    await screen.findAllByText('News');
    const links = screen.getAllByRole('link', { name: /^Recording: / });
    expect(links.length).toBeGreaterThan(0);
    expect(within(currentEntry()).queryByRole('link', { name: /^Recording/ })).toBeNull();
    expect(links[0]?.getAttribute('href')).toMatch(/^\/uz\/archive\/rec-\d+\/$/);
    fireEvent.click(links[0] as HTMLElement);
    expect(screen.getByTestId('where').textContent).toMatch(/^\/uz\/archive\/rec-\d+\/$/);
  });

  it.each(LANGS)(
    'names each catch-up link by the word it shows, then its programme (WCAG 2.5.3, %s)',
    async (lang) => {
      vi.setSystemTime(tashkent(TODAY, '12:45:00'));
      const day = schedule('yoshlar', TODAY).items.map((item, i) => ({ ...item, archive: `rec-${i}` }));
      const withArchive = (path: string, query: Record<string, unknown>) =>
        path === `efir/schedule/yoshlar/${TODAY}.json`
          ? { data: { channel: 'yoshlar', date: TODAY, items: day }, meta: {} }
          : api(path, query);
      const { container } = renderWithRuntime(<Schedule id="schedule-1" params={{ channel: 'yoshlar' }} />, {
        api: withArchive,
        route: '/uz/schedule/',
        lang,
      });
      await vi.waitFor(() => expect(container.querySelector('a.w-schedule__recording')).not.toBeNull());
      const links = [...container.querySelectorAll<HTMLAnchorElement>('a.w-schedule__recording')];
      // Word by word, as a voice user's command and axe's label-content-name-mismatch match them.
      const words = (text: string) => text.toLocaleLowerCase().match(/[\p{L}\p{N}\u02BB\u2019']+/gu) ?? [];
      for (const link of links) {
        const shown = words(link.textContent ?? '');
        const title = link.closest('li')?.querySelector('.w-schedule__name')?.textContent ?? '';
        const name = link.getAttribute('aria-label') ?? link.textContent ?? '';
        expect(shown.length).toBeGreaterThan(0);
        expect(words(name).slice(0, shown.length), name).toEqual(shown);
        expect(name.endsWith(title), name).toBe(true);
      }
    },
  );

  it('shows an entry’s age rating after its name, read as such (issue 26)', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const day = schedule('yoshlar', TODAY).items.map((item, i) => ({
      ...item,
      ...(i === 0 ? { rating: '16+' as const } : {}),
    }));
    const rated = (path: string, query: Record<string, unknown>) =>
      path === `efir/schedule/yoshlar/${TODAY}.json`
        ? { data: { channel: 'yoshlar', date: TODAY, items: day }, meta: {} }
        : api(path, query);
    const { container } = renderWithRuntime(<Schedule id="schedule-1" params={{ channel: 'yoshlar' }} />, {
      api: rated,
      route: '/uz/schedule/',
      lang: 'en',
    });
    await vi.waitFor(() => expect(container.querySelector('.w-schedule__badges')).not.toBeNull());
    const badges = [...container.querySelectorAll('.w-schedule__badges')];
    // The first entry only, in the whole-day list and, when it shows, in the window.
    expect(new Set(badges.map((b) => b.textContent))).toEqual(new Set(['Age rating: 16+']));
    expect(badges.every((b) => b.previousElementSibling?.classList.contains('w-schedule__name'))).toBe(true);
  });

  it('shows no recording link where the API gives none', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    show({ channel: 'yoshlar' }, '/uz/schedule/', 'en');
    await screen.findAllByText('News');
    expect(screen.queryByRole('link', { name: /^Recording/ })).toBeNull();
  });

  it('a current entry that is not online asks for the Not Live dialog instead of playing', async () => {
    vi.setSystemTime(tashkent(TODAY, '14:00:00'));
    const { plays } = show({ channel: 'yoshlar' });
    await screen.findAllByText('Спорт');
    expect(within(currentEntry()).getByText('Спорт')).toBeTruthy();
    fireEvent.click(within(currentEntry()).getByRole('button', { name: /Жонли эфирни кўриш/ }));
    expect(plays).toMatchObject([{ channel: 'yoshlar', online: false }]);
  });

  it('runs the last entry to 24:00 and keeps the window full', async () => {
    vi.setSystemTime(tashkent(TODAY, '23:59:00'));
    show({ channel: 'yoshlar' });
    await screen.findAllByText('Тунги мусиқа');
    expect(shownTimes()).toEqual(['12:00', '13:30', '18:00', '21:00', '23:00']);
    const current = currentEntry();
    expect(within(current).getByText('Тунги мусиқа')).toBeTruthy();
    // 59 of 60 minutes to midnight.
    expect(within(current).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('98.3');
  });

  it('marks nothing before the first entry and opens at the start of the day', async () => {
    vi.setSystemTime(tashkent(TODAY, '05:59:00'));
    show({ channel: 'yoshlar' });
    await screen.findAllByText('Хайрли тонг');
    expect(shownTimes()).toEqual(['06:00', '09:00', '12:00', '13:30', '18:00']);
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });

  it('moves the highlight at the minute boundary', async () => {
    vi.setSystemTime(tashkent(TODAY, '13:29:30'));
    show({ channel: 'yoshlar' });
    await screen.findAllByText('Спорт');
    expect(within(currentEntry()).getByText('Ахборот')).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(30_000);
    });
    expect(within(currentEntry()).getByText('Спорт')).toBeTruthy();
    expect(within(currentEntry()).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(shownTimes()).toEqual(['12:00', '13:30', '18:00', '21:00', '23:00']);
  });

  it('takes the Tashkent date whatever the machine zone', async () => {
    // 19:00 UTC on the 22nd is midnight of the 23rd in Tashkent (and 14:00 in New York).
    vi.setSystemTime(new Date('2026-11-22T19:00:00Z'));
    const { calls } = show({ channel: 'yoshlar' });
    await screen.findAllByText('Хайрли тонг');
    expect(calls.map((c) => c.path)).toContain('efir/schedule/yoshlar/2026-11-23.json');
  });

  it('lists the whole day behind a disclosure button', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show({ channel: 'yoshlar' });
    const button = await screen.findByRole('button', { name: 'Бутун кунлик жадвал' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const day = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(day?.hidden).toBe(true);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(day?.hidden).toBe(false);
    expect(day && within(day).getAllByRole('listitem')).toHaveLength(DAY.length);
    expect(day?.querySelector('li[aria-current="true"]')?.textContent).toContain('Ахборот');
    // The window around now gives way to the whole day (issue 24, defect 1: both were shown).
    expect([...document.querySelectorAll('.w-schedule__entries:not([hidden])')]).toEqual([day]);
    fireEvent.click(button);
    expect(day?.hidden).toBe(true);
    expect(shownTimes()).toHaveLength(5);
  });

  it('uses the page size given in the params', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show({ channel: 'yoshlar', count: 3 });
    await screen.findAllByText('Ахборот');
    expect(shownTimes()).toEqual(['09:00', '12:00', '13:30']);
  });
});

describe('schedule dates', () => {
  it('offers 15 days, a week back to a week ahead in Tashkent, keeping the query', async () => {
    vi.setSystemTime(tashkent(TODAY, '00:30:00'));
    show({}, '/uz/schedule/?channel=yoshlar');
    const nav = await screen.findByRole('navigation', { name: 'Сана' });
    const links = within(nav).getAllByRole('link');
    expect(links).toHaveLength(15);
    expect(links.map((a) => a.getAttribute('href'))).toEqual(
      Array.from({ length: 15 }, (_, i) => `/uz/schedule/?channel=yoshlar&date=${addDays(TODAY, i - 7)}`),
    );
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual(
      Array.from({ length: 15 }, (_, i) => (i === 7 ? 'date' : null)),
    );
    // Yesterday, today and tomorrow by name; the others by weekday (23 November 2026 is a Monday).
    expect(links[6]?.textContent).toContain('Кеча');
    expect(links[7]?.textContent).toContain('Бугун');
    expect(links[8]?.textContent).toContain('Эртага');
    expect(links[0]?.textContent).toBe('Душ 16 ноябр');
    expect(links[14]?.textContent).toBe('Душ 30 ноябр');
    expect(links[9]?.textContent).toContain('Чор');
  });

  it.each(LANGS)('names every day of the bar in %s', async (lang) => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show({}, '/uz/schedule/yoshlar/', lang);
    const nav = await screen.findByRole('navigation', { name: /./ });
    const days = [...nav.querySelectorAll('.w-schedule__day')].map((d) => d.textContent ?? '');
    expect(days).toHaveLength(15);
    for (const day of days) expect(day, lang).toMatch(/^\p{L}+$/u);
    // Seven weekdays, and the three named days: ten different names.
    expect(new Set(days).size).toBe(10);
  });

  it('shows another date without a current entry', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { calls } = show({}, '/uz/schedule/yoshlar/?date=2026-11-22');
    await screen.findAllByText('Хайрли тонг');
    expect(calls.map((c) => c.path)).toContain('efir/schedule/yoshlar/2026-11-22.json');
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
    expect(screen.queryByRole('link', { name: /Жонли эфирни кўриш/ })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Сана' });
    // The day bar runs from a week back: the 22nd is the seventh day, yesterday.
    expect(within(nav).getAllByRole('link')[6]?.getAttribute('aria-current')).toBe('date');
  });

  it.each(['2026-02-30', 'today', '23-11-2026', ''])(
    'sends an invalid date %j to bad request',
    async (date) => {
      vi.setSystemTime(tashkent(TODAY, '12:00:00'));
      const { calls } = show({}, `/uz/schedule/yoshlar/?date=${date}`);
      expect((await screen.findByTestId('where')).textContent).toBe('/uz/bad-request/');
      expect(calls.filter((c) => c.path.startsWith('efir/schedule/'))).toEqual([]);
    },
  );
});

describe('schedule channel', () => {
  it('takes the channel from the route of the schedule view', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { calls } = show({}, '/uz/schedule/uzbekistan/');
    expect(await screen.findByRole('heading', { name: 'Ўзбекистон' })).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain(`efir/schedule/uzbekistan/${TODAY}.json`);
  });

  it('lets the params win over the route and the query', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { calls } = show({ channel: 'yoshlar' }, '/uz/schedule/uzbekistan/?channel=toshkent');
    await screen.findByRole('heading', { name: 'Ёшлар' });
    expect(calls.map((c) => c.path).filter((p) => p.startsWith('efir/schedule/'))).toEqual([
      `efir/schedule/yoshlar/${TODAY}.json`,
    ]);
  });

  it('switches channel within the query by a link, in one step', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show({}, '/uz/channel/?channel=yoshlar&date=2026-11-24');
    const channels = await screen.findByRole('navigation', { name: 'Канал' });
    expect(within(channels).getByRole('link', { name: 'Ёшлар' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(within(channels).getByRole('link', { name: 'Тошкент' }));
    expect(screen.getByTestId('where').textContent).toBe('/uz/channel/?channel=toshkent&date=2026-11-24');
  });

  it('opens the schedule view of another channel from the route: links, no select, no «show» button', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show({}, '/uz/schedule/yoshlar/?date=2026-11-25');
    const channels = await screen.findByRole('navigation', { name: 'Канал' });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Кўрсатиш' })).toBeNull();
    const link = within(channels).getByRole('link', { name: 'Ўзбекистон' });
    expect(link.getAttribute('href')).toBe('/uz/schedule/uzbekistan/?date=2026-11-25');
    fireEvent.click(link);
    expect(screen.getByTestId('where').textContent).toBe('/uz/schedule/uzbekistan/?date=2026-11-25');
    expect(await screen.findByRole('heading', { name: 'Ўзбекистон' })).toBeTruthy();
  });

  it('shows each entry’s start and end, and opens its description from a details button', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { calls } = renderWithRuntime(<Schedule id="schedule-1" params={{ channel: 'yoshlar' }} />, {
      api: withProgrammes,
      route: '/uz/schedule/',
      lang: 'en',
    });
    await screen.findAllByText('News', { selector: '.w-schedule__name' });
    const entry = currentEntry();
    expect(entry.querySelector('.w-schedule__time')?.textContent).toBe('12:00–13:30');
    fireEvent.click(within(entry).getByRole('button', { name: 'Details: News' }));
    const dialog = await screen.findByRole('dialog', { name: 'News' });
    expect(await within(dialog).findByText('The day’s news, read by our anchors.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('efir/broadcast/axborot.json');
    expect(within(dialog).getByText('On air')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Programme page' }).getAttribute('href')).toBe(
      '/uz/broadcast/axborot/',
    );
    // Its iCalendar (issue 26): the entry of this channel, date and time, in the page's language.
    const calendar = within(dialog).getByRole('link', { name: 'Add to calendar: News' });
    expect(calendar.getAttribute('href')).toBe(`/uz/api/efir/schedule/yoshlar/${TODAY}/1200.ics?lang=en`);
    expect(calendar.hasAttribute('download')).toBe(true);
    // On air: nothing to remind of (issue 28).
    expect(within(dialog).queryByRole('button', { name: /^Remind me/ })).toBeNull();
  });

  it('offers "Remind me" for an entry still to come, and sets the reminder of its channel, date and time', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const writes: { method: string; path: string; body: unknown }[] = [];
    renderWithRuntime(<Schedule id="schedule-1" params={{ channel: 'yoshlar' }} />, {
      api: withProgrammes,
      route: '/uz/schedule/',
      lang: 'en',
      send: (method, path, body) => {
        writes.push({ method, path, body });
        return { data: [] };
      },
    });
    await screen.findAllByText('News', { selector: '.w-schedule__name' });
    const later = screen
      .getAllByRole('listitem')
      .find((li) => li.querySelector('time')?.textContent?.startsWith('13:30')) as HTMLElement;
    fireEvent.click(within(later).getByRole('button', { name: /^Details: / }));
    const dialog = await screen.findByRole('dialog');
    const title = dialog.getAttribute('aria-label') ?? '';
    fireEvent.click(within(dialog).getByRole('button', { name: `Remind me: ${title}` }));
    await within(dialog).findByText('Reminder set');
    expect(writes[0]).toMatchObject({
      method: 'POST',
      path: 'my-efir/reminders.json?lang=en',
      body: { channel: 'yoshlar', date: TODAY, time: '13:30' },
    });
  });

  it('says so when the channel has no schedule', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show({}, '/uz/schedule/unknown/');
    expect((await screen.findByRole('alert')).textContent).toBe('Бу канал учун жадвал топилмади');
  });
});

describe('schedule grid of every channel', () => {
  /** The grid's rows, once every one shows its whole day (they come in a frame at a time). */
  const settled = async () => {
    const headings = await screen.findAllByRole('heading', { level: 2 });
    await vi.waitFor(() =>
      expect(document.querySelector('.w-schedule--all')?.getAttribute('aria-busy')).toBe('false'),
    );
    return headings;
  };

  it('shows a row per channel in channel order, with its logo or monogram, linking its day', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { calls, container } = show();
    const headings = await settled();
    expect(headings.map((h) => h.querySelector('.w-grid__name')?.textContent)).toEqual([
      'Ўзбекистон',
      'Ёшлар',
      'Тошкент',
    ]);
    expect(calls).toContainEqual({ path: 'efir/schedule.json', query: { date: TODAY } });
    const link = within(headings[1] as HTMLElement).getByRole('link', { name: 'Ёшлар' });
    expect(link.getAttribute('href')).toBe('/uz/schedule/yoshlar/');
    // A channel without a logo has its monogram, hidden beside the written name.
    const mark = headings[2]?.querySelector('.channel-mark');
    expect(mark?.getAttribute('aria-hidden')).toBe('true');
    expect(headings[0]?.querySelector('img')?.getAttribute('alt')).toBe('');
    // Every entry of the day, not a window: the grid is the whole day.
    const rows = container.querySelectorAll<HTMLElement>('.w-grid__row');
    expect(rows[0]?.querySelectorAll('.w-grid__block')).toHaveLength(DAY.length);
    expect(rows[2]?.querySelectorAll('.w-grid__block')).toHaveLength(LATE_DAY.length);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('renders from the embedded window only, then every block once the whole days are read', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    // What the server embeds at 12:45: 11:45 to 16:15 (the quarter hour at or before 11:55, 4½ hours).
    const window = gridWindow(12 * 3600 + 45 * 60);
    expect(window).toEqual({ from: 705, to: 975 });
    const whole = api('efir/schedule.json', { date: TODAY });
    const part = gridPart(window)(whole);
    const blocks = (row: number) => [
      ...(document.querySelectorAll('.w-grid__row')[row]?.querySelectorAll<HTMLElement>('.w-grid__block') ??
        []),
    ];
    const blocksOf = (row: number) =>
      blocks(row).map((b) => b.querySelector(':scope > :first-child > :first-child')?.textContent);
    const { calls } = show.cached([
      ['efir/schedule.json', { date: TODAY }, part],
      ['efir/channel.json', { count: 'all' }, api('efir/channel.json', {})],
    ]);
    // The first render (the server's, and hydration's from the same answer): the window's blocks,
    // the last one ended by the entry after it, which is not drawn.
    expect(blocksOf(1)).toEqual(['09:00–12:00', '12:00–13:30', '13:30–18:00']);
    for (const row of [0, 1, 2]) {
      for (const block of blocks(row)) {
        const start = Number(block.style.getPropertyValue('--s'));
        const end = start + Number(block.style.getPropertyValue('--d'));
        expect(start < window.to && end > window.from, block.textContent ?? '').toBe(true);
      }
    }
    // The whole days are read after it, but drawn once the visitor moves into the grid: every
    // block, those of the window where they were.
    await vi.waitFor(() =>
      expect(calls).toContainEqual({ path: 'efir/schedule.json', query: { date: TODAY } }),
    );
    await new Promise((done) => setTimeout(done, 100));
    expect(blocksOf(1)).toEqual(['09:00–12:00', '12:00–13:30', '13:30–18:00']);
    fireEvent.pointerDown(document.querySelector('.w-grid') as HTMLElement);
    await vi.waitFor(() => expect(blocksOf(1)).toHaveLength(DAY.length));
    expect(calls).toContainEqual({ path: 'efir/schedule.json', query: { date: TODAY } });
    expect(blocksOf(1)).toContain('13:30–18:00');
    expect(blocksOf(1)[0]).toBe('06:00–09:00');
  });

  it('keeps the window 4½ hours long at either end of the day', () => {
    expect(gridWindow(0)).toEqual({ from: 0, to: WINDOW_MINUTES });
    expect(gridWindow(30 * 60)).toEqual({ from: 0, to: WINDOW_MINUTES });
    expect(gridWindow(9 * 3600 + 59 * 60)).toEqual({ from: 540, to: 810 });
    expect(gridWindow(10 * 3600 + 5 * 60)).toEqual({ from: 555, to: 825 });
    expect(gridWindow(23 * 3600 + 59 * 60)).toEqual({ from: 1440 - WINDOW_MINUTES, to: 1440 });
    // The cut of a day ending inside the window keeps its last entry, run to 24:00.
    const late = gridPart(gridWindow(23 * 3600))(api('efir/schedule.json', { date: TODAY })) as {
      data: Day[];
      window: unknown;
    };
    expect(late.window).toEqual({ from: 1170, to: 1440 });
    expect(late.data[1]?.items.map((i) => i.time)).toEqual(['18:00', '21:00', '23:00']);
    // Only what a block draws; no recording is left out rather than written as null.
    const drawn = late.data[1]?.items ?? [];
    for (const item of drawn) {
      const keys = Object.keys(item).sort();
      expect(keys).toEqual(
        (item as { archive?: unknown }).archive
          ? ['archive', 'broadcast', 'time', 'title']
          : ['broadcast', 'time', 'title'],
      );
    }
    expect(drawn.length).toBeGreaterThan(0);
  });

  it('sizes each block by its duration and places it by its start, with its start–end', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { container } = show();
    await settled();
    const row = container.querySelectorAll<HTMLElement>('.w-grid__row')[1] as HTMLElement;
    const blocks = [...row.querySelectorAll<HTMLElement>('.w-grid__block')];
    const geometry = blocks.map((b) => [
      b.style.getPropertyValue('--s'),
      b.style.getPropertyValue('--d'),
      b.querySelector(':scope > :first-child > :first-child')?.textContent,
    ]);
    expect(geometry).toEqual([
      ['360', '180', '06:00–09:00'],
      ['540', '180', '09:00–12:00'],
      ['720', '90', '12:00–13:30'],
      ['810', '270', '13:30–18:00'],
      ['1080', '180', '18:00–21:00'],
      ['1260', '120', '21:00–23:00'],
      ['1380', '60', '23:00–24:00'],
    ]);
    // The day's blocks tile it: each starts where the one before ends.
    for (let i = 1; i < geometry.length; i++) {
      const [prevStart, prevSpan] = geometry[i - 1] as string[];
      expect(Number(geometry[i]?.[0])).toBe(Number(prevStart) + Number(prevSpan));
    }
    // The ruler: 24 hours, each 60 minutes on from the last.
    const hours = [...container.querySelectorAll<HTMLElement>('.w-grid__hours li')];
    expect(hours.map((h) => h.style.getPropertyValue('--s'))).toEqual(
      Array.from({ length: 24 }, (_, h) => String(h * 60)),
    );
  });

  it('draws the now-line at the Tashkent minute today only, and marks the live block', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:30'));
    const { container, unmount } = show({}, '/uz/schedule/', 'en');
    await settled();
    const now = container.querySelector<HTMLElement>('.w-grid__now');
    expect(now?.style.getPropertyValue('--s')).toBe(String(12 * 60 + 45));
    expect(now?.textContent).toBe('12:45');
    const live = [...container.querySelectorAll<HTMLElement>('.w-grid__block[aria-current="true"]')];
    // One live block a channel that has started its day: 12:00 on both TV days, 10:00 on the radio.
    expect(live.map((b) => b.querySelector(':scope > :first-child > :last-child')?.textContent)).toEqual([
      'News',
      'News',
      'Music',
    ]);
    for (const block of live) expect(within(block).getByText('On air')).toBeTruthy();
    // Blocks that have ended are marked past; those to come are not.
    const row = container.querySelectorAll<HTMLElement>('.w-grid__row')[1] as HTMLElement;
    expect([...row.querySelectorAll('.w-grid__block')].map((b) => b.className)).toEqual([
      'w-grid__block w-grid__block--past',
      'w-grid__block w-grid__block--past',
      'w-grid__block w-grid__block--live',
      'w-grid__block',
      'w-grid__block',
      'w-grid__block',
      'w-grid__block',
    ]);
    unmount();

    // Another day: no now-line, nothing live.
    show({}, '/uz/schedule/?date=2026-11-24', 'en');
    await settled();
    expect(document.querySelector('.w-grid__now')).toBeNull();
    expect(document.querySelector('.w-grid__mark')).not.toBeNull();
    expect(document.querySelector('.w-grid__block[aria-current]')).toBeNull();
    expect(document.querySelector('.w-grid--past')).toBeNull();
  });

  it('shades a past date as a whole: one class on the grid, none on its blocks', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    show({}, '/uz/schedule/?date=2026-11-22', 'en');
    await settled();
    expect(document.querySelector('.w-grid')?.className).toBe('w-grid w-grid--past');
    expect(document.querySelectorAll('.w-grid__block').length).toBeGreaterThan(0);
    expect(document.querySelector('.w-grid__block--past, .w-grid__block--live')).toBeNull();
  });

  it('links each block to its broadcast and a past one to its recording, named by what it shows', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const { container } = renderWithRuntime(
      <>
        <Schedule id="schedule-1" params={{}} />
        <Where />
      </>,
      { api: withProgrammes, route: '/uz/schedule/', lang: 'en' },
    );
    await settled();
    const row = container.querySelectorAll<HTMLElement>('.w-grid__row')[1] as HTMLElement;
    const morning = row.querySelector<HTMLElement>('.w-grid__block') as HTMLElement;
    const link = within(morning).getByRole('link', { name: /^06:00.*Good morning$/ });
    expect(link.getAttribute('href')).toBe('/uz/broadcast/tong/');
    expect(link.textContent).toBe('06:00–09:00 Good morning');
    // Catch-up on the ended entries with a recording; never on the live one, never on what is to come.
    const recordings = [...row.querySelectorAll<HTMLAnchorElement>('a.w-grid__recording')];
    expect(recordings.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Recording: Good morning',
      'Recording: Cartoons',
    ]);
    expect(recordings[0]?.getAttribute('href')).toBe('/uz/archive/rec-0/');
    expect(recordings[0]?.textContent).toBe('Recording');
    fireEvent.click(recordings[0] as HTMLElement);
    expect(screen.getByTestId('where').textContent).toBe('/uz/archive/rec-0/');
  });

  it('opens a programme’s description on demand in a dialog, from a keyboard-reachable button', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:45:00'));
    const { calls, container } = renderWithRuntime(<Schedule id="schedule-1" params={{}} />, {
      api: withProgrammes,
      route: '/uz/schedule/',
      lang: 'en',
    });
    await settled();
    // Nothing read before it is asked for.
    expect(calls.some((c) => c.path.startsWith('efir/broadcast/'))).toBe(false);
    const row = container.querySelectorAll<HTMLElement>('.w-grid__row')[1] as HTMLElement;
    const button = within(row).getByRole('button', { name: 'Details: Good morning' });
    expect(button.tagName).toBe('BUTTON');
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Good morning' });
    expect(await within(dialog).findByText('Wake up with the news and the weather.')).toBeTruthy();
    expect(calls.map((c) => c.path)).toContain('efir/broadcast/tong.json');
    expect(dialog.querySelector('.w-schedule__dialog-meta')?.textContent).toBe('Yoshlar · 06:00–09:00');
    expect(within(dialog).getByRole('link', { name: 'Recording: Good morning' }).getAttribute('href')).toBe(
      '/uz/archive/rec-0/',
    );
    expect(await axeViolations(container)).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    fireEvent(dialog, new Event('close'));
    await vi.waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('carries the day bar of 15 days and no channel picker', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show();
    const nav = await screen.findByRole('navigation', { name: 'Сана' });
    expect(within(nav).getAllByRole('link')).toHaveLength(15);
    expect(screen.queryByRole('navigation', { name: 'Канал' })).toBeNull();
  });
});

/** The demo's programmes: the morning and the news have a broadcast page and a description. */
const PROGRAMMES: Record<string, { broadcast: string; description: string }> = {
  '06:00': { broadcast: 'tong', description: 'Wake up with the news and the weather.' },
  '12:00': { broadcast: 'axborot', description: 'The day’s news, read by our anchors.' },
};

/** The API with broadcasts and recordings: the first two entries of a day have been recorded. */
function withProgrammes(path: string, query: Record<string, unknown>): unknown {
  const enrich = (items: ScheduleItem[]) =>
    timelineOf(items).map((item, i) => ({
      ...item,
      broadcast: PROGRAMMES[item.time]?.broadcast ?? null,
      archive: i < 2 ? `rec-${i}` : i === 2 ? 'rec-live' : null,
    }));
  const broadcast = /^efir\/broadcast\/([a-z]+)\.json$/.exec(path);
  if (broadcast) {
    const found = Object.values(PROGRAMMES).find((p) => p.broadcast === broadcast[1]);
    return found
      ? { data: { _id: found.broadcast, description: { en: found.description, uz: found.description } } }
      : undefined;
  }
  const answer = api(path, query) as { data: unknown } | undefined;
  if (path === 'efir/schedule.json' && answer) {
    const days = answer.data as Day[];
    return { ...answer, data: days.map((d) => ({ ...d, items: enrich(d.items) })) };
  }
  if (path.startsWith('efir/schedule/') && answer) {
    const day = answer.data as Day;
    return { ...answer, data: { ...day, items: enrich(day.items) } };
  }
  return answer;
}

/** A day's entries in time order (as the API stores them). */
function timelineOf(items: ScheduleItem[]): ScheduleItem[] {
  return [...items].sort((a, b) => a.time.localeCompare(b.time));
}

describe('a target cut by the channel column', () => {
  // The sticky channel column covers 0 to 176 px of the grid's box.
  const [start, end] = [0, 176];

  it('is a sliver while it shows less than 24 px beside the column', () => {
    expect(isSliver(100, 186, start, end)).toBe(true);
    expect(isSliver(100, 199.5, start, end)).toBe(true);
    // Sticking out on the scroller's side of the column, clipped there but measured by axe.
    expect(isSliver(-11, 18, start, end)).toBe(true);
  });

  it('is not one when it shows 24 px or more, none of it, or is clear of the column', () => {
    expect(isSliver(100, 200, start, end)).toBe(false);
    expect(isSliver(100, 176, start, end)).toBe(false);
    expect(isSliver(180, 190, start, end)).toBe(false);
    expect(isSliver(-40, -5, start, end)).toBe(false);
    expect(isSliver(-30, 10, start, end)).toBe(false);
  });
});
