import { describe, expect, it } from 'vitest';
import { stripUnrenderable } from './strip.ts';
import { ALL_SYMBOLS, matchesSymbol, SYMBOL_GROUPS } from './symbols.ts';

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
