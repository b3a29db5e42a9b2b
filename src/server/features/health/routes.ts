import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DATABASE_RETRY_AFTER_SECONDS } from '#server/db/availability.ts';

const HEALTH_TIMEOUT_MS = 2000;

const HealthSchema = z.object({ status: z.enum(['ok', 'error']), db: z.enum(['ok', 'error']) });

export const healthRoutes: FastifyPluginAsyncZod<{ ping: () => Promise<void> }> = async (
  app,
  { ping },
) => {
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
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database does not answer');
        // A load balancer or monitor is told when to look again, as every other 503 says.
        return reply
          .status(503)
          .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
          .send({ status: 'error', db: 'error' });
      } finally {
        clearTimeout(timer);
      }
    },
  );
};
