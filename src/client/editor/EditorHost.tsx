import './editor.css';
import { linkedMode } from '@core/editor-link';
import { usePreloaded } from '@core/preloadable';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useWidgetsHere } from '@widgets/components';
import { useAtom, useAtomValue } from 'jotai';
import { useEffect, useMemo } from 'react';
import { langAtom } from '../state/lang';
import { layoutReadEarly, loadLayout } from './api';
import { EDITOR } from './editor-chunk';
import { useEditorT } from './i18n';
import { componentsOf } from './model/layout';
import { PagesDrawer } from './PagesDrawer';
import { editorModeAtom } from './state';

/**
 * What an admin sees on every page (spec §6): the layout, preview and save buttons above the page
 * (which Page renders after it, hidden while the editor is shown), and the toggle of the list of
 * the site's pages (PagesDrawer: a drawer over the page, so the page keeps a visitor's width).
 * "Layout" opens the editor, whose code (dnd-kit, rjsf, ajv) loads only then, with the page's
 * layout read fresh from the server with its ETag (the version a save starts from).
 */
export default function EditorHost({ state }: { state: string }) {
  const [mode, setMode] = useAtom(editorModeAtom);
  const lang = useAtomValue(langAtom);
  const t = useEditorT();
  const open = mode !== 'off';
  const loaded = useQuery({
    queryKey: ['editor', 'layout', state],
    queryFn: () => loadLayout(state),
    // An editor link's read, when already answered: the editor shows in this render.
    initialData: () => (open ? layoutReadEarly(state) : undefined),
    enabled: open,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });
  // The editor's code loads alongside the layout, not after it.
  const editor = usePreloaded(EDITOR, open);
  // The canvas renders its widgets at once: their modules come first (an editor link's start
  // loads the page's while the shell hydrates: main.tsx).
  const layout = loaded.data?.layout;
  const kinds = useMemo(
    () => (layout ? [...new Set(componentsOf(layout).map((c) => c.component))] : []),
    [layout],
  );
  const widgetsHere = useWidgetsHere(kinds);
  const client = useQueryClient();
  // `?editor=layout` (or `preview`) opens the editor with the page: a link an admin can share. The
  // app's start opens it before the first render (main.tsx); this covers a link followed in the app.
  useEffect(() => {
    const wanted = linkedMode(window.location.search);
    if (wanted) setMode(wanted);
  }, [setMode]);
  useEffect(() => {
    if (!open) return;
    document.documentElement.dataset.editing = '';
    return () => {
      delete document.documentElement.dataset.editing;
      // The next opening starts from the server's version again, never from this one.
      client.removeQueries({ queryKey: ['editor', 'layout', state] });
    };
  }, [open, client, state]);

  const bar = (
    <div className="editor-bar editor-bar--closed" role="toolbar" aria-label={t('bar.label')}>
      <button type="button" aria-pressed={mode === 'layout'} onClick={() => setMode('layout')}>
        {t('bar.layout')}
      </button>
      <button type="button" aria-pressed={mode !== 'layout'} onClick={() => open && setMode('preview')}>
        {t('bar.preview')}
      </button>
      <button type="button" disabled>
        {t('bar.save')}
      </button>
      <PagesDrawer state={state} t={t} />
      {open && (
        <span className="editor-bar__status" role="status">
          {loaded.isError
            ? String(loaded.error.message)
            : editor.error
              ? t('error.generic', { message: editor.error.message })
              : t('bar.loading')}
        </span>
      )}
    </div>
  );
  if (!open || !loaded.data || !editor.ready || !widgetsHere) return bar;
  return (
    <EDITOR.Component
      key={state}
      state={state}
      initial={loaded.data}
      lang={lang}
      mode={mode}
      setMode={setMode}
    />
  );
}
