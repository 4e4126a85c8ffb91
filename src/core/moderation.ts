/**
 * Moderation of the chat and the comments (issue 25): its constants and the one permission check,
 * without a schema library, so that widgets and the route table can read them at no cost (the
 * API's schemas are in ./schemas/moderation.ts).
 */

/** What can be reported, held back and deleted. */
export const MODERATION_KINDS = ['chat', 'comment'] as const;
export type ModerationKind = (typeof MODERATION_KINDS)[number];

/** A report's reason, chosen from a list (texts: kit.moderation `reason.*`). */
export const REPORT_REASONS = ['spam', 'abuse', 'hate', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
/** Longest free note of a report, and of a moderator's reason. */
export const REPORT_NOTE_MAX = 300;
export const MODERATION_REASON_MAX = 300;

/** How long a ban lasts; `permanent` has no end. */
export const BAN_DURATIONS = ['1h', '1d', '7d', 'permanent'] as const;
export type BanDuration = (typeof BAN_DURATIONS)[number];
export const BAN_MS: Record<Exclude<BanDuration, 'permanent'>, number> = {
  '1h': 3_600_000,
  '1d': 86_400_000,
  '7d': 7 * 86_400_000,
};

/** The word filter: at most this many entries of at most this many characters. */
export const FILTER_MAX_WORDS = 500;
export const FILTER_WORD_MAX = 64;

/** The roles that moderate (one list, one check, on both sides): the newsroom's (issue 26). */
export const MODERATOR_ROLES = ['editor', 'admin'] as const;

/** Whether an account with `roles` moderates the chat and the comments. */
export function canModerate(roles: readonly string[]): boolean {
  return roles.some((role) => (MODERATOR_ROLES as readonly string[]).includes(role));
}

/** Lines of the audit log per page (`GET /moderation/audit.json`, the screen's audit section). */
export const AUDIT_PAGE_SIZE = 50;
/** Largest page of the audit log a caller may ask for. */
export const AUDIT_PAGE_MAX = 200;

export const AUDIT_ACTIONS = [
  'report',
  'delete',
  'dismiss',
  'ban',
  'unban',
  'approve',
  'reject',
  'words',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];
