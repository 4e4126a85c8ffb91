import { API_PREFIX } from '@core/api-prefix';
import { EMPTY_MINE, isFinished, MINE_LIMIT } from '@core/personal';
import type { MineData, MineEntry, MineHistory, MineProgress } from '@core/schemas/personal';
import { useEffect, useSyncExternalStore } from 'react';
import { useRuntime, type WidgetRuntime } from '../../runtime';
import { useSession } from '../../session';

/**
 * "My Efir" in the browser (issue 28, decision 042): my list, continue watching and history.
 * Without an account it lives on the device (local storage, `efir.mine`); signed in, in the
 * account (the API's `my/…`), and what the device kept before is merged into it once (then
 * cleared here). The server's pages are anonymous and cached, so everything personal is read
 * after hydration: the server and the first render see nothing (`ready: false`).
 */
export const MINE_STORAGE_KEY = 'efir.mine';

type Account = { send: WidgetRuntime['send']; getJson: WidgetRuntime['getJson']; token: () => string | null };
export interface MineState extends MineData {
  /** Read (from the device or the account): before that, nothing is shown. */
  ready: boolean;
  /** `account` once signed in, else `device`. */
  where: 'device' | 'account' | null;
}

const SERVER: MineState = { ...EMPTY_MINE, ready: false, where: null };
let state: MineState = SERVER;
let account: Account | null = null;
let connected: string | null = null;
const listeners = new Set<() => void>();

function set(next: Partial<MineState>) {
  state = { ...state, ...next };
  if (state.where === 'device') writeLocal(state);
  for (const l of listeners) l();
}

function readLocal(): MineData {
  try {
    const raw = localStorage.getItem(MINE_STORAGE_KEY);
    if (!raw) return EMPTY_MINE;
    const v = JSON.parse(raw) as Partial<MineData>;
    return {
      list: Array.isArray(v.list) ? v.list : [],
      progress: Array.isArray(v.progress) ? v.progress : [],
      history: Array.isArray(v.history) ? v.history : [],
      historyConsent: typeof v.historyConsent === 'boolean' ? v.historyConsent : null,
      historyPaused: v.historyPaused === true,
    };
  } catch {
    return EMPTY_MINE;
  }
}

function writeLocal(data: MineData) {
  const { list, progress, history, historyConsent, historyPaused } = data;
  try {
    localStorage.setItem(
      MINE_STORAGE_KEY,
      JSON.stringify({ list, progress, history, historyConsent, historyPaused }),
    );
  } catch {
    // Storage full or refused (private mode): kept for this page only.
  }
}

const isEmpty = (d: MineData) =>
  d.list.length === 0 && d.progress.length === 0 && d.history.length === 0 && d.historyConsent === null;

/** Reads "My Efir" for the session: the device's, or the account's (merging the device's in first). */
export async function connect(key: string, next: Account | null): Promise<void> {
  if (connected === key) return;
  connected = key;
  account = next;
  if (!next) return set({ ...readLocal(), ready: true, where: 'device' });
  const local = readLocal();
  try {
    const answer = isEmpty(local)
      ? await next.getJson<{ data: MineData }>('my/efir.json', undefined, { quiet: true })
      : await next.send<{ data: MineData }>('POST', 'my/merge.json', local, { quiet: true });
    if (!isEmpty(local)) localStorage.removeItem(MINE_STORAGE_KEY);
    if (connected === key) set({ ...answer.data, ready: true, where: 'account' });
  } catch {
    if (connected === key) set({ ...EMPTY_MINE, ready: true, where: 'account' });
  }
}

/** Reads the account's copy again (a position saved on another device a moment ago). */
export async function refreshMine(): Promise<void> {
  if (!account || state.where !== 'account') return;
  try {
    const answer = await account.getJson<{ data: MineData }>('my/efir.json', undefined, { quiet: true });
    set({ ...answer.data });
  } catch {
    // Keeps what it has.
  }
}

const now = () => new Date().toISOString();
const enc = encodeURIComponent;
const send = (method: 'PUT' | 'POST' | 'DELETE', path: string, body?: unknown) =>
  account?.send(method, path, body, { quiet: true }).catch(() => undefined);

export function inList(kind: MineEntry['kind'], id: string, data: MineData = state): boolean {
  return data.list.some((e) => e.kind === kind && e.id === id);
}

