import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DRIVERS, type TestApp } from '#server/test/harness.ts';
import { call, createTestCast, signUp, type TestUser } from '../../test/users.ts';

const DAY = 24 * 60 * 60 * 1000;

describe.each(TEST_DRIVERS)("the admin's users and premium codes on %s", (driver) => {
  let t: TestApp;
  const clock = new Date('2025-06-01T08:00:00.000Z');
  let admin: TestUser;
  let player: TestUser;

  beforeAll(async () => {
    ({ t, admin, player } = await createTestCast(driver, () => clock));
  });
  afterAll(() => t.close());

  it('finds users by part of their email, any case', async () => {
    const response = await call(
      t,
      'GET',
      `/api/admin/users?q=${encodeURIComponent(player.email.slice(0, 10).toUpperCase())}`,
      admin.token,
    );
    expect(response.statusCode).toBe(200);
    const { users } = response.json();
    expect(users.map((user: { email: string }) => user.email)).toContain(player.email);
    expect(users[0]).not.toHaveProperty('passwordHash');
    const wildcard = await call(t, 'GET', '/api/admin/users?q=%25', admin.token);
    expect(wildcard.json().users).toEqual([]);
  });

  it('grants, extends and revokes premium', async () => {
    const target = await signUp(t);
    const granted = await call(t, 'POST', `/api/admin/users/${target.id}/premium`, admin.token, {
      days: 10,
    });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().user).toMatchObject({
      role: 'premium',
      subscriptionExpiry: new Date(clock.getTime() + 10 * DAY).toISOString(),
    });
    const extended = await call(t, 'POST', `/api/admin/users/${target.id}/premium`, admin.token, {
      days: 5,
    });
    expect(extended.json().user.subscriptionExpiry).toBe(
      new Date(clock.getTime() + 15 * DAY).toISOString(),
    );
    const revoked = await call(t, 'POST', `/api/admin/users/${target.id}/revoke`, admin.token);
    expect(revoked.json().user).toMatchObject({ role: 'anonymous', subscriptionExpiry: null });
    expect((await call(t, 'POST', '/api/admin/users/999999/revoke', admin.token)).statusCode).toBe(
      404,
    );
    expect(
      (await call(t, 'POST', `/api/admin/users/${target.id}/premium`, admin.token, { days: 0 }))
        .statusCode,
    ).toBe(400);
  });

  it('creates codes and shows who redeemed them', async () => {
    const created = await call(t, 'POST', '/api/admin/premium-codes', admin.token, {
      days: 7,
      count: 2,
    });
    expect(created.statusCode).toBe(201);
    const [first, second] = created.json().codes as string[];
    const redeemer = await signUp(t);
    const redeem = await call(t, 'POST', '/api/account/redeem', redeemer.token, { code: first });
    expect(redeem.statusCode).toBe(200);
    const { codes } = (await call(t, 'GET', '/api/admin/premium-codes', admin.token)).json();
    expect(codes).toEqual(
      expect.arrayContaining([
        {
          code: first,
          days: 7,
          createdAt: expect.any(String),
          redeemedAt: clock.toISOString(),
          redeemedBy: redeemer.email,
        },
        expect.objectContaining({ code: second, redeemedAt: null, redeemedBy: null }),
      ]),
    );
    const tooMany = await call(t, 'POST', '/api/admin/premium-codes', admin.token, {
      days: 7,
      count: 51,
    });
    expect(tooMany.statusCode).toBe(400);
  });
});
