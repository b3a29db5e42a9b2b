import { and, asc, count, eq, ilike, max, or, type SQL } from 'drizzle-orm';
import type { Database } from '#server/db/client.ts';
import { translations } from './schema.ts';

export type TranslationRow = typeof translations.$inferSelect;

/** Every override of `language`, by key. */
export async function listOverrides(db: Database, language: string): Promise<TranslationRow[]> {
  return db
    .select()
    .from(translations)
    .where(eq(translations.language, language))
    .orderBy(asc(translations.translationKey));
}

/**
 * What identifies the current overrides of `language`: how many there are and when the last
 * changed. A removal lowers the count, a save moves the date, so it changes with every edit.
 */
export async function overridesVersion(db: Database, language: string): Promise<string> {
  const [row] = await db
    .select({ total: count(), latest: max(translations.updatedAt) })
    .from(translations)
    .where(eq(translations.language, language));
  return `${row?.total ?? 0}-${row?.latest?.getTime() ?? 0}`;
}

/** Overrides whose key or text holds `query` (any case), of one language or all. */
export async function searchOverrides(
  db: Database,
  { language, query }: { language?: string; query: string },
): Promise<TranslationRow[]> {
  const conditions: SQL[] = [];
  if (language) conditions.push(eq(translations.language, language));
  if (query) {
    const pattern = `%${query.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
    const matches = or(
      ilike(translations.translationKey, pattern),
      ilike(translations.value, pattern),
    );
    if (matches) conditions.push(matches);
  }
  return db
    .select()
    .from(translations)
    .where(and(...conditions))
    .orderBy(asc(translations.language), asc(translations.translationKey))
    .limit(200);
}

/** Sets the text of `key` in `language` (a new override, or a new text for one). */
export async function saveOverride(
  db: Database,
  input: { language: string; key: string; value: string; category: string; now: Date },
): Promise<TranslationRow> {
  const [row] = await db
    .insert(translations)
    .values({
      translationKey: input.key,
      language: input.language,
      value: input.value,
      category: input.category,
      createdAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [translations.translationKey, translations.language],
      set: { value: input.value, category: input.category, updatedAt: input.now },
    })
    .returning();
  if (!row) throw new Error('The override was not saved');
  return row;
}

/** Removes the override of `key` in `language`; whether there was one. */
export async function removeOverride(db: Database, language: string, key: string) {
  const removed = await db
    .delete(translations)
    .where(and(eq(translations.language, language), eq(translations.translationKey, key)))
    .returning({ id: translations.id });
  return removed.length > 0;
}
