import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { createTailwindMerge, type getDefaultConfig, twMerge } from 'tailwind-merge';
import { describe, expect, it } from 'vitest';
import {
  type ClassGroupsConfig,
  candidateWords,
  classGroupsFor,
  classGroupsOfSources,
  sourceFiles,
} from './class-groups.ts';

const ROOT = resolve(import.meta.dirname, '..');

const mergeWith = (config: ClassGroupsConfig) =>
  createTailwindMerge(() => config as unknown as ReturnType<typeof getDefaultConfig>);

/** Every word of the app's sources that the full table takes for a Tailwind class. */
function sourceClasses(): string[] {
  const words = new Set<string>();
  for (const file of sourceFiles(ROOT)) {
    for (const word of candidateWords(readFileSync(file, 'utf8'))) words.add(word);
  }
  // A word is a class of the full table when merging it after a copy of itself drops the copy.
  return [...words]
    .filter((word) => !/\s/.test(word) && twMerge(`${word} ${word}`) === word)
    .sort();
}

/** `items` in an order drawn from `seed` (a small linear congruential generator). */
function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let state = seed;
  for (let index = out.length - 1; index > 0; index -= 1) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    const other = state % (index + 1);
    [out[index], out[other]] = [out[other] as T, out[index] as T];
  }
  return out;
}

describe('the cut table of class groups', () => {
  it('finds class names in code as Tailwind reads them', () => {
    const code = [
      'cn(\'p-2\', open && "hover:bg-gold-500/10", `sm:px-4 $' + '{x}`)',
      '<div className="-mt-2 w-[calc(100%-2rem)]">',
    ].join('\n');
    const words = candidateWords(code);
    for (const word of ['p-2', 'hover:bg-gold-500/10', 'sm:px-4', '-mt-2', 'w-[calc(100%-2rem)]']) {
      expect(words).toContain(word);
    }
  });

  it('merges the names it was made from as the full table does', async () => {
    const pairs = [
      'p-2 p-4',
      'px-3 p-4',
      'p-4 px-3',
      '-mt-2 mt-4',
      'w-[calc(100%-2rem)] w-full',
      'text-sm/6 leading-7',
      'leading-7 text-sm/6',
      'hover:bg-gold-500/10 hover:bg-night-700',
      'text-sm text-night-950',
      'sm:px-4 px-2',
    ];
    const merge = mergeWith(await classGroupsFor(pairs.flatMap((pair) => pair.split(' '))));
    for (const pair of pairs) expect(merge(pair), pair).toBe(twMerge(pair));
  });

  it('keeps a class it was not made from, as the full table keeps one it does not know', async () => {
    const merge = mergeWith(await classGroupsFor(['p-4']));
    expect(merge('px-3 p-4')).toBe('px-3 p-4');
    expect(merge('p-2 p-4')).toBe('p-2 p-4');
    expect(merge('p-4 p-4')).toBe('p-4');
  });

  it("merges every class of the app's sources as the full table does", async () => {
    const classes = sourceClasses();
    expect(classes.length).toBeGreaterThan(300);
    const merge = mergeWith(await classGroupsOfSources(ROOT));
    // Every pair in both orders: each class against each one that could override it.
    for (const first of classes) {
      for (const second of classes) {
        const pair = `${first} ${second}`;
        if (merge(pair) !== twMerge(pair)) expect(merge(pair), pair).toBe(twMerge(pair));
      }
    }
    // And all of them at once, in a few orders: a class is dropped when any later one overrides it.
    for (const seed of [1, 2, 3]) {
      const list = shuffled(classes, seed).join(' ');
      expect(merge(list)).toBe(twMerge(list));
    }
    // Some 800 000 pairs: a few seconds, more on a busy machine.
  }, 120_000);
});
