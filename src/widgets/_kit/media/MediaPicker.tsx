import { useT } from '@core/i18n/react';
import type { Picture } from '@core/schemas/content';
import { useEffect, useRef } from 'react';
import { useRuntime } from '../../runtime';
import { MediaGrid } from './MediaGrid';
import { MediaUpload } from './MediaUpload';
import './media.css';

/**
 * Picking a picture for any content item (issue 26): a modal dialog with the library and an upload;
 * the chosen picture is handed over as the item stores it (`<picture>` sources and alt text
 * included). Escape or the close button cancels; focus returns to what opened it.
 */
export function MediaPicker({
  onPick,
  onClose,
}: {
  onPick: (picture: Picture) => void;
  onClose: () => void;
}) {
  const t = useT('kit.media');
  const { lang } = useRuntime();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const opener = document.activeElement as HTMLElement | null;
    dialog.current?.showModal();
    return () => opener?.focus();
  }, []);
  return (
    <dialog ref={dialog} className="k-media__dialog" aria-labelledby="k-media-title" onClose={onClose}>
      <div className="k-media__head">
        <h2 id="k-media-title">{t('media.pick')}</h2>
        <button type="button" className="k-media__button" onClick={onClose}>
          {t('media.close')}
        </button>
      </div>
      <MediaGrid lang={lang} onPick={(item) => onPick(item.picture)} />
      <details className="k-media__new">
        <summary>{t('media.uploadNew')}</summary>
        <MediaUpload onUploaded={(item) => onPick(item.picture)} />
      </details>
    </dialog>
  );
}
