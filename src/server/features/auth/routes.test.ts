import { createHash } from 'node:crypto';
import * as argon2 from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AUTH_RATE_WINDOW_MS } from '#server/config.ts';
import { userSessions, users } from '#server/db/schema.ts';
import { createTestApp, TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import {
  createTestCast,
  TEST_ADMIN_EMAIL,
  TEST_PASSWORD,
  type TestCast,
} from '#server/test/users.ts';
import { SESSION_COOKIE, TIMINGS } from '#shared/constants.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { SESSION_EXTEND_INTERVAL_MS } from './sessions.ts';

// The real argon2, watched: the sign-in test below counts its checks.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const original = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...original, verify: vi.fn(original.verify) };
});

const PASSWORD = 'Forge2024';
const SAME_ORIGIN = 'http://localhost';
const PUBLIC_USER_KEYS = [
  'createdAt',
  'email',
  'id',
  'isAdmin',
  'role',
  'subscriptionExpiry',
  'subscriptionStatus',
];
const HOUR = 60 * 60 * 1000;

let emailCount = 0;
function newEmail(name = 'leader'): string {
  emailCount += 1;
  return `${name}-${emailCount}@kingdom.test`;
}

function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === SESSION_COOKIE);
}

describe.each(TEST_DRIVERS)('accounts on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-03-01T12:00:00.000Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };

  beforeAll(async () => {
    t = await createTestApp(driver, {
      config: { AUTH_RATE_LIMIT: 10_000, TRUST_PROXY: true },
      now: () => clock,
    });
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload, headers });
  const signUp = (email: string, password = PASSWORD) =>
    post('/api/auth/signup', { email, password });
  const signIn = (email: string, password = PASSWORD) =>
    post('/api/auth/signin', { email, password });
  const meWithCookie = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/auth/me', cookies: { [SESSION_COOKIE]: token } });
  const meWithBearer = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  describe('sign-up', () => {
    it('creates an anonymous account, signs it in and answers with token and public user', async () => {
      const email = newEmail();
      const response = await signUp(email);
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        token: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        user: {
          id: expect.any(Number),
          email,
          role: 'anonymous',
          subscriptionStatus: 'inactive',
          subscriptionExpiry: null,
          createdAt: clock.toISOString(),
          isAdmin: false,
        },
      });
      expect(Object.keys(body.user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(response.headers['cache-control']).toBe('no-store');
    });

    it('stores an argon2id hash at the OWASP settings, never the password', async () => {
      const email = newEmail();
      await signUp(email);
      const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
      expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      expect(row?.passwordHash).not.toContain(PASSWORD);
    });

    it('stores only the SHA-256 of the session token', async () => {
      const { token } = (await signUp(newEmail())).json();
      const hash = createHash('sha256').update(token).digest('hex');
      const rows = await t.database.db
        .select()
        .from(userSessions)
        .where(eq(userSessions.sessionToken, hash));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.expiresAt.getTime()).toBe(clock.getTime() + TIMINGS.userSessionMs);
      const byToken = await t.database.db
        .select()
        .from(userSessions)
        .where(eq(userSessions.sessionToken, token));
      expect(byToken).toHaveLength(0);
    });

    it('sets an httpOnly, SameSite=Lax, 30-day session cookie on the whole site', async () => {
      const response = await signUp(newEmail());
      const cookie = sessionCookie(response);
      expect(cookie).toMatchObject({
        value: response.json().token,
        httpOnly: true,
        sameSite: 'Lax',
        path: '/',
        maxAge: 30 * 24 * 60 * 60,
      });
      expect(cookie?.secure).toBeUndefined();
    });

    it('marks the cookie Secure when the site is served over https', async () => {
      const response = await post(
        '/api/auth/signup',
        { email: newEmail(), password: PASSWORD },
        { 'x-forwarded-proto': 'https' },
      );
      expect(response.statusCode).toBe(201);
      expect(sessionCookie(response)?.secure).toBe(true);
    });

    it('trims the email', async () => {
      const email = newEmail();
      const response = await signUp(`  ${email}  `);
      expect(response.json().user.email).toBe(email);
    });

    it('refuses an email that is taken, in any case', async () => {
      const email = newEmail('Commander');
      expect((await signUp(email)).statusCode).toBe(201);
      for (const again of [email, email.toLowerCase(), ` ${email.toUpperCase()} `]) {
        const response = await signUp(again, 'Another1Pass');
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ success: false, error: AUTH_MESSAGES.emailTaken });
      }
    });

    it.each([
      ['no email', { password: PASSWORD }, 'email', AUTH_MESSAGES.emailRequired],
      ['a blank email', { email: '   ', password: PASSWORD }, 'email', AUTH_MESSAGES.emailRequired],
      [
        'a malformed email',
        { email: 'leader@', password: PASSWORD },
        'email',
        AUTH_MESSAGES.emailInvalid,
      ],
      [
        'an email over 255 characters',
        { email: `${'a'.repeat(250)}@k.com`, password: PASSWORD },
        'email',
        AUTH_MESSAGES.emailTooLong,
      ],
      ['no password', { email: 'x@k.com' }, 'password', AUTH_MESSAGES.passwordRequired],
      [
        'an empty password',
        { email: 'x@k.com', password: '' },
        'password',
        AUTH_MESSAGES.passwordRequired,
      ],
      [
        'a short password',
        { email: 'x@k.com', password: 'Forge24' },
        'password',
        AUTH_MESSAGES.passwordRequirements,
      ],
      [
        'no uppercase',
        { email: 'x@k.com', password: 'forge2024' },
        'password',
        AUTH_MESSAGES.passwordRequirements,
      ],
      [
        'no lowercase',
        { email: 'x@k.com', password: 'FORGE2024' },
        'password',
        AUTH_MESSAGES.passwordRequirements,
      ],
      [
        'no number',
        { email: 'x@k.com', password: 'ForgeForge' },
        'password',
        AUTH_MESSAGES.passwordRequirements,
      ],
      [
        'a password over the maximum',
        { email: 'x@k.com', password: `Aa1${'x'.repeat(300)}` },
        'password',
        AUTH_MESSAGES.passwordTooLong,
      ],
    ])(
      'answers %s with its message and creates nothing',
      async (_name, payload, field, message) => {
        const before = await t.database.db.select().from(users);
        const response = await post('/api/auth/signup', payload);
        expect(response.statusCode).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          error: message,
          fieldErrors: { [field]: [message] },
        });
        expect(await t.database.db.select().from(users)).toHaveLength(before.length);
      },
    );
  });

  describe('sign-in', () => {
    it('signs in with any case and spaces around the email', async () => {
      const email = newEmail('Marshal');
      await signUp(email);
      const response = await signIn(`  ${email.toUpperCase()} `);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body).toEqual({
        success: true,
        token: expect.any(String),
        user: expect.objectContaining({ email, role: 'anonymous' }),
      });
      expect(Object.keys(body.user).sort()).toEqual(PUBLIC_USER_KEYS);
      expect(sessionCookie(response)).toMatchObject({ value: body.token, httpOnly: true });
    });

    it('gives each sign-in its own session', async () => {
      const email = newEmail();
      const first = (await signUp(email)).json().token;
      const second = (await signIn(email)).json().token;
      expect(second).not.toBe(first);
      expect((await meWithBearer(first)).statusCode).toBe(200);
      expect((await meWithBearer(second)).statusCode).toBe(200);
    });

    it('answers a wrong password and an unknown email with the same 401', async () => {
      const email = newEmail();
      await signUp(email);
      const wrong = await signIn(email, 'Wrong2024');
      const unknown = await signIn(newEmail('nobody'));
      for (const response of [wrong, unknown]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({
          success: false,
          error: AUTH_MESSAGES.invalidCredentials,
        });
        expect(sessionCookie(response)).toBeUndefined();
      }
    });

    it('checks a password hash for an unknown email as for a wrong password', async () => {
      // Counting the argon2 checks instead of timing them: without the throwaway check an unknown
      // email answers several times faster, which tells an attacker the email has no account.
      const email = newEmail();
      await signUp(email);
      const verifyCalls = () => vi.mocked(argon2.verify).mock.calls.map(([hash]) => hash);

      vi.mocked(argon2.verify).mockClear();
      expect((await signIn(email, 'Wrong2024')).statusCode).toBe(401);
      const forWrongPassword = verifyCalls();
      vi.mocked(argon2.verify).mockClear();
      expect((await signIn(newEmail('ghost'), 'Wrong2024')).statusCode).toBe(401);
      const forUnknownEmail = verifyCalls();

      expect(forWrongPassword).toHaveLength(1);
      expect(forUnknownEmail).toHaveLength(1);
      // Against a real argon2id hash with the same cost, not a cheap stand-in.
      const cost = (hash: unknown) => String(hash).split('$').slice(1, 4).join('$');
      expect(cost(forUnknownEmail[0])).toBe(cost(forWrongPassword[0]));
      expect(cost(forUnknownEmail[0])).toMatch(/^argon2id\$v=19\$m=19456,t=2,p=1$/);
    });

    it.each([
      [
        'no fields',
        {},
        AUTH_MESSAGES.emailRequired,
        { email: [AUTH_MESSAGES.emailRequired], password: [AUTH_MESSAGES.passwordRequired] },
      ],
      [
        'a malformed email',
        { email: 'nope', password: 'x' },
        AUTH_MESSAGES.emailInvalid,
        { email: [AUTH_MESSAGES.emailInvalid] },
      ],
      [
        'no password',
        { email: 'a@k.com', password: '' },
        AUTH_MESSAGES.passwordRequired,
        { password: [AUTH_MESSAGES.passwordRequired] },
      ],
    ])('answers %s with the spec messages', async (_name, payload, error, fieldErrors) => {
      const response = await post('/api/auth/signin', payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, error, fieldErrors });
    });

    it('does not apply the sign-up password rules', async () => {
      const response = await signIn(newEmail(), 'x');
      expect(response.statusCode).toBe(401);
    });
  });

  describe('me', () => {
    it('knows the user by cookie and by bearer token', async () => {
      const email = newEmail();
      const { token, user } = (await signUp(email)).json();
      for (const response of [await meWithCookie(token), await meWithBearer(token)]) {
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({ success: true, user });
        expect(response.headers['cache-control']).toBe('no-store');
      }
    });

    it('answers 401 without a session', async () => {
      const response = await t.app.inject({ method: 'GET', url: '/api/auth/me' });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: AUTH_MESSAGES.notSignedIn });
    });

    it('answers 401 to an unknown token and clears a stale cookie', async () => {
      expect((await meWithBearer('not-a-token')).statusCode).toBe(401);
      const response = await meWithCookie('not-a-token');
      expect(response.statusCode).toBe(401);
      expect(sessionCookie(response)).toMatchObject({ value: '', path: '/' });
    });
  });

  describe('sessions', () => {
    it('sign-out deletes the session, so the old token no longer works', async () => {
      const { token } = (await signUp(newEmail())).json();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        cookies: { [SESSION_COOKIE]: token },
        headers: { origin: SAME_ORIGIN },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true });
      const cleared = sessionCookie(response);
      expect(cleared?.value).toBe('');
      expect(cleared?.expires?.getTime()).toBeLessThan(Date.now());
      expect((await meWithCookie(token)).statusCode).toBe(401);
      expect((await meWithBearer(token)).statusCode).toBe(401);
    });

    it('sign-out works for API clients with the bearer token', async () => {
      const { token } = (await signUp(newEmail())).json();
      const response = await post('/api/auth/signout', undefined, {
        authorization: `Bearer ${token}`,
      });
      expect(response.statusCode).toBe(200);
      expect((await meWithBearer(token)).statusCode).toBe(401);
    });

    it('sign-out without a session still succeeds', async () => {
      const response = await post('/api/auth/signout');
      expect(response.statusCode).toBe(200);
    });

    it('a session ends 30 days after its last use', async () => {
      const { token } = (await signUp(newEmail())).json();
      advance(TIMINGS.userSessionMs - HOUR);
      expect((await meWithBearer(token)).statusCode).toBe(200);
      // That use extended it: 30 days from then, not from the sign-up.
      advance(TIMINGS.userSessionMs - HOUR);
      expect((await meWithBearer(token)).statusCode).toBe(200);
      advance(TIMINGS.userSessionMs + 1);
      expect((await meWithBearer(token)).statusCode).toBe(401);
    });

    it('signing in again in the same browser replaces its session', async () => {
      const email = newEmail();
      const old = (await signUp(email)).json().token;
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signin',
        payload: { email, password: PASSWORD },
        cookies: { [SESSION_COOKIE]: old },
        headers: { origin: SAME_ORIGIN },
      });
      expect(response.statusCode).toBe(200);
      expect((await meWithBearer(old)).statusCode).toBe(401);
      expect((await meWithBearer(response.json().token)).statusCode).toBe(200);
    });

    it('forgets ended sessions when the user signs in again', async () => {
      const email = newEmail();
      const { user } = (await signUp(email)).json();
      advance(TIMINGS.userSessionMs + HOUR);
      await signIn(email);
      const rows = await t.database.db
        .select()
        .from(userSessions)
        .where(eq(userSessions.userId, user.id));
      expect(rows).toHaveLength(1);
      expect(rows[0]?.expiresAt.getTime()).toBe(clock.getTime() + TIMINGS.userSessionMs);
    });

    it('is extended at most once an hour, renewing the cookie when it is', async () => {
      const { token } = (await signUp(newEmail())).json();
      const hash = createHash('sha256').update(token).digest('hex');
      const storedExpiry = async () => {
        const [row] = await t.database.db
          .select()
          .from(userSessions)
          .where(eq(userSessions.sessionToken, hash));
        return row?.expiresAt.getTime();
      };
      const signedUpAt = clock.getTime();

      advance(SESSION_EXTEND_INTERVAL_MS / 2);
      const soon = await meWithCookie(token);
      expect(soon.statusCode).toBe(200);
      expect(sessionCookie(soon)).toBeUndefined();
      expect(await storedExpiry()).toBe(signedUpAt + TIMINGS.userSessionMs);

      advance(SESSION_EXTEND_INTERVAL_MS);
      const later = await meWithCookie(token);
      expect(await storedExpiry()).toBe(clock.getTime() + TIMINGS.userSessionMs);
      expect(sessionCookie(later)).toMatchObject({ value: token, maxAge: 30 * 24 * 60 * 60 });
    });
  });

  describe('cross-site requests', () => {
    it('refuses a state change that carries the cookie without our Origin', async () => {
      const { token } = (await signUp(newEmail())).json();
      for (const headers of [{}, { origin: 'https://evil.example' }, { origin: 'null' }]) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/auth/signout',
          cookies: { [SESSION_COOKIE]: token },
          headers,
        });
        expect(response.statusCode).toBe(403);
        expect(response.json()).toMatchObject({
          success: false,
          error: AUTH_MESSAGES.crossSiteRefused,
        });
      }
      expect((await meWithBearer(token)).statusCode).toBe(200);
    });

    it('checks a percent-encoded API path (/%61pi/…) as the API path it reaches', async () => {
      const { token } = (await signUp(newEmail())).json();
      for (const url of ['/%61pi/auth/signout', '/api/auth/sign%6Fut', '/%61%70%69/auth/signout']) {
        const response = await t.app.inject({
          method: 'POST',
          url,
          cookies: { [SESSION_COOKIE]: token },
          headers: { origin: 'http://localhost:5173' },
        });
        expect(response.statusCode, url).toBe(403);
        expect(response.json()).toMatchObject({ error: AUTH_MESSAGES.crossSiteRefused });
      }
      expect((await meWithBearer(token)).statusCode).toBe(200);
      // And the session is read there too: the same page signs out from its own origin.
      const own = await t.app.inject({
        method: 'POST',
        url: '/%61pi/auth/signout',
        cookies: { [SESSION_COOKIE]: token },
        headers: { origin: SAME_ORIGIN },
      });
      expect(own.statusCode).toBe(200);
      expect((await meWithBearer(token)).statusCode).toBe(401);
    });

    it('accepts our own origin, including behind an https proxy', async () => {
      const { token } = (await signUp(newEmail())).json();
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/signout',
        cookies: { [SESSION_COOKIE]: token },
        headers: {
          origin: 'https://mail.example.com',
          'x-forwarded-proto': 'https',
          'x-forwarded-host': 'mail.example.com',
        },
      });
      expect(response.statusCode).toBe(200);
    });

    it('refuses a sign-in posted from another site', async () => {
      const email = newEmail();
      await signUp(email);
      const response = await post(
        '/api/auth/signin',
        { email, password: PASSWORD },
        { origin: 'https://evil.example' },
      );
      expect(response.statusCode).toBe(403);
      expect(sessionCookie(response)).toBeUndefined();
    });

    it('leaves reads and bearer-only API clients alone', async () => {
      const { token } = (await signUp(newEmail())).json();
      expect((await meWithCookie(token)).statusCode).toBe(200);
      const response = await post('/api/auth/signout', undefined, {
        authorization: `Bearer ${token}`,
        origin: 'https://tool.example',
      });
      expect(response.statusCode).toBe(200);
    });
  });
});

