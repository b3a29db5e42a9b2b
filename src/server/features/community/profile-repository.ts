import { eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import type { ProfileValues } from '#shared/schemas/community.ts';
import { userProfiles } from './schema.ts';

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

/** The language the player chose while signed in, or null (no profile yet). */
export async function findPreferredLanguage(
  db: Database,
  userId: number,
): Promise<Language | null> {
  const [row] = await db
    .select({ language: userProfiles.preferredLanguage })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  const language = row?.language;
  return language && (LANGUAGES as readonly string[]).includes(language)
    ? (language as Language)
    : null;
}

/** Keeps the player's language (the account's choice) on the profile, making the profile if there is none. */
export async function savePreferredLanguage(
  db: Database,
  userId: number,
  language: Language,
  now: Date,
): Promise<void> {
  await db
    .insert(userProfiles)
    .values({ userId, preferredLanguage: language, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: userProfiles.userId,
      set: { preferredLanguage: language, updatedAt: now },
    });
}
