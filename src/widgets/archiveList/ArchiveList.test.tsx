import type { Lang } from '@core/lang';
import { Route, Routes } from '@core/router';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS, Where } from '../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { ARCHIVE, CATEGORIES, listOf } from '../_kit/content/fixtures';
import { checkParams } from '../validate';
import ArchiveList from './ArchiveList';
import { load } from './data';
import meta, { type ArchiveListParams } from './meta';

function show(
  params: ArchiveListParams = { count: 100 },
  route = '/uz/archive/',
  pages = 1,
  lang: Lang = 'uz',
) {
  const none = (query: Record<string, unknown>) => query.title === 'nothing' || query.date === '2026-01-01';
  const api = (path: string, query: Record<string, unknown>) =>
    path === 'efir/archive.json'
      ? listOf(none(query) ? [] : ARCHIVE, {
          page: Number(query.page),
          pages,
          total: none(query) ? 0 : pages * 2,
        })
      : path === 'efir/channel.json'
        ? listOf(CHANNELS)
        : path === 'efir/category.json'
          ? listOf(CATEGORIES)
          : undefined;
  // Only the archive page holds the widget: once it sends the visitor away, it reads nothing more.
  return renderWithRuntime(
    <>
      <Routes>
        <Route path="/uz/archive/" element={<ArchiveList id="archive-1" params={params} />} />
        <Route path="*" element={null} />
      </Routes>
      <Where />
    </>,
    { api, route, lang },
  );
}

const where = () => screen.getByTestId('where').textContent;

/** The reads of the archive itself (the channels and the categories are read beside them). */
const archiveCalls = (calls: { path: string; query: unknown }[]) =>
  calls.filter((c) => c.path === 'efir/archive.json');
/** Each read once, in path order (a test's client refetches what a new card asks for; the app's keeps it). */
const distinct = <T extends { path: string }>(list: T[]) =>
  [...new Map(list.map((c) => [JSON.stringify(c), c])).values()].sort((a, b) => a.path.localeCompare(b.path));
const BESIDE = [
  { path: 'efir/category.json', query: { count: 'all' } },
  { path: 'efir/channel.json', query: { count: 'all' } },
];

