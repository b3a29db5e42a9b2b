import i18n from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { LANGUAGES, RTL_LANGUAGES } from '#shared/constants.ts';
import ar from './locales/ar.json';
import en from './locales/en.json';
import es from './locales/es.json';
import ptBR from './locales/pt-BR.json';
import ru from './locales/ru.json';
import zhCN from './locales/zh-CN.json';

export type Language = (typeof LANGUAGES)[number];

/** Every locale is bundled: the app is small and must work without extra requests. */
export const LOCALE_RESOURCES = {
  en,
  ar,
  es,
  'zh-CN': zhCN,
  'pt-BR': ptBR,
  ru,
} as const satisfies Record<Language, object>;

export const LANGUAGE_STORAGE_KEY = 'i18nextLng';

/** Text direction of a language code (`ar`, `ar-EG` → `rtl`; everything else `ltr`). */
export function getTextDirection(language: string): 'rtl' | 'ltr' {
  const base = language.split('-')[0] ?? language;
  return (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}

/** Mirrors the active language on `<html lang dir>` so the browser and assistive tech follow it. */
export function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = getTextDirection(language);
}

i18n.on('languageChanged', applyDocumentLanguage);

void i18n
  .use(LanguageDetector)
  .use(initReactI18next)
  .init({
    resources: Object.fromEntries(
      Object.entries(LOCALE_RESOURCES).map(([language, translation]) => [
        language,
        { translation },
      ]),
    ),
    fallbackLng: 'en',
    supportedLngs: [...LANGUAGES],
    initAsync: false,
    interpolation: { escapeValue: false },
    detection: {
      order: ['localStorage', 'navigator', 'htmlTag'],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
  });

export { i18n };
