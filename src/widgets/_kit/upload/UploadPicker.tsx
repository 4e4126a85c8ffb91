import { useT } from '@core/i18n/react';
import { checkPicked, type Turn, turnBy, UPLOAD_DEFAULTS } from '@core/upload';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import { useRuntime } from '../../runtime';
import './upload.css';

/** A chosen file and the quarter turn its image is to be stored with (the server applies it). */
export interface Picked {
  file: File;
  turn: Turn;
}

/** What a picker lets through (spec §5 Upload and Image; the server checks again). */
export interface PickSettings {
  /** Files in one sending, at least 1. */
  count: number;
  /** MB per file. */
  size: number;
  /** The accepted types, an `accept` list (`image/*`). */
  type: string;
  /** Degrees one press of the rotate button turns an image (spec default 90). */
  rotation?: number;
  /** How many more files the place holding them takes (a block's maxCount less those uploaded). */
  room?: number;
}

/** The same file chosen twice (by name, size and date) is kept once. */
const same = (a: File, b: File) =>
  a.name === b.name && a.size === b.size && a.lastModified === b.lastModified;

/**
 * The chosen files under `settings`, refusals toasted with spec §8's wording ('{file} - not
 * uploaded' and why): the state of a picker that checks by itself (the upload block, the
 * profile picture). A request form checks with its own rules and keeps its own list.
 */
export function usePicked(settings: PickSettings) {
  const runtime = useRuntime();
  const t = useT('kit.upload');
  const [files, setFiles] = useState<readonly Picked[]>([]);
  const current = useRef(files);
  const set = (next: readonly Picked[]) => {
    current.current = next;
    setFiles(next);
  };
  const pick = (picked: readonly File[]) => {
    const fresh = picked.filter((f) => !current.current.some((p) => same(p.file, f)));
    const { kept, refused } = checkPicked(fresh, current.current.length, settings);
    for (const { file, reason } of refused) {
      const max = Math.min(settings.count, settings.room ?? settings.count);
      runtime.toast(
        t('refused', { file: file.name, reason: t(`reason.${reason}`, { size: settings.size, max }) }),
        'error',
      );
    }
    set([...current.current, ...kept.map((file) => ({ file, turn: 0 as Turn }))]);
  };
  const remove = (index: number) => set(current.current.filter((_, i) => i !== index));
  const turn = (index: number, to: Turn) =>
    set(current.current.map((p, i) => (i === index ? { ...p, turn: to } : p)));
  const clear = () => set([]);
  return { files, pick, remove, turn, clear };
}

export interface UploadPickerProps {
  /** The input's id (its label's `htmlFor`). */
  id: string;
  /** The name of the list of chosen files, for screen readers. */
  listLabel: string;
  files: readonly Picked[];
  settings: PickSettings;
  onPick(files: readonly File[]): void;
  onRemove(index: number): void;
  onTurn(index: number, turn: Turn): void;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  describedBy?: string;
  required?: boolean;
  disabled?: boolean;
  invalid?: boolean;
  onBlur?: () => void;
}

/**
 * The one upload control of the site (the upload block, the profile picture, the request forms'
 * files): a file input limited to the accepted types, then each chosen file with its size, a
 * preview of an image that a button turns by the rotation step (Enter or Space turns clockwise,
 * the arrow keys back and forth; the turn is sent and the server applies it), and a remove button.
 * The input is emptied after each choice: the list is what will be sent.
 */
