import { pgTable, serial, text, timestamp, varchar } from 'drizzle-orm/pg-core';

// The admin feature's tables. db/schema.ts gathers every feature's for drizzle-kit and the migrations.

export const featureModules = pgTable('feature_modules', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  slug: varchar('slug', { length: 100 }).notNull().unique(),
  status: varchar('status', { length: 20 }).notNull().default('development'),
  previewUrl: varchar('preview_url', { length: 255 }),
  description: text('description').notNull().default(''),
  lastUpdated: timestamp('last_updated', { withTimezone: true }).notNull().defaultNow(),
});
