/**
 * Weekday names as players write them in mail, per language: in full and shortened, with their
 * accents (and, apart, the spellings typed without them). The markup engine reads them beside UTC
 * times; the format engine reads and capitalises them from here too, so every part of MailForge
 * knows the same days.
 */

export type WeekdayLanguage = 'en' | 'es' | 'pt' | 'ru' | 'fr' | 'ar' | 'zh';

type Week = readonly [
  readonly string[],
  readonly string[],
  readonly string[],
  readonly string[],
  readonly string[],
  readonly string[],
  readonly string[],
];

/** Each day's full spellings, Sunday first (as `Date#getUTCDay` counts), in lower case. */
const FULL: Readonly<Record<WeekdayLanguage, Week>> = {
  en: [['sunday'], ['monday'], ['tuesday'], ['wednesday'], ['thursday'], ['friday'], ['saturday']],
  es: [['domingo'], ['lunes'], ['martes'], ['miércoles'], ['jueves'], ['viernes'], ['sábado']],
  // Portuguese also without "-feira".
  pt: [
    ['domingo'],
    ['segunda-feira', 'segunda'],
    ['terça-feira', 'terça'],
    ['quarta-feira', 'quarta'],
    ['quinta-feira', 'quinta'],
    ['sexta-feira', 'sexta'],
    ['sábado'],
  ],
  // Russian also as after "в" (`в среду`, `в пятницу`, `в субботу`).
  ru: [
    ['воскресенье'],
    ['понедельник'],
    ['вторник'],
    ['среда', 'среду'],
    ['четверг'],
    ['пятница', 'пятницу'],
    ['суббота', 'субботу'],
  ],
  fr: [['dimanche'], ['lundi'], ['mardi'], ['mercredi'], ['jeudi'], ['vendredi'], ['samedi']],
  ar: [
    ['الأحد', 'الاحد'],
    ['الاثنين', 'الإثنين'],
    ['الثلاثاء'],
    ['الأربعاء', 'الاربعاء'],
    ['الخميس'],
    ['الجمعة'],
    ['السبت'],
  ],
  zh: [
    ['星期日', '星期天', '周日', '周天'],
    ['星期一', '周一'],
    ['星期二', '周二'],
    ['星期三', '周三'],
    ['星期四', '周四'],
    ['星期五', '周五'],
    ['星期六', '周六'],
  ],
};

/** Spanish and Portuguese spellings players type without accents: "sabado", "miercoles". */
const UNACCENTED: Week = [[], [], ['terca-feira', 'terca'], ['miercoles'], [], [], ['sabado']];

/** Short forms, Sunday first; each may be followed by a full stop (`Sat.`). */
const SHORT: Readonly<Partial<Record<WeekdayLanguage, Week>>> = {
  en: [['sun'], ['mon'], ['tues', 'tue'], ['wed'], ['thurs', 'thur', 'thu'], ['fri'], ['sat']],
  es: [['dom'], ['lun'], [], ['mié', 'mie'], ['jue'], ['vie'], ['sáb', 'sab']],
  pt: [['dom'], ['seg'], ['ter'], ['qua'], ['qui'], ['sex'], ['sáb', 'sab']],
  ru: [['вс', 'вск'], ['пн'], ['вт'], ['ср'], ['чт'], ['пт'], ['сб']],
};

/** Full names of each language in lower case (the unaccented spellings apart). */
export const WEEKDAYS: Readonly<Record<WeekdayLanguage, readonly string[]>> = {
  en: FULL.en.flat(),
  es: FULL.es.flat(),
  pt: FULL.pt.flat(),
  ru: FULL.ru.flat(),
  fr: FULL.fr.flat(),
  ar: FULL.ar.flat(),
  zh: FULL.zh.flat(),
};

/** English short forms ("tues", "thurs" as players write them). */
export const ENGLISH_WEEKDAY_SHORT_FORMS: readonly string[] = SHORT.en?.flat() ?? [];

/** Short forms that are English words too ("I sat", "the sun"): read as days only beside a time. */
export const WEEKDAY_SHORT_FORMS_THAT_ARE_WORDS: ReadonlySet<string> = new Set(['sat', 'sun']);

export const UNACCENTED_WEEKDAYS: readonly string[] = UNACCENTED.flat();

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
  return longestFirst([...names]);
}

/** English weekday names and short forms as written with their capital ("fri" → "Fri"); the short forms that are words too left out. */
export const ENGLISH_WEEKDAY_CAPITALS: Readonly<Record<string, string>> = Object.fromEntries(
  [...WEEKDAYS.en, ...ENGLISH_WEEKDAY_SHORT_FORMS]
    .filter((name) => !WEEKDAY_SHORT_FORMS_THAT_ARE_WORDS.has(name))
    .map((name) => [name, name.charAt(0).toUpperCase() + name.slice(1)]),
);

/** Every spelling, lower case, to the day it names (0 Sunday to 6 Saturday). */
const BY_NAME: ReadonlyMap<string, number> = new Map(
  [...Object.values(FULL), UNACCENTED, ...Object.values(SHORT)].flatMap((week) =>
    week.flatMap((names, weekday) => names.map((name) => [name, weekday] as const)),
  ),
);

/** The weekday a name stands for (`Sat.`, `sábado`, `周六`), or undefined. */
export function weekdayOf(name: string): number | undefined {
  return BY_NAME.get(name.toLowerCase().replace(/\.$/u, ''));
}

function longestFirst(names: readonly string[]): string {
  return [...names].sort((a, b) => b.length - a.length).join('|');
}

/**
 * Every full name of the languages written with spaces between words (unaccented spellings too),
 * as one alternation: such a name stands between word boundaries.
 */
export const WEEKDAY_FULL_NAMES = longestFirst([
  ...Object.entries(FULL)
    .filter(([language]) => language !== 'zh')
    .flatMap(([, week]) => week.flat()),
  ...UNACCENTED_WEEKDAYS,
]);
/** Chinese names (`周六`), as one alternation: they stand between other characters, with no space. */
export const WEEKDAY_HAN_NAMES = longestFirst(WEEKDAYS.zh);
/** Every short form of every language, as one alternation. */
export const WEEKDAY_SHORT_NAMES = longestFirst(
  Object.values(SHORT).flatMap((week) => week.flat()),
);
