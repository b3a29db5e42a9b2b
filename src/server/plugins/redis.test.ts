import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createRedisRelay } from '#server/features/notifications/relay.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { createRateLimiter } from './rate-limit.ts';
import { redisStatus, registerRedis } from './redis.ts';

// Runs where TEST_REDIS_URL names a Redis (CI sets it when one answers on the default port).
const redisUrls = process.env.TEST_REDIS_URL ? [process.env.TEST_REDIS_URL] : [];
const DRAFT = { message: 'Rally at the flag at 20:00 UTC', mode: 'format', tone: 'neutral' };

// Two server processes on one Redis (REDIS_URL): the limits are the sum of both, not per process.
describe.each(redisUrls)('two app instances sharing REDIS_URL %s', (redisUrl) => {
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    const config = { REDIS_URL: redisUrl, FORMAT_RATE_LIMIT: 2 };
    first = await createTestApp('pglite', { config });
    second = await createTestApp('pglite', { config });
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('count one client against one format limit, whichever instance it reaches', async () => {
    // A fresh address per run: the windows live in Redis and outlast this test.
    const remoteAddress = `10.${[...randomBytes(3)].join('.')}`;
    const post = (t: TestApp) =>
      t.app.inject({ method: 'POST', url: '/api/format-message', payload: DRAFT, remoteAddress });
    expect((await post(first)).statusCode).toBe(200);
    expect((await post(second)).statusCode).toBe(200);
    const refused = await post(first);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('the process Redis client', () => {
  it('is not opened without REDIS_URL', () => {
    expect(registerRedis(Fastify(), undefined)).toBeUndefined();
  });

  it('is closed with the app, even when Redis never answered', async () => {
    const app = Fastify();
    // Port 1: nothing listens, so the client keeps retrying until the app closes it.
    const redis = registerRedis(app, 'redis://127.0.0.1:1');
    await app.ready();
    expect(redis?.status).not.toBe('end');
    await app.close();
    await vi.waitFor(() => expect(redis?.status).toBe('end'));
  });
});

// Port 1: nothing listens, so every command fails the way it does while Redis is down.
const NO_REDIS = 'redis://127.0.0.1:1';

describe('when Redis does not answer', () => {
  it('limits per process, counts each such hit for health and logs the outage once', async () => {
    const app = Fastify();
    const logged = vi.spyOn(app.log, 'error');
    const redis = registerRedis(app, NO_REDIS)!;
    await app.ready();
    try {
      const limiter = createRateLimiter({ name: 'outage', limit: 2, windowMs: 60_000, redis });
      const results = [];
      for (let hit = 0; hit < 3; hit += 1) results.push((await limiter.hit('10.0.0.1')).allowed);
      expect(results).toEqual([true, true, false]);
      expect(redisStatus(redis)).toEqual({ status: 'error', fallbacks: 3 });
      expect(logged).toHaveBeenCalledTimes(1);
      expect(String(logged.mock.calls[0]?.at(-1))).toContain('rate limits are counted per process');
    } finally {
      await app.close();
    }
  });

  it("logs the notification relay's lost connection once, however often it retries", async () => {
    const app = Fastify();
    const logged = vi.spyOn(app.log, 'error');
    const redis = registerRedis(app, NO_REDIS)!;
    const relay = createRedisRelay(redis, app.log);
    try {
      await relay.start(() => {}).catch(() => {});
      // ioredis retries after 50 ms, 100 ms, 150 ms…: several failures by now.
      await new Promise((resolve) => setTimeout(resolve, 500));
      const lines = logged.mock.calls.map((call) => String(call.at(-1)));
      expect(lines).toEqual(['notification relay (Redis): connection lost, reconnecting']);
    } finally {
      await relay.close();
      await app.close();
    }
  });

  it('is not reported by health without REDIS_URL', () => {
    expect(redisStatus(undefined)).toBeUndefined();
  });
});
