/**
 * "My Efir" (issue 28, decision 042) without TypeBox: the kinds, limits and plain helpers both the
 * browser's store (in the home page's initial JS, through its rows) and the server use. The
 * schemas and types of the API are in `@core/schemas/personal`.
 */

/** What my list holds: a channel, a broadcast, an archive recording or a person. */
export const MINE_KINDS = ['channel', 'broadcast', 'archive', 'person'] as const;
export type MineKind = (typeof MINE_KINDS)[number];
/** What history holds: a recording of the archive or a live channel. */
export const HISTORY_KINDS = ['archive', 'channel'] as const;
export type HistoryKind = (typeof HISTORY_KINDS)[number];

/** A recording counts as finished once this share of it was played; it leaves "continue watching". */
export const FINISHED_SHARE = 0.95;
/** Most entries of each part kept (the oldest go first). */
export const MINE_LIMIT = 500;

/** Nothing kept yet (a fresh device, a new account). */
export const EMPTY_MINE = {
  list: [] as never[],
  progress: [] as never[],
  history: [] as never[],
  historyConsent: null as boolean | null,
  historyPaused: false,
};

/** Whether a position is the end of a recording (95 % of it or more). */
export function isFinished(position: number, duration: number): boolean {
  return duration > 0 && position >= duration * FINISHED_SHARE;
}

/** The page of an entry, relative to `/{lang}/`. */
export function minePath(kind: MineKind, id: string): string {
  return `${kind}/${encodeURIComponent(id)}/`;
}
