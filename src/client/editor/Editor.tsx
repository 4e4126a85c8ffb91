import './editor.css';
import type { Lang } from '@core/lang';
import type { StateLayout } from '@core/schemas/layout';
import { closestCenter, DndContext } from '@dnd-kit/core';
import { WIDGET_META } from '@widgets/meta';
import { LayoutView } from '@widgets/render';
import { useSetAtom } from 'jotai';
import {
  memo,
  useDeferredValue,
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { TOAST_MS, toast } from '../shell/toast';
import type { Loaded } from './api';
import { Canvas } from './Canvas';
import { Conflict } from './Conflict';
import { EditorBar } from './EditorBar';
import { DndWired, type FrameCommands } from './Frame';
import { useEditorT } from './i18n';
import { LeaveGuard } from './LeaveGuard';
import { paramsKey, redoLabel, undoLabel } from './model/history';
import { freshId } from './model/ids';
import { findWidget, indexIn, regionOf, regionsOf, widgetsIn } from './model/layout';
import {
  addWidget,
  changeTemplate,
  copyWidgets,
  deleteWidget,
  duplicateWidget,
  LayoutOpError,
  moveDown,
  moveUp,
  moveWidget,
  parseClipboard,
  pasteWidgets,
  serializeClipboard,
  updateParams,
} from './model/ops';
import { useEditorNames } from './names';
import { PagePanel } from './PagePanel';
import { Palette } from './Palette';
import { SettingsPanel, useInspector } from './SettingsPanel';
import { type EditorMode, editorShownAtom } from './state';
import { useEditorDnd } from './useDnd';
import { useEditorState } from './useEditorState';
import { useSaving } from './useSaving';

/** Where copied widgets wait for a paste, also on another page of the same browser. */
export const CLIPBOARD_KEY = 'efir.editor.clipboard';

type Panel = 'widgets' | 'settings' | 'page';

/** No refusals for the selected widget (one map, so that the memoized settings form keeps still). */
const NO_ERRORS: ReadonlyMap<string, string> = new Map();

interface EditorProps {
  state: string;
  initial: Loaded;
  lang: Lang;
  mode: Exclude<EditorMode, 'off'>;
  setMode: (mode: EditorMode) => void;
}

/**
 * The layout editor (issue 9; spec §4, §6): the page's layout with every widget framed, a palette,
 * the selected widget's settings and the page's template, draft and revisions; undo and redo;
 * saves with `If-Match`, drafts, and a conflict dialog when someone else saved first (useSaving.ts).
 * Loaded only for admins, only when opened (its chunk holds dnd-kit; the settings form's, rjsf, is
 * another: SettingsPanel.tsx). The toolbar is EditorBar.tsx, drag and drop useDnd.ts.
 */
function Editor({ state, initial, lang, mode, setMode }: EditorProps) {
  const t = useEditorT();
  const { state: editor, actions } = useEditorState(initial.layout, {
    etag: initial.etag,
    stored: initial.source === 'stored',
    saved: initial.layout,
  });
  const layout = editor.history.present;
  const { selected, base } = editor;
  const [panel, setPanel] = useState<Panel>('widgets');
  const [said, setSaid] = useState('');
  const dirty = layout !== base.saved;
  const { issues, setIssues, conflict, setConflict, busy, save, restore } = useSaving({
    state,
    layout,
    base,
    actions,
    t,
    showSettings: () => setPanel('settings'),
  });

  // While this is on screen the page's own view is hidden (set before paint: never both at once).
  const setShown = useSetAtom(editorShownAtom);
  useLayoutEffect(() => {
    setShown(true);
    return () => setShown(false);
  }, [setShown]);

  const { nameOf, regionName, formatTime } = useEditorNames(lang, t);

  // The latest layout for callbacks that must stay stable (the frames are memoized on them).
  const current = useRef(layout);
  current.current = layout;
  const nameOfId = (id: string) => nameOf(findWidget(current.current, id)?.component ?? id);

  const announce = (text: string) => setSaid(text);

  /** Runs an operation as one user action; a refused one (a full page, say) is said, not thrown. */
  const run = (op: (l: StateLayout) => StateLayout, label: string, select?: string | null) => {
    try {
      op(current.current); // throws before dispatch if the request can never be right
      actions.apply(op, label, select === undefined ? {} : { select });
      return true;
    } catch (error) {
      if (error instanceof LayoutOpError) {
        void toast(error.message, 'error', TOAST_MS);
        return false;
      }
      throw error;
    }
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run`, `nameOfId` and `announce` read a ref and setters only; the frames are memoized on this object
  const commands = useMemo<FrameCommands>(() => {
    const place = (id: string) => {
      const l = current.current;
      const region = regionOf(l, id) ?? '';
      return { region, index: indexIn(l, id) + 1, count: widgetsIn(l, region).length };
    };
    const sayMoved = (id: string) =>
      queueMicrotask(() => {
        const p = place(id);
        announce(
          t('announce.moved', {
            name: nameOfId(id),
            index: p.index,
            count: p.count,
            region: regionName(p.region),
          }),
        );
      });
    return {
      select: (id) => {
        actions.select(id);
        if (id) setPanel('settings');
      },
      moveUp: (id) => {
        run((l) => moveUp(l, id), t('action.move', { name: nameOfId(id) }));
        sayMoved(id);
      },
      moveDown: (id) => {
        run((l) => moveDown(l, id), t('action.move', { name: nameOfId(id) }));
        sayMoved(id);
      },
      moveTo: (id, region) => {
        run((l) => moveWidget(l, id, { container: region }), t('action.move', { name: nameOfId(id) }));
        sayMoved(id);
      },
      duplicate: (id) => {
        const l = current.current;
        const copyId = freshId(l, findWidget(l, id)?.component ?? 'widget');
        run(
          (x) => duplicateWidget(x, id, () => copyId),
          t('action.duplicate', { name: nameOfId(id) }),
          copyId,
        );
      },
      copy: (id) => {
        localStorage.setItem(CLIPBOARD_KEY, serializeClipboard(copyWidgets(current.current, [id])));
        announce(`${t('frame.copy')}: ${nameOfId(id)}`);
      },
      remove: (id) => {
        const name = nameOfId(id);
        run((l) => deleteWidget(l, id), t('action.delete', { name }), null);
        announce(t('announce.deleted', { name }));
      },
    };
  }, [actions, t, regionName, nameOf]);

  const add = (component: string, region: string, index?: number) => {
    const id = freshId(current.current, component);
    const name = nameOf(component);
    const ok = run(
      (l) => addWidget(l, { component, container: region, ...(index === undefined ? {} : { index }) }, id),
      t('action.add', { name }),
      id,
    );
    if (ok) {
      setPanel('settings');
      announce(t('announce.added', { name, region: regionName(region) }));
    }
  };

  const paste = () => {
    const clipboard = parseClipboard(localStorage.getItem(CLIPBOARD_KEY) ?? '');
    if (!clipboard) return;
    const l = current.current;
    const region =
      (selected && regionOf(l, selected)) || (regionsOf(l).includes('main') ? 'main' : regionsOf(l)[0]);
    if (!region) return;
    const index = selected ? indexIn(l, selected) + 1 : undefined;
    run(
      (x) => pasteWidgets(x, clipboard, { container: region, ...(index === undefined ? {} : { index }) }),
      t('action.paste'),
    );
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: `nameOfId` reads a ref only; the inspector is memoized on this function
  const onParams = useMemo(
    () => (id: string, params: Record<string, unknown>, field: string) => {
      actions.apply((l) => updateParams(l, id, params), t('action.params', { name: nameOfId(id) }), {
        coalesceKey: paramsKey(id, field),
      });
      setIssues((m) => {
        if (!m.has(id)) return m;
        const next = new Map(m);
        next.delete(id);
        return next;
      });
    },
    [actions, t],
  );

  const dnd = useEditorDnd({ current, t, regionName, nameOfId, add, run });

  // Undo and redo: the buttons and Ctrl/Cmd+Z, Shift+Ctrl/Cmd+Z (and Ctrl+Y).
  const undoWhat = undoLabel(editor.history);
  const redoWhat = redoLabel(editor.history);
  const doUndo = () => {
    if (undoWhat === null) return;
    actions.undo();
    announce(t('announce.undone', { what: undoWhat }));
  };
  const doRedo = () => {
    if (redoWhat === null) return;
    actions.redo();
    announce(t('announce.redone', { what: redoWhat }));
  };
  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey) return;
    const key = event.key.toLowerCase();
    if (key === 'z' && !event.shiftKey) {
      event.preventDefault();
      doUndo();
    } else if ((key === 'z' && event.shiftKey) || key === 'y') {
      event.preventDefault();
      doRedo();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const problems = useMemo(() => {
    const out = new Map<string, string>();
    for (const [id, fields] of issues) out.set(id, fields.values().next().value ?? '');
    return out;
  }, [issues]);
  const selectedWidget = selected ? findWidget(layout, selected) : undefined;
  const selectedMeta = selectedWidget ? WIDGET_META.get(selectedWidget.component) : undefined;
  const inspector = useInspector(panel === 'settings');
  // False in the first render only: the palette (a draggable and its texts per widget kind) and the
  // frames' sortables (Frame.tsx `DndWired`) come in a background render right after it, so the
  // canvas, what the editor is opened for, shows first.
  const settled = useDeferredValue(true, false);

  return (
    <div className="editor" data-editor-mode={mode}>
      <LeaveGuard dirty={dirty} question={t('bar.leave')} />
      <EditorBar
        mode={mode}
        setMode={setMode}
        undoWhat={undoWhat}
        redoWhat={redoWhat}
        onUndo={doUndo}
        onRedo={doRedo}
        onPaste={paste}
        dirty={dirty}
        busy={busy}
        onSave={(draft) => void save(draft)}
        t={t}
      />
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </div>
      <DndContext
        sensors={dnd.sensors}
        collisionDetection={closestCenter}
        onDragEnd={dnd.onDragEnd}
        accessibility={{
          announcements: dnd.announcements,
          screenReaderInstructions: { draggable: t('announce.instructions') },
        }}
      >
        <div className="editor-stage">
          {mode === 'layout' ? (
            <DndWired value={settled}>
              <Canvas
                layout={layout}
                selected={selected}
                problems={problems}
                nameOf={nameOf}
                regionName={regionName}
                commands={commands}
                t={t}
              />
            </DndWired>
          ) : (
            <LayoutView layout={layout} />
          )}
        </div>
        <aside className="editor-panel" aria-label={t('panel.label')}>
          <div className="editor-panel__tabs">
            {(['widgets', 'settings', 'page'] as const).map((p) => (
              <button key={p} type="button" aria-pressed={panel === p} onClick={() => setPanel(p)}>
                {t(`panel.${p}`)}
              </button>
            ))}
          </div>
          {panel === 'widgets' && settled && (
            <Palette regions={regionsOf(layout)} regionName={regionName} nameOf={nameOf} onAdd={add} t={t} />
          )}
          {panel === 'settings' && (
            <SettingsPanel
              inspector={inspector}
              placed={selectedWidget}
              meta={selectedMeta}
              name={selectedWidget ? nameOf(selectedWidget.component) : ''}
              serverErrors={(selectedWidget && issues.get(selectedWidget.id)) ?? NO_ERRORS}
              onChange={onParams}
              t={t}
            />
          )}
          {panel === 'page' && (
            <PagePanel
              state={state}
              layout={layout}
              formatTime={formatTime}
              busy={busy}
              onTemplate={(template) => run((l) => changeTemplate(l, template), t('action.template'))}
              onOpenDraft={(draft) => {
                actions.reset(draft.layout, { ...base, etag: draft.etag }, true);
              }}
              onOpenRevision={(doc) => run(() => doc, t('action.load'))}
              onRestore={(r) => void restore(r)}
              t={t}
            />
          )}
        </aside>
      </DndContext>
      {conflict && (
        <Conflict
          info={conflict}
          formatTime={formatTime}
          t={t}
          onReload={() => {
            actions.reset(
              conflict.layout,
              { etag: conflict.meta.etag, stored: true, saved: conflict.layout },
              true,
            );
            setConflict(null);
          }}
          onOverwrite={() => {
            const etag = conflict.meta.etag;
            setConflict(null);
            actions.rebase({ ...base, etag, stored: true });
            void save(false, etag);
          }}
          onKeep={() => setConflict(null)}
        />
      )}
    </div>
  );
}

/**
 * Memoized: the page around it renders again when the editor says it is shown (`editorShownAtom`,
 * right after its first commit), and that must not render a canvas of hundreds of widgets again.
 */
export default memo(Editor);
