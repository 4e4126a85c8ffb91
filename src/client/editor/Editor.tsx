import './editor.css';
import { whenIdle } from '@core/idle';
import { INTL_LOCALE, type Lang, pickText } from '@core/lang';
import { preloadable, usePreloaded } from '@core/preloadable';
import type { StateLayout } from '@core/schemas/layout';
import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useQueryClient } from '@tanstack/react-query';
import { WIDGET_META } from '@widgets/meta';
import { LayoutView } from '@widgets/render';
import { useSetAtom } from 'jotai';
import { memo, useEffect, useEffectEvent, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { layoutQuery } from '../app/layout-query';
import { SHORT_TOAST_MS, TOAST_MS, toast } from '../shell/toast';
import {
  type LayoutIssue,
  type Loaded,
  type Revision,
  restoreRevision,
  type SaveResult,
  saveLayout,
} from './api';
import { Canvas, regionOfDropId } from './Canvas';
import { Conflict, type ConflictInfo } from './Conflict';
import type { FrameCommands } from './Frame';
import type { InspectorProps } from './Inspector';
import { type EditorKey, useEditorT } from './i18n';
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
import { draftKey, PagePanel, revisionsKey } from './PagePanel';
import { Palette, widgetOfDragId } from './Palette';
import { type EditorMode, editorShownAtom } from './state';
import { useEditorState } from './useEditorState';

/**
 * The settings form (rjsf, its schema checker, markdown-to-jsx: two thirds of the editor's code)
 * in a chunk of its own: fetched with the editor's (src/server/ssr/assets.ts), evaluated once the
 * canvas is up, so an editor of hundreds of widgets opens without waiting for it.
 */
const INSPECTOR = preloadable<InspectorProps>(() => import('./Inspector'));

/** Where copied widgets wait for a paste, also on another page of the same browser. */
export const CLIPBOARD_KEY = 'efir.editor.clipboard';

type Panel = 'widgets' | 'settings' | 'page';

interface EditorProps {
  state: string;
  initial: Loaded;
  lang: Lang;
  mode: Exclude<EditorMode, 'off'>;
  setMode: (mode: EditorMode) => void;
}

/** The refusals of a save, by widget id, by field (`params.level` → `level`). */
function issuesById(issues: readonly LayoutIssue[]): Map<string, Map<string, string>> {
  const out = new Map<string, Map<string, string>>();
  for (const issue of issues) {
    if (!issue.componentId) continue;
    const fields = out.get(issue.componentId) ?? new Map<string, string>();
    const field = (issue.field ?? '').replace(/^params\.?/, '');
    if (!fields.has(field)) fields.set(field, issue.message);
    out.set(issue.componentId, fields);
  }
  return out;
}

/**
 * The layout editor (issue 9; spec §4, §6): the page's layout with every widget framed, a palette,
 * the selected widget's settings and the page's template, draft and revisions; undo and redo;
 * saves with `If-Match`, drafts, and a conflict dialog when someone else saved first. Loaded only
 * for admins, only when opened (its chunk holds dnd-kit, rjsf and ajv).
 */
// Module constants: a new options object per render would make new sensors, so a new dnd-kit
// context, and every frame on the page would render again on each keystroke.
const POINTER_OPTIONS = { activationConstraint: { distance: 5 } };
const KEYBOARD_OPTIONS = { coordinateGetter: sortableKeyboardCoordinates };

function Editor({ state, initial, lang, mode, setMode }: EditorProps) {
  const t = useEditorT();
  const client = useQueryClient();
  const { state: editor, actions } = useEditorState(initial.layout, {
    etag: initial.etag,
    stored: initial.source === 'stored',
    saved: initial.layout,
  });
  const layout = editor.history.present;
  const { selected, base } = editor;
  const [panel, setPanel] = useState<Panel>('widgets');
  const [issues, setIssues] = useState<Map<string, Map<string, string>>>(() => new Map());
  const [conflict, setConflict] = useState<ConflictInfo | null>(null);
  const [busy, setBusy] = useState(false);
  const [said, setSaid] = useState('');
  const dirty = layout !== base.saved;

  // While this is on screen the page's own view is hidden (set before paint: never both at once).
  const setShown = useSetAtom(editorShownAtom);
  useLayoutEffect(() => {
    setShown(true);
    return () => setShown(false);
  }, [setShown]);

  // Names in the interface language.
  const nameOf = useMemo(() => {
    const cache = new Map<string, string>();
    return (component: string) => {
      let name = cache.get(component);
      if (name === undefined) {
        const meta = WIDGET_META.get(component);
        name = meta ? pickText(meta.title, lang) || component : component;
        cache.set(component, name);
      }
      return name;
    };
  }, [lang]);
  const regionName = useMemo(() => (region: string) => t(`region.${region}` as EditorKey), [t]);
  // Made on first use (the revisions list): a time-zone formatter costs ~10 ms to create.
  const formatTime = useMemo(() => {
    let format: Intl.DateTimeFormat | undefined;
    return (iso: string) => {
      if (!iso) return '';
      format ??= new Intl.DateTimeFormat(INTL_LOCALE[lang], {
        dateStyle: 'medium',
        timeStyle: 'short',
        timeZone: 'Asia/Tashkent',
      });
      return format.format(new Date(iso));
    };
  }, [lang]);

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

  // Drag and drop: a frame onto a frame or a region; a palette entry likewise (adds a widget).
  const sensors = useSensors(
    useSensor(PointerSensor, POINTER_OPTIONS),
    useSensor(KeyboardSensor, KEYBOARD_OPTIONS),
  );
  const targetOf = (overId: string): { container: string; index?: number } | null => {
    const l = current.current;
    const region = regionOfDropId(overId);
    if (region) return { container: region };
    const container = regionOf(l, overId);
    return container ? { container, index: indexIn(l, overId) } : null;
  };
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over) return;
    const target = targetOf(String(over.id));
    if (!target) return;
    const component = widgetOfDragId(String(active.id));
    if (component) {
      add(component, target.container, target.index);
      return;
    }
    const id = String(active.id);
    if (id === over.id) return;
    run((l) => moveWidget(l, id, target), t('action.move', { name: nameOfId(id) }));
  };
  const placeOf = (id: string) => {
    const l = current.current;
    const region = regionOfDropId(id);
    if (region)
      return {
        region: regionName(region),
        index: widgetsIn(l, region).length + 1,
        count: widgetsIn(l, region).length + 1,
      };
    const r = regionOf(l, id) ?? '';
    return { region: regionName(r), index: indexIn(l, id) + 1, count: widgetsIn(l, r).length };
  };
  const dragName = (data: unknown, id: string) =>
    (data as { name?: string } | undefined)?.name ?? nameOfId(id);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const name = dragName(active.data.current, String(active.id));
      if (widgetOfDragId(String(active.id)))
        return t('announce.overPalette', { name, region: '' }).replace(/\s+\.$/, '.');
      return t('announce.pickUp', { name, ...placeOf(String(active.id)) });
    },
    onDragOver: ({ active, over }) =>
      over
        ? t('announce.over', {
            name: dragName(active.data.current, String(active.id)),
            ...placeOf(String(over.id)),
          })
        : undefined,
    onDragEnd: ({ active, over }) =>
      over
        ? t('announce.drop', {
            name: dragName(active.data.current, String(active.id)),
            ...placeOf(String(over.id)),
          })
        : t('announce.cancel', { name: dragName(active.data.current, String(active.id)) }),
    onDragCancel: ({ active }) =>
      t('announce.cancel', { name: dragName(active.data.current, String(active.id)) }),
  };

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

  // Unsaved work is not lost by leaving: the browser asks on unload, the app on a route change.
  // Saving.
  const afterSave = (result: Extract<SaveResult, { kind: 'saved' }>, draft: boolean, sent: StateLayout) => {
    void toast(result.message, 'success', SHORT_TOAST_MS);
    setIssues(new Map());
    if (!draft) {
      actions.rebase({ etag: result.meta.etag, stored: true, saved: sent });
      // Visitors' reads were dropped on the server; this tab shows the new version at once.
      client.setQueryData(layoutQuery(state).queryKey, {
        data: { ...result.layout, _id: state },
        meta: { source: 'stored', invalid: {} },
      });
    }
    void client.invalidateQueries({ queryKey: revisionsKey(state) });
    void client.invalidateQueries({ queryKey: draftKey(state) });
  };
  const refused = (result: SaveResult) => {
    if (result.kind === 'invalid') {
      const byId = issuesById(result.issues);
      setIssues(byId);
      const first = byId.keys().next().value;
      if (first) {
        actions.select(first);
        setPanel('settings');
      }
      void toast(t('error.invalid', { message: result.message }), 'error', TOAST_MS);
    } else if (result.kind === 'conflict') {
      setConflict({ layout: result.layout, meta: result.meta });
    } else if (result.kind === 'failed') {
      void toast(t('error.generic', { message: result.message }), 'error', TOAST_MS);
    }
  };
  const save = async (draft: boolean, etag = base.etag) => {
    setBusy(true);
    try {
      const result = await saveLayout(layout, { create: !base.stored, etag, draft });
      if (result.kind === 'saved') afterSave(result, draft, layout);
      else refused(result);
    } finally {
      setBusy(false);
    }
  };
  const restore = async (revision: Revision) => {
    setBusy(true);
    try {
      const result = await restoreRevision(state, revision._id, base.etag);
      if (result.kind === 'saved') {
        actions.reset(result.layout, { etag: result.meta.etag, stored: true, saved: result.layout }, true);
        afterSave(result, false, result.layout);
      } else refused(result);
    } finally {
      setBusy(false);
    }
  };

  const problems = useMemo(() => {
    const out = new Map<string, string>();
    for (const [id, fields] of issues) out.set(id, fields.values().next().value ?? '');
    return out;
  }, [issues]);
  const selectedWidget = selected ? findWidget(layout, selected) : undefined;
  const selectedMeta = selectedWidget ? WIDGET_META.get(selectedWidget.component) : undefined;
  const NO_ERRORS = useMemo(() => new Map<string, string>(), []);
  const inspector = usePreloaded(INSPECTOR, panel === 'settings');
  useEffect(() => whenIdle(() => void INSPECTOR.load().catch(() => {})), []);

  return (
    <div className="editor" data-editor-mode={mode}>
      <LeaveGuard dirty={dirty} question={t('bar.leave')} />
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
          onClick={doUndo}
          disabled={undoWhat === null}
          title={undoWhat === null ? undefined : t('bar.undoWhat', { what: undoWhat })}
        >
          {t('bar.undo')}
        </button>
        <button
          type="button"
          onClick={doRedo}
          disabled={redoWhat === null}
          title={redoWhat === null ? undefined : t('bar.redoWhat', { what: redoWhat })}
        >
          {t('bar.redo')}
        </button>
        <button type="button" onClick={paste}>
          {t('bar.paste')}
        </button>
        <span className="editor-bar__sep" />
        <span className="editor-bar__status" data-dirty={dirty ? '' : undefined}>
          {busy ? t('bar.saving') : dirty ? t('bar.unsaved') : t('bar.saved')}
        </span>
        <button type="button" onClick={() => void save(true)} disabled={busy}>
          {t('bar.saveDraft')}
        </button>
        <button type="button" className="editor-bar__save" onClick={() => void save(false)} disabled={busy}>
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
      <div className="visually-hidden" aria-live="polite" aria-atomic="true">
        {said}
      </div>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: { draggable: t('announce.instructions') } }}
      >
        <div className="editor-stage">
          {mode === 'layout' ? (
            <Canvas
              layout={layout}
              selected={selected}
              problems={problems}
              nameOf={nameOf}
              regionName={regionName}
              commands={commands}
              t={t}
            />
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
          {panel === 'widgets' && (
            <Palette regions={regionsOf(layout)} regionName={regionName} nameOf={nameOf} onAdd={add} t={t} />
          )}
          {panel === 'settings' &&
            (selectedWidget && selectedMeta ? (
              !inspector.ready ? (
                <p className="editor-panel__hint" role="status">
                  {inspector.error
                    ? t('error.generic', { message: inspector.error.message })
                    : t('bar.loading')}
                </p>
              ) : (
                <INSPECTOR.Component
                  placed={selectedWidget}
                  meta={selectedMeta}
                  name={nameOf(selectedWidget.component)}
                  serverErrors={issues.get(selectedWidget.id) ?? NO_ERRORS}
                  onChange={onParams}
                  t={t}
                />
              )
            ) : (
              <p className="editor-panel__hint">{t('inspector.none')}</p>
            ))}
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
