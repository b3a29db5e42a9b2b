/**
 * Reading a text with many case-insensitive word lists (`/iu`: moods, events, kinds of mail). V8
 * runs such a pattern several times slower than one that matches case: on a text whose letters
 * case simply (ASCII, Latin with accents, Cyrillic, scripts without case), the list is read as
 * the same pattern without `i` in the text in small letters, which finds exactly the same words.
 */

import { isAsciiText } from './ascii-words.ts';

/**
 * A character outside those whose small letter is their only other case, one character long (so
 * `i` finds no other letter for them): ASCII, Latin-1 letters but "µ", "ß" and "ÿ", Cyrillic,
 * Arabic, Chinese, punctuation, arrows, box drawing and shapes ("═══", "━━", "▶"; none has a case,
 * unlike the circled letters after them), emoji and the engine's fact placeholders.
 */
const ODD_CASE =
  /(?!\uFE0F)[^\n\x20-\x7E\u00A0-\u00B4\u00B6-\u00DE\u00E0-\u00FE\u0400-\u04FF\u0600-\u06FF\u200B-\u2027\u2190-\u21FF\u2500-\u25FF\u2600-\u27BF\u3000-\u303F\u4E00-\u9FFF\uE000-\uF8FF\uFF01-\uFF0F\uFF1A-\uFF20\u{1F000}-\u{1FAFF}]/u;

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
  if (text !== lastCaseRead) {
    lastCaseRead = text;
    lastHasOddCase = BEYOND_ASCII.test(text) && ODD_CASE.test(text);
  }
  return lastHasOddCase;
}
/** The text `hasOddCase` read last, and what it said: each word list of a line asks it in turn. */
let lastCaseRead = '';
let lastHasOddCase = false;

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

/** A case-insensitive pattern's forms that read a text in small letters. */
interface CaselessForms {
  /** The pattern without `i` (`withoutCase`). */
  withoutCase: RegExp;
  /** That one for a text of ASCII letters (`withoutOtherScripts`), made at its first use. */
  forAsciiText?: RegExp;
}

/**
 * Each word list's forms, made once (the lists are the engine's own constants), null for a pattern
 * with none: one look-up a pattern read.
 */
const caselessFormsOf = new WeakMap<RegExp, CaselessForms | null>();

function caselessForms(pattern: RegExp): CaselessForms | undefined {
  let forms = caselessFormsOf.get(pattern);
  if (forms === undefined) {
    const withoutCasePattern = withoutCase(pattern);
    forms = withoutCasePattern === undefined ? null : { withoutCase: withoutCasePattern };
    caselessFormsOf.set(pattern, forms);
  }
  return forms ?? undefined;
}

/** A pattern's alternatives at its top level (`a|(b|c)|d` → `a`, `(b|c)`, `d`). */
function splitAlternatives(source: string): string[] {
  const alternatives: string[] = [];
  let depth = 0;
  let isInClass = false;
  let start = 0;
  for (let index = 0; index < source.length; index += 1) {
    const character = source[index];
    if (character === '\\') index += 1;
    else if (isInClass) isInClass = character !== ']';
    else if (character === '[') isInClass = true;
    else if (character === '(') depth += 1;
    else if (character === ')') depth -= 1;
    else if (character === '|' && depth === 0) {
      alternatives.push(source.slice(start, index));
      start = index + 1;
    }
  }
  alternatives.push(source.slice(start));
  return alternatives;
}

/** Pattern syntax: an alternative without any (but `\b`) is a plain run of characters ("结果"). */
const SYNTAX = /[\\[\]()?*+{}|.^$]/;

/**
 * The pattern (without `i`) for a text of ASCII letters (ascii-words.ts): its plain alternatives
 * in other scripts ("поздравл", "نتائج", "结果") cannot match there, and left in they cost the most,
 * since the engine's lines hold bullets or placeholders, which V8 reads two bytes a character.
 */
function withoutOtherScripts(pattern: RegExp): RegExp {
  const kept = splitAlternatives(pattern.source).filter((alternative) => {
    // A word boundary asks nothing of the characters: "\bфорт" needs "форт" all the same.
    const characters = alternative.replace(/\\b/g, '');
    return SYNTAX.test(characters) || isAsciiText(characters);
  });
  return new RegExp(kept.length > 0 ? kept.join('|') : '(?!)', pattern.flags);
}

