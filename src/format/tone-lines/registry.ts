/**
 * The tone lines (tone-lines.ts) are written in English there; each other language's texts live
 * in their own file (es.ts, ru.ts … beside this one), keyed by the English text, so a browser that formats
 * Spanish mail fetches the Spanish lines only. This registry holds the languages that are loaded.
 */
export type ToneLineTexts = Readonly<Record<string, string>>;

/**
 * The languages with a file of lines here: the engine's languages but English (language.ts's
 * `MailLanguage`; a language added there and not here fails to compile where lines are asked for).
 */
export type TranslatedLanguage = 'es' | 'pt' | 'ru' | 'ar' | 'zh';
type LineLanguage = 'en' | TranslatedLanguage;

/** A tone line was asked for in a language whose lines are not loaded yet (only in a browser). */
export class ToneLinesNotLoaded extends Error {
  constructor(readonly language: TranslatedLanguage) {
    super(`The ${language} tone lines are not loaded`);
    this.name = 'ToneLinesNotLoaded';
  }
}

const loaded = new Map<TranslatedLanguage, ToneLineTexts>();

export function registerToneLineTexts(language: TranslatedLanguage, texts: ToneLineTexts): void {
  loaded.set(language, texts);
}

/** A tone line in `language`, from its English text. */
export function toneLineText(english: string, language: LineLanguage): string {
  if (language === 'en') return english;
  const texts = loaded.get(language);
  if (!texts) throw new ToneLinesNotLoaded(language);
  const text = texts[english];
  if (text === undefined) throw new Error(`No ${language} text for the tone line "${english}"`);
  return text;
}
