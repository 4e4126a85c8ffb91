import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { useLocation } from '@core/router';
import { type ReactNode, useId, useMemo, useRef, useState } from 'react';
import { useNeed, useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import { toImages } from './images';
import Lightbox, { DEFAULT_SIZE } from './Lightbox';
import type { GalleryParams } from './meta';
import { parseUri } from './uri';
import './gallery.css';

/** A photo gallery (spec §7): reads the configured uri and shows the pictures of `data[field]`. */
export default function Gallery({ params }: WidgetProps<GalleryParams>) {
  const { lang } = useRuntime();
  const t = useT('gallery');
  const headingId = useId();
  const target = useMemo(() => parseUri(params.uri), [params.uri]);
  const result = useNeed<unknown>(target);
  const images = useMemo(
    () => (result.data ? toImages(result.data.data, params.field, lang) : []),
    [result.data, params.field, lang],
  );
  // Dialogs close on any route change (spec §2, §4): an open picture belongs to the route it opened on.
  const { key: route } = useLocation();
  const [opened, setOpened] = useState<{ index: number; route: string } | null>(null);
  const open = opened && opened.route === route ? opened.index : null;
  const setOpen = (index: number | null) => setOpened(index === null ? null : { index, route });
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const title = pickText(params.title, lang);
  const columns = Math.min(6, Math.max(2, params.columns ?? 3));
  const altOf = (position: number) =>
    images[position]?.caption || title || t('gallery.image', { n: position + 1 });

  let body: ReactNode;
  if (!target || result.isError) {
    body = (
      <div className="w-gallery__status w-gallery__status--error" role="alert">
        <p>{t('gallery.error')}</p>
        {target && (
          <button type="button" className="w-gallery__button" onClick={() => result.refetch()}>
            {t('gallery.retry')}
          </button>
        )}
      </div>
    );
  } else if (result.isPending) {
    body = (
      <p className="w-gallery__status w-gallery__status--loading" role="status">
        {t('gallery.loading')}
      </p>
    );
  } else if (images.length === 0) {
    body = <p className="w-gallery__status">{t('gallery.empty')}</p>;
  } else {
    body = (
      <ul className="w-gallery__grid">
        {images.map((image, position) => {
          const alt = altOf(position);
          return (
            <li key={image.key} className="w-gallery__item">
              <figure className="w-gallery__figure">
                <button
                  ref={(el) => {
                    triggers.current[position] = el;
                  }}
                  type="button"
                  className="w-gallery__open"
                  aria-haspopup="dialog"
                  aria-label={t('gallery.open', { name: alt })}
                  onClick={() => setOpen(position)}
                >
                  <img
                    className="w-gallery__img"
                    src={image.src}
                    alt={alt}
                    width={image.width ?? DEFAULT_SIZE.width}
                    height={image.height ?? DEFAULT_SIZE.height}
                    loading="lazy"
                    decoding="async"
                  />
                </button>
                {image.caption && <figcaption className="w-gallery__caption">{image.caption}</figcaption>}
              </figure>
            </li>
          );
        })}
      </ul>
    );
  }

  const close = () => {
    const last = open;
    setOpen(null);
    if (last !== null) triggers.current[last]?.focus();
  };

  return (
    <section
      className={`w-gallery w-gallery--cols-${columns}`}
      aria-labelledby={title ? headingId : undefined}
    >
      {title && (
        <h2 id={headingId} className="w-gallery__title">
          {title}
        </h2>
      )}
      {body}
      {images.length > 0 && (
        <Lightbox images={images} index={open} altOf={altOf} onIndex={setOpen} onClose={close} />
      )}
    </section>
  );
}
