import { describe, expect, it } from 'vitest';
import { SignUpSchema } from './auth.ts';
import { ChangelogFormSchema } from './changelogs.ts';
import { string, UNSTORABLE_TEXT_MESSAGE } from './zod.ts';

describe('the schemas’ string', () => {
  it('refuses NUL and lone surrogates with one message, before any other check', () => {
    for (const bad of ['a\u0000b', '\uD800', 'x\uDFFFy', '\uDBFF']) {
      const result = string().min(5).safeParse(bad);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual([UNSTORABLE_TEXT_MESSAGE]);
    }
  });

  it('accepts emoji (paired surrogates), accents and every script', () => {
    for (const good of ['🐉👑⚔️', 'Ça va — 集合 — Сбор — تجمع', '']) {
      expect(string().safeParse(good).success).toBe(true);
    }
  });

  it('is the string of every schema, browser forms included', () => {
    const signUp = SignUpSchema.safeParse({ email: 'a\u0000b@x.co', password: 'Strong123' });
    expect(signUp.error?.issues[0]?.message).toBe(UNSTORABLE_TEXT_MESSAGE);
    const changelog = ChangelogFormSchema.safeParse({ title: 'v2', content: 'New \uD83D' });
    expect(changelog.error?.issues[0]).toMatchObject({
      path: ['content'],
      message: UNSTORABLE_TEXT_MESSAGE,
    });
  });
});
