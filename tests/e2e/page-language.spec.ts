import { expect, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/shared/constants.ts';
import { getTextDirection, LANGUAGE_COOKIE } from '../../src/shared/languages.ts';
import { firstPaint, isFirstHeadingKept, watchFirstLoad } from './support/first-load.ts';
import { text } from './support/locales.ts';
import { test } from './support/test.ts';

// The first HTML of a page is in the reader's language: the one they chose (a cookie the language
// switcher sets), else their browser's (Accept-Language). No English paints first.

/** The prerendered pages and the <h1> each shows. */
const PAGES: [path: string, headingKey: string][] = [
  ['/', 'home.title'],
  ['/auth/signin', 'pages.signIn.title'],
  ['/auth/signup', 'pages.signUp.title'],
];

const htmlTag = (language: string) =>
  `<html lang="${language}" dir="${getTextDirection(language)}">`;

/** The page's text as a reader sees it: the entities React writes for `&`, `'` and `"` undone. */
const readable = (html: string) =>
  html
    .replaceAll('&#x27;', "'")
    .replaceAll('&quot;', '"')
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A shared mail made for the test, through the API. */
async function shareMail(page: Page): Promise<string> {
  const response = await page.request.post('/api/share', {
    data: { formattedMessage: '<b>Rally</b> at the pass at 14:00 UTC' },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).id;
}

test('the first HTML of each page is in the language the cookie or Accept-Language names', async ({
  page,
}) => {
  const id = await shareMail(page);
  const pages = [...PAGES, [`/m/${id}`, 'pages.sharedMail.title'] as const];
  for (const language of LANGUAGES) {
    const ways = {
      'Accept-Language': { 'accept-language': `${language},en;q=0.5` },
      cookie: { cookie: `${LANGUAGE_COOKIE}=${language}`, 'accept-language': 'en-US,en' },
    };
    for (const [way, headers] of Object.entries(ways)) {
      for (const [path, headingKey] of pages) {
        const response = await page.request.get(path, { headers });
        const what = `${path} in ${language} by ${way}`;
        expect(response.status(), what).toBe(200);
        expect(response.headers().vary, what).toMatch(/cookie, accept-language/);
        const html = readable(await response.text());
        expect(html, what).toContain(htmlTag(language));
        expect(html, what).toMatch(
          new RegExp(`<h1[^>]*>${escapeRegExp(text(language, headingKey))}</h1>`),
        );
      }
    }
  }
});

test('an unknown shared link answers 404 in the reader’s language, in the same request', async ({
  page,
}) => {
  const response = await page.request.get('/m/NoSuchLink12', {
    headers: { cookie: `${LANGUAGE_COOKIE}=ar` },
  });
  expect(response.status()).toBe(404);
  const html = readable(await response.text());
  expect(html).toContain(htmlTag('ar'));
  expect(html).toContain(text('ar', 'pages.sharedMail.notFoundTitle'));
});

for (const language of LANGUAGES.filter((code) => code !== 'en')) {
  test.describe(`a browser in ${language}`, () => {
    test.use({ locale: language });

    test('paints the page in its language before any script runs, and takes it over', async ({
      page,
    }) => {
      const id = language === 'ar' ? await shareMail(page) : undefined;
      for (const [path, headingKey] of [
        ...PAGES,
        ...(id ? [[`/m/${id}`, 'pages.sharedMail.title'] as const] : []),
      ]) {
        const errors = await watchFirstLoad(page);
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          text(language, headingKey),
        );
        expect(await firstPaint(page), path).toEqual({
          heading: text(language, headingKey),
          lang: language,
          dir: getTextDirection(language),
        });
        // Hydrated: the heading the HTML brought is the one on screen, and React said nothing.
        await page.waitForLoadState('networkidle');
        expect(await isFirstHeadingKept(page), path).toBe(true);
        expect(errors, path).toEqual([]);
        page.removeAllListeners('console');
        page.removeAllListeners('pageerror');
      }
    });
  });
}

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false, locale: 'zh-CN' });

  test('the pages are on screen in the browser’s language', async ({ page }) => {
    for (const [path, headingKey] of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text('zh-CN', headingKey));
      await expect(page.locator('html')).toHaveAttribute('lang', 'zh-CN');
    }
  });
});

test('the language switcher keeps the choice where the server reads it', async ({
  page,
  isMobile,
}) => {
  await page.goto('/auth/signin');
  const header = page.getByRole('banner');
  if (isMobile) await header.getByRole('button', { name: 'Open menu' }).click();
  await header
    .getByRole('combobox', { name: 'Language' })
    .filter({ visible: true })
    .selectOption('ru');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const cookie = (await page.context().cookies()).find(({ name }) => name === LANGUAGE_COOKIE);
  expect(cookie?.value).toBe('ru');
  // The next page comes in Russian from its first byte, whatever the browser's languages.
  const next = await page.goto('/auth/signup');
  const html = readable((await next?.text()) ?? '');
  expect(html).toContain(htmlTag('ru'));
  expect(html).toContain(text('ru', 'pages.signUp.title'));
});
