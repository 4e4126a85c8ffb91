import { useT } from '@core/i18n/react';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import type { GalleryImage } from './images';

/** Size reserved for a picture whose size the API does not give: 4:3, the grid's cell shape. */
export const DEFAULT_SIZE = { width: 800, height: 600 } as const;

interface LightboxProps {
  images: readonly GalleryImage[];
  /** The picture shown, or null when the dialog is closed. */
  index: number | null;
  altOf: (position: number) => string;
  onIndex: (position: number) => void;
  onClose: () => void;
}

/** A picture enlarged in a native modal <dialog>: Close button, Escape, and arrows between pictures. */
export default function Lightbox({ images, index, altOf, onIndex, onClose }: LightboxProps) {
  const t = useT('gallery');
  const dialog = useRef<HTMLDialogElement>(null);
  const image = index === null ? undefined : images[index];

  useEffect(() => {
    const el = dialog.current;
    if (!el) return;
    if (image && !el.open) el.showModal();
    if (!image && el.open) el.close();
  }, [image]);

  const total = images.length;
  const position = index ?? 0;
  const step = (delta: number) => onIndex((position + delta + total) % total);
  const close = () => dialog.current?.close();

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      close();
    } else if (total > 1 && (event.key === 'ArrowRight' || event.key === 'ArrowLeft')) {
      event.preventDefault();
      step(event.key === 'ArrowRight' ? 1 : -1);
    }
  };

  const alt = image ? altOf(position) : '';
  return (
    <dialog
      ref={dialog}
      className="w-gallery__dialog"
      aria-label={alt || undefined}
      onClose={onClose}
      onKeyDown={onKeyDown}
    >
      {image && (
        <>
          <div className="w-gallery__bar">
            {total > 1 && (
              <span className="w-gallery__counter">{t('gallery.counter', { n: position + 1, total })}</span>
            )}
            <button type="button" className="w-gallery__button" onClick={close}>
              {t('gallery.close')}
            </button>
          </div>
          <figure className="w-gallery__large">
            <img
              src={image.full}
              alt={alt}
              width={image.width ?? DEFAULT_SIZE.width}
              height={image.height ?? DEFAULT_SIZE.height}
              decoding="async"
            />
            {image.caption && <figcaption>{image.caption}</figcaption>}
          </figure>
          {total > 1 && (
            <div className="w-gallery__nav">
              <button type="button" className="w-gallery__button" onClick={() => step(-1)}>
                <span aria-hidden="true">‹ </span>
                {t('gallery.previous')}
              </button>
              <button type="button" className="w-gallery__button" onClick={() => step(1)}>
                {t('gallery.next')}
                <span aria-hidden="true"> ›</span>
              </button>
            </div>
          )}
        </>
      )}
    </dialog>
  );
}
