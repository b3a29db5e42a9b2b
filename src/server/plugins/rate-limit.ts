import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { Redis } from 'ioredis';
import { errorBody } from './errors.ts';
import { noteRedisFallback } from './redis.ts';

/** A limit a route declares in its options: `config: { rateLimit: … }`. */
export interface RouteRateLimit {
  /** Names the counter: routes that name one share it, and no two limits share keys. */
  name: string;
  limit: number;
  windowMs: number;
  /**
   * What one call counts against (`user:<id>`, `ip:<address>`, `email:<address>`…): one hit for
   * each, the strictest refusal answers. None: the call is not counted by this limit.
   */
  keys: (request: FastifyRequest) => readonly string[];
  /** The 429's message, one a player understands. */
  message: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route's limits (rate-limit.ts applies them): counted after the caller's access and the
     * input were checked, right before the handler; over one, 429 with Retry-After.
     */
    rateLimit?: RouteRateLimit | readonly RouteRateLimit[];
  }
}

export interface RateLimitResult {
  allowed: boolean;
  remaining: number;
  /** Seconds until the window that refused this hit ends (0 when allowed). */
  retryAfterSeconds: number;
}

interface RateLimiter {
  /** Counts one attempt for `key` and says whether it is within the limit. */
  hit(key: string): Promise<RateLimitResult>;
  close(): Promise<void>;
}

interface RateLimiterOptions {
  /** Names the counter, so limits of different features never share keys. */
  name: string;
  limit: number;
  windowMs: number;
  /** With the process's Redis client (REDIS_URL) the counts are shared by every server process. */
  redis?: Redis;
  now?: () => number;
}

/** Fixed windows: cheap, and exact enough for "N per minute" limits. */
export function createRateLimiter(options: RateLimiterOptions): RateLimiter {
  return options.redis
    ? createRedisRateLimiter(options, options.redis)
    : createMemoryRateLimiter(options);
}

function judge(count: number, limit: number, windowEndsAt: number, now: number): RateLimitResult {
  const allowed = count <= limit;
  return {
    allowed,
    remaining: Math.max(0, limit - count),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((windowEndsAt - now) / 1000)),
  };
}

export function createMemoryRateLimiter(options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const windows = new Map<string, { count: number; endsAt: number }>();
  let sweptAt = now();
  return {
    async hit(key) {
      const at = now();
      // Forget finished windows now and then, so memory stays bounded by active clients.
      if (at - sweptAt > options.windowMs) {
        for (const [k, w] of windows) if (w.endsAt <= at) windows.delete(k);
        sweptAt = at;
      }
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + options.windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return judge(window.count, options.limit, window.endsAt, at);
    },
    async close() {
      windows.clear();
    },
  };
}

function createRedisRateLimiter(options: RateLimiterOptions, redis: Redis): RateLimiter {
  const now = options.now ?? Date.now;
  const fallback = createMemoryRateLimiter(options);
  return {
    async hit(key) {
      const at = now();
      const windowStart = Math.floor(at / options.windowMs) * options.windowMs;
      const redisKey = `mailforge:rl:${options.name}:${key}:${windowStart}`;
      try {
        const [[, count]] = (await redis
          .multi()
          .incr(redisKey)
          .pexpire(redisKey, options.windowMs)
          .exec()) as [[Error | null, number]];
        return judge(count, options.limit, windowStart + options.windowMs, at);
      } catch (error) {
        // Redis down: keep limiting per process rather than failing requests, and say so.
        noteRedisFallback(redis, error);
        return fallback.hit(key);
      }
    },
    async close() {
      // The Redis client is the app's (plugins/redis.ts): it closes it.
      await fallback.close();
    },
  };
}

/**
 * Applies every route's `config.rateLimit`: one limiter per named limit for the whole app (on the
 * process's Redis when there is one), counted in a preHandler added after the route's own, so
 * the caller's access, the input and the route's own checks come first. Register before the routes.
 */
export function registerRateLimits(
  app: FastifyInstance,
  options: { redis?: Redis; now: () => Date },
): void {
  const limiters = new Map<string, { limiter: RateLimiter; limit: number; windowMs: number }>();
  const limiterOf = (rule: RouteRateLimit) => {
    const known = limiters.get(rule.name);
    if (known) {
      if (known.limit !== rule.limit || known.windowMs !== rule.windowMs) {
        throw new Error(`Rate limit ${rule.name} is declared with two different budgets`);
      }
      return known.limiter;
    }
    const limiter = createRateLimiter({
      name: rule.name,
      limit: rule.limit,
      windowMs: rule.windowMs,
      redis: options.redis,
      now: () => options.now().getTime(),
    });
    limiters.set(rule.name, { limiter, limit: rule.limit, windowMs: rule.windowMs });
    return limiter;
  };

  app.addHook('onRoute', (route) => {
    const rules = [route.config?.rateLimit ?? []].flat();
    if (rules.length === 0) return;
    const counted = rules.map((rule) => ({ rule, limiter: limiterOf(rule) }));
    const limitCall: preHandlerAsyncHookHandler = async (request, reply) => {
      let strictest: { result: RateLimitResult; message: string } | undefined;
      for (const { rule, limiter } of counted) {
        const refused = await hitEach(limiter, rule.keys(request));
        if (
          refused &&
          (!strictest || refused.retryAfterSeconds > strictest.result.retryAfterSeconds)
        ) {
          strictest = { result: refused, message: rule.message };
        }
      }
      if (strictest) return sendRateLimited(reply, strictest.result, strictest.message);
    };
    route.preHandler = [...[route.preHandler ?? []].flat(), limitCall];
  });
  app.addHook('onClose', async () => {
    await Promise.all([...limiters.values()].map(({ limiter }) => limiter.close()));
  });
}

/** Counts one hit for each key (an address, an account…); the strictest refusal, or null. */
export async function hitEach(
  limiter: RateLimiter,
  keys: readonly string[],
): Promise<RateLimitResult | null> {
  const refused = (await Promise.all(keys.map((key) => limiter.hit(key)))).filter(
    (result) => !result.allowed,
  );
  if (refused.length === 0) return null;
  return refused.reduce((a, b) => (b.retryAfterSeconds > a.retryAfterSeconds ? b : a));
}

/** 429 with Retry-After and a message a player understands. */
export function sendRateLimited(reply: FastifyReply, result: RateLimitResult, message: string) {
  return reply
    .status(429)
    .header('retry-after', String(result.retryAfterSeconds))
    .send(errorBody(message));
}
