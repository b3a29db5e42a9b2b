import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/availability.ts';
import { redisStatus } from '#server/plugins/redis.ts';

const HEALTH_TIMEOUT_MS = 2000;

const HealthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'error']),
  /**
   * With REDIS_URL: whether Redis answers, and how many rate-limit hits were counted per process
   * since the start because it did not (the server stays up without Redis, so status stays ok).
   */
  redis: z.object({ status: z.enum(['ok', 'error']), fallbacks: z.number() }).optional(),
});

export const healthRoutes: FastifyPluginAsyncZod<{
  ping: () => Promise<void>;
  redis?: Redis;
}> = async (app, { ping, redis }) => {
  app.get(
    '/api/health',
    { schema: { response: { 200: HealthSchema, 503: HealthSchema } }, logLevel: 'warn' },
    async (request, reply) => {
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          ping(),
          new Promise((_, reject) => {
            timer = setTimeout(
              () => reject(new Error('database ping timed out')),
              HEALTH_TIMEOUT_MS,
            );
          }),
        ]);
        return { status: 'ok' as const, db: 'ok' as const, redis: redisStatus(redis) };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        // A load balancer or monitor is told when to look again, as every other 503 says.
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'error', db: 'error', redis: redisStatus(redis) });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
