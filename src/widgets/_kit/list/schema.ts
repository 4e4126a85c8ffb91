import type { TProperties } from 'typebox';
import { widgetSchema } from '../../types';
import type { ListFilter } from './pages';
import { countParam, dateParam, filterParam, headingParam, moreParam, slugParam, typeParam } from './params';

/** The editor's label of each filter param, unless a list words it its own way. */
const FILTER_TITLES: Record<ListFilter, string> = {
  type: 'Type',
  channel: 'Channel',
  category: 'Category',
  broadcast: 'Broadcast',
  date: 'Day aired (YYYY-MM-DD)',
};

type FilterParams<F extends ListFilter> = {
  [K in F]: K extends 'type'
    ? ReturnType<typeof typeParam>
    : K extends 'date'
      ? ReturnType<typeof dateParam>
      : ReturnType<typeof slugParam>;
};

type ListParamsOf<F extends ListFilter, E extends TProperties> = FilterParams<F> &
  E & {
    count: ReturnType<typeof countParam>;
    title: ReturnType<typeof headingParam>;
    filter: ReturnType<typeof filterParam>;
    more: ReturnType<typeof moreParam>;
  };

export interface ListSchemaSpec<F extends ListFilter, E extends TProperties> {
  /** The filters of its `listSource` (each also a param). */
  filters?: readonly F[];
  /** A filter's label in the editor where the list says more than the usual one. */
  titles?: Partial<Record<F, string>>;
  /** The list's own params (an order, a parent…), after the filters. */
  extra?: E;
  pageSize: number;
  /** The label of `count` ('Recordings per page'). */
  countTitle: string;
}

/**
 * The params schema of a section list: its filters, its own params, then `count` (the section's
 * page size by default), the heading (`title`), the title filter switch (`filter`) and the short
 * list switch (`more`), in the order the editor shows them.
 */
export function listSchema<const F extends ListFilter, E extends TProperties = Record<never, never>>(
  name: string,
  version: number,
  spec: ListSchemaSpec<F, E>,
) {
  const properties: TProperties = {};
  for (const filter of spec.filters ?? []) {
    const title = spec.titles?.[filter] ?? FILTER_TITLES[filter];
    properties[filter] =
      filter === 'type' ? typeParam(title) : filter === 'date' ? dateParam(title) : slugParam(title);
  }
  Object.assign(properties, spec.extra ?? {}, {
    count: countParam(spec.pageSize, spec.countTitle),
    title: headingParam(),
    filter: filterParam(),
    more: moreParam(),
  });
  return widgetSchema(name, version, properties as ListParamsOf<F, E>);
}