export function UploadPicker({
  id,
  listLabel,
  files,
  settings,
  onPick,
  onRemove,
  onTurn,
  inputRef,
  name,
  describedBy,
  required,
  disabled,
  invalid,
  onBlur,
}: UploadPickerProps) {
  const input = useRef<HTMLInputElement | null>(null);
  const step = settings.rotation ?? UPLOAD_DEFAULTS.rotation;
  const full = settings.room !== undefined && settings.room <= 0;
  return (
    <div className="k-upload">
      <input
        ref={(element) => {
          input.current = element;
          if (typeof inputRef === 'function') inputRef(element);
          else if (inputRef) inputRef.current = element;
        }}
        id={id}
        name={name}
        type="file"
        className="k-upload__input"
        accept={settings.type}
        multiple={Math.min(settings.count, settings.room ?? settings.count) > 1}
        required={required && files.length === 0}
        disabled={disabled || full}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onBlur={onBlur}
        onChange={(event) => {
          const picked = [...(event.currentTarget.files ?? [])];
          event.currentTarget.value = '';
          onPick(picked);
        }}
      />
      {files.length > 0 && (
        <ul className="k-upload__files" aria-label={listLabel}>
          {files.map((picked, index) => (
            <ChosenFile
              key={`${picked.file.name}-${picked.file.size}-${picked.file.lastModified}`}
              picked={picked}
              step={step}
              disabled={disabled}
              onTurn={(to) => onTurn(index, to)}
              onRemove={() => {
                onRemove(index);
                input.current?.focus();
              }}
            />
          ))}
        </ul>
      )}
    </div>
  );
}

/** A file's size in KB or MB, in the interface's language. */
function sizeText(bytes: number, lang: string): string {
  const format = new Intl.NumberFormat(lang === 'en' ? 'en' : 'ru', { maximumFractionDigits: 1 });
  return bytes >= 1024 * 1024
    ? `${format.format(bytes / 1024 / 1024)} MB`
    : `${format.format(bytes / 1024)} KB`;
}

function ChosenFile({
  picked,
  step,
  disabled,
  onTurn,
  onRemove,
}: {
  picked: Picked;
  step: number;
  disabled?: boolean;
  onTurn(turn: Turn): void;
  onRemove(): void;
}) {
  const t = useT('kit.upload');
  const { lang } = useRuntime();
  const hintId = useId();
  const { file, turn } = picked;
  const image = file.type.startsWith('image/');
  const [preview, setPreview] = useState<string | null>(null);
  useEffect(() => {
    if (!image || typeof URL.createObjectURL !== 'function') return;
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file, image]);
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') onTurn(turnBy(turn, step));
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') onTurn(turnBy(turn, -step));
    else return;
    event.preventDefault();
  };
  return (
    <li className="k-upload__file">
      {image && (
        <span className="k-upload__frame">
          {preview && (
            <img
              className="k-upload__preview"
              src={preview}
              alt={t('preview', { file: file.name })}
              style={{ transform: `rotate(${turn}deg)` }}
            />
          )}
        </span>
      )}
      <span className="k-upload__name">{file.name}</span>
      <span className="k-upload__size">{sizeText(file.size, lang)}</span>
      {image && (
        <>
          <button
            type="button"
            className="k-upload__button"
            disabled={disabled}
            aria-describedby={hintId}
            onClick={() => onTurn(turnBy(turn, step))}
            onKeyDown={onKeyDown}
          >
            <span aria-hidden="true">↻</span> {t('rotate', { file: file.name, step })}
          </button>
          <span id={hintId} className="visually-hidden">
            {t('rotateHint')}
          </span>
          <output className="k-upload__turn" aria-live="polite">
            {t('turned', { angle: turn })}
          </output>
        </>
      )}
      <button type="button" className="k-upload__button" disabled={disabled} onClick={onRemove}>
        <span aria-hidden="true">×</span>
        <span className="visually-hidden">{t('remove', { file: file.name })}</span>
      </button>
    </li>
  );
}

/** The progress of a sending (0..1): a bar and its percentage, announced politely. */
export function UploadProgress({ value }: { value: number | null }) {
  const t = useT('kit.upload');
  if (value === null) return null;
  const percent = Math.round(value * 100);
  return (
    <p className="k-upload__progress" aria-live="polite">
      <progress max={1} value={value} aria-label={t('progress')} />
      <span>{t('uploading', { percent })}</span>
    </p>
  );
}
