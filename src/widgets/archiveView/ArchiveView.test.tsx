import { I18nProvider } from '@core/i18n/react';
import type { Lang } from '@core/lang';
import { MemoryRouter, Route, Routes } from '@core/router';
import type { ArchiveItem } from '@core/schemas/content';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { testI18n } from '../../../tests/helpers/i18n';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { ARCHIVE, itemOf, listOf, vodOf } from '../_kit/content/fixtures';
import type { MediaPlayerProps } from '../_kit/player/MediaPlayer';
import { apiKey, RenderContext, RuntimeContext, type WidgetRuntime } from '../runtime';
import { checkParams } from '../validate';
import ArchiveView, { rightsWindow } from './ArchiveView';
import { load } from './data';
import meta, { type ArchiveViewParams } from './meta';

function api(path: string, query: Record<string, unknown> = {}): unknown {
  // Its related recordings: the whole fixture, itself included (the view leaves it out too).
  if (path === 'efir/archive.json' && query.related) return listOf(ARCHIVE);
  const m = /^efir\/(archive|vod)\/([a-z0-9-]+)\.json$/.exec(path);
  const item = ARCHIVE.find((a) => a._id === m?.[2]);
  if (!m || !item) return undefined;
  return m[1] === 'vod' ? itemOf(vodOf(item)) : itemOf(item);
}

function show(params: ArchiveViewParams = {}, route = '/uz/archive/axborot-2026-11-22/', lang: Lang = 'uz') {
  const view = <ArchiveView id="archive-view" params={params} />;
  return renderWithRuntime(
    <Routes>
      <Route path="/uz/archive/:id/" element={view} />
      <Route path="/uz/11111/:id/" element={view} />
      <Route path="*" element={view} />
    </Routes>,
    { api, route, lang },
  );
}

// The player itself (media-chrome, hls.js) does not run in happy-dom; its modes are tested in
// src/widgets/_kit/player/MediaPlayer.test.tsx and it plays in the browser tests. Here a stand-in shows
// what the widget hands it, and when its chunk is asked for.
vi.mock('../_kit/player/MediaPlayer', () => ({
  default: (props: MediaPlayerProps) => (
    <div
      data-testid="media-player"
      data-mode={props.mode}
      data-url={props.stream.url}
      data-type={props.stream.type}
      data-poster={props.poster}
      data-lang={props.lang}
      data-subtitles={JSON.stringify(props.subtitles ?? [])}
    >
      {props.stream.title}
    </div>
  ),
}));

const player = () => screen.queryByTestId('media-player');

/** The play button, once the recording's stream is known (it is disabled before). */
async function playButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
  return button;
}

