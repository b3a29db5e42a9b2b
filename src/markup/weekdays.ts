/**
 * Weekday names as players write them in mail, one list per language, Monday first. The markup
 * engine reads English ones beside UTC times; the format engine reads and capitalises them from
 * here too, so every part of MailForge knows the same days.
 */

export type WeekdayLanguage = 'en' | 'es' | 'pt' | 'ru' | 'fr';

/** Full names, Monday first, in lower case; Portuguese also without "-feira". */
export const WEEKDAYS: Readonly<Record<WeekdayLanguage, readonly string[]>> = {
  en: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'],
  es: ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'],
  pt: [
    'segunda-feira',
    'terça-feira',
    'quarta-feira',
    'quinta-feira',
    'sexta-feira',
    'sábado',
    'domingo',
    'segunda',
    'terça',
    'quarta',
    'quinta',
    'sexta',
  ],
  ru: ['понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота', 'воскресенье'],
  fr: ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'],
};

/** English short forms, Monday first ("tues", "thurs" as players write them). */
export const ENGLISH_WEEKDAY_SHORT_FORMS: readonly string[] = [
  'mon',
  'tues',
  'tue',
  'wed',
  'thurs',
  'thur',
  'thu',
  'fri',
  'sat',
  'sun',
];

/** Short forms that are English words too ("I sat", "the sun"): read as days only beside a time. */
export const WEEKDAY_SHORT_FORMS_THAT_ARE_WORDS: ReadonlySet<string> = new Set(['sat', 'sun']);

/** Spanish and Portuguese spellings players type without accents: "sabado", "miercoles". */
export const UNACCENTED_WEEKDAYS: readonly string[] = ['miercoles', 'sabado', 'terca'];

/** 0 (Sunday) to 6 (Saturday) of an English name or short form, by its first two letters. */
export const ENGLISH_WEEKDAY_STARTS: readonly string[] = ['su', 'mo', 'tu', 'we', 'th', 'fr', 'sa'];

/**
 * The weekday names of `languages` as one alternation for a regular expression, longest first (so
 * "sunday" is read before "sun"); with the English short forms when `withShortForms` is set and
 * the unaccented spellings when `withUnaccented` is.
 */
export function weekdayAlternation(
  languages: readonly WeekdayLanguage[],
  options: { withShortForms?: boolean; withUnaccented?: boolean } = {},
): string {
  const names = new Set(languages.flatMap((language) => WEEKDAYS[language]));
  if (options.withShortForms) for (const form of ENGLISH_WEEKDAY_SHORT_FORMS) names.add(form);
  if (options.withUnaccented) for (const form of UNACCENTED_WEEKDAYS) names.add(form);
  return [...names].sort((a, b) => b.length - a.length).join('|');
}

/** English weekday names and short forms as written with their capital ("fri" → "Fri"); the short forms that are words too left out. */
export const ENGLISH_WEEKDAY_CAPITALS: Readonly<Record<string, string>> = Object.fromEntries(
  [...WEEKDAYS.en, ...ENGLISH_WEEKDAY_SHORT_FORMS]
    .filter((name) => !WEEKDAY_SHORT_FORMS_THAT_ARE_WORDS.has(name))
    .map((name) => [name, name.charAt(0).toUpperCase() + name.slice(1)]),
);
