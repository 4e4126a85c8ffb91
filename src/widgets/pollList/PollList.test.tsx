import { type Lang, pickText } from '@core/lang';
import type { PollSummary } from '@core/schemas/content';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { listOf } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import { load } from './data';
import meta, { type PollListParams } from './meta';
import PollList from './PollList';

const POLLS: PollSummary[] = [
  {
    _id: 'more-programmes',
    type: 'checkbox',
    title: {
      uz: 'Қайси кўрсатувлар кўпайишини истайсиз?',
      ru: 'Каких передач вы хотели бы видеть больше?',
      en: 'Which programmes would you like more of?',
      oz: 'Qaysi ko‘rsatuvlar ko‘payishini istaysiz?',
    },
    // 23:30 UTC: already the next day in Tashkent.
    date: '2026-11-21T23:30:00.000Z',
    is_closed: false,
    answer_count: 5,
    votes: 21,
  },
  {
    _id: 'favourite-programme',
    type: 'radio',
    title: {
      uz: 'Қайси кўрсатувни кўп кўрасиз?',
      ru: 'Какую передачу вы смотрите чаще?',
      en: 'Which programme do you watch most?',
      oz: 'Qaysi ko‘rsatuvni ko‘p ko‘rasiz?',
    },
    date: '2026-11-17T07:00:00.000Z',
    is_closed: true,
    answer_count: 1,
    votes: 1,
  },
];

function show(params: PollListParams = { count: 100 }, route = '/uz/poll/', pages = 1, lang: Lang = 'uz') {
  const api = (path: string, query: Record<string, unknown>) =>
    path === 'poll.json'
      ? listOf(POLLS, { page: Number(query.page), pages, total: POLLS.length * pages })
      : undefined;
  return renderOnPage(<PollList id="polls" params={params} />, '/uz/poll/', { api, route, lang });
}

const ctx = (search = '') => ({
  product: 'efir',
  lang: 'uz' as const,
  pathname: '/uz/poll/',
  routeParams: {},
  search: new URLSearchParams(search),
  now: 0,
});

