import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { deleteMessagesOf } from '#server/features/community/repository.ts';
import { deleteUser } from '#server/features/users/repository.ts';
import { users } from '#server/features/users/schema.ts';
import { premiumCodes } from './schema.ts';

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

// Premium lives on the users row: the users feature changes it (extendPremium, removePremium).
export { extendPremium, removePremium } from '#server/features/users/repository.ts';

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

/**
 * Deletes the account: the user row (and with it, through the schema's cascades, sessions, read
 * marks, votes, comments, the profile and reset links) and the community messages the user wrote,
 * deleted rather than left without an author, in one transaction.
 */
export async function deleteAccount(db: Database, userId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await deleteMessagesOf(tx as unknown as Database, userId);
    await deleteUser(tx as unknown as Database, userId);
  });
}
