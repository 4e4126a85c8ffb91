/*
 * What a route of the route table is (src/core/routes.ts): its roles and its definition, and the
 * helpers the table's parts write it with.
 */
import type { I18nText } from './lang';

/**
 * Roles of spec §6 and the newsroom's `editor` (issue 26: held beside `user`, it manages content and
 * the schedule); `*` admits everyone.
 */
export type Role = 'guest' | 'user' | 'editor' | 'admin' | '*';

/**
 * One route of the portal (spec §2). `path` is relative to `/{lang}/`, ends in `/` and may hold
 * `:params`. A route resolves to a state id whose StateLayout is the page; an abstract state has
 * no page and redirects to `redirect` (its index or first child).
 */
export interface RouteDef {
  state: string;
  path: string;
  title: I18nText;
  roles?: readonly Role[];
  abstract?: boolean;
  redirect?: string;
  /** Left out of the sidebar and the sitemap (special and flow pages). */
  hidden?: boolean;
  /** Only for visitors who are not signed in (signed-in users go to `/`). */
  anonymousOnly?: boolean;
}

/** A title in the four languages, in the order uz, ru, en, oz. */
export const t = (uz: string, ru: string, en: string, oz: string): I18nText => ({ uz, ru, en, oz });
/** Registered users (spec §6). */
export const USERS: readonly Role[] = ['user', 'admin'];
