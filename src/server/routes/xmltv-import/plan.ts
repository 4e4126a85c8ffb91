import { and, gte, inArray, lte } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { channels, schedules } from '../../db/schema';
import { badRequest } from '../../http';
import { dayEtag, knownBroadcasts, type Tx } from '../../newsroom/schedule-days';
import {
  changes,
  type DayDiff,
  diffDay,
  listingDays,
  type ParsedListing,
  suggestMapping,
} from '../../newsroom/xmltv-import';
import { say } from '../../texts';
import { type Mapping, sha } from './receive';

/**
 * The XMLTV import's plan (decision 035): the channels mapped, and per mapped channel and
 * Tashkent day what the file would add, change and remove against the stored day, with the
 * `base` (the version of the days compared) a commit must send back.
 */

/**
 * What importing `listing` under `wanted` (else the suggested mapping) changes: every mapped
 * channel's day of the file against the stored one (`lock`: rows locked for the commit).
 */
export async function plan(
  request: FastifyRequest,
  tx: Tx | Db,
  listing: ParsedListing,
  wanted: Mapping | null,
  lock: boolean,
) {
  const ours = await tx.select({ id: channels.id, title: channels.title }).from(channels);
  const ids = new Set(ours.map((c) => c.id));
  const suggested = suggestMapping(listing.channels, ours);
  const mapping: Mapping = {};
  for (const c of listing.channels) {
    const target = wanted ? (wanted[c.id] ?? null) : (suggested[c.id] ?? null);
    if (target && !ids.has(target))
      throw badRequest(say(request, 'import.unknownChannel', { channel: target, source: c.id }), 'mapping');
    mapping[c.id] = target;
  }
  const candidates = listing.programmes.flatMap((p) =>
    mapping[p.channel] ? p.urls.map((u) => /\/broadcast\/([a-z0-9][a-z0-9-]{0,63})\/?/.exec(u)?.[1]) : [],
  );
  const known = await knownBroadcasts(tx, candidates);
  const days = listingDays(
    listing,
    mapping,
    (id) => known.has(id),
    (id) => known.get(id) ?? null,
  );
  const keys = [...days.keys()].sort();
  const dates = keys.map((k) => k.split(' ')[1] as string);
  const mapped = [...new Set(keys.map((k) => k.split(' ')[0] as string))];
  const stored = new Map<string, (typeof schedules.$inferSelect)['items']>();
  if (keys.length > 0) {
    const query = tx
      .select({ channel: schedules.channel, date: schedules.date, items: schedules.items })
      .from(schedules)
      .where(
        and(
          inArray(schedules.channel, mapped),
          gte(
            schedules.date,
            dates.reduce((a, b) => (a < b ? a : b)),
          ),
          lte(
            schedules.date,
            dates.reduce((a, b) => (a > b ? a : b)),
          ),
        ),
      );
    for (const row of lock ? await query.for('update') : await query)
      stored.set(`${row.channel} ${row.date}`, row.items);
  }
  const diffs: (DayDiff & { existed: boolean; before: unknown[] })[] = keys.map((key) => {
    const [channel, date] = key.split(' ') as [string, string];
    const items = stored.get(key);
    return {
      ...diffDay(channel, date, items ?? [], days.get(key) ?? []),
      existed: items !== undefined,
      before: items ?? [],
    };
  });
  const base = sha(JSON.stringify(keys.map((k) => [k, dayEtag(stored.get(k) ?? [])])));
  const changed = diffs.filter(changes);
  const totals = {
    days: diffs.length,
    changed_days: changed.length,
    added: changed.reduce((n, d) => n + d.added.length, 0),
    changed: changed.reduce((n, d) => n + d.changed.length, 0),
    removed: changed.reduce((n, d) => n + d.removed.length, 0),
  };
  return { ours, mapping, changed, base, totals };
}
