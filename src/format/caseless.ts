/**
 * Reading a text with many case-insensitive word lists (`/iu`: moods, events, kinds of mail). V8
 * runs such a pattern several times slower than one that matches case: on a text whose letters
 * case simply (ASCII, Latin with accents, Cyrillic, scripts without case), the list is read as
 * the same pattern without `i` in the text in small letters, which finds exactly the same words.
 */

/**
 * A character outside those whose small letter is their only other case, one character long (so
 * `i` finds no other letter for them): ASCII, Latin-1 letters but "µ", "ß" and "ÿ", Cyrillic,
 * Arabic, Chinese, punctuation, emoji and the engine's fact placeholders.
 */
const ODD_CASE =
  /(?!\uFE0F)[^\n\x20-\x7E\u00A0-\u00B4\u00B6-\u00DE\u00E0-\u00FE\u0400-\u04FF\u0600-\u06FF\u200B-\u2027\u2600-\u27BF\u3000-\u303F\u4E00-\u9FFF\uE000-\uF8FF\uFF01-\uFF0F\uFF1A-\uFF20\u{1F000}-\u{1FAFF}]/u;

/**
 * A character outside printable ASCII, the line break, general punctuation ("•", "—", "…") and the
 * fact placeholders, all of which `ODD_CASE` passes: a text without one (most English drafts,
 * bulleted or not) holds no character of odd case, which this finds far faster than `ODD_CASE`
 * (no 'u' flag, a small class).
 */
const BEYOND_ASCII = /[^\n\x20-\x7E\u200B-\u2027\uE000-\uF8FF]/;

/**
 * Whether the text holds a character of odd case, read by `BEYOND_ASCII` first: a text without
 * one is read the same case-insensitively with the 'u' flag or without it.
 */
export function hasOddCase(text: string): boolean {
  return BEYOND_ASCII.test(text) && ODD_CASE.test(text);
}

/** An escape in a pattern's source: it names no letter of the text (`\b`, `\p{Script=Han}`, `\uE000`). */
const ESCAPE = /\\[pP]\{[^}]*\}|\\u\{[0-9a-fA-F]+\}|\\u[0-9a-fA-F]{4}|\\x[0-9a-fA-F]{2}|\\./gu;
/** A class of letters by their case, which `i` widens to every case. */
const CASE_CLASS = /\\[pP]\{(?:L[lut]|Lowercase|Uppercase|Cased|Changes)/u;

/** The flags of the patterns read so: case-insensitive Unicode ones, global for a replace. */
const CASELESS_FLAGS = new Set(['iu', 'imu', 'giu', 'gimu']);

/**
 * The pattern without `i`, when it finds the same in small letters: its own letters are small
 * ones, and it names no class of letters by case.
 */
function withoutCase(pattern: RegExp): RegExp | undefined {
  if (!CASELESS_FLAGS.has(pattern.flags)) return undefined;
  // A letter of odd case ("ſ", an old Cyrillic form) is one the text may not hold either.
  if (ODD_CASE.test(pattern.source) || CASE_CLASS.test(pattern.source)) return undefined;
  if (/[A-Z]/u.test(pattern.source.replace(ESCAPE, ''))) return undefined;
  return new RegExp(pattern.source, pattern.flags.replace('i', ''));
}

/** Each word list's pattern without `i`, made once (the lists are the engine's own constants). */
const withoutCaseOf = new WeakMap<RegExp, RegExp | null>();

function patternWithoutCase(pattern: RegExp): RegExp | undefined {
  let found = withoutCaseOf.get(pattern);
  if (found === undefined) {
    found = withoutCase(pattern) ?? null;
    withoutCaseOf.set(pattern, found);
  }
  return found ?? undefined;
}

/**
 * Whether the text says any word of case-insensitive patterns: `says(PATTERN)` is
 * `PATTERN.test(text)`, the text put in small letters once for all of them.
 */
export function readCaseless(text: string): (pattern: RegExp) => boolean {
  const small = hasOddCase(text) ? undefined : text.toLowerCase();
  return (pattern) => {
    // A global pattern's test reads from its own last index: it is left to the pattern itself.
    const fast = small === undefined || pattern.global ? undefined : patternWithoutCase(pattern);
    return fast ? fast.test(small!) : pattern.test(text);
  };
}

/**
 * `text.replace(pattern, replace)` for a global case-insensitive word list (game names, chat
 * words): where the text's letters case simply, the words are found without `i` in the text in
 * small letters, at the same places and of the same length, and `replace` gets the text's own.
 */
export function replaceCaseless(
  text: string,
  pattern: RegExp,
  replace: (found: string) => string,
): string {
  const fast = pattern.global && !hasOddCase(text) ? patternWithoutCase(pattern) : undefined;
  if (!fast) return text.replace(pattern, replace);
  const small = text.toLowerCase();
  let result = '';
  let cursor = 0;
  // An `exec` loop, not `matchAll`, which copies the pattern (a long word list) at every call.
  fast.lastIndex = 0;
  for (let match = fast.exec(small); match !== null; match = fast.exec(small)) {
    const end = match.index + match[0].length;
    result += text.slice(cursor, match.index) + replace(text.slice(match.index, end));
    cursor = end;
    // An empty match moves on by one character, as `replace` does.
    if (end === match.index) fast.lastIndex = end + (small.codePointAt(end)! > 0xffff ? 2 : 1);
  }
  return cursor === 0 ? text : result + text.slice(cursor);
}
