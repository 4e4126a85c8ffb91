import { ApiError } from '@core/api-error';
import type { Lang } from '@core/lang';
import type { SearchHit, SearchResult } from '@core/schemas/search';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { CHANNELS } from '../../../tests/helpers/broadcast';
import { listOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import { load, readSearch } from './data';
import meta from './meta';
import SearchResults from './SearchResults';

const t = (uz: string, oz: string, en = oz) => ({ uz, oz, ru: uz, en });

const HITS: SearchHit[] = [
  {
    type: 'channel',
    id: 'yoshlar',
    title: t('Ёшлар', 'Yoshlar'),
    summary: t('Ёшлар учун телеканал', 'Yoshlar uchun telekanal'),
    path: 'channel/yoshlar/',
    channel: 'yoshlar',
    date: null,
    picture: '/uploads/demo/yoshlar.png',
    live: false,
    score: 2.1,
  },
  {
    type: 'broadcast',
    id: 'yoshlar-soati',
    title: t('Ёшлар соати', 'Yoshlar soati'),
    summary: {},
    path: 'broadcast/yoshlar-soati/',
    channel: 'uzbekistan',
    date: null,
    picture: null,
    live: true,
    score: 1.8,
  },
  {
    type: 'news',
    id: 'festival',
    title: t('Фестиваль очилди', 'Festival ochildi'),
    summary: t('Yoshlar фестивали Тошкентда', 'Yoshlar festivali Toshkentda'),
    path: 'news/festival/',
    channel: null,
    date: '2026-11-22T07:15:00.000Z',
    picture: null,
    live: false,
    score: 0.9,
  },
];

const FACETS: SearchResult['meta']['facets'] = {
  type: [
    { value: 'channel', count: 1 },
    { value: 'broadcast', count: 7 },
    { value: 'news', count: 4 },
  ],
  channel: [
    { value: 'yoshlar', count: 3 },
    { value: 'uzbekistan', count: 2 },
  ],
  dates: { from: '2026-11-01', to: '2026-11-22' },
};

function answer(query: Record<string, unknown>, hits = HITS, total = 12): SearchResult {
  const page = Number(query.page ?? 1);
  return {
    data: hits,
    meta: {
      total,
      page,
      count: hits.length,
      pages: Math.ceil(total / 10),
      query: String(query.q),
      facets: total ? FACETS : { type: [], channel: [], dates: { from: null, to: null } },
    },
  };
}

function show(
  route: string,
  search: (query: Record<string, unknown>) => unknown = answer,
  lang: Lang = 'uz',
) {
  const api = (path: string, query: Record<string, unknown>) =>
    path === 'search.json' ? search(query) : path === 'efir/channel.json' ? listOf(CHANNELS) : undefined;
  return renderOnPage(<SearchResults id="results" params={{}} />, '/uz/search/', { api, route, lang });
}

const CTX = { product: 'efir', lang: 'uz' as const, pathname: '/uz/search/', routeParams: {}, now: 0 };

describe('searchResults widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('reads the address: empty fields left out, a malformed value refused, the query cut past 100', () => {
    const read = (qs: string) => readSearch(new URLSearchParams(qs));
    expect(read('q=++yoshlar+++tv+&type=&channel=&from=&to=&exact=1')).toEqual({
      q: 'yoshlar tv',
      page: 1,
      exact: true,
    });
    expect(read('q=x&type=news&channel=yoshlar&from=2026-11-01&to=2026-11-30&page=3')).toEqual({
      q: 'x',
      type: 'news',
      channel: 'yoshlar',
      from: '2026-11-01',
      to: '2026-11-30',
      page: 3,
      exact: false,
    });
    // A day as typed on the page (the form sent before its script ran) is read as that day.
    expect(read('q=x&from=22.11.2026')?.from).toBe('2026-11-22');
    for (const bad of ['type=video', 'channel=Yoshlar!', 'from=31.11.2026', 'page=0', 'page=1001', 'page=x'])
      expect(read(`q=ab&${bad}`), bad).toBeNull();
    expect([...(read(`q=${'ё'.repeat(400)}`)?.q ?? '')]).toHaveLength(101);
  });

  it('declares the results read and the channels only when there is a query', () => {
    const needs = (qs: string) => load({}, { ...CTX, search: new URLSearchParams(qs) });
    expect(needs('')).toEqual([]);
    expect(needs('q=+')).toEqual([]);
    expect(needs('q=x&type=video')).toEqual([]);
    expect(needs('q=yoshlar&type=news&page=2&exact=1')).toEqual([
      {
        path: 'search.json',
        query: {
          q: 'yoshlar',
          type: 'news',
          channel: undefined,
          from: undefined,
          to: undefined,
          page: 2,
          exact: '1',
        },
      },
      { path: 'efir/channel.json', query: { count: 'all' } },
    ]);
  });

  it('shows the hits: linked titles with the words marked in any script, type, channel, date, live, picture', async () => {
    const { container, calls } = show('/uz/search/?q=yoshlar');
    const link = await screen.findByRole('link', { name: 'Ёшлар' });
    expect(link.getAttribute('href')).toBe('/uz/channel/yoshlar/');
    expect(link.querySelector('mark')?.textContent).toBe('Ёшлар');
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('«yoshlar» бўйича натижалар');
    expect(screen.getByText('Топилди: 12')).toBeTruthy();
    const [channel, programme, news] = screen
      .getAllByRole('listitem')
      .filter((li) => li.classList.contains('w-search__hit')) as HTMLElement[];
    // The channel: its picture's box reserved, decorative beside the title.
    const picture = channel?.querySelector('img');
    expect([
      picture?.getAttribute('width'),
      picture?.getAttribute('height'),
      picture?.getAttribute('alt'),
    ]).toEqual(['160', '90', '']);
    expect(within(channel as HTMLElement).getByText('Канал')).toBeTruthy();
    // The programme: on air now, its channel named, no picture box at all.
    expect(within(programme as HTMLElement).getByText('Ҳозир эфирда')).toBeTruthy();
    expect(within(programme as HTMLElement).getByText('Ўзбекистон')).toBeTruthy();
    expect(programme?.querySelector('img')).toBeNull();
    // The news: its Tashkent date, and a Latin word of a Cyrillic summary marked.
    expect(
      within(news as HTMLElement)
        .getByText('22.11.2026, 12:15')
        .getAttribute('dateTime'),
    ).toBe('2026-11-22T07:15:00.000Z');
    expect([...(news as HTMLElement).querySelectorAll('mark')].map((m) => m.textContent)).toEqual([
      'Yoshlar',
    ]);
    expect(calls.filter((c) => c.path === 'search.json')).toEqual([
      { path: 'search.json', query: { q: 'yoshlar' } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers the types with their counts as links and in the form, and pages keeping the other values', async () => {
    show('/uz/search/?q=yoshlar&channel=yoshlar&exact=1&page=1');
    const facets = await screen.findByRole('navigation', { name: 'Турлар бўйича натижалар' });
    const links = within(facets).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href')])).toEqual([
      ['Барчаси 12', '/uz/search/?q=yoshlar&channel=yoshlar&exact=1'],
      ['Каналлар 1', '/uz/search/?q=yoshlar&type=channel&channel=yoshlar&exact=1'],
      ['Кўрсатувлар 7', '/uz/search/?q=yoshlar&type=broadcast&channel=yoshlar&exact=1'],
      ['Янгиликлар 4', '/uz/search/?q=yoshlar&type=news&channel=yoshlar&exact=1'],
    ]);
    expect(links[0]?.getAttribute('aria-current')).toBe('page');
    const type = screen.getByRole('combobox', { name: 'Тури' });
    expect(
      within(type)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Барча турлар',
      'Каналлар (1)',
      'Кўрсатувлар (7)',
      'Архив (0)',
      'Янгиликлар (4)',
      'Шахслар (0)',
      'Рукнлар (0)',
      'Анонслар (0)',
    ]);
    const channel = screen.getByRole('combobox', { name: 'Канал' }) as HTMLSelectElement;
    expect(channel.value).toBe('yoshlar');
    expect(
      within(channel)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Барча каналлар', 'Ёшлар (3)', 'Ўзбекистон (2)']);
    expect(
      (screen.getByRole('checkbox', { name: 'Фақат ёзилган алифбода' }) as HTMLInputElement).checked,
    ).toBe(true);
    const pages = screen.getByRole('navigation', { name: 'Саҳифалар' });
    expect(within(pages).getByRole('link', { name: '2-саҳифа' }).getAttribute('href')).toBe(
      '/uz/search/?q=yoshlar&channel=yoshlar&exact=1&page=2',
    );
  });

  it('is a plain GET form to the page that, with script, navigates in place without the empty fields', async () => {
    const { where } = show('/uz/search/?q=yoshlar&page=2');
    const form = await screen.findByRole('search', { name: 'Портал бўйича қидирув' });
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/uz/search/']);
    const box = within(form).getByRole('searchbox', { name: 'Қидирув сўзи' }) as HTMLInputElement;
    expect([box.name, box.value, box.minLength, box.maxLength, box.required]).toEqual([
      'q',
      'yoshlar',
      2,
      100,
      true,
    ]);
    // The site's date field: the day typed in the page's format, sent as YYYY-MM-DD.
    expect(within(form).getByLabelText('Санадан').getAttribute('placeholder')).toBe('кк.оо.йййй');
    fireEvent.change(box, { target: { value: 'Тошкент' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'Тури' }), { target: { value: 'news' } });
    fireEvent.change(within(form).getByLabelText('Санагача'), { target: { value: '30.11.2026' } });
    expect((form.querySelector('input[type="hidden"][name="to"]') as HTMLInputElement).value).toBe(
      '2026-11-30',
    );
    fireEvent.submit(form);
    expect(where()).toBe('/uz/search/?q=%D0%A2%D0%BE%D1%88%D0%BA%D0%B5%D0%BD%D1%82&type=news&to=2026-11-30');
  });

  it('asks for a query before there is one, and reads nothing', async () => {
    const { calls, container } = show('/uz/search/');
    expect(await screen.findByText(/Қидирув сўзини киритинг/)).toBeTruthy();
    expect(screen.queryByRole('heading')).toBeNull();
    expect(calls).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  // The header box's words (chrome texts): the page says them in the visitor's language even when
  // the server rendered the API's answer (its reads are in the default language).
  it.each([
    ['uz', 'a', 'Камида 2 та белги киритинг'],
    ['en', 'a', 'Enter at least 2 characters'],
    ['en', 'ж'.repeat(101), 'Enter at most 100 characters'],
    ['uz', 'yoshlar', 'Something else the API refused'],
  ] as const)('in %s, says why the API refused the query %j: %j', async (lang, q, message) => {
    const refuse = () => {
      throw new ApiError(
        400,
        q === 'yoshlar' ? 'Something else the API refused' : 'Камида 2 та белги киритинг',
        'q',
      );
    };
    show(`/uz/search/?q=${encodeURIComponent(q)}`, refuse, lang);
    expect((await screen.findByRole('alert')).textContent).toBe(message);
  });

  it('says when the results could not be loaded', async () => {
    show('/uz/search/?q=yoshlar', () => {
      throw new ApiError(503, 'down');
    });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Натижаларни юклаб бўлмади. Кейинроқ яна уриниб кўринг.',
    );
  });

  it('says nothing was found for the query', async () => {
    const { container } = show('/uz/search/?q=zzzz', (query) => answer(query, [], 0));
    expect(await screen.findByText('«zzzz» бўйича ҳеч нарса топилмади.')).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers the search without filters when the filters found nothing', async () => {
    show('/uz/search/?q=zzzz&type=news&from=2026-01-01', (query) => answer(query, [], 0));
    expect(await screen.findByText(/Бу филтрлар билан «zzzz»/)).toBeTruthy();
    const clear = screen.getAllByRole('link', { name: 'Филтрларсиз' });
    for (const link of clear) expect(link.getAttribute('href')).toBe('/uz/search/?q=zzzz');
  });

  it.each([['?q=ab&type=video'], ['?q=yoshlar&page=3']])(
    'sends a malformed address or a page past the last (%s) to bad request',
    async (qs) => {
      const { where } = show(`/uz/search/${qs}`);
      await screen.findByText('/uz/bad-request/');
      expect(where()).toBe('/uz/bad-request/');
    },
  );
});
