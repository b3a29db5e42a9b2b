import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { TONE_BUTTONS } from '../../src/shared/constants.ts';
import { actAsModelServer, clickAndCaptureFormat, toasts } from './support/helpers.ts';
import { test } from './support/test.ts';

const DRAFT =
  'rally on the enemy fort at X:233 Y:871 at 21:00 UTC. do not attack alone. bring full marches';

/** The button label of each tone id (en.json mailTool.ai.tones). */
const TONE_LABELS: Record<(typeof TONE_BUTTONS)[number]['id'], string> = {
  motivational: 'Motivational',
  thoughtful: 'Strategic',
  warrior: 'Direct',
  rally: 'Humorous',
  tactical: 'Formal',
  bold: 'Friendly',
};

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

function draftBox(page: Page) {
  return page.getByRole('textbox', { name: 'Your draft' });
}

function formatButton(page: Page) {
  return page.getByRole('button', { name: 'FORMAT MESSAGE' });
}

/** Clicks FORMAT MESSAGE and resolves with the JSON body it sent once the answer is in. */
function format(page: Page): Promise<Record<string, unknown>> {
  return clickAndCaptureFormat(page, formatButton(page));
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(draftBox(page)).toBeVisible();
}

test('formats a draft with each of the six tones and copies the mail', async ({ page }) => {
  await openHome(page);
  await expect(formatButton(page)).toBeDisabled();
  await draftBox(page).fill(DRAFT);
  await expect(formatButton(page)).toBeEnabled();

  const output = page.getByTestId('final-dispatch-output');
  for (const { id, tone } of TONE_BUTTONS) {
    const button = page.getByRole('button', { name: new RegExp(`^${TONE_LABELS[id]}`) });
    await button.click();
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    const body = await format(page);
    expect(body).toMatchObject({ message: DRAFT, tone, mode: 'improve' });
    await expect(output).toHaveValue(/21:00/);
  }
  await expect(toasts(page).getByText('Message formatted successfully!')).toBeVisible();
  await expect(page.getByTestId('final-dispatch-engine')).toContainText('built-in engine');

  const dispatch = page.getByTestId('final-dispatch');
  await dispatch.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(dispatch.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await output.inputValue());
  expect(copied).toContain('X:233 Y:871');
});

