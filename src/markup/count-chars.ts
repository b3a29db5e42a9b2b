// Counting on its own, without the tag scanner `visibleText` needs: AI Assist's draft box counts
// on the home page's first screen, which has no other use for the scanner.

export interface CountOptions {
  /** What one line break costs; one tool counts each as 2. Default 1. */
  newlineWeight?: 1 | 2;
}

/**
 * Counts characters the way the game's 2000-character limit does: tags included, one per code
 * point (an emoji written as a surrogate pair is 1), a line break as `newlineWeight` (`\r\n` is
 * one line break).
 */
export function countChars(text: string, options: CountOptions = {}): number {
  const newlineWeight = options.newlineWeight ?? 1;
  let count = 0;
  const length = text.length;
  for (let index = 0; index < length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === 10) {
      count += newlineWeight;
    } else if (code === 13 && text.charCodeAt(index + 1) === 10) {
      // counted with its \n
    } else if (code >= 0xd800 && code <= 0xdbff) {
      const next = text.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
      count += 1;
    } else {
      count += 1;
    }
  }
  return count;
}
