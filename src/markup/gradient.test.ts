import { describe, expect, it } from 'vitest';
import { countChars, visibleText } from './count.ts';
import { gradient } from './gradient.ts';
import { validate } from './validate.ts';

describe('gradient headers', () => {
  it('colours each character from the first colour to the last', () => {
    expect(gradient('ABC', '#FF0000', '#0000FF').markup).toBe(
      '<color=#FF0000>A</color><color=#800080>B</color><color=#0000FF>C</color>',
    );
  });

  it('colours chunks of characters and reports what the tags cost', () => {
    const result = gradient('KVKPLAN', '#000', '#fff', { chunk: 3 });
    expect(result.markup).toBe(
      '<color=#000000>KVK</color><color=#808080>PLA</color><color=#FFFFFF>N</color>',
    );
    expect(result.cost).toBe(3 * 23);
    expect(result.cost).toBe(countChars(result.markup) - countChars('KVKPLAN'));
  });

  it('lets no chunk cross a space; spaces join the colour before them, without tags of their own', () => {
    const result = gradient('KvK  PLAN', '#FF0000', '#00FF00', { chunk: 2 });
    expect(result.markup).toBe(
      '<color=#FF0000>Kv</color><color=#AA5500>K  </color><color=#55AA00>PL</color><color=#00FF00>AN</color>',
    );
    expect(visibleText(result.markup)).toBe('KvK  PLAN');
    expect(gradient('  Hi', '#000000', '#FFFFFF').markup).toBe(
      '<color=#000000>  H</color><color=#FFFFFF>i</color>',
    );
  });

  it('colours spaces too when not skipping them', () => {
    expect(gradient('a b', '#000000', '#000000', { chunk: 2, skipSpaces: false }).markup).toBe(
      '<color=#000000>a b</color>',
    );
  });

  it('uses the first colour for a single chunk and costs nothing for blank text', () => {
    expect(gradient('Hi', '#123456', '#654321', { chunk: 5 }).markup).toBe(
      '<color=#123456>Hi</color>',
    );
    expect(gradient('  ', '#123456', '#654321')).toEqual({ markup: '  ', cost: 0 });
  });

  it('counts an astral character as one and keeps it whole', () => {
    const result = gradient('𝐀𝐁', '#000000', '#FFFFFF');
    expect(visibleText(result.markup)).toBe('𝐀𝐁');
    expect(result.markup).toBe('<color=#000000>𝐀</color><color=#FFFFFF>𝐁</color>');
  });

  it('gives valid markup even for text that looks like tags', () => {
    const result = gradient('<b>', '#000000', '#000000', { chunk: 3 });
    expect(validate(result.markup).filter((issue) => issue.severity === 'error')).toEqual([]);
    expect(visibleText(result.markup)).toBe('<b>');
  });

  it('passes through a middle colour halfway', () => {
    expect(gradient('ABCDE', '#000000', '#000000', { via: '#FFFFFF' }).markup).toBe(
      '<color=#000000>A</color><color=#808080>B</color><color=#FFFFFF>C</color>' +
        '<color=#808080>D</color><color=#000000>E</color>',
    );
  });

  it('refuses colours that are not #RGB or #RRGGBB and chunks below 1', () => {
    expect(() => gradient('x', 'red', '#000000')).toThrow(RangeError);
    expect(() => gradient('x', '#000000', '#00000')).toThrow(RangeError);
    expect(() => gradient('x', '#000000', '#000000', { chunk: 0 })).toThrow(RangeError);
    expect(() => gradient('x', '#000000', '#000000', { chunk: 1.5 })).toThrow(RangeError);
    expect(() => gradient('x', '#000000', '#000000', { via: 'gold' })).toThrow(RangeError);
  });
});
