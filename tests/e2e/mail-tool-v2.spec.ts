import { expect, type Page } from '@playwright/test';
import { validate } from '../../src/markup/index.ts';
import {
  clickAndCaptureFormat,
  expectNoSeriousViolations,
  signInAsAdmin,
  toasts,
} from './support/helpers.ts';
import { test } from './support/test.ts';

// The second version's module is in development: the admin opens it. Its status is
// left alone here; module-rollout.spec.ts moves it.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

// The in-game previews paint the mail in its own colours (a gold title on parchment, as in the
// game): their contrast is the mail's, and the same text is in the output box.
const OWN_COLOURS = { exclude: ['[data-testid="mail-preview-body"]'] };

const DRAFT = 'all marches to the pass at 20:00 UTC\nrally leaders report in chat\nhold the line';

function formatButton(page: Page) {
  return page.getByRole('button', { name: 'FORMAT MESSAGE' });
}

/** Clicks FORMAT MESSAGE and resolves with the JSON body it sent once the answer is in. */
function format(page: Page): Promise<Record<string, unknown>> {
  return clickAndCaptureFormat(page, formatButton(page));
}

async function expectValidOutput(page: Page) {
  const output = page.getByTestId('final-dispatch-output');
  await expect(output).not.toHaveValue('');
  const markup = await output.inputValue();
  expect(validate(markup)).toEqual([]);
  return markup;
}

test.beforeEach(async ({ page }) => {
  await signInAsAdmin(page);
});

test('the admin forges a new mail with the second version and copies it', async ({ page }) => {
  await page.goto('/admin/preview/mailforge-v2');
  await expect(
    page.getByRole('heading', { level: 1, name: 'MailForge v2 preview (admin testing area)' }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Admin' })).toBeVisible();
  await expect(page.getByRole('button', { name: /New Mail/ })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('button', { name: 'How it works' }).click();
  await expect(page.getByText(/Switching mode clears the mail/)).toBeVisible();

  const message = page.getByRole('textbox', { name: 'Forge Your Message' });
  await expect(formatButton(page)).toBeDisabled();
  await message.fill('a'.repeat(1850));
  await expect(page.getByTestId('char-counter')).toHaveAttribute('data-level', 'warn');
  await expect(
    page.getByText('Approaching character limit. Consider shortening your message.'),
  ).toBeVisible();
  await message.fill(DRAFT);
  await expect(page.getByTestId('char-counter')).toHaveAttribute('data-level', 'ok');

  await page.getByRole('button', { name: /^Tactical/ }).click();
  await page.getByRole('button', { name: /^Semi-creative/ }).click();
  await page.getByRole('button', { name: 'Blue (#007BFF)' }).click();
  await page.getByRole('button', { name: 'Advanced RoK Formatting Options' }).click();
  await page.getByRole('button', { name: '28 px' }).click();
  await expect(page.getByRole('checkbox', { name: /Manual Formatting Mode/ })).toBeDisabled();
  await expect(page.getByText('Coming Soon')).toBeVisible();

  const hex = page.getByRole('textbox', { name: 'Custom colour (hex)' });
  await hex.fill('#12');
  await expect(page.getByText('Invalid hex color')).toBeVisible();
  await expect(formatButton(page)).toBeDisabled();
  await hex.fill('#007BFF');
  await expect(page.getByText('Invalid hex color')).toBeHidden();

  expect(await format(page)).toMatchObject({
    message: DRAFT,
    mode: 'improve',
    tone: 'intense',
    rewriteStyle: 'semi-creative',
    titleSize: 28,
    titleColor: '#007BFF',
    useBold: true,
    useItalic: false,
  });
  await expect(toasts(page).getByText('Message formatted successfully!')).toBeVisible();
  const markup = await expectValidOutput(page);

  const dispatch = page.getByTestId('final-dispatch');
  await dispatch.getByRole('button', { name: 'Copy', exact: true }).click();
  await expect(toasts(page).getByText('Custom Mail Copied!')).toBeVisible();
  await expect(dispatch.getByRole('button', { name: 'Copied!' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(markup);

  // Smart bullets are on at first; switched off, the same request goes again without them.
  await page.getByRole('button', { name: 'Commander Customizer' }).click();
  const bullets = page.getByRole('switch', { name: 'Smart Bullets' });
  expect(await clickAndCaptureFormat(page, bullets)).toMatchObject({
    message: DRAFT,
    tone: 'intense',
    smartBullets: false,
  });
  await expectValidOutput(page);

  await expectNoSeriousViolations(page, 'second version with a mail', OWN_COLOURS);
});

test('template and manual modes fill placeholders and switching clears', async ({ page }) => {
  await page.goto('/preview/mailforge-v2');
  await expect(page.getByRole('heading', { level: 1, name: 'MailForge v2 preview' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Back to Admin' })).toBeVisible();

  await page.getByRole('button', { name: /Template Mail Mode/ }).click();
  await expect(formatButton(page)).toBeDisabled();
  await page.getByLabel('Select Template').selectOption('kvk-objectives');
  await page.getByLabel('Template details').fill('kingdom: 1234, ALLIANCE: Iron Wolves');
  const finalMessage = page.getByRole('textbox', { name: 'Final Message' });
  await expect(finalMessage).toHaveValue(/1234/);
  await expect(
    page.getByTestId('filled-preview').locator('mark[data-missing]').first(),
  ).toBeVisible();
  expect(await format(page)).toMatchObject({ mode: 'improve', tone: 'motivational' });
  await expectValidOutput(page);
  await expectNoSeriousViolations(page, 'template mail mode', OWN_COLOURS);

  await page.getByRole('button', { name: /Manual Mail Mode/ }).click();
  await expect(page.getByTestId('final-dispatch')).toBeHidden();
  await expect(finalMessage).toHaveValue('');
  const generate = page.getByRole('button', { name: 'Generate Preview' });
  await expect(generate).toBeDisabled();
  const step1 = page.getByLabel('Step 1: Paste your template');
  await step1.fill('   ');
  await generate.click();
  await expect(toasts(page).getByText('Template Required')).toBeVisible();
  await step1.fill('<b>{Kingdom}</b> 🔥 rally at {Zone}\nLead: {Leadership}');
  await expect(step1).toHaveValue('<b>{Kingdom}</b>  rally at {Zone}\nLead: {Leadership}');
  await page.getByLabel('Step 2: Input details').fill('KINGDOM: 1234\nzone: the north pass');
  await generate.click();
  await expect(finalMessage).toHaveValue(
    '<b>1234</b>  rally at the north pass\nLead: {Leadership}',
  );
  await expect(
    page.getByTestId('filled-preview').locator('mark[data-missing]', { hasText: '{Leadership}' }),
  ).toBeVisible();
  await page.getByRole('button', { name: /^Keep my words/ }).click();
  expect(await format(page)).toMatchObject({ mode: 'format' });
  await expectValidOutput(page);
  await expectNoSeriousViolations(page, 'manual mail mode', OWN_COLOURS);

  // Back to New Mail: the manual inputs are cleared, Undo brings them back.
  await page.getByRole('button', { name: /New Mail/ }).click();
  await expect(page.getByTestId('final-dispatch')).toBeHidden();
  await toasts(page).getByRole('button', { name: 'Undo' }).click();
  await expect(step1).toHaveValue(/rally at \{Zone\}/);
});