/** A text as the caseless patterns read it. */
interface CaselessText {
  /** The text in small letters, undefined for a text of odd case (read by the patterns as it is). */
  small: string | undefined;
  /** Whether `small` holds ASCII letters only (ascii-words.ts). */
  isAscii: boolean;
}

/**
 * A text's small letters, made for each text once: the engine reads the same lines and mails again
 * and again (the lines of a time, the topic, the whole mail), several readers for each.
 */
const READ_CACHE_SIZE = 8;
const readTexts: string[] = [];
const readForms: CaselessText[] = [];

function readText(text: string): CaselessText {
  const cached = readTexts.indexOf(text);
  if (cached !== -1) return readForms[cached]!;
  let read: CaselessText;
  // A text of printable ASCII, general punctuation and placeholders only (most English lines) is
  // of simple case, and its small letters are ASCII too: one test says both.
  if (!BEYOND_ASCII.test(text)) read = { small: text.toLowerCase(), isAscii: true };
  else if (ODD_CASE.test(text)) read = { small: undefined, isAscii: false };
  else {
    const small = text.toLowerCase();
    read = { small, isAscii: isAsciiText(small) };
  }
  if (readTexts.length >= READ_CACHE_SIZE) {
    readTexts.shift();
    readForms.shift();
  }
  readTexts.push(text);
  readForms.push(read);
  return read;
}

/** The form of a case-insensitive pattern that reads `read`'s small letters, if it has one. */
function formFor(pattern: RegExp, read: CaselessText): RegExp | undefined {
  // A global or sticky pattern reads from its own last index: it is left to the pattern itself.
  if (read.small === undefined || pattern.global || pattern.sticky) return undefined;
  const forms = caselessForms(pattern);
  if (forms === undefined) return undefined;
  if (!read.isAscii) return forms.withoutCase;
  forms.forAsciiText ??= withoutOtherScripts(forms.withoutCase);
  return forms.forAsciiText;
}

/**
 * Whether the text says any word of case-insensitive patterns: `says(PATTERN)` is
 * `PATTERN.test(text)`, the text put in small letters once for all of them (at the first pattern
 * read, and once for a text read again).
 */
export function readCaseless(text: string): (pattern: RegExp) => boolean {
  let read: CaselessText | undefined;
  return (pattern) => {
    read ??= readText(text);
    const form = formFor(pattern, read);
    return form === undefined ? pattern.test(text) : form.test(read.small!);
  };
}

/**
 * Where a case-insensitive pattern first matches the text, -1 where it does not: `pattern.exec(text)
 * ?.index ?? -1`, read in the text's small letters as `readCaseless` does. A letter of simple case
 * is one character in small letters too, so the places are the same; and an alternative left out
 * for an ASCII text could match at no place of it, so the first match starts where it did.
 */
export function indexCaseless(text: string, pattern: RegExp): number {
  const read = readText(text);
  const form = formFor(pattern, read);
  if (form === undefined) {
    // As `exec`, which reads a global or sticky pattern from its last index and moves that on.
    return pattern.exec(text)?.index ?? -1;
  }
  return form.exec(read.small!)?.index ?? -1;
}

/**
 * A case-insensitive word list: its global pattern, and its words by the character they start
 * with (in small letters), each group a sticky pattern that reads one place of a text.
 */
export interface WordList {
  pattern: RegExp;
  /** The sticky pattern of the words that start with `character`, made at its first use. */
  startingWith: (character: string) => RegExp | undefined;
}

/**
 * The word list of `words` (each a pattern's source and the character its matches start with), in
 * their order, between `before` and `after`; none at all never matches. A word's first character
 * is of simple case, so that in a text of simple case (`hasOddCase`) it finds the same character
 * in small letters as 'iu' does.
 */
