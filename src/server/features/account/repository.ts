import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { premiumCodes, userProfiles, users } from '#server/db/schema.ts';
import type { UserRow } from '#server/features/users/repository.ts';
import { LANGUAGES, type Language } from '#shared/constants.ts';

type PremiumCodeRow = typeof premiumCodes.$inferSelect;

export async function insertPremiumCodes(
  db: Database,
  values: { codes: string[]; days: number; createdBy: string; now: Date },
): Promise<PremiumCodeRow[]> {
  if (values.codes.length === 0) return [];
  return db
    .insert(premiumCodes)
    .values(
      values.codes.map((code) => ({
        code,
        days: values.days,
        createdBy: values.createdBy,
        createdAt: values.now,
      })),
    )
    .returning();
}

/**
 * Marks an unused code as redeemed by `userId` and returns its days; undefined when the code does
 * not exist or was used. One UPDATE, so two redemptions at once cannot both win.
 */
export async function claimPremiumCode(
  db: Database,
  values: { code: string; userId: number; now: Date },
): Promise<number | undefined> {
  const [row] = await db
    .update(premiumCodes)
    .set({ redeemedBy: values.userId, redeemedAt: values.now })
    .where(and(eq(premiumCodes.code, values.code), isNull(premiumCodes.redeemedAt)))
    .returning({ days: premiumCodes.days });
  return row?.days;
}

/** Premium and active for `days` more, counted from the later of now and the current expiry. */
export async function extendPremium(
  db: Database,
  values: { userId: number; days: number; now: Date },
): Promise<UserRow | undefined> {
  const at = sql`${values.now.toISOString()}::timestamptz`;
  const [row] = await db
    .update(users)
    .set({
      role: 'premium',
      subscriptionStatus: 'active',
      subscriptionExpiry: sql`greatest(coalesce(${users.subscriptionExpiry}, ${at}), ${at}) + make_interval(days => ${values.days}::int)`,
      updatedAt: values.now,
    })
    .where(eq(users.id, values.userId))
    .returning();
  return row;
}

/** Back to the free tier: role anonymous, no subscription. */
export async function removePremium(
  db: Database,
  values: { userId: number; now: Date },
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({
      role: 'anonymous',
      subscriptionStatus: 'inactive',
      subscriptionExpiry: null,
      updatedAt: values.now,
    })
    .where(eq(users.id, values.userId))
    .returning();
  return row;
}

interface PremiumCodeListing {
  code: string;
  days: number;
  createdAt: Date;
  redeemedAt: Date | null;
  redeemedBy: string | null;
}

/** The newest premium codes first, with the redeemer's email. */
export async function listPremiumCodes(db: Database, limit: number): Promise<PremiumCodeListing[]> {
  return db
    .select({
      code: premiumCodes.code,
      days: premiumCodes.days,
      createdAt: premiumCodes.createdAt,
      redeemedAt: premiumCodes.redeemedAt,
      redeemedBy: users.email,
    })
    .from(premiumCodes)
    .leftJoin(users, eq(users.id, premiumCodes.redeemedBy))
    .orderBy(desc(premiumCodes.createdAt), desc(premiumCodes.id))
    .limit(limit);
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

/** Keeps the player's language on the profile, making the profile if there is none. */
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
