import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { premiumCodeFor, readFixtures } from './support/fixtures.ts';
import {
  expectNoSeriousViolations,
  signIn,
  signInAsAdmin,
  toasts,
  unique,
} from './support/helpers.ts';
import { test } from './support/test.ts';

const PASSWORD = 'Forge2025Mail';

/**
 * Both projects run at once against one database: each moves its own module (both start in
 * development) and sends notifications with titles of its own.
 */
const MODULE_BY_PROJECT: Record<string, { slug: string; name: string }> = {
  desktop: { slug: 'boardforge', name: 'BoardForge' },
  mobile: { slug: 'chatforge', name: 'ChatForge' },
};

function moduleFor(testInfo: TestInfo) {
  const module = MODULE_BY_PROJECT[testInfo.project.name];
  if (!module) throw new Error(`No module for project ${testInfo.project.name}`);
  return module;
}

async function openPremiumAccount(browser: Browser, isMobile: boolean) {
  const { premiumUser } = readFixtures();
  const context = await browser.newContext(
    isMobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  const page = await context.newPage();
  await signIn(page, premiumUser);
  await page.goto('/account');
  await expect(page.getByRole('region', { name: 'Notifications', exact: true })).toBeVisible();
  return { page, close: () => context.close() };
}

async function liveCount(page: Page): Promise<number> {
  const text = await page
    .getByTestId('system-status')
    .locator('[data-status="live"] dd')
    .textContent();
  return Number(text);
}

test('admin moves a module to ready and live and sends a notification; a premium user gets it at once and marks it read', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const module = moduleFor(testInfo);
  const title = unique(testInfo, 'Rally');
  // The premium user is on the account page before the notification is sent.
  const premium = await openPremiumAccount(browser, isMobile);

  try {
    await signInAsAdmin(page);
    const card = page.getByTestId(`module-${module.slug}`);
    await expect(card.getByText('Development', { exact: true })).toBeVisible();
    const liveBefore = await liveCount(page);

    await card.getByRole('button', { name: `Mark as Ready: ${module.name}` }).click();
    await expect(page.getByText(`${module.name} is marked as ready.`)).toBeVisible();
    await expect(card.getByText('Ready', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: `Push Live: ${module.name}` }).click();
    await expect(page.getByText(`${module.name} is live!`)).toBeVisible();
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
    // Live goes back to development only (the status decides who sees it).
    await expect(card.getByRole('button')).toHaveText(['Back to Dev']);
    await expect.poll(() => liveCount(page)).toBeGreaterThanOrEqual(liveBefore + 1);

    // The board is persisted: the module page shows the new status after a reload.
    await page.goto(`/admin/modules/${module.slug}`);
    await expect(page.getByRole('region', { name: module.name }).getByText('Live')).toBeVisible();
    await page.goto('/admin/dashboard');

    const form = page.getByRole('region', { name: 'Send notification' });
    await form.getByRole('button', { name: 'Send Notification' }).click();
    await expect(form.getByText('Title is required')).toBeVisible();
    await expect(form.getByText('Message is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Message' }).fill('Rally at the pass at 12:00 UTC.');
    await form.getByRole('combobox', { name: 'Priority' }).selectOption('alert');
    await form.getByRole('button', { name: 'Send Notification' }).click();
    await expect(toasts(page).getByText('Notification sent to all premium users!')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');

    // Over the event stream: no reload, well before the 30 s poll.
    const panel = premium.page.getByRole('region', { name: 'Notifications', exact: true });
    const item = panel.getByRole('listitem').filter({ hasText: title });
    await expect(item).toBeVisible();
    await expect(item.getByText('Alert')).toBeVisible();
    await expect(item).toHaveAttribute('data-unread', 'true');
    const bell = premium.page.getByRole('link', { name: /^Notifications, \d+ unread$/ });
    await expect(bell).toBeVisible();
    await expect(bell.getByTestId('notification-bell-count')).toHaveText(/^[1-9]\d*\+?$/);
    await expectNoSeriousViolations(premium.page, 'account notifications panel');

    await item.getByRole('button', { name: `Mark as read: ${title}` }).click();
    await expect(toasts(premium.page).getByText('Marked as read', { exact: true })).toBeVisible();
    await expect(item).toBeHidden();
    await panel.getByRole('tab', { name: 'All' }).click();
    const readItem = panel.getByRole('listitem').filter({ hasText: title });
    await expect(readItem).toHaveAttribute('data-unread', 'false');
    await expect(readItem.getByRole('button', { name: /Mark as read/ })).toHaveCount(0);
  } finally {
    await premium.close();
  }
});

test("a premium user reads every notification at once with 'Mark All Read'", async ({
  page,
  playwright,
}, testInfo) => {
  // Each call in a context of its own: an API client with a bearer token and no cookie.
  const post = async (url: string, data: object, token?: string) => {
    const api = await playwright.request.newContext({ baseURL: testInfo.project.use.baseURL });
    try {
      const response = await api.post(url, {
        data,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.ok(), `${url} answered ${response.status()}`).toBe(true);
      return (await response.json()) as { token?: string };
    } finally {
      await api.dispose();
    }
  };
  // A premium user of this test's own: marking all read touches nobody else's list.
  const email = `all-read-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`;
  const { token } = await post('/api/auth/signup', { email, password: PASSWORD });
  await post('/api/account/redeem', { code: premiumCodeFor(testInfo, 'notifications') }, token);
  const { token: adminToken } = await post('/api/auth/signin', readFixtures().admin);
  const titles = [unique(testInfo, 'First order'), unique(testInfo, 'Second order')];
  for (const title of titles) {
    await post('/api/admin/notifications', { title, message: 'Hold the line.' }, adminToken);
  }

  await signIn(page, { email, password: PASSWORD });
  await page.goto('/account');
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  const items = titles.map((title) => panel.getByRole('listitem').filter({ hasText: title }));
  for (const item of items) await expect(item).toHaveAttribute('data-unread', 'true');

  await panel.getByRole('button', { name: 'Mark All Read' }).click();
  await expect(toasts(page).getByText('All notifications marked as read')).toBeVisible();
  // The other project may send new notifications meanwhile: only ours are checked.
  for (const item of items) await expect(item).toBeHidden();

  // Read on the server, not only on screen.
  await page.reload();
  await panel.getByRole('tab', { name: 'All' }).click();
  for (const item of items) await expect(item).toHaveAttribute('data-unread', 'false');
});

test('the admin dashboard has no serious accessibility violations', async ({ page }) => {
  await signInAsAdmin(page);
  await expect(page.getByTestId('system-status').locator('[data-status="live"] dd')).toBeVisible();
  await expect(page.getByTestId('module-mailforge')).toBeVisible();
  await expect(page.getByTestId('admin-user').first()).toBeVisible();
  await expectNoSeriousViolations(page, 'admin dashboard');
});

test('admin sign-in refuses a short password, a wrong password and a non-admin', async ({
  page,
  request,
}, testInfo) => {
  const { admin } = readFixtures();
  const plainEmail = `e2e-plain-${testInfo.project.name}-${Date.now()}@example.com`;
  const created = await request.post('/api/auth/signup', {
    data: { email: plainEmail, password: PASSWORD },
  });
  expect(created.status()).toBe(201);

  await page.goto('/__forgeadmin');
  const email = page.getByRole('textbox', { name: 'Email' });
  const password = page.getByLabel('Password', { exact: true });
  const submit = page.getByRole('button', { name: 'Sign In' });

  await email.fill(admin.email);
  await password.fill('short');
  await submit.click();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

  await password.fill('Not-the-password-1');
  await submit.click();
  await expect(page.getByRole('alert').filter({ hasText: 'Login failed' })).toBeVisible();

  await email.fill(plainEmail);
  await password.fill(PASSWORD);
  await submit.click();
  await expect(page.getByText('Unauthorized email address')).toBeVisible();
  await expect(page).toHaveURL(/\/__forgeadmin$/);
  // Refused means signed out again: the dashboard still sends them back.
  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/__forgeadmin$/);
});

test('a signed-in player who is not an admin is sent from /admin/dashboard to /__forgeadmin', async ({
  page,
}, testInfo) => {
  await page.goto('/auth/signup');
  await page
    .getByRole('textbox', { name: 'Email', exact: true })
    .fill(`e2e-player-${testInfo.project.name}-${Date.now()}@example.com`);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);

  await page.goto('/admin/dashboard');
  await expect(page).toHaveURL(/\/__forgeadmin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin sign-in' })).toBeVisible();
  // The server agrees: the admin API refuses them.
  const response = await page.request.get('/api/admin/modules');
  expect(response.status()).toBe(403);
});
