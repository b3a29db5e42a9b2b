import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dismissToast } from '#web/components/ui/use-toast.ts';
import { json, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';
import { TranslationsSection } from './translations-admin-section.tsx';

afterEach(() => {
  act(() => dismissToast());
  vi.unstubAllGlobals();
});

const override = {
  key: 'home.title',
  language: 'es',
  value: 'Forja el correo de tu reino',
  category: 'home',
  updatedAt: '2025-06-01T08:00:00.000Z',
};

describe('translations admin section', () => {
  it('finds a text by its key, shows English and the current text, and saves an override', async () => {
    const saved: unknown[] = [];
    stubApi({
      'GET /api/admin/translations?language=es': () => json({ overrides: [override] }),
      'PUT /api/admin/translations': ({ body }) => {
        saved.push(body);
        return json({ override: { ...override, ...(body as object), category: 'mailTool' } });
      },
    });
    renderAt(<TranslationsSection />);
    expect(
      await screen.findByText(
        '1 text of this language is overridden. Search to see or change one.',
      ),
    ).toBeTruthy();

    await userEvent.type(
      screen.getByRole('searchbox', { name: 'Search a key or text' }),
      'home.title',
    );
    const [entry] = await screen.findAllByTestId('translation-entry');
    expect(within(entry!).getByText('home.title')).toBeTruthy();
    expect(within(entry!).getByText('Overridden')).toBeTruthy();
    expect(within(entry!).getByText('Forge your kingdom mail')).toBeTruthy();
    expect(within(entry!).getByText('Forja el correo de tu reino')).toBeTruthy();

    await userEvent.click(within(entry!).getByRole('button', { name: 'Edit' }));
    const text = within(entry!).getByRole('textbox', { name: 'New text' });
    await userEvent.clear(text);
    await userEvent.type(text, 'Forja tu correo');
    await userEvent.click(within(entry!).getByRole('button', { name: 'Save override' }));
    await waitFor(() =>
      expect(saved).toEqual([{ language: 'es', key: 'home.title', value: 'Forja tu correo' }]),
    );
  });

  it("shows the server's refusal under the text, and removes an override", async () => {
    const removed: string[] = [];
    stubApi({
      'GET /api/admin/translations?language=es': () => json({ overrides: [override] }),
      'PUT /api/admin/translations': () =>
        json(
          {
            success: false,
            error:
              'The text must keep every variable of the English text (the names in double braces) and add no other',
            code: 'translations.variablesChanged',
            fieldErrors: {
              value: [
                'The text must keep every variable of the English text (the names in double braces) and add no other',
              ],
            },
          },
          400,
        ),
      'DELETE /api/admin/translations/es/home.title': ({ init }) => {
        removed.push(String(init?.method));
        return json({ success: true });
      },
    });
    renderAt(<TranslationsSection />);
    await userEvent.type(
      await screen.findByRole('searchbox', { name: 'Search a key or text' }),
      'home.title',
    );
    const [entry] = await screen.findAllByTestId('translation-entry');
    await userEvent.click(within(entry!).getByRole('button', { name: 'Edit' }));
    await userEvent.click(within(entry!).getByRole('button', { name: 'Save override' }));
    expect(
      await within(entry!).findByText(
        'The text must keep every variable of the English text (the names in double braces) and add no other',
      ),
    ).toBeTruthy();
    await userEvent.click(within(entry!).getByRole('button', { name: 'Remove override' }));
    await waitFor(() => expect(removed).toEqual(['DELETE']));
  });
});
