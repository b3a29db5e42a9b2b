import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';
import { test } from './support/test.ts';

async function openManualBuilder(page: Page) {
  await page.goto('/');
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  const panel = page.getByTestId('mode-panel-manual');
  await expect(panel.getByTestId('manual-builder')).toBeVisible();
  return { panel, mail: panel.getByLabel('Your mail') };
}

async function select(mail: Locator, start: number, end: number) {
  await mail.evaluate(
    (area: HTMLTextAreaElement, range) => {
      area.focus();
      area.setSelectionRange(range.start, range.end);
    },
    { start, end },
  );
}

/** A tap on a phone, a click on a desktop. */
async function press(target: Locator) {
  if (test.info().project.name === 'mobile') await target.tap();
  else await target.click();
}

test.describe('Manual Builder tools', () => {
  test('a gradient on a selection shows its cost, applies, undoes and redoes', async ({ page }) => {
    const { panel, mail } = await openManualBuilder(page);
    const undo = panel.getByRole('button', { name: 'Undo', exact: true });
    const redo = panel.getByRole('button', { name: 'Redo', exact: true });
    await mail.fill('KVK PLAN today');
    await select(mail, 0, 8);
    await press(panel.getByRole('button', { name: 'Gradient text' }));

    const tool = panel.getByTestId('gradient-tool');
    await tool.getByLabel('Start colour').fill('#000000');
    await tool.getByLabel('End colour').fill('#0000ff');
    const cost = tool.getByTestId('gradient-cost');
    await expect(cost).toHaveText('Costs 161 characters: the mail would be 175 / 2000.');
    await tool.getByLabel('Characters per colour').selectOption('4');
    await expect(cost).toHaveText('Costs 46 characters: the mail would be 60 / 2000.');
    const preview = tool.getByTestId('gradient-preview');
    await expect(preview).toHaveText('KVK PLAN');
    await expect(preview.getByText('PLAN')).toHaveCSS('color', 'rgb(0, 0, 255)');

    await press(tool.getByRole('button', { name: 'Apply gradient' }));
    const applied = '<color=#000000>KVK </color><color=#0000FF>PLAN</color> today';
    await expect(mail).toHaveValue(applied);
    await expect(tool).toHaveCount(0);
    await expect(
      page.getByText('Gradient formatting has been applied.', { exact: true }),
    ).toBeVisible();
    await expect(
      panel.getByTestId('mail-preview-body').getByText('PLAN', { exact: true }),
    ).toHaveCSS('color', 'rgb(0, 0, 255)');

    await press(undo);
    await expect(mail).toHaveValue('KVK PLAN today');
    await expect(redo).toBeEnabled();
    await press(redo);
    await expect(mail).toHaveValue(applied);
    await expect(redo).toBeDisabled();
  });

  test('fits a gradient into a budget, or says it cannot', async ({ page }) => {
    const { panel, mail } = await openManualBuilder(page);
    await mail.fill('KVKPLAN');
    await select(mail, 0, 7);
    await press(panel.getByRole('button', { name: 'Gradient text' }));
    const tool = panel.getByTestId('gradient-tool');
    await press(tool.getByLabel('Fit into a character budget'));
    const budget = tool.getByLabel('Most characters the gradient may cost');
    await expect(budget).toHaveValue('1993');
    await budget.fill('100');
    await expect(tool.getByTestId('gradient-cost')).toHaveText(
      'Costs 92 characters: the mail would be 99 / 2000.',
    );
    await expect(
      tool.getByText('Widened to 2 characters per colour to fit the budget.'),
    ).toBeVisible();
    await budget.fill('5');
    await expect(
      tool.getByText('It cannot fit into 5 characters: the least it costs is 23.'),
    ).toBeVisible();
    await expect(tool.getByRole('button', { name: 'Apply gradient' })).toBeDisabled();
  });

  test('Ctrl+Z undoes a burst of typing at once; Ctrl+Shift+Z and Ctrl+Y redo', async ({
    page,
  }) => {
    // The page's clock stands still while a burst is typed, so a slow machine cannot split it.
    const start = new Date('2026-06-01T12:00:00Z').getTime();
    await page.clock.setFixedTime(start);
    const { panel, mail } = await openManualBuilder(page);
    const undo = panel.getByRole('button', { name: 'Undo', exact: true });
    await expect(undo).toBeDisabled();
    await mail.fill('Rally');
    await select(mail, 0, 5);
    await page.keyboard.press('Control+b');
    await expect(mail).toHaveValue('<b>Rally</b>');
    await select(mail, 12, 12);
    await page.keyboard.type(' at dawn');
    await expect(mail).toHaveValue('<b>Rally</b> at dawn');
    await page.clock.setFixedTime(start + 2000);
    await page.keyboard.type(' today');
    await expect(mail).toHaveValue('<b>Rally</b> at dawn today');

    await page.keyboard.press('Control+z');
    await expect(mail).toHaveValue('<b>Rally</b> at dawn');
    await page.keyboard.press('Control+z');
    await expect(mail).toHaveValue('<b>Rally</b>');
    expect(
      await mail.evaluate((area: HTMLTextAreaElement) => [area.selectionStart, area.selectionEnd]),
    ).toEqual([12, 12]);
    await page.keyboard.press('Control+z');
    await expect(mail).toHaveValue('Rally');
    expect(
      await mail.evaluate((area: HTMLTextAreaElement) =>
        area.value.slice(area.selectionStart, area.selectionEnd),
      ),
    ).toBe('Rally');
    await page.keyboard.press('Control+Shift+z');
    await expect(mail).toHaveValue('<b>Rally</b>');
    await page.keyboard.press('Control+y');
    await expect(mail).toHaveValue('<b>Rally</b> at dawn');
  });

  test('the tools have no serious accessibility violations, big targets and no sideways scrolling', async ({
    page,
  }) => {
    const { panel, mail } = await openManualBuilder(page);
    await mail.fill(`KVK PLAN ${'W'.repeat(80)}`);
    await select(mail, 0, 8);
    await press(panel.getByRole('button', { name: 'Gradient text' }));
    const tool = panel.getByTestId('gradient-tool');
    await press(tool.getByLabel('Add a middle colour'));
    await press(tool.getByLabel('Fit into a character budget'));
    await expect(tool.getByLabel('Middle colour', { exact: true })).toBeVisible();
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
    const targets = [
      panel.getByRole('button', { name: 'Undo', exact: true }),
      panel.getByRole('button', { name: 'Redo', exact: true }),
      panel.getByRole('button', { name: 'Gradient text' }),
      tool.locator('button, select, input'),
    ];
    const smallTargets: string[] = [];
    for (const target of targets) {
      smallTargets.push(
        ...(await target.evaluateAll((elements) =>
          elements
            .filter(
              (element) =>
                (element.closest('label') ?? element).getBoundingClientRect().height < 44,
            )
            .map((element) => element.outerHTML.slice(0, 80)),
        )),
      );
    }
    expect(smallTargets).toEqual([]);
  });

  test('the symbols picker inserts at the cursor, searches, puts the recently used first and closes with Escape', async ({
    page,
  }) => {
    const { panel, mail } = await openManualBuilder(page);
    await mail.fill('Rally now');
    await select(mail, 5, 5);
    const toggle = panel.getByRole('button', { name: 'Symbols', exact: true });
    await press(toggle);
    const picker = panel.getByTestId('symbol-picker');
    const search = picker.getByLabel('Search symbols');
    await expect(search).toBeFocused();

    await search.fill('sword');
    await expect(picker.getByRole('group', { name: 'Arrows' })).toHaveCount(0);
    await expect(picker.getByRole('button', { name: 'Swords divider' })).toBeVisible();
    await press(picker.getByRole('button', { name: 'Crossed swords' }));
    // Spaced from the words beside it, and the picker stays open for the next pick until Done.
    await expect(mail).toHaveValue('Rally ⚔ now');
    await expect(picker).toBeVisible();
    await press(picker.getByRole('button', { name: 'Done', exact: true }));
    await expect(picker).toHaveCount(0);
    await expect(panel.getByTestId('mail-preview-body')).toContainText('Rally ⚔ now');

    await press(toggle);
    const groups = picker.getByRole('group');
    await expect(groups.first()).toHaveAccessibleName('Recently used');
    await expect(groups.first().getByRole('button')).toHaveCount(1);
    await expect(groups.first().getByRole('button', { name: 'Crossed swords' })).toBeVisible();
    const results = await new AxeBuilder({ page })
      .include('[data-testid="symbol-picker"]')
      .analyze();
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([]);
    const small = await picker
      .getByRole('button')
      .evaluateAll(
        (buttons) => buttons.filter((button) => button.getBoundingClientRect().height < 44).length,
      );
    expect(small).toBe(0);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await page.keyboard.press('Escape');
    await expect(picker).toHaveCount(0);
    await expect(toggle).toBeFocused();
    await expect(mail).toHaveValue('Rally ⚔ now');

    await press(panel.getByRole('button', { name: 'Undo', exact: true }));
    await expect(mail).toHaveValue('Rally now');
  });
});
