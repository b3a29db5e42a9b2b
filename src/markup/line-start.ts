import { KIND_UNKNOWN, SCAN, scanTag } from './tokenize.ts';

/**
 * How a raw line starts before its first visible, non-blank character: the style tags met on the
 * way (blanks dropped) and that character's index. Smart bullets and presets both read lines so.
 */
export function readLineStart(line: string): { tags: string; index: number } {
  let tags = '';
  let index = 0;
  while (index < line.length) {
    const code = line.charCodeAt(index);
    if (code === 32 || code === 9) {
      index += 1;
    } else if (code === 60 && scanTag(line, index) && SCAN.kind !== KIND_UNKNOWN) {
      tags += line.slice(index, SCAN.end);
      index = SCAN.end;
    } else {
      break;
    }
  }
  return { tags, index };
}
