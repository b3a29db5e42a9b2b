import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { test } from './support/test.ts';

async function openManualBuilder(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  const panel = page.getByTestId('mode-panel-manual');
  await expect(panel.getByTestId('manual-builder')).toBeVisible();
  return { panel, mail: panel.getByLabel('Your mail') };
}

async function select(page: Page, start: number, end: number) {
  await page.getByLabel('Your mail').evaluate(
    (area: HTMLTextAreaElement, range) => {
      area.focus();
      area.setSelectionRange(range.start, range.end);
    },
    { start, end },
  );
}

async function selectedText(page: Page) {
  return page
    .getByLabel('Your mail')
    .evaluate((area: HTMLTextAreaElement) =>
      area.value.slice(area.selectionStart, area.selectionEnd),
    );
}

test.describe('Manual Builder', () => {
  test('Ctrl+B bolds the selection and keeps it selected; Ctrl+I and Ctrl+U follow', async ({
    page,
  }) => {
    const { mail } = await openManualBuilder(page);
    await mail.fill('Rally at dawn');
    await select(page, 0, 5);
    await page.keyboard.press('Control+b');
    await expect(mail).toHaveValue('<b>Rally</b> at dawn');
    expect(await selectedText(page)).toBe('Rally');
    await page.keyboard.press('Control+i');
    await expect(mail).toHaveValue('<b><i>Rally</i></b> at dawn');
    await page.keyboard.press('Control+b');
    await expect(mail).toHaveValue('<i>Rally</i> at dawn');
    await page.keyboard.press('Control+u');
    await expect(mail).toHaveValue('<i><u>Rally</u></i> at dawn');
    expect(page.context().pages()).toHaveLength(1);
  });

  test('the size and colour dropdowns apply to the selection', async ({ page }) => {
    const { panel, mail } = await openManualBuilder(page);
    await mail.fill('KVK PLAN today');
    await panel.getByLabel('Size').selectOption('32');
    await select(page, 0, 8);
    await panel.getByRole('button', { name: 'Apply size' }).click();
    await expect(mail).toHaveValue('<size=32>KVK PLAN</size> today');
    await panel.getByLabel('Colour').selectOption({ label: 'Red' });
    await panel.getByRole('button', { name: 'Apply colour' }).click();
    await expect(mail).toHaveValue('<size=32><color=#E94B3C>KVK PLAN</color></size> today');
    await expect(
      page.getByText('Colour formatting has been applied.', { exact: true }),
    ).toBeVisible();
    const title = panel.getByTestId('mail-preview-body').getByText('KVK PLAN');
    await expect(title).toHaveCSS('color', 'rgb(233, 75, 60)');
  });

  test('Clear removes formatting from the selection, then from everything', async ({ page }) => {
    const { panel, mail } = await openManualBuilder(page);
    await mail.fill('<b>one</b> <i>two</i>');
    await select(page, 3, 6);
    await panel.getByRole('button', { name: 'Clear' }).click();
    await expect(mail).toHaveValue('one <i>two</i>');
    await select(page, 0, 0);
    await panel.getByRole('button', { name: 'Clear' }).click();
    await expect(mail).toHaveValue('one two');
    await expect(
      page.getByText('All formatting has been removed from the message.', { exact: true }),
    ).toBeVisible();
  });

  test('Auto-Correct appears for a mis-nested mail and fixes it', async ({ page }) => {
    const { panel, mail } = await openManualBuilder(page);
    const autoCorrect = panel.getByRole('button', { name: 'Auto-Correct' });
    await mail.fill('<b>fine</b>');
    await expect(autoCorrect).toHaveCount(0);
    await mail.fill('<b><i>x</b></i> y');
    const issues = panel.getByTestId('tag-validation-issues');
    await expect(issues.getByText('Tag Validation Issues')).toBeVisible();
    await expect(issues.getByText('Improper nesting: Expected </i> but found </b>')).toBeVisible();
    await expect(
      issues.getByText('Improper tag nesting detected. Use Auto-Correct to fix formatting issues.'),
    ).toBeVisible();
    await autoCorrect.click();
    await expect(mail).toHaveValue('<b><i>x</i></b> y');
    await expect(issues).toHaveCount(0);
    await expect(autoCorrect).toHaveCount(0);
    await expect(page.getByText('Tags auto-corrected', { exact: true })).toBeVisible();
  });

  test('Copy puts the mail on the clipboard and says Copied!', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const { panel, mail } = await openManualBuilder(page);
    const copy = panel
      .getByTestId('final-dispatch')
      .getByRole('button', { name: 'Copy', exact: true });
    await expect(copy).toBeDisabled();
    const text = `<size=32><b>Rally</b></size> at X:512 Y:740 (${test.info().project.name})`;
    await mail.fill(text);
    await copy.click();
    await expect(
      panel.getByTestId('final-dispatch').getByRole('button', { name: 'Copied!' }),
    ).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(text);
    await expect(copy).toBeVisible();
  });

  test('the preview shows a broken tag as marked raw text', async ({ page }) => {
    const { panel, mail } = await openManualBuilder(page);
    await mail.fill('<b>Bold</b> and <i>never closed');
    const body = panel.getByTestId('mail-preview-body');
    await expect(body).toHaveText('Bold and <i>never closed');
    await expect(body.locator('[data-raw="true"]')).toHaveText('<i>');
    await expect(body.getByText('Bold', { exact: true })).toHaveCSS('font-weight', '700');
    await expect(panel.getByText(/dashed red boxes will show as plain text/)).toBeVisible();
    await panel.getByRole('button', { name: 'Hide live preview' }).click();
    await expect(body).toHaveCount(0);
    await panel.getByRole('button', { name: 'Show live preview' }).click();
    await expect(body).toBeVisible();
  });

  test('the alliance description look turns the preview blue with its budget', async ({ page }) => {
    const { panel, mail } = await openManualBuilder(page);
    await mail.fill('x'.repeat(1100));
    const toggle = panel.getByRole('button', { name: 'Alliance description look' });
    await expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
    const body = panel.getByTestId('mail-preview-body');
    await expect(body).toHaveAttribute('data-look', 'alliance');
    await expect(body).toHaveCSS('background-color', 'rgb(12, 101, 142)');
    await expect(panel.getByTestId('alliance-budget')).toContainText(
      '1100 / 1000 characters for an alliance description',
    );
  });

  test('has no serious accessibility violations and no sideways scrolling', async ({ page }) => {
    const { mail } = await openManualBuilder(page);
    await mail.fill(`<b><i>mis-nested</b></i> <u>under</u> ${'W'.repeat(120)}`);
    await expect(page.getByTestId('tag-validation-issues')).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[data-testid="mode-panel-manual"]')
      .analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const smallTargets = await page
      .getByTestId('mode-panel-manual')
      .locator('button, select')
      .evaluateAll((targets) =>
        targets
          .filter((target) => target.getBoundingClientRect().height < 44)
          .map((target) => target.textContent),
      );
    expect(smallTargets).toEqual([]);
  });
});
