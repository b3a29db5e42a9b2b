import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { insertSymbol } from './insert-symbol.ts';
import { ALL_SYMBOLS } from './symbols.ts';

describe('inserting a symbol', () => {
  it('adds a space where the symbol would touch a word, and leaves the caret after the symbol', () => {
    expect(insertSymbol('kvk rally', 0, 0, '⚔')).toEqual({ text: '⚔ kvk rally', caret: 1 });
    expect(insertSymbol('rally', 5, 5, '⚔')).toEqual({ text: 'rally ⚔', caret: 7 });
    expect(insertSymbol('kvk rally', 4, 4, '★')).toEqual({ text: 'kvk ★ rally', caret: 5 });
    expect(insertSymbol('kvk\nrally', 3, 3, '★')).toEqual({ text: 'kvk ★\nrally', caret: 5 });
    expect(insertSymbol('<b>kvk</b>', 3, 3, '⚔')).toEqual({ text: '<b>⚔ kvk</b>', caret: 4 });
    expect(insertSymbol('a big rally', 2, 5, '⚔')).toEqual({ text: 'a ⚔ rally', caret: 3 });
    expect(insertSymbol('', 0, 0, '═════')).toEqual({ text: '═════', caret: 5 });
  });

  it('three picks in a row sit together before the word', () => {
    let state = { text: 'kvk rally', caret: 0 };
    for (const symbol of ['⚔', '🛡', '★']) {
      state = insertSymbol(state.text, state.caret, state.caret, symbol);
    }
    expect(state).toEqual({ text: '⚔🛡★ kvk rally', caret: 4 });
  });

  it('property: keeps the text around the selection, and never glues a symbol to a letter or digit', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.nat(),
        fc.nat(),
        fc.constantFrom(...ALL_SYMBOLS.map((symbol) => symbol.text)),
        (text, a, b, symbol) => {
          const start = Math.min(a, b) % (text.length + 1);
          const end = Math.max(start, Math.max(a, b) % (text.length + 1));
          const inserted = insertSymbol(text, start, end, symbol);
          const before = text.slice(0, start);
          const after = text.slice(end);
          expect(inserted.text.startsWith(before)).toBe(true);
          expect(inserted.text.endsWith(after)).toBe(true);
          expect(inserted.text.slice(inserted.caret - symbol.length, inserted.caret)).toBe(symbol);
          const middle = inserted.text.slice(before.length, inserted.text.length - after.length);
          expect(middle.trim()).toBe(symbol.trim());
          const word = /[\p{L}\p{N}]/u;
          const left = inserted.text.slice(0, inserted.caret - symbol.length);
          const right = inserted.text.slice(inserted.caret);
          expect(word.test([...left].at(-1) ?? '') && word.test(symbol[0] ?? '')).toBe(false);
          expect(word.test(right[0] ?? '') && word.test([...symbol].at(-1) ?? '')).toBe(false);
        },
      ),
    );
  });
});
