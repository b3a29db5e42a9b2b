import { expect, type Locator } from '@playwright/test';
import {
  clickAndCaptureFormat,
  expectNoSeriousViolations,
  expectNoSidewaysOverflow,
} from './support/helpers.ts';
import { test } from './support/test.ts';

// Where the mail is read (a game mail's parchment or the alliance description's blue board): the
// player says so in AI Assist's options; the title swatches, the request, the previews and Final
// Dispatch's contrast warnings follow, in both modes. At 390×844 in the mobile project.

const DRAFT = 'war meeting tonight\n\njoin the rally at 20:00 UTC\ndefend the flag at X:120 Y:340';
/** The in-game previews paint the mail in its own colours. */
const OWN_COLOURS = { exclude: ['[data-testid="mail-preview-body"]'] };

/** A tap on the phone, a click on the desktop. */
async function press(isMobile: boolean, target: Locator) {
  if (isMobile) await target.tap();
  else await target.click();
}

test('the alliance description: board colours, the blue preview, and a one-tap readable shade in the Manual Builder', async ({
  page,
  isMobile,
}) => {
  // Two accessibility scans on a busy machine.
  test.setTimeout(90_000);
  await page.goto('/');
  await page.getByRole('textbox', { name: 'Your draft' }).fill(DRAFT);
  const where = page.getByRole('group', { name: 'Where is it read?' });
  const mail = where.getByRole('button', { name: /^Mail/ });
  const board = where.getByRole('button', { name: /^Alliance description/ });
  await expect(mail).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Gold (#8B6914)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await press(isMobile, board);
  await expect(board).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('button', { name: 'Bright gold (board) (#FFD700)' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('button', { name: 'Gold (#8B6914)' })).toHaveCount(0);

  const body = await clickAndCaptureFormat(
    page,
    page.getByRole('button', { name: 'FORMAT MESSAGE' }),
  );
  expect(body).toMatchObject({ background: 'board', titleColor: '#FFD700' });
  const result = page.getByTestId('ai-result');
  await expect(result.getByTestId('final-dispatch-output')).toHaveValue(/#FFD700/);
  await expect(result.getByTestId('mail-preview-body')).toHaveAttribute('data-look', 'alliance');
  // The engine wrote colours that read on the blue: nothing to warn about.
  await expect(result.getByTestId('contrast-warnings')).toHaveCount(0);
  await expectNoSidewaysOverflow(page, 'AI Assist for the board');
  await expectNoSeriousViolations(page, 'AI Assist for the board', OWN_COLOURS);

  // The Manual Builder follows: the parchment gold does not read on the blue.
  await press(isMobile, page.getByRole('button', { name: 'Manual Builder' }));
  const builder = page.getByTestId('manual-builder');
  const text = builder.getByRole('textbox', { name: 'Your mail' });
  await text.fill('<size=32><color=#8B6914><b>WAR MEETING</b></color></size>\nJoin at 20:00 UTC');
  const warnings = builder.getByTestId('contrast-warnings');
  await expect(warnings).toContainText("Hard to read on the alliance description's blue");
  await expect(warnings).toContainText('#8B6914 is 1.3:1 here (3:1 reads).');
  await expectNoSidewaysOverflow(page, 'Manual Builder with a contrast warning');
  await expectNoSeriousViolations(page, 'Manual Builder with a contrast warning', OWN_COLOURS);
  const fix = warnings.getByRole('button', { name: /^Use #[0-9A-F]{6} instead of #8B6914$/ });
  const shade = /Use (#[0-9A-F]{6})/.exec((await fix.textContent()) ?? '')?.[1];
  expect(shade).toBeDefined();
  await press(isMobile, fix);
  await expect(text).toHaveValue(
    `<size=32><color=${shade}><b>WAR MEETING</b></color></size>\nJoin at 20:00 UTC`,
  );
  await expect(warnings).toHaveCount(0);
  await expect(builder.getByTestId('mail-preview-body')).toHaveAttribute('data-look', 'alliance');

  // Kept for the next visit (the page opens on the Manual Builder, where the player left it), and
  // back on the mail the dark gold reads again.
  await page.reload();
  await expect(builder.getByTestId('mail-preview-body')).toHaveAttribute('data-look', 'alliance');
  await press(isMobile, page.getByRole('button', { name: 'AI Assist' }));
  await expect(board).toHaveAttribute('aria-pressed', 'true');
  await press(isMobile, mail);
  await press(isMobile, page.getByRole('button', { name: 'Manual Builder' }));
  await expect(builder.getByTestId('mail-preview-body')).toHaveAttribute('data-look', 'mail');
});
