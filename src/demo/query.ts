import type { Query } from '@core/query';
import { isIsoDate } from '@core/time';

/**
 * The demo API's reading of a call's querystring with the server's schema rules, its errors and
 * its envelope: apart from api.ts, which routes calls to content-api.ts and forms-api.ts, so that
 * they take these without importing api.ts back.
 */

/** SlugSchema of src/core/schemas/common.ts. */
const SLUG = /^[a-z0-9][a-z0-9-]{0,63}$/;
const ITEMS = /^[a-z0-9-]+(,[a-z0-9-]+)*$/;

/** A failed call, shaped like the runtime's errors: `status` is the HTTP status. */
export class DemoApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'DemoApiError';
    this.status = status;
  }
}

export interface Envelope<D, M = Record<string, unknown>> {
  data: D;
  meta: M;
}

/** Longest title filter once trimmed (src/server/routes/content/query.ts TITLE_FILTER_MAX). */
export const DEMO_TITLE_MAX = 100;

/** `count`, `page` and `items` of a list (ListQuerySchema of src/core/schemas/common.ts). */
export interface ListQuery {
  count?: number | 'all';
  page?: number;
  items?: string[];
}

/** The querystring of one call, read with the server's schema rules (unknown keys are refused). */
export class QueryReader {
  private readonly used = new Set<string>();
  constructor(private readonly query: Query) {}

  private raw(key: string): string | number | boolean | undefined {
    this.used.add(key);
    const v = this.query[key];
    return v === null || v === undefined ? undefined : v;
  }

  string(key: string, maxLength = 2000): string | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    const s = String(v);
    if (s.length > maxLength) throw bad(`querystring/${key} must NOT have more than ${maxLength} characters`);
    return s;
  }

  integer(key: string, min: number, max: number): number | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    const n = typeof v === 'number' ? v : /^-?\d+$/.test(String(v)) ? Number(v) : Number.NaN;
    if (!Number.isInteger(n)) throw bad(`querystring/${key} must be integer`);
    if (n < min) throw bad(`querystring/${key} must be >= ${min}`);
    if (n > max) throw bad(`querystring/${key} must be <= ${max}`);
    return n;
  }

  boolean(key: string): boolean | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    if (v === true || v === 'true') return true;
    if (v === false || v === 'false') return false;
    throw bad(`querystring/${key} must be boolean`);
  }

  oneOf<T extends string>(key: string, values: readonly T[]): T | undefined {
    const v = this.raw(key);
    if (v === undefined) return undefined;
    if (!(values as readonly unknown[]).includes(v))
      throw bad(`querystring/${key} must be one of ${values.join(', ')}`);
    return v as T;
  }

  /** A SlugSchema value (an id). */
  slug(key: string): string | undefined {
    const v = this.string(key, 64);
    if (v !== undefined && !SLUG.test(v)) throw bad(`querystring/${key} must match pattern "${SLUG.source}"`);
    return v;
  }

  /** A Tashkent calendar day (content/archive.ts `date`): the route's 400 naming `date` otherwise. */
  day(key: string): string | undefined {
    const v = this.string(key, 10);
    if (v === undefined) return undefined;
    if (!/^\d{4}-\d{2}-\d{2}$/.test(v))
      throw bad(`querystring/${key} must match pattern "^\\d{4}-\\d{2}-\\d{2}$"`);
    if (!isIsoDate(v)) throw bad(`Invalid query parameter "${key}": expected a calendar date as YYYY-MM-DD`);
    return v;
  }

  /** `count`: 1..1000 or `all`. */
  count(): number | 'all' | undefined {
    return this.raw('count') === 'all' ? 'all' : this.integer('count', 1, 1000);
  }

  /** `items`: comma-separated ids. */
  items(): string[] | undefined {
    const v = this.string('items', 2000);
    if (v !== undefined && !ITEMS.test(v))
      throw bad(`querystring/items must match pattern "${ITEMS.source}"`);
    return v?.split(',');
  }

  list(): ListQuery {
    return { count: this.count(), page: this.integer('page', 1, 100000), items: this.items() };
  }

  /**
   * The title filter of content lists (src/server/routes/content/query.ts titleFilter): trimmed,
   * 1..100 characters, or null without one.
   */
  title(): string | null {
    const raw = this.string('title', 1000);
    if (raw === undefined) return null;
    const text = raw.trim();
    if (text.length < 1 || text.length > DEMO_TITLE_MAX)
      throw bad(`Invalid query parameter "title": must be 1 to ${DEMO_TITLE_MAX} characters once trimmed`);
    return text;
  }

  /** Like the server (`removeAdditional: false`): a query field the route does not declare is refused. */
  done(): void {
    for (const key of Object.keys(this.query)) {
      if (this.query[key] !== undefined && !this.used.has(key)) {
        throw bad(`querystring must NOT have additional properties ("${key}")`);
      }
    }
  }
}

const bad = (message: string) => new DemoApiError(400, message);