describe('archiveView widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('shows the recording of the route: title, Tashkent air date, length, description, its broadcast', async () => {
    const { calls, container } = show({ autoplay: false });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ахборот, 22 ноябрь' })).toBeTruthy();
    expect(screen.getByText('22.11.2026, 21:00').getAttribute('datetime')).toBe('2026-11-22T16:00:00.000Z');
    expect(screen.getByText('30:00').getAttribute('datetime')).toBe('PT30M');
    expect(screen.getByText('Телевидение')).toBeTruthy();
    expect(screen.getByText('Кун янгиликлари')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Кўрсатувнинг бошқа сонлари' }).getAttribute('href')).toBe(
      '/uz/broadcast/axborot/',
    );
    expect(calls.map((c) => c.path)).toEqual([
      'efir/archive/axborot-2026-11-22.json',
      'efir/vod/axborot-2026-11-22.json',
      'efir/archive.json',
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('shows a share action and related recordings, never itself, with a "see all" to its broadcast', async () => {
    const { container } = show({ autoplay: false });
    const related = await screen.findByRole('region', { name: 'Шу кўрсатувдан яна' });
    const links = within(related).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/uz/archive/navo-2026-11-21/',
      '/uz/archive/?broadcast=axborot',
    ]);
    expect(within(related).getByRole('link', { name: 'Барчаси: Шу кўрсатувдан яна' })).toBeTruthy();
    const share = screen.getByRole('link', { name: 'Улашиш' });
    expect(share.getAttribute('href')).toBe('/uz/archive/axborot-2026-11-22/');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('declares exactly the reads it makes', async () => {
    const { calls } = show({ autoplay: false });
    await screen.findByRole('heading', { level: 1 });
    const needs = load(
      {},
      {
        product: 'efir',
        lang: 'uz',
        pathname: '/uz/archive/axborot-2026-11-22/',
        routeParams: { id: 'axborot-2026-11-22' },
        search: new URLSearchParams(),
        now: 0,
      },
    );
    expect(calls).toEqual(needs.map((n) => ({ path: n.path, query: n.query ?? {} })));
  });

  it('waits for a press of play when it does not autoplay, in a 16:9 box with the poster', async () => {
    show({ autoplay: false });
    const play = await playButton('Кўриш: Ахборот, 22 ноябрь');
    expect(player()).toBeNull();
    const poster = play.querySelector('img');
    expect(poster?.getAttribute('src')).toBe('/uploads/demo/axborot-2026-11-22.jpg');
    expect(poster?.getAttribute('width')).toBe('960');
    expect(poster?.getAttribute('height')).toBe('540');
    // The poster is the page's LCP element: loaded at once, before the scripts.
    expect(poster?.getAttribute('fetchpriority')).toBe('high');
    expect(poster?.hasAttribute('loading')).toBe(false);
    fireEvent.click(play);
    expect((await screen.findByTestId('media-player')).getAttribute('data-mode')).toBe('vod');
  });

  it('autoplays: the player comes at once, on demand, with the stream and the poster of the recording', async () => {
    show();
    const shown = await screen.findByTestId('media-player');
    expect(shown.getAttribute('data-mode')).toBe('vod');
    expect(shown.getAttribute('data-url')).toBe('/uz/api/efir/vod/axborot-2026-11-22/index.m3u8');
    expect(shown.getAttribute('data-type')).toBe('tv');
    expect(shown.getAttribute('data-poster')).toBe('/uploads/demo/axborot-2026-11-22.jpg');
    expect(shown.getAttribute('data-lang')).toBe('uz');
    expect(shown.closest('.w-archiveView__frame')).not.toBeNull();
  });

  it('plays a radio recording as audio', async () => {
    show({}, '/uz/archive/navo-2026-11-21/');
    await screen.findByRole('heading', { level: 1, name: 'Наво кечаси' });
    expect((await screen.findByTestId('media-player')).getAttribute('data-type')).toBe('radio');
    expect(document.querySelector('.w-archiveView__frame--audio')).not.toBeNull();
    expect(screen.getByText('Радио')).toBeTruthy();
    // No broadcast: no link to its episodes.
    expect(screen.queryByRole('link', { name: 'Кўрсатувнинг бошқа сонлари' })).toBeNull();
  });

  it('shows the same recording on the legacy route 11111/{id}/', async () => {
    const { calls } = show({ autoplay: false }, '/uz/11111/axborot-2026-11-22/');
    expect(await screen.findByRole('heading', { level: 1, name: 'Ахборот, 22 ноябрь' })).toBeTruthy();
    expect(calls[0]?.path).toBe('efir/archive/axborot-2026-11-22.json');
  });

  it('lets the params choose the recording over the route', async () => {
    const { calls } = show(
      { item: 'navo-2026-11-21', autoplay: false },
      '/uz/archive/axborot-2026-11-22/',
      'en',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Navo evening' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Listen: Navo evening' })).toBeTruthy();
    expect(calls[0]?.path).toBe('efir/archive/navo-2026-11-21.json');
  });

  it('says a recording is not found, with a link to the archive', async () => {
    const { container } = show({}, '/uz/archive/nope/');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Архивда бундай ёзув йўқ');
    expect(within(alert).getByRole('link', { name: 'Бутун архив' }).getAttribute('href')).toBe(
      '/uz/archive/',
    );
    expect(player()).toBeNull();
    expect(await axeViolations(container)).toEqual([]);
  });

  it('reads nothing for an id that cannot name a recording', async () => {
    const { calls } = show({}, '/uz/archive/Not_An_Id/');
    expect((await screen.findByRole('alert')).textContent).toContain('Архивда бундай ёзув йўқ');
    expect(calls).toEqual([]);
  });

  it('says nothing names a recording without an id', () => {
    const { calls } = show({}, '/uz/somewhere/');
    expect(screen.getByRole('status').textContent).toBe('Қайси ёзув кўрсатилиши айтилмаган');
    expect(calls).toEqual([]);
  });
});

