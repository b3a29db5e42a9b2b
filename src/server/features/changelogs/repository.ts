import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { insertRow, madeAt, marksOf, putMark, updateRow } from '#server/db/rows.ts';
import { changelogs, userNotifications } from './schema.ts';

export type ChangelogRow = typeof changelogs.$inferSelect;

/** Every changelog, drafts included, newest first. */
export async function listChangelogs(db: Database): Promise<ChangelogRow[]> {
  return db.select().from(changelogs).orderBy(desc(changelogs.createdAt), desc(changelogs.id));
}

/** A new draft. */
export async function insertChangelog(
  db: Database,
  values: { title: string; content: string; version?: string; targetRole: string; now: Date },
): Promise<ChangelogRow> {
  return insertRow(db, changelogs, {
    title: values.title,
    content: values.content,
    version: values.version ?? null,
    targetRole: values.targetRole,
    ...madeAt(values.now),
  });
}

/** Publishes a changelog; one already published keeps its first publishedAt. */
export async function publishChangelog(
  db: Database,
  values: { id: number; now: Date },
): Promise<ChangelogRow | undefined> {
  return updateRow(db, changelogs, values.id, {
    isPublished: true,
    publishedAt: sql`coalesce(${changelogs.publishedAt}, ${values.now.toISOString()}::timestamptz)`,
    updatedAt: values.now,
  });
}

/** Published changelogs aimed at `role`, newest first, with whether `userId` has read each. */
export async function listPublishedChangelogsForUser(
  db: Database,
  values: { userId: number; role: string },
): Promise<(ChangelogRow & { isRead: boolean })[]> {
  const rows = await db
    .select({ changelog: changelogs, isRead: userNotifications.isRead })
    .from(changelogs)
    .leftJoin(
      ...marksOf(userNotifications, userNotifications.changelogId, changelogs.id, values.userId),
    )
    .where(and(eq(changelogs.isPublished, true), eq(changelogs.targetRole, values.role)))
    .orderBy(desc(changelogs.publishedAt), desc(changelogs.id));
  return rows.map((row) => ({ ...row.changelog, isRead: row.isRead === true }));
}

/** Marks a changelog read for one user (idempotent). */
export async function markChangelogRead(
  db: Database,
  values: { userId: number; changelogId: number; now: Date },
): Promise<void> {
  const { userId, changelogId, now } = values;
  await putMark(
    db,
    userNotifications,
    { userId, changelogId, isRead: true, createdAt: now },
    { target: [userNotifications.userId, userNotifications.changelogId], set: { isRead: true } },
  );
}
