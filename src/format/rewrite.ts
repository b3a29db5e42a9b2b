import type { RewriteStyle } from '#shared/constants.ts';
import { extractFacts, type Fact } from './facts.ts';
import {
  CHAT_SHORTHAND,
  CLEARER_PHRASING,
  COUNCIL_VOCABULARY,
  ENGLISH_CAPITALS,
  ENGLISH_TERMS,
  ENGLISH_WORDS,
  GAME_TERMS,
  SMALL_WORDS,
} from './rewrite-vocabulary.ts';

/**
 * Word-level rewriting of the built-in engine. Everything here works on plain text (no tags) and
 * never touches a fact: facts are swapped for private-use placeholders first and put back after.
 */

const WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
const WORD_AFTER = '(?![\\p{L}\\p{N}_])';
const PLACEHOLDER_BASE = 0xe000;

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

export function capitalise(text: string): string {
  return text.replace(/^\p{Ll}/u, (letter) => letter.toUpperCase());
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
  pattern: RegExp;
  /** The first word of every key: a text without any of them needs no regex pass. */
  firstWords: ReadonlySet<string>;
}

const compiledMaps = new WeakMap<WordMap, CompiledMap>();

function compile(map: WordMap): CompiledMap {
  let compiled = compiledMaps.get(map);
  if (!compiled) {
    const keys = Object.keys(map).sort((a, b) => b.length - a.length);
    const alternatives = keys.map((key) => escapeRegExp(key).replace(/ /g, '\\s+')).join('|');
    compiled = {
      pattern: new RegExp(`${WORD_BEFORE}(?:${alternatives})${WORD_AFTER}`, 'giu'),
      firstWords: new Set(keys.map((key) => key.split(' ')[0]!)),
    };
    compiledMaps.set(map, compiled);
  }
  return compiled;
}

const WORD_SEPARATOR = /[^\p{L}\p{N}'’/]+/u;

// The maps run one after the other on the same text, which mostly comes back unchanged.
let lastText = '';
let lastWords: readonly string[] = [];

function wordsOf(text: string): readonly string[] {
  if (text !== lastText) {
    lastText = text;
    lastWords = text.toLowerCase().split(WORD_SEPARATOR);
  }
  return lastWords;
}

function mayContainKey(text: string, firstWords: ReadonlySet<string>): boolean {
  for (const word of wordsOf(text)) {
    if (firstWords.has(word)) return true;
    // Keys such as "w/" end in a character that words here may continue after.
    const slash = word.indexOf('/');
    if (slash >= 0 && firstWords.has(word.slice(0, slash + 1))) return true;
  }
  return false;
}

/** Replaces whole words and phrases of `map`, keeping the writer's capitals. */
function replaceWords(text: string, map: WordMap, keepCase = true): string {
  const { pattern, firstWords } = compile(map);
  if (!mayContainKey(text, firstWords)) return text;
  return text.replace(pattern, (found) => {
    const replacement = map[found.toLowerCase().replace(/\s+/g, ' ')];
    if (replacement === undefined) return found;
    return keepCase ? matchCase(found, replacement) : replacement;
  });
}

type FactWriter = (fact: Fact) => string;

const keepFact: FactWriter = (fact) => fact.text;

/** Spelling of times and dates without changing them: `13:00 utc` → `13:00 UTC`, `tmrw` → `tomorrow`. */
const spellFact: FactWriter = (fact) => {
  if (fact.kind === 'time') {
    return fact.text.replace(/\b(?:utc|gmt|[ap]\.?m\.?)(?=\s|$|[+-])/giu, (word) =>
      word.toUpperCase(),
    );
  }
  if (fact.kind === 'date') {
    const spelled = replaceWords(fact.text, ENGLISH_CAPITALS, false);
    return /^(?:tmrw|tmr)$/iu.test(spelled) ? matchCase(spelled, 'tomorrow') : spelled;
  }
  if (fact.kind === 'kingdom') return fact.text.toUpperCase();
  return fact.text;
};

/** Swaps every fact of `text` for one private-use character so rewrites cannot touch it. */
function protectFacts(
  text: string,
  writeFact: FactWriter = keepFact,
): { text: string; restore: (rewritten: string) => string } {
  const facts = extractFacts(text);
  let protectedText = '';
  let cursor = 0;
  facts.forEach((fact, index) => {
    protectedText += text.slice(cursor, fact.start) + String.fromCharCode(PLACEHOLDER_BASE + index);
    cursor = fact.end;
  });
  protectedText += text.slice(cursor);
  return {
    text: protectedText,
    restore: (rewritten) =>
      rewritten.replace(/[\uE000-\uF8FF]/gu, (mark) => {
        const fact = facts[mark.charCodeAt(0) - PLACEHOLDER_BASE];
        return fact ? writeFact(fact) : mark;
      }),
  };
}

/** Applies `rewrite` to the words of `line` around its facts. */
export function rewriteAroundFacts(
  line: string,
  rewrite: (text: string) => string,
  writeFact: FactWriter = keepFact,
): string {
  const { text, restore } = protectFacts(line, writeFact);
  return restore(rewrite(text));
}

/** Whether the draft reads as English (the only language the built-in engine rewrites). */
export function isEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return false;
  const english = words.filter((word) => ENGLISH_WORDS.has(word)).length;
  return english / words.length >= 0.12;
}

