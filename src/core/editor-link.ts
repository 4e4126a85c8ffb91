/**
 * An editor link: a page address whose `?editor=` names one of the editor's views (spec §4: layout
 * or preview). The browser opens the editor with the page (src/client/editor/load.ts); the server
 * sends such a page without its widgets' markup and with the editor's chunks (src/server/ssr/pages.ts).
 */

/** The query parameter of an editor link. */
export const EDITOR_PARAM = 'editor';

/** The views an editor link can open. */
export type EditorView = 'layout' | 'preview';

/** The view a page address's query (`?…`, or its parameters) opens, null when it is no editor link. */
export function linkedMode(search: string | URLSearchParams): EditorView | null {
  const wanted = new URLSearchParams(search).get(EDITOR_PARAM);
  return wanted === 'layout' || wanted === 'preview' ? wanted : null;
}
