import type { Tone } from '#shared/constants.ts';
import type { Fact } from './facts.ts';
import type { MailLanguage } from './language.ts';
import { capitalise, readsAsSentence, splitSentences, wordCount } from './rewrite.ts';
import {
  ADDRESSED_GROUP,
  ASIDES,
  GERUNDS,
  NOUN_FOLLOWERS,
  ORDER_VERBS,
} from './rewrite-vocabulary.ts';
import { askCondition } from './voice-conditions.ts';
import {
  ALREADY_CALLING,
  ASKING,
  callImperative,
  endFirmly,
  endLike,
  endMarks,
  exclaimOnce,
  lowerFirst,
  MAX_EXCLAMATIONS,
  QUESTION,
  type SentenceVoice,
  type VoiceState,
} from './voice-kit.ts';
import { sayDutyAsOurs, sayGoalInTone, sayStatementInTone } from './voice-statements.ts';
import {
  STATEMENT_TURNS,
  type Turns as StatementTurns,
  type TurnOptions,
  turnStatement as turnInTone,
} from './voice-turns.ts';
import {
  ARABIC_INTENSE_LEAD,
  ARABIC_TRAILING_CALL,
  readArabicOrder,
  sayArabicBanAsOurs,
  sayArabicBanFirmly,
  sayArabicDutyOfAllAsOurs,
  sayArabicOrderAsOurs,
} from './voices-ar.ts';
import {
  CONDITION_START,
  endsInCondition,
  type FactReader,
  factOf,
  firmUpEnglish,
  isHedgedNeed,
  rephraseEnglish,
  splitIntenseCommas,
} from './voices-en.ts';
import { voiceSpanish } from './voices-es.ts';
import { partAtReason, sayPlainly, sayReminderAsOurs } from './voices-plain.ts';
import { voicePortuguese } from './voices-pt.ts';
import {
  RUSSIAN_QUESTIONS_TO,
  readRussianOrder,
  readRussianVerb,
  sayJoinedOrders,
  splitRussianClauses,
} from './voices-ru.ts';

/**
 * The tones' voices (Balanced and above): how each tone gives an order or tells news, sentence by
 * sentence, in the draft's language. Motivational turns bare orders into calls to action ("Let's
 * fill the rally", "¡Todos a apuntarse…!"); intense makes them short and firm ("Gatherers: keep
 * shields."); neutral asks, political asks formally, humorous adds an aside. Facts are
 * placeholders here (rewrite.ts), so no voice can change one. The words they recognise are in
 * rewrite-vocabulary.ts.
 */

/** An order split into who it is for, whether it forbids, and what to do ("be online tmrw"). */
interface Order {
  addressee?: string;
  isNegative: boolean;
  /** The player said "never", not "don't": only then is an order forbidden for good. */
  isNever: boolean;
  /** The player shouted the "don't" ("DON'T buy gems"): a firm order keeps it shouted. */
  isShoutedNegation: boolean;
  action: string;
}

/** Verbs that are also said of a state ("Rank 2-3: open, bid…"): an order only with its object. */
const VERBS_WITH_OBJECT = new Set(['open']);

const ADDRESSEE =
  'everyone else|everyone online|all online|every governor|all members|all governors|everyone|everybody|governors|all';
/** Whom an order may call before it: the team's words, and a group ("Farms, shield up"). */
const ORDER_ADDRESSEE = `${ADDRESSEE}|${ADDRESSED_GROUP}`;
const ORDER_PATTERN = new RegExp(
  `^(?:please,?\\s+)?(?:(${ORDER_ADDRESSEE})\\b,?\\s+)?(?:please\\s+)?(?:(do not|don't|dont|never)\\s+)?((?:only|always|also)\\s+)?(\\p{L}[\\p{L}']*)(\\s+\\p{L}+)?(.*)$`,
  'iu',
);

function readOrder(sentence: string): Order | undefined {
  // A "please" at the end goes with the order's new wording ("let's vote…", "we kindly ask…").
  const spoken = MAY_SAY_PLEASE.test(sentence) ? sentence.replace(TRAILING_PLEASE, '$1') : sentence;
  const match = spoken.match(ORDER_PATTERN);
  if (!match) return undefined;
  const [, addressee, negation, adverb = '', verb = '', next = '', rest = ''] = match;
  if (!ORDER_VERBS.has(verb.toLowerCase())) return undefined;
  if (!negation && NOUN_FOLLOWERS.has(next.trim().toLowerCase())) return undefined;
  if (next === '' && VERBS_WITH_OBJECT.has(verb.toLowerCase())) return undefined;
  return {
    addressee,
    isNegative: negation !== undefined,
    isNever: negation?.toLowerCase() === 'never',
    isShoutedNegation: negation !== undefined && negation === negation.toUpperCase(),
    action: `${adverb}${verb}${next}${rest}`,
  };
}

const TRAILING_PLEASE = /,?\s+please([.!?…]?)$/iu;
/**
 * What every "please", "pls" or "plz" holds, as a quick test without 'u' (under 'iu' only 'ſ' stands
 * for an 's' beyond its two cases): a sentence without it needs no pass of the patterns of "please",
 * which try their lead at every position.
 */
const MAY_SAY_PLEASE = /pl(?:ea[sſ]e|[sſz])/i;
/** Every "please" of a sentence, with the comma that set it apart. */
const PLEASE_WORD = /(?:^|,?\s+)(?:please|pls|plz)\b,?(?=\s|[.!?…]|$)/giu;
/** Who to write to: motivational invites ("Apply to Ragnar today!") rather than "let's apply". */
const CONTACT_VERBS =
  /^(?:contact|message|mail|apply|ping|dm|whisper|write|join us|come|ask|type|request|tell|send (?:\S+ )?(?:mail|message|dm|pm|a line)s?\b)\b/iu;

const MAX_ASIDES = 2;
const ASIDE_MIN_WORDS = 10;

/*
 * In the patterns tried on every sentence, a `\b` before a word is written `(?<!\w)`: under 'iu'
 * the two are the same boundary (\w holds the same letters as \b), and V8 tries the look-behind
 * many times faster at each position, where it tries `\b` slowly.
 */

