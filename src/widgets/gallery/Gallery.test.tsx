import type { Lang } from '@core/lang';
import { type NavigateFunction, useNavigate } from '@core/router';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../../tests/helpers/axe';
import { type RenderOptions, renderWithRuntime } from '../../../tests/helpers/render';
import { checkParams } from '../validate';
import Gallery from './Gallery';
import meta, { type GalleryParams } from './meta';

const studio = { uz: 'Студия', en: 'Studio' };
const broadcast = {
  _id: 'tongi-efir',
  title: { uz: 'Тонги эфир', en: 'Morning show' },
  images_anons: [
    {
      title: { uz: 'Бошловчилар' },
      link: '/uploads/hosts.jpg',
      thumb: '/uploads/hosts-thumb.jpg',
      width: 1200,
      height: 800,
    },
    '/uploads/set.jpg',
    'javascript:alert(1)',
    { title: 'Эфирхона', link: 'data:image/png;base64,AAAA' },
  ],
};
const channels = [
  { _id: 'uzbekistan', title: { uz: 'Ўзбекистон', en: 'Uzbekistan' }, photo: '/uploads/uzbekistan.png' },
  {
    _id: 'yoshlar',
    title: { uz: 'Ёшлар', en: 'Yoshlar' },
    photo: { link: '/uploads/yoshlar.png', width: 300, height: 300 },
  },
  { _id: 'sport', title: { uz: 'Спорт' }, photo: null },
];

function show(params: GalleryParams, options: RenderOptions & { lang?: Lang } = {}) {
  return renderWithRuntime(<Gallery id="gallery-1" params={params} />, options);
}

/** Hands the router's navigate function to a test. */
function Navigator({ onReady }: { onReady: (navigate: NavigateFunction) => void }) {
  onReady(useNavigate());
  return null;
}

const ok = (data: unknown) => () => ({ data, meta: {} });

