import { expect, type Page, type TestInfo } from '@playwright/test';
import { premiumCodeFor } from './support/fixtures.ts';
import { expectNoSeriousViolations, toasts } from './support/helpers.ts';
import { test } from './support/test.ts';

const PASSWORD = 'Forge2025Mail';

/** A fresh email per project and test: both projects share one server and database. */
function uniqueEmail(testInfo: TestInfo): string {
  return `e2e-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`;
}

/** The header's navigation: on phones it sits behind the menu toggle. */
async function openHeaderNav(page: Page, isMobile: boolean) {
  const header = page.getByRole('banner');
  if (isMobile) {
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  }
  return header.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
}

async function signUp(page: Page, email: string) {
  await page.goto('/auth/signup');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(toasts(page).getByText('Welcome to MailForge!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
}

test('sign up lands on / signed in; the account page shows the user; sign out', async ({
  page,
  isMobile,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  await signUp(page, email);

  const nav = await openHeaderNav(page, isMobile);
  await nav.getByRole('link', { name: 'Account' }).click();
  await expect(page).toHaveURL(/\/account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership.getByText('Free')).toBeVisible();
  await expect(membership.getByText('Inactive')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Feature Access' })).toBeVisible();

  await page
    .getByRole('region', { name: 'Quick Actions' })
    .getByRole('button', { name: 'Sign Out' })
    .click();
  await expect(toasts(page).getByText('Signed Out')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/account');
  await expect(page).toHaveURL(/\/auth\/signin$/);
});

test('sign in refuses a wrong password, then signs in and redeems a premium code', async ({
  page,
  request,
  isMobile,
}, testInfo) => {
  const email = uniqueEmail(testInfo);
  // The account exists already (made through the API, outside this browser).
  const created = await request.post('/api/auth/signup', { data: { email, password: PASSWORD } });
  expect(created.status()).toBe(201);

  await page.goto('/auth/signin');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Sign In Failed')).toBeVisible();
  await expect(toasts(page).getByText('Invalid email or password')).toBeVisible();
  await expect(page).toHaveURL(/\/auth\/signin$/);

  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(toasts(page).getByText('Welcome back!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  const nav = await openHeaderNav(page, isMobile);
  await nav.getByRole('link', { name: 'Account' }).click();
  await page.getByRole('button', { name: 'Upgrade Now' }).click();
  const dialog = page.getByRole('dialog', { name: 'Redeem a premium code' });
  await dialog.getByLabel('Premium code').fill('NOT-A-REAL-CODE');
  await dialog.getByRole('button', { name: 'Redeem Code' }).click();
  await expect(dialog.getByText('This code is not valid or has already been used')).toBeVisible();

  await dialog.getByLabel('Premium code').fill(premiumCodeFor(testInfo, 'accounts'));
  await dialog.getByRole('button', { name: 'Redeem Code' }).click();
  await expect(dialog).toBeHidden();
  // The dialog left with the banner that held it: nothing of its modal state may stay behind.
  await expect(page.locator('body')).not.toHaveCSS('pointer-events', 'none');
  await expect(page.locator('[data-aria-hidden]')).toHaveCount(0);
  await expect(toasts(page).getByText('Premium unlocked!')).toBeVisible();
  const membership = page.getByRole('region', { name: 'Membership' });
  await expect(membership.getByText('Premium', { exact: true })).toBeVisible();
  await expect(membership.getByText('Active')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upgrade Now' })).toHaveCount(0);

  // Still premium after a reload: the server kept it.
  await page.reload();
  await expect(membership.getByText('Premium', { exact: true })).toBeVisible();
});

test('the account screens fit the screen and have no serious accessibility violations', async ({
  page,
}, testInfo) => {
  async function check(heading: string) {
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expectNoSeriousViolations(page, heading);
  }

  await page.goto('/auth/signin');
  await check('Sign in');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await check('Sign in');

  await page.goto('/auth/signup');
  await check('Create your account');

  await signUp(page, uniqueEmail(testInfo));
  await page.goto('/account');
  await expect(page.getByRole('button', { name: 'Upgrade Now' })).toBeVisible();
  await check('Your account');
});

test('a visitor who never signed in causes no auth request and no console error', async ({
  page,
}) => {
  const errors: string[] = [];
  const meRequests: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('request', (request) => {
    if (request.url().includes('/api/auth/me')) meRequests.push(request.url());
  });
  await page.goto('/auth/signin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  // The header has settled on the signed-out state (the link may sit in the closed phone menu).
  await expect(page.getByRole('banner').locator('a[href="/auth/signin"]').first()).toBeAttached();
  await page.waitForLoadState('networkidle');
  expect(meRequests).toEqual([]);
  expect(errors).toEqual([]);
});
