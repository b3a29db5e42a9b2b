import { replaceEach } from '#markup/index.ts';
import type { RewriteStyle } from '#shared/constants.ts';
import { countAsciiWords, isAsciiText } from './ascii-words.ts';
import { findingWordStarts, replaceCaselessAt, type WordList, wordList } from './caseless.ts';
import { endsWithLink, extractFacts, type Fact, startsWithLink } from './facts.ts';
import { detectLanguage } from './language.ts';
import { toNarrowString } from './narrow-string.ts';
import {
  CHAT_SHORTHAND,
  CLEARER_PHRASING,
  ENGLISH_CAPITALS,
  ENGLISH_TERMS,
  FILLER_WORDS,
  FULL_PHRASES,
  NAMED_GAME_TERMS,
  SENTENCE_FILLERS,
  SMALL_WORDS,
} from './rewrite-vocabulary.ts';
import { KEPT_IN_CAPITALS } from './text-speak.ts';
import { sentenceEndMark } from './tidy-words.ts';

/**
 * Word-level rewriting of the built-in engine. Everything here works on plain text (no tags) and
 * never touches a fact: facts are swapped for private-use placeholders first and put back after.
 */

// A channel (#mge), a mention (@kvk) or a handle's part ("mariana.rok") is a name as written,
// never a game word to re-case.
const WORD_BEFORE = '(?<![\\p{L}\\p{N}_#@]|[\\p{L}\\p{N}]\\.)';
const WORD_AFTER = '(?![\\p{L}\\p{N}_])';
const PLACEHOLDER_BASE = 0xe000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export function capitalise(text: string): string {
  const first = text.charAt(0);
  const upper = first.toUpperCase();
  // Only a letter with a one-letter capital: not 'ß' (→ 'SS'), not half of a surrogate pair.
  if (upper === first || upper.length !== 1 || isWrittenAsIs(text)) return text;
  return upper + text.slice(1);
}

/**
 * A word joined by an underscore or with digits after its letters: a player's name ("luna_tiburon",
 * "kike77", "ivan4ik", "sunny.b99", "zxc.dima"), not a game code ("t5", "r4").
 */
const PLAYER_NAME_START =
  /^\p{Ll}(?:[\p{L}\p{N}]*_[\p{L}\p{N}_]*|\p{L}+\d[\p{L}\p{N}]*|\p{L}*\.\p{L}*\d[\p{L}\p{N}]*|\p{L}{2,}\.\p{Ll}{2,})(?![\p{L}\p{N}_])/u;

/** A word with a capital after its first letter ("xXsombraXx", "iPhone") is written as it is. */
const INNER_CAPITAL = /^\p{Ll}[\p{L}\p{N}]*\p{Lu}/u;

/**
 * What `INNER_CAPITAL` and `PLAYER_NAME_START` both need, as a quick test without 'u': after the
 * first letter and any small ASCII letters, a capital, a digit, "_" or a letter beyond ASCII. Most
 * words ("rally", "enemy") are only small ASCII letters, and need neither pattern.
 */
const MAY_BE_WRITTEN_AS_IS = /^[\s\S][a-z]*[A-Z0-9_.\u0080-\uFFFF]/;

/**
 * A word its player's case belongs to: one with a capital inside it, or a player's name in small
 * letters ("luna_tiburon", "kike77"). No sentence start capitalises it.
 */
function isWrittenAsIs(word: string): boolean {
  return (
    (MAY_BE_WRITTEN_AS_IS.test(word) &&
      (INNER_CAPITAL.test(word) || PLAYER_NAME_START.test(word))) ||
    startsWithLink(word)
  );
}

/** A mark the rewrite put right after a link at a line's end ("." or "!"): it would be copied with it. */
export function unendLink(line: string): string {
  return /[.!]$/u.test(line) && endsWithLink(line.slice(0, -1)) ? line.slice(0, -1) : line;
}

function isShouted(word: string): boolean {
  return word.length > 1 && word === word.toUpperCase() && word !== word.toLowerCase();
}

