import { pgTable, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { serialId, timestamps } from '#server/db/columns.ts';
import { LIMITS } from '#shared/constants.ts';

// The translations feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

export const translations = pgTable(
  'translations',
  {
    ...serialId(),
    translationKey: varchar('translation_key', { length: LIMITS.translationKey }).notNull(),
    language: varchar('language', { length: LIMITS.languageCode }).notNull(),
    value: text('value').notNull(),
    category: varchar('category', { length: LIMITS.category }),
    ...timestamps(),
  },
  (table) => [
    uniqueIndex('translations_key_language_unique').on(table.translationKey, table.language),
  ],
);
