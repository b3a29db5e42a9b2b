/**
 * The rubric's own words. They are kept apart from the engine's vocabulary on purpose: a measure
 * that took its truth from the engine it measures would pass whatever the engine does.
 */

/** Words a greeting starts with, in the six UI languages; lower case. */
export const GREETINGS: readonly string[] = [
  'hi',
  'hello',
  'hey',
  'hiya',
  'greetings',
  'dear',
  'gg',
  'good morning',
  'good evening',
  'hola',
  'saludos',
  'buenas',
  'buenos días',
  'olá',
  'ola',
  'oi',
  'bom dia',
  'galera',
  'pessoal',
  'boa noite',
  'привет',
  'всем привет',
  'ребята',
  'народ',
  'здравствуйте',
  'добрый день',
  'مرحبا',
  'السلام عليكم',
  'اهلا',
  'أهلا',
  '大家好',
  '你好',
  '各位好',
  '各位早上好',
  '早上好',
  'good morning',
  'boa tarde',
  'buenas tardes',
  'доброе утро',
  'صباح الخير',
];

/** Words that only say whom a mail speaks to: alone, they are a greeting, never a title. */
export const ADDRESS_WORDS: ReadonlySet<string> = new Set(
  (
    'fam family guys team everyone all folks people governors warriors legends heroes friends ' +
    'gente galera pessoal todos amigos guerreros guerreiros chicos familia família ' +
    'ребята ребят народ всем друзья воины شباب جماعة الجميع 各位 大家 兄弟们'
  ).split(' '),
);

/** Chat shorthand players type, as whole words, in the six UI languages; lower case. */
export const TEXT_SPEAK: ReadonlyMap<string, string> = new Map([
  ['u', 'you'],
  ['r', 'are'],
  ['ur', 'your'],
  ['pls', 'please'],
  ['plz', 'please'],
  ['ty', 'thank you'],
  ['thx', 'thanks'],
  ['tmrw', 'tomorrow'],
  ['tmr', 'tomorrow'],
  ['ppl', 'people'],
  ['govs', 'governors'],
  ['b4', 'before'],
  ['w/', 'with'],
  ['w/o', 'without'],
  ['w', 'with'],
  ['asap', 'as soon as possible'],
  ['rn', 'right now'],
  ['msg', 'message'],
  ['req', 'requirement'],
  ['dont', "don't"],
  ['lvl', 'level'],
  ['gg', 'good game'],
  ['q', 'que'],
  ['x', 'por'],
  ['uds', 'ustedes'],
  ['xq', 'porque'],
  ['pq', 'porque'],
  ['vc', 'você'],
  ['vcs', 'vocês'],
  ['td', 'todo'],
  ['vlw', 'valeu'],
  // Full says "hit me up" as "message me".
  ['hmu', 'hit me up message'],
  ['tb', 'também'],
  ['tmj', 'tamo junto'],
  ['yrs', 'years'],
  ['n', 'and'],
  ['плз', 'пожалуйста'],
  ['пж', 'пожалуйста'],
  ['спс', 'спасибо'],
]);

/**
 * Words that say nothing of a line's content, so a line of the engine's own is not passed off as
 * the draft's because it shares "the" and "you" with it. Chinese is read by characters.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  [
    'a an the and or but of on at to in for by is are be was were will with from as it its this',
    'that we you your our us all i me my they their them he she his her do does not no so if then',
    'than there here up out get got have has had can just also any every each who what when where',
    'which how everyone everybody',
    'el la los las un una y o de del en al por para con que se es son su sus lo le les nos mi tu todos',
    'os as um uma e ou do da dos das em no na nas pelo pela com não é são seu sua',
    'и в на с не по для к о что это а но за из от до у же мы вы их всем все',
    'و في على من إلى الى عن مع ان أن هذا هذه الجميع',
    '的 了 是 在 我 们 你 他 和 有 不 要 这 那 个',
  ]
    .join(' ')
    .split(' '),
);

/**
 * Game terms a mail must keep as the player wrote them (rubric rule 3): singular and plural,
 * any case. They are ASCII, so they are found inside Chinese text too.
 */
