import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from '#server/config.ts';
import type { Database } from '#server/db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's database (db/client.ts opened it). */
    db: Database;
    /** The configuration the app was built with. */
    config: Config;
    /** The app's clock: tests move it (sessions, rate-limit windows, cleanups). */
    now: () => Date;
    /** The process's Redis client (REDIS_URL), shared by every process; undefined without. */
    redis: Redis | undefined;
  }
}

export interface Dependencies {
  db: Database;
  config: Config;
  now: () => Date;
  redis: Redis | undefined;
}

/**
 * What every feature plugin uses, decorated once on the root instance before any feature is
 * registered, so a plugin reads `app.db`, `app.config`, `app.now` and `app.redis` instead of being
 * handed them.
 */
export function decorateDependencies(app: FastifyInstance, dependencies: Dependencies): void {
  app.decorate('db', dependencies.db);
  app.decorate('config', dependencies.config);
  app.decorate('now', dependencies.now);
  app.decorate('redis', dependencies.redis);
}
