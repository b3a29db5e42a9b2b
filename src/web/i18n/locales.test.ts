import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import { LOCALE_LOADERS } from './index.ts';

// Every locale holds exactly English's keys, with each plural form its language needs (CLDR's
// categories, as i18next picks them through Intl.PluralRules) and the same interpolation variables:
// a missing key or form would show English, a lost variable a sentence without its number or name.

type Strings = Record<string, string>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function flatten(tree: unknown, prefix = '', out: Strings = {}): Strings {
  for (const [key, value] of Object.entries(tree as Record<string, unknown>)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value !== null && typeof value === 'object') flatten(value, path, out);
    else out[path] = value as string;
  }
  return out;
}

/** A locale as the app loads it, flattened to dotted keys. */
const readLocale = async (language: Language): Promise<Strings> =>
  flatten(await LOCALE_LOADERS[language]());

/** The `{{name}}` variables of i18next and the `{name}` slots the app fills itself (`{hotkey}`). */
const variablesOf = (text: string) =>
  [
    ...new Set(
      [...text.matchAll(/\{\{\s*([\w.]+)\s*(?:,[^}]*)?\}\}|(?<!\{)\{(\w+)\}(?!\})/g)].map(
        (match) => match[1] ?? match[2],
      ),
    ),
  ].sort();

const english = await readLocale('en');
/** English keys by base key: a plural base lists its forms (one, other). */
const englishPlurals = new Map<string, string[]>();
for (const key of Object.keys(english)) {
  const suffix = PLURAL_SUFFIX.exec(key);
  if (!suffix) continue;
  const base = key.slice(0, suffix.index);
  englishPlurals.set(base, [...(englishPlurals.get(base) ?? []), suffix[1]!]);
}
const isEnglishPluralForm = (key: string) => {
  const suffix = PLURAL_SUFFIX.exec(key);
  return suffix !== null && englishPlurals.has(key.slice(0, suffix.index));
};

/** The keys a language must have: English's plain keys, and each plural base in its own forms. */
function expectedKeys(language: string): string[] {
  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const plain = Object.keys(english).filter((key) => !isEnglishPluralForm(key));
  const plural = [...englishPlurals.keys()].flatMap((base) =>
    categories.map((category) => `${base}_${category}`),
  );
  return [...plain, ...plural].sort();
}

describe('English', () => {
  it('writes every plural with its one and other forms (and zero where 0 reads better)', () => {
    for (const [base, forms] of englishPlurals) {
      const sorted = forms.filter((form) => form !== 'zero').sort();
      expect([base, sorted]).toEqual([base, ['one', 'other']]);
    }
  });
});

/** i18next reads `_zero` for a count of 0 in any language, else the language's own form. */
const mayHave = (key: string) => {
  const suffix = PLURAL_SUFFIX.exec(key);
  return suffix?.[1] === 'zero' && english[key] !== undefined;
};

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s locale', (language) => {
  let strings: Strings = {};
  beforeAll(async () => {
    strings = await readLocale(language);
  });

  it("has exactly English's keys, with each plural form the language needs", () => {
    const keys = Object.keys(strings).sort();
    const expected = expectedKeys(language);
    expect({ missing: expected.filter((key) => !(key in strings)) }).toEqual({ missing: [] });
    expect({ extra: keys.filter((key) => !expected.includes(key) && !mayHave(key)) }).toEqual({
      extra: [],
    });
  });

  it('translates every string (no empty value)', () => {
    const empty = Object.entries(strings)
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps the interpolation variables of every string', () => {
    const lost: string[] = [];
    for (const [key, value] of Object.entries(strings)) {
      const suffix = PLURAL_SUFFIX.exec(key);
      const base = suffix ? key.slice(0, suffix.index) : key;
      const source = englishPlurals.has(base) ? english[`${base}_other`] : english[key];
      if (source === undefined) continue; // reported by the key test
      const wanted = variablesOf(source);
      const found = variablesOf(value);
      // A plural form other than 'other' may say its number in words ('one template'): only
      // {{count}} may be left out there, every other variable must stay.
      const mayDropCount = suffix !== null && suffix[1] !== 'other' && englishPlurals.has(base);
      const needed = mayDropCount ? wanted.filter((name) => name !== 'count') : wanted;
      const unknown = found.filter((name) => !wanted.includes(name));
      const missing = needed.filter((name) => !found.includes(name));
      if (unknown.length > 0 || missing.length > 0) {
        lost.push(`${key}: missing [${missing.join(', ')}] unknown [${unknown.join(', ')}]`);
      }
    }
    expect(lost).toEqual([]);
  });
});
