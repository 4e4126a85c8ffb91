import { preloadable } from '@core/preloadable';

/**
 * The editor's chunk (dnd-kit, the canvas, the palette), loaded when an admin opens it: by the
 * host (EditorHost.tsx) and by a link that opens the editor (load.ts). Apart from load.ts, which
 * loads the host, so that the host imports it without a cycle.
 */
export const EDITOR = preloadable(() => import('./Editor'));
