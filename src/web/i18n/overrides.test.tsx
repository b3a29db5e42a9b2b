import { act, render, screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { json, stubApi } from '#web/test/api.ts';
import { i18n } from './index.ts';
import { useTranslationOverrides } from './overrides.ts';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.unstubAllGlobals();
});

function Title() {
  useTranslationOverrides();
  const { t } = useTranslation();
  return <h1>{t('home.title')}</h1>;
}

describe("an admin's translation overrides", () => {
  it('are laid over the language in use when they arrive, and over a language switched to', async () => {
    const fetchMock = stubApi({
      'GET /api/translations/en': () => json({ language: 'en', overrides: {} }),
      'GET /api/translations/es': () =>
        json({ language: 'es', overrides: { 'home.title': 'Forja el correo de tu reino' } }),
    });
    render(<Title />);
    expect(screen.getByRole('heading').textContent).toBe(i18n.t('home.title'));
    await act(() => i18n.changeLanguage('es'));
    expect(await screen.findByText('Forja el correo de tu reino')).toBeTruthy();
    // Other strings of the language stay as shipped.
    expect(i18n.t('pages.notFound.title')).toBe('404 Página no encontrada');
    const asked = fetchMock.mock.calls.map(([url]) => String(url));
    expect(asked).toEqual(['/api/translations/en', '/api/translations/es']);
  });
});
