import type { EditorView } from '@core/editor-link';
import { atom } from 'jotai';

/**
 * Whether the layout editor is open on the current page, and in which view (spec §4: layout or
 * preview). Lives in the visitors' bundle (it is one atom); the editor itself loads when opened.
 */
export type EditorMode = 'off' | EditorView;

export const editorModeAtom = atom<EditorMode>('off');

/**
 * Whether the editor is on screen in place of the page (set by the editor itself while mounted).
 * The page's own view then stays mounted but hidden (React's Activity): closing the editor shows it
 * again without rendering every widget anew, and opening it does not tear the page down first.
 */
export const editorShownAtom = atom(false);
