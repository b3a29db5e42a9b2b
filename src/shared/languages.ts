// Which of the app's languages a reader gets, decided the same way by the server (the first HTML)
// and the browser (i18next): the stored choice, else the browser's preferred languages, else English.
import { LANGUAGES, type Language, RTL_LANGUAGES } from './constants.ts';

/**
 * The cookie that keeps the language a reader chose (the language switcher, the profile's
 * language): the server reads it to send that language's page, the browser to start in it.
 */
export const LANGUAGE_COOKIE = 'mf_lang';
/** A year: the choice outlives sessions, as the browser's own storage of it does. */
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/**
 * The language to use: the one chosen before, else the browser's first supported one (an exact
 * match, else the same base language: `es-MX` → `es`, `pt` → `pt-BR`), else English.
 */
export function detectLanguage(stored: string | null | undefined, preferred: readonly string[]) {
  const base = (code: string) => code.split('-')[0]?.toLowerCase() ?? '';
  for (const candidate of [stored, ...preferred]) {
    if (!candidate) continue;
    const wanted = candidate.toLowerCase();
    const exact = LANGUAGES.find((language) => language.toLowerCase() === wanted);
    const sameBase = LANGUAGES.find((language) => base(language) === base(wanted));
    const match = exact ?? sameBase;
    if (match) return match;
  }
  return 'en' satisfies Language as Language;
}

/**
 * The languages of an `Accept-Language` header, most wanted first (`es-MX,es;q=0.9,en;q=0.5`);
 * those with `q=0` are refused and left out.
 */
export function parseAcceptLanguage(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((param) => /^\s*q=([\d.]+)\s*$/.exec(param)?.[1]).find(Boolean);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter(({ tag, q }) => tag !== '' && tag !== '*' && q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map(({ tag }) => tag);
}

/** Text direction of a language code (`ar`, `ar-EG` → `rtl`; everything else `ltr`). */
export function getTextDirection(language: string): 'rtl' | 'ltr' {
  const base = language.split('-')[0] ?? language;
  return (RTL_LANGUAGES as readonly string[]).includes(base) ? 'rtl' : 'ltr';
}
