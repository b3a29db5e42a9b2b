import { type Browser, expect, type Page, type TestInfo } from '@playwright/test';
import { readFixtures } from './support/fixtures.ts';
import {
  expectNoSeriousViolations,
  findToolLink,
  signIn,
  signInAsAdmin,
} from './support/helpers.ts';
import { test } from './support/test.ts';

/**
 * Issue 18: a module's status decides who may open it. Both projects run at once against one
 * database, so each moves a module of its own (tests/e2e/support/prepare.ts).
 */
function moduleFor(testInfo: TestInfo) {
  const index = testInfo.config.projects.findIndex((p) => p.name === testInfo.project.name);
  const module = readFixtures().modules[index];
  if (!module) throw new Error(`No module for project ${testInfo.project.name}`);
  return module;
}

async function openContext(browser: Browser, isMobile: boolean) {
  const context = await browser.newContext(
    isMobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } },
  );
  return { page: await context.newPage(), close: () => context.close() };
}

/** Opens `path` and checks the server's answer and what the page shows. */
async function expectPage(page: Page, path: string, isOpen: boolean, heading: string) {
  const response = await page.goto(path);
  expect(response?.status(), `${path}: status`).toBe(isOpen ? 200 : 404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    isOpen ? heading : '404 Page Not Found',
  );
}

/** The header's link to a tool the board opened, in the menu on a phone. */
test('the board decides who opens a module: admins in development, premium players when ready (Beta), everyone when live, and back', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  // An admin and a premium player through every state of the board: a long walk, not a slow step.
  test.setTimeout(90_000);
  const module = moduleFor(testInfo);
  const path = `/preview/${module.slug}`;
  const heading = `${module.name} preview`;
  const premium = await openContext(browser, isMobile);
  const visitor = await openContext(browser, isMobile);

  try {
    await signIn(premium.page, readFixtures().premiumUser);
    await signInAsAdmin(page);
    const card = page.getByTestId(`module-${module.slug}`);
    await expect(card.getByText('Development', { exact: true })).toBeVisible();

    // Development: the admin's only.
    await expectPage(premium.page, path, false, heading);
    await expectPage(visitor.page, path, false, heading);
    await page.goto(`/admin/modules/${module.slug}`);
    await page.getByRole('link', { name: 'Open preview' }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    const described = page.getByRole('region', { name: module.name });
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(described.getByText(`${module.name} is a test tool`)).toBeVisible();
    await expect(described.getByText('Admins only')).toBeVisible();
    await expectNoSeriousViolations(page, 'module preview');
    // 'Back to Admin' goes back in history, to the module's page.
    await page.getByRole('button', { name: 'Back to Admin' }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/modules/${module.slug}$`));

    // Ready: premium players too, marked Beta; visitors still find nothing.
    await page.goto('/admin/dashboard');
    await card.getByRole('button', { name: `Mark as Ready: ${module.name}` }).click();
    await expect(card.getByText('Ready', { exact: true })).toBeVisible();
    await expectPage(premium.page, path, true, heading);
    const premiumView = premium.page.getByRole('region', { name: module.name });
    await expect(premiumView.getByText('Beta', { exact: true })).toBeVisible();
    await expect(premiumView.getByText('Admins and premium players (Beta)')).toBeVisible();
    await expect(await findToolLink(premium.page, isMobile, `${module.name} (Beta)`)).toBeVisible();
    await expectPage(visitor.page, path, false, heading);

    // Live: everyone, without a release.
    await card.getByRole('button', { name: `Push Live: ${module.name}` }).click();
    await expect(card.getByText('Live', { exact: true })).toBeVisible();
    await expectPage(visitor.page, path, true, heading);
    await expect(
      visitor.page.getByRole('region', { name: module.name }).getByText('Everyone'),
    ).toBeVisible();
    await expectPage(premium.page, path, true, heading);
    await expect(
      premium.page.getByRole('region', { name: module.name }).getByText('Beta'),
    ).toHaveCount(0);
    const liveLink = await findToolLink(premium.page, isMobile, module.name);
    await expect(liveLink).toHaveAttribute('href', path);

    // Back to development: hidden again, at once.
    await card.getByRole('button', { name: `Back to Dev: ${module.name}` }).click();
    await expect(card.getByText('Development', { exact: true })).toBeVisible();
    await expectPage(visitor.page, path, false, heading);
    await expectPage(premium.page, path, false, heading);
    await expect(premium.page.getByRole('link', { name: module.name, exact: true })).toHaveCount(0);
    // The API agrees with the pages.
    const listed = await premium.page.request.get('/api/modules');
    const slugs = ((await listed.json()) as { modules: { slug: string }[] }).modules.map(
      (entry) => entry.slug,
    );
    expect(slugs).not.toContain(module.slug);
  } finally {
    await premium.close();
    await visitor.close();
  }
});

test('the original home page is the admin’s: the home page’s mail tool with Back to Admin', async ({
  page,
  browser,
  isMobile,
}) => {
  const visitor = await openContext(browser, isMobile);
  try {
    const refused = await visitor.page.goto('/private-dev/original-home');
    expect(refused?.status()).toBe(404);
    await expect(visitor.page.getByRole('heading', { level: 1 })).toHaveText('404 Page Not Found');
  } finally {
    await visitor.close();
  }

  await signInAsAdmin(page);
  await page.getByRole('link', { name: /Original home page/ }).click();
  const notice = page.getByRole('region', { name: 'Original home (private)' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('button', { name: /AI Assist/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expectNoSeriousViolations(page, 'original home');
  await notice.getByRole('button', { name: 'Back to Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});
