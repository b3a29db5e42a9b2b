import type { RewriteStyle, Tone } from '#shared/constants.ts';
import { extractFacts, type Fact } from './facts.ts';

/**
 * Word-level rewriting of the built-in engine. Everything here works on plain text (no tags) and
 * never touches a fact: facts are swapped for private-use placeholders first and put back after.
 */

const WORD_BEFORE = '(?<![\\p{L}\\p{N}_])';
const WORD_AFTER = '(?![\\p{L}\\p{N}_])';
const PLACEHOLDER_BASE = 0xe000;

/** Chat shorthand and its spelling (issue 4, "minimal"). */
const CHAT_SHORTHAND: Record<string, string> = {
  pls: 'please',
  plz: 'please',
  plss: 'please',
  u: 'you',
  ur: 'your',
  r: 'are',
  tmrw: 'tomorrow',
  tmr: 'tomorrow',
  '2moro': 'tomorrow',
  thx: 'thanks',
  thnx: 'thanks',
  tnx: 'thanks',
  ty: 'thank you',
  ppl: 'people',
  asap: 'as soon as possible',
  msg: 'message',
  bc: 'because',
  cuz: 'because',
  coz: 'because',
  b4: 'before',
  'w/o': 'without',
  'w/': 'with',
  ofc: 'of course',
  rn: 'right now',
  atm: 'at the moment',
  btw: 'by the way',
  idk: "I don't know",
  tho: 'though',
  thru: 'through',
  gonna: 'going to',
  wanna: 'want to',
  gotta: 'have to',
  dont: "don't",
  cant: "can't",
  wont: "won't",
  didnt: "didn't",
  doesnt: "doesn't",
  isnt: "isn't",
  arent: "aren't",
  im: "I'm",
  ive: "I've",
  youre: "you're",
  theyre: "they're",
  govs: 'governors',
  gov: 'governor',
  mins: 'minutes',
  hrs: 'hours',
  pts: 'points',
  lvl: 'level',
  '4 the': 'for the',
  '4 u': 'for you',
  '4 you': 'for you',
  '4 all': 'for all',
  '4 everyone': 'for everyone',
  '2 u': 'to you',
  '2 you': 'to you',
  '2 all': 'to all',
  '2 everyone': 'to everyone',
  '2 be': 'to be',
};

/** Game words players type in lower case. */
const GAME_TERMS: Record<string, string> = {
  kvk: 'KvK',
  mge: 'MGE',
  aoo: 'AoO',
  kp: 'KP',
  dkp: 'DKP',
  utc: 'UTC',
  gmt: 'GMT',
  r1: 'R1',
  r2: 'R2',
  r3: 'R3',
  r4: 'R4',
  r5: 'R5',
  t1: 'T1',
  t2: 'T2',
  t3: 'T3',
  t4: 'T4',
  t5: 'T5',
  rss: 'RSS',
};

/** Capitals of English only ("i" is a word in Italian and Catalan). */
const ENGLISH_CAPITALS: Record<string, string> = {
  i: 'I',
  "i'm": "I'm",
  "i'll": "I'll",
  "i've": "I've",
  monday: 'Monday',
  tuesday: 'Tuesday',
  wednesday: 'Wednesday',
  thursday: 'Thursday',
  friday: 'Friday',
  saturday: 'Saturday',
  sunday: 'Sunday',
  january: 'January',
  february: 'February',
  april: 'April',
  june: 'June',
  july: 'July',
  august: 'August',
  september: 'September',
  october: 'October',
  november: 'November',
  december: 'December',
};

/** Both capital maps in one pass for English drafts. */
const ENGLISH_TERMS: Record<string, string> = { ...GAME_TERMS, ...ENGLISH_CAPITALS };

/** Clearer wording (balanced and above). */
const CLEARER_PHRASING: Record<string, string> = {
  'if offline': 'if you are offline',
  'when offline': 'when you are offline',
  'if online': 'if you are online',
  'when online': 'when you are online',
  'while online': 'while you are online',
  till: 'until',
  til: 'until',
  'lets go': "let's go",
  ok: 'OK',
  etc: 'etc.',
  'full helps': 'full alliance help',
};

