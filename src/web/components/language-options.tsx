import { LANGUAGES, type Language } from '#shared/constants.ts';
import { LANGUAGE_NAMES } from '#web/i18n/index.ts';

type LanguageOptionsProps = {
  /** How a language is named. Default: in its own name ('Español'). */
  nameOf?: (language: Language) => string;
  className?: string;
};

/** The six languages as a native select's options, each marked with its own `lang`. */
export function LanguageOptions({
  nameOf = (language) => LANGUAGE_NAMES[language],
  className,
}: LanguageOptionsProps) {
  return LANGUAGES.map((language) => (
    <option key={language} value={language} lang={language} className={className}>
      {nameOf(language)}
    </option>
  ));
}
