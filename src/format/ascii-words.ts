/**
 * Words counted fast. The engine counts a line's words often (is it prose, a cry, long enough to
 * reword?) with patterns such as `[\p{L}\p{N}]+`, which V8 matches several times slower than an
 * ASCII class. In a text of ASCII characters, general punctuation (U+2000–U+2027: spaces, dashes,
 * quotes, bullets, "…", none a letter, digit or mark) and the engine's fact placeholders only
 * (most English lines, rewritten ones too), a letter or a digit is one of [A-Za-z0-9] and no
 * character is Han, so its words are read from its character codes, with the pattern's count.
 */

/** The engine's private-use fact placeholders (rewrite.ts), which some counts read as words. */
const PLACEHOLDER_FIRST = 0xe000;
const PLACEHOLDER_LAST = 0xf8ff;
/** General punctuation read as ASCII: U+2000–U+2027. */
const PUNCTUATION_FIRST = 0x2000;
const PUNCTUATION_LAST = 0x2027;

/**
 * A character neither ASCII, general punctuation nor a placeholder: a test without the 'u' flag,
 * of one small class.
 */
const BEYOND_ASCII = /[\u0080-\u1FFF\u2028-\uDFFF\uF900-\uFFFF]/;

/** Whether the text's only letters and digits are ASCII ones (see above). */
export function isAsciiText(text: string): boolean {
  return !BEYOND_ASCII.test(text);
}

/** The apostrophes a word may hold ("don't", "don’t") when they join its letters. */
const APOSTROPHE = 0x27;
const RIGHT_QUOTE = 0x2019;

/**
 * How many runs of letters and digits an ASCII text holds (placeholders count as letters when
 * `withPlaceholders`, else they part words; apostrophes join letters when `withApostrophes`, as
 * in `[\p{L}\p{N}'’]+`); undefined for any other text, which the caller counts with its own pattern.
 */
export function countAsciiWords(
  text: string,
  withPlaceholders: boolean,
  withApostrophes = false,
): number | undefined {
  let count = 0;
  let isInWord = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    // The test of `isAsciiText`, in the same pass: a character beyond ASCII, general punctuation
    // and the placeholders leaves the text to the caller.
    if (
      code >= 0x80 &&
      !(code >= PUNCTUATION_FIRST && code <= PUNCTUATION_LAST) &&
      !(code >= PLACEHOLDER_FIRST && code <= PLACEHOLDER_LAST)
    ) {
      return undefined;
    }
    const isWordChar =
      (code >= 48 && code <= 57) ||
      (code >= 65 && code <= 90) ||
      (code >= 97 && code <= 122) ||
      (withPlaceholders && code >= PLACEHOLDER_FIRST) ||
      (withApostrophes && (code === APOSTROPHE || code === RIGHT_QUOTE));
    if (isWordChar && !isInWord) count += 1;
    isInWord = isWordChar;
  }
  return count;
}
