import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { toFormatResponse } from '#format/format-answer.ts';
import { WARNINGS } from '#format/index.ts';
import type { FormatEngines } from '#server/plugins/format-engine.ts';
import { API_MESSAGES } from '#shared/schemas/common.ts';
import {
  FormatEngineInfoSchema,
  FormatRequestSchema,
  FormatResponseSchema,
} from '#shared/schemas/format.ts';
import { createRateLimiter } from '../../plugins/rate-limit.ts';

const WINDOW_MS = 60_000;

export const FORMAT_RATE_LIMITED_MESSAGE = API_MESSAGES.formatRateLimited;

interface FormatRoutesOptions {
  /** The engines the app started (plugins/format-engine.ts). */
  engines: FormatEngines;
}

/**
 * `POST /api/format-message`. Every client gets FORMAT_RATE_LIMIT requests a
 * minute per address; a signed-in player gets FORMAT_RATE_LIMIT_SIGNED_IN per account instead, so
 * an alliance behind one address does not share one budget. With a model configured, only LLM_RATE_LIMIT of them reach the model and the rest are
 * answered by the built-in engine with a 'model-busy' warning: the player still gets a mail.
 */
export const formatRoutes: FastifyPluginAsyncZod<FormatRoutesOptions> = async (
  app,
  { engines },
) => {
  const { config, redis, now } = app;
  const { builtin, engine } = engines;
  const isModel = engine.name !== builtin.name;

  // Not a refusal: past it the built-in engine answers instead of the model.
  const modelLimiter = isModel
    ? createRateLimiter({
        name: 'format-model',
        limit: config.LLM_RATE_LIMIT,
        windowMs: WINDOW_MS,
        redis,
        now: () => now().getTime(),
      })
    : undefined;
  app.addHook('onClose', async () => {
    await modelLimiter?.close();
  });

  app.post(
    '/api/format-message',
    {
      schema: { body: FormatRequestSchema, response: { 200: FormatResponseSchema } },
      config: {
        worksWithoutDatabase: true,
        // A visitor counts against the address's budget, a signed-in player against the account's.
        rateLimit: [
          {
            name: 'format',
            limit: config.FORMAT_RATE_LIMIT,
            windowMs: WINDOW_MS,
            keys: (request) => (request.user ? [] : [request.ip]),
            message: FORMAT_RATE_LIMITED_MESSAGE,
          },
          {
            name: 'format-user',
            limit: config.FORMAT_RATE_LIMIT_SIGNED_IN,
            windowMs: WINDOW_MS,
            keys: (request) => (request.user ? [`user:${request.user.id}`] : []),
            message: FORMAT_RATE_LIMITED_MESSAGE,
          },
        ],
      },
    },
    async (request) => {
      const client = request.user ? `user:${request.user.id}` : request.ip;

      if (modelLimiter && !(await modelLimiter.hit(client)).allowed) {
        return toFormatResponse(await builtin.format(request.body), [WARNINGS.modelBusy()]);
      }
      return toFormatResponse(await engine.format(request.body));
    },
  );

  // The browser runs the built-in engine itself: on its own when that is what formats here, and
  // when a model is configured, only when the server cannot be reached.
  app.get(
    '/api/format-engine',
    {
      schema: { response: { 200: FormatEngineInfoSchema } },
      config: { worksWithoutDatabase: true },
    },
    async () => ({ provider: isModel ? ('openai' as const) : ('builtin' as const) }),
  );
};
