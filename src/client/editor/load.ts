import { preloadable } from '../../shared/preloadable';
import { api, QUIET } from '../api/http';
import { readToken } from '../api/token';

/**
 * The editor's chunks (issue 9): the host (the admin bar, ~1 KB) and the editor itself (dnd-kit,
 * the canvas, the palette; its settings form, rjsf, is a third chunk it loads: Editor.tsx). None is
 * in a visitor's JS: they load for admins, the host once the session says admin, the editor when
 * it is opened.
 */
export const EDITOR_HOST = preloadable(() => import('./EditorHost'));
export const EDITOR = preloadable(() => import('./Editor'));

/** The query parameter that opens the editor with the page (`?editor=layout` or `preview`). */
export const EDITOR_PARAM = 'editor';

/** Whether a page address's query (`location.search`) opens the editor with the page. */
export function isEditorLink(search: string): boolean {
  return new URLSearchParams(search).has(EDITOR_PARAM);
}

/**
 * At the browser's start: a link that opens the editor (`?editor=…`), followed by someone with a
 * session, loads both chunks and reads the page's layout alongside the page, instead of one after
 * the other once it is up. Whoever is not an admin only fetches them (the layout read is refused);
 * nothing renders until the session says admin. `state` is the page's, as the server named it.
 */
export function startEditorFromUrl(search: string, state: string | undefined): boolean {
  if (!isEditorLink(search) || !readToken()) return false;
  void EDITOR_HOST.load().catch(() => {});
  void EDITOR.load().catch(() => {});
  if (state && !early.has(state)) {
    const read = requestLayout(`state/${state}.json`);
    read.catch(() => {}); // the editor's read that takes it handles a failure
    early.set(state, read);
  }
  return true;
}

/** A read of a layout as the editor makes it: fresh (never from a cache), quiet, its status kept. */
export function requestLayout(path: string): Promise<Response> {
  return api.get(path, { headers: { [QUIET]: '1' }, throwHttpErrors: false, cache: 'no-store' });
}

/** Layout reads started at the browser's start (above), each taken once by the editor (api.ts). */
const early = new Map<string, Promise<Response>>();

export function takeEarlyLayoutRead(state: string): Promise<Response> | undefined {
  const read = early.get(state);
  early.delete(state);
  return read;
}
