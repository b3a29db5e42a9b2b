import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countChars, visibleText } from './count.ts';
import { splitIntoParts } from './split.ts';
import { validate } from './validate.ts';

const LABEL = /^\((\d+)\/(\d+)\)\n/;

function hasErrors(text: string): boolean {
  return validate(text).some((issue) => issue.severity === 'error');
}

function bodyOf(part: string): string {
  return part.replace(LABEL, '');
}

const kvkPlan = readFileSync(
  new URL('../../tests/fixtures/mails/kvk-plan.txt', import.meta.url),
  'utf8',
);

describe('splitting an over-long mail', () => {
  it('returns mail within the limit as one part, unchanged', () => {
    expect(splitIntoParts(kvkPlan)).toEqual([kvkPlan]);
  });

  it('auto-corrects a short mail with errors', () => {
    expect(splitIntoParts('<b>Rally')).toEqual(['<b>Rally</b>']);
  });

  it('labels parts (1/3) and keeps each within the limit and valid', () => {
    const mail = Array.from(
      { length: 12 },
      (_, index) => `<b>Section ${index}</b>\n${'word '.repeat(60)}`,
    ).join('\n\n');
    const parts = splitIntoParts(mail, 1000);
    expect(parts.length).toBe(4);
    parts.forEach((part, index) => {
      expect(part.startsWith(`(${index + 1}/${parts.length})\n`)).toBe(true);
      expect(countChars(part)).toBeLessThanOrEqual(1000);
      expect(hasErrors(part)).toBe(false);
    });
  });

  it('breaks at paragraphs first, keeping the words of each paragraph together', () => {
    const paragraph = (name: string) => `${name}\n${'line of the paragraph\n'.repeat(20).trim()}`;
    const mail = [paragraph('A'), paragraph('B'), paragraph('C')].join('\n\n');
    const parts = splitIntoParts(mail, 1000).map(bodyOf);
    expect(parts).toEqual([`${paragraph('A')}\n\n${paragraph('B')}`, paragraph('C')]);
  });

  it('makes parts of even size rather than filling each and leaving the last one short', () => {
    const mail = Array.from({ length: 80 }, (_, index) => `Line ${index}: ${'rally '.repeat(7)}`)
      .join('\n')
      .trim();
    const parts = splitIntoParts(mail, 2000);
    const sizes = parts.map((part) => countChars(part));
    expect(parts).toHaveLength(3);
    for (const size of sizes) expect(size).toBeLessThanOrEqual(2000);
    expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThan(100);
    for (const part of parts) expect(bodyOf(part)).toMatch(/^Line \d+: /);
  });

  it('property: lines of one length split into parts that differ by a few lines (and 5%) at most', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 5, max: 60 }),
        fc.integer({ min: 300, max: 2000 }),
        fc.integer({ min: 2, max: 5 }),
        (length, limit, times) => {
          const count = Math.ceil((limit * times) / (length + 1));
          const mail = Array.from({ length: count }, () => 'x'.repeat(length)).join('\n');
          const sizes = splitIntoParts(mail, limit).map((part) => countChars(bodyOf(part)));
          expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(
            sizes.length * (length + 1 + limit / 20),
          );
        },
      ),
      { numRuns: 60 },
    );
  });

  it('breaks at a line, then at a space, when a paragraph does not fit', () => {
    const lines = splitIntoParts(`${'line\n'.repeat(300)}end`, 500).map(bodyOf);
    for (const part of lines) expect(part).toMatch(/^(line\n)*(line|end)$/);
    const words = splitIntoParts('word '.repeat(300), 500).map(bodyOf);
    for (const part of words) expect(part).toMatch(/^(word )*word ?$/);
  });

  it('cuts a word only when it is longer than a part', () => {
    const parts = splitIntoParts('x'.repeat(1200), 500);
    expect(parts.map(bodyOf).join('')).toBe('x'.repeat(1200));
    for (const part of parts) expect(countChars(part)).toBeLessThanOrEqual(500);
  });

  it('closes open tags at each break and reopens them in the next part', () => {
    const parts = splitIntoParts(`<color=#B71C1C><b>${'attack now '.repeat(100)}</b></color>`, 600);
    expect(parts.length).toBeGreaterThan(1);
    for (const part of parts) {
      expect(bodyOf(part).startsWith('<color=#B71C1C><b>')).toBe(true);
      expect(part.endsWith('</b></color>')).toBe(true);
      expect(hasErrors(part)).toBe(false);
    }
  });

  it('shows the whole visible text across its parts', () => {
    const mail = `<size=40>Title</size>\n${'Some words here and there. '.repeat(120)}`;
    const joined = splitIntoParts(mail)
      .map((part) => visibleText(bodyOf(part)))
      .join(' ');
    expect(joined.replace(/\s+/g, ' ').trim()).toBe(visibleText(mail).replace(/\s+/g, ' ').trim());
  });

  it('never splits an emoji or other astral character', () => {
    const parts = splitIntoParts('𝐁'.repeat(300), 100);
    for (const part of parts) expect(bodyOf(part)).toMatch(/^(?:𝐁)+$/u);
  });

  it('counts line breaks twice when asked', () => {
    const mail = 'line\n'.repeat(500);
    expect(splitIntoParts(mail, 2000).length).toBe(2);
    expect(splitIntoParts(mail, 2000, { newlineWeight: 2 }).length).toBe(2);
    expect(splitIntoParts(mail, 1000, { newlineWeight: 2 }).length).toBe(4);
  });

  it('widens the label when there are ten parts or more', () => {
    const parts = splitIntoParts('word '.repeat(400), 200);
    expect(parts.length).toBeGreaterThanOrEqual(10);
    expect(parts[0]!.startsWith(`(1/${parts.length})\n`)).toBe(true);
    for (const part of parts) expect(countChars(part)).toBeLessThanOrEqual(200);
  });
});
