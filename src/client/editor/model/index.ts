/**
 * The layout editor's model: pure operations on StateLayout documents, undo history, ids and a
 * generated page. The editor UI (dnd-kit, rjsf) calls these; nothing here touches React or the DOM.
 */
export * from './generate';
export * from './history';
export * from './ids';
export * from './layout';
export * from './ops';
