import { NEWSROOM_DOCUMENTS } from '@core/schemas/newsroom';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../tests/helpers/render';
import { uiSchemaOf } from '../_kit/newsroom/form-schema';
import { fromLibrary, PictureField } from './PictureField';

const library = {
  title: 'Студия',
  link: '/uploads/media/x-960.jpg',
  thumb: '/uploads/media/x-480.webp',
  width: 1600,
  height: 900,
  sources: [{ type: 'image/avif', srcset: '/uploads/media/x-480.avif 480w' }],
  alt: {
    uz: 'Студияда бошловчи',
    oz: 'Studiyada boshlovchi',
    ru: 'Ведущий в студии',
    en: 'The anchor in the studio',
  },
  media: 'x',
};

describe('the newsroom picture field', () => {
  it('is what every picture of a document is edited with', () => {
    const ui = uiSchemaOf(NEWSROOM_DOCUMENTS.news as never, {}) as Record<string, Record<string, unknown>>;
    expect(ui.picture).toEqual({ 'ui:field': 'picture' });
    const anons = uiSchemaOf(NEWSROOM_DOCUMENTS.broadcast as never, {}) as Record<
      string,
      Record<string, unknown>
    >;
    expect(anons.images_anons?.items).toEqual({ 'ui:field': 'picture' });
  });

  it('stores a library picture with its sources, alt text and id', () => {
    expect(fromLibrary(library)).toEqual({
      link: library.link,
      title: 'Студия',
      width: 1600,
      height: 900,
      thumb: library.thumb,
      sources: library.sources,
      alt: library.alt,
      media: 'x',
    });
  });

  const fieldProps = {
    formData: fromLibrary(library),
    onChange: () => {},
    schema: { title: 'Picture' },
    idSchema: { $id: 'nr_picture' },
  } as unknown as Parameters<typeof PictureField>[0];

  it('shows the chosen picture with its description in the page language, and offers the library', () => {
    renderWithRuntime(<PictureField {...fieldProps} />, { lang: 'en' });
    expect(screen.getByRole('img', { name: 'The anchor in the studio' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose from the media library' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Remove the picture' })).toBeTruthy();
  });
});
