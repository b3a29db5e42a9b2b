import { describe, expect, it } from 'vitest';
import { CreateCodesSchema } from './account.ts';
import { AdminLoginSchema, canTransition, createAdminLoginSchema } from './admin.ts';
import { ChangelogFormSchema } from './changelogs.ts';

describe('admin login form', () => {
  const schema = createAdminLoginSchema((email) => email === 'warden@forge.test');
  const firstError = (input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

  it('uses the spec messages', () => {
    expect(firstError({ email: 'someone@forge.test', password: 'secret1' })).toBe(
      'Unauthorized email address',
    );
    expect(firstError({ email: 'warden@forge.test', password: '12345' })).toBe(
      'Password must be at least 6 characters',
    );
  });

  it('accepts the allow-listed email in any case', () => {
    expect(schema.safeParse({ email: 'Warden@Forge.test', password: '123456' }).success).toBe(true);
  });

  it('without an allow-list checks only the shape', () => {
    expect(AdminLoginSchema.safeParse({ email: 'a@b.co', password: '123456' }).success).toBe(true);
  });
});

describe('feature status transitions', () => {
  it('allow the board’s moves only, live back to development included', () => {
    expect(canTransition('development', 'ready')).toBe(true);
    expect(canTransition('ready', 'live')).toBe(true);
    expect(canTransition('ready', 'development')).toBe(true);
    expect(canTransition('development', 'live')).toBe(false);
    expect(canTransition('live', 'ready')).toBe(false);
    expect(canTransition('live', 'development')).toBe(true);
    expect(canTransition('ready', 'ready')).toBe(false);
  });
});

describe('changelog draft', () => {
  it('targets premium by default and treats an empty version as none', () => {
    expect(ChangelogFormSchema.parse({ title: 'T', content: 'C', version: '' })).toEqual({
      title: 'T',
      content: 'C',
      version: undefined,
      targetRole: 'premium',
    });
  });
});

describe('premium codes request', () => {
  it('allows 1 to 50 codes, one by default', () => {
    expect(CreateCodesSchema.parse({ days: 30 })).toEqual({ days: 30, count: 1 });
    expect(CreateCodesSchema.safeParse({ days: 30, count: 51 }).success).toBe(false);
    expect(CreateCodesSchema.safeParse({ days: 0 }).success).toBe(false);
  });
});
