import type { App, AppContext } from '../../context';
import { accountLimit } from '../../limits';
import { voters } from '../../voter';
import { commentRoutes } from './comments';
import { ENGAGE_LIMITS } from './common';
import { counterRoutes } from './counters';
import { pollRoutes } from './polls';

/**
 * Polls, likes, ratings (views), top lists and comments (spec §7 "Polls, ratings, likes"; issue
 * 8), under the API prefix. Who votes is decided by src/server/voter.ts (decision 016). `clock`
 * is the time of views' hours, comments and publication checks (tests move it).
 */
export async function engagementRoutes(app: App, ctx: AppContext, clock: () => Date = () => new Date()) {
  const deps = {
    voters: await voters(app, ctx),
    // One budget per address for votes, likes and comments together.
    writeLimit: accountLimit(app, ctx.config, 'engage', ENGAGE_LIMITS.writesPerClient),
    viewLimit: accountLimit(app, ctx.config, 'views', ENGAGE_LIMITS.viewsPerClient),
    clock,
  };
  await pollRoutes(app, ctx, deps);
  await counterRoutes(app, ctx, deps);
  await commentRoutes(app, ctx, deps);
}
