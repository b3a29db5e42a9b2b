import { expect } from '@playwright/test';
import { readFixtures } from './support/fixtures.ts';
import { test } from './support/test.ts';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/this/page/does-not-exist');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText(/There is no page at this address/)).toBeVisible();
  await page.getByRole('link', { name: 'Go to the mail tool' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('an unknown preview slug is the 404 page, and Feature Not Found with a way back for the admin', async ({
  page,
}) => {
  const response = await page.goto('/preview/not-a-tool');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();

  const { admin } = readFixtures();
  await page.goto('/__forgeadmin');
  await page.getByRole('textbox', { name: 'Email' }).fill(admin.email);
  await page.getByLabel('Password', { exact: true }).fill(admin.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);

  await page.goto('/preview/not-a-tool');
  await expect(page.getByRole('heading', { name: 'Feature Not Found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});

for (const path of ['/auth/signin', '/auth/signup', '/account', '/__forgeadmin']) {
  test(`${path} renders inside the shared layout`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });
}

test('GET /api/health answers ok with the database', async ({ request }) => {
  const response = await request.get('/api/health');
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: 'ok', db: 'ok' });
  expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
});

test('unknown API paths answer JSON 404', async ({ request }) => {
  const response = await request.get('/api/unknown');
  expect(response.status()).toBe(404);
  expect(await response.json()).toEqual({
    success: false,
    error: 'Not found',
    code: 'api.notFound',
  });
});
