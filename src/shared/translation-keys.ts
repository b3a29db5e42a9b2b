import en from './locales/en.json';

/**
 * What a translation of a key must keep, in one place for the locale files' test and the server's
 * check of an admin's override: the keys are English's, each plural in its language's
 * own forms, and every variable English has stays.
 */

/** A plural form's suffix, as i18next names them (CLDR categories). */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

export type Strings = Record<string, string>;

/** A locale's nested strings by dotted key (`pages.signIn.title`). */
export function flattenStrings(tree: unknown, prefix = '', out: Strings = {}): Strings {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flattenStrings(value, path, out);
    else out[path] = value as string;
  }
  return out;
}

/**
 * English's strings by dotted key: the keys every language has. Without a prototype, so a key such
 * as `constructor` or `__proto__` is simply not there instead of naming Object's own.
 */
export const ENGLISH_STRINGS: Readonly<Strings> = flattenStrings(en, '', Object.create(null));

/** The English base keys that are plurals (`templates.results` of `templates.results_one`…). */
export const ENGLISH_PLURALS: ReadonlySet<string> = new Set(
  Object.keys(ENGLISH_STRINGS).flatMap((key) => {
    const suffix = PLURAL_SUFFIX.exec(key);
    return suffix ? [key.slice(0, suffix.index)] : [];
  }),
);

/** The `{{name}}` variables of i18next and the `{name}` slots the app fills itself (`{hotkey}`). */
export function variablesOf(text: string): string[] {
  const names = [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|(?<!\{)\{(\w+)\}(?!\})/g)].map(
    (match) => match[1] ?? match[2] ?? '',
  );
  return [...new Set(names)].sort();
}

/** The plural forms `language` needs (Intl.PluralRules, as i18next picks them). */
export function pluralFormsOf(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories];
}

/**
 * How a `key` of `language` must read: the English text it translates and the variables it must
 * keep; undefined when `language` has no such key. A plural's form reads as English's `_other`;
 * i18next's `_zero` (any language) is allowed where English has one; a form other than `other` may
 * say its number in words, so only it may leave `{{count}}` out.
 */
export function translationRuleOf(
  language: string,
  key: string,
): { english: string; variables: string[] } | undefined {
  const suffix = PLURAL_SUFFIX.exec(key);
  const base = suffix ? key.slice(0, suffix.index) : key;
  if (suffix && ENGLISH_PLURALS.has(base)) {
    const form = suffix[1]!;
    const isForm =
      pluralFormsOf(language).includes(form) ||
      (form === 'zero' && ENGLISH_STRINGS[key] !== undefined);
    const english = ENGLISH_STRINGS[`${base}_other`];
    if (!isForm || english === undefined) return undefined;
    const variables = variablesOf(english);
    return {
      english,
      variables: form === 'other' ? variables : variables.filter((name) => name !== 'count'),
    };
  }
  const english = ENGLISH_STRINGS[key];
  return english === undefined ? undefined : { english, variables: variablesOf(english) };
}

/** What is wrong with `value` as the text of `key` in `language`, or null when nothing is. */
export function checkTranslation(
  language: string,
  key: string,
  value: string,
):
  | { problem: 'unknownKey' }
  | { problem: 'variables'; missing: string[]; unknown: string[] }
  | null {
  const rule = translationRuleOf(language, key);
  if (!rule) return { problem: 'unknownKey' };
  const found = variablesOf(value);
  const allowed = variablesOf(rule.english);
  const missing = rule.variables.filter((name) => !found.includes(name));
  const unknown = found.filter((name) => !allowed.includes(name));
  return missing.length > 0 || unknown.length > 0
    ? { problem: 'variables', missing, unknown }
    : null;
}

/** Every key `language` must have: English's plain keys and each plural in its own forms. */
export function expectedKeysOf(language: string): string[] {
  const plain = Object.keys(ENGLISH_STRINGS).filter((key) => {
    const suffix = PLURAL_SUFFIX.exec(key);
    return !(suffix && ENGLISH_PLURALS.has(key.slice(0, suffix.index)));
  });
  const plural = [...ENGLISH_PLURALS].flatMap((base) =>
    pluralFormsOf(language).map((form) => `${base}_${form}`),
  );
  return [...plain, ...plural].sort();
}
