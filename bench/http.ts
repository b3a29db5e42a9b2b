// Shared by the HTTP benchmarks: start the real app on loopback and drive it with autocannon.
import type { AddressInfo } from 'node:net';
import autocannon from 'autocannon';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#server/app.ts';
import { type Config, defaultConfig } from '#server/config.ts';
import { type DatabaseHandle, openDatabase } from '#server/db/client.ts';

export const CONNECTIONS = 50;
export const DURATION_SECONDS = 8;
/** How every HTTP benchmark loads its targets, as its summary line says it. */
export const LOAD = `${CONNECTIONS} connections, ${DURATION_SECONDS} s each`;
const WARMUP_SECONDS = 2;

export interface Target {
  label: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
}

export interface Figures {
  label: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
}

interface RunningServer {
  url: string;
  close(): Promise<void>;
}

/** Listens on 127.0.0.1 on a free port. */
export async function listen(app: FastifyInstance, onClose?: () => Promise<void>) {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: async () => {
      await app.close();
      await onClose?.();
    },
  } satisfies RunningServer;
}

/** In-memory, migrated PGlite: the zero-configuration database of a fresh install. */
async function openBenchDatabase(): Promise<DatabaseHandle> {
  const database = await openDatabase({ driver: 'pglite' });
  await database.migrate();
  return database;
}

/**
 * The real app (every plugin and route) on an in-memory PGlite, logs off. `extend` adds routes a
 * benchmark needs as a reference, behind the same hooks.
 */
export async function startApp(
  overrides: Partial<Config> = {},
  extend?: (app: FastifyInstance) => void,
): Promise<RunningServer> {
  const database = await openBenchDatabase();
  const config = defaultConfig({ LOG_LEVEL: 'silent', ...overrides });
  const app = await buildApp({ config, database });
  extend?.(app);
  return listen(app, () => database.close());
}

/** Runs `work` against the real app started with `overrides`, and stops the app after it. */
export async function withApp<T>(
  overrides: Partial<Config>,
  work: (url: string) => Promise<T>,
  extend?: (app: FastifyInstance) => void,
): Promise<T> {
  const server = await startApp(overrides, extend);
  try {
    return await work(server.url);
  } finally {
    await server.close();
  }
}

async function fire(url: string, target: Target, seconds: number) {
  const hasBody = target.body !== undefined;
  // One worker thread sends the load, so the server keeps this process's event loop to itself.
  return autocannon({
    url: `${url}${target.path}`,
    method: target.method ?? 'GET',
    connections: CONNECTIONS,
    duration: seconds,
    workers: 1,
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...target.headers },
    body: hasBody ? JSON.stringify(target.body) : undefined,
  });
}

/** A short unreported run to warm the JIT, then the measured one. */
export async function measure(url: string, target: Target): Promise<Figures> {
  await fire(url, target, WARMUP_SECONDS);
  const result = await fire(url, target, DURATION_SECONDS);
  return {
    label: target.label,
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

export function printFigures(rows: readonly Figures[]): void {
  console.table(
    rows.map((row) => ({
      target: row.label,
      'req/s': Math.round(row.requestsPerSecond),
      'p50 ms': row.p50,
      'p99 ms': row.p99,
      'non-2xx': row.non2xx,
      errors: row.errors,
    })),
  );
  for (const row of rows) {
    if (row.non2xx > 0 || row.errors > 0) {
      console.log(
        `warning: ${row.label} had ${row.non2xx} non-2xx answers and ${row.errors} errors`,
      );
    }
  }
}
