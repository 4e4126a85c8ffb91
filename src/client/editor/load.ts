import { type EditorView, linkedMode } from '@core/editor-link';
import { preloadable } from '@core/preloadable';
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
  if (state && !early.has(state)) {
    const read: EarlyRead = { read: readLayout(`state/${state}.json`) };
    // The editor's read that takes it handles a failure.
    read.read.then(
      (done) => (read.answered = done),
      () => {},
    );
    early.set(state, read);
  }
  return mode;
}

/** A layout read as the editor takes it: the response (its status, its ETag) and a 200's body. */
export interface LayoutRead {
  response: Response;
  body: unknown;
}

/** A read of a layout as the editor makes it: fresh (never from a cache), quiet, its status kept. */
export async function readLayout(path: string): Promise<LayoutRead> {
  const response = await api.get(path, {
    headers: { [QUIET]: '1' },
    throwHttpErrors: false,
    cache: 'no-store',
  });
  return { response, body: response.ok ? await response.json() : null };
}

/** A layout read started at the browser's start (above), and its answer once it has come. */
interface EarlyRead {
  read: Promise<LayoutRead>;
  answered?: LayoutRead;
}

/** The early reads, by state, each taken once by the editor (api.ts). */
const early = new Map<string, EarlyRead>();

export function takeEarlyLayoutRead(state: string): Promise<LayoutRead> | undefined {
  const read = early.get(state);
  early.delete(state);
  return read?.read;
}

/** The early read of `state` if it has been answered 200 already (taken with it), else nothing. */
export function takeAnsweredLayoutRead(state: string): LayoutRead | undefined {
  const answered = early.get(state)?.answered;
  if (!answered?.response.ok) return undefined;
  early.delete(state);
  return answered;
}
