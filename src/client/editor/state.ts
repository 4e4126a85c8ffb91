import { atom } from 'jotai';

/**
 * Whether the layout editor is open on the current page, and in which view (spec §4: layout or
 * preview). Lives in the visitors' bundle (it is one atom); the editor itself loads when opened.
 */
export type EditorMode = 'off' | 'layout' | 'preview';

export const editorModeAtom = atom<EditorMode>('off');
