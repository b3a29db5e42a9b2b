import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { databaseUrl, onServer } from './scratch-databases.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A gzip archive of a migrated PGlite data directory: each test file starts from a copy. */
    pgliteSnapshotPath: string;
    /** With TEST_DATABASE_URL: a migrated template database each test file clones. */
    postgresTemplate: { url: string; name: string } | null;
  }
}

const runDir = resolve(import.meta.dirname, `../../../tmp/server-tests-${process.pid}`);

export default async function setup(project: TestProject) {
  mkdirSync(runDir, { recursive: true });
  const pglite = await openDatabase({ driver: 'pglite' });
  await pglite.migrate();
  const client = (pglite.db as unknown as { $client: { dumpDataDir(c: 'gzip'): Promise<Blob> } })
    .$client;
  const snapshot = await client.dumpDataDir('gzip');
  await pglite.close();
  const snapshotPath = join(runDir, 'pglite-snapshot.tar.gz');
  writeFileSync(snapshotPath, Buffer.from(await snapshot.arrayBuffer()));
  project.provide('pgliteSnapshotPath', snapshotPath);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let template: { url: string; name: string } | null = null;
  if (baseUrl) {
    const name = `mailforge_tpl_${process.pid}`;
    await onServer(baseUrl, async (client) => {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.query(`CREATE DATABASE ${name}`);
    });
    const database = await openDatabase({ driver: 'postgres', url: databaseUrl(baseUrl, name) });
    await database.migrate();
    await database.close();
    template = { url: baseUrl, name };
  }
  project.provide('postgresTemplate', template);

  return async () => {
    rmSync(runDir, { recursive: true, force: true });
    if (baseUrl && template) {
      await onServer(baseUrl, async (client) => {
        const { rows } = await client.query<{ datname: string }>(
          'SELECT datname FROM pg_database WHERE datname LIKE $1 OR datname = $2',
          [`mailforge_t_${process.pid}_%`, template.name],
        );
        for (const { datname } of rows)
          await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      });
    }
  };
}
