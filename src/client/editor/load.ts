import { preloadable } from '../../shared/preloadable';
import { readToken } from '../api/token';

/**
 * The editor's two chunks (issue 9): the host (the admin bar, ~1 KB) and the editor itself
 * (dnd-kit, rjsf, the inspector). Neither is in a visitor's JS: they load for admins, the host
 * once the session says admin, the editor when it is opened.
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
 * session, loads both chunks alongside the page instead of one after the other once it is up.
 * Whoever is not an admin only fetches them; nothing renders until the session says admin.
 */
export function preloadEditorFromUrl(search: string): boolean {
  if (!isEditorLink(search) || !readToken()) return false;
  void EDITOR_HOST.load().catch(() => {});
  void EDITOR.load().catch(() => {});
  return true;
}

/**
 * With an editor link (see above), the page's layout is read for the editor as soon as the router
 * knows the page, alongside the chunks and the session, instead of after the editor has mounted.
 */
export function prefetchEditorLayout(search: string, state: string | undefined): void {
  if (!state || !isEditorLink(search) || !readToken()) return;
  void import('./api').then((api) => api.prefetchLayout(state)).catch(() => {});
}
