import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UNSTORABLE_TEXT_MESSAGE } from '#shared/schemas/zod.ts';
import { TEST_DRIVERS } from './test/harness.ts';
import { call, createTestCast, type TestCast } from './test/users.ts';

// Issue 16, defect 3: text with NUL (which PostgreSQL refuses) or a lone surrogate (which it would
// store as U+FFFD) is a 400 with a field message on every route, never a 500 or altered data.
const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\uD83Db';

describe.each(TEST_DRIVERS)('text the database cannot store, on %s', (driver) => {
  let cast: TestCast;
  beforeAll(async () => {
    cast = await createTestCast(driver, () => new Date());
  });
  afterAll(() => cast.t.close());

  const cases = (bad: string) => [
    {
      name: 'sign-in email',
      send: (c: TestCast) =>
        call(c.t, 'POST', '/api/auth/signin', undefined, {
          email: `${bad}@x.co`,
          password: 'Whatever1',
        }),
      field: 'email',
    },
    {
      name: 'sign-up email',
      send: (c: TestCast) =>
        call(c.t, 'POST', '/api/auth/signup', undefined, {
          email: `${bad}@x.co`,
          password: 'Whatever1',
        }),
      field: 'email',
    },
    {
      name: 'redeem code',
      send: (c: TestCast) =>
        call(c.t, 'POST', '/api/account/redeem', c.player.token, { code: bad }),
      field: 'code',
    },
    {
      name: 'notification title',
      send: (c: TestCast) =>
        call(c.t, 'POST', '/api/admin/notifications', c.admin.token, {
          title: bad,
          message: 'Rally at dawn',
        }),
      field: 'title',
    },
    {
      name: 'changelog content',
      send: (c: TestCast) =>
        call(c.t, 'POST', '/api/admin/changelogs', c.admin.token, {
          title: 'v2',
          content: bad,
        }),
      field: 'content',
    },
    {
      name: 'admin user search',
      send: (c: TestCast) =>
        call(c.t, 'GET', `/api/admin/users?q=${encodeURIComponent(bad)}`, c.admin.token),
      field: 'q',
      inUrl: true,
    },
    {
      name: 'module slug',
      send: (c: TestCast) =>
        call(c.t, 'GET', `/api/admin/modules/${encodeURIComponent(bad)}`, c.admin.token),
      field: 'slug',
      inUrl: true,
    },
    {
      name: 'draft to format',
      send: (c: TestCast) =>
        call(c.t, 'POST', '/api/format-message', undefined, { message: `Rally ${bad}` }),
      field: 'message',
    },
  ];

  for (const [kind, bad] of [
    ['NUL', NUL],
    ['a lone surrogate', LONE_SURROGATE],
  ] as const) {
    // A lone surrogate has no UTF-8 form, so it cannot be sent in a URL (bad escapes are defect 6).
    const sendable = cases(bad).filter((c) => bad === NUL || !('inUrl' in c));
    it.each(sendable)(
      `answers 400 with a field message for $name with ${kind}`,
      async ({ send, field }) => {
        const response = await send(cast);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          error: UNSTORABLE_TEXT_MESSAGE,
          fieldErrors: { [field]: [UNSTORABLE_TEXT_MESSAGE] },
        });
      },
    );
  }

  it('still accepts emoji, accents and other scripts', async () => {
    const response = await call(cast.t, 'POST', '/api/admin/notifications', cast.admin.token, {
      title: '⚔️ Rally — 集合 — Сбор 🐉',
      message: 'Tous à la bannière 👑',
    });
    expect(response.statusCode).toBe(201);
  });
});
