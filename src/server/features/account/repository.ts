import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { premiumCodes, users } from '#server/db/schema.ts';
import type { UserRow } from '#server/features/auth/user-repository.ts';

export type PremiumCodeRow = typeof premiumCodes.$inferSelect;

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