describe('gallery widget', () => {
  it('has examples and defaults valid against its schema', () => {
    for (const example of meta.examples) expect(checkParams(meta, example.params), example.name).toEqual([]);
    expect(checkParams(meta, meta.defaults)).toEqual([]);
  });

  it('accepts only relative API paths and plain field names', () => {
    for (const uri of [
      'efir/channel.json',
      'efir/anchors.json?count=12&sort=title',
      'list/nation/all.json',
    ]) {
      expect(checkParams(meta, { uri, field: 'photo' }), uri).toEqual([]);
    }
    for (const uri of [
      '/uz/api/efir/channel.json',
      'https://example.org/a.json',
      '//example.org/a',
      'efir/../auth/me.json',
      '..',
      'a b',
    ]) {
      expect(checkParams(meta, { uri, field: 'photo' }), uri).not.toEqual([]);
    }
    for (const field of ['photo.link', '__proto__[x]', '', 'a-b']) {
      expect(checkParams(meta, { uri: 'efir/channel.json', field }), field).not.toEqual([]);
    }
  });

  it('reads the uri with its query string and shows the pictures of data[field]', async () => {
    const { calls, container } = show(
      { uri: 'efir/broadcast/tongi-efir.json?with=title', field: 'images_anons', title: studio },
      { api: ok(broadcast) },
    );
    expect(screen.getByRole('status').textContent).toBe('Суратлар юкланмоқда…');
    const images = await screen.findAllByRole('img');
    expect(calls).toEqual([{ path: 'efir/broadcast/tongi-efir.json', query: { with: 'title' } }]);
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Бошловчилар', 'Студия']);
    const [hosts, set] = images;
    expect(hosts?.getAttribute('src')).toBe('/uploads/hosts-thumb.jpg');
    expect([hosts?.getAttribute('width'), hosts?.getAttribute('height')]).toEqual(['1200', '800']);
    expect([set?.getAttribute('width'), set?.getAttribute('height')]).toEqual(['800', '600']);
    for (const img of images) {
      expect(img.getAttribute('loading')).toBe('lazy');
      expect(img.getAttribute('decoding')).toBe('async');
    }
    expect(container.innerHTML).not.toMatch(/javascript:|data:image/);
    expect(screen.getByRole('region', { name: 'Студия' })).toBeTruthy();
    expect(screen.getByText('Бошловчилар', { selector: 'figcaption' })).toBeTruthy();
    expect(await axeViolations(container)).toEqual([]);
  });

  it("takes item[field] of each item of a list, captioned with the item's title", async () => {
    show({ uri: 'efir/channel.json?type=tv', field: 'photo' }, { api: ok(channels), lang: 'en' });
    const images = await screen.findAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['Uzbekistan', 'Yoshlar']);
    expect(images[1]?.getAttribute('width')).toBe('300');
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('numbers the pictures when there is neither a caption nor a gallery title', async () => {
    show(
      { uri: 'efir/person/1.json', field: 'photos' },
      { api: ok({ photos: ['/uploads/a.jpg', '/uploads/b.jpg'] }) },
    );
    const images = await screen.findAllByRole('img');
    expect(images.map((img) => img.getAttribute('alt'))).toEqual(['1-сурат', '2-сурат']);
  });

  it('says so when there are no pictures', async () => {
    show({ uri: 'efir/channel.json', field: 'gallery' }, { api: ok(channels), lang: 'oz' });
    expect(await screen.findByText('Hozircha suratlar yoʻq.')).toBeTruthy();
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('shows a translated error as an alert and tries again on request', async () => {
    const user = userEvent.setup();
    let fail = true;
    const { calls } = show(
      { uri: 'efir/channel.json', field: 'photo' },
      { api: () => (fail ? undefined : { data: channels, meta: {} }), lang: 'ru' },
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Не удалось загрузить фотографии.');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Повторить' }));
    expect(await screen.findAllByRole('img')).toHaveLength(2);
    expect(calls).toHaveLength(2);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('refuses an unsafe uri without calling anything', () => {
    const { calls } = show({ uri: 'https://example.org/photos.json', field: 'photo' }, { api: ok(channels) });
    expect(screen.getByRole('alert').textContent).toContain('Суратларни юклаб бўлмади.');
    expect(calls).toEqual([]);
  });

  it('enlarges a picture in a modal dialog, steps with arrows and closes with Escape or Close', async () => {
    const user = userEvent.setup();
    show(
      { uri: 'efir/broadcast/tongi-efir.json', field: 'images_anons', title: studio },
      { api: ok(broadcast) },
    );
    const open = await screen.findByRole('button', { name: 'Катталаштириш: Бошловчилар' });
    expect(open.getAttribute('aria-haspopup')).toBe('dialog');
    await user.click(open);
    const dialog = screen.getByRole('dialog', { name: 'Бошловчилар' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    expect(within(dialog).getByRole('img').getAttribute('src')).toBe('/uploads/hosts.jpg');
    expect(within(dialog).getByText('1 / 2')).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Кейинги сурат' }));
    expect(within(dialog).getByRole('img').getAttribute('alt')).toBe('Студия');
    await user.keyboard('{ArrowRight}');
    expect(within(dialog).getByText('1 / 2')).toBeTruthy();
    await user.keyboard('{ArrowLeft}');
    expect(within(dialog).getByText('2 / 2')).toBeTruthy();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Катталаштириш: Студия' }));

    await user.click(open);
    await user.click(within(dialog).getByRole('button', { name: 'Ёпиш' }));
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(document.activeElement).toBe(open);
  });

  it('closes the enlarged picture on a route change', async () => {
    const user = userEvent.setup();
    let navigate: NavigateFunction | undefined;
    renderWithRuntime(
      <>
        <Navigator
          onReady={(fn) => {
            navigate = fn;
          }}
        />
        <Gallery id="gallery-1" params={{ uri: 'efir/channel.json', field: 'photo' }} />
      </>,
      { api: ok(channels) },
    );
    await user.click(await screen.findByRole('button', { name: 'Катталаштириш: Ўзбекистон' }));
    const dialog = screen.getByRole('dialog', { name: 'Ўзбекистон' }) as HTMLDialogElement;
    expect(dialog.open).toBe(true);
    await act(async () => {
      await navigate?.('/uz/news/');
    });
    expect(dialog.open).toBe(false);
  });
});
