import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { WARNINGS } from '#format/index.ts';
import type { FormatEngines } from '#server/plugins/format-engine.ts';
import { API_MESSAGES } from '#shared/schemas/common.ts';
import { FormatRequestSchema, FormatResponseSchema } from '#shared/schemas/format.ts';
import type { Config } from '../../config.ts';
import { createRateLimiter, sendRateLimited } from '../../plugins/rate-limit.ts';

const WINDOW_MS = 60_000;

export const FORMAT_RATE_LIMITED_MESSAGE = API_MESSAGES.formatRateLimited;

interface FormatRoutesOptions {
  config: Config;
  /** The engines the app started (plugins/format-engine.ts). */
  engines: FormatEngines;
  /** The process's Redis client (REDIS_URL): limits shared by every process. */
  redis?: Redis;
  /** The app's clock (AppOptions.now), so tests can move the rate-limit windows. */
  now?: () => Date;
}

/**
 * `POST /api/format-message` (spec section 7). Every client gets FORMAT_RATE_LIMIT requests a
 * minute per address; a signed-in player gets FORMAT_RATE_LIMIT_SIGNED_IN per account instead, so
 * an alliance behind one address does not share one budget. With a model configured, only LLM_RATE_LIMIT of them reach the model and the rest are
 * answered by the built-in engine with a 'model-busy' warning: the player still gets a mail.
 */
export const formatRoutes: FastifyPluginAsyncZod<FormatRoutesOptions> = async (
  app,
  { config, engines, redis, now },
) => {
  const clock = now ? () => now().getTime() : undefined;
  const { builtin, engine } = engines;
  const isModel = engine.name !== builtin.name;

  const requestLimiter = createRateLimiter({
    name: 'format',
    limit: config.FORMAT_RATE_LIMIT,
    windowMs: WINDOW_MS,
    redis,
    now: clock,
  });
  const signedInLimiter = createRateLimiter({
    name: 'format-user',
    limit: config.FORMAT_RATE_LIMIT_SIGNED_IN,
    windowMs: WINDOW_MS,
    redis,
    now: clock,
  });
  const modelLimiter = isModel
    ? createRateLimiter({
        name: 'format-model',
        limit: config.LLM_RATE_LIMIT,
        windowMs: WINDOW_MS,
        redis,
        now: clock,
      })
    : undefined;
  app.addHook('onClose', async () => {
    await Promise.all([requestLimiter.close(), signedInLimiter.close(), modelLimiter?.close()]);
  });

  app.post(
    '/api/format-message',
    {
      schema: { body: FormatRequestSchema, response: { 200: FormatResponseSchema } },
      config: { worksWithoutDatabase: true },
    },
    async (request, reply) => {
      const client = request.user ? `user:${request.user.id}` : request.ip;
      const limiter = request.user ? signedInLimiter : requestLimiter;
      const allowed = await limiter.hit(client);
      if (!allowed.allowed) return sendRateLimited(reply, allowed, FORMAT_RATE_LIMITED_MESSAGE);

      if (modelLimiter && !(await modelLimiter.hit(client)).allowed) {
        const result = await builtin.format(request.body);
        return {
          success: true as const,
          ...result,
          warnings: [...result.warnings, WARNINGS.modelBusy()],
        };
      }
      return { success: true as const, ...(await engine.format(request.body)) };
    },
  );
};
