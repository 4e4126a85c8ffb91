import type { Namespace } from '@core/i18n/keys';
import { type TextKey, type Texts, useT } from '@core/i18n/react';
import type { I18nText, Lang } from '@core/lang';
import type { ListMeta } from '@core/schemas/common';
import type { ComponentType, ReactNode } from 'react';
import { useRuntime } from '../../runtime';
import type { WidgetProps } from '../../types';
import { ListFrame, type ListLayout } from './ListFrame';
import type { ListRequest } from './pages';
import type { ListParams, ListSource } from './source';
import { useListPage } from './useListPage';

/** What an item of a section list is drawn with, beside the item itself. */
export interface ListItemContext<N extends Namespace, X = undefined> {
  index: number;
  /** The item's title element: h3 under the list's heading, h2 otherwise. */
  Heading: 'h2' | 'h3';
  t: Texts<N>;
  lang: Lang;
  /** The page's `meta`: total and pages, and what a `with=` read adds (titles of linked items). */
  meta: Partial<ListMeta> & Record<string, unknown>;
  /** What the spec's `use` gave, read once for the list rather than once per item. */
  shared: X;
}

export interface ListWidgetSpec<P extends ListParams, T, N extends Namespace, X = undefined> {
  /** The widget's own class, e.g. `w-archiveList`. */
  className: string;
  source: ListSource<P>;
  layout?: ListLayout;
  /**
   * The namespaces of its texts, its own first, then its kits' (scripts/gen-widgets.mjs reads this
   * `ns: [...]` to know what the widget loads), and the keys of the list's name and of "nothing here".
   */
  ns: readonly [N, ...N[]];
  label: TextKey<N>;
  empty: TextKey<N>;
  /** The section's page, where a short list's "see all" link leads (`more`). */
  section?: string;
  /**
   * The list's own filter form in place of the title filter (it keeps the title field), and what it
   * says when its filters find nothing; `filtered` tells whether the page's query sets them.
   */
  filters?: {
    Form: ComponentType<{ params: P; request: ListRequest | null }>;
    empty: TextKey<N>;
    filtered: (request: ListRequest | null) => boolean;
  };
  /**
   * A hook the list calls once per render with the page's items (null while there are none), for
   * what every item needs alike (the channels the archive's cards name): read in each item, it was
   * an observer and its effects per card.
   */
  use?: (items: readonly T[] | null) => X;
  /** One item, an `<li>` (a Card, mostly). */
  item: (item: T, at: ListItemContext<N, X>) => ReactNode;
}

/**
 * A section list widget (archive, broadcasts, news, anchors, persons, announcements, polls): the
 * page its `listSource` reads, in the frame every list shares (heading, title filter, total,
 * placeholders, pagination, the bad-request redirect), each item drawn by `item`.
 */
export function listWidget<
  P extends ListParams & { title?: I18nText; filter?: boolean; more?: boolean },
  T,
  N extends Namespace,
  X = undefined,
>(spec: ListWidgetSpec<P, T, N, X>) {
  // The same hook (or none) on every render of the widget.
  const useShared = spec.use ?? ((_items: readonly T[] | null) => undefined as X);
  return function SectionList({ params }: WidgetProps<P>) {
    const t = useT(...spec.ns);
    const { lang } = useRuntime();
    const page = useListPage<P, T>(params, spec.source.data);
    const meta: ListItemContext<N, X>['meta'] = page.list.data?.meta ?? {};
    const items = page.list.data?.data;
    const shared = useShared(items && items.length > 0 ? items : null);
    const label = t(spec.label);
    const empty = t(spec.empty);
    return (
      <ListFrame
        className={spec.className}
        heading={params.title}
        label={label}
        page={page}
        count={params.count ?? spec.source.spec.pageSize}
        layout={spec.layout}
        filter={params.filter !== false && !params.more}
        filters={spec.filters && <spec.filters.Form params={params} request={page.request} />}
        emptyFiltered={spec.filters && t(spec.filters.empty)}
        filtered={spec.filters?.filtered(page.request)}
        more={params.more && spec.section ? spec.section : undefined}
        empty={empty}
        item={(item, index, Heading) => spec.item(item, { index, Heading, t, lang, meta, shared })}
      />
    );
  };
}
