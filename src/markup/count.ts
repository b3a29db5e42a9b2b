import { KIND_UNKNOWN, SCAN, scanTag } from './tokenize.ts';

/**
 * The text a player sees: the markup without its style tags. Raw tags the game shows as text
 * (`<s>`, `<align=…>`) stay, and so does a `<` that starts no tag.
 */
export function visibleText(text: string): string {
  let visible = '';
  let from = 0;
  let index = text.indexOf('<');
  while (index !== -1) {
    if (scanTag(text, index) && SCAN.kind !== KIND_UNKNOWN) {
      visible += text.slice(from, index);
      from = SCAN.end;
      index = text.indexOf('<', from);
    } else {
      index = text.indexOf('<', index + 1);
    }
  }
  return from === 0 ? text : visible + text.slice(from);
}

export { type CountOptions, countChars } from './count-chars.ts';
