import type { Lang } from '@core/lang';
import { type SearchHit, SUGGEST_COUNT } from '@core/schemas/search';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { Where } from '../../../tests/helpers/broadcast';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { SearchBox, validateSearch } from './SearchBox';
import { SUGGEST_SHOWN } from './SearchSuggest';
import { toast } from './toast';

vi.mock('./toast', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./toast')>()),
  toast: vi.fn(),
}));

function show(lang: Lang = 'en') {
  renderWithRuntime(
    <>
      <SearchBox />
      <Where />
    </>,
    { lang },
  );
  const input = screen.getByRole('combobox');
  return { input, user: userEvent.setup(), submit: screen.getByRole('button') };
}

/** The polite live region of the suggestions (the page's `<output>` of Where is another status). */
const announced = () => within(screen.getByRole('search')).getByRole('status').textContent;

/** Where the router is now. */
const where = () => screen.getByTestId('where').textContent;

function hit(
  type: SearchHit['type'],
  id: string,
  title: SearchHit['title'],
  extra: Partial<SearchHit> = {},
): SearchHit {
  return {
    type,
    id,
    title,
    summary: {},
    path: `${type}/${id}/`,
    channel: null,
    date: null,
    picture: null,
    live: false,
    score: 1,
    ...extra,
  };
}

const HITS: SearchHit[] = [
  hit(
    'channel',
    'yoshlar',
    { uz: 'Ёшлар', oz: 'Yoshlar', ru: 'Ёшлар', en: 'Yoshlar' },
    { path: 'channel/yoshlar/' },
  ),
  hit(
    'broadcast',
    '41',
    { uz: 'Ёшлар овози', ru: 'Голос молодёжи', en: 'Voice of youth' },
    { live: true, path: 'broadcast/41/' },
  ),
  hit('news', '7', { uz: 'Ёшлар форуми', en: 'Youth forum' }, { path: 'news/7/' }),
];

/** The suggestions' API as the network gives it: `answer(q)` per request; every request is kept. */
let answer: (q: string) => SearchHit[] = () => HITS;
let requests: Request[] = [];

beforeEach(() => {
  vi.mocked(toast).mockClear();
  answer = () => HITS;
  requests = [];
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const request = input as Request;
    requests.push(request);
    const url = new URL(request.url);
    if (url.pathname !== '/uz/api/search/suggest.json') return new Response('{}', { status: 404 });
    const q = url.searchParams.get('q') ?? '';
    return new Response(JSON.stringify({ data: answer(q), meta: { query: q } }), {
      headers: { 'content-type': 'application/json' },
    });
  });
});
afterEach(() => {
  vi.restoreAllMocks();
});

/** Types `text` and waits for the popup's options. */
async function suggestFor(text: string, lang: Lang = 'en') {
  const shown = show(lang);
  await shown.user.type(shown.input, text);
  const listbox = await screen.findByRole('listbox');
  return { ...shown, listbox, options: within(listbox).getAllByRole('option') };
}

describe('validateSearch', () => {
  it('trims and checks 2..100 characters', () => {
    expect(validateSearch('   ')).toEqual({ text: '', error: 'required' });
    expect(validateSearch(' a ')).toEqual({ text: 'a', error: 'short' });
    expect(validateSearch(` ${'x'.repeat(100)} `).error).toBeNull();
    expect(validateSearch('x'.repeat(101)).error).toBe('long');
    expect(validateSearch('  tv  ')).toEqual({ text: 'tv', error: null });
  });
});

