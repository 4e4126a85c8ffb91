import { FORM_NAMES, type FormName, SUBMISSION_STATUSES, type SubmissionStatus } from '@core/schemas/forms';
import { parsePage, SLUG } from '../_kit/list/pages';
import type { Query } from '../runtime';

/** The newsroom's filters (`GET {product}.form`), as the address holds them. */
export interface Filters {
  /** One form; every form when absent. */
  form?: FormName;
  status?: SubmissionStatus;
  channel?: string;
  /** Sent on or after / on or before, Tashkent dates `YYYY-MM-DD`. */
  from?: string;
  to?: string;
  page: number;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

const oneOf = <T extends string>(values: readonly T[], raw: string | null): T | undefined =>
  (values as readonly (string | null)[]).includes(raw) ? (raw as T) : undefined;

/**
 * The filters of the address (`?form=&status=&channel=&from=&to=&page=`); a malformed value is
 * left out rather than sent (the API would refuse it), the form falling back to `fallback` (every
 * form when none).
 */
export function readFilters(search: URLSearchParams, fallback?: FormName): Filters {
  const channel = search.get('channel') ?? '';
  const from = search.get('from') ?? '';
  const to = search.get('to') ?? '';
  return {
    form: oneOf(FORM_NAMES, search.get('form')) ?? fallback,
    status: oneOf(SUBMISSION_STATUSES, search.get('status')),
    channel: SLUG.test(channel) ? channel : undefined,
    from: DAY.test(from) ? from : undefined,
    to: DAY.test(to) ? to : undefined,
    page: parsePage(search.get('page')) ?? 1,
  };
}

/** The filters as an address query (page 1 left out). */
export function filtersSearch(filters: Filters): URLSearchParams {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === '' || (key === 'page' && value === 1)) continue;
    search.set(key, String(value));
  }
  return search;
}

/** The filters of the API's query (the list adds page and count, the CSV export not). */
export function filterQuery({ form, status, channel, from, to }: Filters): Query {
  return { form, status, channel, from, to };
}
