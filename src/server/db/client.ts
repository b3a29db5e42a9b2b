import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import { migrate as migratePostgres } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import type { Config } from '#server/config.ts';
import { DATABASE_WAIT } from './availability.ts';
import { lockDataDir } from './lock.ts';
/**
 * The app's database. Queries name their tables (each feature's schema.ts); the relational query
 * API, which would need every table here, is not used.
 */
export type Database = PgDatabase<PgQueryResultHKT>;
export type DatabaseDriver = 'pglite' | 'postgres';

export interface DatabaseHandle {
  db: Database;
  driver: DatabaseDriver;
  /** Applies the committed migrations; safe to call on an up-to-date database. */
  migrate(): Promise<void>;
  /** Throws when the database does not answer. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

type DatabaseOptions =
  | { driver: 'postgres'; url: string; poolSize?: number }
  /** `dataDir` undefined means in memory; `snapshot` starts from a `dumpDataDir()` archive. */
  | { driver: 'pglite'; dataDir?: string; snapshot?: Blob };

const MIGRATIONS_FOLDER = resolve(import.meta.dirname, 'migrations');

// Any number based on the app's name: one migration at a time across processes on one PostgreSQL.
const MIGRATION_LOCK_ID = 4_242_001;

export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.driver === 'postgres' ? openPostgres(options) : openPglite(options);
}

/**
 * The database the config names, migrated: PostgreSQL with DATABASE_URL, else PGlite in DATA_DIR.
 * The server and both command-line tools open it here, so they always agree on where the data is.
 */
export async function openConfiguredDatabase(
  config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  const database = config.DATABASE_URL
    ? await openDatabase({ driver: 'postgres', url: config.DATABASE_URL })
    : await openDatabase({ driver: 'pglite', dataDir: config.DATA_DIR });
  try {
    await database.migrate();
  } catch (error) {
    await database.close();
    throw error;
  }
  return database;
}

async function openPglite(options: { dataDir?: string; snapshot?: Blob }): Promise<DatabaseHandle> {
  let unlock = () => {};
  let dataDir: string | undefined;
  if (options.dataDir) {
    mkdirSync(options.dataDir, { recursive: true });
    unlock = lockDataDir(options.dataDir);
    dataDir = join(options.dataDir, 'pglite');
  }
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: options.snapshot });
    const db = drizzlePglite({ client }) as unknown as Database;
    return {
      db,
      driver: 'pglite',
      migrate: () => migratePglite(db as never, { migrationsFolder: MIGRATIONS_FOLDER }),
      ping: async () => {
        await client.query('select 1');
      },
      close: async () => {
        try {
          if (!client.closed) await client.close();
        } finally {
          unlock();
        }
      },
    };
  } catch (error) {
    unlock();
    throw error;
  }
}

async function openPostgres(options: { url: string; poolSize?: number }): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.poolSize ?? 10,
    // A stopped or frozen database must not hold a request: it is answered 503 within 3 s.
    connectionTimeoutMillis: DATABASE_WAIT.connectMs,
    query_timeout: DATABASE_WAIT.queryMs,
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on('error', () => {});
  const db = drizzlePostgres({ client: pool }) as unknown as Database;
  return {
    db,
    driver: 'postgres',
    migrate: async () => {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
        try {
          await migratePostgres(drizzlePostgres({ client }), {
            migrationsFolder: MIGRATIONS_FOLDER,
          });
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
        }
      } finally {
        client.release();
      }
    },
    ping: async () => {
      await pool.query('select 1');
    },
    close: () => pool.end(),
  };
}
