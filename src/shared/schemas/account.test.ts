import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  DeleteAccountSchema,
  normalizePremiumCode,
  RedeemCodeSchema,
} from './account.ts';
import { AUTH_MESSAGES } from './auth.ts';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('account schemas', () => {
  it('a missing premium code is required; one that is not text is not valid', () => {
    expect(messagesOf(RedeemCodeSchema.safeParse({}))).toEqual([ACCOUNT_MESSAGES.codeRequired]);
    expect(messagesOf(RedeemCodeSchema.safeParse({ code: '  ' }))).toEqual([
      ACCOUNT_MESSAGES.codeRequired,
    ]);
    for (const code of [{ x: 1 }, 1234, ['MF-1']]) {
      expect(messagesOf(RedeemCodeSchema.safeParse({ code }))).toEqual([
        ACCOUNT_MESSAGES.codeInvalid,
      ]);
    }
  });

  it('a premium code reads the same with any spacing, hyphens, case or Crockford look-alikes', () => {
    for (const typed of [
      'MF-3AT0-1QGG-K8TN-YAD6',
      'MF 3AT0 1QGG K8TN YAD6',
      'MF3AT01QGGK8TNYAD6',
      ' mf-3at0 1qgg-k8tnyad6 ',
      'mf3at01qggk8tnyad6',
      'MF-3ATO-lQGG-K8TN-YAD6',
    ]) {
      expect(RedeemCodeSchema.parse({ code: typed }).code, typed).toBe('MF-3AT0-1QGG-K8TN-YAD6');
    }
    expect(RedeemCodeSchema.parse({ code: ' legacy-code ' }).code).toBe('LEGACY-CODE');
    expect(normalizePremiumCode('MF-3AT0-1QGG-K8TN')).toBe('MF-3AT0-1QGG-K8TN');
  });

  it('a missing current password is asked for; one that is not text says so', () => {
    expect(messagesOf(DeleteAccountSchema.safeParse({}))).toEqual([
      ACCOUNT_MESSAGES.currentPasswordRequired,
    ]);
    for (const currentPassword of [{ x: 1 }, 12345678, true]) {
      expect(messagesOf(DeleteAccountSchema.safeParse({ currentPassword }))).toEqual([
        AUTH_MESSAGES.passwordNotText,
      ]);
    }
  });
});
