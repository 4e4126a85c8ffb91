import { api, QUIET } from '../api/http';

/**
 * The editor's layout reads (its own, fresh and quiet) and the one a link that opens the editor
 * starts at the browser's start (load.ts startEditorFromUrl), which the editor takes (api.ts).
 * Apart from load.ts, which loads the editor's chunks, so that the editor imports it without a cycle.
 */

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

/** Starts the early read of `state`'s layout, unless one is waiting already (load.ts startEditorFromUrl). */
export function startEarlyLayoutRead(state: string): void {
  if (early.has(state)) return;
  const read: EarlyRead = { read: readLayout(`state/${state}.json`) };
  // The editor's read that takes it handles a failure.
  read.read.then(
    (done) => (read.answered = done),
    () => {},
  );
  early.set(state, read);
}
