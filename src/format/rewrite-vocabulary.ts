import { ACTION_VERBS } from '#markup/index.ts';

/**
 * The words of the built-in engine's rewriting: what it spells out, capitalises, clarifies and
 * says as the war council, and the words it reads orders and English by. Data only; the machinery
 * is rewrite.ts and the tones' ways of speaking voices.ts.
 */

/** Chat shorthand and its spelling (issue 4, "minimal"). */
export const CHAT_SHORTHAND: Record<string, string> = {
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
export const GAME_TERMS: Record<string, string> = {
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
export const ENGLISH_CAPITALS: Record<string, string> = {
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
export const ENGLISH_TERMS: Record<string, string> = { ...GAME_TERMS, ...ENGLISH_CAPITALS };

/** Clearer wording (balanced and above). */
export const CLEARER_PHRASING: Record<string, string> = {
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
export const COUNCIL_VOCABULARY: Record<string, string> = {
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
  'strike',
  'stand',
  'do',
]);

/** Humorous asides, by the first keyword of a sentence that has one. */
export const ASIDES: readonly (readonly [RegExp, string])[] = [
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

export const ENGLISH_WORDS = new Set(
  (
    'the to and is are on at for you we be in of our your all will with not do if this that it ' +
    'from by or have has get must every day after until when only us my an they their there what ' +
    'who please everyone need can'
  ).split(' '),
);

export const SMALL_WORDS = new Set(
  'a an the and or but of on at to in for by is are with from as vs nor per'.split(' '),
);

/** Words after a verb that show it is a noun: "rally leader Hannibal", "rally point". */
export const NOUN_FOLLOWERS = new Set([
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
