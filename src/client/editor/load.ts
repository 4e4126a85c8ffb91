import { type EditorView, linkedMode } from '@core/editor-link';
import { preloadable } from '@core/preloadable';
import { readToken } from '../api/token';
import { startEarlyLayoutRead } from './early-read';
import { EDITOR } from './editor-chunk';

/**
 * The editor's chunks (issue 9): the host (the admin bar, ~1 KB) and the editor itself (in
 * editor-chunk.ts: dnd-kit, the canvas, the palette; its settings form, rjsf, is a third chunk it
 * loads: Editor.tsx). None is
 * in a visitor's JS: they load for admins, the host once the session says admin, the editor when
 * it is opened.
 */
export const EDITOR_HOST = preloadable(() => import('./EditorHost'));

/** Whether a page address's query (`location.search`) opens the editor with the page. */
export function isEditorLink(search: string): boolean {
  return linkedMode(search) !== null;
}

/**
 * At the browser's start: a link that opens the editor (`?editor=…`), followed by someone with a
 * session, loads both chunks and reads the page's layout alongside the page, instead of one after
 * the other once it is up; the answer is parsed as soon as it arrives, so the editor opens on it in
 * its first render. Whoever is not an admin only fetches them (the layout read is refused); nothing
 * renders until the session says admin. `state` is the page's, as the server named it. Returns the
 * view the link opens (for the app to open the editor in from its first render), or null.
 */
export function startEditorFromUrl(search: string, state: string | undefined): EditorView | null {
  const mode = linkedMode(search);
  if (!mode || !readToken()) return null;
  void EDITOR_HOST.load().catch(() => {});
  void EDITOR.load().catch(() => {});
  if (state) startEarlyLayoutRead(state);
  return mode;
}
