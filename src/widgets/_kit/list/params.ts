import { I18nTextSchema } from '@core/schemas/common';
import Type from 'typebox';

/**
 * Params the section lists and views share in their schemas: ids of what a list is filtered by
 * (each may also come from the page's query), the channel type and the list's heading.
 */

/** An id (slug) param: a channel, a category, a broadcast, an item. */
export const slugParam = (title: string) =>
  Type.Optional(Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,63}$', maxLength: 64, title }));

/** A Tashkent day param (YYYY-MM-DD): the archive's day aired. */
export const dateParam = (title: string) =>
  Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10, title }));

export const typeParam = (title = 'Type') =>
  Type.Optional(Type.Union([Type.Literal('tv'), Type.Literal('radio')], { title }));

/** Items a page holds: the section's page size of spec §9 by default. */
export const countParam = (pageSize: number, title = 'Items per page') =>
  Type.Integer({ minimum: 1, maximum: 100, default: pageSize, title });

export const headingParam = () => Type.Optional(I18nTextSchema);

/**
 * A short list (a section's latest on the home page): the first page only, with a "see all" link
 * to the section's page instead of the total and the page bar.
 */
export const moreParam = () =>
  Type.Optional(Type.Boolean({ title: 'A short list: a "see all" link instead of the total and pages' }));

/** The title filter form (spec §5), on unless turned off (e.g. a short list on the home page). */
export const filterParam = () => Type.Optional(Type.Boolean({ title: 'Show the title filter' }));