/** The war-council voice of fully-thematic. */
const COUNCIL_VOCABULARY: Record<string, string> = {
  'everyone else': 'every other governor',
  'everybody else': 'every other governor',
  everyone: 'every governor',
  everybody: 'every governor',
  'all members': 'all governors',
  members: 'governors',
  players: 'governors',
  people: 'governors',
  guys: 'governors',
  'be online': 'stand at your post',
  'are online': 'stand at your post',
  online: 'at your post',
  offline: 'away from your post',
  'enemy fort': "foe's fortress",
  enemies: 'foes',
  enemy: 'foe',
  attack: 'strike',
  hits: 'strikes at',
  hitting: 'striking',
  fight: 'battle',
  'won the': 'claimed victory in the',
  kick: 'banishment',
  removed: 'cast out',
  support: 'loyalty',
  helps: 'aid',
  help: 'aid',
  tell: 'send word to',
  contact: 'send word to',
  recruiting: 'raising new banners',
  prep: 'preparations',
  must: 'shall',
  will: 'shall',
  troops: 'legions',
  rules: 'laws',
  'speed-ups': 'precious speed-ups',
  speedups: 'precious speed-ups',
};

/** Verbs that start an order ("join rallies", "do not attack alone"). */
const ORDER_VERBS = new Set([
  'join',
  'attack',
  'defend',
  'rally',
  'gather',
  'prepare',
  'check',
  'update',
  'confirm',
  'donate',
  'save',
  'hoard',
  'shield',
  'reinforce',
  'help',
  'keep',
  'tell',
  'contact',
  'follow',
  'read',
  'stay',
  'send',
  'use',
  'be',
  'make',
  'bring',
  'hold',
  'stop',
  'avoid',
  'remember',
  'train',
  'build',
  'upgrade',
  'heal',
  'farm',
  'scout',
  'teleport',
  'register',
  'sign',
  'vote',
  'report',
  'listen',
  'focus',
  'ensure',
  'strike',
  'stand',
  'do',
]);

/** Humorous asides, by the first keyword of a sentence that has one. */
const ASIDES: readonly (readonly [RegExp, string])[] = [
  [/speed-?ups/i, '(yes, hoard them like a dragon)'],
  [/shields?\b/i, '(bubble up, sleepyheads)'],
  [/\brall(?:y|ies)\b/i, '(snacks optional, marches mandatory)'],
  [/\b(?:kick|removed|cast out|banishment)\b/i, '(no hard feelings, mostly)'],
  [/\bonline\b|\bat your post\b/i, '(coffee strongly recommended)'],
  [/\b(?:target|reach|get|earn|score)\b.*\bpoints\b/i, '(the more the merrier)'],
  [/\balone\b/i, '(lone heroes become lone statues)'],
  [/\brecruit|\bbanners\b/i, '(cookies not included)'],
  [/\b(?:fight|battle|war)\b/i, '(bring your best troops and your worst jokes)'],
];

const ENGLISH_WORDS = new Set(
  (
    'the to and is are on at for you we be in of our your all will with not do if this that it ' +
    'from by or have has get must every day after until when only us my an they their there what ' +
    'who please everyone need can'
  ).split(' '),
);

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
}

