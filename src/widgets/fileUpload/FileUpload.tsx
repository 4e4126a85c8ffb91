import { useT } from '@core/i18n/react';
import { pickText } from '@core/lang';
import { useLocation } from '@core/router';
import type { UploadedFile } from '@core/schemas/auth';
import { useId, useState } from 'react';
import { RegistrationPrompt } from '../_kit/requests/RegistrationPrompt';
import { UPLOAD_PATH, type UploadAnswer, uploadBody, useUploadSend } from '../_kit/upload/send';
import { UploadPicker, UploadProgress, usePicked } from '../_kit/upload/UploadPicker';
import { useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { FileUploadParams } from './meta';
import '../_kit/requests/buttons.css';
import './fileUpload.css';

/**
 * The upload block (spec §2 "file and image upload", §5 Upload and Image, §7 Upload): a signed-in
 * visitor chooses up to `count` files of `type` and `size` MB (at most `maxCount` in all), turns
 * an image by `rotation` degrees, and sends them to the upload url with `upload_key` and `lang`;
 * the bar shows the progress, the uploaded files are listed and each refused one is toasted with
 * the server's message (spec §8). The server checks everything again under its own ceiling.
 */
export default function FileUpload({ id, params }: WidgetProps<FileUploadParams>) {
  const t = useT('fileUpload', 'kit.upload');
  const session = useSession();
  const { lang } = useRuntime();
  const label = pickText(params.title ?? {}, lang) || t('label');
  const headingId = useId();
  const location = useLocation();
  const labelled = params.title ? { 'aria-labelledby': headingId } : { 'aria-label': label };
  return (
    <section className="w-upload" {...labelled} data-widget-id={id}>
      {params.title && (
        <h2 id={headingId} className="w-upload__title">
          {label}
        </h2>
      )}
      {session.status !== 'known' ? (
        <div className="w-upload__waiting" />
      ) : session.user ? (
        <UploadBlock params={params} />
      ) : (
        <RegistrationPrompt target={location.pathname} />
      )}
    </section>
  );
}

function UploadBlock({ params }: { params: FileUploadParams }) {
  const t = useT('fileUpload', 'kit.upload');
  const runtime = useRuntime();
  const inputId = useId();
  const hintId = useId();
  const [uploaded, setUploaded] = useState<UploadedFile[]>([]);
  const room = params.maxCount - uploaded.length;
  const settings = {
    count: params.count,
    size: params.size,
    type: params.type,
    rotation: params.rotation,
    room,
  };
  const picked = usePicked(settings);
  const { progress, send } = useUploadSend();

  const upload = async () => {
    const chosen = picked.files;
    if (chosen.length === 0) return;
    const body = uploadBody(chosen, {
      key: 'block',
      lang: runtime.lang,
      narrowing: { count: params.count, size: params.size, type: params.type, maxWidth: params.maxWidth },
    });
    try {
      const answer = await send<UploadAnswer>(UPLOAD_PATH, body);
      for (const error of answer.data.errors)
        runtime.toast(error.message || t('failed', { file: error.title }), 'error');
      setUploaded((list) => [...list, ...answer.data.uploaded].slice(0, params.maxCount));
      if (answer.data.uploaded.length > 0)
        runtime.toast(t('done', { count: answer.data.uploaded.length }), 'success');
    } catch (error) {
      // Spec §8: the server's message, or '{file} - not uploaded' for each file; the files are removed.
      const message = error instanceof Error && error.message ? error.message : null;
      if (message) runtime.toast(message, 'error');
      else for (const { file } of chosen) runtime.toast(t('failed', { file: file.name }), 'error');
    }
    picked.clear();
  };

  const count = Math.min(params.count, Math.max(room, 0));
  return (
    <div className="w-upload__body">
      <label htmlFor={inputId} className="w-upload__label">
        {t(count > 1 ? 'choose' : 'chooseOne')}
      </label>
      <p id={hintId} className="w-upload__hint">
        {room > 0
          ? t('hint', { types: params.type, size: params.size, count: params.count })
          : t('full', { max: params.maxCount })}
      </p>
      <UploadPicker
        id={inputId}
        listLabel={t('chosen')}
        files={picked.files}
        settings={settings}
        describedBy={hintId}
        disabled={progress !== null}
        onPick={picked.pick}
        onRemove={picked.remove}
        onTurn={picked.turn}
      />
      <UploadProgress value={progress} />
      <p className="r-actions">
        <button
          type="button"
          className="r-button r-button--primary"
          onClick={upload}
          disabled={picked.files.length === 0 || progress !== null}
        >
          {t('send')}
        </button>
      </p>
      {uploaded.length > 0 && (
        <ul className="w-upload__done" aria-label={t('uploaded')}>
          {uploaded.map((file) => (
            <li key={file.link}>
              {file.thumb && (
                <img src={file.thumb} alt="" width={80} height={80} className="w-upload__thumb" />
              )}
              <a href={file.link} target="_blank" rel="noopener">
                {file.title}
              </a>
              {file.width && file.height ? (
                <span className="w-upload__size">
                  {' '}
                  {file.width} × {file.height}
                </span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
