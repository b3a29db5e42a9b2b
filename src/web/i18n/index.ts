import firstScreenEnglish from 'virtual:english/first-screen';
import i18n, { type BackendModule, type LanguageDetectorModule } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import {
  detectLanguage,
  getTextDirection,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_S,
} from '#shared/languages.ts';
import { mergeStrings } from './english-parts.ts';

/**
 * The language of the page as the server sent it (`<html lang>`), read before i18next mirrors its
 * own onto the element: main.tsx takes the page over only when both agree.
 */
export const PAGE_LANGUAGE = typeof document === 'undefined' ? '' : document.documentElement.lang;

let englishRest: Promise<void> | undefined;

/**
 * Fetches the English strings that do not come with the app (english-parts.ts) and adds them, once;
 * every screen, feature and answer beyond the home page's first render waits for it. A failed fetch
 * (offline) is tried again by the next call.
 */
export function loadAllEnglish(): Promise<void> {
  englishRest ??= import('virtual:english/rest').then(
    ({ default: rest }) => {
      i18n.addResourceBundle('en', 'translation', rest, true, false);
    },
    (error: unknown) => {
      englishRest = undefined;
      throw error;
    },
  );
  return englishRest;
}

/**
 * `load`'s result once the rest of English is there too (a lazy screen's or feature's loader, the
 * format request). Settles only when both have: a failure of `load` is shown with every string.
 */
export async function withAllEnglish<T>(load: () => Promise<T>): Promise<T> {
  const [loaded, english] = await Promise.allSettled([load(), loadAllEnglish()]);
  if (loaded.status === 'rejected') throw loaded.reason;
  if (english.status === 'rejected') throw english.reason;
  return loaded.value;
}

/**
 * English's first-screen strings are bundled (English is the fallback of every key); the rest of
 * English and the other locales are separate chunks, fetched only when needed, so they cost the
 * home route nothing. Another language also fetches the rest of English, its fallback.
 */
export const LOCALE_LOADERS = {
  en: async () => mergeStrings(firstScreenEnglish, (await import('virtual:english/rest')).default),
  ar: async () => (await import('#shared/locales/ar.json')).default,
  es: async () => (await import('#shared/locales/es.json')).default,
  'zh-CN': async () => (await import('#shared/locales/zh-CN.json')).default,
  'pt-BR': async () => (await import('#shared/locales/pt-BR.json')).default,
  ru: async () => (await import('#shared/locales/ru.json')).default,
} as const satisfies Record<Language, () => Promise<object>>;

const isLanguage = (language: string): language is Language =>
  Object.hasOwn(LOCALE_LOADERS, language);

/** i18next backend that reads a locale chunk when a language is first used. */
const lazyLocales: BackendModule = {
  type: 'backend',
  init() {},
  read(language, _namespace, callback) {
    if (!isLanguage(language)) {
      callback(null, {});
      return;
    }
    Promise.all([LOCALE_LOADERS[language](), loadAllEnglish()]).then(
      ([translation]) => callback(null, translation),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Each language in its own name, as the language switcher lists it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = {
  en: 'English',
  ar: 'العربية',
  es: 'Español',
  'zh-CN': '简体中文',
  'pt-BR': 'Português (Brasil)',
  ru: 'Русский',
};

/**
 * Mirrors the active language on `<html lang dir>` so the browser and assistive tech follow it.
 * Only a change is written: setting them, even to the value the page came with, has the browser
 * work out the style of the whole page again (the `dir` variants' selectors hang on it).
 */
function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  const html = document.documentElement;
  const direction = getTextDirection(language);
  if (html.lang !== language) html.lang = language;
  if (html.dir !== direction) html.dir = direction;
}

export { detectLanguage, getTextDirection };

/** The language chosen before: the cookie the server reads too, else this browser's storage. */
function readStoredLanguage(): string | null {
  if (typeof document !== 'undefined') {
    const cookie = document.cookie
      .split('; ')
      .find((pair) => pair.startsWith(`${LANGUAGE_COOKIE}=`));
    if (cookie) return decodeURIComponent(cookie.slice(LANGUAGE_COOKIE.length + 1));
  }
  try {
    return localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame)
  }
}

/**
 * Detects the language at start and remembers the one in use: under LANGUAGE_STORAGE_KEY and in
 * the language cookie.
 */
const languageDetector: LanguageDetectorModule = {
  type: 'languageDetector',
  detect: () =>
    detectLanguage(
      readStoredLanguage(),
      typeof navigator === 'undefined' ? [] : (navigator.languages ?? [navigator.language]),
    ),
  cacheUserLanguage(language) {
    // The server sends the next page in this language from its first byte (web-app.ts).
    if (typeof document !== 'undefined') {
      // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing in Firefox and older Safari.
      document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
    }
    try {
      localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
    } catch {
      // not remembered; the next visit detects again
    }
  },
};

i18n.on('languageChanged', applyDocumentLanguage);

/** Settles when the detected language's strings are loaded (English is there at once). */
export const i18nReady: Promise<unknown> = i18n
  .use(lazyLocales)
  .use(languageDetector)
  .use(initReactI18next)
  .init({
    resources: { en: { translation: firstScreenEnglish } },
    partialBundledLanguages: true,
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    // Screens re-render when an admin's overrides are laid over a language (overrides.ts).
    react: { bindI18nStore: 'added' },
  });

export { i18n };
