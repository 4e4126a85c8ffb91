import { useT } from '@core/i18n/react';
import { LANGS, type Lang } from '@core/lang';
import type { SubtitleTrack } from '@core/schemas/content';
import type { FieldProps } from '@rjsf/utils';
import { useId, useRef, useState } from 'react';
import { useRuntime } from '../runtime';

/** Where subtitle files go (src/server/media/subtitles.ts), and the server's limit. */
export const SUBTITLES_PATH = 'newsroom/subtitles.json';
export const SUBTITLE_MAX_BYTES = 512 * 1024;

/** The stored file's name, from its URL. */
const fileOf = (url: string) => url.slice(url.lastIndexOf('/') + 1);

/**
 * The subtitles of an archive recording (rjsf field `subtitles`, issue 26): the tracks with their
 * language and file, each removable, and "add subtitles": a language not used yet and a WebVTT
 * file, uploaded to the newsroom (which checks it) and added as `{lang, url}`. The server's
 * refusal (which line of the file is wrong) is shown here.
 */
export function SubtitlesField({
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
  const runtime = useRuntime();
  const own = useId();
  const id =
    (idSchema as { $id?: string } | undefined)?.$id ??
    (fieldPathId as { $id?: string } | undefined)?.$id ??
    `nr-subtitles-${own}`;
  const tracks = Array.isArray(formData) ? (formData as SubtitleTrack[]) : [];
  const free = LANGS.filter((l) => !tracks.some((track) => track.lang === l));
  const [lang, setLang] = useState<Lang | ''>('');
  const chosen: Lang | undefined = lang && free.includes(lang) ? lang : free[0];
  const [file, setFile] = useState<File | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** The names of the files uploaded here, to show instead of the stored ones. */
  const [names, setNames] = useState<Record<string, string>>({});
  const input = useRef<HTMLInputElement>(null);
  const off = disabled || readonly;
  const langName = (l: Lang) => t(`nr.subLang.${l}`);

  const set = (next: SubtitleTrack[]) => onChange((next.length ? next : undefined) as never, [] as never);

  const add = async () => {
    if (!chosen) return;
    if (!file) return setError(t('nr.subtitlesChoose'));
    if (!/\.vtt$/i.test(file.name)) return setError(t('nr.subtitlesType'));
    if (file.size > SUBTITLE_MAX_BYTES)
      return setError(t('nr.subtitlesLarge', { max: SUBTITLE_MAX_BYTES / 1024 }));
    const body = new FormData();
    body.append('file', file, file.name);
    setError(null);
    setBusy(true);
    try {
      const answer = await runtime.send<{ data: { url: string } }>('POST', SUBTITLES_PATH, body, {
        quiet: true,
      });
      const { url } = answer.data;
      setNames((known) => ({ ...known, [url]: file.name }));
      set([...tracks, { lang: chosen, url }]);
      setFile(null);
      setLang('');
      if (input.current) input.current.value = '';
    } catch (err) {
      setError(err instanceof Error && err.message ? err.message : t('nr.subtitlesFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <fieldset className="w-nr__subtitles" id={id} aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{(uiSchema?.['ui:title'] as string | undefined) ?? schema.title ?? t('nr.subtitles')}</legend>
      {tracks.length ? (
        <ul className="w-nr__tracks">
          {tracks.map((track) => (
            <li key={track.lang}>
              <span className="w-nr__track-lang">{langName(track.lang)}</span>
              <a href={track.url} className="w-nr__track-file">
                {names[track.url] ?? fileOf(track.url)}
              </a>
              <button
                type="button"
                className="w-nr__button"
                disabled={off}
                aria-label={`${t('nr.remove')}: ${langName(track.lang)}`}
                onClick={() => set(tracks.filter((other) => other.lang !== track.lang))}
              >
                {t('nr.remove')}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="w-nr__muted">{t('nr.noSubtitles')}</p>
      )}
      {chosen && !off && (
        <div className="w-nr__subtitles-add">
          <p className="w-nr__subtitles-title">{t('nr.addSubtitles')}</p>
          <label htmlFor={`${id}-lang`}>{t('nr.subtitlesLang')}</label>
          <select
            id={`${id}-lang`}
            className="w-nr__control"
            value={chosen}
            onChange={(event) => setLang(event.target.value as Lang)}
          >
            {free.map((l) => (
              <option key={l} value={l}>
                {langName(l)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-file`}>{t('nr.subtitlesFile')}</label>
          <input
            ref={input}
            id={`${id}-file`}
            type="file"
            accept=".vtt,text/vtt"
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setError(null);
            }}
          />
          <button type="button" className="w-nr__button" disabled={busy} onClick={() => void add()}>
            {busy ? t('nr.uploading') : t('nr.addSubtitles')}
          </button>
        </div>
      )}
      {error && (
        <p className="w-nr__error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
