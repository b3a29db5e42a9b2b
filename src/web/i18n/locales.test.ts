import { beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGES, type Language } from '#shared/constants.ts';
import {
  checkTranslation,
  ENGLISH_PLURALS,
  ENGLISH_STRINGS,
  expectedKeysOf,
  flattenStrings,
  PLURAL_SUFFIX,
  type Strings,
} from '#shared/translation-keys.ts';
import { LOCALE_LOADERS } from './index.ts';

// Every locale holds exactly English's keys, with each plural form its language needs (CLDR's
// categories, as i18next picks them through Intl.PluralRules) and the same interpolation variables:
// a missing key or form would show English, a lost variable a sentence without its number or name.
// The rules are #shared/translation-keys.ts, which also checks an admin's override.

/** A locale as the app loads it, flattened to dotted keys. */
const readLocale = async (language: Language): Promise<Strings> =>
  flattenStrings(await LOCALE_LOADERS[language]());

describe('English', () => {
  it('writes every plural with its one and other forms (and zero where 0 reads better)', () => {
    for (const base of ENGLISH_PLURALS) {
      const forms = Object.keys(ENGLISH_STRINGS)
        .filter((key) => key.startsWith(`${base}_`) && PLURAL_SUFFIX.test(key))
        .map((key) => key.slice(base.length + 1))
        .filter((form) => form !== 'zero')
        .sort();
      expect([base, forms]).toEqual([base, ['one', 'other']]);
    }
  });
});

describe.each(LANGUAGES.filter((language) => language !== 'en'))('the %s locale', (language) => {
  let strings: Strings = {};
  beforeAll(async () => {
    strings = await readLocale(language);
  });

  it("has exactly English's keys, with each plural form the language needs", () => {
    const expected = expectedKeysOf(language);
    expect({ missing: expected.filter((key) => !(key in strings)) }).toEqual({ missing: [] });
    // i18next reads `_zero` for a count of 0 in any language where English writes one.
    const extra = Object.keys(strings).filter(
      (key) => !expected.includes(key) && !(key.endsWith('_zero') && key in ENGLISH_STRINGS),
    );
    expect({ extra }).toEqual({ extra: [] });
  });

  it('translates every string (no empty value)', () => {
    const empty = Object.entries(strings)
      .filter(([, value]) => typeof value !== 'string' || value.trim() === '')
      .map(([key]) => key);
    expect(empty).toEqual([]);
  });

  it('keeps the interpolation variables of every string', () => {
    const lost = Object.entries(strings).flatMap(([key, value]) => {
      const problem = checkTranslation(language, key, value);
      return problem?.problem === 'variables' ? [`${key}: ${JSON.stringify(problem)}`] : [];
    });
    expect(lost).toEqual([]);
  });
});
