import { describe, expect, it } from 'vitest';
import { alignLines, applyPreset } from './presets.ts';
import { validate } from './validate.ts';

const mail = '<b>Rally</b>   \n\n\nat 21:00 UTC\nbring full marches\n';

describe('presets', () => {
  it('minimal keeps one line break between lines', () => {
    expect(applyPreset(mail, 'minimal')).toBe('<b>Rally</b>\nat 21:00 UTC\nbring full marches');
  });

  it('aggressive puts a blank line between every two lines', () => {
    const spaced = applyPreset(mail, 'aggressive');
    expect(spaced).toBe('<b>Rally</b>\n\nat 21:00 UTC\n\nbring full marches');
    expect(applyPreset(spaced, 'aggressive')).toBe(spaced);
  });

  it('rally wraps the mail in RALLY NOTICE and END banners, once', () => {
    const wrapped = applyPreset(mail, 'rally');
    expect(wrapped).toBe(
      '<color=#E94B3C><b>═══ RALLY NOTICE ═══</b></color>\n\n<b>Rally</b>   \n\n\nat 21:00 UTC\nbring full marches\n\n<color=#E94B3C><b>═══ END ═══</b></color>',
    );
    expect(validate(wrapped)).toEqual([]);
    expect(applyPreset(wrapped, 'rally')).toBe(wrapped);
  });
});

describe('alignment by leading spaces', () => {
  it('indents non-blank lines by 4 for center and 8 for right', () => {
    expect(alignLines('a\n\nb', 'center')).toBe('    a\n\n    b');
    expect(alignLines('a\nb', 'right')).toBe('        a\n        b');
  });

  it('replaces existing indentation, also after leading tags', () => {
    expect(alignLines('        a\n  <b>  b</b>', 'left')).toBe('a\n<b>b</b>');
    expect(alignLines('  <size=30> Title</size>', 'center')).toBe('    <size=30>Title</size>');
  });
});
