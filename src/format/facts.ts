import { weekdayAlternation } from '#markup/index.ts';
import { TEXT_SPEAK } from './text-speak.ts';

/**
 * The facts of a draft: what no rewrite may drop or change: the engine never invents a fact
 * and never drops one. Times are UTC in game mail, coordinates read `X:512 Y:740`, kingdoms `#1234` or
 * `K1234`, alliances `[ABC]`, power and points `20M` / `1.2B` (docs/rok-mail-facts.md).
 */

type FactKind =
  | 'coordinate'
  | 'time'
  | 'date'
  | 'kingdom'
  | 'alliance'
  | 'channel'
  | 'amount'
  | 'quote'
  | 'number'
  | 'name';

export interface Fact {
  kind: FactKind;
  text: string;
  start: number;
  end: number;
}

/** The kinds a formatted mail shows in colour; plain numbers and names are only guarded. */
export const EMPHASISED_FACT_KINDS: ReadonlySet<FactKind> = new Set([
  'coordinate',
  'time',
  'date',
  'kingdom',
  'alliance',
  'amount',
]);

// Chinese writes no spaces: a time or a tag right after a Han character still stands alone.
const WORD_BEFORE = '(?<![\\p{N}_]|[^\\P{L}\\p{Script=Han}])';
const WORD_AFTER = '(?![\\p{N}_]|[^\\P{L}\\p{Script=Han}])';

const MONTHS =
  'january|february|march|april|may|june|july|august|september|october|november|december|' +
  'jan|feb|mar|apr|jun|jul|aug|sept|sep|oct|nov|dec';
/** Weekdays (the shared lists) and the days players name by their distance from today. */
const WEEKDAYS = `${weekdayAlternation(['en', 'es', 'pt', 'fr'], { withUnaccented: true })}|today|tonight|tomorrow|tmrw|tmr`;

/** A name's letters: any script but Han, which runs on into the next word without a space. */
const NAME_CHAR = '(?:[^\\P{L}\\p{Script=Han}]|[\\p{N}_-])';
const NAME_END = '(?:[^\\P{L}\\p{Script=Han}]|\\p{N})';
/** A letter or digit a word runs on with (Han aside, which runs into the next word). */
const WORD_CHAR = /^(?:[\p{N}_]|[^\P{L}\p{Script=Han}])$/u;

/**
 * A hedge or a scope before a number is part of its fact: "like 2M gems" is an estimate, "max 3M" a
 * cap, "at least 10" a floor; no stage may drop it and leave a bare "2M". Per language, and "~".
 */
const HEDGE_WORDS =
  'like|about|around|approx\\.?|approximately|roughly|almost|nearly|max\\.?|maximum|min\\.?|minimum|' +
  'at least|at most|up to|over|under|more than|less than|fewer than|' +
  'como|unos|unas|casi|aprox\\.?|aproximadamente|al menos|máximo|maximo|mínimo|minimo|hasta|más de|menos de|' +
  'tipo|uns|umas|cerca de|quase|pelo menos|no mínimo|no máximo|até|mais de|' +
  'около|примерно|где-то|максимум|минимум|хотя бы|не менее|не более|больше|меньше|от|до|' +
  'حوالي|تقريبا|تقريباً|على الاقل|على الأقل|اكثر من|أكثر من|اقل من|أقل من|' +
  '大概|大约|约|最多|至少|最少|差不多';
/** Each hedge as players write it: in small letters, with a capital, or in capitals ("MAX 3M"). */
const HEDGE_SPELLINGS = HEDGE_WORDS.split('|')
  .flatMap((word) => [word, word.charAt(0).toUpperCase() + word.slice(1), word.toUpperCase()])
  .join('|');
/**
 * A hedge right before a fact, read in a short window before it (a pattern that tried the hedges
 * at every position of a draft made reading its facts twice as slow).
 */
const HEDGE_BEFORE = new RegExp(`(?:(?:${HEDGE_SPELLINGS})|~)[^\\S\\n]*$`, 'u');
const HEDGE_WINDOW = 24;
const HEDGED_KINDS: ReadonlySet<FactKind> = new Set(['time', 'amount', 'number']);

