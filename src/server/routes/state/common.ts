import { PAGE_STATES } from '@core/routes';
import { I18nTextSchema } from '@core/schemas/common';
import type { StateLayout } from '@core/schemas/layout';
import { WIDGET_META } from '@widgets/meta';
import { checkLayout, type LayoutIssue } from '@widgets/validate';
import type { FastifyReply } from 'fastify';
import Type from 'typebox';
import type { stateLayouts } from '../../db/schema';

/** The page states of the route table: the only states a layout is stored for. */
export const KNOWN_STATES: ReadonlySet<string> = new Set(PAGE_STATES);

export const StateLayoutOut = Type.Object({
  _id: Type.String(),
  title: I18nTextSchema,
  state: Type.String(),
  order: Type.Integer(),
  layout: Type.Object({
    component: Type.Literal('stateLayout'),
    params: Type.Object({ layout: Type.String(), components: Type.Array(Type.Unknown()) }),
  }),
  is_new: Type.Boolean(),
  regeneration: Type.Boolean(),
});

export const StateMeta = Type.Object({
  source: Type.Union([Type.Literal('stored'), Type.Literal('default'), Type.Literal('draft')]),
  revision: Type.Integer(),
  updated_at: Type.Union([Type.String(), Type.Null()]),
  /** Components that cannot render, by id, with the reason (admins see it; visitors see the rest). */
  invalid: Type.Record(Type.String(), Type.String()),
});

export const UserRef = Type.Object({
  _id: Type.String(),
  username: Type.String(),
  displayName: Type.String(),
});

export function fromRow(row: typeof stateLayouts.$inferSelect): StateLayout {
  return {
    title: row.title,
    state: row.state,
    order: row.order,
    layout: row.layout,
    is_new: row.isNew,
    regeneration: row.regeneration,
  };
}

/** A document migrated to the registry's current versions (as it is served), or itself if it cannot be. */
export function migrated(doc: StateLayout): StateLayout {
  return checkLayout(doc, WIDGET_META).document ?? doc;
}

/**
 * The ETag of a layout version (issue 9, docs/decisions/019): `W/"r{revision}.{hash}"`. The
 * revision is what `If-Match` is checked on (0: no stored record, the default layout serves);
 * the hash part (the served body's, `w` after a write, `d{n}` for a draft) only keeps `304`s
 * exact when the body changes without a new revision (a deploy's migrations).
 */
export function layoutEtag(revision: number, tail: string): string {
  return `W/"r${revision}.${tail}"`;
}

/**
 * The revisions an `If-Match` names: `'*'` (any current version), a list of revision numbers
 * (tags not made by `layoutEtag` name none), or null when the header is absent or empty.
 */
export function ifMatchRevisions(header: string | string[] | undefined): '*' | number[] | null {
  const value = Array.isArray(header) ? header.join(',') : header;
  if (!value?.trim()) return null;
  if (value.trim() === '*') return '*';
  const revisions: number[] = [];
  for (const tag of value.split(',')) {
    const match = /^\s*(?:W\/)?"r(\d{1,9})\.[^"]*"\s*$/.exec(tag);
    if (match) revisions.push(Number(match[1]));
  }
  return revisions;
}

/** `?draft=1` (or `true`): the draft instead of the published layout. */
export const DraftFlag = Type.Optional(
  Type.Union([Type.Literal('1'), Type.Literal('0'), Type.Literal('true'), Type.Literal('false')], {
    description: '1 or true: the draft (admins only) instead of the published layout',
  }),
);
export const isDraft = (flag: string | undefined) => flag === '1' || flag === 'true';

/** `meta.invalid` of a layout read: the first issue of each component that cannot render, by id. */
export function invalidById(issues: readonly LayoutIssue[]): Record<string, string> {
  const invalid: Record<string, string> = {};
  for (const issue of issues)
    if (issue.componentId && !(issue.componentId in invalid)) invalid[issue.componentId] = issue.message;
  return invalid;
}

/** A refusal with a body of its own (400 with issues, 409 with the current layout). */
export class Refusal extends Error {
  constructor(
    readonly statusCode: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

export const layoutError = (message: string, issues: LayoutIssue[] = []) =>
  new Refusal(400, {
    message,
    issues: issues.map(({ path, componentId, component, field, message: m }) => ({
      path,
      ...(componentId ? { componentId } : {}),
      ...(component ? { component } : {}),
      ...(field ? { field } : {}),
      message: m,
    })),
  });

/** Answers a refusal with its own body; other errors go to the app's handler. */
export async function answering<T>(reply: FastifyReply, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    if (err instanceof Refusal)
      return reply.code(err.statusCode).header('cache-control', 'no-store').send(err.body) as never;
    throw err;
  }
}
