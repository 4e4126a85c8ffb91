import { useT } from '@core/i18n/react';
import type { I18nText } from '@core/lang';
import { inNewsroom } from '@core/newsroom';
import type { User } from '@core/schemas/auth';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { AltFields } from '../_kit/media/AltFields';
import { MediaGrid } from '../_kit/media/MediaGrid';
import { MediaUpload } from '../_kit/media/MediaUpload';
import { MEDIA_PATH, type MediaItem } from '../_kit/media/types';
import '../_kit/media/media.css';
import { useRuntime } from '../runtime';
import type { WidgetProps } from '../types';
import type { MediaLibraryParams } from './meta';
import './mediaLibrary.css';

/** The chosen picture: its stored widths and its alt text, editable. */
function Selected({ item, onSaved }: { item: MediaItem; onSaved: (item: MediaItem) => void }) {
  const t = useT('mediaLibrary');
  const runtime = useRuntime();
  const [alt, setAlt] = useState<I18nText>(item.alt);
  const [busy, setBusy] = useState(false);
  const widths = [
    ...new Set(
      (item.picture.sources ?? []).flatMap((s) =>
        s.srcset.split(', ').map((part) => part.split(' ')[1] ?? ''),
      ),
    ),
  ]
    .map((w) => w.replace('w', ''))
    .join(', ');
  const files = (item.picture.sources ?? []).reduce((n, s) => n + s.srcset.split(', ').length, 0) + 1;
  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await runtime.send<{ data: MediaItem }>(
        'PUT',
        `newsroom/media/${item._id}.json`,
        { alt },
        { quiet: true },
      );
      runtime.toast(t('library.saved'), 'success');
      onSaved(answer.data);
    } catch (err) {
      runtime.toast(err instanceof Error && err.message ? err.message : t('library.failed'), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="w-media__selected" aria-labelledby="w-media-selected">
      <h2 id="w-media-selected">{t('library.selected')}</h2>
      <img
        className="w-media__big"
        src={item.picture.link}
        alt={item.alt[runtime.lang] ?? ''}
        width={item.width}
        height={item.height}
      />
      <p className="w-media__facts">{t('library.variants', { count: files, widths })}</p>
      <form onSubmit={(event) => void save(event)} className="k-media__upload">
        <AltFields value={alt} onChange={setAlt} />
        <div className="k-media__actions">
          <button type="submit" className="k-media__button k-media__button--primary" disabled={busy}>
            {t('library.editAlt')}
          </button>
        </div>
      </form>
    </section>
  );
}

function Library() {
  const t = useT('mediaLibrary');
  const runtime = useRuntime();
  const client = useQueryClient();
  const [selected, setSelected] = useState<MediaItem | null>(null);
  const refresh = () => client.invalidateQueries({ queryKey: ['api', MEDIA_PATH] });
  return (
    <div className="w-media">
      <section aria-labelledby="w-media-upload">
        <h2 id="w-media-upload">{t('library.label')}</h2>
        <MediaUpload
          onUploaded={(item) => {
            runtime.toast(t('library.uploaded'), 'success');
            setSelected(item);
            void refresh();
          }}
        />
      </section>
      <div className="w-media__columns">
        <MediaGrid lang={runtime.lang} picked={selected?._id ?? null} onPick={setSelected} />
        {selected ? (
          <Selected
            key={selected._id}
            item={selected}
            onSaved={(item) => {
              setSelected(item);
              void refresh();
            }}
          />
        ) : (
          <p className="w-media__none">{t('library.none')}</p>
        )}
      </div>
    </div>
  );
}

/**
 * The media library (issue 26; newsroom roles): upload a picture with its alt text in the four
 * languages (stored in several widths as AVIF and WebP), find pictures by their description, and
 * edit a picture's description. Content forms pick from the same library (`_kit/media/MediaPicker`).
 */
export default function MediaLibrary(_props: WidgetProps<MediaLibraryParams>) {
  const t = useT('mediaLibrary');
  return (
    <SignedIn label={t('library.label')} minHeight="36rem">
      {(user: User) => (inNewsroom(user.roles) ? <Library /> : <p>{t('library.forbidden')}</p>)}
    </SignedIn>
  );
}
