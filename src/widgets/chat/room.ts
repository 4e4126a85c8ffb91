import { CHAT_ROOM_PATTERN, GENERAL_ROOM } from '@core/live';
import type { LoadContext } from '../types';
import type { ChatParams } from './meta';

/**
 * The room a chat block joins: the page's `:id` when placed with `fromRoute` (a channel's chat
 * beside its player; pages without a usable id fall back), else its `room`, else the general room.
 */
export function chatRoom(params: ChatParams, ctx: Pick<LoadContext, 'routeParams'>): string {
  const fromRoute = params.fromRoute ? ctx.routeParams.id : undefined;
  if (fromRoute && CHAT_ROOM_PATTERN.test(fromRoute)) return fromRoute;
  return params.room && CHAT_ROOM_PATTERN.test(params.room) ? params.room : GENERAL_ROOM;
}
