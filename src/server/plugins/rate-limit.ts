import type { FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import { errorBody } from './errors.ts';
import { noteRedisFallback } from './redis.ts';

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
