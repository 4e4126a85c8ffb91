import { describe, expect, it } from 'vitest';
import { renderWithRuntime } from '../../../../tests/helpers/render';
import { Picture } from './Picture';

const plain = {
  title: 'a',
  link: '/uploads/u/a.jpg',
  thumb: '/uploads/u/a.thumb.webp',
  width: 800,
  height: 450,
};
const library = {
  ...plain,
  link: '/uploads/media/x-960.jpg',
  sources: [
    { type: 'image/avif', srcset: '/uploads/media/x-480.avif 480w, /uploads/media/x-960.avif 960w' },
    { type: 'image/webp', srcset: '/uploads/media/x-480.webp 480w, /uploads/media/x-960.webp 960w' },
  ],
  alt: { uz: 'Студия', oz: 'Studiya', ru: 'Студия', en: 'The studio' },
  media: 'x',
};

describe('Picture', () => {
  it('renders an uploaded file as one <img> with its size reserved', () => {
    const html = renderWithRuntime(<Picture picture={plain} alt="Title" width={320} height={180} />).container
      .innerHTML;
    expect(html).not.toContain('<picture');
    expect(html).toMatch(/<img[^>]+alt="Title"[^>]+width="320"/);
  });

  it('renders a media-library picture as AVIF and WebP sources with the alt text of the page language', () => {
    const html = renderWithRuntime(
      <Picture
        picture={library}
        alt="Title"
        width={320}
        height={180}
        sizes="(max-width: 600px) 100vw, 320px"
      />,
      { lang: 'en' },
    ).container.innerHTML;
    expect(html).toMatch(
      /^<picture class="c-picture-set"><source type="image\/avif" srcset="[^"]+480w[^"]+960w" sizes="\(max-width: 600px\) 100vw, 320px"><source type="image\/webp"/,
    );
    expect(html).toContain('alt="The studio"');
    expect(html).toContain('src="/uploads/media/x-960.jpg"');
  });
});