/** Adds an item to my list, or takes it off when it is there; says whether it is there now. */
export function toggleList(entry: Omit<MineEntry, 'at'>): boolean {
  const there = inList(entry.kind, entry.id);
  const path = `my/list/${entry.kind}/${enc(entry.id)}.json`;
  if (there) {
    set({ list: state.list.filter((e) => !(e.kind === entry.kind && e.id === entry.id)) });
    void send('DELETE', path);
  } else {
    const added = { ...entry, at: now() };
    set({ list: [added, ...state.list].slice(0, MINE_LIMIT) });
    void send('PUT', path, { title: added.title, picture: added.picture, at: added.at });
  }
  return !there;
}

/**
 * Saves the position in a recording. `leaving`: the page is being hidden, so the write must
 * outlive it (a keepalive request, which unlike `sendBeacon` carries the bearer token).
 */
export function saveProgress(p: Omit<MineProgress, 'at' | 'finished' | 'hidden'>, leaving = false): void {
  if (!(p.duration > 0)) return;
  const entry: MineProgress = {
    ...p,
    position: Math.min(p.position, p.duration),
    finished: isFinished(p.position, p.duration),
    hidden: false,
    at: now(),
  };
  set({ progress: [entry, ...state.progress.filter((x) => x.id !== p.id)].slice(0, MINE_LIMIT) });
  if (state.where !== 'account' || !account) return;
  const { id, ...body } = entry;
  const path = `my/progress/${enc(id)}.json`;
  if (!leaving) return void send('PUT', path, body);
  const token = account.token();
  if (!token) return;
  void fetch(`${API_PREFIX}/${path}`, {
    method: 'PUT',
    keepalive: true,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  }).catch(() => {});
}

/** Takes a recording off "continue watching" without marking it watched. */
export function hideProgress(id: string): void {
  set({ progress: state.progress.map((p) => (p.id === id ? { ...p, hidden: true } : p)) });
  void send('DELETE', `my/progress/${enc(id)}.json`);
}

/** The saved position of a recording worth resuming (not finished), or null. */
export function resumePoint(id: string, data: MineData = state): MineProgress | null {
  const p = data.progress.find((x) => x.id === id);
  return p && !p.finished && p.position >= 5 ? p : null;
}

/** What "continue watching" shows: started, not finished, not taken off the row. */
export function continueItems(data: MineData): MineProgress[] {
  return data.progress.filter((p) => !p.finished && !p.hidden && p.position > 0);
}

/** Records a watched item, when the viewer agreed to history and has not paused it. */
export function recordHistory(h: Omit<MineHistory, 'at'>): void {
  if (state.historyConsent !== true || state.historyPaused) return;
  const entry = { ...h, at: now() };
  set({
    history: [entry, ...state.history.filter((x) => !(x.kind === h.kind && x.id === h.id))].slice(
      0,
      MINE_LIMIT,
    ),
  });
  void send('PUT', `my/history/${h.kind}/${enc(h.id)}.json`, { title: entry.title, at: entry.at });
}

export function removeHistory(kind: MineHistory['kind'], id: string): void {
  set({ history: state.history.filter((x) => !(x.kind === kind && x.id === id)) });
  void send('DELETE', `my/history/${kind}/${enc(id)}.json`);
}

export function clearHistory(): void {
  set({ history: [] });
  void send('DELETE', 'my/history.json');
}

/** Answers the consent question, or pauses and resumes history. */
export function historySettings(settings: { historyConsent?: boolean; historyPaused?: boolean }): void {
  set(settings);
  void send('PUT', 'my/history/settings.json', settings);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** "My Efir" of this viewer: nothing on the server and at hydration, then the device's or the account's. */
export function useMine(): MineState {
  const runtime = useRuntime();
  const session = useSession();
  const userId = session.user?._id ?? null;
  useEffect(() => {
    if (session.status !== 'known') return;
    void connect(
      userId ?? 'device',
      userId ? { send: runtime.send, getJson: runtime.getJson, token: () => session.token() } : null,
    );
  }, [session, userId, runtime]);
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => SERVER,
  );
}

/** Forgets the account's copy (tests; signing out reloads the page anyway). */
export function resetMine(): void {
  state = SERVER;
  account = null;
  connected = null;
}
