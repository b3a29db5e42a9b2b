import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { featureModules } from './schema.ts';

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
