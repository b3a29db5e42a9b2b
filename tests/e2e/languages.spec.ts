import { expect, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/shared/constants.ts';
import { text } from './support/locales.ts';
import { test } from './support/test.ts';

// Every page renders in each of the players' languages: on the old runtime a Spanish,
// Portuguese, Russian, Chinese or Arabic browser hung every page at 100% CPU.

/** Each route of src/web/routes.ts for a signed-out visitor, and the heading it ends on. */
const ROUTE_HEADINGS: [path: string, headingKey: string][] = [
  ['/', 'home.title'],
  ['/auth/signin', 'pages.signIn.title'],
  ['/auth/signup', 'pages.signUp.title'],
  ['/auth/reset', 'pages.resetPassword.title'],
  ['/account', 'pages.signIn.title'],
  ['/__forgeadmin', 'pages.adminLogin.title'],
  ['/admin/dashboard', 'pages.adminLogin.title'],
  ['/admin/modules/boardforge', 'pages.adminLogin.title'],
  // A module's pages are the 404 page to whom its status does not open them; no spec
  // moves ChronoForge, so it stays in development for this run.
  ['/admin/preview/chronoforge', 'pages.notFound.title'],
  ['/preview/chronoforge', 'pages.notFound.title'],
  ['/private-dev/original-home', 'pages.notFound.title'],
  ['/no/such/page', 'pages.notFound.title'],
];

/** A page must be whole within 5 s: it hung for ever before. */
const RENDER_TIMEOUT_MS = 5000;

async function expectRenderedIn(page: Page, language: string, path: string, headingKey: string) {
  await page.goto(path, { waitUntil: 'commit' });
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading, `${language} ${path}`).toHaveText(text(language, headingKey), {
    timeout: RENDER_TIMEOUT_MS,
  });
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', language);
  await expect(html).toHaveAttribute('dir', language === 'ar' ? 'rtl' : 'ltr');
}

for (const language of LANGUAGES) {
  test.describe(`in ${language}`, () => {
    test.describe('with the browser in this language', () => {
      test.use({ locale: language });

      test('every route renders', async ({ page }) => {
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        for (const [path, headingKey] of ROUTE_HEADINGS) {
          await expectRenderedIn(page, language, path, headingKey);
        }
        expect(errors).toEqual([]);
      });
    });

    test('with the language chosen before (i18nextLng), the pages render in it', async ({
      page,
    }) => {
      await page.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const [path, headingKey] of ROUTE_HEADINGS.slice(0, 3)) {
        await expectRenderedIn(page, language, path, headingKey);
      }
      expect(errors).toEqual([]);
    });
  });
}

test('the header switcher changes language and direction at once, without a reload', async ({
  page,
  isMobile,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('en', 'home.title'));
  // A marker on the page's window survives only if the page is never reloaded.
  await page.evaluate(() => Object.assign(window, { notReloaded: true }));
  const header = page.getByRole('banner');
  if (isMobile) await header.getByRole('button', { name: 'Open menu' }).click();
  const switcher = header.getByRole('combobox', { name: 'Language' }).filter({ visible: true });
  await switcher.selectOption('ar');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('ar', 'home.title'));
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar');
  expect(await page.evaluate(() => (window as { notReloaded?: boolean }).notReloaded)).toBe(true);
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scrolling in Arabic').toBeLessThanOrEqual(0);
  // Kept for the next visit.
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
});

test("a signed-in player's language follows them to another device", async ({
  page,
  browser,
  isMobile,
}, testInfo) => {
  const email = `polyglot-${testInfo.project.name}-${testInfo.workerIndex}-${Date.now()}@example.com`;
  const password = 'Forge2025Mail';
  await page.goto('/auth/signup');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/$/);
  const header = page.getByRole('banner');
  if (isMobile) await header.getByRole('button', { name: 'Open menu' }).click();
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/account/language') && response.request().method() === 'POST',
  );
  await header
    .getByRole('combobox', { name: 'Language' })
    .filter({ visible: true })
    .selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await saved;

  // Another device: a fresh browser, in English, signs in.
  const other = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'en' });
  const otherPage = await other.newPage();
  await otherPage.goto('/auth/signin');
  await otherPage.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await otherPage.getByLabel('Password', { exact: true }).fill(password);
  await otherPage.getByRole('button', { name: 'Sign In' }).click();
  await expect(otherPage.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(otherPage.getByRole('heading', { level: 1 })).toHaveText(text('ru', 'home.title'));
  await other.close();
});
