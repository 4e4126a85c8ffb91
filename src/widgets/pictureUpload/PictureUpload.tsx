import { useT } from '@core/i18n/react';
import type { User } from '@core/schemas/auth';
import { UPLOAD_DEFAULTS } from '@core/upload';
import { useId } from 'react';
import { SignedIn } from '../_kit/account/SignedIn';
import { uploadBody, useUploadSend } from '../_kit/upload/send';
import { UploadPicker, UploadProgress, usePicked } from '../_kit/upload/UploadPicker';
import { useRuntime } from '../runtime';
import { useSession } from '../session';
import type { WidgetProps } from '../types';
import type { PictureUploadParams } from './meta';

/** Spec §5 Upload and Image, §9: one image of at most 10 MB, turned in 90° steps (the server checks again). */
const SETTINGS = {
  count: UPLOAD_DEFAULTS.count,
  size: UPLOAD_DEFAULTS.size,
  type: UPLOAD_DEFAULTS.type,
  rotation: UPLOAD_DEFAULTS.rotation,
};

function PictureEditor({ user }: { user: User }) {
  const t = useT('pictureUpload', 'kit.account', 'kit.upload');
  const runtime = useRuntime();
  const session = useSession();
  const inputId = useId();
  const hintId = useId();
  const picked = usePicked(SETTINGS);
  const { progress, send } = useUploadSend();

  const upload = async () => {
    const chosen = picked.files[0];
    if (!chosen) return;
    const body = uploadBody([chosen], { key: 'picture', lang: runtime.lang, field: 'newProfilePicture' });
    try {
      const answer = await send<{ message: string; data: User }>('users/picture.json', body);
      session.update(answer.data);
      runtime.toast(answer.message, 'success');
    } catch (error) {
      // Spec §8: the server's message, or '{file} - not uploaded' (3 s); the file is removed.
      const message = error instanceof Error ? error.message : '';
      runtime.toast(message || t('me.picture.failed', { file: chosen.file.name }), 'error');
    }
    picked.clear();
  };

  return (
    <>
      <div className="w-account__row">
        {user.picture ? (
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
      <div className="w-account__row">
        <label htmlFor={inputId}>{t('me.picture.choose')}</label>
        <span id={hintId} className="w-account__status">
          {t('me.picture.chooseHint')}
        </span>
        <UploadPicker
          id={inputId}
          listLabel={t('me.picture.preview')}
          files={picked.files}
          settings={SETTINGS}
          describedBy={hintId}
          disabled={progress !== null}
          onPick={(files) => picked.pick(files.slice(0, 1))}
          onRemove={picked.remove}
          onTurn={picked.turn}
        />
      </div>
      <UploadProgress value={progress} />
      <button
        type="button"
        className="w-account__action"
        onClick={upload}
        disabled={picked.files.length === 0 || progress !== null}
      >
        {t('me.picture.upload')}
      </button>
    </>
  );
}

/**
 * A new profile picture (spec §7 POST /users/picture.json, `newProfilePicture`), with the upload
 * kit's picker: the current one, the chosen file's preview turned in 90° steps (the server applies
 * the turn), a real progress bar while it uploads, 'Successfully changed profile
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
