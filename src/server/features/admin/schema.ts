import { pgTable, text, timestamp, varchar } from 'drizzle-orm/pg-core';
import { serialId } from '#server/db/columns.ts';

// The admin feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

export const featureModules = pgTable('feature_modules', {
  ...serialId(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  status: varchar('status', { length: 20 }).notNull().default('development'),
  previewUrl: varchar('preview_url', { length: 255 }),
  description: text('description').notNull().default(''),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});
