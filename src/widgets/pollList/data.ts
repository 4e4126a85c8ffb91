import { PAGE_SIZE } from '../_kit/list/sizes';
import { listSource } from '../_kit/list/source';

/** The kinds of poll the list filters by (src/core/schemas/content.ts POLL_KINDS; no schema here: loads.ts stays light). */
const KINDS: readonly string[] = ['checkbox', 'radio'];

/**
 * A page of polls, newest first (`GET /poll.json`, without the product prefix, as the poll's own
 * calls): `type` (`checkbox` or `radio`, the poll's kind, not a channel type), `page` and `title`
 * of the query override the params; a malformed one sends the visitor to the bad-request page.
 */
export const source = listSource({
  resource: 'poll.json',
  global: true,
  pageSize: PAGE_SIZE.poll,
  query: (params: { type?: string }, _request, ctx) => {
    const type = ctx.search.get('type') || undefined;
    if (type !== undefined && !KINDS.includes(type)) return null;
    return { type: type ?? params.type };
  },
});

export const load = source.load;
