import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { userProfiles } from '#server/db/schema.ts';
import type { ProfileValues } from '#shared/schemas/community.ts';

export type ProfileRow = typeof userProfiles.$inferSelect;

export async function findProfile(db: Database, userId: number): Promise<ProfileRow | undefined> {
  const [row] = await db.select().from(userProfiles).where(eq(userProfiles.userId, userId));
  return row;
}

/** Writes the whole profile (the language only when given), making it when there is none yet. */
export async function saveProfile(
  db: Database,
  userId: number,
  profile: ProfileValues,
  now: Date,
): Promise<ProfileRow> {
  const values = {
    displayName: profile.displayName,
    kingdom: profile.kingdom,
    alliance: profile.alliance,
    ...(profile.preferredLanguage ? { preferredLanguage: profile.preferredLanguage } : {}),
    bio: profile.bio,
    isPublic: profile.isPublic,
    updatedAt: now,
  };
  const [row] = await db
    .insert(userProfiles)
    .values({ userId, ...values, createdAt: now })
    .onConflictDoUpdate({ target: userProfiles.userId, set: values })
    .returning();
  if (!row) throw new Error('The profile was not stored');
  return row;
}
