import type { NewsroomItem } from '@core/schemas/newsroom';

/**
 * The newsroom's refusals (decision 033): a write the service will not make, with its status,
 * message key and values; the route words it in the request's language.
 */

/** A refusal with its status, message key and values; the route words it in the request's language. */
export class NewsroomRefusal extends Error {
  constructor(
    readonly status: 400 | 404 | 409 | 428,
    readonly key: RefusalKey,
    readonly vars: Record<string, string | number> = {},
    readonly field?: string,
    /** A 409's item as it is now. */
    readonly current?: NewsroomItem,
  ) {
    super(key);
  }
}
export type RefusalKey =
  | 'notFound'
  | 'exists'
  | 'conflict'
  | 'idMismatch'
  | 'streamOrigin'
  | 'publishAtRequired'
  | 'publishAtPast'
  | 'unpublishBefore'
  | 'referenceMissing'
  | 'subtitlesTwice';
