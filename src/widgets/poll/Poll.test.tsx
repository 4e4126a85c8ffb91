import { ApiError } from '@core/api-error';
import type { Lang } from '@core/lang';
import type { Poll as PollData } from '@core/schemas/content';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import { load } from './data';
import meta, { type PollParams } from './meta';
import Poll, { answerPercent } from './Poll';

const text = (uz: string, en: string) => ({ uz, en, ru: uz, oz: en });

function demoPoll(type: string): PollData {
  return {
    _id: type === 'checkbox' ? 'genres' : 'best-show',
    type,
    title: text('Қайси кўрсатув сизга ёқади?', 'Which show do you like?'),
    answers: [
      { _id: 'news', title: text('Ахборот', 'News'), votes: 6 },
      { _id: 'sport', title: text('Спорт', 'Sport'), votes: 3 },
      { _id: 'kids', title: text('Болалар', 'Kids'), votes: 1 },
    ],
    votes: 10,
    date: '2026-11-20T10:00:00.000Z',
  };
}

/** A fake poll server for one voter: GET with `meta.voted`, POST validated as the API does. */
function pollServer(type = 'radio', voted: string[] | null = null) {
  const state = { poll: demoPoll(type), voted };
  return {
    state,
    api: (path: string) =>
      path === 'poll/last.json' || path === `poll/${state.poll._id}.json`
        ? { data: structuredClone(state.poll), meta: { voted: state.voted } }
        : undefined,
    send: (method: string, path: string, body: unknown) => {
      if (method !== 'POST' || path !== `poll/${state.poll._id}.json`) return undefined;
      if (state.voted) throw new ApiError(409, 'Сиз бу сўровномада аллақачон овоз бергансиз');
      const { answer } = body as { answer: string | string[] };
      const given = typeof answer === 'string' ? [answer] : answer;
      for (const a of state.poll.answers) if (given.includes(a._id)) a.votes++;
      state.poll.votes++;
      state.voted = given;
      return {
        data: structuredClone(state.poll),
        meta: { voted: given },
        message: 'Овозингиз қабул қилинди',
      };
    },
  };
}

function show(server = pollServer(), lang: Lang = 'uz', params: PollParams = {}) {
  const user = userEvent.setup();
  const rendered = renderWithRuntime(<Poll id="poll" params={params} />, {
    api: server.api,
    send: server.send,
    lang,
  });
  return { user, server, ...rendered };
}

