import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES } from '#shared/schemas/account.ts';
import { RedeemCodeSchema } from './account.ts';
import {
  AUTH_MESSAGES,
  EmailSchema,
  PASSWORD_RULES,
  PasswordSchema,
  PublicUserSchema,
  SignInSchema,
  SignUpFormSchema,
  SignUpSchema,
} from './auth.ts';

function messagesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]);
}

describe('email', () => {
  it('is required, whether missing, empty or blank', () => {
    for (const value of [undefined, null, '', '   ']) {
      expect(messagesOf(EmailSchema.safeParse(value))).toEqual([['', AUTH_MESSAGES.emailRequired]]);
    }
  });

  it('must look like an email address', () => {
    for (const value of ['leader', 'leader@', 'leader@kingdom', 'lead er@kingdom.com', '@k.com']) {
      expect(messagesOf(EmailSchema.safeParse(value))).toEqual([['', AUTH_MESSAGES.emailInvalid]]);
    }
  });

  it('is trimmed', () => {
    expect(EmailSchema.parse('  leader@kingdom.com \n')).toBe('leader@kingdom.com');
  });

  it('is at most 255 characters', () => {
    const long = `${'a'.repeat(250)}@k.com`;
    expect(messagesOf(EmailSchema.safeParse(long))).toEqual([['', AUTH_MESSAGES.emailTooLong]]);
    expect(EmailSchema.safeParse(`${'a'.repeat(249)}@k.com`).success).toBe(true);
  });
});

describe('password rules', () => {
  it('are the four rules of the spec, each checked on its own', () => {
    const results = (password: string) =>
      Object.fromEntries(PASSWORD_RULES.map((rule) => [rule.id, rule.test(password)]));
    expect(results('')).toEqual({
      length: false,
      uppercase: false,
      lowercase: false,
      number: false,
    });
    expect(results('abcdefgh')).toEqual({
      length: true,
      uppercase: false,
      lowercase: true,
      number: false,
    });
    expect(results('A1b')).toEqual({
      length: false,
      uppercase: true,
      lowercase: true,
      number: true,
    });
  });

  it('a new password must meet every rule', () => {
    expect(PasswordSchema.safeParse('Forge2024').success).toBe(true);
    for (const weak of ['Forge24', 'forge2024', 'FORGE2024', 'ForgeForge']) {
      expect(messagesOf(PasswordSchema.safeParse(weak))).toEqual([
        ['', AUTH_MESSAGES.passwordRequirements],
      ]);
    }
  });

  it('a new password is required', () => {
    for (const value of [undefined, '']) {
      expect(messagesOf(PasswordSchema.safeParse(value))).toEqual([
        ['', AUTH_MESSAGES.passwordRequired],
      ]);
    }
  });

  it('a password that is not text says so, at sign-up and at sign-in', () => {
    for (const value of [{ x: 1 }, 12345678, true, ['Forge2024']]) {
      expect(messagesOf(PasswordSchema.safeParse(value))).toEqual([
        ['', AUTH_MESSAGES.passwordNotText],
      ]);
      expect(messagesOf(SignInSchema.safeParse({ email: 'a@b.co', password: value }))).toEqual([
        ['password', AUTH_MESSAGES.passwordNotText],
      ]);
    }
  });

  it('a password is not trimmed: spaces are characters', () => {
    expect(PasswordSchema.parse(' Forge2024 ')).toBe(' Forge2024 ');
  });
});

describe('sign-in', () => {
  it('asks for both fields with the spec messages', () => {
    expect(messagesOf(SignInSchema.safeParse({}))).toEqual([
      ['email', AUTH_MESSAGES.emailRequired],
      ['password', AUTH_MESSAGES.passwordRequired],
    ]);
    expect(messagesOf(SignInSchema.safeParse({ email: 'nope', password: '' }))).toEqual([
      ['email', AUTH_MESSAGES.emailInvalid],
      ['password', AUTH_MESSAGES.passwordRequired],
    ]);
  });

  it('does not apply the sign-up rules to the password', () => {
    expect(SignInSchema.safeParse({ email: 'a@b.co', password: 'x' }).success).toBe(true);
  });
});

describe('sign-up', () => {
  it('the server body checks email and the password rules', () => {
    expect(messagesOf(SignUpSchema.safeParse({ email: 'a@b.co', password: 'short' }))).toEqual([
      ['password', AUTH_MESSAGES.passwordRequirements],
    ]);
  });

  it('the form asks to confirm the password', () => {
    expect(
      messagesOf(SignUpFormSchema.safeParse({ email: 'a@b.co', password: 'Forge2024' })),
    ).toEqual([['confirmPassword', AUTH_MESSAGES.confirmPasswordRequired]]);
    expect(
      messagesOf(
        SignUpFormSchema.safeParse({ email: 'a@b.co', password: 'Forge2024', confirmPassword: '' }),
      ),
    ).toEqual([['confirmPassword', AUTH_MESSAGES.confirmPasswordRequired]]);
  });

  it('the form says when the passwords differ, even beside other errors', () => {
    expect(
      messagesOf(
        SignUpFormSchema.safeParse({
          email: 'x',
          password: 'Forge2024',
          confirmPassword: 'Forge2025',
        }),
      ),
    ).toEqual([
      ['email', AUTH_MESSAGES.emailInvalid],
      ['confirmPassword', AUTH_MESSAGES.passwordsDoNotMatch],
    ]);
    expect(
      SignUpFormSchema.safeParse({
        email: 'a@b.co',
        password: 'Forge2024',
        confirmPassword: 'Forge2024',
      }).success,
    ).toBe(true);
  });
});

describe('premium code', () => {
  it('is required', () => {
    for (const code of [undefined, '', '  ']) {
      expect(messagesOf(RedeemCodeSchema.safeParse({ code }))).toEqual([
        ['code', ACCOUNT_MESSAGES.codeRequired],
      ]);
    }
  });

  it('is read without surrounding spaces and in any case', () => {
    expect(RedeemCodeSchema.parse({ code: ' mf-abcd-efgh ' })).toEqual({ code: 'MF-ABCD-EFGH' });
  });
});

describe('public user', () => {
  it('drops anything that is not public, such as the password hash', () => {
    const user = PublicUserSchema.parse({
      id: 1,
      email: 'a@b.co',
      role: 'premium',
      subscriptionStatus: 'active',
      subscriptionExpiry: '2030-01-01T00:00:00.000Z',
      createdAt: '2024-01-01T00:00:00.000Z',
      isAdmin: false,
      passwordHash: 'secret',
    });
    expect(user).not.toHaveProperty('passwordHash');
  });
});