function matchCase(source: string, replacement: string): string {
  if (isShouted(source) && !isShouted(replacement)) return replacement.toUpperCase();
  if (/^\p{Lu}/u.test(source)) return capitalise(replacement);
  return replacement;
}

type WordMap = Record<string, string>;
interface CompiledMap {
  pattern: WordList;
  /**
   * `pattern` for an ASCII text (ascii-words.ts): only the keys in ASCII letters, since one in
   * other letters cannot match there; a line with a fact's placeholder is read two bytes a
   * character, where V8 tries every alternative the pattern holds.
   */
  patternInAscii: WordList;
  /**
   * Finds the first word of a key, loosely: a text it does not match needs no pass of `pattern`.
   * The keys are ASCII, so an ASCII-only test is enough, and many times faster than `pattern`.
   */
  mayMatch: RegExp;
  /**
   * `mayMatch` for an ASCII text (ascii-words.ts): without the first words in other letters
   * ("самый", "movilización"), which cannot match there and cost the most on a two-byte line.
   */
  mayMatchInAscii: RegExp;
  /** Every key is one word, so what `mayMatch` finds is a whole key. */
  isSingleWord: boolean;
}

const compiledMaps = new WeakMap<WordMap, CompiledMap>();

/** Whole words and phrases of `keys`, in their order. */
function findingKeys(keys: readonly string[]): WordList {
  const words = keys.map((key) => ({
    source: escapeRegExp(key).replace(/ /g, '\\s+'),
    first: key.charAt(0),
  }));
  return wordList(words, WORD_BEFORE, WORD_AFTER);
}

function compile(map: WordMap): CompiledMap {
  let compiled = compiledMaps.get(map);
  if (!compiled) {
    const keys = Object.keys(map).sort((a, b) => b.length - a.length);
    const firstWords = [...new Set(keys.map((key) => escapeRegExp(key.split(' ')[0]!)))];
    compiled = {
      pattern: findingKeys(keys),
      patternInAscii: findingKeys(keys.filter(isAsciiText)),
      mayMatch: findingWordStarts(firstWords),
      mayMatchInAscii: findingWordStarts(firstWords.filter(isAsciiText)),
      isSingleWord: keys.every((key) => !key.includes(' ')),
    };
    compiledMaps.set(map, compiled);
  }
  return compiled;
}

function isWrittenAsMapped(text: string, map: WordMap, mayMatch: RegExp): boolean {
  mayMatch.lastIndex = 0;
  for (const [found] of text.matchAll(mayMatch)) {
    if (map[found.toLowerCase()] !== found) return false;
  }
  return true;
}

/** Replaces whole words and phrases of `map`, keeping the writer's capitals. */
function replaceWords(text: string, map: WordMap, keepCase = true): string {
  const compiled = compile(map);
  const { isSingleWord } = compiled;
  const isAscii = isAsciiText(text);
  const mayMatch = isAscii ? compiled.mayMatchInAscii : compiled.mayMatch;
  const pattern = isAscii ? compiled.patternInAscii : compiled.pattern;
  mayMatch.lastIndex = 0;
  const firstWord = mayMatch.exec(text);
  if (firstWord === null) return text;
  // Words already written as the map writes them ("UTC", "KvK") need no pass either.
  if (!keepCase && isSingleWord && isWrittenAsMapped(text, map, mayMatch)) return text;
  // A word or phrase of the map starts with a first word `mayMatch` finds at the same place.
  return replaceCaselessAt(text, pattern, mayMatch, firstWord.index, (found) => {
    const lower = found.toLowerCase();
    // A word (most finds) has no space to fold.
    const replacement = map[/\s/.test(lower) ? lower.replace(/\s+/g, ' ') : lower];
    if (replacement === undefined) return found;
    // A letter alone in capitals on a line in small letters is a label ("altar R", "plan B"), no
    // chat word: only "u r" in small letters, or words shouted around it, are text-speak, and
    // shouted words are spelled out in capitals ("BEFORE U LOG OFF" → "BEFORE YOU LOG OFF").
    if (keepCase && /^\p{Lu}$/u.test(found)) {
      if (!/\p{Ll}/u.test(text) || isAmongCapitals(found, text)) return replacement.toUpperCase();
      return found;
    }
    // A name the player wrote in capitals ("KVK") is written as the game does too.
    if (!keepCase && isShouted(found)) return found;
    if (KEPT_IN_CAPITALS.has(found)) return found;
    return keepCase ? matchCase(found, replacement) : replacement;
  });
}

