import { useT } from '@core/i18n/react';
import { ratingPercents } from '@core/rating';
import type { ContentDb } from '@core/schemas/content';
import { useHydrated, useNeed, useRuntime } from '../../runtime';
import type { DataNeed } from '../../types';
import { formatPercent } from './percent';
import './rating.css';

/** How many of a collection's most viewed items the shares are of (the top list's largest page). */
export const RATED_TOP = 100;

/** Spec §7 `stats.rating`: the most viewed items of a collection, a map of id to views. */
export const ratingStatsNeed = (db: ContentDb): DataNeed => ({
  path: 'stats.rating',
  query: { db, limit: RATED_TOP, return: 'assoc', sort: 'desc' },
});

/**
 * An item's rating "added on the client" (spec §3 Broadcast): its views as a share of the views of
 * its collection's most viewed items, in percent with one decimal (spec §9's rule, as the ratings
 * widget shows the channels: `ratingPercents`); 0 % for an item outside them. Read in the browser
 * once hydrated, never on the server: the server's HTML and the hydrating render both show the
 * placeholder, which keeps the value's room, and every card of a list shares the one read.
 * `labelled`: the value is said as "Rating: 12,5 %" (a card); without it, a fact whose term says so.
 */
export function RatingShare({ db, id, labelled = true }: { db: ContentDb; id: string; labelled?: boolean }) {
  const t = useT('kit.engage');
  const { lang } = useRuntime();
  const hydrated = useHydrated();
  const stats = useNeed<Record<string, number>>(hydrated ? ratingStatsNeed(db) : null);
  const map = stats.data?.data;
  if (!map) {
    return (
      <span className="c-rating c-rating--pending" aria-hidden="true">
        –
      </span>
    );
  }
  const percent = ratingPercents(map).find((share) => share.id === id)?.percent ?? 0;
  return (
    <span className="c-rating">
      {labelled && <span className="visually-hidden">{t('rating.label')}: </span>}
      {formatPercent(percent, lang)}
    </span>
  );
}
