import { describe, expect, it } from 'vitest';
import { formatMessage, MARKUP_MESSAGES } from './messages.ts';

describe('engine messages', () => {
  it('fill their parameters', () => {
    expect(
      formatMessage(MARKUP_MESSAGES['improper-nesting'], { expected: '</i>', found: '</b>' }),
    ).toBe('Improper nesting: Expected </i> but found </b>');
  });

  it('keep an unknown parameter as written', () => {
    expect(formatMessage('Unclosed tags: {{names}}', {})).toBe('Unclosed tags: {{names}}');
  });
});
