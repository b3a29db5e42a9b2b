import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from '#web/lib/format-date.ts';

describe('formatDate', () => {
  it('writes a long date in the given language', () => {
    expect(formatDate('2025-03-05T12:00:00.000Z', 'en')).toBe('March 5, 2025');
    expect(formatDate('2025-03-05T12:00:00.000Z', 'es')).toBe('5 de marzo de 2025');
  });

  it('falls back to English for a language Intl does not accept', () => {
    expect(formatDate('2025-03-05T12:00:00.000Z', 'not a language!')).toBe('March 5, 2025');
  });

  it('returns a value that is not a date unchanged', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatDateTime', () => {
  it('writes a date with its time in the given language, English when the language is unknown', () => {
    const iso = '2025-03-05T14:30:00.000Z';
    const expected = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' });
    expect(formatDateTime(iso, 'en')).toBe(expected.format(new Date(iso)));
    expect(formatDateTime(iso, 'not a language!')).toBe(expected.format(new Date(iso)));
    expect(formatDateTime('soon', 'en')).toBe('soon');
  });
});