describe('archiveView on the server', () => {
  it('renders the poster with its play button, not the player, and answers 404 for an unknown id', async () => {
    const render = async (id: string) => {
      const runtime: WidgetRuntime = {
        lang: 'uz',
        product: 'efir',
        getJson: async <T,>(path: string) => {
          const body = api(path);
          if (body === undefined) throw Object.assign(new Error('404'), { status: 404 });
          return body as T;
        },
        send: async () => {
          throw new Error('no writes');
        },
        toast: () => {},
      };
      const ctx = {
        product: 'efir',
        lang: 'uz' as const,
        pathname: `/uz/archive/${id}/`,
        routeParams: { id },
        search: new URLSearchParams(),
        now: 0,
      };
      const client = new QueryClient({ defaultOptions: { queries: { retry: false, retryOnMount: false } } });
      await Promise.all(
        load({}, ctx).map((need) =>
          client.prefetchQuery({
            queryKey: apiKey(need.path, need.query),
            queryFn: () => runtime.getJson(need.path),
          }),
        ),
      );
      const server = { redirect: null, status: null as number | null };
      const html = renderToString(
        <I18nProvider i18n={testI18n('uz')}>
          <QueryClientProvider client={client}>
            <RenderContext.Provider value={{ now: 0, server }}>
              <RuntimeContext.Provider value={runtime}>
                <MemoryRouter initialEntries={[ctx.pathname]}>
                  <Routes>
                    <Route path="/uz/archive/:id/" element={<ArchiveView id="v" params={{}} />} />
                  </Routes>
                </MemoryRouter>
              </RuntimeContext.Provider>
            </RenderContext.Provider>
          </QueryClientProvider>
        </I18nProvider>,
      );
      return { html, status: server.status };
    };

    const found = await render('axborot-2026-11-22');
    expect(found.html).toContain('Кўриш: Ахборот, 22 ноябрь');
    expect(found.html).toContain('w-archiveView__frame');
    expect(found.html).not.toContain('<video');
    expect(found.html).not.toContain('aria-busy="true"');
    expect(found.status).toBeNull();

    const missing = await render('nope');
    expect(missing.status).toBe(404);
  });
});

