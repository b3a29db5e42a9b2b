import { type Browser, expect, type Page } from '@playwright/test';
import { visibleText } from '../../src/markup/index.ts';
import { isFirstHeadingKept, watchFirstLoad } from './support/first-load.ts';
import { readFixtures } from './support/fixtures.ts';
import { expectNoSeriousViolations, signIn, toasts, unique } from './support/helpers.ts';
import { test } from './support/test.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** A visitor in a browser of their own: no cookies, no drafts, the project's screen. */
async function openVisitor(browser: Browser, isMobile: boolean, javaScriptEnabled = true) {
  const context = await browser.newContext({
    ...(isMobile
      ? { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true }
      : { viewport: { width: 1280, height: 800 } }),
    permissions: ['clipboard-read', 'clipboard-write'],
    javaScriptEnabled,
  });
  return { page: await context.newPage(), close: () => context.close() };
}

test('a share link opens for anyone, copies, opens in the Manual Builder, and its maker deletes it', async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  // Three browsers (the maker, a reader without JavaScript, a visitor) on a shared machine.
  test.slow();
  const mail = `<size=40><color=#B71C1C><b>KVK PLAN</b></color></size>\nRally at X:512 Y:740 at 14:30 UTC (${unique(testInfo, 'share')})`;
  await signIn(page, readFixtures().premiumUser);
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  const panel = page.getByTestId('mode-panel-manual');
  await panel.getByLabel('Your mail').fill(mail);

  const dispatch = panel.getByTestId('final-dispatch');
  await dispatch.getByRole('button', { name: 'Share link' }).click();
  const linkBox = dispatch.getByRole('textbox', { name: 'Link to this mail' });
  const origin = new URL(page.url()).origin;
  await expect(linkBox).toHaveValue(new RegExp(`^${origin}/m/[A-Za-z0-9_-]{12}$`));
  const link = await linkBox.inputValue();
  await dispatch.getByRole('button', { name: 'Copy link', exact: true }).click();
  await expect(toasts(page).getByText('Link copied to clipboard!')).toBeVisible();
  expect(await clipboard(page)).toBe(link);

  // Without JavaScript the mail is on screen: the server sends the page with it.
  const reader = await openVisitor(browser, isMobile, false);
  try {
    const response = await reader.page.goto(link);
    expect(response?.status()).toBe(200);
    await expect(reader.page.getByRole('heading', { level: 1, name: 'Shared mail' })).toBeVisible();
    await expect(reader.page.getByTestId('mail-preview-body')).toHaveText(visibleText(mail));
    await expect(reader.page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      'KVK PLAN',
    );
  } finally {
    await reader.close();
  }

  const visitor = await openVisitor(browser, isMobile);
  try {
    const errors = await watchFirstLoad(visitor.page);
    const mailRequests: string[] = [];
    visitor.page.on('request', (request) => {
      if (new URL(request.url()).pathname.startsWith('/api/share/'))
        mailRequests.push(request.url());
    });
    await visitor.page.goto(link);
    await expect(
      visitor.page.getByRole('heading', { level: 1, name: 'Shared mail' }),
    ).toBeVisible();
    const shared = visitor.page.getByTestId('shared-mail');
    await expect(shared.getByTestId('mail-preview-body')).toHaveText(visibleText(mail));
    await expect(shared.getByTestId('mail-preview-body').getByText('KVK PLAN')).toHaveCSS(
      'color',
      'rgb(183, 28, 28)',
    );
    await expect(shared.getByRole('button', { name: 'Delete link' })).toHaveCount(0);
    await expectNoSeriousViolations(visitor.page, 'the shared mail page');

    await shared.getByRole('button', { name: 'Copy', exact: true }).click();
    await expect(shared.getByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await clipboard(visitor.page)).toBe(mail);
    // The page was taken over as it came (no hydration error), with the mail it carries.
    expect(await isFirstHeadingKept(visitor.page)).toBe(true);
    expect(errors).toEqual([]);
    expect(mailRequests).toEqual([]);

    await shared.getByRole('button', { name: 'Open in Manual Builder' }).click();
    await expect(visitor.page).toHaveURL(/\/$/);
    const builder = visitor.page.getByTestId('mode-panel-manual');
    await expect(builder.getByLabel('Your mail')).toHaveValue(mail);

    await page.goto(link);
    await page.getByRole('button', { name: 'Delete link' }).click();
    await page.getByRole('button', { name: 'Delete for good' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible();
    await expect(toasts(page).getByText('Link deleted')).toBeVisible();

    await visitor.page.goto(link);
    await expect(
      visitor.page.getByRole('heading', { level: 1, name: 'Link not found' }),
    ).toBeVisible();
    await expect(
      visitor.page.getByText('This share link does not exist or has been deleted.', {
        exact: false,
      }),
    ).toBeVisible();
  } finally {
    await visitor.close();
  }
});

test('a link that never existed shows not found, with 404', async ({ page }) => {
  const errors = await watchFirstLoad(page);
  const response = await page.goto('/m/NoSuchLink12');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Link not found' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await isFirstHeadingKept(page)).toBe(true);
  // Chromium reports the page's own 404 on the console; nothing else may be there.
  expect(errors.filter((error) => !error.includes('status of 404'))).toEqual([]);
  await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
});
