import Type, { type Static } from 'typebox';
import { HISTORY_KINDS, MINE_KINDS, MINE_LIMIT } from '../personal';
import { SlugSchema } from './common';

/**
 * "My Efir" (issue 28, decision 042): my list, continue watching and history, the same shape on
 * the device (local storage, no account) and in the account (the API under `my/…`). The
 * constants and plain helpers are in `@core/personal` (no TypeBox in the pages' initial JS).
 */

const Title = Type.String({ minLength: 1, maxLength: 300 });
const Picture = Type.Union([Type.String({ maxLength: 1000, pattern: '^(/|https://)' }), Type.Null()]);
const When = Type.String({ format: 'date-time', maxLength: 40 });
const Seconds = Type.Number({ minimum: 0, maximum: 1_000_000 });

export const MineEntrySchema = Type.Object(
  { kind: Type.Enum(MINE_KINDS), id: SlugSchema, title: Title, picture: Picture, at: When },
  { additionalProperties: false },
);
export type MineEntry = Static<typeof MineEntrySchema>;

export const MineProgressSchema = Type.Object(
  {
    id: SlugSchema,
    title: Title,
    picture: Picture,
    position: Seconds,
    duration: Seconds,
    finished: Type.Boolean(),
    hidden: Type.Boolean(),
    at: When,
  },
  { additionalProperties: false },
);
export type MineProgress = Static<typeof MineProgressSchema>;

export const MineHistorySchema = Type.Object(
  { kind: Type.Enum(HISTORY_KINDS), id: SlugSchema, title: Title, at: When },
  { additionalProperties: false },
);
export type MineHistory = Static<typeof MineHistorySchema>;

/** Everything "My Efir" holds for a viewer, newest first in each part. */
export const MineDataSchema = Type.Object(
  {
    list: Type.Array(MineEntrySchema, { maxItems: MINE_LIMIT }),
    progress: Type.Array(MineProgressSchema, { maxItems: MINE_LIMIT }),
    history: Type.Array(MineHistorySchema, { maxItems: MINE_LIMIT }),
    /** Asked before history is first recorded: null until answered. */
    historyConsent: Type.Union([Type.Boolean(), Type.Null()]),
    historyPaused: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type MineData = Static<typeof MineDataSchema>;

/** Merges two copies of "My Efir" (the device's into the account's): one entry per item, the newest wins. */
export function mergeMine(a: MineData, b: MineData): MineData {
  const newest = <T extends { at: string }>(items: T[], key: (item: T) => string): T[] => {
    const byKey = new Map<string, T>();
    for (const item of items) {
      const k = key(item);
      const seen = byKey.get(k);
      if (!seen || Date.parse(item.at) > Date.parse(seen.at)) byKey.set(k, item);
    }
    return [...byKey.values()].sort((x, y) => Date.parse(y.at) - Date.parse(x.at)).slice(0, MINE_LIMIT);
  };
  return {
    list: newest([...a.list, ...b.list], (e) => `${e.kind}/${e.id}`),
    progress: newest([...a.progress, ...b.progress], (p) => p.id),
    history: newest([...a.history, ...b.history], (h) => `${h.kind}/${h.id}`),
    historyConsent: b.historyConsent ?? a.historyConsent,
    historyPaused: a.historyPaused || b.historyPaused,
  };
}
