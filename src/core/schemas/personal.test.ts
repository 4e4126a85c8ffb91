import { describe, expect, it } from 'vitest';
import { EMPTY_MINE } from '../personal';
import { type MineData, type MineHistory, mergeMine } from './personal';

const at = (minutesAgo: number) => new Date(Date.UTC(2026, 0, 1, 12) - minutesAgo * 60_000).toISOString();
const mine = (history: MineHistory[]): MineData => ({ ...EMPTY_MINE, history, historyConsent: true });

describe('mergeMine', () => {
  it('keeps live channels and recordings apart in history: one entry per kind and id, the newest time', () => {
    const account = mine([
      { kind: 'channel', id: 'yoshlar', title: 'Ёшлар', at: at(30) },
      { kind: 'archive', id: 'axborot', title: 'Ахборот', at: at(5) },
    ]);
    const device = mine([
      { kind: 'channel', id: 'yoshlar', title: 'Ёшлар', at: at(1) },
      { kind: 'archive', id: 'yoshlar', title: 'Ёшлар ёзуви', at: at(10) },
      { kind: 'channel', id: 'axborot', title: 'Ахборот канали', at: at(20) },
    ]);
    const merged = mergeMine(account, device);
    expect(merged.history.map((h) => `${h.kind}/${h.id}@${h.at}`)).toEqual([
      `channel/yoshlar@${at(1)}`,
      `archive/axborot@${at(5)}`,
      `archive/yoshlar@${at(10)}`,
      `channel/axborot@${at(20)}`,
    ]);
    // Merging again changes nothing.
    expect(mergeMine(merged, device)).toEqual(merged);
  });

  it('a pause on either side pauses the merged history', () => {
    const merged = mergeMine(
      { ...mine([]), historyPaused: false },
      { ...mine([]), historyConsent: false, historyPaused: true },
    );
    expect(merged.historyPaused).toBe(true);
  });
});
