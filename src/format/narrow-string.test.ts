import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNarrowString } from './narrow-string.ts';

/** Characters of the lines the engine copies, and some it leaves (a placeholder, a bullet). */
const CHARACTERS = [...'aZ09 :."\\\n\t\u0000', 'é', 'ÿ', '\u00A0', '•', '\uE000', '中', '🙂'];

describe('toNarrowString', () => {
  it('keeps every text as it is, character for character', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...CHARACTERS), { maxLength: 30 }), (characters) => {
        const text = characters.join('');
        expect(toNarrowString(text)).toBe(text);
      }),
      { numRuns: 500 },
    );
  });
});
