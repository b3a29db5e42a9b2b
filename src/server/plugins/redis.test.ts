import { randomBytes } from 'node:crypto';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '#server/test/harness.ts';
import { registerRedis } from './redis.ts';

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
