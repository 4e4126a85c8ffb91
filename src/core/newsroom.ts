/**
 * The newsroom (issue 26): who runs the portal's content, and the words both sides share about it.
 * `editor` manages content and the schedule; `admin` also users, roles and page layouts.
 */

/** The roles that write content, the schedule and the feeds' imports. */
export const NEWSROOM_ROLES = ['editor', 'admin'] as const;

/** Whether an account with `roles` works in the newsroom. */
export function inNewsroom(roles: readonly string[]): boolean {
  return roles.some((role) => (NEWSROOM_ROLES as readonly string[]).includes(role));
}

/** The roles an admin may give or take on `admin/users` (`user` and `admin` stay as they are). */
export const GRANTABLE_ROLES = ['editor'] as const;

/** Age ratings of programmes, broadcasts and recordings (issue 26), youngest first. */
export const AGE_RATINGS = ['0+', '6+', '12+', '16+', '18+'] as const;
export type AgeRating = (typeof AGE_RATINGS)[number];

/**
 * The kinds of content the newsroom edits, each the `type` of its newsroom item, audit rows and
 * cache tags: the public tables hold what visitors see, `newsroom_items` what editors work on.
 */
export const NEWSROOM_TYPES = [
  'channel',
  'category',
  'broadcast',
  'archive',
  'anons',
  'news',
  'person',
  'poll',
  'menu',
] as const;
export type NewsroomType = (typeof NEWSROOM_TYPES)[number];

/** Where an item is in its life: a draft, published, waiting for its time, or taken down. */
export const ITEM_STATUSES = ['draft', 'scheduled', 'published', 'unpublished'] as const;
export type ItemStatus = (typeof ITEM_STATUSES)[number];

/** What an audit row records (content writes, schedule writes, imports, role changes, second-factor resets). */
export const CONTENT_AUDIT_ACTIONS = [
  'create',
  'update',
  'publish',
  'schedule',
  'unpublish',
  'delete',
  'import',
  'roles',
  'two-factor-reset',
] as const;
export type ContentAuditAction = (typeof CONTENT_AUDIT_ACTIONS)[number];

/** How often the jobs runner looks for due work (scheduled publishing fires within 60 s). */
export const JOBS_INTERVAL_SECONDS = 15;

/**
 * The fields of each type's document that name another item (its id), with the type they name:
 * the newsroom's forms pick them from that type's items by title instead of typing an id.
 */
export const NEWSROOM_REFERENCES: { readonly [T in NewsroomType]?: Readonly<Record<string, NewsroomType>> } =
  {
    category: { parent: 'category' },
    broadcast: { channel: 'channel', category: 'category' },
    archive: { broadcast: 'broadcast', channel: 'channel' },
    anons: { broadcast: 'broadcast', channel: 'channel' },
    news: { channel: 'channel', category: 'category' },
    person: { channels: 'channel', broadcast: 'broadcast', category: 'category' },
  };
