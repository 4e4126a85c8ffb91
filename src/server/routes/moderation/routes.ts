import { signedIn } from '../../auth/access';
import type { App, AppContext } from '../../context';
import { accountLimit } from '../../limits';
import { actionRoutes } from './actions';
import { MODERATION_LIMITS } from './common';
import { overviewRoutes } from './overview';
import { reportRoutes } from './report';

/**
 * Moderation of the chat and the comments (issue 25; decision 031). Signed-in users report a
 * message or a comment (report.ts); moderators (`canModerate`) read everything to act on and page
 * the audit log (overview.ts), remove a reported item or dismiss its report, approve or reject
 * what the word filter held back, ban a user from the chat and the comments for a time and lift a
 * ban, and edit the word filter (actions.ts). Access is checked before the input
 * (auth/access.ts); every action is written to the audit log.
 */
export async function moderationRoutes(app: App, ctx: AppContext) {
  const deps = {
    ctx,
    reportLimit: accountLimit(
      app,
      ctx.config,
      'report-user',
      MODERATION_LIMITS.reportsPerUser,
      (request) => signedIn(request).user.id,
    ),
    actionLimit: accountLimit(
      app,
      ctx.config,
      'moderation',
      MODERATION_LIMITS.actionsPerModerator,
      (request) => signedIn(request).user.id,
    ),
  };
  await reportRoutes(app, deps);
  await overviewRoutes(app, deps);
  await actionRoutes(app, deps);
}

export { MODERATION_LIMITS };