describe('pollList widget', () => {
  it('has examples and defaults valid against its schema, 100 a page by default (spec §9 generic list)', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
    expect(meta.defaults.count).toBe(100);
    expect(checkParams(meta, { count: 10, type: 'tv' })).not.toEqual([]);
  });

  it('declares its read: the poll list without the product prefix, the query over the params', () => {
    expect(load({ count: 100 }, ctx())).toEqual([{ path: 'poll.json', query: { count: 100, page: 1 } }]);
    expect(load({ count: 5, type: 'radio' }, ctx('page=3&title=+кўрсатув+&type=checkbox'))).toEqual([
      { path: 'poll.json', query: { type: 'checkbox', count: 5, page: 3, title: 'кўрсатув' } },
    ]);
    expect(load({ count: 5, type: 'radio' }, ctx('type='))[0]?.query?.type).toBe('radio');
    expect(load({ count: 5 }, ctx('type=tv'))).toEqual([]);
    expect(load({ count: 5 }, ctx('page=0'))).toEqual([]);
  });

  it('shows each poll as a row: the question linking to its page, Tashkent date, kind, options, ballots and status', async () => {
    const { calls, container } = show();
    const link = await screen.findByRole('link', { name: 'Қайси кўрсатувлар кўпайишини истайсиз?' });
    expect(link.getAttribute('href')).toBe('/uz/poll/more-programmes/');
    expect(screen.getByRole('link', { name: 'Қайси кўрсатувни кўп кўрасиз?' }).getAttribute('href')).toBe(
      '/uz/poll/favourite-programme/',
    );
    const rows = screen.getAllByRole('listitem').filter((li) => li.classList.contains('c-card'));
    expect(rows).toHaveLength(2);
    const [open, closed] = rows as [HTMLElement, HTMLElement];
    expect(open.querySelector('.w-pollList__facts')?.textContent).toBe(
      '22.11.2026 · Бир нечта жавоб · 5 та жавоб варианти · 21 та овоз',
    );
    expect(open.querySelector('time')?.getAttribute('dateTime')).toBe('2026-11-21T23:30:00.000Z');
    expect(within(open).getByText('Очиқ')).toBeTruthy();
    expect(closed.querySelector('.w-pollList__facts')?.textContent).toBe(
      '17.11.2026 · Битта жавоб · 1 та жавоб варианти · 1 та овоз',
    );
    expect(within(closed).getByText('Ёпилган').className).toContain('w-pollList__status--closed');
    // No pictures: rows of text.
    expect(container.querySelector('img, .c-picture')).toBeNull();
    expect(screen.getByText('Жами: 2')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'Сўровномалар' })).toBeTruthy();
    expect(screen.getByRole('search')).toBeTruthy();
    expect(calls).toEqual([{ path: 'poll.json', query: { count: 100, page: 1 } }]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('speaks the visitor’s language, Russian plurals included', async () => {
    show({ count: 100 }, '/uz/poll/', 1, 'ru');
    await screen.findByRole('link', { name: 'Каких передач вы хотели бы видеть больше?' });
    const facts = [...document.querySelectorAll('.w-pollList__facts')].map((p) => p.textContent);
    expect(facts).toEqual([
      '22.11.2026 · Несколько ответов · 5 вариантов ответа · 21 голос',
      '17.11.2026 · Один ответ · 1 вариант ответа · 1 голос',
    ]);
    expect(screen.getByText('Открыт')).toBeTruthy();
    expect(screen.getByText('Завершён')).toBeTruthy();
  });

  it('says "no votes" of a poll nobody answered, never "0 votes"', async () => {
    const fresh = [{ ...(POLLS[1] as (typeof POLLS)[number]), votes: 0 }];
    const api = (path: string) =>
      path === 'poll.json' ? listOf(fresh, { page: 1, pages: 1, total: 1 }) : undefined;
    for (const [lang, expected] of [
      ['uz', '17.11.2026 · Битта жавоб · 1 та жавоб варианти · Овоз йўқ'],
      ['en', '17.11.2026 · One answer · 1 option · No votes'],
    ] as const) {
      const { unmount } = renderOnPage(<PollList id="polls" params={{ count: 100 }} />, '/uz/poll/', {
        api,
        route: '/uz/poll/',
        lang,
      });
      await screen.findByRole('link', { name: pickText(fresh[0]?.title, lang) });
      const facts = [...document.querySelectorAll('.w-pollList__facts')].map((p) => p.textContent);
      expect(facts).toEqual([expected]);
      unmount();
    }
  });

  it('passes the params, a heading, and no filter when turned off', async () => {
    const { calls } = show({
      type: 'checkbox',
      count: 3,
      filter: false,
      title: { uz: 'Кўп жавобли', ru: 'Много ответов', en: 'Many answers', oz: 'Ko‘p javobli' },
    });
    expect(screen.getByRole('heading', { level: 2, name: 'Кўп жавобли' })).toBeTruthy();
    expect(await screen.findAllByRole('heading', { level: 3 })).toHaveLength(2);
    expect(screen.queryByRole('search')).toBeNull();
    expect(calls).toEqual([{ path: 'poll.json', query: { type: 'checkbox', count: 3, page: 1 } }]);
  });

  it('says so when a page holds no poll', async () => {
    const api = (path: string) => (path === 'poll.json' ? listOf([], { pages: 0 }) : undefined);
    renderOnPage(<PollList id="polls" params={{ count: 100 }} />, '/uz/poll/', { api, route: '/uz/poll/' });
    expect(await screen.findByText('Ҳозирча сўровномалар йўқ')).toBeTruthy();
  });

  it.each(['/uz/poll/?page=3', '/uz/poll/?type=tv', '/uz/poll/?page=0'])(
    'sends %s to bad request',
    async (route) => {
      const { where } = show({ count: 100 }, route, 2);
      await screen.findByText('/uz/bad-request/');
      expect(where()).toBe('/uz/bad-request/');
    },
  );
});
