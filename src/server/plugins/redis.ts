import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/**
 * The one Redis connection of a server process (REDIS_URL): every rate limiter and the notification
 * relay share it (the relay's subscriber is its duplicate, as a subscribed connection can do nothing
 * else). It closes after every route plugin, whose onClose hooks run first.
 */
export function registerRedis(app: FastifyInstance, url: string | undefined): Redis | undefined {
  if (!url) return undefined;
  const redis = new Redis(url, { maxRetriesPerRequest: 1 });
  // ioredis reconnects by itself; meanwhile the limiters fall back and the errors must not crash.
  redis.on('error', () => {});
  app.addHook('onClose', async () => {
    redis.disconnect();
  });
  return redis;
}