/** Splits a line into sentences, keeping their end punctuation. */
export function splitSentences(line: string): string[] {
  return line.split(/(?<=[.!?…])\s+(?=\S)/u).filter((sentence) => sentence.length > 0);
}

/** Upper-cases the first letter of the line and of every sentence in it. */
function capitaliseSentences(text: string): string {
  return text.replace(/(^|[.!?…]\s+)([\s"'“‘«(•·]*)(\p{Ll})/gu, (_, lead, quote, letter) => {
    return `${lead}${quote}${letter.toUpperCase()}`;
  });
}

const UNTIDY_PUNCTUATION = /[!?]{2}|\.{4}|,,|\s[,.!?;](?:\s|$)|[,;]\p{L}/u;

function tidyPunctuation(text: string): string {
  if (!UNTIDY_PUNCTUATION.test(text)) return text;
  return text
    .replace(/!{2,}/g, '!')
    .replace(/\?{2,}/g, '?')
    .replace(/(?:[?!]{2,})/g, (run) => (run.includes('?') ? '?!' : '!'))
    .replace(/\.{4,}/g, '...')
    .replace(/,{2,}/g, ',')
    .replace(/\s+([,.!?;])(?=\s|$)/gu, '$1')
    .replace(/([,;])(?=\p{L})/gu, '$1 ');
}

export function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}\uE000-\uF8FF]+/gu) ?? []).length;
}

/** Sentences long enough to be prose get a full stop; list items stay bare. */
function endSentence(text: string): string {
  if (wordCount(text) < 5 || /[.!?…:;)"”]$/u.test(text)) return text;
  return `${text}.`;
}

interface LineContext {
  isBullet: boolean;
  isEnglish: boolean;
}

/** How facts come back after a rewrite: English drafts get `UTC` and `tomorrow` spelled out. */
export function writeFactsFor(isEnglishDraft: boolean): FactWriter {
  return isEnglishDraft ? spellFact : keepFact;
}

/** Minimal: chat shorthand, capitals and punctuation (issue 4, "minimal (~10%)"). Facts protected. */
export function polishText(text: string, context: LineContext): string {
  let result = text;
  if (context.isEnglish) result = replaceWords(result, CHAT_SHORTHAND);
  result = replaceWords(result, context.isEnglish ? ENGLISH_TERMS : GAME_TERMS, false);
  result = tidyPunctuation(result);
  result = capitaliseSentences(result);
  return context.isBullet ? result : endSentence(result);
}

/** `polishText` for a whole line, its facts protected. */
export function polishLine(line: string, context: LineContext): string {
  return rewriteAroundFacts(
    line,
    (text) => polishText(text, context),
    writeFactsFor(context.isEnglish),
  );
}

/** Title case for English titles: "KvK prep starts Monday" → "KvK Prep Starts Monday". */
export function toTitleCase(title: string): string {
  return rewriteAroundFacts(title, (text) => {
    let isFirst = true;
    return text.replace(/\p{L}[\p{L}'’-]*/gu, (word) => {
      const keep = !isFirst && SMALL_WORDS.has(word.toLowerCase());
      isFirst = false;
      return keep ? word : capitalise(word);
    });
  });
}

/** Balanced and above: clearer wording. Facts protected. */
export function clarifyText(text: string): string {
  return replaceWords(text, CLEARER_PHRASING);
}

/** Fully-thematic: the war council's words. Facts protected. */
export function speakAsCouncil(text: string): string {
  return replaceWords(text, COUNCIL_VOCABULARY);
}

/** Share of the rewriting each intensity may do, for the words-changed figures of the eval. */
export const INTENSITY_ORDER: readonly RewriteStyle[] = [
  'minimal',
  'balanced',
  'semi-creative',
  'fully-thematic',
];
