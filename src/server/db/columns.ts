import { type AnyPgColumn, integer, serial, timestamp } from 'drizzle-orm/pg-core';

/** A moment with its time zone, set when the row is written. */
export const stampedNow = (name: string) =>
  timestamp(name, { withTimezone: true }).notNull().defaultNow();

// Timestamps carry a time zone; every table's created/updated columns are these.
export const createdAt = () => stampedNow('created_at');
export const updatedAt = () => stampedNow('updated_at').$onUpdate(() => new Date());

/** The serial `id` a row is known by; spread first into a table's columns. */
export const serialId = () => ({ id: serial('id').primaryKey() });

/** When a row was made and last changed; spread last into a table's columns. */
export const timestamps = () => ({ createdAt: createdAt(), updatedAt: updatedAt() });

/** The id of another table's row this one belongs to: it goes when that row goes. */
export const cascadingId = (name: string, target: () => AnyPgColumn) =>
  integer(name).notNull().references(target, { onDelete: 'cascade' });
