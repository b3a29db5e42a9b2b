import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countAsciiWords, isAsciiText } from './ascii-words.ts';

/** The patterns the engine counts words with, which `countAsciiWords` stands in for. */
const WITH_PLACEHOLDERS = /[\p{L}\p{N}\uE000-\uF8FF]+/gu;
const WITHOUT_PLACEHOLDERS = /\p{Script=Han}{1,2}|[\p{L}\p{N}]+/gu;
const WITH_APOSTROPHES = /[\p{L}\p{N}'’]+/gu;

const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length;

/** Characters of the texts read fast, and some that are not (accents, Han, emoji). */
const CHARACTERS = [
  ...'abcXYZ019 _-.,!?\'"\n\t',
  '\u2014',
  '\u2019',
  '\u2026',
  '\u2022',
  '\uE000',
  '\uE001',
  // The edges of what is read fast.
  '\u007F',
  '\u0080',
  '\u1FFF',
  '\u2000',
  '\u2027',
  '\u2028',
  '\uDFFF',
  '\uF8FF',
  '\uF900',
  'é',
  '中',
  'ß',
  '🙂',
];

describe('countAsciiWords', () => {
  it('counts the words the patterns find, in every text it reads', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 40 }), (characters) => {
        const text = characters.join('');
        const withPlaceholders = countAsciiWords(text, true);
        const withoutPlaceholders = countAsciiWords(text, false);
        expect(withPlaceholders === undefined).toBe(!isAsciiText(text));
        if (withPlaceholders !== undefined) {
          expect(withPlaceholders).toBe(count(text, WITH_PLACEHOLDERS));
          expect(withoutPlaceholders).toBe(count(text, WITHOUT_PLACEHOLDERS));
          expect(countAsciiWords(text, false, true)).toBe(count(text, WITH_APOSTROPHES));
        }
      }),
    );
  });

  it('leaves other letters to the patterns', () => {
    expect(countAsciiWords('Olá, governadores', false)).toBeUndefined();
    expect(countAsciiWords('集结 at \uE000 — go…', false)).toBeUndefined();
    expect(countAsciiWords('Rally at \uE000 — who’s joining…', false)).toBe(5);
    expect(countAsciiWords('Rally at \uE000 — who’s joining…', true)).toBe(6);
    expect(countAsciiWords("Rally at \uE000 — who’s joining, don't wait", false, true)).toBe(6);
  });
});
