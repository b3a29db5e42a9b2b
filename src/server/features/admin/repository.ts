import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { featureModules, premiumCodes, users } from '#server/db/schema.ts';
import type { UserRow } from '#server/features/auth/user-repository.ts';

export type FeatureModuleRow = typeof featureModules.$inferSelect;

export async function listFeatureModules(db: Database): Promise<FeatureModuleRow[]> {
  return db.select().from(featureModules).orderBy(asc(featureModules.id));
}

export async function findFeatureModule(
  db: Database,
  slug: string,
): Promise<FeatureModuleRow | undefined> {
  const [row] = await db
    .select()
    .from(featureModules)
    .where(eq(featureModules.slug, slug))
    .limit(1);
  return row;
}

/**
 * Moves a module from `from` to `to`. Only a row still in `from` changes, so two admins clicking
 * at once cannot both win; undefined when the row was not in `from` (or is gone).
 */
export async function updateFeatureStatus(
  db: Database,
  values: { slug: string; from: string; to: string; now: Date },
): Promise<FeatureModuleRow | undefined> {
  const [row] = await db
    .update(featureModules)
    .set({ status: values.to, lastUpdated: values.now })
    .where(and(eq(featureModules.slug, values.slug), eq(featureModules.status, values.from)))
    .returning();
  return row;
}

// LIKE's own wildcards in a search are literal characters to the admin.
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (match) => `\\${match}`);

/** Users whose email contains `query` (any case), by email, at most `limit`. */
export async function searchUsers(db: Database, query: string, limit: number): Promise<UserRow[]> {
  const pattern = `%${escapeLike(query.toLowerCase())}%`;
  return db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) like ${pattern}`)
    .orderBy(asc(users.email))
    .limit(limit);
}

export interface PremiumCodeListing {
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
