import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumCodes, users } from '#server/db/schema.ts';
import { createTestApp, TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import { SESSION_COOKIE } from '#shared/constants.ts';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account.ts';
import { AUTH_MESSAGES } from '#shared/schemas/auth.ts';
import { createPremiumCodes } from './premium.ts';

const DAY = 24 * 60 * 60 * 1000;
const SAME_ORIGIN = 'http://localhost';

describe.each(TEST_DRIVERS)('premium codes and the subscription lifecycle on %s', (driver) => {
  let t: TestApp;
  let clock = new Date('2025-06-01T08:00:00.000Z');
  const advance = (ms: number) => {
    clock = new Date(clock.getTime() + ms);
  };
  let userCount = 0;

  beforeAll(async () => {
    t = await createTestApp(driver, { config: { AUTH_RATE_LIMIT: 10_000 }, now: () => clock });
  });
  afterAll(() => t.close());

  async function newUser(): Promise<{ token: string; email: string }> {
    userCount += 1;
    const email = `player-${userCount}@kingdom.test`;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email, password: 'Forge2024' },
    });
    expect(response.statusCode).toBe(201);
    return { token: response.json().token, email };
  }

  const newCodes = (days: number, count = 1) =>
    createPremiumCodes(t.database.db, { days, count, createdBy: 'test', now: clock });

  /** Redeems as the browser does: session cookie and our own Origin. */
  const redeem = (token: string, payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/redeem',
      payload,
      cookies: { [SESSION_COOKIE]: token },
      headers: { origin: SAME_ORIGIN },
    });
  const me = (token: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });

  it('a code makes the user premium for its days', async () => {
    const { token, email } = await newUser();
    const [code = ''] = await newCodes(30);
    const response = await redeem(token, { code });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toEqual({
      success: true,
      user: expect.objectContaining({
        email,
        role: 'premium',
        subscriptionStatus: 'active',
        subscriptionExpiry: new Date(clock.getTime() + 30 * DAY).toISOString(),
      }),
    });
    expect(body.user).not.toHaveProperty('passwordHash');
    expect((await me(token)).json().user).toEqual(body.user);
    const [row] = await t.database.db
      .select()
      .from(premiumCodes)
      .where(eq(premiumCodes.code, code));
    expect(row).toMatchObject({ redeemedBy: body.user.id, redeemedAt: clock });
  });

  it('a code works once only', async () => {
    const first = await newUser();
    const second = await newUser();
    const [code = ''] = await newCodes(30);
    expect((await redeem(first.token, { code })).statusCode).toBe(200);
    for (const token of [first.token, second.token]) {
      const again = await redeem(token, { code });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toMatchObject({ success: false, error: ACCOUNT_MESSAGES.codeInvalid });
    }
    expect((await me(second.token)).json().user.role).toBe('anonymous');
  });

  it('two redemptions of one code at the same moment: exactly one wins', async () => {
    const players = await Promise.all([newUser(), newUser(), newUser()]);
    const [code = ''] = await newCodes(30);
    const responses = await Promise.all(players.map(({ token }) => redeem(token, { code })));
    expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 400, 400]);
  });

  it('an unknown code changes nothing', async () => {
    const { token } = await newUser();
    const response = await redeem(token, { code: 'MF-NOPE-NOPE-NOPE-NOPE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, error: ACCOUNT_MESSAGES.codeInvalid });
    expect((await me(token)).json().user).toMatchObject({
      role: 'anonymous',
      subscriptionStatus: 'inactive',
      subscriptionExpiry: null,
    });
  });

  it('a code is read in any case and without surrounding spaces', async () => {
    const { token } = await newUser();
    const [code = ''] = await newCodes(7);
    const response = await redeem(token, { code: `  ${code.toLowerCase()} ` });
    expect(response.statusCode).toBe(200);
  });

  it('a code is read with any spacing, hyphens and case a player types it with', async () => {
    const codes = await newCodes(7, 5);
    const typings = [
      (code: string) => code.replaceAll('-', ' '),
      (code: string) => code.replaceAll('-', ''),
      (code: string) =>
        code
          .replaceAll('-', '')
          .toLowerCase()
          .replace(/(.{3})/g, '$1 '),
      (code: string) => code.replace('MF-', 'mf').replaceAll('-', ' - '),
      (code: string) => `MF – ${code.slice(3).replaceAll('-', '—')}`,
    ];
    for (const [index, typing] of typings.entries()) {
      const { token } = await newUser();
      const code = codes[index] ?? '';
      const response = await redeem(token, { code: typing(code) });
      expect(response.statusCode, typing(code)).toBe(200);
      expect(response.json().user.role).toBe('premium');
    }
  });

  it('asks for a code when none is given', async () => {
    const { token } = await newUser();
    for (const payload of [{}, { code: '' }, { code: '   ' }]) {
      const response = await redeem(token, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        error: ACCOUNT_MESSAGES.codeRequired,
        fieldErrors: { code: [ACCOUNT_MESSAGES.codeRequired] },
      });
    }
  });

  it('answers 401 when signed out, before looking at the body', async () => {
    for (const payload of [{ code: 'MF-ANY' }, {}]) {
      const response = await t.app.inject({ method: 'POST', url: '/api/account/redeem', payload });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ success: false, error: AUTH_MESSAGES.notSignedIn });
    }
  });

  it('refuses a redemption posted from another site', async () => {
    const { token } = await newUser();
    const [code = ''] = await newCodes(30);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/account/redeem',
      payload: { code },
      cookies: { [SESSION_COOKIE]: token },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    expect((await redeem(token, { code })).statusCode).toBe(200);
  });

  it('a second code adds its days to the time left', async () => {
    const { token } = await newUser();
    const [first = '', second = ''] = await newCodes(30, 2);
    await redeem(token, { code: first });
    advance(10 * DAY);
    const response = await redeem(token, { code: second });
    expect(response.json().user.subscriptionExpiry).toBe(
      new Date(clock.getTime() - 10 * DAY + 60 * DAY).toISOString(),
    );
  });

  it('premium turns to expired the moment its expiry passes, and is stored so', async () => {
    const { token, email } = await newUser();
    const [code = ''] = await newCodes(1);
    const redeemed = (await redeem(token, { code })).json().user;
    advance(DAY - 1);
    expect((await me(token)).json().user).toMatchObject({
      role: 'premium',
      subscriptionStatus: 'active',
    });
    advance(1);
    expect((await me(token)).json().user).toEqual({
      ...redeemed,
      role: 'expired',
      subscriptionStatus: 'expired',
    });
    const [row] = await t.database.db.select().from(users).where(eq(users.email, email));
    expect(row).toMatchObject({ role: 'expired', subscriptionStatus: 'expired' });
  });

  it('sign-in reports a lapsed subscription as expired', async () => {
    const { token, email } = await newUser();
    const [code = ''] = await newCodes(2);
    await redeem(token, { code });
    advance(3 * DAY);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signin',
      payload: { email, password: 'Forge2024' },
    });
    expect(response.json().user).toMatchObject({ role: 'expired', subscriptionStatus: 'expired' });
  });

  it('renewing an expired subscription counts from now', async () => {
    const { token } = await newUser();
    const [first = '', second = ''] = await newCodes(1, 2);
    await redeem(token, { code: first });
    advance(5 * DAY);
    const response = await redeem(token, { code: second });
    expect(response.json().user).toMatchObject({
      role: 'premium',
      subscriptionStatus: 'active',
      subscriptionExpiry: new Date(clock.getTime() + DAY).toISOString(),
    });
  });
});

describe('guessing premium codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { config: { AUTH_RATE_LIMIT: 3 } });
  });
  afterAll(() => t.close());

  it('gets the sign-in budget per account: then 429 with Retry-After, even for a good code', async () => {
    const signUp = await t.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { email: 'guesser@kingdom.test', password: 'Forge2024' },
    });
    const headers = { authorization: `Bearer ${signUp.json().token}` };
    const redeem = (code: string) =>
      t.app.inject({ method: 'POST', url: '/api/account/redeem', headers, payload: { code } });
    for (const guess of ['AAAA-1111', 'BBBB-2222', 'CCCC-3333']) {
      expect((await redeem(guess)).statusCode).toBe(400);
    }
    const [code] = await createPremiumCodes(t.database.db, {
      days: 30,
      count: 1,
      createdBy: 'test',
      now: new Date(),
    });
    const refused = await redeem(code!);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json()).toMatchObject({ success: false, error: AUTH_MESSAGES.tooManyAttempts });
  });
});
