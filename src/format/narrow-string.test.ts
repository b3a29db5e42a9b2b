import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toNarrowString } from './narrow-string.ts';

describe('toNarrowString', () => {
  it('keeps every text as it is, character for character', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => {
        expect(toNarrowString(text)).toBe(text);
      }),
    );
    const line = `${'\uE000'} rally at 21:00 "UTC" \\ é\n\t\u0000`.slice(1);
    expect(toNarrowString(line)).toBe(line);
  });
});