test('sends the intensity and the title colour', async ({ page }) => {
  await openHome(page);
  await draftBox(page).fill(DRAFT);
  await page.getByRole('button', { name: /^Minor/ }).click();
  await page.getByRole('button', { name: 'Purple (#A033D1)' }).click();
  expect(await format(page)).toMatchObject({ rewriteStyle: 'minimal', titleColor: '#A033D1' });
  await page.getByRole('button', { name: /^Full/ }).click();
  expect(await format(page)).toMatchObject({ rewriteStyle: 'fully-thematic' });
  await expect(page.getByTestId('final-dispatch-output')).toHaveValue(/#A033D1/i);
});

test('the draft counter turns yellow above 1400 and red above 1900', async ({ page }) => {
  await openHome(page);
  const counter = page.getByTestId('mode-panel-new').getByTestId('char-counter').first();
  await draftBox(page).fill('a'.repeat(1400));
  await expect(counter).toHaveAttribute('data-level', 'ok');
  await expect(counter).toContainText('1400 / 2000');

  await draftBox(page).fill('a'.repeat(1401));
  await expect(counter).toHaveAttribute('data-level', 'warn');
  const warnBackground = await counter.evaluate((node) => getComputedStyle(node).backgroundColor);
  expect(warnBackground).toBe('rgb(247, 227, 161)');

  await draftBox(page).fill('a'.repeat(1901));
  await expect(counter).toHaveAttribute('data-level', 'danger');
  const dangerColor = await counter.evaluate((node) => getComputedStyle(node).color);
  expect(dangerColor).toBe('rgb(150, 31, 25)');
  await expect(formatButton(page)).toBeEnabled();

  await draftBox(page).fill('a'.repeat(2001));
  await expect(formatButton(page)).toBeDisabled();
  await expect(page.getByText(/Shorten your draft to format it/)).toBeVisible();
});

test('the draft and the manual text survive a reload', async ({ page }) => {
  await openHome(page);
  await draftBox(page).fill(DRAFT);
  await page.reload();
  await expect(draftBox(page)).toHaveValue(DRAFT);

  await draftBox(page).fill('');
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  const mail = page.getByRole('textbox', { name: 'Your mail' });
  await mail.fill('<b>Hold the pass</b> until 22:00');
  await page.reload();
  await expect(page.getByRole('button', { name: /Manual Builder/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(mail).toHaveValue('<b>Hold the pass</b> until 22:00');
});

test('switching mode clears the draft and the output, and Undo brings the draft back', async ({
  page,
}) => {
  await openHome(page);
  await draftBox(page).fill(DRAFT);
  await format(page);
  await expect(page.getByTestId('final-dispatch-output')).toHaveValue(/21:00/);

  await page.getByRole('button', { name: /Manual Builder/ }).click();
  await expect(page.getByTestId('mode-panel-manual')).toBeVisible();
  await expect(toasts(page).getByText('Switched to Manual Builder')).toBeVisible();
  await toasts(page).getByRole('button', { name: 'Undo' }).click();

  await expect(page.getByRole('button', { name: /AI Assist/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(draftBox(page)).toHaveValue(DRAFT);
  await expect(page.getByTestId('final-dispatch')).toHaveCount(0);
});

test('with a model, a refused request shows the server message in the error toast', async ({
  page,
}) => {
  await actAsModelServer(page);
  await page.route('**/api/format-message', (route) =>
    route.fulfill({
      status: 429,
      contentType: 'application/json',
      headers: { 'retry-after': '42' },
      body: JSON.stringify({
        success: false,
        error: 'Too many formatting requests. Please wait a minute and try again.',
      }),
    }),
  );
  await openHome(page);
  await draftBox(page).fill(DRAFT);
  await formatButton(page).click();
  await expect(toasts(page).getByText('Error formatting message')).toBeVisible();
  await expect(toasts(page).getByText(/Too many formatting requests/)).toBeVisible();
  await expect(page.getByTestId('final-dispatch')).toHaveCount(0);
  await expect(formatButton(page)).toBeEnabled();
});

test('AI Assist fits the screen, has 44 px targets and no serious axe violations', async ({
  page,
}) => {
  await openHome(page);
  await draftBox(page).fill(DRAFT);
  await format(page);
  await expect(page.getByTestId('final-dispatch-output')).toHaveValue(/21:00/);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);

  const panel = page.getByTestId('mode-panel-new');
  const form = panel.locator('form');
  for (const button of await form.getByRole('button').all()) {
    const box = await button.boundingBox();
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
  }

  // The preview paints the mail in the colours the player chose (gold titles on parchment, as in
  // the game), so its contrast is the mail's, not ours; the same text is in the output box.
  const results = await new AxeBuilder({ page })
    .exclude('[data-testid="mail-preview-body"]')
    .analyze();
  const serious = results.violations.filter((v) =>
    ['serious', 'critical'].includes(v.impact ?? ''),
  );
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes[0]?.target})`)).toEqual([]);
});

test('a symbol picked for the title goes in at the cursor and stays in the formatted title', async ({
  page,
}) => {
  await openHome(page);
  await draftBox(page).fill('KVK PREP\nday 1 is city building, save your speedups');
  await draftBox(page).evaluate((area: HTMLTextAreaElement) => area.setSelectionRange(0, 0));
  const toggle = page.getByRole('button', { name: 'Symbols', exact: true });
  if (test.info().project.name === 'mobile') await toggle.tap();
  else await toggle.click();
  const picker = page.getByTestId('symbol-picker');
  await picker.getByLabel('Search symbols').fill('swords');
  await picker.getByRole('button', { name: 'Crossed swords' }).click();
  // The picker stays open for more picks; the symbol is already spaced from the title.
  await expect(picker).toBeVisible();
  await picker.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(picker).toHaveCount(0);
  await expect(draftBox(page)).toHaveValue(
    '⚔ KVK PREP\nday 1 is city building, save your speedups',
  );

  await page.getByRole('button', { name: /Keep my words/ }).click();
  const body = await format(page);
  expect(body).toMatchObject({ mode: 'format' });
  const title = (await page.getByTestId('final-dispatch-output').inputValue()).split('\n')[0];
  expect(title).toContain('⚔');
  expect(title).toContain('KVK PREP');
});
