import { expect, type Page, type TestInfo } from '@playwright/test';
import { resetUserFor } from './support/fixtures.ts';
import {
  expectNoSeriousViolations,
  signIn,
  signUp as signUpAs,
  toasts,
} from './support/helpers.ts';
import { test } from './support/test.ts';

// Issue 16, "Accounts a player controls", as a player does it (the mobile project runs it at
// 390×844 with touch): change the password, sign out everywhere, delete the account, and set a new
// password with a one-time reset link.
const PASSWORD = 'Forge2025Mail';
const NEW_PASSWORD = 'Renewed2026Mail';

function uniqueEmail(testInfo: TestInfo): string {
  return `owner-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`;
}

/** Signs up with this spec's password. */
const signUp = (page: Page, email: string) => signUpAs(page, { email, password: PASSWORD });

async function signInFails(page: Page, email: string, password: string) {
  await page.goto('/auth/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Invalid email or password')).toBeVisible();
}

test('changes the password: the current one is checked, the new one signs in', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, email);
  await page.goto('/account');
  const security = page.getByRole('region', { name: 'Password and sessions' });
  await expect(security).toBeVisible();
  await expectNoSeriousViolations(page, 'account settings');

  await security.getByLabel('Current password').fill('NotMine2025');
  await security.getByLabel('New password').fill(NEW_PASSWORD);
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(security.getByText('Your current password is not right')).toBeVisible();

  await security.getByLabel('Current password').fill(PASSWORD);
  await security.getByRole('button', { name: 'Change password' }).click();
  await expect(toasts(page).getByText('Password changed')).toBeVisible();
  // This browser stays signed in.
  await page.reload();
  await expect(page.getByText(email)).toBeVisible();

  await page.context().clearCookies();
  await signInFails(page, email, PASSWORD);
  await signIn(page, { email, password: NEW_PASSWORD });
});

test('signs out everywhere: another browser is signed out too', async ({
  page,
  browser,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, email);
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin });
  const otherPage = await other.newPage();
  await signIn(otherPage, { email, password: PASSWORD });

  await page.goto('/account');
  await page
    .getByRole('region', { name: 'Password and sessions' })
    .getByRole('button', { name: 'Sign out everywhere' })
    .click();
  await expect(toasts(page).getByText('Signed out everywhere')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin$/);

  await otherPage.goto('/account');
  await expect(otherPage).toHaveURL(/\/auth\/signin$/);
  await other.close();
});

test('deletes the account with the current password, after a second step', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, email);
  await page.goto('/account');
  const card = page.getByRole('region', { name: 'Delete account' });
  await card.getByRole('button', { name: 'Delete my account' }).click();
  await card.getByRole('button', { name: 'Keep my account' }).click();
  await expect(card.getByRole('button', { name: 'Delete my account' })).toBeVisible();

  await card.getByRole('button', { name: 'Delete my account' }).click();
  await card.getByLabel('Current password').fill('NotMine2025');
  await card.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(card.getByText('Your current password is not right')).toBeVisible();
  await card.getByLabel('Current password').fill(PASSWORD);
  await card.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(toasts(page).getByText('Account deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await signInFails(page, email, PASSWORD);
});

test('a one-time reset link sets a new password, once', async ({ page }, testInfo) => {
  const { email, token } = resetUserFor(testInfo);
  await page.goto(`/auth/reset?token=${token}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Set a new password' })).toBeVisible();
  await expectNoSeriousViolations(page, 'reset page');
  await page.getByLabel('New password').fill(NEW_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('status').getByText('Password set')).toBeVisible();
  await page.getByRole('status').getByRole('link', { name: 'Sign in' }).click();
  await signIn(page, { email, password: NEW_PASSWORD });

  // The link is spent.
  await page.goto(`/auth/reset?token=${token}`);
  await page.getByLabel('New password').fill('ThirdTime2026Mail');
  await page.getByLabel('Confirm password').fill('ThirdTime2026Mail');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert').getByText(/not valid, was used already/)).toBeVisible();
});
