import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { LANGUAGES } from '../../src/shared/constants.ts';

// Every page renders in each of the players' languages (issue 14): on the old runtime a Spanish,
// Portuguese, Russian, Chinese or Arabic browser hung every page at 100% CPU.

type Strings = Record<string, unknown>;

function readLocale(language: string): Strings {
  const url = new URL(`../../src/web/i18n/locales/${language}.json`, import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as Strings;
}

/** The string at `key` (`pages.signIn.title`) in `language`, else English: the app's fallback. */
function text(language: string, key: string): string {
  const find = (strings: Strings) =>
    key.split('.').reduce<unknown>((node, part) => (node as Strings | undefined)?.[part], strings);
  const found = find(readLocale(language)) ?? find(readLocale('en'));
  if (typeof found !== 'string') throw new Error(`en.json has no ${key}`);
  return found;
}

/** Each route of src/web/routes.ts for a signed-out visitor, and the heading it ends on. */
const ROUTE_HEADINGS: [path: string, headingKey: string][] = [
  ['/', 'home.title'],
  ['/auth/signin', 'pages.signIn.title'],
  ['/auth/signup', 'pages.signUp.title'],
  ['/account', 'pages.signIn.title'],
  ['/__forgeadmin', 'pages.adminLogin.title'],
  ['/admin/dashboard', 'pages.adminLogin.title'],
  ['/admin/modules/boardforge', 'pages.adminLogin.title'],
  ['/admin/tools/mailforge-v3', 'pages.adminLogin.title'],
  ['/admin/preview/mailforge-v2', 'pages.adminLogin.title'],
  ['/preview/mailforge', 'pages.adminLogin.title'],
  ['/community-gallery-preview', 'pages.adminLogin.title'],
  ['/private-dev/original-home', 'pages.originalHome.title'],
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