describe('SearchBox', () => {
  it('is a labelled search landmark with a labelled, required field', async () => {
    const { input } = show();
    const form = screen.getByRole('search', { name: 'Site search' });
    expect(form.contains(input)).toBe(true);
    expect(screen.getByRole('combobox', { name: 'Search text' })).toBe(input);
    expect(input.hasAttribute('required')).toBe(true);
    expect(screen.getByRole('button', { name: 'Search' })).toBeTruthy();
    expect(await axeViolations(form)).toEqual([]);
  });

  it('highlights an empty search and sends nothing', async () => {
    const { input, submit, user } = show();
    await user.type(input, '   ');
    await user.click(submit);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toBe('Enter a search text');
    expect(input.getAttribute('aria-describedby')).toBe(alert.id);
    expect(document.activeElement).toBe(input);
    expect(toast).not.toHaveBeenCalled();
  });

  it('refuses one character and more than 100, with the limits in the message', async () => {
    const { input, user } = show();
    await user.type(input, 'a{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter at least 2 characters');
    await user.clear(input);
    await user.click(input);
    await user.paste('y'.repeat(101));
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert').textContent).toBe('Enter at most 100 characters');
    expect(toast).not.toHaveBeenCalled();
  });

  it("shows the toast 'Поиск: {text}' for 2 s with the trimmed text, then opens search/?q=", async () => {
    answer = () => [];
    const { input, user } = show('ru');
    await user.type(input, '  Новости  {Enter}');
    expect(toast).toHaveBeenCalledTimes(1);
    expect(toast).toHaveBeenCalledWith('Поиск: Новости', 'info', 2000);
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(where()).toBe(`/uz/search/?q=${encodeURIComponent('Новости')}`);
  });

  it('stays where it is on an invalid text', async () => {
    const { input, user } = show();
    await user.type(input, 'a{Enter}');
    expect(where()).toBe('/uz/');
  });

  it('works without JavaScript: the form GETs search/?q=', () => {
    show();
    const form = screen.getByRole('search');
    expect(form.getAttribute('action')).toBe('/uz/search/');
    expect(form.getAttribute('method')).toBe('get');
    expect(screen.getByRole('combobox').getAttribute('name')).toBe('q');
  });

  it('translates the toast prefix', async () => {
    const { input, user } = show('uz');
    await user.type(input, 'тв{Enter}');
    expect(toast).toHaveBeenCalledWith('Поиск: тв', 'info', 2000);
  });

  it('clears the error once the text becomes valid', async () => {
    const { input, submit, user } = show();
    await user.click(submit);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    await user.type(input, 'a');
    expect(screen.getByRole('alert')).toBeTruthy();
    await user.type(input, 'b');
    expect(input.getAttribute('aria-invalid')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('SearchBox suggestions (combobox with a listbox popup)', () => {
  it('starts as a closed combobox without a popup: the server renders the field only', () => {
    const { input } = show();
    expect(input.getAttribute('aria-autocomplete')).toBe('list');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-controls')).toBe(false);
    expect(screen.queryByRole('listbox', { hidden: true })).toBeNull();
    expect(requests).toHaveLength(0);
  });

  it('shows the suggestions as options: title in the page language, kind, on-air mark', async () => {
    const { input, listbox, options } = await suggestFor('yoshlar', 'ru');
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(listbox.id);
    expect(listbox.getAttribute('aria-label')).toBe('Подсказки поиска');
    expect(options.map((o) => o.textContent)).toEqual([
      'Ёшлар Канал',
      'Голос молодёжи В эфире Передача',
      'Ёшлар форуми Новость',
    ]);
    expect(options.map((o) => o.id)).toEqual(HITS.map((_, i) => `${listbox.id}-${i}`));
    expect(options.every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    // Announced politely, with the language's plural.
    expect(announced()).toBe('3 подсказки');
    // One request, for the whole word: typing is debounced.
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]?.url ?? '').searchParams.get('q')).toBe('yoshlar');
  });

  it('asks nothing below 2 characters and closes when the text gets too short', async () => {
    const { input, user } = await suggestFor('yo');
    await user.type(input, '{Backspace}');
    await waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('false'));
    expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
    await new Promise((r) => setTimeout(r, 250));
    expect(requests.map((r) => new URL(r.url).searchParams.get('q'))).toEqual(['yo']);
  });

  it('aborts a request a newer text made stale', async () => {
    let release: () => void = () => {};
    vi.mocked(fetch).mockImplementationOnce(async (input) => {
      requests.push(input as Request);
      await new Promise<void>((r) => {
        release = r;
      });
      return new Response(JSON.stringify({ data: [HITS[2]], meta: { query: 'yo' } }));
    });
    const { input, user } = show();
    await user.type(input, 'yo');
    await waitFor(() => expect(requests).toHaveLength(1));
    await user.type(input, 'shlar');
    await waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[0]?.signal.aborted).toBe(true);
    release();
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(HITS.length);
  });

  it(`shows at most ${SUGGEST_COUNT} (the API's count)`, async () => {
    expect(SUGGEST_SHOWN).toBe(SUGGEST_COUNT);
    answer = () => Array.from({ length: 12 }, (_, i) => hit('news', String(i), { en: `News ${i}` }));
    const { options } = await suggestFor('news');
    expect(options).toHaveLength(SUGGEST_COUNT);
  });

  it('ArrowDown/ArrowUp move aria-activedescendant and aria-selected, wrapping', async () => {
    const { input, user, options } = await suggestFor('yoshlar');
    const active = () => input.getAttribute('aria-activedescendant');
    const selected = () => options.filter((o) => o.getAttribute('aria-selected') === 'true').map((o) => o.id);
    expect(active()).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]?.id);
    expect(selected()).toEqual([options[0]?.id]);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(active()).toBe(options[2]?.id);
    await user.keyboard('{ArrowDown}');
    expect(active()).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(active()).toBe(options[2]?.id);
    expect(selected()).toEqual([options[2]?.id]);
    // Focus never leaves the field.
    expect(document.activeElement).toBe(input);
  });

  it("Enter on a highlighted option opens that item's page, without the toast", async () => {
    const { input, user } = await suggestFor('yoshlar');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(where()).toBe('/uz/broadcast/41/');
    expect(toast).not.toHaveBeenCalled();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
  });

  it('Enter with no option highlighted sends the search: the toast, then search/?q=', async () => {
    const { input, user } = await suggestFor('yoshlar');
    await user.keyboard('{Enter}');
    expect(toast).toHaveBeenCalledWith('Search: yoshlar', 'info', 2000);
    expect(where()).toBe('/uz/search/?q=yoshlar');
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('a click on an option opens it', async () => {
    const { user, options } = await suggestFor('yoshlar');
    await user.click(options[0] as HTMLElement);
    expect(where()).toBe('/uz/channel/yoshlar/');
  });

  it('Escape closes the popup (only it: the text stays, a drawer around stays); a second Escape clears', async () => {
    const outside = vi.fn();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') outside();
    };
    const { input, user } = await suggestFor('yoshlar');
    document.addEventListener('keydown', onKey);
    try {
      await user.keyboard('{ArrowDown}{Escape}');
      expect(input.getAttribute('aria-expanded')).toBe('false');
      expect(input.hasAttribute('aria-activedescendant')).toBe(false);
      expect(screen.getByRole('listbox', { hidden: true }).hidden).toBe(true);
      expect((input as HTMLInputElement).value).toBe('yoshlar');
      expect(outside).not.toHaveBeenCalled();
      // ArrowDown opens it again, on the first option.
      await user.keyboard('{ArrowDown}');
      expect(input.getAttribute('aria-expanded')).toBe('true');
      expect(input.getAttribute('aria-activedescendant')).toBe(screen.getAllByRole('option')[0]?.id);
      await user.keyboard('{Escape}{Escape}');
      expect((input as HTMLInputElement).value).toBe('');
      expect(outside).not.toHaveBeenCalled();
      // On an empty field Escape goes on to whatever is around (the drawer closes).
      await user.keyboard('{Escape}');
      expect(outside).toHaveBeenCalledTimes(1);
    } finally {
      document.removeEventListener('keydown', onKey);
    }
  });

  it('Tab leaves the field and closes the popup; a click in the field shows the suggestions again', async () => {
    const { input, user } = await suggestFor('yoshlar');
    await user.keyboard('{ArrowDown}');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    await user.click(input);
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.hasAttribute('aria-activedescendant')).toBe(false);
    expect(requests).toHaveLength(1);
  });

  it('announces that nothing was found and opens no popup', async () => {
    answer = () => [];
    const { input, user } = show();
    await user.type(input, 'zzzz');
    await waitFor(() => expect(announced()).toBe('No suggestions'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('does not open when the answer comes after the field lost focus', async () => {
    const { input, user } = show();
    await user.type(input, 'yoshlar');
    (input as HTMLInputElement).blur();
    await waitFor(() => expect(announced()).toBe('3 suggestions'));
    expect(input.getAttribute('aria-expanded')).toBe('false');
  });

  it('is axe-clean with the popup open and an option highlighted', async () => {
    const { user } = await suggestFor('yoshlar', 'uz');
    await user.keyboard('{ArrowDown}');
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
