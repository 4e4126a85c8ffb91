import type { Lang } from '@core/lang';
import type { News } from '@core/schemas/content';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { itemOf, listOf, NEWS } from '../_kit/content/fixtures';
import { renderOnPage } from '../_kit/list/testing';
import { checkParams } from '../validate';
import meta, { type NewsViewParams } from './meta';
import NewsView from './NewsView';

const STUDIO = NEWS[0] as News;
/**
 * Stories whose bodies a newsroom wrote with the lead pasted in (issue 24). Each body opens with a
 * line break, as pasted text does: happy-dom's parser (unlike browsers and jsdom) unwraps a <p>
 * that opens the text.
 */
const PASTED: News[] = [
  {
    ...STUDIO,
    _id: 'pasted-lead',
    summary: { uz: 'Телеканал янги студияда', en: 'The channel moves to a new studio' },
    body: {
      uz: '\n  <p>Телеканал   янги\nстудияда</p>\n<p>Биринчи кўрсатув бугун.</p>',
      en: '\n<p>The channel moves to a new studio</p>',
    },
  },
  {
    ...STUDIO,
    _id: 'longer-first',
    summary: { uz: 'Телеканал янги студияда' },
    body: { uz: '\n<p>Телеканал янги студияда ишлай бошлади.</p><p>Телеканал янги студияда</p>' },
  },
];

function api(path: string, query: Record<string, unknown> = {}): unknown {
  // Its related news: the whole fixture, itself included (the view leaves it out too).
  if (path === 'news.json' && query.related) return listOf(NEWS);
  const id = /^news\/([a-z0-9-]+)\.json$/.exec(path)?.[1];
  const found = [...NEWS, ...PASTED].find((n) => n._id === id);
  return found ? itemOf(found) : undefined;
}

function show(params: NewsViewParams = {}, route = '/uz/news/new-studio/', lang: Lang = 'uz') {
  return renderOnPage(<NewsView id="news" params={params} />, '/uz/news/:id/', { api, route, lang });
}

describe('newsView widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('shows the article: title, date, picture, summary and the sanitised body', async () => {
    const { calls, container } = show();
    const article = await screen.findByRole('article', { name: 'Янги студия очилди' });
    expect(within(article).getByText('22.11.2026, 12:15')).toBeTruthy();
    const picture = within(article).getByRole('img', { name: 'Янги студия очилди' });
    expect([picture.getAttribute('width'), picture.getAttribute('height')]).toEqual(['960', '540']);
    expect(within(article).getByText('Телеканал янги студияда')).toBeTruthy();
    expect(within(article).getByText('кўрсатув').tagName).toBe('STRONG');
    const body = article.querySelector('.w-newsView__body') as HTMLElement;
    expect(body.querySelector('script')).toBeNull();
    expect(body.innerHTML).not.toContain('onerror');
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
    expect(calls).toEqual([
      { path: 'news/new-studio.json', query: {} },
      { path: 'news.json', query: { related: 'new-studio', count: 4 } },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows related news under the article, never the article itself, and a "see all" of its category', async () => {
    const { container } = show();
    const related = await screen.findByRole('region', { name: 'Мавзуга оид янгиликлар' });
    const links = within(related).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      ...NEWS.filter((n) => n._id !== 'new-studio')
        .slice(0, 4)
        .map((n) => `/uz/news/${n._id}/`),
      '/uz/news/?category=news',
    ]);
    expect(within(related).getAllByRole('heading', { level: 3 }).length).toBeGreaterThan(0);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shares the page: the Web Share API where the browser has one', async () => {
    const shareApi = vi.fn(async () => undefined);
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: shareApi, clipboard: { writeText } });
    try {
      const { toasts } = show();
      const link = await screen.findByRole('link', { name: 'Улашиш' });
      fireEvent.click(link);
      await waitFor(() => expect(shareApi).toHaveBeenCalledTimes(1));
      expect(shareApi).toHaveBeenCalledWith({
        title: 'Янги студия очилди',
        url: `${window.location.origin}/uz/news/new-studio/`,
      });
      expect(writeText).not.toHaveBeenCalled();
      expect(toasts).toEqual([]);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shares the page: its address copied, said by a toast, where there is no Web Share API', async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, share: undefined, clipboard: { writeText } });
    try {
      const { toasts } = show();
      // The server's link: the page's own address, a permalink to copy without script.
      const link = await screen.findByRole('link', { name: 'Улашиш' });
      expect(link.getAttribute('href')).toBe('/uz/news/new-studio/');
      fireEvent.click(link);
      await waitFor(() => expect(toasts).toEqual([{ message: 'Ҳавола нусхаланди', kind: 'success' }]));
      expect(writeText).toHaveBeenCalledWith(`${window.location.origin}/uz/news/new-studio/`);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('shows the language of the page, and a placeholder for a missing picture', async () => {
    show({ item: 'no-picture' }, '/uz/news/new-studio/', 'en');
    expect(await screen.findByRole('heading', { level: 1, name: 'For radio day' })).toBeTruthy();
    expect(document.querySelector('.c-picture--empty')?.getAttribute('style')).toContain('960 / 540');
    expect(document.querySelector('.w-newsView__body')).toBeNull();
  });

  it('shows the lead once when the body opens with it (issue 24)', async () => {
    show({ item: 'pasted-lead' });
    const article = await screen.findByRole('article', { name: 'Янги студия очилди' });
    expect(within(article).getAllByText('Телеканал янги студияда')).toHaveLength(1);
    expect(article.querySelector('.c-view__lead')?.textContent).toBe('Телеканал янги студияда');
    const body = article.querySelector('.w-newsView__body') as HTMLElement;
    expect(body.textContent).not.toContain('студияда');
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual(['Биринчи кўрсатув бугун.']);
  });

  it('shows no body at all when it is only the lead', async () => {
    show({ item: 'pasted-lead' }, '/uz/news/new-studio/', 'en');
    await screen.findByRole('heading', { level: 1, name: 'A new studio opens' });
    expect(screen.getAllByText('The channel moves to a new studio')).toHaveLength(1);
    expect(document.querySelector('.w-newsView__body')).toBeNull();
  });

  it('keeps a first paragraph that only begins with the lead', async () => {
    show({ item: 'longer-first' });
    const article = await screen.findByRole('article', { name: 'Янги студия очилди' });
    const body = article.querySelector('.w-newsView__body') as HTMLElement;
    expect([...body.querySelectorAll('p')].map((p) => p.textContent)).toEqual([
      'Телеканал янги студияда ишлай бошлади.',
      'Телеканал янги студияда',
    ]);
  });

  it('answers an unknown article with not found', async () => {
    show({}, '/uz/news/old/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Бундай янгилик йўқ');
    expect(within(alert).getByRole('link', { name: 'Барча янгиликлар' }).getAttribute('href')).toBe(
      '/uz/news/',
    );
  });
});
