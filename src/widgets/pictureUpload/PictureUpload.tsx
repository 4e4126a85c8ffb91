import { useT } from '@core/i18n/react';
import type { User } from '@core/schemas/auth';
import { useEffect, useId, useRef, useState } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { PictureUploadParams } from './meta';

/** Spec §5 Upload: image/*, 10 MB (the server checks again, from the file's bytes). */
const MAX_BYTES = 10 * 1024 * 1024;

function PictureEditor({ user }: { user: User }) {
  const t = useT('pictureUpload', 'kit.account');
  const runtime = useRuntime();
  const session = useSession();
  const inputId = useId();
  const hintId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  /** Spec §8: a failed upload toasts the server's message or '{file} - not uploaded' (3 s); the file is removed. */
  const fail = (name: string, message?: string) => {
    runtime.toast(message || t('me.picture.failed', { file: name }), 'error');
    setFile(null);
    if (input.current) input.current.value = '';
  };

  const choose = (chosen: File | undefined) => {
    if (!chosen) return setFile(null);
    if (!chosen.type.startsWith('image/') || chosen.size > MAX_BYTES) return fail(chosen.name);
    setFile(chosen);
  };

  const upload = async () => {
    if (!file) return;
    const body = new FormData();
    body.append('upload_key', 'picture');
    body.append('lang', runtime.lang);
    body.append('newProfilePicture', file, file.name);
    setProgress(0);
    try {
      const answer = await runtime.send<{ message: string; data: User }>('POST', 'users/picture.json', body, {
        quiet: true,
        onProgress: setProgress,
      });
      session.update(answer.data);
      runtime.toast(answer.message, 'success');
      setFile(null);
      if (input.current) input.current.value = '';
    } catch (error) {
      fail(file.name, error instanceof Error ? error.message : undefined);
    } finally {
      setProgress(null);
    }
  };

  const name = user.displayName || user.username;
  return (
    <>
      <div className="w-account__row">
        {preview ? (
          <img
            className="w-account__picture"
            src={preview}
            alt={t('me.picture.preview')}
            width={160}
            height={160}
          />
        ) : user.picture ? (
          <img
            className="w-account__picture"
            src={user.picture}
            alt={t('me.picture.current')}
            width={160}
            height={160}
          />
        ) : (
          <div className="w-account__picture" role="img" aria-label={t('me.picture.none')} />
        )}
      </div>
      <p className="w-account__row">
        <label htmlFor={inputId}>{t('me.picture.choose')}</label>
        <input
          ref={input}
          id={inputId}
          type="file"
          accept="image/*"
          aria-describedby={hintId}
          onChange={(e) => choose(e.currentTarget.files?.[0])}
        />
        <span id={hintId} className="w-account__status">
          {t('me.picture.chooseHint')}
        </span>
      </p>
      {progress !== null && (
        <p aria-live="polite">
          <progress className="w-account__progress" max={1} value={progress} aria-label={name} />
          {t('me.picture.uploading', { percent: Math.round(progress * 100) })}
        </p>
      )}
      <button
        type="button"
        className="w-account__action"
        onClick={upload}
        disabled={!file || progress !== null}
      >
        {t('me.picture.upload')}
      </button>
    </>
  );
}

/**
 * A new profile picture (spec §7 POST /users/picture.json, `newProfilePicture`): the current one,
 * the chosen file's preview, a real progress bar while it uploads, 'Successfully changed profile
 * picture'; a failure toasts the server's message or '{file} - not uploaded' and drops the file.
 */
export default function PictureUpload(_props: WidgetProps<PictureUploadParams>) {
  const t = useT('pictureUpload', 'kit.account');
  return (
    <SignedIn label={t('me.picture.label')} minHeight="18rem">
      {(user) => <PictureEditor key={user._id} user={user} />}
    </SignedIn>
  );
}