/** A clause that already says "we" ("we are not refilling you"): its "you" is the reader. */
const OUR_CLAUSE = /^(?:we|we're|we'll|we've|we are|we will|we r)\b/iu;

/**
 * "you" becomes "we" in a call the writer joins: "heal before you march" → "before we march"; a
 * clause of the call that is already the writer's own ("…, we are not refilling you") keeps it.
 */
function speakAsWe(text: string): string {
  if (!/,\s+we\b/iu.test(text)) return speakClauseAsWe(text);
  return text
    .split(/(,\s+)/u)
    .map((clause) => (OUR_CLAUSE.test(clause) ? clause : speakClauseAsWe(clause)))
    .join('');
}

function speakClauseAsWe(text: string): string {
  // Each change is of a "you".
  if (!/you/i.test(text)) return text;
  return (
    text
      .replace(/(?<!\w)you are\b/giu, 'we are')
      .replace(/(?<!\w)you're\b/giu, "we're")
      // "your main", "your farms": a player's own account stays theirs ("send the RSS to our main"
      // would be one account of the alliance's).
      .replace(
        /(?<!\w)your\b(?!\s+(?:main|mains|alt|alts|farm|farms|farm accounts?|account|accounts|acc|accs)\b)/giu,
        'our',
      )
      .replace(/(?<!\w)yourselves\b|(?<!\w)yourself\b/giu, 'ourselves')
      // "you" as the subject of a clause ("before you march") is "we"…
      .replace(
        /(^|[,;]\s*|(?<!\w)(?:before|after|when|whenever|if|so|and|but|until|till|while|once|because|as|where|that|then|unless|what|which|whatever|how|time|moment)\s+)you\b/giu,
        '$1we',
      )
      // …so is "you" before its own verb ("every rally you can", "what you have most of")…
      .replace(
        /(?<!\w)(?<!(?:tell|ask|give|send|show|help|let|thank|make|want|need|see|get|got)\s)you(?=\s+(?:just|only|all|also|really|still|never|always|even|will|can|can't|cannot|could|will|won't|would|should|must|may|might|have|had|get|got|need|want|send|see|do|don't|did|didn't|know|think|own|use|find|hold|bring|take|still|were|are|go|plan|spend|buy)\b)/giu,
        'we',
      )
      // …and after a verb ("30 helps cost you nothing") it is "us".
      .replace(/(?<!\w)(?<!(?:tell|ask|give|send|show|help|let|thank)\s)you\b/giu, 'us')
  );
}

/** Words of a sentence that is no order to the team: a question, a condition, an answer. */
const NOT_A_CALL =
  /\?|^(?:q|a|question|answer)\s*[:.]|^(?:if|when|unless|once|after|before|while|whoever|anyone|those|who)\b/iu;
/**
 * An order that is a condition with its sanction: "Go over and you get fined", "hit them and we
 * kick you". Neither a call nor a firm order may be made of it: its words stay. (`(?<!\w)or` is
 * `\bor`: the same boundary under 'iu', which V8 tries many times faster at each position.)
 */
const CONDITION_AND_SANCTION =
  /^\S+(?:\s+\S+){0,5}?\s+(?:and|or)\s+(?:you|u|ur|you'll|you're|we|we'll|it's|it is)\b|(?<!\w)or (?:else|you|u|we|get)\b/iu;
/**
 * What both of its readings hold, "and" or "or" before a space: a quick test (no other letter
 * stands for these under 'iu') that spares most sentences the pattern's tries of six words.
 */
const JOINS_A_CLAUSE = /(?:and|or)\s/i;

function isConditionAndSanction(sentence: string): boolean {
  return JOINS_A_CLAUSE.test(sentence) && CONDITION_AND_SANCTION.test(sentence);
}
/** A question or an answer to one: its words stay as asked. */
/** The writer speaking of themself: "tell me", "my city": no call says "let's tell me". */
const FIRST_PERSON = /(?<!\w)(?:me|my|mine|myself|i|i'm|i'll|i've)\b/iu;
/** "your" where "you're" was meant ("your under 20M"): no "our" can be made of it. */
const YOUR_AS_YOU_ARE =
  /(?<!\w)your\s+(?:under|over|not|online|offline|away|going|in|at|a|an|the|on|off|still|done|late|free|new|here|there|ready|able)\b/iu;
/** A group a duty is laid on ("Gatherers", "all R4s", "everyone"), not "it" or "the pass". */
const GROUP = /^(?:all |every |the )?(?:\p{L}+s|everyone|everybody|every governor|all|r[1-5]s?)$/iu;

function isCallable(sentence: string, state: VoiceState): boolean {
  return !state.addressesNewcomers && !state.holdsCalls && !NOT_A_CALL.test(sentence.trim());
}

/** An action the writer can join: no "me", no "you're" misspelt, not long enough to lose its way. */
function isJoinable(action: string): boolean {
  if (FIRST_PERSON.test(action) || YOUR_AS_YOU_ARE.test(action)) return false;
  // "do NOT tp": the shouted "NOT" is kept as written (a placeholder here), and no call is made of it.
  if (/^do\s+(?:not\b|[\uE000-\uF8FF])/iu.test(action)) return false;
  // "OK, listen up" is the writer's call to the readers: "OK, let's listen up" would have the
  // writer listen too.
  if (/^listen\b/iu.test(action)) return false;
  // "Rally cap for our leaders is ~1.4M troops": a thing said to be so, no order to join.
  const copula = action.match(/\s(?:is|are)\s/iu);
  const beforeCopula = copula ? action.slice(0, copula.index) : '';
  if (
    copula &&
    !/,|\b(?:that|which|who|what|it|its|there|this|these|those|they|we|you|he|she|where|when|if)\b/iu.test(
      beforeCopula,
    )
  ) {
    return false;
  }
  return wordCount(action) <= 22;
}

function isGroup(subject: string): boolean {
  return GROUP.test(subject) && !/[\uE000-\uF8FF]/u.test(subject) && wordCount(subject) <= 3;
}

/** An order that opens in capitals: "RALLY ON ME NOW…", "SHIELD UP", not "MGE starts…". */
function isShoutedOrder(sentence: string): boolean {
  const first = sentence.match(/^\p{Lu}{2,}(?=\s|$)/u)?.[0];
  return (
    first !== undefined &&
    (ORDER_VERBS.has(first.toLowerCase()) || /^\p{Lu}{2,}\s+\p{Lu}{2,}(?![\p{L}])/u.test(sentence))
  );
}

/** Letters mostly in capitals: a call added to it is shouted too ("LET'S FILL THE RALLY"). */
function isShouted(text: string): boolean {
  // A small ASCII letter is one no capital is written as: most sentences are read by it alone.
  if (/[a-z]/.test(text)) return false;
  const letters = text.replace(/[^\p{L}]/gu, '');
  return (
    letters.length >= 4 && letters === letters.toUpperCase() && letters !== letters.toLowerCase()
  );
}

/** "No hitting allies" → the verb and the rest: ["hit", "allies"]. */
function readProhibition(sentence: string): [string, string] | undefined {
  const match = sentence.match(/^no\s+(\p{L}+ing)\b(.*)$/iu);
  const verb = match && GERUNDS[match[1]!.toLowerCase()];
  return verb && match ? [verb, match[2]!.replace(/[.!…]$/u, '')] : undefined;
}

/**
 * "Main army tp to X", "Farms go in [FRM] only": who (one or two words, no pronoun) and the order
 * given them, by its verb.
 */
const GROUP_ORDER =
  /^((?:all |every |the )?\p{L}[\p{L}\d]*(?: \p{L}[\p{L}\d]*)?) (\p{L}+)\b(.*)$/iu;
const NOT_A_GROUP =
  /^(?:we|you|u|they|i|he|she|it|people|this|that|these|those|who|which|and|but|so|if|then|also|there|here|what|when|where|why|how|let|let's|just|pls|please|only|no|not|don't|do|everyone|all|nobody|noone|anyone)\b|\b(?:will|can|should|must|would|could|may|might|is|are|was|were|to|not|never)$/iu;

/** A pronoun or a time in a group's words ("Every time you log in"): no group is named so. */
const TIME_OR_PRONOUN = /(?<!\w)(?:you|u|we|they|time|times)\b/iu;

/** An order to do a thing at once: "shield up now", "teleport in asap". */
const URGENT_ORDER =
  /^(?:shield|teleport|tp|garrison|reinforce|move|join|fill|heal|recall)\b.*(?<!\bfor )\b(?:now|asap|immediately)\b/iu;

/**
 * The words `URGENT_ORDER` ends on, as a quick test without 'u' (under 'iu' only 'ſ' stands for an
 * 's' beyond its two cases).
 */
const SAYS_URGENTLY = /now|a[sſ]ap|immediately/i;

const DESCRIBING = /^(?:free|new|extra|more|daily|weekly|full|big|small|best|last|next)\s/iu;

/** The group in one word, where two words read no order: "Farms shield up now". */
const ONE_WORD_GROUP_ORDER = /^((?:all |every |the )?\p{L}[\p{L}\d]*) (\p{L}+)\b(.*)$/iu;

function readGroupOrder(sentence: string): [string, string] | undefined {
  const twoWords = sentence.match(GROUP_ORDER);
  // A one-word group is read only before an urgent order: a sentence without its "now" is spared it.
  const oneWord =
    twoWords && !ORDER_VERBS.has(twoWords[2]!.toLowerCase()) && SAYS_URGENTLY.test(sentence)
      ? sentence.match(ONE_WORD_GROUP_ORDER)
      : null;
  // Only an urgent order reads after a one-word group: "Full heal before…" names no group.
  const match = oneWord && URGENT_ORDER.test(`${oneWord[2]}${oneWord[3]}`) ? oneWord : twoWords;
  if (!match) return undefined;
  const [, group, verb, rest] = match as unknown as [string, string, string, string];
  // The verb is looked up first: most sentences have none of an order there, and need no pattern.
  if (!ORDER_VERBS.has(verb.toLowerCase())) return undefined;
  // "Every time you log in" is a time, not a group: no group is named with a pronoun in it.
  if (TIME_OR_PRONOUN.test(group) || NOT_A_GROUP.test(group)) return undefined;
  // "Free migration help", "New player gifts": a word that describes a thing opens a noun phrase,
  // not a group given an order.
  if (DESCRIBING.test(group)) return undefined;
  // "Send R5 mail to…" is an order of its own, not one to a group called "Send R5".
  if (ORDER_VERBS.has(group.split(' ')[0]!.toLowerCase())) return undefined;
  // "Scouts report 3 rallies" is news: after a plural, the verb's bare form says what they do. Only
  // after a singular ("Main army tp to…") is it an order.
  // "Farms shield up now" is one: an order with its "now" is said to them, whatever their number.
  const isUrgent = URGENT_ORDER.test(`${verb}${rest}`);
  if (
    (/s$/iu.test(group) && !isUrgent) ||
    /^(?:report|say|think|know|see|hear|want|like)$/iu.test(verb)
  ) {
    return undefined;
  }
  if (NOUN_FOLLOWERS.has(rest.trim().split(' ')[0]!.toLowerCase())) return undefined;
  return [group, `${verb}${rest}`];
}

/** "Gatherers must keep shields": who (a few words, no fact) and what they must do. */
const DUTY =
  /^((?:all |every |the )?[\p{L}\d]+(?: [\p{L}\d]+)?) (?:must|need to|needs to|have to|has to|should) (\p{L}.*)$/iu;
/**
 * The words of duty `DUTY` needs, between spaces, as a quick test without 'u' (under 'iu' only 'ſ'
 * stands for an 's' beyond its two cases): most sentences hold none, and are spared the pattern's
 * tries of its group's lengths.
 */
const SAYS_DUTY = / (?:mu[sſ]t|need[sſ]? to|ha(?:ve|[sſ]) to|[sſ]hould) /i;

function readDuty(sentence: string): RegExpMatchArray | null {
  return SAYS_DUTY.test(sentence) ? sentence.match(DUTY) : null;
}

const ENGLISH_FIRM_LEADS =
  /^(?:please,?\s+|pls\s+|just\s+|kindly\s+|also,?\s+|btw,?\s+|(?:you|we all|we) (?:need to|must|have to|should)\s+|make sure (?:that )?(?:you |to )?|be sure to\s+|try to\s+|remember to\s+|don't forget to\s+|do not forget to\s+)+/iu;

/**
 * How motivational and intense say news that is no order, in English: each turn keeps every word
 * that carries meaning (facts are placeholders here) and changes how it is said.
 */
type Turn = readonly [pattern: RegExp, replacement: string, needs?: RegExp];

/** Turns for a mail to governors who are not members yet: what the alliance looks for and offers. */
const NEWCOMER_TURNS: readonly Turn[] = [
  [/^(?:we )?need ([\p{L}\p{N}\uE000-\uF8FF].*?)[.!]?$/iu, "We're looking for $1!"],
  [/^we (?:give|offer|have) (.+?)[.!]?$/iu, 'With us you get $1!'],
];

/** A need of a number of players or marches: "need 6 more ppl", "we need 10 joiners". */
const NUMBERED_NEED =
  /^(?:we )?need ((?:only |just |like |about |~)?(?:\p{N}+|[\uE000-\uF8FF])\+? (?:more )?[\p{L}\uE000-\uF8FF]+(?: [\p{L}\uE000-\uF8FF]+)?)[.!]?$/iu;

const MOTIVATIONAL_TURNS: readonly Turn[] = [
  [NUMBERED_NEED, "We need $1 — who's joining?"],
  [/^thank you,? (everyone|all|guys),? for (.+?)[.!]?$/iu, 'A big thank-you to $1 for $2!'],
  [/^thank you,? for (.+?)[.!]?$/iu, 'A big thank-you for $1!'],
  [
    /^(?:huge |big |special )?thanks to (.+?) for (.+?)[.!]?$/iu,
    'Huge thanks to $1 for $2 — legends!',
  ],
  [/^proud of (?:you|u) all[.!]?$/iu, 'We are proud of every one of you!'],
  [
    // "We got matched with…", "we got 3318, 3402 and 3377" (kingdoms) are news of what happened to
    // us, not a result won.
    // "We got 2 open R4 spots after Jinx and Puffy left" is news of who left, no win either.
    /^we (got|won|took|finished|earned|reached|hit|beat|held|killed) (?!\p{L}+ed\b)(?!(?:[\uE000-\uF8FF]|\d+),)(?!.*\b(?:left|quit|leaving|retired|kicked|open|empty|free|vacant)\b)(.+?)[.!]?$/iu,
    'Together we $1 $2!',
  ],
  [
    /^(\p{N}+|[\uE000-\uF8FF]) (days?|hours?|h) left[.!]?$/iu,
    "Only $1 $2 left — let's make them count!",
  ],
  [/^don't forget (.+?)[.!]?$/iu, "Let's not forget $1!"],
];

/** Intense praise of a thank-you: only in a mail of thanks or results, where something was done. */
const INTENSE_PRAISE_TURNS: readonly Turn[] = [
  [/^thank you,? (everyone|all|guys),? for (.+?)[.!]?$/iu, 'Thank you, $1, for $2. Well done.'],
  [/^thank you,? for (.+?)[.!]?$/iu, 'Thank you for $1. Well done.'],
  [/^(?:huge |big )?thanks to (.+?) for (.+?)[.!]?$/iu, '$1: $2. Respect.'],
];

const INTENSE_TURNS: readonly Turn[] = [
  [
    /^(?!(?:we|you|they|i|it|he|she)\s)(\S+(?: \S+){0,5}) (?:is|are) (closed|open|banned|forbidden|allowed|mandatory|required) (.+?)[.!]?$/iu,
    '$1: $2 $3.',
    // Its "is" or "are", a quick test without 'u' (under 'iu' only 'ſ' stands for an 's' beyond
    // its two cases): most sentences hold neither, and are spared the subject's tries of six words.
    / (?:i[sſ]|are) /i,
  ],
  // A hedged need ("like 10 people") stays as written: "Like 10 people needed." reads oddly.
  [
    /^(?:we )?need ((?:\p{N}+|[\uE000-\uF8FF])\+? (?:more )?[\p{L}\uE000-\uF8FF]+(?: [\p{L}\uE000-\uF8FF]+)?)[.!]?$/iu,
    '$1 needed.',
  ],
  [/^proud of (?:you|u) all[.!]?$/iu, 'Proud of you all.'],
  [/^don't forget (.+?)[.!]?$/iu, 'Remember: $1.'],
  [/^(?:just )?a reminder:? (.+?)[.!]?$/iu, '$1.'],
];

function turnStatement(sentence: string, turns: readonly Turn[]): string {
  for (const [pattern, replacement, needs] of turns) {
    if (needs !== undefined && !needs.test(sentence)) continue;
    if (pattern.test(sentence)) return capitalise(sentence.replace(pattern, replacement));
  }
  return sentence;
}

/** Words of a rule that holds at all times, which no "time to" can say. */
const STANDING_RULE =
  /(?<!\w)(?:every|always|never|daily|each|only|whenever|at all times|all the time|anytime|thanks)\b|^keep\b/iu;

/** Full and Balanced: each tone's way of giving orders and telling news, in English. */
const ENGLISH_VOICES: Record<Tone, SentenceVoice> = {
  neutral: (sentence) => {
    const order = readOrder(sentence);
    if (!order || order.isNegative || /^please\b/iu.test(sentence)) return sentence;
    const please = order.addressee ? `Please, ${lowerFirst(order.addressee)}, ` : 'Please ';
    return `${please}${lowerFirst(order.action)}`;
  },
  motivational: (sentence, state) => {
    // An urgent line ("garrison NOW") keeps its urgency, a shouted one its capitals: a call to
    // action would soften the one and add capitals to the other.
    if (/\b(?:NOW|ASAP|URGENT)\b/u.test(sentence) || isShouted(sentence)) return sentence;
    // "RALLY ON ME NOW…" opens shouted (its rest kept as facts), "go go go" cheers already.
    if (isShoutedOrder(sentence) || /^(\p{L}+)(?:\s+\1){2,}/iu.test(sentence)) return sentence;
    if (isConditionAndSanction(sentence)) return sentence;
    // A request said with "please" becomes a call without it ("please teleport in" → "let's
    // teleport in!"); one that makes no call stays the player's, "please" and all.
    if (/(?<!\w)(?:please|pls|plz)\b/iu.test(sentence)) {
      const bare = capitalise(
        sentence
          // The pause after the "please" stays: "full march please, Ceroli cav lead".
          .replace(PLEASE_WORD, (found: string, offset: number) =>
            offset > 0 && found.endsWith(',') ? ',' : '',
          )
          .replace(/\s{2,}/gu, ' ')
          .trim(),
      );
      // A "please" glued to other characters ("pls[ROME]") is no word to take out.
      if (/(?<!\w)(?:please|pls|plz)\b/iu.test(bare)) return sentence;
      const called = ENGLISH_VOICES.motivational(bare, state);
      return called === bare ? sentence : called;
    }
    // "Need 6 more people" is a need, not an order to need: it asks who joins.
    if (NUMBERED_NEED.test(sentence) && !state.addressesNewcomers) {
      return capitalise(sentence.replace(NUMBERED_NEED, "We need $1 — who's joining?"));
    }
    // A question, a condition or a line about newcomers is no call the writer joins.
    if (!isCallable(sentence, state)) {
      const turns = state.addressesNewcomers ? NEWCOMER_TURNS : MOTIVATIONAL_TURNS;
      const turned = turnStatement(sentence, turns);
      return turned !== sentence || !state.addressesNewcomers
        ? turned
        : turnStatement(sentence, MOTIVATIONAL_TURNS);
    }
    const prohibition = readProhibition(sentence);
    if (prohibition) {
      state.orders += 1;
      return endLike(`We don't ${prohibition[0]}${prohibition[1]}`, sentence);
    }
    const duty = readDuty(sentence);
    if (duty && isGroup(duty[1]!) && isJoinable(duty[2]!)) {
      state.orders += 1;
      return exclaimOnce(endLike(`${duty[1]}, let's ${speakAsWe(duty[2]!)}`, sentence), state);
    }
    const grouped = readGroupOrder(sentence);
    if (grouped && isJoinable(grouped[1])) {
      state.orders += 1;
      const call = `${grouped[0]}, let's ${speakAsWe(lowerFirst(grouped[1]))}`;
      return exclaimOnce(endLike(call, sentence), state);
    }
    const order = readOrder(sentence);
    if (!order) return turnStatement(sentence, MOTIVATIONAL_TURNS);
    if (CONTACT_VERBS.test(order.action) && !order.isNegative) {
      // Whom to write to stays an invitation to the reader: "Message Leonidas!".
      return exclaimOnce(capitalise(order.action), state);
    }
    if (!isJoinable(order.action)) return sentence;
    // "Don't send T2, you just die": a ban with what befalls the reader warns the reader; "we
    // don't send T2, we just die" would be the writer's fate.
    if (order.isNegative && /(?<!\w)you\b/iu.test(order.action)) return sentence;
    // Calls alternate with the player's own orders, so a list does not say "Let's" six times.
    const isCall = state.orders % 2 === 0 || order.addressee !== undefined;
    state.orders += 1;
    const action = speakAsWe(lowerFirst(order.action));
    // Between two calls an order is said as its moment ("Time to meet at the pass!"); a standing
    // rule stays the player's own: "We fill helps every day" would read as news of a habit, and
    // "Time to fill helps every day" as no rule at all.
    if (!isCall && !order.isNegative) {
      // A comma chain carries its reason or its rule ("donate tech every day, we're on the war
      // tree"), and words before the order ("Questions? Go in Discord") are no moment of it.
      const isBare =
        !sentence.includes(',') &&
        lowerFirst(sentence).startsWith(lowerFirst(order.action).slice(0, 12));
      if (order.addressee || !isBare || STANDING_RULE.test(order.action)) return sentence;
      return exclaimOnce(endLike(`Time to ${action}`, sentence), state);
    }
    // "Don't forget the chest" is a reminder, not a rule: "Let's not forget the chest".
    // "Don't do it again" is said to the ones who did it: "Let's not do it again".
    // "Don't be that guy": "we don't be" is no English; "let's not be" is.
    const isReminder = /^(?:forget|miss|be)\b|(?<!\w)again\b/iu.test(order.action);
    const not = order.addressee || isReminder ? "let's not" : "we don't";
    const call = order.isNegative ? `${not} ${action}` : `let's ${action}`;
    const who = order.addressee ? `${order.addressee}, ` : '';
    const voiced = capitalise(`${who}${call}`);
    return order.isNegative
      ? endLike(voiced, sentence)
      : exclaimOnce(endLike(voiced, sentence), state);
  },
  humorous: (sentence, state) => {
    // An aside on a short line would outweigh the player's words.
    if (state.usedAsides.size >= MAX_ASIDES || wordCount(sentence) < ASIDE_MIN_WORDS)
      return sentence;
    const aside = ASIDES.find(
      ([pattern, text]) => pattern.test(sentence) && !state.usedAsides.has(text),
    )?.[1];
    if (!aside) return sentence;
    state.usedAsides.add(aside);
    return endLike(`${sentence.replace(/[.!?…]$/u, '')} ${aside}`, sentence);
  },
  political: (sentence) => {
    const order = QUESTION.test(sentence) ? undefined : readOrder(sentence);
    if (!order || FIRST_PERSON.test(order.action)) return sentence;
    const who = order.addressee ? lowerFirst(order.addressee) : 'you';
    const not = order.isNegative ? 'not ' : '';
    return endLike(`We kindly ask ${who} ${not}to ${lowerFirst(order.action)}`, sentence);
  },
  intense: (sentence, state) => {
    if (QUESTION.test(sentence) || isConditionAndSanction(sentence)) return sentence;
    const bare = sentence.replace(ENGLISH_FIRM_LEADS, '');
    const prohibition = readProhibition(bare);
    if (prohibition) return endFirmly(`Never ${prohibition[0]}${prohibition[1]}`);
    const duty = readDuty(bare);
    if (duty && isGroup(duty[1]!)) {
      return endFirmly(`${capitalise(duty[1]!)}: ${duty[2]!.replace(/[.…]$/u, '')}`);
    }
    const grouped = readGroupOrder(bare);
    if (grouped) return endFirmly(`${capitalise(grouped[0])}: ${grouped[1].replace(/[.…]$/u, '')}`);
    const order = readOrder(bare);
    if (!order) {
      const praised = state.isThanks ? turnStatement(bare, INTENSE_PRAISE_TURNS) : bare;
      const turned = praised !== bare ? praised : turnStatement(bare, INTENSE_TURNS);
      return turned === sentence ? sentence : endFirmly(capitalise(turned));
    }
    // "Don't hit them this time" stays for this time: "do not", never a "never" the player did not
    // say. No capitals: "Do NOT be scared!" shouts an encouragement, and the player's own stay.
    const said = order.isNever ? 'never ' : order.isNegative ? 'do not ' : '';
    const not = order.isShoutedNegation ? said.toUpperCase() : said;
    const action = `${not}${lowerFirst(order.action)}`;
    const firm = order.addressee ? `${capitalise(order.addressee)}: ${action}` : capitalise(action);
    // One order a mail may carry the '!', the first; the rest end in a full stop.
    if (state.exclamations < MAX_EXCLAMATIONS) return exclaimOnce(firm, state);
    return endFirmly(firm.replace(/[!…]$/u, '.'));
  },
  informative: (sentence) => sentence,
};

const RUSSIAN_IMPERATIVE = /^\p{L}{2,}(?:йте|ите|ьте|йтесь|итесь|ьтесь)(?=[\s,.!]|$)/iu;

const RUSSIAN_INFINITIVE = /^(\p{L}+(?:ть|ться))(?=[\s,.!]|$)/iu;
/** Nouns that end like an infinitive: "скорость", "часть", "путь", "смерть". */
const RUSSIAN_NOUN_IN_T =
  /^(?:\p{L}*ость|\p{L}*ность|часть|сеть|власть|честь|путь|мать|смерть|мысль|тетрадь|радость|новость|дверь|связь|жизнь|роль|цель|гость|кость|степень)(?=[\s,.!]|$)/iu;
const RUSSIAN_DUTY =
  /^(?:(все|всем|каждый)\s+)?(?:должны|должен|нужно|надо|необходимо|обязательно)\s+(\p{L}.*)$/iu;
const RUSSIAN_PLEASE =
  /^(?:пожалуйста|плиз),?\s+|,?\s+(?:пожалуйста|плз|пж|пжлст|плиз|pls)(?=[.!]?$)|\s+(?:пожалуйста|плз|пжлст)(?=,)/giu;
/** A call to the members or a filler before an order, which intense says without; a thank-you keeps it. */
const RUSSIAN_LEAD =
  /^(?:(?:ребят|ребята|народ|парни|друзья|господа|короче|кстати|итак|в общем|вообщем|так вот|ну)[,!]?\s+)+(?=\p{L})(?!спасибо)/iu;

/**
 * Russian calls that take any infinitive, of either aspect ("Давайте" would need the perfective's
 * future form): "Наша задача — поставить щиты!", "Важно не пропустить сбор."
 */
const RUSSIAN_CALLS = ['Наша задача — ', 'Важно '] as const;

/** The case of the text's first letter, as the player's clause had it. */
function caseLike(text: string, original: string): string {
  return /^\p{Lu}/u.test(original) ? capitalise(text) : lowerFirst(text);
}

/**
 * A verb of intent, ability or the future before an infinitive, said of others or of the writer:
 * "собираются", "хотят", "могут", "буду заходить" (no "буду заходим").
 */
const THEIR_INTENT =
  /(?<![\p{L}])(?:собира\p{L}+|хот\p{L}+|планиру\p{L}+|мог\p{L}*|может|будут|буду|будешь|будет|начнут|начну|начали|пытаются|постараюсь|решили|любят|умеют)\s+$/iu;

/** Sayings that are no order to turn: "так держать" (keep it up) is said as it is. */
const RUSSIAN_SAYINGS = /^так держать(?=[\s,.!]|$)/iu;

/**
 * Motivational says an order as what we do together: "заходите быстрее" → "Заходим быстрее",
 * "одиночками не лезть" → "одиночками не лезем", "поставьте щиты" → "Давайте поставим щиты",
 * "всем быть у X к 12:30" → "Все вместе — у X к 12:30". Only verbs of the list (voices-ru.ts) are
 * said so; an order already said as ours ("в чате не флудим") stays.
 */
function callRussian(clause: string, state: VoiceState): string | undefined {
  if (RUSSIAN_SAYINGS.test(clause)) return undefined;
  const duty = clause.match(RUSSIAN_DUTY);
  const order = readRussianOrder(duty ? `${duty[1] ? 'всем ' : ''}${duty[2]}` : clause);
  if (order && order.form !== 'we' && (duty === null || order.before === '')) {
    const { verb, before, after } = order;
    // "[KRZV] собираются бить после 22:00": an infinitive after someone's verb says what they
    // mean to do, no order of ours.
    if (order.form === 'infinitive' && THEIR_INTENT.test(before)) return undefined;
    const not = order.isNegative ? `${order.negation} ` : '';
    state.orders += 1;
    if (order.isForAll && verb.infinitive === 'быть' && !order.isNegative) {
      return caseLike(`${before}все вместе —${after}`, clause);
    }
    const together = order.isForAll ? 'все вместе ' : '';
    const lead =
      verb.isPerfective && !order.isNegative && before === '' && state.orders % 2 === 1
        ? 'давайте '
        : '';
    const rest = sayJoinedOrders(after, order.form, (joined) => joined.we);
    return caseLike(`${before}${lead}${together}${not}${verb.we}${rest}`, duty ? 'Н' : clause);
  }
  if (duty) {
    const action = duty[2]!;
    if (!RUSSIAN_INFINITIVE.test(action) || RUSSIAN_NOUN_IN_T.test(action)) return undefined;
    const call = RUSSIAN_CALLS[state.orders % RUSSIAN_CALLS.length]!;
    state.orders += 1;
    return `${call}${lowerFirst(action)}`;
  }
  return undefined;
}

/** A time before a Russian "we" verb: "Сегодня в 19:00 UTC бьём…", "завтра заходим…". */
const RUSSIAN_PLAN_TIME =
  /\d{1,2}:\d{2}|(?<![\p{L}])(?:сегодня|завтра|послезавтра|вечером|утром|ночью)(?![\p{L}])/iu;

/**
 * Intense says an order as a notice does, in the infinitive: "заходите быстрее" → "Заходить
 * быстрее", "в чате не флудим" → "В чате не флудить", "все стоим в зоне 1" → "Всем стоять в зоне 1".
 */
function commandRussian(clause: string, state: VoiceState, isInPlace: boolean): string | undefined {
  const duty = clause.match(RUSSIAN_DUTY);
  // "нужно ещё 4 марша" is a need, not a duty: it is left to the turns ("Требуется…").
  if (duty && RUSSIAN_INFINITIVE.test(duty[2]!) && !RUSSIAN_NOUN_IN_T.test(duty[2]!)) {
    return `${duty[1] ? 'Всем ' : ''}${duty[2]!}`;
  }
  const banned = clause.match(/^не (\p{L}+(?:ть|ться))(?=[\s,.!]|$)(.*)$/iu);
  if (banned && readRussianVerb(banned[1]!)) return `Запрещено ${banned[1]}${banned[2]}`;
  // A newcomer's "заходите сразу" is an invitation, and "готовимся к КвК" the alliance's news.
  if (state.addressesNewcomers) return undefined;
  const order = readRussianOrder(clause);
  if (!order) return undefined;
  const { verb, before, after } = order;
  // Between commas an order keeps its form: "Завтра отдыхаем, лечиться, …" would mix two.
  if (isInPlace && order.form !== 'imperative') return undefined;
  if (order.form === 'infinitive') {
    // Every other duty of a list is said as one ("Обязательно жертвовать в технологии…"); a
    // sign-up stays the player's choice.
    if (order.isForAll || order.isNegative || before !== '' || state.isOutside) return undefined;
    // "нападать … только с разрешения Р4" limits what is allowed: no duty to attack.
    if (/(?<![\p{L}])только(?![\p{L}])/iu.test(after)) return undefined;
    if (/^(?:записаться|записываться|регистрироваться|участвовать)$/iu.test(verb.infinitive)) {
      return undefined;
    }
    state.orders += 1;
    return state.orders % 2 === 1 ? `Обязательно ${lowerFirst(clause)}` : undefined;
  }
  // "Будем" is as often news or a helper verb ("будем рады", "будем атаковать"), and "ждём вас"
  // a welcome: neither is an order to say in the infinitive.
  if (order.form === 'we' && (verb.infinitive === 'быть' || /\b(?:вас|тебя)\b/iu.test(after))) {
    return undefined;
  }
  // "берём почти всех", "берём активных игроков": whom the alliance takes in, news to a recruit.
  if (order.form === 'we' && verb.infinitive === 'брать' && RECRUITS.test(after)) return undefined;
  // "Сегодня в 19:00 UTC бьём крепость" is the plan with its time, no order to say in the
  // infinitive; "…отходим и лечимся" keeps the form of the verb before its "и".
  if (order.form === 'we' && !order.isForAll && RUSSIAN_PLAN_TIME.test(before)) return undefined;
  if (/\p{L}(?:ем|им|ём)\s+и\s+$/iu.test(before)) return undefined;
  const all = order.isForAll ? 'всем ' : '';
  const not = order.isNegative ? `${order.negation} ` : '';
  const rest = sayJoinedOrders(after, order.form, (joined) => joined.infinitive);
  return caseLike(`${before}${all}${not}${verb.infinitive}${rest}`, clause);
}

/** Whom an alliance takes in: "(берём) почти всех", "всех желающих", "активных игроков". */
const RECRUITS =
  /^\s*(?:почти\s+|только\s+|всех\s+|не\s+всех\s+)?(?:всех|людей|игроков|новичков|новых|активных|желающих|ферм|фермы)(?![\p{L}])/iu;

function voiceRussian(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    if (QUESTION.test(sentence)) return sentence;
    if (tone !== 'motivational' && tone !== 'intense') return sentence;
    if (tone === 'motivational' && (state.addressesNewcomers || state.holdsCalls)) return sentence;
    // Motivational keeps a "please" where the order stays the player's; intense says none.
    const source = tone === 'intense' ? sentence.replace(RUSSIAN_PLEASE, '') : sentence;
    const end = source.match(/[.!…]*$/u)![0];
    const body = source.slice(0, source.length - end.length);
    // Intense makes a chain of orders and news short sentences; a chain with a part of no verb
    // (a list, a name list) keeps its commas, and its parts are voiced where they stand.
    const sentences = tone === 'intense' ? splitRussianClauses(body) : [body];
    const isCut = sentences.length > 1;
    const clauses = isCut ? sentences : splitRussianClauses(body, false);
    const isInPlace = clauses.length > 1 && !isCut;
    const turnOptions = {
      isStern: state.holdsCalls,
      addressesNewcomers: state.addressesNewcomers,
      isThanks: state.isThanks,
    };
    let isCalled = false;
    const voiceClause = (clause: string): string => {
      const questions = clause.match(RUSSIAN_QUESTIONS_TO);
      if (questions) {
        isCalled = tone === 'motivational';
        // "к Старому", "у Лады": one writes to no "к"; one turns to them, or asks them.
        const to = questions[2]!.match(/^(к|ко|у)\s/iu)?.[1]?.toLowerCase();
        const said = (questions[1] ?? 'пишите').toLowerCase();
        const verb = to === undefined ? said : to === 'у' ? 'спрашивайте' : 'обращайтесь';
        return tone === 'motivational'
          ? `Есть вопросы — ${verb} ${questions[2]}`
          : `Вопросы — ${questions[2]}`;
      }
      if (tone === 'motivational') {
        const plain = clause.replace(RUSSIAN_PLEASE, '');
        if (ALREADY_CALLING.test(plain) || ASKING.test(plain.replace(RUSSIAN_DUTY, '$2'))) {
          return clause;
        }
        const call = callRussian(plain, state);
        if (call !== undefined) isCalled = true;
        return call ?? clause;
      }
      const lead = clause.replace(RUSSIAN_LEAD, '');
      const firm = commandRussian(lead, state, isInPlace);
      if (firm !== undefined) return firm;
      if (clauses.length === 1) return lead;
      // A clause of a chain is said in the tone where a turn rewords it ("нужно ещё 4 марша" →
      // "требуется ещё 4 марша"); no turn may add a sentence ("Так держать.") inside the chain.
      const turned = turnInTone(lead, STATEMENT_TURNS.ru.intense, turnOptions);
      if (/[.!?]\s/u.test(turned)) return lead;
      return turned.replace(/[.!]$/u, '');
    };
    const voiced = clauses.map((clause, index) => {
      const said = voiceClause(clause);
      return index > 0 && !isCut && said !== clause ? lowerFirst(said) : said;
    });
    if (isCut) {
      // Each order of a chain its own short sentence: "Ралики водят Стас и Пума. Остальные
      // вливаются."; a list item the player ended with no mark ends so still, like its neighbours.
      return voiced
        .map((clause, index) =>
          index === voiced.length - 1
            ? `${capitalise(clause)}${end === '!' ? '.' : end}`
            : `${capitalise(clause)}.`,
        )
        .join(' ');
    }
    const joined = voiced.join(', ');
    if (joined === body) {
      if (tone === 'motivational' && clauses.length === 1 && !ASKING.test(body)) {
        return callImperative(body, RUSSIAN_IMPERATIVE, 'Давайте, ', state, sentence);
      }
      if (tone === 'intense' && clauses.length === 1 && source !== sentence) {
        // Without its "please" a request is an order: it is turned as one ("Спасибо…. Хорошая работа.").
        const turned = turnInTone(source, STATEMENT_TURNS.ru.intense, turnOptions);
        return turned !== source ? turned : endFirmly(capitalise(source));
      }
      return sentence;
    }
    if (tone === 'intense' && clauses.length === 1) {
      const turned = turnInTone(`${joined}${end}`, STATEMENT_TURNS.ru.intense, turnOptions);
      if (turned !== `${joined}${end}`) return turned;
      return endFirmly(capitalise(`${joined}${end === '!' ? '.' : end}`));
    }
    if (/[!?]$/u.test(joined)) return joined;
    return isCalled ? exclaimOnce(`${joined}${end === '!' ? '' : end}`, state) : `${joined}${end}`;
  };
}

const CHINESE_END = /[。！!.，,]*$/u;

/**
 * Chinese orders by the words that open a clause (after "，" too): "请", "大家", "记得", "不要",
 * "别". Motivational makes them a call we answer together ("大家一起…", "别忘了…", "咱们别…");
 * intense makes them firm ("务必…", "不许…", "必须…") and drops the soft particles ("哈", "啊").
 */
const CLAUSE_START = '(^|[，,；;])';
const CHINESE_MOTIVATIONAL: readonly (readonly [RegExp, string])[] = [
  // "所有人 13:30 UTC 前迁城到…" → "所有人 13:30 UTC 前一起迁城到…": "一起" goes before the move.
  [
    new RegExp(
      `${CLAUSE_START}(所有人|全体成员|全体|大家)([^，,；;]{1,24}?(?:前|之前|以前))\\s*(?!一起)(迁城|集合|上线|开盾|开罩|集结|到位|就位)`,
      'u',
    ),
    '$1$2$3一起$4',
  ],
  [
    new RegExp(`${CLAUSE_START}(?:请)?(大家|所有人|全体成员|全体)(?:都)?(?:要|请)?记得`, 'u'),
    '$1$2别忘了',
  ],
  [
    new RegExp(
      // "大家有事找他", "大家注意看", "大家放心": no deed done together, no "一起".
      `${CLAUSE_START}(?:请)?(大家|所有人|全体成员|全体)(?:都)?(?:要|请)?(?!一起|好|辛苦|有|注意|可以|的|是|在|放心|知道|如果|要是|应该)`,
      'u',
    ),
    '$1$2一起',
  ],
  [new RegExp(`${CLAUSE_START}请(?!大家)`, 'u'), '$1大家一起'],
  [new RegExp(`${CLAUSE_START}记得`, 'u'), '$1别忘了'],
  // "不要求大家充钱" says what is not asked: no ban of "求".
  [new RegExp(`${CLAUSE_START}(?:不要|别)(?![忘人的盟国处]|(?<=不要)[求钱紧脸])`, 'u'), '$1咱们别'],
  // "不准打盟友" → "咱们不打盟友": a ban we keep together.
  [new RegExp(`${CLAUSE_START}(?:不准|不许|禁止)(?!了)`, 'u'), '$1咱们不'],
  // "击杀阶段不要乱打别人" → "击杀阶段咱们别乱打别人": a ban after its time; not after whom it
  // is for ("T3别来送", "没名额的积分别超过"), where "咱们" would name two.
  [
    new RegExp(
      `${CLAUSE_START}([^，,；;的\\d\\uE000-\\uF8FF]{0,6}(?:阶段|之前|以前|期间|时候|之后))(?:不要|别)(?![忘人的盟国处再说怪]|(?<=不要)[求钱紧脸])`,
      'u',
    ),
    '$1$2咱们别',
  ],
  [/(^|[，,；;\s])(?<!一起)加油(?=[！!。]*$|\s)/u, '$1一起加油'],
];
const CHINESE_INTENSE: readonly (readonly [RegExp, string])[] = [
  [new RegExp(`${CLAUSE_START}请(?:大家)?`, 'gu'), '$1'],
  [/(?<!不)一定要/gu, '必须'],
  [/(?<!不)一定(?=开|要|带|在|去|把|做|先)/gu, '必须'],
  [new RegExp(`${CLAUSE_START}(大家|所有人)?记得`, 'gu'), '$1$2务必'],
  // "别忘了做任务" → "务必做任务": a reminder said as a duty.
  [/(?:不要|别)忘了?(?!了)(?=\p{Script=Han})/gu, '务必'],
  // "命运之轮明天 UTC 00:00 开" → "…UTC 00:00 准时开": a start at its time, said as a fixed one.
  [/(?<=[\uE000-\uF8FF])(\s*)(开始|开启|开)(?=[，,；;]|$)/gu, '$1准时$2'],
  // "冲榜的提前准备好加速" → "冲榜的必须提前准备好加速": the duty of those it names.
  [/(?<=\p{Script=Han}的)(?=(?:提前|准时|按时)(?:准备|说|上线|报名|集合|到|开|迁|告诉))/gu, '必须'],
  [new RegExp(`${CLAUSE_START}(?:不要|别)(?![忘人的盟国处]|(?<=不要)[求钱紧脸])`, 'gu'), '$1不许'],
  [new RegExp(`${CLAUSE_START}不准`, 'gu'), '$1严禁'],
  // "所有人 13:30 UTC 前迁城到…" → "所有人 13:30 UTC 前必须迁城到…": everyone's move, by its time.
  [
    new RegExp(
      `${CLAUSE_START}(所有人|全体成员|全体)([^，,；;]{1,24}?(?:前|之前|以前))\\s*(?!必须|务必|立即)(迁城|集合|上线|开盾|开罩|集结|到位|就位)`,
      'gu',
    ),
    '$1$2$3必须$4',
  ],
  // A ban inside a clause ("加速别用在建筑上", "T3别来送"); "别人", "特别", "级别" are no bans.
  [
    // "被打了别来哭" is a quip, no rule: it stays.
    /(?<![特区级分类告性派识要])(?:不要|别)(?![忘人的盟国处墅针紧再说怪哭]|来哭|(?<=不要)[求钱脸])(?=\p{Script=Han})/gu,
    '不许',
  ],
  [/[哈哦喔啊呀嘛~～]+$/gu, ''],
  // Only before a member's duty ("每天捐科技"), not the leaders' own news ("每天晚上发分数").
  [
    new RegExp(
      `${CLAUSE_START}(每天|每日|每周|天天)(?=捐|打|上线|帮|做|参加|领|签到|采集|贡献(?!榜)|开盾)`,
      'gu',
    ),
    '$1$2必须',
  ],
];

function voiceChinese(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    if (/[?？]/u.test(sentence)) return sentence;
    const end = sentence.match(CHINESE_END)![0];
    const body = sentence.slice(0, sentence.length - end.length);
    if (tone === 'motivational') {
      // A letter to another alliance makes no "咱们"/"大家一起" of its requests: they are theirs.
      if (state.addressesNewcomers || state.holdsCalls || state.isOutside || ASKING.test(body)) {
        return sentence;
      }
      const turn = CHINESE_MOTIVATIONAL.find(([pattern]) => pattern.test(body));
      if (!turn) return sentence;
      state.orders += 1;
      // Calls alternate with the player's own orders: "咱们" on every rule reads as a tic.
      if (state.orders % 2 === 0 && turn[1].includes('咱们')) return sentence;
      const voiced = body.replace(turn[0], turn[1]);
      return exclaimOnce(voiced, state, '', '！');
    }
    if (tone === 'intense') {
      if (state.isOutside) return sentence;
      const firm = CHINESE_INTENSE.reduce(
        (text, [pattern, replacement]) => text.replace(pattern, replacement),
        body,
      );
      if (firm === body) return sentence;
      return state.exclamations < MAX_EXCLAMATIONS
        ? exclaimOnce(firm, state, '', '！')
        : `${firm}。`;
    }
    return sentence;
  };
}

/** Arabic "please": a firm order says it without. */
const ARABIC_PLEASE =
  /^(?:يرجى|الرجاء|رجاء|من فضلكم?،?)\s+|[،,]?\s*(?:لو سمحتوا|لو سمحتو|لو سمحت|من فضلكم|من فضلك|رجاءً|رجاء)(?=[.!؟]*$)/gu;
/** An order to the members in the plural: "سجلوا", "جهزوا", "اطلبوها". */
const ARABIC_PLURAL_ORDER = /^(?:و)?(?:ا|أ|إ)?\p{L}{2,}(?:وا|وها|وهم|ونا)(?=\s|$)/u;
const ARABIC_END = /[.!؟،]*$/u;
/** A verbal noun of the form "التفعّل" opening a rule: "التبرع", "التواجد"; a sign-up or a vote is no duty. */
const ARABIC_DUTY_NOUN = /^(?!التسجيل|التحالف|التيليبورت|التصويت)الت\p{L}{3,4}(?<!ة)\s/u;
/** A call to the members before an order: "يا جماعة", "يا شباب", "يا حكام". */
const ARABIC_VOCATIVE =
  /^(?:يا\s+(?:جماعة|جماعه|شباب|حكام|ربع|اخوان|إخوان|أبطال|ابطال)(?:\s+الخير)?|شباب)(?:\s+و(?:صبايا|بنات|البنات))?[،,]?\s+/u;

/** An Arabic order, ban or duty that opens a clause: where intense may cut a chain ("…، الكل يحط درع"). */
const ARABIC_ORDER_START = /^(?:لا ت|ممنوع|لازم|الكل|كل واحد|محد|لا أحد|لا احد)/u;

/**
 * A sentence said to one governor ("لا تنقل لحالك بدون ما تكلم القاده"): its words are singular,
 * and a call to all or to us would clash with them ("لا ننقل لحالك").
 */
const ARABIC_TO_ONE = /(?<!\p{L})(?:لحالك|لوحدك|وحدك|بروحك|بنفسك)(?!\p{L})/u;

function voiceArabic(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    if (/[?؟]/u.test(sentence) || ARABIC_TO_ONE.test(sentence)) return sentence;
    const full = sentence.replace(ARABIC_END, '');
    // "يا جماعة تبرعوا…": the order is read after the call to the members, which stays in a call.
    const vocative = full.match(ARABIC_VOCATIVE)?.[0] ?? '';
    const body = full.slice(vocative.length);
    if (tone === 'motivational') {
      if (state.addressesNewcomers || state.holdsCalls) return sentence;
      // "يرجى التسجيل" → "هيا إلى التسجيل!": a noun of action after "let's go to".
      // "الرجاء الكل يتبرع": whom the plea asks (الكل, الجميع) and their verb are no noun of action.
      const please = body.match(
        /^(?:يرجى|الرجاء)\s+(?!(?:الكل|الجميع|الاعضاء|الأعضاء)(?!\p{L}))(ال\p{L}+.*)$/u,
      );
      if (please) {
        state.orders += 1;
        return exclaimOnce(`هيا إلى ${please[1]}`, state);
      }
      // "انقلو مدنكم…" → "هيا ننقل مدننا…", "لا تنقلون…" → "لا ننقل…": the order is one we
      // carry out together; calls alternate "هيا…" and "لن…" so a list does not repeat one.
      const ofAll = sayArabicDutyOfAllAsOurs(body);
      if (ofAll !== undefined && vocative === '') {
        state.orders += 1;
        return exclaimOnce(ofAll, state);
      }
      const ours = sayArabicOrderAsOurs(body);
      const ban = ours === undefined ? sayArabicBanAsOurs(body) : undefined;
      if (ours !== undefined || ban !== undefined) {
        state.orders += 1;
        const call = vocative.replace(/[،,]?\s*$/u, '');
        if (ban !== undefined) return exclaimOnce(vocative ? `${call}، ${ban}` : ban, state);
        if (vocative) return exclaimOnce(`هيا ${call}، ${ours}`, state);
        return exclaimOnce(state.orders % 2 === 1 ? `هيا ${ours}` : `ل${ours}`, state);
      }
      // An order of a weak verb ("حطوا", "خلوا") gets the call before it, in the player's words;
      // a word of three letters without its "ا" is as often news ("ضربوا 3 مدن") and gets none.
      if (
        ARABIC_PLURAL_ORDER.test(body) &&
        /^(?:و)?(?:[اأإ]\p{L}{2,}|\p{L}{2})(?:وا|وها|وهم|ونا)(?=\s|$)/u.test(body) &&
        !/^(?:لا|ما)\s/u.test(body) &&
        !/^(?:و)?(?:اسأل|كلم|كلّم|راسل|تواصل|اطلب|قدم)/u.test(body)
      ) {
        state.orders += 1;
        if (vocative !== '') {
          return exclaimOnce(`هيا ${vocative.replace(/[،,]?\s*$/u, '')}، ${body}`, state);
        }
        if (state.orders % 2 === 0) return sentence;
        return exclaimOnce(`هيا، ${body}`, state);
      }
      return sentence;
    }
    if (tone === 'intense') {
      // A greeting, a reminder's lead and a call to the members are said without: only the news
      // and the orders stay ("مرحبا بالجميع فقط تذكير ان التسجيل يغلق بكرة" → "التسجيل يغلق بكرة").
      const lead = body.replace(ARABIC_INTENSE_LEAD, '');
      // "مرحبا بالكل" is a welcome whole: without its greeting no words are left to say.
      const bare = (wordCount(lead) < 2 ? body : lead).replace(ARABIC_TRAILING_CALL, '');
      // A rule said as a verbal noun ("التبرع للتقنية كل يوم"): every other one is said a duty.
      // "نوف: الترحيب والأعضاء الجدد" says whose task it is: no duty of the list's.
      if (ARABIC_DUTY_NOUN.test(bare) && bare === full && !state.isOutside && !state.isAfterLabel) {
        state.orders += 1;
        if (state.orders % 2 === 1) return `${bare}، إلزامي.`;
      }
      const unpleased = bare.replace(ARABIC_PLEASE, '').trim();
      // A chain of orders is cut into short ones: "…عند X ، الكل اونلاين يحط درع" → two sentences.
      const parts = unpleased.split(/\s*[،,]+\s*/u);
      const isChain =
        parts.length > 1 &&
        parts.every((part) => part.split(' ').length >= 2) &&
        parts
          .slice(1)
          .every((part) => ARABIC_ORDER_START.test(part) || readArabicOrder(part.split(' ')[0]!));
      const turnOptions = {
        isStern: state.holdsCalls,
        addressesNewcomers: state.addressesNewcomers,
        isThanks: state.isThanks,
      };
      const sayFirmly = (clause: string) =>
        sayArabicBanFirmly(clause) ??
        turnInTone(clause, STATEMENT_TURNS.ar.intense, turnOptions).replace(/[.!]$/u, '');
      const cut = parts.map(sayFirmly);
      // A chain is cut where one of its orders is said anew too: a cut alone rewords nothing.
      const isCut = isChain && cut.some((clause, index) => clause !== parts[index]);
      const clauses = isCut ? parts : [unpleased];
      const firm = isCut ? cut.join('. ') : (sayArabicBanFirmly(unpleased) ?? unpleased);
      if (!/\p{L}/u.test(firm)) return sentence;
      const last = clauses.at(-1)!;
      // "لا تغيير" (no change) is a noun after "لا", not a ban: no '!' for it.
      const isOrder =
        ARABIC_PLURAL_ORDER.test(last) ||
        /^لا ت(?:\p{L}{3,6}?|نس)(?:وا|و|ون)(?:ها|هم)?(?=\s|$)/u.test(last) ||
        sayArabicBanFirmly(last) !== undefined;
      if (firm === full && !isOrder) return sentence;
      // The '!' goes to an order, never to news ("التسجيل يغلق بكرة!").
      return state.exclamations < MAX_EXCLAMATIONS && isOrder
        ? exclaimOnce(firm, state)
        : `${firm}.`;
    }
    return sentence;
  };
}

function voiceFor(tone: Tone, language: MailLanguage): SentenceVoice {
  switch (language) {
    case 'en':
      return ENGLISH_VOICES[tone];
    case 'es':
      return voiceSpanish(tone);
    case 'pt':
      return voicePortuguese(tone);
    case 'ru':
      return voiceRussian(tone);
    case 'zh':
      return voiceChinese(tone);
    case 'ar':
      return voiceArabic(tone);
  }
}

/** A Chinese sentence and its end marks ("。", "！", "？"), which no space follows. */
const CJK_SENTENCE = /[^。！？!?]+(?:[。！？!?]+|$)/gu;

/** A number the player put before a rule ("1- ", "١- ", "2) "), which rewriting leaves alone. */
const RULE_NUMBER = /^(?:\d{1,2}|[\u0660-\u0669]{1,2})\s*[-–.)]\s+/u;

/** A sentence after a short label: "Step 2: take the altar", "Rally leader: Hannibal". */
const LABELLED = /^([^:：]{1,25}[:：])\s+(\S.*)$/u;

/**
 * Whether a text holds a colon, which every label (`LABELLED`, `CLAUSE_LABEL`) ends with: a text
 * without one is spared the patterns' tries of 25 lengths.
 */
function holdsColon(text: string): boolean {
  return text.includes(':') || text.includes('：');
}

/** A "please" inside a sentence: a call to action or a firm order says it without. */
const INNER_PLEASE = new RegExp(
  `(?<=\\S)\\s+(?:please|pls|plz)\\b,?(?:(\\s+(?=(?:we\\s+)?need\\b))|(\\s+(?=(?:${[...ORDER_VERBS].join('|')})\\s))|(\\s+(?=(?:it's|it is|its|they|they're|we|we're|there's|that's)\\s)))?`,
  'giu',
);

/**
 * A "please" between an order and a need ("join pls need 6 more") or between news and an order
 * ("registration is open now pls sign up") parts two clauses: without it they would run together
 * ("Join need 6 more", "open now sign up"). Motivational says the need as the reason to join
 * ("Join — we need 6 more"); intense makes each its own sentence.
 */
function dropInnerPlease(text: string, tone: Tone): string {
  if (!MAY_SAY_PLEASE.test(text)) return text;
  return text.replace(
    INNER_PLEASE,
    (
      found: string,
      beforeNeed: string | undefined,
      beforeOrder: string | undefined,
      beforeReason: string | undefined,
      offset: number,
    ) => {
      // Motivational keeps the player's "please" with the request it goes with.
      if (beforeNeed) return tone === 'intense' ? '. ' : ', please — we ';
      if (beforeOrder) {
        // "…behind again. Please donate": a sentence already ends before it.
        if (/[.!?]\s*$/u.test(text.slice(0, offset))) return found;
        // "also pls stop asking": nothing but a lead word before it, so no sentence is cut off.
        const before =
          text
            .slice(0, offset)
            .split(/[.!?]\s+/u)
            .at(-1) ?? '';
        if (/^\W*(?:also|and|so|ok|okay|btw|guys)?\W*$/iu.test(before)) {
          return tone === 'intense' ? ' ' : found;
        }
        // "…on each so pls send 1 march", "…after Thurs, pls tp in": a joining word or a comma
        // already parts the clauses; no dash goes after it.
        if (/(?:,|(?<![\p{L}])(?:so|and|then|or|but))$/iu.test(before.trimEnd())) {
          return tone === 'intense' ? ' ' : found;
        }
        return tone === 'intense' ? '. ' : ' — please ';
      }
      // "Min 20 a day please it's mostly wood": the reason is a sentence of its own.
      if (beforeReason)
        return tone === 'intense' ? '. ' : `${found.trimEnd().replace(/,$/u, '')}, `;
      // A "please" that parts no clauses ("no zeroing pls") is kept by motivational: without it
      // the request reads harsher than the player's; intense says its orders without one, keeping
      // the pause after it ("full march please, Ceroli cav lead" → "full march, Ceroli cav lead").
      if (tone !== 'intense') return found;
      return found.endsWith(',') ? ',' : '';
    },
  );
}

/**
 * Where an English sentence holds a second order: ", everyone else join…", ", send helps…" (global:
 * `cutAtOrders` reads every place).
 */
const ENGLISH_CLAUSES = new RegExp(
  // Not before a list of duties: "Mira handles rallies, garrison + KvK calls"; nor before a state
  // said of a city in a report ("…85M, shield OFF, mostly cav").
  `,\\s+(?!shields?\\s+(?:off|on|down|[\\uE000-\\uF8FF])(?:\\s*,|\\s*$|\\.))(?=(?:${ADDRESSEE})\\b|(?:${[...ORDER_VERBS].join('|')})\\s(?![+&/]))`,
  'giu',
);

/**
 * Intense also cuts a sentence where "so" or "just" leads to an order: "We are 3 kingdoms vs them
 * so don't be scared just stay grouped" → three short sentences; "don't just watch it" is one ban.
 */
const INTENSE_CLAUSES = new RegExp(
  // Both cuts start at a comma or a space: a look ahead for one first spares V8 the look-behind
  // (with its `\b`, slow under 'iu') at every other character.
  `(?=[,\\s])(?:(?<!\\b(?:or|and|to|not|don't|dont|never))(?:,?\\s+)(?:so|just|and then)\\s+(?=(?:don't|do not|never|${[...ORDER_VERBS].join('|')})\\s)|${ENGLISH_CLAUSES.source})`,
  'giu',
);

/** A condition that opens a clause after a comma: "…at reset, if you're on vacation…". */
const CONDITION_AFTER_COMMA = /,\s+(?=if\s)/iu;

/** A short label before a clause: "Hospitals: if full, heal". */
const CLAUSE_LABEL = /^[^:：]{1,25}[:：]\s*/u;

/**
 * Cuts a sentence where `pattern` finds a second order, except after a condition: "If you go, go
 * all in" and "Hospitals: if full, heal and WAIT" keep what follows from the condition.
 */
const ADDRESSED_ONLY = new RegExp(`^${ADDRESSED_GROUP}$`, 'iu');

function cutAtOrders(sentence: string, pattern: RegExp): string[] {
  const clauses: string[] = [];
  let from = 0;
  // An `exec` loop, not `matchAll`, which copies the pattern (a long list of verbs) at every call.
  pattern.lastIndex = 0;
  for (let match = pattern.exec(sentence); match !== null; match = pattern.exec(sentence)) {
    const clause = sentence.slice(from, match.index);
    const before = (holdsColon(clause) ? clause.replace(CLAUSE_LABEL, '') : clause).trim();
    // The first comma after a condition opens what follows from it; a later one may cut.
    // "Shields up tonight, if you can't, message Kai": the condition may open a later clause.
    if (endsInCondition(before)) continue;
    // "anything else just ask an R4": two words with no verb lead the order, no sentence of their own.
    if (wordCount(before) < 3 && /\b(?:just|so)\b/iu.test(match[0])) continue;
    // "Farms, shield up": whom the order calls is no clause of its own.
    if (ADDRESSED_ONLY.test(before)) continue;
    clauses.push(sentence.slice(from, match.index));
    from = match.index + match[0].length;
  }
  clauses.push(sentence.slice(from));
  return clauses;
}

/** An English sentence's orders one by one; intense makes each its own short sentence. */
function splitClauses(sentence: string, tone: Tone): string[] {
  const clauses = cutAtOrders(sentence, tone === 'intense' ? INTENSE_CLAUSES : ENGLISH_CLAUSES);
  if (tone !== 'intense') return clauses;
  const end = sentence.match(/[.!?…]$/u)?.[0] ?? '.';
  const ended =
    clauses.length === 1
      ? clauses
      : clauses.map((clause, index) =>
          index === clauses.length - 1
            ? clause
            : `${clause.replace(/[,;]$/u, '')}${end === '!' ? '.' : end}`,
        );
  // A formula's commas part its terms ("T4 x1, T5 x2"): no cut inside it. A loop, not `flatMap`,
  // which V8 runs about ten times slower on a few clauses (every English sentence of intense).
  const cut: string[] = [];
  for (const clause of ended) {
    if (isFormula(clause)) cut.push(clause);
    else cut.push(...splitIntenseCommas(clause));
  }
  return cut;
}

const CONTRACTIONS: Readonly<Record<string, string>> = {
  "don't": 'do not',
  "doesn't": 'does not',
  "can't": 'cannot',
  "won't": 'will not',
  "isn't": 'is not',
  "aren't": 'are not',
  "you're": 'you are',
  "we're": 'we are',
  "they're": 'they are',
  "it's": 'it is',
};
/**
 * A contraction in small letters or with a capital first; a shouted one ("DON'T") stays, and so
 * does "that's it", which no one writes out.
 */
const CONTRACTION =
  /\b(?:[Dd]on't|[Dd]oesn't|[Cc]an't|[Ww]on't|[Ii]sn't|[Aa]ren't|[Yy]ou're|[Ww]e're|[Tt]hey're|[Ii]t's)\b/gu;

function spellOutContractions(text: string): string {
  if (!text.includes("'")) return text;
  return text.replace(CONTRACTION, (found) => {
    const full = CONTRACTIONS[found.toLowerCase()]!;
    return /^\p{Lu}/u.test(found) ? capitalise(full) : full;
  });
}

/**
 * A line whose sense is in its symbols: a scoring rule ("T5 kill x2", "смерть Т4/Т5 = 4"), an
 * equation ("recolectar = poder"), a step or a date with its arrow ("→ la ventana abre el
 * lunes"). No call or turn can reword it without changing what it says: it stays as written.
 */
const FORMULA = /[=→⇒]|->|(?<![\p{L}])[x×х]\s?\d|\d\s?[x×х](?![\p{L}])/u;
/**
 * What every formula holds: a sign, an arrow's ">" or a digit (a fact is a placeholder while a
 * sentence is voiced, so most sentences hold none). A quick test, which `FORMULA` is read after.
 */
const MAY_BE_FORMULA = /[=→⇒>0-9]/;

function isFormula(text: string): boolean {
  return MAY_BE_FORMULA.test(text) && FORMULA.test(text);
}

/**
 * A roster: three names or more after one another ("BiaGamer, Ferrazzz, Tati, Luquinhas"), each a
 * word or two, most written as names (a capital, a digit, an underscore, a fact). No tone rewords
 * it: a name read as a verb ("Vamos biaGamer") is a name lost.
 */
function isRoster(text: string): boolean {
  if (!text.includes(',') && !text.includes('،') && !text.includes('，')) return false;
  const items = text
    .replace(/[.!…。！]+$/u, '')
    .split(/\s*[,،，、]\s*|\s+(?:and|e|y|и|و)\s+/u)
    .filter((item) => item !== '');
  if (items.length < 3 || items.some((item) => item.split(/\s+/u).length > 2)) return false;
  const named = items.filter((item) => /^[\p{Lu}\uE000-\uF8FF]|[\p{Ll}][\p{Lu}]|[_\d]/u.test(item));
  return named.length * 2 > items.length;
}

export interface VoiceOptions {
  /** The mail speaks to newcomers (recruitment, migration rules): no "let's" on their duties. */
  addressesNewcomers?: boolean;
  /** A warning or a disciplinary mail: no cheer, no call, no '!' added by the voice. */
  isStern?: boolean;
  /** A letter to another alliance or kingdom: no call, no duty added to its terms. */
  isOutside?: boolean;
  /** Questions and their answers: an answer says what is, and stays as the player wrote it. */
  isFaq?: boolean;
  /** A mail of thanks or results: praise may follow a thank-you or a result. */
  isThanks?: boolean;
}

/** A text's first word (a fact's placeholder is one), in small letters. */
function firstWordOf(text: string): string | undefined {
  return text.match(/[\p{L}\p{N}\uE000-\uF8FF]+/u)?.[0]?.toLowerCase();
}

/** Balanced and above: the tone's voice, sentence by sentence, in the draft's language. */
export function createVoice(
  tone: Tone,
  language: MailLanguage,
  options: VoiceOptions = {},
): (text: string, facts?: readonly Fact[]) => string {
  // A letter to another kingdom is said as its writer put it: a call or a firm order would make a
  // proposed term a demand, and its "please" stays. An FAQ's answers say what is: no call fits them.
  if (options.isOutside || options.isFaq) return (text) => text;
  const voice = new MailVoice(tone, language, options);
  return (text, facts = []) => voice.say(text, facts);
}

/**
 * A mail's voice, which says its lines one after another and keeps what it has said (its '!', its
 * calls). A class, not closures: the server runs the engine through tsx, whose kept function names
 * cost each closure made per mail about a quarter of a microsecond.
 */
class MailVoice {
  private readonly state: VoiceState;
  private readonly toneVoice: SentenceVoice;
  private readonly turns: StatementTurns | undefined;
  private readonly turnOptions: TurnOptions;
  /** Intense English says its words in full, as an order is written: "do not", "you are". */
  private readonly firm: (text: string) => string;
  /** English motivational and intense say whole sentences again (voices-en.ts). */
  private readonly isFirm: boolean;
  /** Off for a clause an order follows: "Canyon ends tomorrow. Do your 5 attacks." says enough. */
  private mayTurn = true;
  /** The line's facts, so an English turn can read a shouted word kept as one ("NOW", "ON"). */
  private lineFacts: readonly Fact[] = [];
  /** A placeholder's fact in the line being said. */
  private readonly readLineFact: FactReader;

  constructor(
    private readonly tone: Tone,
    private readonly language: MailLanguage,
    options: VoiceOptions,
  ) {
    this.state = {
      usedAsides: new Set(),
      exclamations: 0,
      orders: 0,
      addressesNewcomers: options.addressesNewcomers ?? false,
      holdsCalls: (options.isStern ?? false) || (options.isOutside ?? false),
      isOutside: options.isOutside ?? false,
      isThanks: options.isThanks ?? false,
    };
    // A stern mail's calls are said calmly: the voice adds no '!' of its own.
    if (options.isStern) this.state.exclamations = MAX_EXCLAMATIONS;
    this.toneVoice = voiceFor(tone, language);
    this.turns =
      tone === 'motivational' || tone === 'intense' ? STATEMENT_TURNS[language][tone] : undefined;
    this.turnOptions = {
      isStern: options.isStern ?? false,
      addressesNewcomers: this.state.addressesNewcomers,
      isThanks: this.state.isThanks,
    };
    this.firm = tone === 'intense' && language === 'en' ? spellOutContractions : (text) => text;
    this.isFirm = language === 'en' && (tone === 'motivational' || tone === 'intense');
    this.readLineFact = (placeholder) => factOf(placeholder, this.lineFacts);
  }

  /** A line's words in the tone, its facts standing as their placeholders. */
  say(text: string, facts: readonly Fact[]): string {
    this.lineFacts = facts;
    if (this.language === 'ar') {
      // Arabic sentences end in ".", "!", "؟" and a space; an ellipsis ("...") ends none.
      return text
        .split(/(?<=[^.][.!?؟])\s+/u)
        .map((sentence) => this.voiceOne(sentence))
        .join(' ');
    }
    if (this.language === 'zh') {
      // Chinese ends a sentence with no space after it; each sentence is voiced on its own.
      return (text.match(CJK_SENTENCE) ?? [text])
        .map((sentence) => {
          const lead = sentence.match(/^\s*/u)![0];
          return lead + this.voiceOne(sentence.slice(lead.length));
        })
        .join('');
    }
    return splitSentences(this.prepare(text))
      .map((sentence, index, sentences) =>
        isAnswerToCondition(sentences[index - 1], this.tone, this.language)
          ? sentence
          : this.voiceSentence(sentence),
      )
      .join(' ');
  }

  /**
   * A sentence the tone's voice leaves as it is (news, a need, a thank-you) is said in the tone
   * where a turn rewords it; else it stays as the player wrote it, with no stock words added.
   */
  private voice(sentence: string, voiceState: VoiceState): string {
    const { tone, language, state, turns, turnOptions } = this;
    if (isFormula(sentence) || isRoster(sentence)) return sentence;
    if (language === 'en' && tone === 'intense' && isHedgedNeed(sentence, this.readLineFact)) {
      return sentence;
    }
    const voiced = this.firm(this.toneVoice(sentence, voiceState));
    if (voiced !== sentence || !turns || !this.mayTurn) return voiced;
    const end = language === 'zh' ? sentence.match(CHINESE_END)![0] : endMarks(sentence, '.!…。！');
    const body = sentence.slice(0, sentence.length - end.length);
    const from = language === 'zh' ? body : sentence;
    const turned = turnInTone(from, turns, turnOptions);
    // News, statements and goals no turn rewords are said in the tone where they can be.
    if (turned === from) {
      return language === 'en'
        ? tone === 'motivational' && !turnOptions.isStern
          ? sayDutyAsOurs(sentence, 'en')
          : sentence
        : sayStatementInTone(sentence, tone as 'motivational' | 'intense', language, {
            isAfterLabel: state.isAfterLabel,
            isStern: turnOptions.isStern,
          });
    }
    // After the player's label ("We want: 30M+…") a turn puts no lead of its own before the
    // player's first word ("We want: we require 30M+…").
    return state.isAfterLabel && firstWordOf(turned) !== firstWordOf(from) ? sentence : turned;
  }

  /** A goal's cheer keeps to the mail's one '!': after it, the cheer ends calmly. */
  private sayWithOneExclamation(said: string): string {
    if (!/[!！]$/u.test(said)) return said;
    if (this.state.exclamations < MAX_EXCLAMATIONS) {
      this.state.exclamations += 1;
      return said;
    }
    return said.replace(/¡/u, '').replace(/!$/u, '.').replace(/！$/u, '。');
  }

  private voiceOne(written: string): string {
    const { tone, language, state, turns, turnOptions } = this;
    if (isFormula(written)) return written;
    // Intense gives the reason after an order a sentence of its own, each voiced by itself.
    const parts =
      tone === 'intense' && language !== 'en' && !state.isOutside
        ? partAtReason(written, language)
        : [written];
    if (parts.length > 1)
      return parts.map((part) => this.voiceOne(part)).join(language === 'zh' ? '' : ' ');
    // Intense says an order without its chat words; motivational shares a reminder "not to forget".
    const sentence =
      language === 'en' || state.isOutside
        ? written
        : tone === 'intense'
          ? sayPlainly(written, language)
          : tone === 'motivational' && isCallable(written, state)
            ? sayReminderAsOurs(written, language)
            : written;
    // A rule's own number stays ahead of it: "1- ayudar siempre" → "1- Vamos a ayudar siempre".
    const number = sentence.match(RULE_NUMBER)?.[0];
    if (number) return number + this.voiceOne(sentence.slice(number.length));
    // "Кто без стамины — банки пейте" → "Без стамины? Банки пейте!": whom the order is for is asked
    // first, in both tones (intense ends the order firmly).
    const asked =
      language !== 'en' && turns && !state.holdsCalls
        ? askCondition(sentence, language)
        : undefined;
    if (asked) {
      // The order keeps the player's words: said to whom the question asked, in their "you".
      const order =
        tone === 'intense'
          ? language === 'zh'
            ? `${asked.order}。`
            : endFirmly(asked.order)
          : exclaimOnce(
              asked.order,
              state,
              language === 'es' ? '¡' : '',
              language === 'zh' ? '！' : '!',
            );
      return `${asked.question}${language === 'zh' ? '' : ' '}${order}`;
    }
    // A goal names itself with its label ("Meta: 3B"): it is said whole, not after its label.
    const goal =
      turns && language !== 'en'
        ? sayGoalInTone(sentence, tone as 'motivational' | 'intense', language, turnOptions.isStern)
        : undefined;
    if (goal !== undefined) return this.sayWithOneExclamation(goal);
    // A label stays and what follows it is voiced: "Step 2: take the altar" → "Step 2: let's take…".
    const label = holdsColon(sentence) ? sentence.match(LABELLED) : null;
    if (label && QUESTION.test(sentence)) return sentence;
    // An Arabic order before its colon ("رتبو قادتكم: المشاة قدام") is no label: the order is voiced.
    const isArabicOrder =
      language === 'ar' &&
      label !== null &&
      readArabicOrder(label[1]!.split(' ')[0]!) !== undefined;
    if (label && !isArabicOrder) {
      state.isAfterLabel = true;
      const voicedRest = this.voice(label[2]!, state);
      state.isAfterLabel = false;
      // A turn that puts a label of its own ("Requirements: …") is not said after the player's.
      if (voicedRest === label[2] || LABELLED.test(voicedRest)) return sentence;
      return `${label[1]} ${lowerFirst(voicedRest)}`;
    }
    const voiced = capitalise(this.voice(sentence, state));
    return language !== 'en' || readsAsSentence(voiced, sentence) ? voiced : sentence;
  }

  /** A whole sentence said again (voices-en.ts), with the mail's one '!' kept to. */
  private rephrase(sentence: string): string | undefined {
    if (!this.isFirm || isFormula(sentence)) return undefined;
    const said = rephraseEnglish(
      sentence,
      this.tone as 'motivational' | 'intense',
      this.readLineFact,
    );
    if (said === undefined || !said.endsWith('!')) return said;
    if (this.state.exclamations >= MAX_EXCLAMATIONS) return `${said.slice(0, -1)}.`;
    this.state.exclamations += 1;
    return said;
  }

  private prepare(text: string): string {
    const tone = this.tone as 'motivational' | 'intense';
    return this.isFirm ? firmUpEnglish(dropInnerPlease(text, tone), tone) : text;
  }

  /**
   * "Inactives get kicked at reset, if you're on vacation tell an R4": a condition after a comma
   * that a whole sentence's turn says ("On vacation? Tell an R4") is its own sentence.
   */
  private sayConditionApart(sentence: string): string | undefined {
    const at = sentence.search(CONDITION_AFTER_COMMA);
    if (at === -1 || CONDITION_START.test(sentence)) return undefined;
    const before = sentence.slice(0, at);
    if (wordCount(before) < 3) return undefined;
    // `rephrase` counts a '!' only for a sentence it says: nothing to take back when it says none.
    const condition = this.rephrase(capitalise(sentence.slice(at).replace(/^,\s+/u, '')));
    if (condition === undefined) return undefined;
    return `${this.voiceSentence(`${before}.`)} ${condition}`;
  }

  /**
   * "Join every rally you can, each fort = loot + alliance credits": the order before a formula's
   * comma is voiced, the formula after it kept as written ("Let's join every rally we can — each
   * fort = loot + alliance credits!").
   */
  private voiceBeforeFormula(sentence: string): string | undefined {
    if (!isFormula(sentence)) return undefined;
    const parts = sentence.match(/^([^,=+→]{8,}?),\s+([^,]*[=→][^,]*)$/u);
    if (!parts || isFormula(parts[1]!)) return undefined;
    const order = `${parts[1]}.`;
    const voiced = this.voiceOne(order);
    if (voiced === order) return undefined;
    const end = voiced.endsWith('!') ? '!' : '';
    return `${voiced.replace(/[.!]$/u, '')} — ${parts[2]!.replace(/[.!]$/u, '')}${end || sentence.match(/[.!?]$/u)?.[0] || ''}`;
  }

  private voiceSentence(sentence: string): string {
    const { tone } = this;
    if (this.language !== 'en') return this.voiceOne(sentence);
    const rephrased =
      this.rephrase(sentence) ??
      this.sayConditionApart(sentence) ??
      this.voiceBeforeFormula(sentence);
    if (rephrased !== undefined) return rephrased;
    const clauses = splitClauses(sentence, tone);
    if (clauses.length === 1) return this.voiceOne(sentence);
    const voiced = clauses.map((clause, index) => {
      this.mayTurn = index === clauses.length - 1;
      const result = index === 0 ? this.voiceOne(clause) : this.voice(clause, this.state);
      this.mayTurn = true;
      return result;
    });
    // Each order its own sentence in intense; one sentence of calls in the other tones.
    return tone === 'intense'
      ? voiced.map((clause) => capitalise(clause)).join(' ')
      : voiced
          // Only the sentence's last clause keeps its end: no "shield up!, heal up".
          .map((clause, index) => {
            const joined = index === 0 ? clause : lowerFirst(clause);
            return index === voiced.length - 1 ? joined : joined.replace(/[.!]$/u, '');
          })
          .join(', ');
  }
}

/**
 * "Vai sumir mais de 4 dias? Avisa por mail": the order after a question that picks its readers is
 * theirs alone, so motivational makes no call of the team of it.
 */
function isAnswerToCondition(
  before: string | undefined,
  tone: Tone,
  language: MailLanguage,
): boolean {
  // English reads its conditions itself ("Not sure? Let's send what we have most of").
  return (
    tone === 'motivational' && language !== 'en' && before !== undefined && /[?？؟]$/u.test(before)
  );
}