export const GAME_TERMS: readonly (readonly [string, RegExp])[] = [
  ['troops', /(?<![a-z0-9])troops?(?![a-z0-9])/iu],
  ['helps', /(?<![a-z0-9])helps?(?![a-z0-9])/iu],
  ['online', /(?<![a-z0-9])online(?![a-z0-9])/iu],
  ['offline', /(?<![a-z0-9])offline(?![a-z0-9])/iu],
  ['hits', /(?<![a-z0-9])hit(?:s|ting)?(?![a-z0-9])/iu],
  ['speedups', /(?<![a-z0-9])speed-? ?ups?(?![a-z0-9])/iu],
  ['march', /(?<![a-z0-9])march(?:es)?(?![a-z0-9])/iu],
  ['rally', /(?<![a-z0-9])rall(?:y|ies)(?![a-z0-9])/iu],
  ['KvK', /(?<![a-z0-9])kvk(?![a-z0-9])/iu],
  ['MGE', /(?<![a-z0-9])mge(?![a-z0-9])/iu],
  ['AoO', /(?<![a-z0-9])(?:aoo|ark of osiris)(?![a-z0-9])/iu],
  ['KP', /(?<![a-z0-9])d?kp(?![a-z0-9])/iu],
  ['kill points', /(?<![a-z0-9])kill points?(?![a-z0-9])/iu],
  ['shield', /(?<![a-z0-9])shields?(?![a-z0-9])/iu],
  ['flag', /(?<![a-z0-9])flags?(?![a-z0-9])/iu],
  ['garrison', /(?<![a-z0-9])garrisons?(?![a-z0-9])/iu],
  ['reinforce', /(?<![a-z0-9])reinforce(?![a-z0-9])/iu],
  ['zeroed', /(?<![a-z0-9])zero(?:ed|ing)?(?![a-z0-9])/iu],
  ['barbs', /(?<![a-z0-9])barb(?:s|arians?)?(?![a-z0-9])/iu],
  ['RSS', /(?<![a-z0-9])rss(?![a-z0-9])/iu],
  ['tier', /(?<![a-z0-9])[tr][1-5](?![a-z0-9])/iu],
];

/** Words the game writes in capitals, so capitals in a mail are not the engine's shouting. */
export const GAME_ACRONYMS: ReadonlySet<string> = new Set(
  'KVK MGE AOO KP DKP UTC GMT RSS NAP LK AM PM VIP ID TP OK GG R4S HP FAQ DM DMS KD DPS AFK MTG PVP PVE AOE КВК КВ АОО МГЕ КД ДКП КП ЛС'.split(
    ' ',
  ),
);

/** Words an English Title Case title keeps in lower case after its first word. */
export const TITLE_SMALL_WORDS: ReadonlySet<string> = new Set(
  'a an the and or but nor of on at to in for by is are with from as vs per'.split(' '),
);

/** Sentence-ending marks, Latin, Arabic and Chinese. */
export const SENTENCE_END = '.!?。！？؟';

/** Abbreviations after which a dot does not end a sentence; lower case, without the dot. */
export const ABBREVIATIONS: ReadonlySet<string> = new Set(
  'vs etc e.g i.e p.m a.m approx min no nr st sr sra dr'.split(' '),
);

/** Words that only the engine's decree voice uses: wrong on a recruitment ad, thanks or a treaty. */
export const COMMAND_PHRASE =
  /\b(?:decree|war council|no exceptions|take heed|obey|no excuses|failure is not an option|by order of|hold the line|follow it|urgent|listen up)\b/iu;

/** Closings the engine might add; a second one after the first is what the rubric counts. */
export const SIGNATURE_LINE = /^[—–-]\s*\S/u;

/** English chat fillers a rewrite should drop (the rubric's "Left as is"); only English is reworded. */
export const FILLERS: readonly RegExp[] = [
  /\bjust (?:a )?(?:quick )?reminder(?: that)?\b/iu,
  /\b(?:hi|hey|hello) (?:all|guys|everyone),? just\b/iu,
  /\b(?:basically|literally|kinda|sorta|lol)\b/iu,
  /\bso yeah\b/iu,
];

/** Day names and their short forms, for day ranges ('Wed/Thu') that must stay one item. */
export const DAY_NAMES: readonly string[] = [
  ...'monday tuesday wednesday thursday friday saturday sunday mon tue tues wed thu thur thurs fri sat sun'.split(
    ' ',
  ),
  ...'lunes martes miércoles jueves viernes sábado domingo lun mié jue vie sáb dom'.split(' '),
  ...'segunda terça quarta quinta sexta seg ter qua qui sex'.split(' '),
  ...'понедельник вторник среда четверг пятница суббота воскресенье пн вт ср чт пт сб вс'.split(
    ' ',
  ),
];

