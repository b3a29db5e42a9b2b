import { registerToneLineTexts, type ToneLineTexts, type TranslatedLanguage } from './registry.ts';

/**
 * In the browser each language's tone lines are a file of their own, fetched the first time a
 * mail in that language asks for one (the engine's worker catches `ToneLinesNotLoaded`, loads,
 * and formats again). The imports are written out so the bundler makes one file per language.
 */
const LOADERS: Readonly<Record<TranslatedLanguage, () => Promise<{ TEXTS: ToneLineTexts }>>> = {
  es: () => import('./es.ts'),
  pt: () => import('./pt.ts'),
  ru: () => import('./ru.ts'),
  ar: () => import('./ar.ts'),
  zh: () => import('./zh.ts'),
};

export async function loadToneLineTexts(language: TranslatedLanguage): Promise<void> {
  const { TEXTS } = await LOADERS[language]();
  registerToneLineTexts(language, TEXTS);
}
