import { expect } from '@playwright/test';
import { signInAsAdmin, toasts } from './support/helpers.ts';
import { text } from './support/locales.ts';
import { test } from './support/test.ts';

// An admin corrects a string of a language on the dashboard; a player in that language sees the
// correction at the next page load, and the shipped text again once it is removed. The correction
// holds for every page of the language, so this runs in a project of its own, after the others
// (playwright.config.ts): a page hydrating beside it would meet strings it was not built with.
const LANGUAGES = ['ru', 'pt-BR'] as const;
const KEY = 'home.about.title';

for (const language of LANGUAGES)
  test(`an override made on the dashboard reaches players of ${language}, until removed`, async ({
    page,
    browser,
  }, testInfo) => {
    const corrected = `${text(language, KEY)} ✓ ${testInfo.project.name}`;
    await signInAsAdmin(page);
    const section = page.getByRole('region', { name: 'Translations' });
    await section.getByRole('combobox', { name: 'Language' }).selectOption(language);
    await section.getByRole('searchbox', { name: 'Search a key or text' }).fill(KEY);
    const entry = section.getByTestId('translation-entry').first();
    await expect(entry.getByText(KEY, { exact: true })).toBeVisible();
    await expect(entry.getByText(text('en', KEY), { exact: true })).toBeVisible();
    await entry.getByRole('button', { name: 'Edit' }).click();
    // A lost variable is refused with the reason under the text.
    await entry.getByRole('textbox', { name: 'New text' }).fill(`${corrected} {{name}}`);
    await entry.getByRole('button', { name: 'Save override' }).click();
    await expect(entry.getByText(/must keep every variable/)).toBeVisible();
    await entry.getByRole('textbox', { name: 'New text' }).fill(corrected);
    await entry.getByRole('button', { name: 'Save override' }).click();
    await expect(toasts(page).getByText(`Override saved for ${KEY}`)).toBeVisible();
    await expect(entry.getByText('Overridden')).toBeVisible();

    // A player in that language, in a browser of their own.
    const player = await browser.newContext({ locale: language });
    const playerPage = await player.newPage();
    await playerPage.goto('/');
    await expect(playerPage.getByRole('heading', { level: 2, name: corrected })).toBeVisible();

    await entry.getByRole('button', { name: 'Edit' }).click();
    await entry.getByRole('button', { name: 'Remove override' }).click();
    await expect(toasts(page).getByText(`Override removed for ${KEY}`)).toBeVisible();
    await playerPage.reload();
    await expect(
      playerPage.getByRole('heading', { level: 2, name: text(language, KEY) }),
    ).toBeVisible();
    await player.close();
  });
