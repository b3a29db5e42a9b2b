import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator } from '@playwright/test';
import { countChars, validate, visibleText } from '../../src/markup/index.ts';
import { LIMITS } from '../../src/shared/constants.ts';
import { test } from './support/test.ts';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

/** A KvK plan of three styled sections, about 4,500 characters: three parts. */
const LONG_MAIL = [
  '<size=40><color=#FFD700><b>KVK PLAN</b></color></size>',
  ...Array.from({ length: 3 }, (_, index) =>
    [
      `<color=#B71C1C><b>Phase ${index + 1}</b></color>`,
      ...Array.from(
        { length: 12 },
        (_, line) =>
          `<i>Zone ${index + 1}.${line + 1}:</i> rally at X:512 Y:740 at 14:30 UTC, garrison the altar, then hold the pass until the next phase.`,
      ),
    ].join('\n'),
  ),
].join('\n\n');

/** The blank at a cut is dropped: compare what is left. */
const squash = (text: string) => text.replace(/\s+/g, '');

test('a long mail in the Manual Builder is split into parts that each fit and validate', async ({
  page,
  isMobile,
}) => {
  expect(countChars(LONG_MAIL)).toBeGreaterThan(2 * LIMITS.mailChars);
  const press = (locator: Locator) => (isMobile ? locator.tap() : locator.click());
  await page.goto('/');
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  const panel = page.getByTestId('mode-panel-manual');
  await panel.getByLabel('Your mail').fill(LONG_MAIL);

  const dispatch = panel.getByTestId('final-dispatch');
  const split = dispatch.getByRole('button', { name: 'Split into parts' });
  await press(split);
  await expect(split).toHaveAttribute('aria-expanded', 'true');
  const parts = dispatch.getByTestId('mail-part');
  await expect(parts).toHaveCount(3);

  const bodies: string[] = [];
  for (let index = 1; index <= 3; index += 1) {
    await press(dispatch.getByRole('button', { name: `Copy part ${index} of 3`, exact: true }));
    await expect(
      dispatch.getByRole('button', { name: `Copied part ${index} of 3`, exact: true }),
    ).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.startsWith(`(${index}/3)\n`)).toBe(true);
    expect(countChars(copied)).toBeLessThanOrEqual(LIMITS.mailChars);
    expect(validate(copied).filter((issue) => issue.severity === 'error')).toEqual([]);
    await expect(parts.nth(index - 1).getByTestId('char-counter')).toHaveText(
      `${countChars(copied)} / 2000 characters`,
    );
    bodies.push(copied.slice(copied.indexOf('\n') + 1));
  }
  expect(squash(bodies.map(visibleText).join(''))).toBe(squash(visibleText(LONG_MAIL)));

  await press(dispatch.getByRole('checkbox', { name: 'Number the parts (1/3)' }));
  await expect(parts.first().getByRole('textbox')).toHaveValue(/^<size=40>/);

  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, 'sideways scrolling').toBeLessThanOrEqual(0);
  const results = await new AxeBuilder({ page })
    .include('[data-testid="final-dispatch"]')
    .analyze();
  expect(
    results.violations
      .filter((violation) => ['serious', 'critical'].includes(violation.impact ?? ''))
      .map((violation) => `${violation.id}: ${violation.help}`),
  ).toEqual([]);
});

test('a mail within the limit offers no split', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: /Manual Builder/ }).click();
  const panel = page.getByTestId('mode-panel-manual');
  await panel.getByLabel('Your mail').fill('<b>Rally</b> at 14:30 UTC');
  await expect(panel.getByTestId('final-dispatch-output')).toHaveValue('<b>Rally</b> at 14:30 UTC');
  await expect(panel.getByRole('button', { name: 'Split into parts' })).toHaveCount(0);
});
