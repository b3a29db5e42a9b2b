import { act, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LanguagePreference } from '#web/app.tsx';
import { i18n } from '#web/i18n/index.ts';
import { setSessionHint } from '#web/lib/storage.ts';
import { createDeferred, json, makeUser, stubApi } from '#web/test/api.ts';
import { renderAt } from '#web/test/render.tsx';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en'));
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

/** A signed-in player whose profile answers `stored` (when `answer` resolves); saves are recorded. */
function signedInWithProfile(answer: Promise<Response>) {
  setSessionHint();
  const saved: unknown[] = [];
  const fetchMock = stubApi({
    'GET /api/auth/me': () => json({ success: true, user: makeUser() }),
    'GET /api/account/language': () => answer,
    'POST /api/account/language': ({ body }) => {
      saved.push(body);
      return json({ success: true });
    },
  });
  return { saved, fetchMock };
}

describe("a player's language follows them", () => {
  it("the profile's is applied at sign-in, and a change is saved", async () => {
    const { saved } = signedInWithProfile(Promise.resolve(json({ language: 'ru' })));
    renderAt(<LanguagePreference />);
    await waitFor(() => expect(document.documentElement.lang).toBe('ru'));
    // Applying the profile's language is not a new choice: nothing is saved for it.
    expect(saved).toEqual([]);
    await act(() => i18n.changeLanguage('es'));
    await waitFor(() => expect(saved).toEqual([{ language: 'es' }]));
  });

  it("keeps this browser's language on a profile that has none yet", async () => {
    const { saved } = signedInWithProfile(Promise.resolve(json({ language: null })));
    renderAt(<LanguagePreference />);
    await waitFor(() => expect(saved).toEqual([{ language: 'en' }]));
  });

  it("a choice made while the profile's language is being read wins and is saved", async () => {
    const profile = createDeferred<Response>();
    const { saved, fetchMock } = signedInWithProfile(profile.promise);
    renderAt(<LanguagePreference />);
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/account/language'),
    );
    await act(() => i18n.changeLanguage('ru'));
    expect(saved).toEqual([]);
    await act(async () => profile.resolve(json({ language: 'es' })));
    await waitFor(() => expect(saved).toEqual([{ language: 'ru' }]));
    expect(document.documentElement.lang).toBe('ru');
  });

  it('saves several changes in the order they were made', async () => {
    const { saved } = signedInWithProfile(Promise.resolve(json({ language: 'en' })));
    renderAt(<LanguagePreference />);
    await waitFor(() => expect(document.documentElement.lang).toBe('en'));
    await new Promise((done) => setTimeout(done, 20));
    await act(() => i18n.changeLanguage('ar'));
    await act(() => i18n.changeLanguage('zh-CN'));
    await waitFor(() => expect(saved).toEqual([{ language: 'ar' }, { language: 'zh-CN' }]));
  });
});
