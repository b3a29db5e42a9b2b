import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, DeleteAccountSchema, RedeemCodeSchema } from './account.ts';
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
