import {
  type AnyColumn,
  and,
  eq,
  getTableName,
  type InferInsertModel,
  type InferSelectModel,
} from 'drizzle-orm';
import type { IndexColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** Inserts one row and answers it as stored (its id and defaults filled in). */
export async function insertRow<T extends PgTable>(
  db: Database,
  table: T,
  values: InferInsertModel<T>,
): Promise<InferSelectModel<T>> {
  const [row] = await db
    .insert(table)
    .values(values as never)
    .returning();
  if (!row) throw new Error(`insert into ${getTableName(table)} returned no row`);
  return row as InferSelectModel<T>;
}

/** Changes the row whose id is `id`; answers it as stored, or undefined when there is none. */
export async function updateRow<T extends PgTable & { id: AnyColumn }>(
  db: Database,
  table: T,
  id: number,
  set: PgUpdateSetSource<T>,
): Promise<InferSelectModel<T> | undefined> {
  const rows = await db.update(table).set(set).where(eq(table.id, id)).returning();
  return (rows as InferSelectModel<T>[])[0];
}

/** A row made at `now`: both of its timestamps. */
export const madeAt = (now: Date) => ({ createdAt: now, updatedAt: now });

/**
 * What to left-join for one player's marks (read…) on a list's rows: `marks`, each naming by
 * `markedId` the row it marks, joined where `userId` made it; the mark's columns are null where
 * they did not. Spread into `.leftJoin(…)`.
 */
export const marksOf = <M extends PgTable & { userId: AnyColumn }>(
  marks: M,
  markedId: AnyColumn,
  rowId: AnyColumn,
  userId: number,
) => [marks, and(eq(markedId, rowId), eq(marks.userId, userId))] as const;

/**
 * Puts one player's mark (read…) on a row, as `marksOf` reads it: marking it again changes what
 * `again` sets, or nothing.
 */
export async function putMark<M extends PgTable>(
  db: Database,
  marks: M,
  values: InferInsertModel<M>,
  again?: { target: IndexColumn[]; set: PgUpdateSetSource<M> },
): Promise<void> {
  const insert = db.insert(marks).values(values as never);
  await (again ? insert.onConflictDoUpdate(again) : insert.onConflictDoNothing());
}
