import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';
import { test } from './support/test.ts';

test.describe('home page', () => {
  test('shows the header, banner, about panel, three mode cards and footer', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /MailForge/i }).first()).toBeVisible();
    await expect(page.getByText(/live in beta/i).first()).toBeVisible();

    const about = page.getByRole('button', { name: /What is MailForge\?/i });
    await expect(about).toBeVisible();
    await about.click();
    await expect(about).toHaveAttribute('aria-expanded', 'true');

    const aiAssist = page.getByRole('button', { name: /AI Assist/i });
    const manual = page.getByRole('button', { name: /Manual Builder/i });
    const templates = page.getByRole('button', { name: /Templates/i });
    await expect(aiAssist).toHaveAttribute('aria-pressed', 'true');
    await expect(templates).toBeEnabled();
    await expect(templates).toContainText('Premium');
    await manual.click();
    await expect(manual).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByTestId('mode-panel-manual')).toBeVisible();

    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('fits the screen without sideways scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('has no serious accessibility violations', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    const serious = results.violations.filter((v) =>
      ['serious', 'critical'].includes(v.impact ?? ''),
    );
    expect(serious.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });

  test('loads without console errors or CSP violations', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('the menu toggle opens the menu on phones and is hidden on desktop', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  const toggle = page.getByRole('button', { name: /menu/i });
  if (!isMobile) {
    await expect(toggle).toBeHidden();
    return;
  }
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.tap();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
});
