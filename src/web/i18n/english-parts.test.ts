import { describe, expect, it } from 'vitest';
import en from '#shared/locales/en.json';
import { FIRST_SCREEN_STRINGS, mergeStrings, splitStrings } from './english-parts.ts';

const get = (tree: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) =>
        typeof node === 'object' && node !== null
          ? (node as Record<string, unknown>)[key]
          : undefined,
      tree,
    );

describe('splitStrings', () => {
  const strings = {
    a: 'A',
    b: { x: 'X', y: { deep: 'D' }, z: 'Z' },
    c: { only: 'O' },
  };

  it('picks whole groups and nested paths, and leaves everything else in the rest', () => {
    expect(splitStrings(strings, ['a', 'b.y'])).toEqual({
      picked: { a: 'A', b: { y: { deep: 'D' } } },
      rest: { b: { x: 'X', z: 'Z' }, c: { only: 'O' } },
    });
  });

  it('gives the whole back when the halves are merged', () => {
    const { picked, rest } = splitStrings(strings, ['b.x', 'c']);
    expect(mergeStrings(picked, rest)).toEqual(strings);
  });

  it('ignores a path that names no string', () => {
    expect(splitStrings(strings, ['a.nothing', 'missing'])).toEqual({
      picked: {},
      rest: strings,
    });
  });
});

describe('FIRST_SCREEN_STRINGS', () => {
  it('names strings that are in en.json', () => {
    const missing = FIRST_SCREEN_STRINGS.filter((path) => get(en, path) === undefined);
    expect(missing).toEqual([]);
  });

  it('splits English into two halves that make it whole again, with no key in both', () => {
    const { picked, rest } = splitStrings(en, FIRST_SCREEN_STRINGS);
    expect(mergeStrings(picked, rest)).toEqual(en);
    expect(mergeStrings(rest, picked)).toEqual(en);
    for (const path of FIRST_SCREEN_STRINGS) expect(get(rest, path)).toBeUndefined();
  });
});
