import { describe, expect, it } from 'vitest';
import { replaceEach } from './replace-each.ts';

describe('replaceEach', () => {
  it('replaces as String.replace does, each match given whole with its groups', () => {
    const text = 'Rally at 14:00, fort at 9:30, done.';
    const pattern = /(\d{1,2}):(\d{2})/gu;
    expect(replaceEach(text, pattern, ([, hours, minutes]) => `${hours}h${minutes}`)).toBe(
      text.replace(pattern, (_, hours: string, minutes: string) => `${hours}h${minutes}`),
    );
  });

  it('gives the text back as it is when no match changes, and reads from the start each time', () => {
    const pattern = /<b>/gu;
    pattern.lastIndex = 5;
    expect(replaceEach('<b>hi</b>', pattern, ([tag]) => tag)).toBe('<b>hi</b>');
    expect(replaceEach('<b>hi</b> <b>', pattern, (_) => '')).toBe('hi</b> ');
  });
});