const AMONG_CAPITALS = new Map<string, RegExp>();

/** Whether a one-letter capital stands between two words in capitals: "BEFORE U LOG". */
function isAmongCapitals(letter: string, text: string): boolean {
  let pattern = AMONG_CAPITALS.get(letter);
  if (!pattern) {
    // A word in capitals may stand as its fact's placeholder ("BEFORE" read as a name).
    const word = '(?:\\p{Lu}{2,}|[\\uE000-\\uF8FF])';
    pattern = new RegExp(`${word}[^\\S\\n]+${letter}[^\\S\\n]+${word}`, 'u');
    AMONG_CAPITALS.set(letter, pattern);
  }
  return pattern.test(text);
}

type FactWriter = (fact: Fact) => string;

const keepFact: FactWriter = (fact) => fact.text;

/** Spelling of times and dates without changing them: `13:00 utc` → `13:00 UTC`, `tmrw` → `tomorrow`. */
const spellFact: FactWriter = (fact) => {
  if (fact.kind === 'time') {
    // Already in capitals ("21:00 UTC"): nothing to spell.
    if (fact.text === fact.text.toUpperCase()) return fact.text;
    return fact.text.replace(/\b(?:utc|gmt|[ap]\.?m\.?)(?=\s|$|[+-])/giu, (word) =>
      word.toUpperCase(),
    );
  }
  if (fact.kind === 'date') {
    const spelled = replaceWords(fact.text, ENGLISH_CAPITALS, false);
    return /^(?:tmrw|tmr)$/iu.test(spelled) ? matchCase(spelled, 'tomorrow') : spelled;
  }
  if (fact.kind === 'kingdom') return fact.text.toUpperCase();
  if (fact.kind === 'coordinate') return spellCoordinate(fact.text);
  return fact.text;
};

/** Coordinates as the game writes them: "x:560 y:391" → "X:560 Y:391". */
function spellCoordinate(text: string): string {
  return /[xy]/u.test(text)
    ? text.replace(/[xy](?=\s*[:=]?\s*\d)/gu, (axis) => axis.toUpperCase())
    : text;
}

/** Swaps every fact of `text` for one private-use character so rewrites cannot touch it. */
function protectFacts(text: string, facts: readonly Fact[]): string {
  if (facts.length === 0) return text;
  let protectedText = '';
  let cursor = 0;
  for (const [index, fact] of facts.entries()) {
    protectedText += text.slice(cursor, fact.start) + String.fromCharCode(PLACEHOLDER_BASE + index);
    cursor = fact.end;
  }
  return protectedText + text.slice(cursor);
}

const PLACEHOLDER = /[\uE000-\uF8FF]/gu;

/** Puts the facts back in place of their placeholders, written by `writeFact`. */
function restoreFacts(rewritten: string, facts: readonly Fact[], writeFact: FactWriter): string {
  if (facts.length === 0) return rewritten;
  return replaceEach(rewritten, PLACEHOLDER, ([mark]) => {
    const fact = facts[mark.charCodeAt(0) - PLACEHOLDER_BASE];
    return fact ? writeFact(fact) : mark;
  });
}

/**
 * Applies `rewrite` to the words of `line` around its facts (which it is given, each standing as
 * its placeholder in the text). (No closure is made per call: the
 * engine runs this for every line, and a closure costs more than the work here.)
 */
export function rewriteAroundFacts(
  line: string,
  rewrite: (text: string, facts: readonly Fact[]) => string,
  writeFact: FactWriter = keepFact,
): string {
  const facts = extractFacts(line);
  return restoreFacts(rewrite(protectFacts(line, facts), facts), facts, writeFact);
}

/** The placeholder that stands for the fact at `index` while a line is rewritten. */
export function placeholderOf(index: number): string {
  return String.fromCharCode(PLACEHOLDER_BASE + index);
}

