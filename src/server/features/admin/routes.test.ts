import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { featureModules, userSessions } from '#server/db/schema.ts';
import { hashSessionToken } from '#server/features/auth/tokens.ts';
import { createTestApp, TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import { SESSION_COOKIE, TIMINGS } from '#shared/constants.ts';
import { ADMIN_MESSAGES } from '#shared/schemas/admin.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import {
  call,
  signUp,
  signUpAdmin,
  signUpPremium,
  TEST_ADMIN_EMAIL,
  TEST_PASSWORD,
  type TestUser,
} from '../../test/users.ts';

const _DAY = 24 * 60 * 60 * 1000;

/** Every admin route with a body that would be valid, so only the caller decides the answer. */
const ADMIN_ROUTES: { method: 'GET' | 'POST'; url: string; payload?: object }[] = [
  { method: 'GET', url: '/api/admin/modules' },
  { method: 'GET', url: '/api/admin/modules/boardforge' },
  { method: 'POST', url: '/api/admin/modules/boardforge/status', payload: { status: 'ready' } },
  {
    method: 'POST',
    url: '/api/admin/notifications',
    payload: { title: 'Hello', message: 'World' },
  },
  { method: 'GET', url: '/api/admin/changelogs' },
  { method: 'POST', url: '/api/admin/changelogs', payload: { title: 'v2', content: 'New' } },
  { method: 'POST', url: '/api/admin/changelogs/1/publish' },
  { method: 'GET', url: '/api/admin/users?q=a' },
  { method: 'POST', url: '/api/admin/users/1/premium', payload: { days: 3 } },
  { method: 'POST', url: '/api/admin/users/1/revoke' },
  { method: 'GET', url: '/api/admin/premium-codes' },
  { method: 'POST', url: '/api/admin/premium-codes', payload: { days: 3, count: 1 } },
];

