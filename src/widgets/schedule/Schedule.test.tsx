import { LANGS, type Lang } from '@core/lang';
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
  it('offers yesterday, today and tomorrow in Tashkent, keeping the query', async () => {
    vi.setSystemTime(tashkent(TODAY, '00:30:00'));
    show({}, '/uz/schedule/?channel=yoshlar');
    const nav = await screen.findByRole('navigation', { name: 'Сана' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/uz/schedule/?channel=yoshlar&date=2026-11-22',
      '/uz/schedule/?channel=yoshlar&date=2026-11-23',
      '/uz/schedule/?channel=yoshlar&date=2026-11-24',
    ]);
    expect(links.map((a) => a.getAttribute('aria-current'))).toEqual([null, 'date', null]);
    expect(links[0]?.textContent).toContain('Кеча');
  });

  it('shows another date without a current entry', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { calls } = show({}, '/uz/schedule/yoshlar/?date=2026-11-22');
    await screen.findAllByText('Хайрли тонг');
    expect(calls.map((c) => c.path)).toContain('efir/schedule/yoshlar/2026-11-22.json');
    expect(document.querySelector('[aria-current="true"]')).toBeNull();
    expect(screen.queryByRole('link', { name: /Жонли эфирни кўриш/ })).toBeNull();
    const nav = screen.getByRole('navigation', { name: 'Сана' });
    expect(within(nav).getAllByRole('link')[0]?.getAttribute('aria-current')).toBe('date');
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

  it('switches channel within the query', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show({}, '/uz/channel/?channel=yoshlar&date=2026-11-24');
    const select = await screen.findByRole('combobox', { name: 'Канал' });
    fireEvent.change(select, { target: { value: 'toshkent' } });
    fireEvent.click(screen.getByRole('button', { name: 'Кўрсатиш' }));
    expect(screen.getByTestId('where').textContent).toBe('/uz/channel/?channel=toshkent&date=2026-11-24');
  });

  it('opens the schedule view of another channel from the route', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show({}, '/uz/schedule/yoshlar/');
    const select = await screen.findByRole('combobox', { name: 'Канал' });
    expect((select as HTMLSelectElement).value).toBe('yoshlar');
    fireEvent.change(select, { target: { value: 'uzbekistan' } });
    fireEvent.click(screen.getByRole('button', { name: 'Кўрсатиш' }));
    expect(screen.getByTestId('where').textContent).toBe('/uz/schedule/uzbekistan/');
    expect(await screen.findByRole('heading', { name: 'Ўзбекистон' })).toBeTruthy();
  });

  it('says so when the channel has no schedule', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    show({}, '/uz/schedule/unknown/');
    expect((await screen.findByRole('alert')).textContent).toBe('Бу канал учун жадвал топилмади');
  });
});

describe('schedule of every channel', () => {
  it('shows a card per channel in channel order with a window of 4', async () => {
    vi.setSystemTime(tashkent(TODAY, '12:00:00'));
    const { calls, container } = show();
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.map((h) => h.textContent)).toEqual(['Ўзбекистон', 'Ёшлар', 'Тошкент']);
    expect(calls).toContainEqual({ path: 'efir/schedule.json', query: { date: TODAY } });
    const link = within(headings[1] as HTMLElement).getByRole('link');
    expect(link.getAttribute('href')).toBe('/uz/schedule/yoshlar/');
    const cards = container.querySelectorAll<HTMLElement>('.w-schedule__card');
    expect(shownTimes(cards[0])).toEqual(['09:00', '12:00', '13:30', '18:00']);
    expect(within(currentEntry(cards[1])).getByText('Ахборот')).toBeTruthy();
    // The radio day starts at 10:00: its first entry is current.
    expect(shownTimes(cards[2])).toEqual(['10:00', '20:00']);
    expect(within(currentEntry(cards[2])).getByText('Мусиқа')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Сана' })).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });
});