/** Whether the draft reads as English (the only language the built-in engine rewrites). */
export function isEnglish(text: string): boolean {
  return detectLanguage(text) === 'en';
}

/**
 * A sentence's end before a space, where a line may split into sentences. No 'u' flag: the same
 * characters (all in the BMP, \s the same set), and a faster match.
 */
const SENTENCE_END = /[.!?…]\s/;
/** Words shortened with a dot that a sentence goes on after: "в след. раз", "approx. 3M". */
const ABBREVIATION =
  '(?<![\\p{L}])(?:след|мин|макс|тыс|др|прим|approx|aprox|etc|vs|min|max|lvl|niv|pág|núm|nº)';
/** Of those, the ones no sentence ends on ("10 min. then…" may end one, "след." never does). */
const INNER_ABBREVIATION = '(?<![\\p{L}])(?:след|тыс|прим|approx|aprox|pág|núm|nº)';
/**
 * An ellipsis before a small letter ("so... mostly?") trails off inside its sentence; so does an
 * abbreviation's dot before one ("на след. неделе"). Every break starts with a space: a look ahead
 * for it first spares V8 the look-behinds at every other character (a split a third faster).
 */
const SENTENCE_BREAK = new RegExp(
  `(?=\\s)(?:(?<=[.!?…])(?<!\\.\\.\\.|…)(?:(?<!${INNER_ABBREVIATION}\\.)|(?=\\s+[^\\s\\p{Ll}]))\\s+(?=\\S)|(?<=\\.\\.\\.|…)\\s+(?=[^\\s\\p{Ll}]))`,
  'u',
);

/**
 * The lines split last: reading a draft as a mail splits its first and last lines several times
 * (greeting and closing, title, long lines).
 */
const SPLIT_CACHE_SIZE = 4;
const splitLines: string[] = [];
const splitResults: (readonly string[])[] = [];

/** Splits a line into sentences, keeping their end punctuation. */
export function splitSentences(line: string): string[] {
  // A line with no sentence end before a space is one sentence: most lines, and no split.
  if (!SENTENCE_END.test(line)) return line === '' ? [] : [line];
  const cached = splitLines.indexOf(line);
  if (cached !== -1) return [...splitResults[cached]!];
  const sentences = line.split(SENTENCE_BREAK).filter((sentence) => sentence.length > 0);
  if (splitLines.length >= SPLIT_CACHE_SIZE) {
    splitLines.shift();
    splitResults.shift();
  }
  splitLines.push(line);
  splitResults.push(sentences);
  return [...sentences];
}

/**
 * What may stand before a sentence's first letter: spaces, quotes, a bullet, a dash, a symbol the
 * player opened the line with ("‼ enemy rally…", "⚠ shields up").
 */
