import { and, desc, eq, inArray, notInArray } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { users } from '#server/features/users/schema.ts';
import { mailHistory } from './schema.ts';

export type HistoryRow = typeof mailHistory.$inferSelect;
type NewEntry = {
  title: string;
  formattedMessage: string;
  mode: string;
  createdAt: Date;
  /** The keep request's own key: a mail already kept under it is answered, not kept again. */
  keepKey?: string;
};

/** A player's kept mails, the most recently kept first. */
export async function listHistory(db: Database, userId: number): Promise<HistoryRow[]> {
  return db
    .select()
    .from(mailHistory)
    .where(eq(mailHistory.userId, userId))
    .orderBy(desc(mailHistory.updatedAt), desc(mailHistory.id));
}

/** Keeps only the newest `keep` mails of a player. */
async function trim(db: Database, userId: number, keep: number): Promise<void> {
  const newest = db
    .select({ id: mailHistory.id })
    .from(mailHistory)
    .where(eq(mailHistory.userId, userId))
    .orderBy(desc(mailHistory.updatedAt), desc(mailHistory.id))
    .limit(keep);
  await db
    .delete(mailHistory)
    .where(and(eq(mailHistory.userId, userId), notInArray(mailHistory.id, newest)));
}

/**
 * Keeps mails for a player, newest last in `entries`, and trims the history to `keep`. A mail the
 * same as the newest kept one (formatted, then copied) moves it to the top instead of repeating it;
 * one whose `keepKey` was kept before (a request sent again) is that mail, left as it is.
 * A player's writes take turns (their users row is locked first): two at once would each trim
 * without seeing the other's new mail and leave more than `keep`.
 */
export async function keepMails(
  db: Database,
  userId: number,
  entries: NewEntry[],
  { keep, now }: { keep: number; now: Date },
): Promise<HistoryRow[]> {
  return db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
    const kept: HistoryRow[] = [];
    for (const entry of entries) {
      if (entry.keepKey !== undefined) {
        const [same] = await tx
          .select()
          .from(mailHistory)
          .where(and(eq(mailHistory.userId, userId), eq(mailHistory.keepKey, entry.keepKey)));
        if (same) {
          kept.push(same);
          continue;
        }
      }
      const [newest] = await tx
        .select()
        .from(mailHistory)
        .where(eq(mailHistory.userId, userId))
        .orderBy(desc(mailHistory.updatedAt), desc(mailHistory.id))
        .limit(1);
      if (newest && newest.formattedMessage === entry.formattedMessage) {
        const [row] = await tx
          .update(mailHistory)
          .set({ updatedAt: now, mode: entry.mode })
          .where(eq(mailHistory.id, newest.id))
          .returning();
        if (row) kept.push(row);
        continue;
      }
      const [row] = await tx
        .insert(mailHistory)
        .values({ userId, ...entry, updatedAt: entry.createdAt })
        .returning();
      if (row) kept.push(row);
    }
    await trim(tx, userId, keep);
    const ids = kept.map((row) => row.id);
    return ids.length === 0
      ? []
      : tx.select().from(mailHistory).where(inArray(mailHistory.id, ids));
  });
}

export async function renameMail(
  db: Database,
  { userId, id, title }: { userId: number; id: number; title: string },
): Promise<HistoryRow | undefined> {
  const [row] = await db
    .update(mailHistory)
    .set({ title })
    .where(and(eq(mailHistory.id, id), eq(mailHistory.userId, userId)))
    .returning();
  return row;
}

export async function deleteMail(db: Database, userId: number, id: number): Promise<boolean> {
  const removed = await db
    .delete(mailHistory)
    .where(and(eq(mailHistory.id, id), eq(mailHistory.userId, userId)))
    .returning({ id: mailHistory.id });
  return removed.length > 0;
}
