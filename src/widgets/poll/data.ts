import { inPageLanguage } from '@core/first-read';
import type { DataNeed, LoadContext } from '../types';
import type { PollParams } from './meta';

const ID = /^[a-z0-9][a-z0-9-]{0,63}$/;

/**
 * The poll shown (spec §7 `GET /poll/{id}.json`): the page's `:id` with `fromRoute`, else the
 * `poll` param, else `last` (spec §4: the latest poll).
 */
export function pollNeed(params: PollParams, ctx: Pick<LoadContext, 'routeParams'>): DataNeed {
  const fromRoute = params.fromRoute ? ctx.routeParams.id : undefined;
  const id = [fromRoute, params.poll].find((v) => v !== undefined && ID.test(v)) ?? 'last';
  // The page embeds it in its language (`first`); a vote replaces it with the whole answer.
  return { path: `poll/${id}.json`, first: inPageLanguage };
}

export const load = (params: PollParams, ctx: LoadContext): DataNeed[] => [pollNeed(params, ctx)];
