import type { LayoutIssueSchema, RevisionSummary, StateLayout } from '@core/schemas/layout';
import type { Static } from 'typebox';
import { api, errorMessage, QUIET } from '../api/http';
import { type LayoutRead, readLayout, takeAnsweredLayoutRead, takeEarlyLayoutRead } from './early-read';

/**
 * The editor's calls (docs/decisions/019-layout-writes.md): the layout with its ETag, the draft,
 * saves with `If-Match`, the revisions and a restore. Refusals the editor shows itself (400 with
 * issues, 409 with the current version) come back as values, not as toasts.
 */

export type LayoutIssue = Static<typeof LayoutIssueSchema>;

export interface UserRef {
  _id: string;
  username: string;
  displayName: string;
}

/** A version of a page's layout as the editor starts from it. */
export interface Loaded {
  layout: StateLayout;
  /** `stored`: a server record exists (save with PUT); `default`: the code's layout (POST). */
  source: 'stored' | 'default' | 'draft';
  etag: string;
  revision: number;
  updatedAt: string | null;
}

interface ReadBody {
  data: StateLayout & { _id?: string };
  meta: { source: Loaded['source']; revision: number; updated_at: string | null };
}

const quiet = { [QUIET]: '1' };

/** The document without the server's `_id`: what a write sends. */
export function documentOf(data: StateLayout & { _id?: string }): StateLayout {
  const { _id, ...doc } = data;
  return doc;
}

/** A 200's read as the editor starts from it. */
function loadedOf({ response, body }: LayoutRead): Loaded {
  const { data, meta } = body as ReadBody;
  return {
    layout: documentOf(data),
    source: meta.source,
    etag: response.headers.get('etag') ?? '',
    revision: meta.revision,
    updatedAt: meta.updated_at,
  };
}

async function read(request: Promise<LayoutRead>): Promise<Loaded | null> {
  const done = await request;
  if (done.response.status === 404) return null;
  if (!done.response.ok) throw new Error(await errorMessage(done.response));
  return loadedOf(done);
}

/** The published layout of a state, fresh from the server (not from a cache), with its ETag. */
export async function loadLayout(state: string): Promise<Loaded> {
  // An editor link's read, started at the browser's start (load.ts), or a new one.
  const loaded = await read(takeEarlyLayoutRead(state) ?? readLayout(`state/${state}.json`));
  if (!loaded) throw new Error(`no layout for ${state}`);
  return loaded;
}

/**
 * An editor link's read of the layout, when it has already been answered: the editor opens on it
 * in its first render (EditorHost's `initialData`), without waiting a turn for the query.
 */
export function layoutReadEarly(state: string): Loaded | undefined {
  const done = takeAnsweredLayoutRead(state);
  return done ? loadedOf(done) : undefined;
}

/** The latest draft of a state, or null when there is none. */
export function loadDraft(state: string): Promise<Loaded | null> {
  return read(readLayout(`state/${state}.json?draft=1`));
}

export interface SaveMeta {
  revision: number;
  updated_at: string;
  draft: boolean;
  revision_id: number;
  etag: string;
  summary: RevisionSummary;
}

export type SaveResult =
  | { kind: 'saved'; message: string; layout: StateLayout; meta: SaveMeta }
  | { kind: 'invalid'; message: string; issues: LayoutIssue[] }
  | {
      kind: 'conflict';
      message: string;
      layout: StateLayout;
      meta: { revision: number; updated_at: string | null; updated_by: UserRef | null; etag: string };
    }
  | { kind: 'failed'; status: number; message: string };

async function answer(response: Response): Promise<SaveResult> {
  if (response.ok) {
    const body = (await response.json()) as { message: string; data: StateLayout; meta: SaveMeta };
    return { kind: 'saved', message: body.message, layout: documentOf(body.data), meta: body.meta };
  }
  if (response.status === 400) {
    const body = (await response.clone().json()) as { message: string; issues?: LayoutIssue[] };
    return { kind: 'invalid', message: body.message, issues: body.issues ?? [] };
  }
  if (response.status === 409) {
    const body = (await response.json()) as Extract<SaveResult, { kind: 'conflict' }> & {
      data: StateLayout;
    };
    return { kind: 'conflict', message: body.message, layout: documentOf(body.data), meta: body.meta };
  }
  return { kind: 'failed', status: response.status, message: await errorMessage(response) };
}

/**
 * Saves a layout: POST when the state has no server record ('Добавлен'), PUT otherwise
 * ('Сохранен'); `draft` keeps a draft instead of publishing. `etag` is the version it started from.
 */
export async function saveLayout(
  layout: StateLayout,
  { create, etag, draft }: { create: boolean; etag: string; draft: boolean },
): Promise<SaveResult> {
  const path = create ? 'state.json' : `state/${layout.state}.json`;
  const response = await api(path, {
    method: create ? 'post' : 'put',
    json: layout,
    searchParams: draft ? { draft: '1' } : {},
    headers: { ...quiet, 'if-match': etag },
    throwHttpErrors: false,
    retry: 0,
  });
  return answer(response);
}

export interface Revision {
  _id: number;
  state: string;
  revision: number;
  status: 'draft' | 'published';
  summary: RevisionSummary;
  author: UserRef | null;
  created_at: string;
}

export interface RevisionPage {
  data: Revision[];
  meta: { total: number; page: number; pages: number; count: number };
}

export async function listRevisions(state: string, page = 1): Promise<RevisionPage> {
  return api
    .get(`state/${state}/revisions.json`, { searchParams: { page, count: 10 }, cache: 'no-store' })
    .json<RevisionPage>();
}

/** One saved version's document (to open it in the editor). */
export async function loadRevision(state: string, id: number): Promise<StateLayout> {
  const body = await api
    .get(`state/${state}/revisions/${id}.json`, { cache: 'no-store' })
    .json<{ data: StateLayout & { _id?: string } }>();
  return documentOf(body.data);
}

/** Publishes a saved version again, as a new revision. */
export async function restoreRevision(state: string, id: number, etag: string): Promise<SaveResult> {
  const response = await api.post(`state/${state}/revisions/${id}/restore.json`, {
    headers: { ...quiet, 'if-match': etag },
    throwHttpErrors: false,
    retry: 0,
  });
  return answer(response);
}
