import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { DatabaseDriver } from '#server/db/client.ts';
import { users } from '#server/db/schema.ts';
import { extendPremium } from '#server/features/account/repository.ts';
import { createTestApp, type TestApp } from '#server/test/harness.ts';

// Shared by the admin, notification and changelog route tests: users made through the real API.

export const TEST_ADMIN_EMAIL = 'warden@forge.test';
export const TEST_PASSWORD = 'Forge2024';

export interface TestUser {
  id: number;
  email: string;
  token: string;
}

let userCount = 0;

/** Signs a new user up (or the admin, with `email`) and returns its bearer token. */
export async function signUp(t: TestApp, email?: string): Promise<TestUser> {
  userCount += 1;
  const address = email ?? `player-${userCount}-${Date.now()}@kingdom.test`;
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { email: address, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(201);
  const body = response.json();
  return { id: body.user.id, email: address, token: body.token };
}

/**
 * The admin as the operator makes one: a sign-up (with `email`, which the test app's ADMIN_EMAILS
 * lists) promoted the way `npm run admin` does.
 */
export async function signUpAdmin(t: TestApp, email = TEST_ADMIN_EMAIL): Promise<TestUser> {
  const user = await signUp(t, email);
  await t.database.db
    .update(users)
    .set({ adminGrantedAt: new Date() })
    .where(eq(users.id, user.id));
  return user;
}

/** A fresh session for an existing user (after the clock moved past an admin's 24 hours). */
export async function signIn(t: TestApp, email: string): Promise<TestUser> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/signin',
    payload: { email, password: TEST_PASSWORD },
  });
  expect(response.statusCode).toBe(200);
  const body = response.json();
  return { id: body.user.id, email, token: body.token };
}

/** A new user who is premium for 30 days from `now`. */
export async function signUpPremium(t: TestApp, now: Date): Promise<TestUser> {
  const user = await signUp(t);
  await extendPremium(t.database.db, { userId: user.id, days: 30, now });
  return user;
}

/** A request as an API client: bearer token, JSON body when given. */
export function call(
  t: TestApp,
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token?: string,
  payload?: object,
) {
  return t.app.inject({
    method,
    url,
    ...(payload ? { payload } : {}),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

/** An app with an admin, a free player and two premium players, on a clock the test moves. */
export interface TestCast {
  t: TestApp;
  admin: TestUser;
  player: TestUser;
  alice: TestUser;
  bob: TestUser;
}

export async function createTestCast(driver: DatabaseDriver, now: () => Date): Promise<TestCast> {
  const t = await createTestApp(driver, {
    config: { AUTH_RATE_LIMIT: 10_000, ADMIN_EMAILS: [TEST_ADMIN_EMAIL] },
    now,
  });
  return {
    t,
    admin: await signUpAdmin(t),
    player: await signUp(t),
    alice: await signUpPremium(t, now()),
    bob: await signUpPremium(t, now()),
  };
}
