import type { EditorT } from './i18n';
import type { EditorMode } from './state';

interface EditorBarProps {
  mode: Exclude<EditorMode, 'off'>;
  setMode: (mode: EditorMode) => void;
  /** What undo and redo would take back or do again (their labels), or null when nothing. */
  undoWhat: string | null;
  redoWhat: string | null;
  onUndo: () => void;
  onRedo: () => void;
  onPaste: () => void;
  dirty: boolean;
  busy: boolean;
  onSave: (draft: boolean) => void;
  t: EditorT;
}

/** The editor's toolbar: layout or preview, undo, redo, paste, the save state, save, close. */
export function EditorBar(props: EditorBarProps) {
  const { mode, setMode, undoWhat, redoWhat, dirty, busy, t } = props;
  return (
    <div className="editor-bar" role="toolbar" aria-label={t('bar.label')}>
      <button type="button" aria-pressed={mode === 'layout'} onClick={() => setMode('layout')}>
        {t('bar.layout')}
      </button>
      <button type="button" aria-pressed={mode === 'preview'} onClick={() => setMode('preview')}>
        {t('bar.preview')}
      </button>
      <span className="editor-bar__sep" />
      <button
        type="button"
        onClick={props.onUndo}
        disabled={undoWhat === null}
        title={undoWhat === null ? undefined : t('bar.undoWhat', { what: undoWhat })}
      >
        {t('bar.undo')}
      </button>
      <button
        type="button"
        onClick={props.onRedo}
        disabled={redoWhat === null}
        title={redoWhat === null ? undefined : t('bar.redoWhat', { what: redoWhat })}
      >
        {t('bar.redo')}
      </button>
      <button type="button" onClick={props.onPaste}>
        {t('bar.paste')}
      </button>
      <span className="editor-bar__sep" />
      <span className="editor-bar__status" data-dirty={dirty ? '' : undefined}>
        {busy ? t('bar.saving') : dirty ? t('bar.unsaved') : t('bar.saved')}
      </span>
      <button type="button" onClick={() => props.onSave(true)} disabled={busy}>
        {t('bar.saveDraft')}
      </button>
      <button type="button" className="editor-bar__save" onClick={() => props.onSave(false)} disabled={busy}>
        {t('bar.save')}
      </button>
      <button
        type="button"
        onClick={() => {
          if (!dirty || window.confirm(t('bar.leave'))) setMode('off');
        }}
      >
        {t('bar.close')}
      </button>
    </div>
  );
}