/** Where the fact at `start` begins with the hedge before it, if one stands there. */
function findHedgeStart(text: string, start: number): number {
  const from = Math.max(0, start - HEDGE_WINDOW);
  const hedge = text.slice(from, start).match(HEDGE_BEFORE);
  if (!hedge) return start;
  const at = from + hedge.index!;
  // The hedge is a word of its own: "unlike 5" holds no "like".
  const before = text.charAt(at - 1);
  return text.charAt(at) !== '~' && at > 0 && WORD_CHAR.test(before) ? start : at;
}
/** A hedge after its number: "40ish", "20 or so", "22 UTC左右", "10 تقريبا". */
const HEDGE_AFTER = '(?:[^\\S\\n]*(?:or so|左右|上下|تقريبا|تقريباً)|ish)?';
/** A range is one fact: "ranks 2-3", "30 - 40 passports", "5–7 уровня"; "6- 5 days" is an item. */
const RANGE = '(?:(?:[-–]|[^\\S\\n][-–][^\\S\\n])\\d+(?:[.,]\\d+)?)?';

/** In priority order: where matches overlap, the earlier kind wins. */
const FACT_PATTERNS: readonly (readonly [FactKind, RegExp])[] = [
  [
    'coordinate',
    new RegExp(
      `${WORD_BEFORE}[xX]\\s*[:=]?\\s*\\d{1,4}\\s*[,;/]?\\s*[yY]\\s*[:=]?\\s*\\d{1,4}${WORD_AFTER}`,
      'gu',
    ),
  ],
  [
    'time',
    new RegExp(
      `${WORD_BEFORE}(?:(?:(?:[01]?\\d|2[0-3])[:h][0-5]\\d|(?:1[0-2]|0?[1-9])(?::[0-5]\\d)?\\s?[ap]\\.?m\\.?)` +
        `(?:\\s*(?:utc|gmt)(?:\\s?[+-]\\s?\\d{1,2})?)?` +
        // An hour alone is a time beside UTC: "Sunday 14 UTC", "19h UTC", "22 utc左右".
        `|(?:[01]?\\d|2[0-3])h?\\s?(?:utc|gmt)(?:\\s?[+-]\\s?\\d{1,2})?)${HEDGE_AFTER}${WORD_AFTER}`,
      'giu',
    ),
  ],
  [
    'date',
    new RegExp(
      `${WORD_BEFORE}(?:\\d{4}-\\d{1,2}-\\d{1,2}|\\d{1,2}/\\d{1,2}(?:/\\d{2,4})?|\\d{1,2}\\.\\d{1,2}\\.\\d{2,4}|` +
        `(?:${MONTHS})\\.?\\s+\\d{1,2}(?:st|nd|rd|th)?|\\d{1,2}(?:st|nd|rd|th)?\\s+(?:of\\s+)?(?:${MONTHS})|` +
        `${WEEKDAYS})${WORD_AFTER}`,
      'giu',
    ),
  ],
  ['kingdom', new RegExp(`${WORD_BEFORE}(?:#|[kK][dD]?\\s?#?)\\d{3,5}${WORD_AFTER}`, 'gu')],
  ['alliance', /\[[^[\]\s]{1,8}\]/gu],
  // A Discord channel, as players type it: `#kvk-orders`, `#mge报名`, `#ordenes-kvk`.
  ['channel', /(?<![\p{L}\p{N}_#&])#[\p{L}\p{N}_-]*[\p{L}_][\p{L}\p{N}_-]*/gu],
  [
    'amount',
    new RegExp(
      `${WORD_BEFORE}\\d+(?:[.,]\\d+)?${RANGE}(?:kk|кк|[kKmMbBкКмМ]|\\s[KMBКМ]|\\s?(?:million|billion|thousand))\\+?${HEDGE_AFTER}${WORD_AFTER}`,
      'gu',
    ),
  ],
  // What players must type as written: `type "title pls"`, `“aoo sim”`, `«квк да»`; words only.
  [
    'quote',
    /(?<![\p{L}\p{N}])(?:"[\p{L}\p{N}][\p{L}\p{N} '’+:/#-]{0,58}"|“[\p{L}\p{N}][\p{L}\p{N} '’+:/#-]{0,58}”|«[\p{L}\p{N}][\p{L}\p{N} '’+:/#-]{0,58}»|「[^」\n]{1,60}」)/gu,
  ],
  [
    'number',
    new RegExp(`${WORD_BEFORE}\\d+(?:[.,]\\d+)?${RANGE}%?${HEDGE_AFTER}${WORD_AFTER}`, 'gu'),
  ],
  ['name', new RegExp(`${WORD_BEFORE}\\p{Lu}${NAME_CHAR}*${NAME_END}${WORD_AFTER}`, 'gu')],
];

/**
 * Chat shorthand that only looks like a number: "thx 4 the support", "see u 2 all". These digits
 * are words, so rewriting them ("for the") is allowed.
 */
const CHAT_DIGIT =
  /^[24]\s+(?:the|u|you|ur|your|all|me|us|everyone|everybody|be)(?![\p{L}\p{N}])/iu;

/**
 * Capitalised words that are not names: the pronoun, chat shorthand people capitalise, and every
 * word of the text-speak list, which the tidy writes out ("NAO" → "NÃO", "Vc" → "Você").
 */
const NOT_NAMES = new Set([
  ...Object.values(TEXT_SPEAK).flatMap((words) => Object.keys(words)),
  'i',
  "i'm",
  'im',
  'ok',
  'okay',
  'pls',
  'plz',
  'thx',
  'ty',
  'u',
  'ur',
  'asap',
  'tmrw',
  'btw',
  'lol',
]);

function isSentenceStart(text: string, index: number): boolean {
  let i = index - 1;
  while (i >= 0 && /[\s"'“”‘’«»(•·*\-–—]/u.test(text[i]!)) {
    if (text[i] === '\n') return true;
    i -= 1;
  }
  return i < 0 || /[.!?¡¿…]/u.test(text[i]!);
}

function isChatDigit(text: string, start: number): boolean {
  return CHAT_DIGIT.test(text.slice(start, start + 12));
}

function overlaps(facts: readonly Fact[], start: number, end: number): boolean {
  return facts.some((fact) => fact.start < end && start < fact.end);
}

function findFacts(text: string): Fact[] {
  const facts: Fact[] = [];
  for (const [kind, pattern] of FACT_PATTERNS) {
    for (const match of text.matchAll(pattern)) {
      const found = match.index;
      const end = found + match[0].length;
      if (overlaps(facts, found, end)) continue;
      const hedged = HEDGED_KINDS.has(kind) ? findHedgeStart(text, found) : found;
      const start = hedged !== found && !overlaps(facts, hedged, found) ? hedged : found;
      if (kind === 'number' && isChatDigit(text, found)) continue;
      if (kind === 'name') {
        if (NOT_NAMES.has(match[0].toLowerCase())) continue;
        if (isSentenceStart(text, start)) continue;
      }
      facts.push({ kind, text: text.slice(start, end), start, end });
    }
  }
  return facts.sort((a, b) => a.start - b.start);
}

// The engine asks for the facts of the same lines many times while it tries each decoration.
const FACT_CACHE_SIZE = 4000;
const factCache = new Map<string, readonly Fact[]>();

/** Every fact of `text`, in text order, without overlaps. */
export function extractFacts(text: string): Fact[] {
  let facts = factCache.get(text);
  if (!facts) {
    if (factCache.size >= FACT_CACHE_SIZE) factCache.clear();
    facts = Object.freeze(findFacts(text).map((fact) => Object.freeze(fact)));
    factCache.set(text, facts);
  }
  return [...facts];
}

const SHORT_FORMS: Record<string, string> = { tmrw: 'tomorrow', tmr: 'tomorrow' };

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

const patternCache = new Map<string, RegExp>();

function toFactPattern(fact: Fact): RegExp {
  const key = `${fact.kind}\u0000${fact.text}`;
  let pattern = patternCache.get(key);
  if (!pattern) {
    if (patternCache.size >= FACT_CACHE_SIZE) patternCache.clear();
    pattern = buildFactPattern(fact);
    patternCache.set(key, pattern);
  }
  return pattern;
}

const LEADING_HEDGE = new RegExp(`^(?:${HEDGE_WORDS})(?=\\s|\\d)`, 'iu');
const ACCENTED: Readonly<Record<string, string>> = {
  a: '[aáàâã]',
  e: '[eéê]',
  i: '[ií]',
  o: '[oóôõ]',
  u: '[uúü]',
  c: '[cç]',
};

function foldAccents(source: string): string {
  return source
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[aeiouc]/giu, (letter) => ACCENTED[letter.toLowerCase()] ?? letter);
}

/** A pattern that finds the fact again after harmless changes: case, spacing, `X:1, Y:2`. */
function buildFactPattern(fact: Fact): RegExp {
  const longForm = SHORT_FORMS[fact.text.toLowerCase()];
  if (longForm) {
    return new RegExp(
      `${WORD_BEFORE}(?:${escapeRegExp(fact.text)}|${longForm})${WORD_AFTER}`,
      'iu',
    );
  }
  if (fact.kind === 'coordinate') {
    const [x, y] = fact.text.match(/\d+/g) ?? [];
    return new RegExp(
      `${WORD_BEFORE}x\\s*[:=]?\\s*${x}[\\s,;/]*y\\s*[:=]?\\s*${y}${WORD_AFTER}`,
      'iu',
    );
  }
  let source = '';
  // A hedge is the same hedge with or without its accent: "minimo 10" may be tidied to "mínimo 10".
  const hedge = fact.text.trim().match(LEADING_HEDGE)?.[0] ?? '';
  if (hedge !== '') source += foldAccents(escapeRegExp(hedge));
  for (const part of fact.text
    .trim()
    .slice(hedge.length)
    .split(/(\s+|:)/u)) {
    if (part === '') continue;
    if (/^\s+$/u.test(part)) source += '\\s*';
    else if (part === ':') source += '\\s*:\\s*';
    else source += escapeRegExp(part);
  }
  const before = /^[\p{L}\p{N}]/u.test(fact.text) ? WORD_BEFORE : '';
  const after = /[\p{L}\p{N}]$/u.test(fact.text) ? WORD_AFTER : '';
  return new RegExp(`${before}${source}${after}`, 'iu');
}

/** A fact found by its own letters: no space, colon or short form to read loosely. */
const PLAIN_FACT = /^[^\s:]+$/u;
const WORD_CHAR_BEFORE = /^(?:[\p{N}_]|[^\P{L}\p{Script=Han}])$/u;

/**
 * Whether a plain fact stands in `lower` (the visible text in lower case) as a word of its own,
 * as `toFactPattern` would find it: a scan by `indexOf`, where the pattern's look-behind made the
 * regular expression try every position of a long mail.
 */
function hasPlainFact(lower: string, text: string): boolean {
  const needle = text.toLowerCase();
  const checksBefore = /^[\p{L}\p{N}]/u.test(text);
  const checksAfter = /[\p{L}\p{N}]$/u.test(text);
  for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
    const before = at === 0 ? '' : String.fromCodePoint(lower.codePointAt(at - 1) ?? 0);
    const low = lower.charCodeAt(at - 1);
    const previous = low >= 0xdc00 && low <= 0xdfff && at >= 2 ? lower.slice(at - 2, at) : before;
    const next = String.fromCodePoint(lower.codePointAt(at + needle.length) ?? 32);
    if (checksBefore && previous !== '' && WORD_CHAR_BEFORE.test(previous)) continue;
    if (checksAfter && at + needle.length < lower.length && WORD_CHAR_BEFORE.test(next)) continue;
    return true;
  }
  return false;
}

/** The facts of the draft that `visible` (a mail's visible text) no longer contains. */
export function findMissingFacts(facts: readonly Fact[], visible: string): Fact[] {
  const missing: Fact[] = [];
  const seen = new Set<string>();
  let lower: string | undefined;
  for (const fact of facts) {
    const key = `${fact.kind}:${fact.text.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const isPlain =
      fact.kind !== 'coordinate' &&
      SHORT_FORMS[fact.text.toLowerCase()] === undefined &&
      PLAIN_FACT.test(fact.text) &&
      fact.text.toLowerCase().length === fact.text.length &&
      /^[\p{L}\p{N}]/u.test(fact.text) === /^[\p{L}\p{N}]/u.test(fact.text.trim());
    if (isPlain) {
      lower ??= visible.toLowerCase();
      if (lower.length === visible.length) {
        if (!hasPlainFact(lower, fact.text)) missing.push(fact);
        continue;
      }
    }
    if (!toFactPattern(fact).test(visible)) missing.push(fact);
  }
  return missing;
}
