import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { type Config, defaultConfig } from '../config.ts';
import { type DatabaseDriver, type DatabaseHandle, openDatabase } from '../db/client.ts';
import { openScratchDatabase } from './scratch-databases.ts';

/** The databases server tests run on: PGlite always, PostgreSQL too when TEST_DATABASE_URL is set. */
export const TEST_DRIVERS: DatabaseDriver[] = inject('postgresTemplate')
  ? ['pglite', 'postgres']
  : ['pglite'];

/** A fresh, migrated database for one test file; `close` removes it. */
export async function createTestDatabase(driver: DatabaseDriver): Promise<DatabaseHandle> {
  if (driver === 'pglite') {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshotPath'))]);
    return openDatabase({ driver: 'pglite', snapshot });
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('PostgreSQL tests need TEST_DATABASE_URL');
  // The global teardown drops every database with this run's prefix, crashed files included.
  const name = `mailforge_t_${process.ppid}_${randomBytes(4).toString('hex')}`;
  return openScratchDatabase(template.url, name, { template: template.name, poolSize: 4 });
}

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  close(): Promise<void>;
}

export async function createTestApp(
  driver: DatabaseDriver,
  options: {
    config?: Partial<Config>;
    webRoot?: string;
    now?: () => Date;
    /** Extra routes a test needs (added before the app is ready). */
    extend?: (app: FastifyInstance) => void;
  } = {},
): Promise<TestApp> {
  const database = await createTestDatabase(driver);
  const config = defaultConfig({ LOG_LEVEL: 'silent', ...options.config });
  const app = await buildApp({ config, database, webRoot: options.webRoot, now: options.now });
  options.extend?.(app);
  await app.ready();
  return {
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
}
