import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** How the process's Redis fared: what the limiters and the relay report, health shows. */
interface RedisWatch {
  log: FastifyBaseLogger;
  /** Rate-limit hits counted per process because Redis did not answer, since the start. */
  fallbacks: number;
  /** Whether the current outage has been logged (once per outage, not once per request). */
  isOutageLogged: boolean;
}

const watches = new WeakMap<Redis, RedisWatch>();

/**
 * The one Redis connection of a server process (REDIS_URL): every rate limiter and the notification
 * relay share it (the relay's subscriber is its duplicate, as a subscribed connection can do nothing
 * else). It closes after every route plugin, whose onClose hooks run first.
 */
export function registerRedis(app: FastifyInstance, url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  const watch: RedisWatch = { log: app.log, fallbacks: 0, isOutageLogged: false };
  watches.set(redis, watch);
  // ioredis reconnects by itself; meanwhile the limiters fall back and the errors must not crash.
  redis.on('error', () => {});
  redis.on('ready', () => {
    if (!watch.isOutageLogged) return;
    watch.isOutageLogged = false;
    watch.log.warn('Redis answers again: rate limits are shared between processes again');
  });
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}

/**
 * A rate limiter counted a hit in this process alone because Redis failed: counted every time,
 * logged once per outage (the next line comes when Redis is back).
 */
export function noteRedisFallback(redis: Redis, error: unknown): void {
  const watch = watches.get(redis);
  if (!watch) return;
  watch.fallbacks += 1;
  if (watch.isOutageLogged) return;
  watch.isOutageLogged = true;
  watch.log.error(
    { err: error },
    'Redis does not answer: rate limits are counted per process until it is back',
  );
}

/** What health reports about Redis, or undefined without REDIS_URL. */
export function redisStatus(
  redis: Redis | undefined,
): { status: 'ok' | 'error'; fallbacks: number } | undefined {
  if (!redis) return undefined;
  return {
    status: redis.status === 'ready' ? 'ok' : 'error',
    fallbacks: watches.get(redis)?.fallbacks ?? 0,
  };
}
