import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from './auth.ts';
import { ERROR_TEXTS, errorCodeOf, UNKNOWN_ERROR_CODE } from './error-codes.ts';

describe('error codes', () => {
  it('name a message by its group and key', () => {
    expect(errorCodeOf(AUTH_MESSAGES.invalidCredentials)).toBe('auth.invalidCredentials');
    expect(errorCodeOf(ERROR_TEXTS.api.notFound)).toBe('api.notFound');
    expect(errorCodeOf('Some words no group holds')).toBe(UNKNOWN_ERROR_CODE);
  });

  it('lead back to the same words for every message', () => {
    for (const [group, messages] of Object.entries(ERROR_TEXTS)) {
      for (const [key, text] of Object.entries(messages)) {
        const [codeGroup, codeKey] = errorCodeOf(text).split('.') as [string, string];
        const words = (ERROR_TEXTS as Record<string, Record<string, string>>)[codeGroup]?.[codeKey];
        expect(words, `${group}.${key}`).toBe(text);
      }
    }
  });
});
