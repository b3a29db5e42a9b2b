import * as builtinEngine from '#format/builtin-engine.ts';
import * as rewrite from '#format/rewrite.ts';

/** The engine's reading of a draft's language: a language code, or 'not-en'. */
export type LanguageDetector = (text: string) => string;

/**
 * How the engine reads a draft's language, wherever it is exported: a `detectLanguage` returning a
 * code if the engine has one (rubric rule 5), else today's English-or-not test `isEnglish`.
 */
export function findLanguageDetector(): LanguageDetector {
  const modules = [builtinEngine, rewrite] as unknown as Record<string, unknown>[];
  for (const module of modules) {
    const detect = module.detectLanguage;
    if (typeof detect === 'function') return (text) => String(detect(text));
  }
  for (const module of modules) {
    const isEnglish = module.isEnglish;
    if (typeof isEnglish === 'function') return (text) => (isEnglish(text) ? 'en' : 'not-en');
  }
  throw new Error('The built-in engine exports no language detector (detectLanguage or isEnglish)');
}
