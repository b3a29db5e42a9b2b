import type { FastifyContextConfig, FastifySchema } from 'fastify';
import type { RouteRateLimit } from '#server/plugins/rate-limit.ts';
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
