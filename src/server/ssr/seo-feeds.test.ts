import type { Broadcast } from '@core/schemas/content';
import { describe, expect, it } from 'vitest';
import { headTags } from './seo';
import { viewSeo } from './seo-content';

const broadcast = (type: 'tv' | 'radio'): Broadcast =>
  ({
    _id: 'radiospektakl',
    type,
    title: { uz: 'Радиоспектакль', en: 'Radio play' },
    description: {},
    images_anons: [],
  }) as unknown as Broadcast;

const opts = (lang: 'uz' | 'en') => ({
  publicUrl: 'https://efir.example',
  lang,
  product: 'efir',
  broadcaster: { name: 'Efir', logo: null, url: 'https://efir.example' },
});

describe('a broadcast page’s feeds in its head (issue 26)', () => {
  it('a radio broadcast links its podcast (rel alternate, application/rss+xml), in the page’s language', () => {
    const read = () => ({ data: broadcast('radio') });
    const view = viewSeo('app.broadcast.view', 'radiospektakl', read, opts('en') as never);
    expect(view?.feeds).toEqual([
      {
        type: 'application/rss+xml',
        title: 'Radio play',
        href: 'https://efir.example/uz/api/efir/broadcast/radiospektakl/podcast.xml?lang=en',
      },
    ]);
    const head = headTags({
      title: 'Radio play',
      siteName: 'Efir',
      description: '',
      publicUrl: 'https://efir.example',
      path: '/uz/broadcast/radiospektakl/',
      lang: 'en',
      feeds: view?.feeds ?? [],
    });
    expect(head).toContain(
      '<link rel="alternate" type="application/rss+xml" title="Radio play" href="https://efir.example/uz/api/efir/broadcast/radiospektakl/podcast.xml?lang=en">',
    );
  });

  it('a TV broadcast has none', () => {
    const view = viewSeo('app.broadcast.view', 'x', () => ({ data: broadcast('tv') }), opts('uz') as never);
    expect(view?.feeds).toBeUndefined();
  });
});