export function wordList(
  words: readonly { source: string; first: string }[],
  before: string,
  after: string,
): WordList {
  const finding = (sources: readonly string[], flags: string) =>
    new RegExp(`${before}(?:${sources.length > 0 ? sources.join('|') : '(?!)'})${after}`, flags);
  const groups = new Map<string, string[]>();
  for (const { source, first } of words) {
    if (hasOddCase(first)) throw new Error(`A word of odd case in a word list: ${source}`);
    const character = first.toLowerCase();
    const group = groups.get(character);
    if (group) group.push(source);
    else groups.set(character, [source]);
  }
  // Made at their first use: a process reads only some lists, and some characters.
  const patterns = new Map<string, RegExp>();
  return {
    pattern: finding(
      words.map(({ source }) => source),
      'giu',
    ),
    startingWith: (character) => {
      let pattern = patterns.get(character);
      if (pattern === undefined) {
        const group = groups.get(character);
        if (group === undefined) return undefined;
        pattern = finding(group, 'iuy');
        patterns.set(character, pattern);
      }
      return pattern;
    },
  };
}

/** An ASCII word character (`\w` without 'u'), which a word starting with one opens with. */
const WORD_CHARACTER_FIRST = /^\w/;

/**
 * Where the words of `sources` (patterns' sources, escaped) may start, for `replaceCaselessAt`: any
 * of them in ASCII boundaries, case-insensitively, as a global pattern without 'u'. Before a word
 * that opens with an ASCII word character (most), `\b` is the same boundary as the look-behind
 * (without 'u', \w is [A-Za-z0-9_] and 'i' reads no other character as one of them), and V8 tries
 * it about twice as fast; a word of another first character cannot match where one of those does,
 * so each place is found with the same word.
 */
export function findingWordStarts(sources: readonly string[]): RegExp {
  const words = sources.filter((source) => WORD_CHARACTER_FIRST.test(source));
  const others = sources.filter((source) => !WORD_CHARACTER_FIRST.test(source));
  const starts: string[] = [];
  if (words.length > 0) starts.push(`\\b(?:${words.join('|')})`);
  if (others.length > 0) starts.push(`(?<![A-Za-z0-9_])(?:${others.join('|')})`);
  return new RegExp(`(?:${starts.length > 0 ? starts.join('|') : '(?!)'})(?![A-Za-z0-9_])`, 'gi');
}

/**
 * `text.replace(list.pattern, replace)` for a word list (with no capturing group) whose every
 * match, in a text with no letter of odd case, starts where `starts` (a global pattern without
 * 'u', quick to run) finds a match in the text, the first at `firstStart` or after it: the list is
 * tried at those places only, not at every word of the text, and only with its words that start
 * with the character there. The places are read one by one, so no match of the list is missed
 * inside another of `starts`. The list finds no empty match.
 */
export function replaceCaselessAt(
  text: string,
  list: WordList,
  starts: RegExp,
  firstStart: number,
  replace: (found: string, offset: number) => string,
): string {
  if (hasOddCase(text)) return text.replace(list.pattern, replace);
  let result = '';
  let cursor = 0;
  starts.lastIndex = firstStart;
  for (let start = starts.exec(text); start !== null; start = starts.exec(text)) {
    const at = start.index;
    starts.lastIndex = at + 1;
    if (at < cursor) continue;
    const atStart = list.startingWith(text.charAt(at).toLowerCase());
    if (atStart === undefined) continue;
    atStart.lastIndex = at;
    const match = atStart.exec(text);
    if (match === null) continue;
    const end = at + match[0].length;
    result += text.slice(cursor, at) + replace(match[0], at);
    cursor = end;
  }
  return cursor === 0 ? text : result + text.slice(cursor);
}

/**
 * Patterns of the same flags as one, for a quick first test: a text matches it when it matches any
 * of them, as each is an alternation of its own (a pattern with a back-reference, whose group's
 * number would change, cannot join). Not for global or sticky patterns, whose tests read from
 * their last index.
 */
export function joinPatterns(patterns: readonly RegExp[]): RegExp {
  const flags = patterns[0]?.flags ?? '';
  for (const pattern of patterns) {
    if (pattern.flags !== flags || /[gy]/u.test(flags) || /\\(?:[1-9]|k<)/u.test(pattern.source)) {
      throw new Error(`A pattern that cannot join the others: ${pattern.source}`);
    }
  }
  return new RegExp(patterns.map((pattern) => pattern.source).join('|') || '(?!)', flags);
}
