import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '../db/client';
import { chatMessages, comments, identities, profiles, signInLog, users } from '../db/schema';
import { formFiles, formSubmissions } from '../db/schema-forms';
import { deleteRemindersOf, reminderDataOf } from '../reminders/service';
import { readMine } from './store';

type Db = Database['db'];

/**
 * What the portal holds about a person (issue 28 "their data", decision 042): one section per
 * kind of data, each reading its rows of one account. `GET /my/export.json` writes every section
 * registered here, so a feature that keeps something about a person (reminders, push
 * subscriptions…) adds its section with `registerPersonalSection` and the export follows.
 * Deleting the account removes the rows through the tables' `on delete cascade` / `set null`, and
 * `beforeDelete` lets a section tidy what the database would otherwise keep.
 */
export interface PersonalSection {
  /** The key in the export: `profile`, `myList`… */
  name: string;
  read(db: Db, userId: string): Promise<unknown>;
  /** Runs in the deleting transaction before the account row goes. */
  beforeDelete?(db: Db, userId: string): Promise<void>;
}

const SECTIONS: PersonalSection[] = [];

export function registerPersonalSection(section: PersonalSection): void {
  const i = SECTIONS.findIndex((s) => s.name === section.name);
  if (i >= 0) SECTIONS[i] = section;
  else SECTIONS.push(section);
}

export function personalSections(): readonly PersonalSection[] {
  return SECTIONS;
}

/** Requests still in the newsroom's hands: deleted with the person; answered ones are kept without them. */
export const OPEN_REQUEST: readonly ('received' | 'in_work')[] = ['received', 'in_work'];

registerPersonalSection({
  name: 'account',
  read: async (db, userId) => {
    const [u] = await db.select().from(users).where(eq(users.id, userId));
    if (!u) return null;
    return {
      id: u.id,
      username: u.username,
      email: u.email,
      displayName: u.displayName,
      phone: u.phone,
      picture: u.picture,
      roles: u.roles,
      provider: u.provider,
      lang: u.lang,
      twoStepSignIn: u.totpEnabledAt !== null,
      createdAt: u.createdAt,
      updatedAt: u.updatedAt,
    };
  },
});
registerPersonalSection({
  name: 'profile',
  read: async (db, userId) => {
    const [p] = await db.select().from(profiles).where(eq(profiles.userId, userId));
    if (!p) return null;
    const { userId: _omit, ...rest } = p;
    return rest;
  },
});
registerPersonalSection({
  name: 'linkedAccounts',
  read: (db, userId) =>
    db
      .select({
        provider: identities.provider,
        email: identities.email,
        name: identities.name,
        linkedAt: identities.linkedAt,
      })
      .from(identities)
      .where(eq(identities.userId, userId)),
});
registerPersonalSection({
  name: 'requests',
  read: (db, userId) =>
    db
      .select({
        id: formSubmissions.id,
        form: formSubmissions.form,
        email: formSubmissions.email,
        payload: formSubmissions.payload,
        status: formSubmissions.status,
        answer: formSubmissions.answer,
        createdAt: formSubmissions.createdAt,
      })
      .from(formSubmissions)
      .where(eq(formSubmissions.userId, userId))
      .orderBy(desc(formSubmissions.createdAt)),
  // Open requests go (their files with them: `on delete cascade`); answered ones stay for the
  // newsroom's record, without the person: no account, no address, no name or message.
  beforeDelete: async (db, userId) => {
    await db
      .delete(formSubmissions)
      .where(and(eq(formSubmissions.userId, userId), inArray(formSubmissions.status, [...OPEN_REQUEST])));
    const kept = await db
      .select({ id: formSubmissions.id, form: formSubmissions.form, payload: formSubmissions.payload })
      .from(formSubmissions)
      .where(and(eq(formSubmissions.userId, userId), notInArray(formSubmissions.status, [...OPEN_REQUEST])));
    for (const row of kept) {
      const { channel, broadcast, type } = row.payload;
      await db
        .update(formSubmissions)
        .set({ userId: null, email: null, payload: { channel, broadcast, type } })
        .where(eq(formSubmissions.id, row.id));
      await db.delete(formFiles).where(eq(formFiles.submissionId, row.id));
    }
  },
});
registerPersonalSection({
  name: 'comments',
  read: (db, userId) =>
    db
      .select({
        id: comments.id,
        db: comments.db,
        item: comments.item,
        content: comments.content,
        at: comments.datetime,
      })
      .from(comments)
      .where(eq(comments.userId, userId)),
  beforeDelete: async (db, userId) => {
    await db.delete(comments).where(eq(comments.userId, userId));
  },
});
registerPersonalSection({
  name: 'chatMessages',
  read: (db, userId) =>
    db
      .select({ room: chatMessages.room, text: chatMessages.text, createdAt: chatMessages.createdAt })
      .from(chatMessages)
      .where(eq(chatMessages.userId, userId)),
});
registerPersonalSection({
  name: 'signIns',
  read: (db, userId) =>
    db
      .select({
        at: signInLog.at,
        method: signInLog.method,
        ok: signInLog.ok,
        ip: signInLog.ip,
        userAgent: signInLog.userAgent,
      })
      .from(signInLog)
      .where(eq(signInLog.userId, userId))
      .orderBy(desc(signInLog.at)),
});
registerPersonalSection({
  name: 'myEfir',
  read: (db, userId) => readMine(db, userId),
});
registerPersonalSection({
  name: 'reminders',
  read: (db, userId) => reminderDataOf(db, userId),
  // Their jobs too: a reminder's push must not go out after its person is gone.
  beforeDelete: async (db, userId) => {
    await deleteRemindersOf(db, userId);
  },
});

/** Every section of one account, for the export. */
export async function exportPersonal(db: Db, userId: string): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {};
  for (const section of SECTIONS) out[section.name] = await section.read(db, userId);
  return out;
}

/** Deletes an account and its personal data (decision 042 says what is kept and why). */
export async function deletePersonal(db: Db, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    for (const section of SECTIONS) await section.beforeDelete?.(t, userId);
    await t.delete(users).where(eq(users.id, userId));
  });
}
