import { useT } from '@core/i18n/react';
import { type I18nText, isLang, type Lang } from '@core/lang';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { useRuntime } from '../../runtime';
import { AltFields } from './AltFields';
import { MEDIA_PATH, type MediaItem } from './types';

/** The server's limit (src/server/uploads/routes.ts: the multipart file size). */
const MAX_BYTES = 10 * 1024 * 1024;

/** The field the server named (`alt.ru`) as a language. */
const langOf = (field: unknown): Lang | null => {
  const lang = typeof field === 'string' ? field.replace(/^alt\./, '') : '';
  return isLang(lang) ? lang : null;
};

/**
 * Uploading a picture to the media library: the file with a preview and its alt text in the four
 * languages; the server stores it in several widths as AVIF and WebP and answers the new item.
 */
export function MediaUpload({ onUploaded }: { onUploaded: (item: MediaItem) => void }) {
  const t = useT('kit.media');
  const runtime = useRuntime();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [alt, setAlt] = useState<I18nText>({});
  const [error, setError] = useState<{ message: string; lang: Lang | null } | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setError({ message: t('media.chooseFile'), lang: null });
    if (file.size > MAX_BYTES) return setError({ message: t('media.tooLarge'), lang: null });
    const body = new FormData();
    for (const [lang, text] of Object.entries(alt)) body.append(`alt_${lang}`, text ?? '');
    body.append('file', file, file.name);
    setError(null);
    setProgress(0);
    try {
      const answer = await runtime.send<{ data: MediaItem }>('POST', MEDIA_PATH, body, {
        quiet: true,
        onProgress: setProgress,
      });
      onUploaded(answer.data);
      setFile(null);
      setAlt({});
      if (input.current) input.current.value = '';
    } catch (err) {
      const field = (err as { field?: unknown }).field;
      setError({ message: err instanceof Error ? err.message : t('media.failed'), lang: langOf(field) });
    } finally {
      setProgress(null);
    }
  };

  return (
    <form className="k-media__upload" onSubmit={(event) => void submit(event)} noValidate>
      <div className="k-media__file">
        <label htmlFor={inputId}>{t('media.file')}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif,image/tiff"
          onChange={(event) => setFile(event.target.files?.[0] ?? null)}
        />
        {preview && <img className="k-media__preview" src={preview} alt="" width={160} height={90} />}
      </div>
      <AltFields value={alt} onChange={setAlt} invalid={error?.lang ?? null} />
      {error && (
        <p className="k-media__error" role="alert">
          {error.message}
        </p>
      )}
      <div className="k-media__actions">
        <button
          type="submit"
          className="k-media__button k-media__button--primary"
          disabled={progress !== null}
        >
          {progress === null
            ? t('media.upload')
            : t('media.uploading', { percent: Math.round(progress * 100) })}
        </button>
      </div>
    </form>
  );
}
