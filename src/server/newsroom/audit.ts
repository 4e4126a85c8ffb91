import type { ContentAuditAction } from '@core/newsroom';
import { create } from 'jsondiffpatch';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema';

/** Anything that inserts: the database or a transaction of it (the row commits with the write). */
type Runner = Pick<Db, 'insert'>;

/** Who made a write: the signed-in account (null for the server itself: a scheduled publish, a seed). */
export interface Actor {
  id: string | null;
  name: string;
}

/** The server acting on its own (a job firing, an import by the command line). */
export const SYSTEM_ACTOR: Actor = { id: null, name: 'system' };

/** Arrays of objects with ids are matched by id, so a moved entry is a move, not a rewrite. */
const differ = create({
  objectHash: (item: object, index?: number) => {
    const id = (item as { id?: unknown; _id?: unknown }).id ?? (item as { _id?: unknown })._id;
    return typeof id === 'string' || typeof id === 'number' ? String(id) : `#${index ?? 0}`;
  },
  arrays: { detectMove: true },
});

/** The delta from `before` to `after` (jsondiffpatch's format), or null when nothing changed. */
export function auditDiff(before: unknown, after: unknown): unknown {
  return differ.diff(before ?? null, after ?? null) ?? null;
}

export interface AuditEntry {
  actor: Actor;
  action: ContentAuditAction;
  /** What was written: a newsroom type (`news`, …), `schedule`, `user`, `breaking`, `media`. */
  type: string;
  itemId: string;
  version?: number | null;
  before?: unknown;
  after?: unknown;
  note?: string;
}

/**
 * Records one write in the audit log, inside the write's own transaction (`tx`) so the row exists
 * exactly when the write does. The log is append-only (a trigger refuses UPDATE and DELETE).
 */
export async function recordAudit(tx: Runner, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actor.id,
    actorName: entry.actor.name,
    action: entry.action,
    type: entry.type,
    itemId: entry.itemId,
    version: entry.version ?? null,
    diff: auditDiff(entry.before, entry.after),
    note: entry.note ?? '',
  });
}