function capitalise(text: string): string {
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

export type FactWriter = (fact: Fact) => string;

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

function wordCount(text: string): number {
  return (text.match(/[\p{L}\p{N}\uE000-\uF8FF]+/gu) ?? []).length;
}

/** Sentences long enough to be prose get a full stop; list items stay bare. */
function endSentence(text: string): string {
  if (wordCount(text) < 5 || /[.!?…:;)"”]$/u.test(text)) return text;
  return `${text}.`;
}

export interface LineContext {
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

const SMALL_WORDS = new Set(
  'a an the and or but of on at to in for by is are with from as vs nor per'.split(' '),
);

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

/** Words after a verb that show it is a noun: "rally leader Hannibal", "rally point". */
const NOUN_FOLLOWERS = new Set([
  'leader',
  'leaders',
  'point',
  'points',
  'team',
  'teams',
  'time',
  'is',
  'are',
  'was',
  'will',
  'starts',
  'begins',
  'opens',
]);

/** An order split into who it is for, whether it forbids, and what to do ("be online tmrw"). */
interface Order {
  addressee?: string;
  isNegative: boolean;
  action: string;
}

const ORDER_PATTERN =
  /^(?:please,?\s+)?(?:(everyone|everybody|every governor|all members|all governors|all|governors)\b,?\s+)?(?:please\s+)?(?:(do not|don't|never)\s+)?(\p{L}[\p{L}']*)(\s+\p{L}+)?(.*)$/iu;

function readOrder(sentence: string): Order | undefined {
  const match = sentence.match(ORDER_PATTERN);
  if (!match) return undefined;
  const [, addressee, negation, verb = '', next = '', rest = ''] = match;
  if (!ORDER_VERBS.has(verb.toLowerCase())) return undefined;
  if (!negation && NOUN_FOLLOWERS.has(next.trim().toLowerCase())) return undefined;
  return { addressee, isNegative: negation !== undefined, action: `${verb}${next}${rest}` };
}

function lowerFirst(text: string): string {
  return text.replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => letter.toLowerCase());
}

function exclaim(sentence: string): string {
  if (/[!?]$/u.test(sentence)) return sentence;
  return `${sentence.replace(/[.…]$/u, '')}!`;
}

function endLike(sentence: string, original: string): string {
  const end = original.match(/[.!?…]$/u)?.[0] ?? '';
  return `${sentence.replace(/[.!?…]$/u, '')}${end}`;
}

/** Voices a sentence; `state` lets a voice remember what it already said in this mail. */
type SentenceVoice = (sentence: string, state: VoiceState) => string;

interface VoiceState {
  usedAsides: Set<string>;
}

const MAX_ASIDES = 2;

/** Semi-creative and above: each tone's way of giving orders and telling news. */
const SENTENCE_VOICES: Record<Tone, SentenceVoice> = {
  neutral: (sentence) => {
    const order = readOrder(sentence);
    if (!order || order.isNegative || /^please\b/iu.test(sentence)) return sentence;
    const please = order.addressee ? `Please, ${lowerFirst(order.addressee)}, ` : 'Please ';
    return `${please}${lowerFirst(order.action)}`;
  },
  motivational: (sentence) => {
    const order = readOrder(sentence);
    if (!order) return wordCount(sentence) <= 12 ? exclaim(sentence) : sentence;
    const who = order.addressee ? `${order.addressee}, l` : 'L';
    const not = order.isNegative ? 'not ' : '';
    return exclaim(`${who}et's ${not}${lowerFirst(order.action)}`);
  },
  humorous: (sentence, state) => {
    if (state.usedAsides.size >= MAX_ASIDES) return sentence;
    const aside = ASIDES.find(
      ([pattern, text]) => pattern.test(sentence) && !state.usedAsides.has(text),
    )?.[1];
    if (!aside) return sentence;
    state.usedAsides.add(aside);
    return endLike(`${sentence.replace(/[.!?…]$/u, '')} ${aside}`, sentence);
  },
  political: (sentence) => {
    const order = readOrder(sentence);
    if (!order) return sentence;
    const who = order.addressee ? lowerFirst(order.addressee) : 'you';
    const not = order.isNegative ? 'not ' : '';
    return endLike(`We kindly ask ${who} ${not}to ${lowerFirst(order.action)}`, sentence);
  },
  intense: (sentence) => {
    const order = readOrder(sentence);
    const shouted = sentence.replace(
      /\b(?:do not|don't|never|must|shall|now|immediately|everyone|every governor)\b/giu,
      (word) => word.toUpperCase(),
    );
    if (!order) return wordCount(sentence) <= 10 ? exclaim(shouted) : shouted;
    const who = order.addressee ? `${order.addressee.toUpperCase()}, ` : '';
    const not = order.isNegative ? 'DO NOT ' : '';
    const action = order.action.replace(/^\p{L}+/u, (verb) => verb.toUpperCase());
    return exclaim(`${who}${not}${action}`);
  },
  informative: (sentence) => sentence,
};

/** Semi-creative and above: the tone's voice, sentence by sentence (English only). Facts protected. */
export function createVoice(tone: Tone): (text: string) => string {
  const state: VoiceState = { usedAsides: new Set() };
  return (text) => {
    const bullet = text.match(/^•\s*/u)?.[0] ?? '';
    const sentences = splitSentences(text.slice(bullet.length)).map((sentence) =>
      capitalise(SENTENCE_VOICES[tone](sentence, state)),
    );
    return bullet + sentences.join(' ');
  };
}

/** Share of the rewriting each intensity may do, for the words-changed figures of the eval. */
export const INTENSITY_ORDER: readonly RewriteStyle[] = [
  'minimal',
  'balanced',
  'semi-creative',
  'fully-thematic',
];
