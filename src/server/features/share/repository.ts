import { randomBytes } from 'node:crypto';
import { and, eq, lt } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { insertRow } from '#server/db/rows.ts';
import { sharedMails } from './schema.ts';

export type SharedMailRow = typeof sharedMails.$inferSelect;

/** How long a link nobody opens is kept. */
export const SHARE_UNUSED_DAYS = 180;
const DAY_MS = 24 * 60 * 60 * 1000;

/** A new link id: 9 random bytes as 12 URL-safe characters (72 bits: not guessable). */
export function newShareId(): string {
  return randomBytes(9).toString('base64url');
}

export async function insertSharedMail(
  db: Database,
  input: { formattedMessage: string; createdBy: number | null; now: Date },
): Promise<SharedMailRow> {
  return insertRow(db, sharedMails, {
    id: newShareId(),
    formattedMessage: input.formattedMessage,
    createdBy: input.createdBy,
    createdAt: input.now,
    lastViewedAt: input.now,
  });
}

export async function findSharedMail(db: Database, id: string): Promise<SharedMailRow | undefined> {
  const [row] = await db.select().from(sharedMails).where(eq(sharedMails.id, id));
  return row;
}

/** Notes a view, at most once a day per link (the 180 days count from the last one). */
export async function noteSharedMailView(db: Database, id: string, now: Date): Promise<void> {
  await db
    .update(sharedMails)
    .set({ lastViewedAt: now })
    .where(
      and(eq(sharedMails.id, id), lt(sharedMails.lastViewedAt, new Date(now.getTime() - DAY_MS))),
    );
}

export async function deleteSharedMail(db: Database, id: string): Promise<void> {
  await db.delete(sharedMails).where(eq(sharedMails.id, id));
}

/** Removes the links nobody opened for SHARE_UNUSED_DAYS; how many went. */
export async function removeUnusedSharedMails(db: Database, now: Date): Promise<number> {
  const before = new Date(now.getTime() - SHARE_UNUSED_DAYS * DAY_MS);
  const removed = await db
    .delete(sharedMails)
    .where(lt(sharedMails.lastViewedAt, before))
    .returning({ id: sharedMails.id });
  return removed.length;
}
