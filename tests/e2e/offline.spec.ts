import { expect, type Page, test } from '@playwright/test';
import { TIMINGS } from '../../src/shared/constants.ts';

// A phone on mobile data loses its network: FORMAT MESSAGE must come back with a clear message,
// never spin on.

const DRAFT = 'rally at the pass X:512 Y:740 at 20:00 UTC, full marches';

const draftBox = (page: Page) => page.getByRole('textbox', { name: 'Your draft' });
const formatButton = (page: Page) => page.getByRole('button', { name: 'FORMAT MESSAGE' });
const forgingButton = (page: Page) => page.getByRole('button', { name: 'FORGING YOUR MAIL…' });

async function openWithDraft(page: Page) {
  await page.goto('/');
  await draftBox(page).fill(DRAFT);
}

test('offline when pressing FORMAT MESSAGE: nothing is sent, the player is told, the draft stays', async ({
  page,
  context,
}) => {
  await openWithDraft(page);
  let sent = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/format-message')) sent += 1;
  });
  await context.setOffline(true);
  await formatButton(page).click();
  await expect(page.getByText(/You are offline/).first()).toBeVisible({ timeout: 3000 });
  await expect(formatButton(page)).toBeEnabled();
  await expect(draftBox(page)).toHaveValue(DRAFT);
  expect(sent).toBe(0);

  await context.setOffline(false);
  await formatButton(page).click();
  await expect(page.getByTestId('ai-result')).toBeVisible();
});

test('the network lost while the mail is being forged gives the button back at once', async ({
  page,
  context,
}) => {
  await openWithDraft(page);
  // The answer is held, as on a connection that has just dropped.
  await page.route('**/api/format-message', () => {});
  await formatButton(page).click();
  await expect(forgingButton(page)).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByText(/You are offline/).first()).toBeVisible({ timeout: 3000 });
  await expect(formatButton(page)).toBeEnabled();
  await expect(draftBox(page)).toHaveValue(DRAFT);
});

test('an answer that never comes ends after the request timeout with its own message', async ({
  page,
}) => {
  await page.clock.install();
  await openWithDraft(page);
  await page.route('**/api/format-message', () => {});
  await formatButton(page).click();
  await expect(forgingButton(page)).toBeVisible();
  await page.clock.runFor(TIMINGS.formatRequestTimeoutMs - 1000);
  await expect(forgingButton(page)).toBeVisible();
  await page.clock.runFor(1000);
  await expect(page.getByText(/took too long to answer/).first()).toBeVisible();
  await expect(formatButton(page)).toBeEnabled();
  await expect(draftBox(page)).toHaveValue(DRAFT);
});