describe('archiveList widget', () => {
  it('has examples and defaults valid against its schema, 100 a page by default (spec §9)', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(meta.defaults.count).toBe(100);
  });

  it('shows a card per recording: poster, linked title, Tashkent date and length, and the total', async () => {
    const { calls, container } = show();
    const links = await screen.findAllByRole('link', { name: /Ахборот|Наво/ });
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/uz/archive/axborot-2026-11-22/',
      '/uz/archive/navo-2026-11-21/',
    ]);
    const poster = screen.getByRole('img', { name: 'Ахборот, 22 ноябрь' });
    expect(poster.getAttribute('src')).toBe('/uploads/demo/axborot-2026-11-22-thumb.jpg');
    expect(poster.getAttribute('width')).toBe('320');
    expect(poster.getAttribute('height')).toBe('180');
    // 16:00 UTC is 21:00 in Tashkent; the tests run in New York.
    expect(screen.getByText('22.11.2026, 21:00')).toBeTruthy();
    expect(screen.getByText('30:00').getAttribute('datetime')).toBe('PT30M');
    expect(screen.getByText('1:02:03')).toBeTruthy();
    // Each card names its channel (read once for the list); a recording with none names nothing.
    const [first, second] = screen.getAllByRole('listitem') as HTMLElement[];
    expect(first?.querySelector('.w-archiveList__channel')?.textContent).toBe('Канал: Ўзбекистон');
    expect(second?.querySelector('.w-archiveList__channel')).toBeNull();
    expect(screen.getByText('Жами: 2')).toBeTruthy();
    expect(archiveCalls(calls)).toEqual([{ path: 'efir/archive.json', query: { count: 100, page: 1 } }]);
    expect(distinct(calls.filter((c) => c.path !== 'efir/archive.json'))).toEqual(BESIDE);
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('keeps the size of a missing poster with a placeholder', async () => {
    show();
    await screen.findAllByRole('listitem');
    const cards = screen.getAllByRole('listitem');
    const placeholder = (cards[1] as HTMLElement).querySelector('.c-picture--empty');
    expect(placeholder?.getAttribute('aria-hidden')).toBe('true');
    expect(placeholder?.getAttribute('style')).toContain('aspect-ratio: 320 / 180');
    expect(within(cards[1] as HTMLElement).queryByRole('img')).toBeNull();
  });

  it('passes its params and lets the query override them', async () => {
    const params = { type: 'tv', channel: 'uzbekistan', count: 8 } as const;
    const first = show(params);
    await screen.findAllByRole('listitem');
    expect(archiveCalls(first.calls)[0]?.query).toEqual({
      type: 'tv',
      channel: 'uzbekistan',
      count: 8,
      page: 1,
    });
    first.unmount();
    const second = show(
      params,
      '/uz/archive/?type=radio&category=news&broadcast=axborot&date=2026-11-22&page=2&title=+Ахб+',
      3,
    );
    await screen.findAllByRole('listitem');
    expect(archiveCalls(second.calls)[0]?.query).toEqual({
      type: 'radio',
      channel: 'uzbekistan',
      category: 'news',
      broadcast: 'axborot',
      date: '2026-11-22',
      count: 8,
      page: 2,
      title: 'Ахб',
    });
  });

  it('declares exactly the read it makes', async () => {
    const route = '/uz/archive/?category=news&page=2';
    const { calls } = show({ count: 100 }, route, 3);
    await screen.findAllByRole('listitem');
    const url = new URL(route, 'http://x');
    const needs = load(
      { count: 100 },
      {
        product: 'efir',
        lang: 'uz',
        pathname: url.pathname,
        routeParams: {},
        search: url.searchParams,
        now: 0,
      },
    );
    await screen.findAllByRole('option', { name: 'Ёшлар' });
    expect(distinct(calls)).toEqual(distinct(needs.map((n) => ({ path: n.path, query: n.query }))));
  });

  it('paginates with at least 5 page buttons keeping the filters', async () => {
    const { container } = show({ count: 100 }, '/uz/archive/?category=news&page=6', 12);
    const nav = await screen.findByRole('navigation', { name: 'Саҳифалар' });
    const pageLinks = within(nav).getAllByRole('link', { name: /-саҳифа$/ });
    expect(pageLinks.map((a) => a.textContent)).toEqual(['1', '4', '5', '6', '7', '8', '12']);
    expect(within(nav).getByRole('link', { name: '6-саҳифа' }).getAttribute('aria-current')).toBe('page');
    expect(within(nav).getByRole('link', { name: 'Кейинги' }).getAttribute('href')).toBe(
      '/uz/archive/?category=news&page=7',
    );
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each(['0', '-1', 'abc', '1.5', ''])('sends page %j to bad request without reading', async (page) => {
    const { calls } = show({ count: 100 }, `/uz/archive/?page=${page}`, 3);
    expect((await screen.findByTestId('where')).textContent).toBe('/uz/bad-request/');
    expect(calls).toEqual([]);
  });

  it.each([
    'type=cable',
    'channel=Not%20a%20slug',
    `title=${'x'.repeat(101)}`,
    'date=2026-02-30',
    'date=today',
  ])('sends a malformed filter (%s) to bad request', async (qs) => {
    const { calls } = show({ count: 100 }, `/uz/archive/?${qs}`);
    expect((await screen.findByTestId('where')).textContent).toBe('/uz/bad-request/');
    expect(calls).toEqual([]);
  });

  it('sends a page past the last to bad request, and accepts the last', async () => {
    const past = show({ count: 100 }, '/uz/archive/?page=4', 3);
    await screen.findByText('/uz/bad-request/');
    past.unmount();
    show({ count: 100 }, '/uz/archive/?page=3', 3);
    const nav = await screen.findByRole('navigation');
    expect(within(nav).getByRole('link', { name: '3-саҳифа' }).getAttribute('aria-current')).toBe('page');
    expect(where()).toBe('/uz/archive/?page=3');
  });

  it('filters by the trimmed title, keeping the other filters and going back to page 1', async () => {
    const { calls } = show({ count: 100 }, '/uz/archive/?channel=yoshlar&page=2', 3);
    const search = await screen.findByRole('searchbox', { name: 'Ном' });
    fireEvent.change(search, { target: { value: '  nothing  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Кўрсатиш' }));
    expect(await screen.findByText('Танланган филтрлар бўйича ёзув топилмади')).toBeTruthy();
    expect(where()).toBe('/uz/archive/?title=nothing&channel=yoshlar');
    expect(archiveCalls(calls).at(-1)?.query).toEqual({
      channel: 'yoshlar',
      count: 100,
      page: 1,
      title: 'nothing',
    });
    expect((screen.getByRole('searchbox') as HTMLInputElement).value).toBe('nothing');
    fireEvent.click(screen.getByRole('link', { name: 'Филтрларни тозалаш' }));
    await screen.findAllByRole('link', { name: /Ахборот/ });
    expect(where()).toBe('/uz/archive/');
  });

  it('filters by channel, category and the day aired, in the address, the page reset', async () => {
    const { calls, container } = show({ count: 100 }, '/uz/archive/?page=2', 3);
    const form = await screen.findByRole('search', { name: 'Архивни саралаш' });
    const channel = within(form).getByRole('combobox', { name: 'Канал' }) as HTMLSelectElement;
    await within(channel).findByRole('option', { name: 'Ёшлар' });
    const category = within(form).getByRole('combobox', { name: 'Рукн' }) as HTMLSelectElement;
    await within(category).findByRole('option', { name: /Осиё/ });
    // The category tree in its order, the subcategories indented under their parent.
    expect([...category.options].map((o) => o.value)).toEqual([
      '',
      'news',
      'region',
      'world',
      'asia',
      'kids',
    ]);
    fireEvent.change(channel, { target: { value: 'yoshlar' } });
    fireEvent.change(category, { target: { value: 'world' } });
    fireEvent.change(within(form).getByLabelText('Эфир куни'), { target: { value: '2026-11-22' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Кўрсатиш' }));
    await screen.findAllByRole('link', { name: /Ахборот/ });
    expect(where()).toBe('/uz/archive/?channel=yoshlar&category=world&date=2026-11-22');
    expect(archiveCalls(calls).at(-1)?.query).toEqual({
      channel: 'yoshlar',
      category: 'world',
      date: '2026-11-22',
      count: 100,
      page: 1,
    });
    // The address is the truth: the fields show what it filters by.
    expect(channel.value).toBe('yoshlar');
    expect(category.value).toBe('world');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('says what found nothing when the filters match no recording, with a way back', async () => {
    show({ count: 100 }, '/uz/archive/?date=2026-01-01');
    expect(await screen.findByText('Танланган филтрлар бўйича ёзув топилмади')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Филтрларни тозалаш' }).getAttribute('href')).toBe(
      '/uz/archive/',
    );
  });

  it('shows each card’s channel (logo and name) and its day once', async () => {
    show();
    const cards = await screen.findAllByRole('listitem');
    const first = cards[0] as HTMLElement;
    await within(first).findByText('Ўзбекистон');
    expect(first.querySelector('img.w-archiveList__logo')?.getAttribute('src')).toBe(
      '/uploads/demo/channel-uzbekistan.svg',
    );
    expect(first.textContent?.match(/22\.11\.2026/g)).toHaveLength(1);
    // A recording of no channel names none.
    expect((cards[1] as HTMLElement).querySelector('.w-archiveList__channel')).toBeNull();
  });

  it('works as a plain form before hydration: GET to the same page with the other filters', async () => {
    show({ count: 100 }, '/uz/archive/?channel=yoshlar&broadcast=axborot&page=2', 3);
    const form = await screen.findByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/uz/archive/');
    const hidden = [...form.querySelectorAll<HTMLInputElement>('input[type="hidden"]')].map((i) => [
      i.name,
      i.value,
    ]);
    // The form's own fields are named as the query (the date field's day, YYYY-MM-DD, in a hidden
    // input beside its text); the other filters ride along hidden.
    expect(hidden).toEqual([
      ['date', ''],
      ['broadcast', 'axborot'],
    ]);
    const named = [...form.querySelectorAll<HTMLInputElement>('[name]')].map((i) => i.name);
    expect(named).toEqual(['title', 'channel', 'category', 'date', 'broadcast']);
  });

  it('shows its heading and translated texts, and can do without the filter', async () => {
    show(
      { count: 8, filter: false, title: { en: 'Radio archive', uz: 'Радио архиви' } },
      '/uz/archive/',
      1,
      'en',
    );
    expect(await screen.findByRole('heading', { level: 2, name: 'Radio archive' })).toBeTruthy();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.getByText('Total: 2')).toBeTruthy();
    expect(screen.getByText('Radio')).toBeTruthy();
    expect(screen.queryByRole('search')).toBeNull();
  });

  it('says so when the call fails', async () => {
    renderWithRuntime(<ArchiveList id="archive-1" params={{ count: 100 }} />, { api: () => undefined });
    expect((await screen.findByRole('alert')).textContent).toBe('Маълумотларни юклаб бўлмади');
  });
});