describe.each(TEST_DRIVERS)('sign-in and sign-up rate limit on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-03-01T12:00:00.000Z');
  beforeAll(async () => {
    t = await createTestApp(driver, { config: { AUTH_RATE_LIMIT: 3 }, now: () => clock });
  });
  afterAll(() => t.close());

  const attempt = (url: string, email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload: { email, password: 'Wrong2024' },
      remoteAddress: ip,
    });

  it('allows AUTH_RATE_LIMIT attempts per IP in 15 minutes, then answers 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push((await attempt('/api/auth/signin', newEmail(), '10.0.0.1')).statusCode);
    }
    expect(statuses).toEqual([401, 401, 401]);
    const refused = await attempt('/api/auth/signup', newEmail(), '10.0.0.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ success: false, error: AUTH_MESSAGES.tooManyAttempts });
    expect(Number(refused.headers['retry-after'])).toBe(15 * 60);
    expect((await attempt('/api/auth/signin', newEmail(), '10.0.0.2')).statusCode).toBe(401);
  });

  it('limits attempts on one email from many IPs too, until the window ends', async () => {
    const email = newEmail('target');
    for (let i = 0; i < 3; i += 1) {
      expect((await attempt('/api/auth/signin', email, `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const refused = await attempt('/api/auth/signin', email.toUpperCase(), '10.1.0.9');
    expect(refused.statusCode).toBe(429);
    clock = new Date(clock.getTime() + AUTH_RATE_WINDOW_MS);
    expect((await attempt('/api/auth/signin', email, '10.1.0.9')).statusCode).toBe(401);
  });
});

describe.each(TEST_DRIVERS)("the admin's session cookie on %s", (driver) => {
  let cast: TestCast;
  let clock = new Date('2025-03-01T12:00:00.000Z');
  beforeAll(async () => {
    cast = await createTestCast(driver, () => clock);
  });
  afterAll(() => cast.t.close());

  it('ends when the server ends an admin session, 24 hours after sign-in', async () => {
    const signedIn = await cast.t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email: TEST_ADMIN_EMAIL, password: TEST_PASSWORD },
    });
    expect(signedIn.statusCode).toBe(200);
    const cookie = sessionCookie(signedIn);
    expect(cookie?.maxAge).toBe(TIMINGS.adminSessionMs / 1000);

    // Renewed on use, it still ends when the 24 hours do, not 30 days later.
    clock = new Date(clock.getTime() + 2 * HOUR);
    const renewed = await cast.t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      cookies: { [SESSION_COOKIE]: cookie?.value ?? '' },
    });
    expect(renewed.statusCode).toBe(200);
    expect(sessionCookie(renewed)?.maxAge).toBe((TIMINGS.adminSessionMs - 2 * HOUR) / 1000);
  });
});
