import { ACTION_VERBS, ENGLISH_WEEKDAY_CAPITALS } from '#markup/index.ts';
import { ENGLISH_GAME_TERMS, GAME_NAMES, GAME_TERMS } from './game-names.ts';
import { TEXT_SPEAK } from './text-speak.ts';

/**
 * The words of the built-in engine's rewriting: what it spells out, capitalises, clarifies and
 * rewrites as whole phrases at Full, and the words it reads orders and titles by. Data only; the machinery
 * is rewrite.ts and the tones' ways of speaking voices.ts.
 */

/** English chat shorthand and its spelling: the shared text-speak list's English words. */
export const CHAT_SHORTHAND: Record<string, string> = TEXT_SPEAK.en;

/** Chat words no title may hold, beyond the shorthand above (in the UI's languages). */
export const TITLE_TEXT_SPEAK: ReadonlySet<string> = new Set(
  'gg lol lmao ya yo x q w pq xq vc vcs td tb uds vlw плз пж спс'.split(' '),
);

/** Every language's names in one map, and the game words: what a draft's names are matched with. */
const ALL_GAME_NAMES: Record<string, string> = Object.assign(
  {},
  GAME_TERMS,
  ...Object.values(GAME_NAMES),
);

/** Game words and names for drafts in other languages than English. */
export const NAMED_GAME_TERMS: Record<string, string> = ALL_GAME_NAMES;

