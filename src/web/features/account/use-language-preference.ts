import { useEffect } from 'react';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { i18n } from '#web/i18n/index.ts';
import { getJson, postJson } from '#web/lib/api.ts';
import { useUser } from '#web/lib/use-user.ts';

const LANGUAGE_URL = '/api/account/language';

const isLanguage = (value: unknown): value is Language =>
  (LANGUAGES as readonly unknown[]).includes(value);

/**
 * The language in `GET /api/account/language`'s answer, or null. Read by hand, not with the zod
 * schema: this runs on every first screen, and zod would join the first download.
 */
function readStoredLanguage(body: unknown): Language | null {
  const language = (body as { language?: unknown } | null)?.language;
  return isLanguage(language) ? language : null;
}

/**
 * Keeps the signed-in player's language on the profile, so it follows them to another device.
 * When a player is signed in, the profile's language is read once: if they chose a
 * language while it was being read, their choice wins and is saved; otherwise the profile's is
 * applied (or, when the profile has none yet, this browser's is kept). Every later change is saved,
 * in the order it was made. Mounted once for the whole app (app.tsx), so moving between screens
 * never reads it again. It uses the i18next instance itself: react-i18next's `useTranslation` hands
 * out a new wrapper on each language change, which would start this effect over mid-way.
 */
export function useLanguagePreference(): void {
  const { user } = useUser();
  const userId = user?.id;

  useEffect(() => {
    if (userId === undefined) return;
    let isCurrent = true;
    let isLoaded = false;
    let chosenMeanwhile: Language | null = null;
    let applying: Language | null = null;
    let saving = Promise.resolve();
    const save = (language: Language) => {
      saving = saving.then(
        () => postJson(LANGUAGE_URL, { language }).then(() => undefined),
        () => undefined,
      );
    };
    const onLanguageChanged = (language: string) => {
      if (!isCurrent || !isLanguage(language)) return;
      // Applying the profile's language is not a new choice: nothing is saved for it.
      if (language === applying) {
        applying = null;
        return;
      }
      if (isLoaded) save(language);
      else chosenMeanwhile = language;
    };
    i18n.on('languageChanged', onLanguageChanged);
    getJson(LANGUAGE_URL)
      .then(async (body) => {
        if (!isCurrent) return;
        isLoaded = true;
        const stored = readStoredLanguage(body);
        if (chosenMeanwhile) {
          if (chosenMeanwhile !== stored) save(chosenMeanwhile);
          return;
        }
        const current = i18n.resolvedLanguage;
        if (stored && stored !== current) {
          applying = stored;
          await i18n.changeLanguage(stored);
        } else if (!stored && isLanguage(current)) {
          save(current);
        }
      })
      .catch(() => {
        // Unknown for now (offline, signed out meanwhile): this browser's language stays, and a
        // choice made meanwhile is still kept.
        isLoaded = true;
        if (isCurrent && chosenMeanwhile) save(chosenMeanwhile);
      });
    return () => {
      isCurrent = false;
      i18n.off('languageChanged', onLanguageChanged);
    };
  }, [userId]);
}
