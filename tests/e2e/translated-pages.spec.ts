import { expect, type Page } from '@playwright/test';
import { LANGUAGES } from '../../src/shared/constants.ts';
import { expectNoSeriousViolations } from './support/helpers.ts';
import { flattenLocale, text } from './support/locales.ts';
import { test } from './support/test.ts';

// Issue 17: in each language the home page, the sign-in page and the account page are shown whole
// in that language (no English string left but the brand and game names, which every locale writes
// the same), at 390x844 with no sideways scrolling and no serious axe violation. Arabic screenshots
// are written to test-results/ to be looked at.

const english = flattenLocale('en');

/**
 * The English strings a page in `language` must not show: every plain English string (no
 * interpolation) that this language writes differently.
 */
function englishLeftoversFor(language: string): Set<string> {
  const translated = flattenLocale(language);
  const leftovers = new Set<string>();
  for (const [key, value] of english) {
    if (value.includes('{{') || !/\p{L}/u.test(value)) continue;
    const own = translated.get(key);
    if (own !== undefined && own !== value) leftovers.add(value.trim());
  }
  return leftovers;
}

/** What a reader sees or hears on the page: visible text, accessible names, placeholders, title. */
function shownTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const shown = new Set<string>([document.title.trim()]);
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const parent = walker.currentNode.parentElement;
      const value = walker.currentNode.textContent?.trim();
      if (!parent || !value || !parent.checkVisibility()) continue;
      shown.add(value);
    }
    for (const element of document.body.querySelectorAll(
      '[aria-label], [placeholder], [title], [alt]',
    )) {
      if (!element.checkVisibility()) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) shown.add(value);
      }
    }
    return [...shown];
  });
}

async function expectWholeIn(page: Page, language: string, leftovers: Set<string>) {
  const english = (await shownTexts(page)).filter((value) => leftovers.has(value));
  expect(english, `English left on ${page.url()} in ${language}`).toEqual([]);
  await expectNoSeriousViolations(page, `${page.url()} in ${language}`);
}

for (const language of LANGUAGES.filter((code) => code !== 'en')) {
  test(`home, sign-in and account pages are whole in ${language}`, async ({ page }, testInfo) => {
    const leftovers = englishLeftoversFor(language);
    await page.addInitScript((code) => localStorage.setItem('i18nextLng', code), language);
    const dir = language === 'ar' ? 'rtl' : 'ltr';
    const shoot = async (name: string) => {
      if (language === 'ar') {
        await page.screenshot({ path: testInfo.outputPath(`ar-${name}.png`), fullPage: true });
      }
    };

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text(language, 'home.title'));
    await expect(page.locator('html')).toHaveAttribute('dir', dir);
    await expectWholeIn(page, language, leftovers);
    await shoot('home');

    await page.goto('/auth/signin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'pages.signIn.title'),
    );
    await expectWholeIn(page, language, leftovers);
    await shoot('signin');

    // A new player signs up (through the API) and signs in on this translated page.
    const email = `whole-${language}-${testInfo.project.name}-${Date.now()}@example.com`;
    const password = 'Forge2025Mail';
    const signUp = await page.request.post('/api/auth/signup', { data: { email, password } });
    expect(signUp.status()).toBe(201);
    await page.context().clearCookies();
    await page.locator('input[type="email"]').fill(email);
    await page.locator('input[autocomplete="current-password"]').fill(password);
    await page.locator('main form button[type="submit"]').click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      text(language, 'pages.account.title'),
    );
    await expect(page.getByText(email)).toBeVisible();
    await expectWholeIn(page, language, leftovers);
    await shoot('account');
  });
}