/** Capitals of English only ("i" is a word in Italian and Catalan). */
export const ENGLISH_CAPITALS: Record<string, string> = {
  i: 'I',
  "i'm": "I'm",
  "i'll": "I'll",
  "i've": "I've",
  ...ENGLISH_GAME_TERMS,
  ...ENGLISH_WEEKDAY_CAPITALS,
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
export const ENGLISH_TERMS: Record<string, string> = { ...ALL_GAME_NAMES, ...ENGLISH_CAPITALS };

/** Clearer wording (balanced and above). */
export const CLEARER_PHRASING: Record<string, string> = {
  // No "when online" → "when you are online": "R4s give them when online" is the R4s' time.
  till: 'until',
  til: 'until',
  'lets go': "let's go",
  ok: 'OK',
  etc: 'etc.',
  'full helps': 'full alliance help',
};

/**
 * Full: whole phrases said better, each checked by hand to keep its meaning and grammar wherever it
 * stands. Single game words (troops, helps, online, hits, speedups, march,
 * rally…) are never here: swapping them changed what mails meant.
 */
export const FULL_PHRASES: Record<string, string> = {
  'is going to be': 'will be',
  'are going to be': 'will be',
  'in order to': 'to',
  "don't forget to": 'remember to',
  'dont forget to': 'remember to',
  'do not forget to': 'remember to',
  'try and': 'try to',
  'hit me up': 'message me',
  hmu: 'message me',
  lmk: 'let me know',
  'you guys': 'you all',
  'at this point in time': 'now',
  'each and every': 'every',
  'make sure that you': 'make sure you',
};

/** Filler a sentence can start with, dropped from Balanced up: "just a reminder that …". */
export const SENTENCE_FILLERS =
  /^(?:just a (?:quick |friendly )?reminder(?: that|:|,)?|quick reminder(?: that|:|,)?|just wanted to (?:say|let you know)(?: that)?|so basically,?|basically,?|ok so,?|so yeah,?)\s+(?=\S)/iu;

/** Filler words dropped wherever they stand, with the comma that may follow them. */
export const FILLER_WORDS =
  /(?<![\p{L}\p{N}'’])(?:so yeah|basically|literally|kinda|sorta|lol|lmao)(?![\p{L}\p{N}'’]),?/giu;

/** Words that end the topic a title is cut from: the sentence's verb ("kvk prep starts…"). */
export const TITLE_STOP_WORDS = new Set(
  (
    'is are was were will starts start begins begin opens open ends closes must need needs has ' +
    'have be can should gets get goes go mon tue tues wed thu thurs fri sat sun'
  ).split(' '),
);

/** Small words a cut topic must not end on, in the languages the engine writes. */
export const TRAILING_SMALL_WORDS = new Set(
  (
    'a an the and or of on at to in for by with w w/ vs from this next our your until till before after ' +
    'el la los las de del al en y por para con sin contra entre sobre un una este esta ese esa antes después despues hasta ' +
    'o os as do da dos das em e no na nos nas um uma pelo pela às com sem antes depois até ate pra pro ' +
    'в во на и с к по у о для за от до из под при про без через ' +
    'في على و من إلى الى مع عن ضد عند بين جنب لين حتى'
  ).split(' '),
);

/** Who a mail speaks to: no topic for a title ("Everyone", "ВСЕМ"). */
export const ADDRESSEES = new Set(
  (
    'everyone everybody all guys team people ppl governors members alliance warriors legends ' +
    'heroes fam family soldiers commanders kings lords friends ' +
    'todos todas gente pessoal galera amigos guerreros héroes guerreiros heróis ' +
    'всем все ребята воины бойцы друзья الجميع محاربون أبطال 勇士们 战友们 各位'
  ).split(' '),
);

/**
 * Verbs that start an order ("join rallies", "do not attack alone"): the action verbs smart
 * bullets know (markup), and more the engine's voices recognise.
 */
export const ORDER_VERBS: ReadonlySet<string> = new Set([
  ...ACTION_VERBS,
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
  'do',
  'forget',
  'fill',
  'move',
  'check',
  'claim',
  'collect',
  'finish',
  'complete',
  'prepare',
  'spend',
  'apply',
  'message',
  'mail',
  'ping',
  'attend',
  'come',
  'log',
  'target',
  'take',
  'meet',
  'go',
  'capture',
  'kill',
  'hit',
  'fill',
  'watch',
  'wait',
  'garrison',
  'tp',
  'post',
  'reply',
  'pick',
  'put',
  'swap',
  'leave',
  'research',
  'push',
  'ask',
  'share',
  'open',
  'grab',
  'buy',
  'dm',
]);

/** "No hitting allies" → "We don't hit allies": gerunds of the orders players forbid, and their verb. */
export const GERUNDS: Readonly<Record<string, string>> = {
  hitting: 'hit',
  attacking: 'attack',
  taking: 'take',
  farming: 'farm',
  zeroing: 'zero',
  teleporting: 'teleport',
  scouting: 'scout',
  rallying: 'rally',
  sending: 'send',
  using: 'use',
  spending: 'spend',
  trading: 'trade',
  donating: 'donate',
  joining: 'join',
  leaving: 'leave',
  burning: 'burn',
  sniping: 'snipe',
  touching: 'touch',
  flaming: 'flame',
  spamming: 'spam',
  begging: 'beg',
  fighting: 'fight',
  killing: 'kill',
  stealing: 'steal',
  passing: 'pass',
  swearing: 'swear',
  insulting: 'insult',
  sharing: 'share',
  hoarding: 'hoard',
};

/** Humorous asides, by the first keyword of a sentence that has one. */
export const ASIDES: readonly (readonly [RegExp, string])[] = [
  [/speed-?ups/i, '(yes, hoard them like a dragon)'],
  [/shields?\b/i, '(bubble up, sleepyheads)'],
  [/\brall(?:y|ies)\b/i, '(snacks optional, marches mandatory)'],
  [/\bonline\b/i, '(coffee strongly recommended)'],
  [/\b(?:target|reach|get|earn|score)\b.*\bpoints\b/i, '(the more the merrier)'],
  [/\balone\b/i, '(lone heroes become lone statues)'],
  [/\brecruit|\bbanners\b/i, '(cookies not included)'],
  [/\b(?:fight|battle|war)\b/i, '(bring your best troops and your worst jokes)'],
];

export const SMALL_WORDS = new Set(
  'a an the and or but of on at to in for by is are with from as vs nor per'.split(' '),
);

/** Words after a verb that show it is a noun: "rally leader Hannibal", "rally point". */
export const NOUN_FOLLOWERS = new Set([
  // "heal speedups", "build speed-ups": the speedups of a kind, not an order to heal.
  'speedups',
  'speed-ups',
  'speedup',
  'leader',
  'leaders',
  'lead',
  'leads',
  'spot',
  'captain',
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
  // "vote closes Sat 12:00 UTC": what closes or ends is a thing, no order to vote.
  'closes',
  'ends',
  'results',
  'rules',
  'rule',
  'accounts',
  'account',
  'names',
  'name',
  'tags',
  'stay',
  'stays',
  'spots',
  'rewards',
  'kills',
  'power',
  'tips',
]);

/**
 * Whom an English order calls by name before it: "people online REINFORCE NOW", "farms shield up".
 * The tidy gives the call its comma; a clause that is only such a call is no clause of its own.
 */
export const ADDRESSED_GROUP =
  '(?:everyone|everybody|people|anyone|farms|farm accounts|farmers|gatherers|all)(?: online| on| active)?';
