import type { FastifyContextConfig, FastifySchema } from 'fastify';
import { AUTH_RATE_WINDOW_MS, type Config } from '#server/config.ts';
import type { RouteRateLimit } from '#server/plugins/rate-limit.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import type { RouteAccess } from './plugin.ts';

/**
 * A route's options beside its schema: who may call it (`access`, applied by the auth plugin
 * before the body is read) and, when given, what each call counts against (`rateLimit`, applied
 * by plugins/rate-limit.ts right before the handler).
 */
export function routeFor<S extends FastifySchema>(
  access: RouteAccess,
  schema: S,
  rateLimit?: RouteRateLimit | readonly RouteRateLimit[],
) {
  const config: FastifyContextConfig = rateLimit ? { access, rateLimit } : { access };
  return { schema, config };
}

/**
 * The budget of guesses at a secret (a password, a reset link, a premium code): AUTH_RATE_LIMIT
 * calls in AUTH_RATE_WINDOW_MS for each key, answered with "too many attempts" beyond it.
 */
export function guessBudget(
  config: Pick<Config, 'AUTH_RATE_LIMIT'>,
  name: string,
  keys: RouteRateLimit['keys'],
): RouteRateLimit {
  return {
    name,
    limit: config.AUTH_RATE_LIMIT,
    windowMs: AUTH_RATE_WINDOW_MS,
    keys,
    message: AUTH_MESSAGES.tooManyAttempts,
  };
}