describe('poll widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('reads the latest poll, one by id, or the page’s', () => {
    const ctx = (id?: string) => ({
      product: 'efir',
      lang: 'uz' as const,
      pathname: '/uz/poll/x/',
      routeParams: { id },
      search: new URLSearchParams(),
      now: 0,
    });
    const paths = (needs: { path: string }[]) => needs.map((n) => n.path);
    expect(paths(load({}, ctx()))).toEqual(['poll/last.json']);
    expect(paths(load({ poll: 'genres' }, ctx()))).toEqual(['poll/genres.json']);
    expect(paths(load({ fromRoute: true }, ctx('best-show')))).toEqual(['poll/best-show.json']);
    expect(paths(load({ fromRoute: true }, ctx('../x')))).toEqual(['poll/last.json']);
  });

  it('asks a single-choice question with radio buttons in a fieldset', async () => {
    const { container } = show();
    const group = await screen.findByRole('group', { name: 'Қайси кўрсатув сизга ёқади?' });
    expect(group.tagName).toBe('FIELDSET');
    const radios = within(group).getAllByRole('radio');
    expect(radios.map((r) => r.closest('label')?.textContent)).toEqual(['Ахборот', 'Спорт', 'Болалар']);
    expect(within(group).queryAllByRole('checkbox')).toEqual([]);
    expect(screen.getByRole('heading', { level: 2, name: 'Сўровнома' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it.each([
    ['uz', 'Жавобни белгиланг', 'Овоз бериш'],
    ['ru', 'Выберите ответ', 'Голосовать'],
    ['oz', 'Javobni belgilang', 'Ovoz berish'],
    ['en', 'Choice answer', 'Vote'],
  ] as const)(
    'in %s, sending with nothing chosen says %j beside the question and sends nothing',
    async (lang, message, send) => {
      const { user, sent, container } = show(pollServer(), lang);
      await screen.findAllByRole('radio');
      await waitFor(() =>
        expect(screen.getByRole('button', { name: send })).toHaveProperty('disabled', false),
      );
      await user.click(screen.getByRole('button', { name: send }));
      const alert = await screen.findByRole('alert');
      expect(alert.textContent).toBe(message);
      expect(screen.getByRole('group').getAttribute('aria-describedby')).toBe(alert.id);
      expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
      expect(sent).toEqual([]);
      expect(await axeViolations(container)).toEqual([]);
      // Choosing an answer takes the message away.
      await user.click(screen.getAllByRole('radio')[1] as HTMLElement);
      expect(screen.queryByRole('alert')).toBeNull();
    },
  );

  it('sends a valid answer, then shows the result with text percentages and resets the choice', async () => {
    const { user, sent, toasts, container } = show();
    await user.click(await screen.findByRole('radio', { name: 'Спорт' }));
    await user.click(screen.getByRole('radio', { name: 'Ахборот' }));
    await user.click(screen.getByRole('button', { name: 'Овоз бериш' }));
    const result = await screen.findByRole('list', { name: 'Қайси кўрсатув сизга ёқади?' });
    expect(sent).toEqual([
      { method: 'POST', path: 'poll/best-show.json', body: { _id: 'best-show', answer: 'news' } },
    ]);
    expect(toasts).toEqual([{ message: 'Овозингиз қабул қилинди', kind: 'success' }]);
    const rows = within(result)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    // 11 ballots: news 7, sport 3, kids 1.
    expect(rows).toEqual([
      'Ахборот (сизнинг жавобингиз)63,6 % · 7 та овоз',
      'Спорт27,3 % · 3 та овоз',
      'Болалар9,1 % · 1 та овоз',
    ]);
    expect((container.querySelector('.w-poll__fill') as HTMLElement).style.inlineSize).toBe('63.6%');
    expect(screen.getByText('Овоз берганлар: 11')).toBeTruthy();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('takes several answers of a checkbox poll, in the options’ order', async () => {
    const { user, sent } = show(pollServer('checkbox'), 'en');
    const group = await screen.findByRole('group', { name: 'Which show do you like?' });
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    await user.click(screen.getByRole('checkbox', { name: 'Kids' }));
    await user.click(screen.getByRole('checkbox', { name: 'News' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sport' }));
    await user.click(screen.getByRole('checkbox', { name: 'Sport' }));
    await user.click(screen.getByRole('button', { name: 'Vote' }));
    await screen.findByText('Voters: 11');
    expect(sent[0]?.body).toEqual({ _id: 'genres', answer: ['news', 'kids'] });
    // Shares of the ballots: a checkbox poll's add up to more than 100 %.
    expect(screen.getByText('63.6 %')).toBeTruthy();
    expect(screen.getByText('18.2 %')).toBeTruthy();
    expect(screen.getAllByText('(your answer)')).toHaveLength(2);
  });

  it('shows the result to a visitor who has voted', async () => {
    const { container } = show(pollServer('radio', ['kids']), 'ru');
    await screen.findByText('Проголосовали: 10');
    expect(screen.queryByRole('radio')).toBeNull();
    expect(screen.getByText('(ваш ответ)').closest('li')?.textContent).toContain('Болалар');
    expect(screen.getByText('6 голосов', { exact: false })).toBeTruthy();
    expect(screen.getByText('3 голоса', { exact: false })).toBeTruthy();
    expect(screen.getByText('1 голос', { exact: false })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads the server’s anonymous answer again for this visitor once the browser is idle, not at mount', async () => {
    const server = pollServer('radio', ['kids']);
    const anonymous = { data: demoPoll('radio'), meta: { voted: null } };
    const { calls } = renderWithRuntime(<Poll id="poll" params={{}} />, {
      api: server.api,
      send: server.send,
      lang: 'ru',
      cached: [['poll/last.json', {}, anonymous]],
    });
    // The page's boot data shows at once (the ballot), and nothing is read in the mount's task.
    expect(screen.getAllByRole('radio').length).toBeGreaterThan(0);
    expect(calls).toHaveLength(0);
    // Then this visitor's own answer: they have voted, so the result.
    await screen.findByText('Проголосовали: 10');
    expect(calls.map((c) => c.path)).toEqual(['poll/last.json']);
    expect(screen.queryByRole('radio')).toBeNull();
  });

  it('a vote refused with 409 shows the server’s message, then the result', async () => {
    const server = pollServer();
    const { user } = show(server);
    await user.click(await screen.findByRole('radio', { name: 'Спорт' }));
    // Voted meanwhile in another tab.
    server.state.voted = ['news'];
    await user.click(screen.getByRole('button', { name: 'Овоз бериш' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Сиз бу сўровномада аллақачон овоз бергансиз',
    );
    await screen.findByText('Овоз берганлар: 10');
  });

  it('says so when there is no open poll, or the poll cannot be read', async () => {
    renderWithRuntime(<Poll id="p" params={{}} />, {
      api: () => {
        throw new ApiError(404, 'Бундай сўровнома йўқ');
      },
    });
    expect(await screen.findByText('Ҳозир очиқ сўровнома йўқ')).toBeTruthy();
    renderWithRuntime(<Poll id="p" params={{}} />, {
      lang: 'en',
      api: () => {
        throw new ApiError(500, 'down');
      },
    });
    expect((await screen.findByRole('alert')).textContent).toBe('The data could not be loaded');
  });

  it('computes each answer’s share of the ballots with one decimal', () => {
    expect(answerPercent(1, 3)).toBe(33.3);
    expect(answerPercent(2, 3)).toBe(66.7);
    expect(answerPercent(0, 0)).toBe(0);
    expect(answerPercent(5, 5)).toBe(100);
  });
});
