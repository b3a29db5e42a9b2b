import { type Browser, type BrowserContext, test as base, type Page } from '@playwright/test';

// A built page starts the app after its first paint (scripts/start-after-paint.ts): until then its
// buttons are the prerendered HTML's, which do nothing. A player sees the page a moment before it
// answers taps; a test acts at once, so every page of a test waits for the app to have started
// after each navigation it makes (`goto`, `reload`), the way `goto` waited for the app's scripts
// when the HTML loaded them itself.

/** How long a page may take to start its app on a loaded machine. */
const START_TIMEOUT_MS = 20_000;
/** Navigations a test asked to see before the page is whole: it gets the page as it is. */
const EARLY = new Set(['commit', 'domcontentloaded']);

/** Pages of a test that runs without JavaScript (`javaScriptEnabled: false`): no app starts. */
const withoutScripts = new WeakSet<Page>();

/** Resolves once the app on `page` has started, when the page is one of the app's. */
export async function appStarted(page: Page): Promise<void> {
  if (withoutScripts.has(page)) return;
  // The start script is on every page of the built app, and only there (not on an API's answer).
  if ((await page.locator('script[data-entry]').count()) === 0) return;
  // main.tsx marks <html data-started> in the first commit.
  await page
    .locator('html[data-started]')
    .waitFor({ state: 'attached', timeout: START_TIMEOUT_MS });
}

function waitsForTheApp(page: Page): void {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  const thenStarted = async <T>(navigation: Promise<T>, waitUntil = 'load') => {
    const response = await navigation;
    if (!EARLY.has(waitUntil)) await appStarted(page);
    return response;
  };
  page.goto = (url, options) => thenStarted(goto(url, options), options?.waitUntil);
  page.reload = (options) => thenStarted(reload(options), options?.waitUntil);
}

function pagesWaitForTheApp(context: BrowserContext, javaScriptEnabled: boolean): BrowserContext {
  if (javaScriptEnabled) context.on('page', waitsForTheApp);
  return context;
}

/** Playwright's `test`, whose pages (the `page` fixture's and any a test opens) wait for the app. */
export const test = base.extend<object, { browser: Browser }>({
  page: async ({ page, javaScriptEnabled }, use) => {
    if (!javaScriptEnabled) withoutScripts.add(page);
    await use(page);
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (options) =>
        pagesWaitForTheApp(await newContext(options), options?.javaScriptEnabled !== false);
      const newPage = browser.newPage.bind(browser);
      browser.newPage = async (options) => {
        const page = await newPage(options);
        if (options?.javaScriptEnabled !== false) waitsForTheApp(page);
        return page;
      };
      await use(browser);
    },
    { scope: 'worker' },
  ],
});
