import pg from 'pg';
import { type DatabaseHandle, openDatabase } from '../db/client.ts';

/**
 * Runs `work` on the PostgreSQL server `serverUrl` names, signed in as that URL says and outside
 * any app database: where databases are created, copied and dropped.
 */
export async function onServer<T>(
  serverUrl: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The URL of the database `name` on the server `serverUrl` names. */
export function databaseUrl(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * A database of a test's or benchmark's own on the server `serverUrl` names, opened: a copy of
 * `template`, or else a new empty one (one left by a crashed run of that name goes first).
 * `close` drops it, whoever is still connected.
 */
export async function openScratchDatabase(
  serverUrl: string,
  name: string,
  options: { template?: string; poolSize?: number } = {},
): Promise<DatabaseHandle & { url: string }> {
  await onServer(serverUrl, async (client) => {
    if (options.template) {
      await client.query(`CREATE DATABASE ${name} TEMPLATE ${options.template}`);
    } else {
      await client.query(`DROP DATABASE IF EXISTS ${name}`);
      await client.query(`CREATE DATABASE ${name}`);
    }
  });
  const url = databaseUrl(serverUrl, name);
  const database = await openDatabase({ driver: 'postgres', url, poolSize: options.poolSize });
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await onServer(serverUrl, (client) =>
        client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
      );
    },
  };
}
