import { pgTable, serial, text, uniqueIndex, varchar } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from '#server/db/columns.ts';
import { LIMITS } from '#shared/constants.ts';

// The translations feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

export const translations = pgTable(
  'translations',
  {
    id: serial('id').primaryKey(),
    translationKey: varchar('translation_key', { length: LIMITS.translationKey }).notNull(),
    language: varchar('language', { length: LIMITS.languageCode }).notNull(),
    value: text('value').notNull(),
    category: varchar('category', { length: LIMITS.category }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    uniqueIndex('translations_key_language_unique').on(table.translationKey, table.language),
  ],
);
