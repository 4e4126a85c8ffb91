import { useT } from '@core/i18n/react';
import { Link } from '@core/router';
import { type ReactNode, useId } from 'react';
import { useNeed } from '../../runtime';
import type { DataNeed } from '../../types';
import '../list/list.css';

import { RELATED_COUNT } from '../list/sizes';

/**
 * Items like the one a detail page shows (issue 24): a heading, a few cards and a "see all" link
 * to the section (filtered where it can be). The read is declared with the view's own (`?related=`:
 * the server leaves the item itself out), so the server renders it; itself is left out here too,
 * whatever answers. Nothing at all when nothing is like it.
 */
export function Related<T extends { _id: string }>({
  need,
  self,
  heading,
  more,
  item,
}: {
  need: DataNeed;
  /** The id of the item shown: never among its related items. */
  self: string;
  heading: string;
  /** The section's list the "see all" link leads to. */
  more: string;
  item: (item: T, index: number) => ReactNode;
}) {
  const t = useT('kit.content');
  const headingId = useId();
  const list = useNeed<T[]>(need);
  const items = (list.data?.data ?? []).filter((it) => it._id !== self).slice(0, RELATED_COUNT);
  if (items.length === 0) return null;
  return (
    <section className="c-related" aria-labelledby={headingId}>
      <h2 id={headingId} className="c-related__title">
        {heading}
      </h2>
      <ul className="l-list__items l-list__items--cards c-related__items">{items.map(item)}</ul>
      <Link className="l-list__more" to={more} aria-label={t('related.seeAllOf', { title: heading })}>
        {t('related.seeAll')}
      </Link>
    </section>
  );
}
