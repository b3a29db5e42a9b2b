import { describe, expect, it } from 'vitest';
import { createMemoryRateLimiter } from './rate-limit.ts';

describe('rate limiter', () => {
  it('allows the limit, refuses the next with a retry time, and opens again in the next window', async () => {
    let now = 1_000_000;
    const limiter = createMemoryRateLimiter({
      name: 't',
      limit: 2,
      windowMs: 60_000,
      now: () => now,
    });
    expect((await limiter.hit('a')).allowed).toBe(true);
    expect((await limiter.hit('a')).allowed).toBe(true);
    const refused = await limiter.hit('a');
    expect(refused).toEqual({ allowed: false, remaining: 0, retryAfterSeconds: 60 });
    expect((await limiter.hit('b')).allowed).toBe(true);
    now += 60_000;
    expect((await limiter.hit('a')).allowed).toBe(true);
  });
});
