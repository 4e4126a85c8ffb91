/**
 * The collections likes, ratings and comments count on (`{db}` of spec §7). Plain values, so the
 * browser's light modules (src/widgets/loads.ts and the widgets' data.ts) can check them without the
 * schema library; src/core/schemas/content.ts builds its schema from them.
 */
export const CONTENT_DBS = ['anchors', 'archive', 'broadcast', 'channel', 'news', 'person', 'anons'] as const;
export type ContentDb = (typeof CONTENT_DBS)[number];
