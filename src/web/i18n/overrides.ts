import { useEffect } from 'react';
import { i18n } from './index.ts';

/** Languages whose overrides were asked for on this page (once each; the ETag keeps it cheap). */
const requested = new Set<string>();

/**
 * Lays the admin's corrections of `language` (`GET /api/translations/:language`) over
 * the strings the app shipped with. The browser's cache revalidates the answer by its ETag, so an
 * unchanged set costs a 304. Keys are dotted (`home.title`), as i18next's `addResources` takes them.
 */
export async function loadTranslationOverrides(language: string): Promise<void> {
  const response = await fetch(`/api/translations/${encodeURIComponent(language)}`, {
    credentials: 'same-origin',
    priority: 'low',
  });
  if (!response.ok) return;
  const { overrides } = (await response.json()) as { overrides?: Record<string, unknown> };
  const strings = Object.fromEntries(
    Object.entries(overrides ?? {}).filter(([, value]) => typeof value === 'string'),
  );
  // Only over strings that are there: a partial bundle would stop the rest from loading.
  if (Object.keys(strings).length > 0 && i18n.hasResourceBundle(language, 'translation')) {
    i18n.addResources(language, 'translation', strings);
  }
}

/**
 * Loads the overrides of the language in use, and of each language the player switches to, once
 * its own strings are there (a later load of the locale would otherwise replace them). Mounted once,
 * by the app; the screens re-render when they arrive (`bindI18nStore: 'added'`).
 */
export function useTranslationOverrides(): void {
  useEffect(() => {
    const load = (language: string | undefined) => {
      if (!language || requested.has(language)) return;
      requested.add(language);
      loadTranslationOverrides(language).catch(() => {
        // Offline or the server is away: the shipped strings stay; a later switch tries again.
        requested.delete(language);
      });
    };
    load(i18n.resolvedLanguage);
    i18n.on('languageChanged', load);
    return () => i18n.off('languageChanged', load);
  }, []);
}
