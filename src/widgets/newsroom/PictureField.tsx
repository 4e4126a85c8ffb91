import { useT } from '@core/i18n/react';
import type { Picture } from '@core/schemas/content';
import type { NewsroomPicture } from '@core/schemas/newsroom';
import type { FieldProps } from '@rjsf/utils';
import { lazy, Suspense, useState } from 'react';
import { useRuntime } from '../runtime';
import { loadPartTexts } from '../texts';

/** The library's dialog is loaded when an editor first opens it. */
const MediaPicker = lazy(() =>
  Promise.all([import('../_kit/media/MediaPicker'), loadPartTexts('_kit/media/MediaPicker')]).then(([m]) => ({
    default: m.MediaPicker,
  })),
);

/** A picture of the library as an item stores it (the newsroom document's picture object). */
export function fromLibrary(picture: Picture): NewsroomPicture {
  return {
    link: picture.link,
    title: picture.title || undefined,
    width: picture.width ?? undefined,
    height: picture.height ?? undefined,
    thumb: picture.thumb ?? undefined,
    sources: picture.sources?.map((s) => ({ type: s.type, srcset: s.srcset })),
    alt: picture.alt,
    media: picture.media,
  } as NewsroomPicture;
}

/**
 * A picture field of a newsroom form (rjsf field `picture`): the chosen picture's thumbnail and
 * description, "choose from the media library" (decision 038) and "remove"; the link of a
 * picture from elsewhere can still be typed.
 */
export function PictureField({
  formData,
  onChange,
  idSchema,
  schema,
  uiSchema,
  disabled,
  readonly,
  fieldPathId,
}: FieldProps) {
  const t = useT('newsroom');
  const { lang } = useRuntime();
  const [open, setOpen] = useState(false);
  const value = formData as NewsroomPicture | undefined;
  const id =
    (idSchema as { $id?: string } | undefined)?.$id ??
    (fieldPathId as { $id?: string } | undefined)?.$id ??
    'picture';
  const alt = value?.alt?.[lang] ?? value?.title ?? '';
  const set = (next: NewsroomPicture | undefined) => onChange(next as never, [] as never);
  return (
    <fieldset className="w-nr__picture" id={id}>
      <legend>{(uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? t('nr.picture')}</legend>
      {value?.link ? (
        <figure className="w-nr__picture-now">
          <img src={value.thumb ?? value.link} alt={alt} width={160} height={90} />
          <figcaption>{alt || value.link}</figcaption>
        </figure>
      ) : (
        <p className="w-nr__muted">{t('nr.noPicture')}</p>
      )}
      <label className="w-nr__picture-link">
        <span>{t('nr.pictureLink')}</span>
        <input
          className="w-nr__control"
          type="text"
          inputMode="url"
          value={value?.link ?? ''}
          disabled={disabled || readonly}
          onChange={(event) => set(event.target.value ? { link: event.target.value.trim() } : undefined)}
        />
      </label>
      <div className="w-nr__actions">
        <button
          type="button"
          className="w-nr__button"
          disabled={disabled || readonly}
          onClick={() => setOpen(true)}
        >
          {t('nr.pickPicture')}
        </button>
        {value?.link && (
          <button
            type="button"
            className="w-nr__button"
            disabled={disabled || readonly}
            onClick={() => set(undefined)}
          >
            {t('nr.removePicture')}
          </button>
        )}
      </div>
      {open && (
        <Suspense fallback={null}>
          <MediaPicker
            onClose={() => setOpen(false)}
            onPick={(picture) => {
              set(fromLibrary(picture));
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