describe('archiveView: ratings, rights and accessible versions (issue 26)', () => {
  const base = ARCHIVE[0] as ArchiveItem;
  const SUBTITLES = [
    { lang: 'uz' as const, url: '/uploads/subtitles/a1.vtt' },
    { lang: 'ru' as const, url: '/uploads/subtitles/b2.vtt' },
  ];
  const DAY = 86_400_000;

  function showItem(item: ArchiveItem) {
    const api = (path: string) => {
      if (path === `efir/archive/${item._id}.json`) return itemOf(item);
      if (path === `efir/vod/${item._id}.json`) return itemOf(vodOf(item));
      if (path === 'efir/archive.json') return listOf([]);
      return undefined;
    };
    return renderWithRuntime(
      <Routes>
        <Route path="/uz/archive/:id/" element={<ArchiveView id="v" params={{ autoplay: false }} />} />
      </Routes>,
      { api, route: `/uz/archive/${item._id}/` },
    );
  }

  it('places now in the window: before its start, after its end, or open', () => {
    const at = Date.parse('2026-11-27T12:00:00Z');
    expect(rightsWindow({}, at)).toEqual({ state: 'open' });
    expect(rightsWindow({ available_from: '2026-11-28T00:00:00Z' }, at)).toEqual({
      state: 'before',
      at: '2026-11-28T00:00:00Z',
    });
    expect(rightsWindow({ available_until: '2026-11-27T12:00:00Z' }, at)).toEqual({
      state: 'after',
      at: '2026-11-27T12:00:00Z',
    });
    expect(
      rightsWindow({ available_from: '2026-11-01T00:00:00Z', available_until: '2026-12-01T00:00:00Z' }, at),
    ).toEqual({ state: 'open' });
  });

  it('shows its rating and badges, its last day, and hands its subtitles to the player as tracks', async () => {
    const until = new Date(Date.now() + 30 * DAY).toISOString();
    const { container } = showItem({
      ...base,
      _id: 'rated-1',
      rating: '12+',
      subtitles: SUBTITLES,
      available_until: until,
    });
    await screen.findByRole('heading', { level: 1 });
    const badges = container.querySelector('.w-archiveView__badges') as HTMLElement;
    expect(
      within(badges)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Ёш чеклови: 12+', 'СУБСубтитрлар']);
    expect(screen.getByText('Кўриш мумкин')).toBeTruthy();
    expect(container.querySelector(`time[datetime="${until}"]`)).not.toBeNull();
    // Only one version: no choice shown.
    expect(screen.queryByRole('group', { name: 'Версия' })).toBeNull();
    fireEvent.click(await playButton('Кўриш: Ахборот, 22 ноябрь'));
    const tracks = JSON.parse(
      (await screen.findByTestId('media-player')).getAttribute('data-subtitles') ?? '',
    );
    expect(tracks).toEqual([
      { lang: 'uz-Cyrl', url: '/uploads/subtitles/a1.vtt', label: 'Ўзбекча' },
      { lang: 'ru', url: '/uploads/subtitles/b2.vtt', label: 'Русский' },
    ]);
    expect(await axeViolations(container)).toEqual([]);
  });

  it('offers its sign-language and audio-described versions, playing the one chosen', async () => {
    const { container } = showItem({
      ...base,
      _id: 'versions-1',
      sign_language_url: '/media/sign/index.m3u8',
      audio_description_url: '/media/ad/index.m3u8',
    });
    const group = await screen.findByRole('group', { name: 'Версия' });
    const options = within(group).getAllByRole('radio');
    expect(options.map((o) => o.parentElement?.textContent)).toEqual([
      'Асл',
      'Имо-ишора тили билан',
      'Аудио тавсиф билан',
    ]);
    expect((options[0] as HTMLInputElement).checked).toBe(true);
    await playButton('Кўриш: Ахборот, 22 ноябрь');
    fireEvent.click(options[1] as HTMLElement);
    await waitFor(() => expect(player()?.getAttribute('data-url')).toBe('/media/sign/index.m3u8'));
    fireEvent.click(options[0] as HTMLElement);
    await waitFor(() => expect(player()?.getAttribute('data-url')).toBe(base.url));
    expect(await axeViolations(container)).toEqual([]);
  });

  it('outside its window offers no player and says when it will be, or was, available', async () => {
    const from = new Date(Date.now() + 2 * DAY).toISOString();
    const first = showItem({ ...base, _id: 'later-1', available_from: from });
    expect(await screen.findByRole('status')).toHaveProperty(
      'textContent',
      expect.stringMatching(/^Бу ёзувни \d\d\.\d\d\.\d{4}, \d\d:\d\d дан бошлаб кўриш мумкин бўлади$/),
    );
    expect(screen.queryByRole('button', { name: /^Кўриш:/ })).toBeNull();
    expect(await axeViolations(first.container)).toEqual([]);
    first.unmount();

    showItem({ ...base, _id: 'gone-1', available_until: new Date(Date.now() - DAY).toISOString() });
    expect((await screen.findByRole('status')).textContent).toMatch(/кўриш муддати .* да тугаган$/);
    expect(screen.queryByRole('button', { name: /^Кўриш:/ })).toBeNull();
  });
});
