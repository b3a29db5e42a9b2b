import { expect, type Page } from '@playwright/test';
import { fillTemplate, parseDetails } from '../../src/markup/index.ts';
import { getTemplate, TEMPLATES } from '../../src/shared/templates/index.ts';
import { readFixtures } from './support/fixtures.ts';
import { expectNoSeriousViolations, signIn } from './support/helpers.ts';
import { test } from './support/test.ts';

async function openTemplates(page: Page) {
  const card = page.getByRole('button', { name: /Templates/ });
  await expect(card).toContainText('Premium');
  await card.click();
  await expect(card).toHaveAttribute('aria-pressed', 'true');
  return page.getByTestId('templates-panel');
}

test.describe('as a premium player', () => {
  test('filters, searches, fills a template and sends it to the Manual Builder', async ({
    page,
  }) => {
    await signIn(page, readFixtures().premiumUser);
    const panel = await openTemplates(page);
    const library = panel.getByTestId('templates-library');
    await expect(library).toBeVisible();
    const cards = library.getByRole('listitem');
    await expect(cards).toHaveCount(TEMPLATES.length);

    const events = TEMPLATES.filter((template) => template.category === 'Events');
    await library.getByRole('button', { name: 'Events', exact: true }).click();
    await expect(cards).toHaveCount(events.length);
    for (const card of await cards.all()) await expect(card).toContainText('Events');

    await library.getByRole('button', { name: 'All', exact: true }).click();
    await library.getByRole('searchbox', { name: 'Search templates' }).fill('rally call');
    await expect(library.getByRole('button', { name: /KvK Rally Call/ })).toBeVisible();
    expect(await cards.count()).toBeLessThan(TEMPLATES.length);
    await library.getByRole('searchbox', { name: 'Search templates' }).fill('');

    await library.getByRole('button', { name: /^War Announcement/ }).click();
    await expect(panel.getByRole('heading', { name: 'War Announcement' })).toBeFocused();
    const details = [
      'alliance_name: [ROME]',
      'enemy alliance: [CART]',
      'war_time: Saturday 21:00',
    ].join('\n');
    await panel.getByRole('textbox', { name: 'Template details' }).fill(details);

    const template = getTemplate('war_announcement');
    if (!template) throw new Error('war_announcement is missing from the library');
    const filled = fillTemplate(template.content, parseDetails(details, 'main'));
    expect(filled.missing.length).toBeGreaterThan(0);

    const preview = panel.getByTestId('template-preview');
    await expect(preview).toContainText('[ROME] vs [CART]');
    const marked = preview.locator('mark[data-missing]');
    await expect(marked.first()).toBeVisible();
    const markedText = (await marked.allTextContents()).join(' ');
    for (const name of filled.missing) expect(markedText).toContain(`{${name}}`);
    expect(markedText).not.toContain('{alliance_name}');
    await expect(panel.getByTestId('missing-placeholders')).toContainText(
      `${filled.missing.length} placeholder`,
    );

    await panel.getByRole('button', { name: 'Use This Template' }).click();
    await expect(page.getByRole('button', { name: /Manual Builder/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(page.getByRole('textbox', { name: 'Your mail' })).toHaveValue(filled.text);
  });

  test('the template being filled survives a reload, and a mode switch gives it back with Undo', async ({
    page,
  }) => {
    await signIn(page, readFixtures().premiumUser);
    const panel = await openTemplates(page);
    await panel.getByRole('button', { name: /^War Announcement/ }).click();
    const details = panel.getByRole('textbox', { name: 'Template details' });
    await details.fill('alliance_name: [ROME]\nwar_time: Saturday 21:00');
    await expect(panel.getByTestId('template-preview')).toContainText('[ROME]');

    await page.reload();
    await expect(page.getByRole('button', { name: /Templates/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(panel.getByRole('heading', { name: 'War Announcement' })).toBeVisible();
    await expect(details).toHaveValue('alliance_name: [ROME]\nwar_time: Saturday 21:00');

    await page.getByRole('button', { name: /AI Assist/ }).click();
    await expect(panel).toHaveCount(0);
    const toast = page.getByRole('region', { name: /Notifications/ });
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(panel.getByRole('heading', { name: 'War Announcement' })).toBeVisible();
    await expect(details).toHaveValue('alliance_name: [ROME]\nwar_time: Saturday 21:00');
  });

  test('the template library has no serious axe violations', async ({ page }) => {
    await signIn(page, readFixtures().premiumUser);
    const panel = await openTemplates(page);
    await expect(panel.getByTestId('templates-library')).toBeVisible();
    await expectNoSeriousViolations(page, 'template library');
    await panel.getByRole('button', { name: /^War Announcement/ }).click();
    await expect(panel.getByTestId('template-preview')).toBeVisible();
    await expectNoSeriousViolations(page, 'template library');
  });
});

test.describe('as a visitor', () => {
  test('sees the locked library with its Premium badge and the way to sign in', async ({
    page,
  }) => {
    await page.goto('/');
    const panel = await openTemplates(page);
    const locked = panel.getByTestId('templates-locked');
    await expect(locked).toBeVisible();
    await expect(locked.getByText('Premium', { exact: true })).toBeVisible();
    await expect(locked.getByText(/Sign in to a premium account to open it/)).toBeVisible();
    await expect(panel.getByTestId('templates-library')).toHaveCount(0);

    await expectNoSeriousViolations(page, 'template library');
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);

    await locked.getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/auth\/signin$/);
  });
});
