import type { StateLayout } from '@core/schemas/layout';
import { Dialog } from '../shell/Dialog';
import type { UserRef } from './api';
import type { EditorT } from './i18n';

export interface ConflictInfo {
  /** The version someone else saved, as the server has it now. */
  layout: StateLayout;
  meta: { revision: number; updated_at: string | null; updated_by: UserRef | null; etag: string };
}

/**
 * A save on a stale version (409): the admin's work stays in the editor; they choose to load the
 * other version, to save theirs over it knowingly (with the current ETag), or to go on editing.
 */
export function Conflict({
  info,
  formatTime,
  onReload,
  onOverwrite,
  onKeep,
  t,
}: {
  info: ConflictInfo;
  formatTime: (iso: string) => string;
  onReload: () => void;
  onOverwrite: () => void;
  onKeep: () => void;
  t: EditorT;
}) {
  const who = info.meta.updated_by?.displayName || info.meta.updated_by?.username;
  const when = info.meta.updated_at ? formatTime(info.meta.updated_at) : '';
  return (
    <Dialog open onClose={onKeep} title={t('conflict.title')} className="editor-conflict">
      <p>
        {who
          ? t('conflict.text', { who, n: info.meta.revision, when })
          : t('conflict.textUnknown', { n: info.meta.revision })}
      </p>
      <div className="editor-conflict__actions">
        <button type="button" onClick={onOverwrite} data-action="overwrite">
          {t('conflict.overwrite')}
        </button>
        <button type="button" onClick={onReload} data-action="reload">
          {t('conflict.reload')}
        </button>
        <button type="button" onClick={onKeep} data-action="keep">
          {t('conflict.keep')}
        </button>
      </div>
    </Dialog>
  );
}
