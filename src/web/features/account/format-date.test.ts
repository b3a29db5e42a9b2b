import { describe, expect, it } from 'vitest';
import { formatDate } from '#web/features/account/format-date.ts';

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