describe.each(TEST_DRIVERS)('admin API on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-06-01T08:00:00.000Z');
  let admin: TestUser;
  let player: TestUser;
  let premium: TestUser;

  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { AUTH_RATE_LIMIT: 10_000, ADMIN_EMAILS: [TEST_ADMIN_EMAIL, 'other@forge.test'] },
      now: () => clock,
    });
    // The allow-list is case-insensitive.
    admin = await signUpAdmin(t, 'Warden@Forge.test');
    player = await signUp(t);
    premium = await signUpPremium(t, clock);
  });
  afterAll(() => t.close());

  describe('who may call it', () => {
    it.each(ADMIN_ROUTES)('$method $url answers 401 when signed out', async (route) => {
      const response = await call(t, route.method, route.url, undefined, route.payload);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: AUTH_MESSAGES.notSignedIn });
    });

    it.each(ADMIN_ROUTES)('$method $url answers 403 to a premium non-admin', async (route) => {
      const response = await call(t, route.method, route.url, premium.token, route.payload);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ success: false, error: ADMIN_MESSAGES.adminsOnly });
    });

    it('refuses a plain user too, even through the session cookie', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/admin/modules',
        cookies: { [SESSION_COOKIE]: player.token },
      });
      expect(response.statusCode).toBe(403);
    });

    it('grants nothing to a sign-up with an allow-listed email the operator never made an admin', async () => {
      // ADMIN_EMAILS lists other@forge.test, yet no one ran `npm run admin` for it.
      const claimer = await signUp(t, 'Other@Forge.test');
      const me = await call(t, 'GET', '/api/auth/me', claimer.token);
      expect(me.json().user.isAdmin).toBe(false);
      const modules = await call(t, 'GET', '/api/admin/modules', claimer.token);
      expect(modules.statusCode).toBe(403);
      expect(modules.json()).toMatchObject({ success: false, error: ADMIN_MESSAGES.adminsOnly });
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: 'other@forge.test', password: TEST_PASSWORD },
      });
      expect(signIn.json().user.isAdmin).toBe(false);
    });

    it('tells the browser who is an admin', async () => {
      const me = await call(t, 'GET', '/api/auth/me', admin.token);
      expect(me.json().user.isAdmin).toBe(true);
      expect((await call(t, 'GET', '/api/auth/me', player.token)).json().user.isAdmin).toBe(false);
      const signIn = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email: TEST_ADMIN_EMAIL, password: TEST_PASSWORD },
      });
      expect(signIn.json().user.isAdmin).toBe(true);
    });
  });

  describe('premium features', () => {
    it('an admin has every premium feature: premium and active, changelogs and notifications open', async () => {
      const me = (await call(t, 'GET', '/api/auth/me', admin.token)).json().user;
      expect(me).toMatchObject({ isAdmin: true, role: 'premium', subscriptionStatus: 'active' });
      for (const url of ['/api/changelogs', '/api/notifications']) {
        expect((await call(t, 'GET', url, admin.token)).statusCode, url).toBe(200);
        expect((await call(t, 'GET', url, player.token)).statusCode, url).toBe(403);
      }
    });
  });

  describe('admin session', () => {
    it('ends 24 hours after sign-in even while in use, when a user session would go on', async () => {
      const start = clock;
      const adminSession = await signIn(TEST_ADMIN_EMAIL);
      const playerSession = await signIn(player.email);
      clock = new Date(start.getTime() + TIMINGS.adminSessionMs - 60_000);
      expect((await call(t, 'GET', '/api/admin/modules', adminSession)).statusCode).toBe(200);
      clock = new Date(start.getTime() + TIMINGS.adminSessionMs);
      const expired = await call(t, 'GET', '/api/admin/modules', adminSession);
      expect(expired.statusCode).toBe(401);
      expect((await call(t, 'GET', '/api/auth/me', adminSession)).statusCode).toBe(401);
      expect((await call(t, 'GET', '/api/auth/me', playerSession)).statusCode).toBe(200);
      // The session row is gone, not just refused.
      const rows = await t.database.db
        .select()
        .from(userSessions)
        .where(eq(userSessions.sessionToken, hashSessionToken(adminSession)));
      expect(rows).toEqual([]);
      admin.token = await signIn(TEST_ADMIN_EMAIL);
    });

    async function signIn(email: string): Promise<string> {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: TEST_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      return response.json().token;
    }
  });

  describe('feature board', () => {
    const setStatus = (slug: string, status: string) =>
      call(t, 'POST', `/api/admin/modules/${slug}/status`, admin.token, { status });

    it('lists the seven seeded modules', async () => {
      const response = await call(t, 'GET', '/api/admin/modules', admin.token);
      expect(response.statusCode).toBe(200);
      const { modules } = response.json();
      expect(modules).toHaveLength(7);
      expect(modules[0]).toEqual({
        id: expect.any(Number),
        name: expect.any(String),
        slug: expect.any(String),
        status: expect.stringMatching(/^(development|ready|live)$/),
        previewUrl: expect.any(String),
        description: expect.any(String),
        lastUpdated: expect.any(String),
      });
      expect(modules.map((module: { status: string }) => module.status).sort()).toEqual([
        'development',
        'development',
        'development',
        'development',
        'development',
        'live',
        'ready',
      ]);
    });

    it('moves development → ready → development → ready → live → development → ready → live and stamps lastUpdated', async () => {
      for (const status of [
        'ready',
        'development',
        'ready',
        'live',
        'development',
        'ready',
        'live',
      ]) {
        clock = new Date(clock.getTime() + 1000);
        const response = await setStatus('boardforge', status);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          success: true,
          module: expect.objectContaining({
            slug: 'boardforge',
            status,
            lastUpdated: clock.toISOString(),
          }),
        });
      }
      const detail = await call(t, 'GET', '/api/admin/modules/boardforge', admin.token);
      expect(detail.json().module).toMatchObject({ status: 'live' });
    });

    it.each([
      ['live', 'ready'],
      ['live', 'live'],
      ['development', 'live'],
      ['development', 'development'],
    ])('refuses %s → %s with 409 and leaves the module alone', async (from, to) => {
      await t.database.db
        .update(featureModules)
        .set({ status: from })
        .where(eq(featureModules.slug, 'chronoforge'));
      const before = await call(t, 'GET', '/api/admin/modules/chronoforge', admin.token);
      const response = await setStatus('chronoforge', to);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        success: false,
        error: expect.stringContaining(to),
        code: 'admin.transitionRefused',
      });
      const after = await call(t, 'GET', '/api/admin/modules/chronoforge', admin.token);
      expect(after.json()).toEqual(before.json());
    });

    it('answers 404 for an unknown module and 400 for an unknown status', async () => {
      expect((await setStatus('nope', 'ready')).statusCode).toBe(404);
      expect((await call(t, 'GET', '/api/admin/modules/nope', admin.token)).json()).toMatchObject({
        success: false,
        error: ADMIN_MESSAGES.moduleNotFound,
      });
      expect((await setStatus('boardforge', 'archived')).statusCode).toBe(400);
    });
  });
});
