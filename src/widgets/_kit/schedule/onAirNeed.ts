import { onAirAtMinute, onAirSpan } from '@core/onair';
import { broadcastClock } from '@core/time';
import type { DataNeed, LoadContext } from '../../types';

/**
 * Each visible channel (of one type, or all) in order, with today's entries (the Tashkent date of
 * `ctx.now`) from this hour for two hours (`onAirSpan`: what is on now at any minute until the
 * next question), in one answer trimmed to what the on-air widgets show (`onair.json`, issue 23).
 * The page embeds of it what its minute shows (`first`: each channel's current entry and the next,
 * and the picture of the hero's channel's current one); the browser reads the two hours once
 * hydrated. The home's rail and hero ask the same need: one read, embedded once.
 */
export function onAirNeed(
  { type, pictured }: { type?: 'tv' | 'radio' | undefined; pictured?: string | undefined },
  ctx: Pick<LoadContext, 'product' | 'now'>,
): DataNeed {
  const clock = broadcastClock(ctx.now);
  return {
    path: `${ctx.product}/onair.json`,
    query: { date: clock.date, ...(type ? { type } : {}), ...onAirSpan(clock.seconds) },
    first: onAirAtMinute(Math.floor(clock.seconds / 60), pictured),
  };
}