/**
 * Names the game (and players' tools) write with capitals, per language, as they are written.
 * A name found in another case is untidy; one in capitals throughout is the player's shout.
 */
export const GAME_NAMES: Partial<Record<string, readonly string[]>> = {
  en: [
    'Ziggurat',
    'Lohar',
    'Lost Temple',
    'Ark of Osiris',
    'Sunset Canyon',
    'Lost Kingdom',
    'Mightiest Governor',
    'Ceroli Crisis',
    'Wheel of Fortune',
    'More Than Gems',
    'Charles Martel',
    'Sun Tzu',
    'Guan Yu',
    'Richard',
    'Constantine',
    'Scipio',
    'Discord',
    'English',
    ...'Monday Tuesday Wednesday Thursday Friday Saturday Sunday Mon Tue Wed Thu Fri Sat'.split(
      ' ',
    ),
    ...'Jan Feb Apr Aug Sep Oct Nov Dec'.split(' '),
  ],
  es: ['Discord', 'Arca de Osiris', 'Templo Perdido', 'KvK', 'Ceroli'],
  'pt-BR': ['Discord', 'Mais Que Gemas', 'Arca de Osíris', 'KvK', 'Ceroli'],
  ru: ['МГЕ', 'КвК', 'КД', 'ДКП', 'Т4', 'Т5', 'Р4', 'Р5', 'Discord'],
  // Latin names in Chinese text, found beside Han characters too ("kvk结束后").
  'zh-CN': ['KvK', 'MGE', 'Discord', 'UTC'],
  ar: ['KvK', 'MGE', 'Discord'],
};

/**
 * Chat shorthand a tidy mail spells out, per language; lower case, as whole words. ('its' and
 * 'gg' are left out: the first is also a word, the second is how players cheer.)
 */
export const LOOSE_TEXT_SPEAK: Partial<Record<string, readonly string[]>> = {
  en: 'u r ur urself pls plz ppl thx tmrw b4 bc lol prob accts whos thats shes im dont doesnt rn w w/ wasnt theres sry obv'.split(
    ' ',
  ),
  es: 'q xq pq tmb xfa estabamos rompio'.split(' '),
  'pt-BR': 'vc vcs pq q qnd pfv tb msm mto hj blz nao'.split(' '),
  ru: 'плз пж спс щас ща лвл ресы скок'.split(' '),
};

/**
 * Hedges that make a number an estimate or a bound, in the six languages. The Latin-script ones
 * count only before a number ('like 10', 'uns 20k', 'around X:1190'); the others anywhere.
 */
export const HEDGES: readonly string[] = [
  'like',
  'about',
  'around',
  'approx',
  'roughly',
  'at least',
  'at most',
  'max',
  'min',
  'up to',
  '~',
  'unos',
  'unas',
  'alrededor de',
  'cerca de',
  'mínimo',
  'máximo',
  'al menos',
  'uns',
  'umas',
  'pelo menos',
  'máx',
  'около',
  'примерно',
  'хотя бы',
  'не больше',
  'على الأقل',
  'حوالي',
  'تقريبا',
  '至少',
  '左右',
  '大约',
  '以上',
];

/** Words a line cannot end on, per language: it was cut mid-phrase ('la batalla es el'). */
export const PHRASE_OPEN_ENDS: Partial<Record<string, ReadonlySet<string>>> = {
  en: new Set('the an at of for with and or by from'.split(' ')),
  es: new Set('el la los las de del al y con por para hasta'.split(' ')),
  'pt-BR': new Set('os as do da em na com pra para até'.split(' ')),
  ru: new Set('в на и с к по до от'.split(' ')),
  ar: new Set('في على من إلى الساعة'.split(' ')),
};

/** Laughs a tidy mail may leave out of a header ('farm rules (for the 100th time lol)'). */
export const LAUGHS: ReadonlySet<string> = new Set(['lol', 'lmao', 'jaja', 'kkkk', 'хаха', '哈哈']);

/** Labels that open a roundup or a list, not a topic: "few things:", "requisitos:". */
export const NON_TOPIC_LABEL =
  /^(?:(?:a )?(?:few|some|couple(?: of)?) things(?: today)?|updates|news|rules|requirements?|(?:unas|algunas|varias) cosas|requisitos|reglas|normas|(?:algumas|umas) coisas|regras|несколько (?:вещей|моментов)|правила|требования|عدة أمور|الشروط|القواعد|(?:今天)?几件事|要求|规则)$/iu;
