import { describe, expect, it } from 'vitest';
import { DEFAULT_TITLE_COLOR } from '#shared/constants.ts';
import { FormatRequestSchema, FormatResponseSchema } from './format.ts';

function messagesOf(input: unknown): Record<string, string[]> {
  const result = FormatRequestSchema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

describe('format request schema', () => {
  it('fills the spec defaults', () => {
    expect(FormatRequestSchema.parse({ message: 'hello' })).toEqual({
      message: 'hello',
      mode: 'format',
      tone: 'neutral',
      titleSize: 32,
      titleColor: DEFAULT_TITLE_COLOR,
      useBold: true,
      useItalic: false,
    });
  });

  it('requires a message that is not blank', () => {
    expect(messagesOf({})).toEqual({ message: ['Message is required'] });
    expect(messagesOf({ message: '' })).toEqual({ message: ['Message is required'] });
    expect(messagesOf({ message: '  \n ' })).toEqual({ message: ['Message is required'] });
  });

  it('limits the message to 2000 characters counted as the game counts them', () => {
    expect(messagesOf({ message: 'a'.repeat(2000) })).toEqual({});
    expect(messagesOf({ message: 'a'.repeat(2001) })).toEqual({
      message: ['Message must be under 2000 characters'],
    });
    // 1000 CJK-extension characters are 2000 UTF-16 units but 1000 characters.
    expect(messagesOf({ message: '𠀀'.repeat(1000) })).toEqual({});
  });

  it('accepts only #RRGGBB title colours', () => {
    expect(messagesOf({ message: 'x', titleColor: '#e94b3c' })).toEqual({});
    expect(messagesOf({ message: 'x', titleColor: 'gold' })).toEqual({
      titleColor: ['Invalid hex color'],
    });
    expect(messagesOf({ message: 'x', titleColor: '#FFF' })).toEqual({
      titleColor: ['Invalid hex color'],
    });
  });

  it('keeps the title size between 20 and 50', () => {
    expect(messagesOf({ message: 'x', titleSize: 20 })).toEqual({});
    expect(messagesOf({ message: 'x', titleSize: 51 })).toEqual({
      titleSize: ['Title size must be between 20 and 50'],
    });
    expect(messagesOf({ message: 'x', titleSize: 19.5 })).toHaveProperty('titleSize');
  });

  it('knows the modes, tones and rewrite intensities of the spec', () => {
    const request = FormatRequestSchema.parse({
      message: 'x',
      mode: 'improve',
      tone: 'humorous',
      rewriteStyle: 'semi-creative',
    });
    expect(request).toMatchObject({
      mode: 'improve',
      tone: 'humorous',
      rewriteStyle: 'semi-creative',
    });
    expect(messagesOf({ message: 'x', tone: 'angry' })).toHaveProperty('tone');
    expect(messagesOf({ message: 'x', rewriteStyle: 'wild' })).toHaveProperty('rewriteStyle');
  });
});

describe('format response schema', () => {
  it('describes a formatted mail with its engine and warnings', () => {
    const response = {
      success: true,
      formattedMessage: '<b>Hi</b>',
      characterCount: 9,
      engine: 'built-in',
      warnings: [{ code: 'characters-removed', message: 'Emoji were removed.' }],
    };
    expect(FormatResponseSchema.parse(response)).toEqual(response);
  });
});
