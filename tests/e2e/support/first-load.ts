import type { Page } from '@playwright/test';

/** Remembers the page's <h1> before any script runs, and every console error. */
export async function watchFirstLoad(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  // 'interactive' comes when the HTML is parsed, before the deferred module scripts run.
  await page.addInitScript(() => {
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') {
        const heading = document.querySelector('h1');
        Object.assign(window, {
          firstHeading: heading,
          firstHeadingText: heading?.textContent ?? null,
          firstLanguage: document.documentElement.lang,
          firstDirection: document.documentElement.dir,
        });
      }
    });
  });
  return errors;
}

/** What the page showed before any script ran: its <h1>'s text and `<html lang dir>`. */
export const firstPaint = (page: Page) =>
  page.evaluate(() => {
    const first = window as unknown as {
      firstHeadingText: string | null;
      firstLanguage: string;
      firstDirection: string;
    };
    return {
      heading: first.firstHeadingText,
      lang: first.firstLanguage,
      dir: first.firstDirection,
    };
  });

/** Whether the <h1> on screen is the element the HTML brought: the page was taken over, not redrawn. */
export const isFirstHeadingKept = (page: Page) =>
  page.evaluate(() => {
    const first = (window as unknown as { firstHeading: Element | null }).firstHeading;
    return first !== null && first === document.querySelector('h1') && first.isConnected;
  });
