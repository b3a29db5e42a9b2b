import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stripUnrenderable } from './strip.ts';
import { ALL_SYMBOLS, insertSymbol, matchesSymbol, SYMBOL_GROUPS } from './symbols.ts';

describe('the symbols of the picker', () => {
  it('come through the filter of unrenderable characters unchanged', () => {
    const changed = ALL_SYMBOLS.filter((symbol) => stripUnrenderable(symbol.text) !== symbol.text);
    expect(changed).toEqual([]);
  });

  it('are Basic Multilingual Plane text characters, never colour emoji', () => {
    for (const symbol of ALL_SYMBOLS) {
      for (const char of symbol.text) {
        expect([symbol.id, char.codePointAt(0)! <= 0xffff]).toEqual([symbol.id, true]);
        expect([symbol.id, /\p{Emoji_Presentation}/u.test(char)]).toEqual([symbol.id, false]);
      }
    }
  });

  it('have unique ids and texts, and every group has symbols', () => {
    const names = ALL_SYMBOLS.map((symbol) => symbol.id);
    const texts = ALL_SYMBOLS.map((symbol) => symbol.text);
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(texts).size).toBe(texts.length);
    for (const group of SYMBOL_GROUPS) expect(group.symbols.length).toBeGreaterThan(0);
  });

  it('offers divider lines of several lengths', () => {
    const dividers = SYMBOL_GROUPS.find((group) => group.id === 'dividers')!.symbols;
    expect(new Set(dividers.map((symbol) => symbol.text.length)).size).toBeGreaterThan(2);
  });

  it('match a search by any of their names or by character, ignoring case', () => {
    const star = ALL_SYMBOLS.find((symbol) => symbol.text === '★')!;
    const names = ['Estrella negra', 'Black star'];
    expect(matchesSymbol(star, names, 'STAR')).toBe(true);
    expect(matchesSymbol(star, names, 'estrella')).toBe(true);
    expect(matchesSymbol(star, names, '★')).toBe(true);
    expect(matchesSymbol(star, names, 'arrow')).toBe(false);
    expect(matchesSymbol(star, names, '  ')).toBe(true);
  });
});

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