const SENTENCE_LEAD = /^(?:[\s"'“‘«(•·¡¿—–~‼⁉\p{So}-]|\uFE0F)*/u;
/**
 * A sentence inside a line that starts in lower case (not with a player's name: "2. luna_tiburon",
 * not after an abbreviation's dot: "в след. раз").
 */
const INNER_SENTENCE = new RegExp(
  `((?<!\\.\\.|${ABBREVIATION})[.!?]\\s+[\\s"'“‘«(•·¡¿—–~-]*)(\\p{Ll})(?![\\p{L}\\p{N}]*(?:\\p{Lu}|_)|\\p{L}+\\d|\\p{L}*\\.\\p{L}*\\d)`,
  'gu',
);

/** Upper-cases the first letter of the line, after its lead. */
function capitaliseStart(text: string): string {
  // Most lines start with an ASCII letter or digit: no lead to skip, no regex.
  const code = text.charCodeAt(0);
  if (code >= 97 && code <= 122) {
    return isWrittenAsIs(text) ? text : text.charAt(0).toUpperCase() + text.slice(1);
  }
  if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return text;
  // The line's start without a regex replace: most other lines need only this, or nothing.
  const at = SENTENCE_LEAD.exec(text)![0].length;
  const first = text.charAt(at);
  return first !== first.toUpperCase() &&
    first === first.toLowerCase() &&
    /\p{Ll}/u.test(first) &&
    !isWrittenAsIs(text.slice(at))
    ? text.slice(0, at) + first.toUpperCase() + text.slice(at + 1)
    : text;
}

/** Upper-cases the first letter of the line and of every sentence in it. */
export function capitaliseSentences(text: string): string {
  let result = capitaliseStart(text);
  if (SENTENCE_END.test(result)) {
    result = replaceEach(
      result,
      INNER_SENTENCE,
      ([, lead, letter]) => lead! + letter!.toUpperCase(),
    );
  }
  return result;
}

const UNTIDY_PUNCTUATION =
  /\p{Script=Han}\s*[,.!?;:]|[,!?;]\s*\p{Script=Han}|[!?！？؟]{2}|(?<!\.)\.\.(?!\.)|\.{4}|。{2}|([,،，、])\1|\s[,.!?;](?:\s|$)|\s[،؟؛，。！？：、]|[,;]\p{L}/u;

/** Chinese writes its marks full width, with no space after them. */
const FULL_WIDTH: Readonly<Record<string, string>> = {
  ',': '，',
  '!': '！',
  '?': '？',
  ';': '；',
  ':': '：',
};

/**
 * A looser, faster `UNTIDY_PUNCTUATION` (no 'u' flag): whatever that finds, this finds too (Han as
 * its blocks, or any surrogate pair), so a text this does not match needs no closer look.
 */
const MAYBE_UNTIDY_PUNCTUATION =
  /[!?！？؟]{2}|\.\.|。。|([,،，、])\1|\s[,.!?;،؟؛，。！？：、]|[,;]\S|[\u2E80-\u2FDF\u3005-\u303B\u3400-\u4DBF\u4E00-\u9FFF\uF900-\uFAFF\uD800-\uDBFF]/;

function tidyPunctuation(text: string): string {
  if (!MAYBE_UNTIDY_PUNCTUATION.test(text) || !UNTIDY_PUNCTUATION.test(text)) return text;
  return (
    text
      // "!!! [RVN] IS HITTING…": marks that open a line cry nothing before its words.
      .replace(/^[!?！？]{2,}[^\S\n]+(?=\S)/gmu, '')
      .replace(/!{2,}/g, '!')
      .replace(/\?{2,}/g, '?')
      .replace(/(?:[?!]{2,})/g, (run) => (run.includes('?') ? '?!' : '!'))
      .replace(/\.{4,}/g, '...')
      .replace(/(?<!\.)\.\.(?!\.)/g, '.')
      .replace(/,{2,}/g, ',')
      .replace(/([،，、。！？؟])\1+/gu, '$1')
      .replace(/[^\S\n]+([،؟؛，。！？：、])/gu, '$1')
      .replace(/\s+([,.!?;])(?=\s|$)/gu, '$1')
      .replace(
        /(?<=\p{Script=Han})[^\S\n]*([,!?;]|:(?!\d))[^\S\n]*/gu,
        (_, mark: string) => FULL_WIDTH[mark]!,
      )
      .replace(/(?<=\p{Script=Han})\.(?!\d)[^\S\n]*/gu, '。')
      .replace(
        /[^\S\n]*([,!?;])[^\S\n]*(?=\p{Script=Han})/gu,
        (_, mark: string) => FULL_WIDTH[mark]!,
      )
      .replace(/([,;])(?=\p{L})/gu, '$1 ')
  );
}

export function wordCount(text: string): number {
  return countAsciiWords(text, true) ?? (text.match(/[\p{L}\p{N}\uE000-\uF8FF]+/gu) ?? []).length;
}

/** A score's formula: a sum of products ("T4击杀数×1 + T5击杀数×2", "kills*2 + deads*5"). */
const FORMULA = /=[^=\n]*[×*]\s*[\d\uE000-\uF8FF][^=\n]*\+[^=\n]*[×*]\s*[\d\uE000-\uF8FF]/u;

/** Whether a line is a formula, no sentence to end with a mark. */
export function isFormula(line: string): boolean {
  return FORMULA.test(line);
}

/**
 * A line that ends on a mark of its own: a sentence's end, a pause (a letter's "To the leadership
 * of [N0X],"), a bracket or a quote. No stop goes after it.
 */
const ENDS_ON_MARK = /[.!?…:;,)"”。！？؟，،）」』]$/u;

/** Whether a line already ends on a mark (`ENDS_ON_MARK`) and takes no stop after it. */
export function endsOnMark(line: string): boolean {
  return ENDS_ON_MARK.test(line);
}

/** Sentences long enough to be prose get a full stop; list items stay bare. */
function endSentence(text: string): string {
  if (wordCount(text) < 5 || endsOnMark(text) || isFormula(text)) {
    return text;
  }
  return `${text}${sentenceEndMark(text)}`;
}

interface LineContext {
  isBullet: boolean;
  isEnglish: boolean;
  /** Format mode: the player's words stay; only capitals, spacing and punctuation are tidied. */
  keepsWords?: boolean;
  /** A line in capitals: its shouting stays, so game words and days are not re-cased in it. */
  keepsCase?: boolean;
}

/**
 * In every language a kingdom, a time zone and coordinates are written as the game does: "k1902" →
 * "K1902", "18 utc" → "18 UTC", "x:1 y:2" → "X:1 Y:2" (a date's words are English ones, spelled in English drafts only).
 */
const spellCodes: FactWriter = (fact) =>
  fact.kind === 'time' || fact.kind === 'kingdom' || fact.kind === 'coordinate'
    ? spellFact(fact)
    : fact.text;

/** How facts come back after a rewrite: English drafts get `UTC` and `tomorrow` spelled out. */
export function writeFactsFor(isEnglishDraft: boolean): FactWriter {
  return isEnglishDraft ? spellFact : spellCodes;
}

const AT_SIGN = /(?<=\S) @ (?=[\p{N}\uE000-\uF8FF]|[xX]\s*:)/gu;

/** Minimal: chat shorthand, capitals and punctuation, about a tenth of the words at most. Facts protected. */
export function polishText(text: string, context: LineContext): string {
  let result = text;
  // Text-speak is spelled out in every mode, Keep my words too: "u", "pls", "thx" are no words of
  // the player's to keep, and a mail that spells some out and not others reads untidy.
  if (context.isEnglish) {
    // "w/1" or "w/helps": the spelled-out word gets its space, so "1" stays a number of its own;
    // "w/o" is one word ("without"). A line without "w/" (most) is spared the pattern's look back.
    const spaced = /w\//i.test(result)
      ? result.replace(
          /(?<![\p{L}\p{N}])(w\/)(?!o(?![\p{L}\p{N}]))(?=[\p{L}\p{N}\uE000-\uF8FF])/giu,
          '$1 ',
        )
      : result;
    result = replaceWords(spaced, CHAT_SHORTHAND);
    // "RALLY ON BARB FORT @ X:512 Y:830": a lone "@" before a place or a time is "at" ("@Kai" names).
    if (result.includes(' @ ')) result = result.replace(AT_SIGN, ' at ');
  }
  if (!context.keepsCase) {
    result = replaceWords(result, context.isEnglish ? ENGLISH_TERMS : NAMED_GAME_TERMS, false);
  }
  result = tidyPunctuation(result);
  result = capitaliseSentences(result);
  return context.isBullet || context.keepsWords ? result : endSentence(result);
}

/** `polishText` for a whole line, its facts protected. */
export function polishLine(line: string, context: LineContext): string {
  const polished = rewriteAroundFacts(
    line,
    (text) => polishText(text, context),
    writeFactsFor(context.isEnglish && !context.keepsCase),
  );
  // The analysis reads the polished lines of a draft with hundreds of patterns (narrow-string.ts).
  return unendLink(capitaliseSentences(toNarrowString(polished)));
}

/** What may stand before a title word's first letter: "(Infantry)", "“Big” News". */
const WORD_LEAD = '("\'“‘«¿¡';

/**
 * Title case for English titles: "KvK prep starts Monday" → "KvK Prep Starts Monday". Only first
 * letters go up, so facts stay themselves (matched without case); alliance tags stay as written,
 * and "2h" keeps its unit's small letter. Word by word, without a regex: titles are made often.
 */
export function toTitleCase(title: string): string {
  return title
    .split(' ')
    .map((word, index) => {
      // A word that starts with a capital or a digit stays as it is: no look-up, no lead.
      const code = word.charCodeAt(0);
      if ((code >= 65 && code <= 90) || (code >= 48 && code <= 57)) return word;
      if (word.startsWith('[') || (index > 0 && SMALL_WORDS.has(word.toLowerCase()))) return word;
      let at = 0;
      while (at < word.length && WORD_LEAD.includes(word.charAt(at))) at += 1;
      return word.slice(0, at) + capitalise(word.slice(at));
    })
    .join(' ');
}

/** Balanced and above: clearer wording. Facts protected. */
export function clarifyText(text: string): string {
  return replaceWords(text, CLEARER_PHRASING);
}

/**
 * The filler words, or a letter 'iu' reads as one of theirs ("ſ" as "s", the Kelvin sign as "k"):
 * a quick test without 'u' before `FILLER_WORDS`, whose look back is tried at every position.
 */
const MAY_HOLD_FILLER = /so yeah|basically|literally|kinda|sorta|lol|lmao|[\u017F\u212A]/i;

/**
 * Balanced and above: filler goes — at a sentence's start ("just a reminder that …"), filler words
 * anywhere ("basically", "lol"). A hedge before a number stays ("like 500k" is an estimate, not a
 * target).
 */
export function dropFillers(text: string): string {
  const dropped = (MAY_HOLD_FILLER.test(text) ? text.replace(FILLER_WORDS, '') : text)
    .replace(/[^\S\n]{2,}/gu, ' ')
    .replace(/^[\s,]+|\s+(?=[,.!?;:])/gu, '')
    .trim();
  return splitSentences(dropped)
    .map((sentence) => capitalise(sentence.replace(SENTENCE_FILLERS, '')))
    .join(' ');
}

/**
 * `(?<!\w)` is a leading `\b` before a word that starts with a letter: the same boundary under
 * 'iu', which V8 tries many times faster at each position of the text.
 */
const DANGLING_END = /(?<!\w)(?:a|an|the|to|of|at|on|in|for|with|and|or|by|from)[.!?…]?$/iu;
const DOUBLED_WORD = /\b(\p{L}+)\s+\1\b/iu;
/** `DOUBLED_WORD` in an ASCII text in small letters, whose letters are [a-z] (ascii-words.ts). */
const ASCII_DOUBLED_WORD = /\b([a-z]+)\s+\1\b/;

/**
 * Whether a text says a word twice in a row ("the the", "go Go"). Most sentences are ASCII: in
 * small letters they are read without 'i' or 'u', the same words found many times faster.
 */
function saysWordTwice(text: string): boolean {
  return isAsciiText(text) ? ASCII_DOUBLED_WORD.test(text.toLowerCase()) : DOUBLED_WORD.test(text);
}

/** Whether a rewritten text still reads as a sentence: nothing dangling, no word said twice. */
export function readsAsSentence(rewritten: string, original: string): boolean {
  // Words left as they were read as they did: the patterns below would find the same in both.
  if (rewritten === original) return wordCount(rewritten) > 0;
  if (DANGLING_END.test(rewritten) && !DANGLING_END.test(original)) return false;
  if (saysWordTwice(rewritten) && !saysWordTwice(original)) return false;
  return wordCount(rewritten) > 0;
}

/** Full: whole phrases of the vetted list; the original stays when the result does not read well. */
export function rewritePhrases(text: string): string {
  const rewritten = replaceWords(text, FULL_PHRASES);
  return readsAsSentence(rewritten, text) ? rewritten : text;
}

/** Share of the rewriting each intensity may do, for the words-changed figures of the eval. */
export const INTENSITY_ORDER: readonly RewriteStyle[] = [
  'minimal',
  'balanced',
  'semi-creative',
  'fully-thematic',
];
