import type { MailLanguage } from './language.ts';
import { capitaliseFirst } from './voice-kit.ts';

/**
 * How motivational and intense say a sentence that is no order, in each language: a need, a
 * result, a thank-you, an attack under way, a reminder. Each turn keeps every word of the player's
 * sentence that carries meaning (facts are private-use placeholders here, so no turn can change
 * one) and changes how it is said: a result said as won together ("Juntos ganamos…"), a thank-you
 * said warmly or tersely, a leading "reminder that" dropped. A sentence no turn rewords stays as
 * written: no stock tail ("— get ready!", "Be ready.") is added to it. The words added are the
 * writer's or everyone's ("we", infinitives, nouns), never a "you" form the draft may not use
 * (Spanish vosotros/ustedes).
 */
export interface StatementTurn {
  pattern: RegExp;
  /** The new wording: `$1`… or, where a word must change case, a function of the groups. */
  replacement: string | Replacer;
  /** Cheers a result or a thank-you: not in a warning or a disciplinary mail. */
  isCheer?: boolean;
  /** Speaks to governors who are not members yet (recruitment): only in such mails. */
  isForNewcomers?: boolean;
  /**
   * Adds praise ("Well done.", "Buen trabajo.", "干得漂亮"): only in a mail of thanks or results,
   * where something was done; a thank-you in a migration notice or a treaty stays as written.
   */
  isPraise?: boolean;
  /** Words `pattern` cannot match without, looked for first: a quick test (see `eventStart`). */
  needs?: RegExp;
}

export type Turns = readonly StatementTurn[];
type Replacer = (match: string, ...groups: string[]) => string;

function turn(
  pattern: RegExp,
  replacement: string | Replacer,
  flags: Pick<StatementTurn, 'isCheer' | 'isForNewcomers' | 'isPraise'> = {},
): StatementTurn {
  return { pattern, replacement, ...flags, needs: NEEDED_WORDS.get(pattern) };
}

/** The words a turn's pattern cannot match without, by pattern. */
const NEEDED_WORDS = new Map<RegExp, RegExp>();

/** A sentence's end mark, dropped before a turn adds its own. */
const END = '[.!。！…]?';

/** A fact (private-use placeholder) or a digit: a time, a date or a number the player gave. */
const FACT = '\\uE000-\\uF8FF\\d';

/**
 * An event's start with its time: "Pass 4 opens tomorrow at 12:00 UTC", "El Lost Kingdom empieza
 * mañana", "Ковчег стартует в субботу". Who starts is a few words of one clause (no comma, no
 * pronoun, no call to the members before it); when is one clause that opens with a word of time
 * or a fact, so "X starts (infantry week)" or "X opens and Y closes" stay as written.
 */
function eventStart(subject: string, verbs: string, when: string): RegExp {
  // Who starts opens with a word or a fact and holds no dash or arrow: "MON - mobilization", "→ la
  // ventana" are a schedule's lines, whose date stays where the player put it.
  const pattern = new RegExp(
    `^((?=[\\p{L}${FACT}])(?![^,;:]*(?: [-–—] |→))${subject}) (${verbs}) ((?:(?:${when})(?!\\p{L})|[${FACT}])(?:(?! (?:and|y|e|и|но) )(?:[^,;:!?¡¿]|(?<=\\d):(?=\\d))){0,50}?)${END}$`,
    'iu',
  );
  // Most sentences name no start or end: the verb alone is looked for before the subject's many
  // lengths are tried.
  NEEDED_WORDS.set(pattern, new RegExp(`(?:${verbs})`, 'iu'));
  return pattern;
}

const ENGLISH_EVENT = eventStart(
  '(?!(?:we|you|they|i|it|he|she|this|that|there|who|what|everyone|all|nothing)\\b)[^,;:|!?]{2,40}?',
  'starts|begins|opens|kicks off',
  'at|on|in|from|tomorrow|today|tonight|this|next|mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?',
);
/** An event's end with its time: "Alliance Mobilization ends in 6h", "Registration closes Fri". */
const ENGLISH_END_EVENT = eventStart(
  '(?!(?:we|you|they|i|it|he|she|this|that|there|who|what|everyone|all|nothing)\\b)[^,;:|!?]{2,40}?',
  'ends|closes|finishes',
  'at|on|in|by|tomorrow|today|tonight|this|next|mon(?:day)?|tue(?:s|sday)?|wed(?:nesday)?|thu(?:rs|rsday)?|fri(?:day)?|sat(?:urday)?|sun(?:day)?',
);
/** Words after which an end's time runs on into an order: "ends tomorrow so do your attacks". */
const THEN_ORDER = /\b(?:so|then|but|because|pls|please)\b/iu;
const SPANISH_EVENT = eventStart(
  // Not who the sentence speaks to ("Ustedes que quieren venir…, la ventana abre…").
  '(?!(?:gente|chicos|chicas|muchachos|equipo|todos|nadie|esto|eso|ustedes|vosotros|quienes)\\b)(?![^,;:|!?¡¿]*\\bque\\b)[^,;:|!?¡¿]{2,40}?',
  'empieza|comienza|arranca|abre|inicia',
  'a las|el|la|los|este|esta|hoy|mañana|pasado|en|desde|lunes|martes|miércoles|jueves|viernes|sábado|sabado|domingo',
);
const PORTUGUESE_EVENT = eventStart(
  // Not who the sentence speaks to ("Vocês que querem vir pra K2560 a janela abre…").
  '(?!(?:galera|pessoal|gente|time|todos|ninguém|isso|vocês|você|vcs|vc|quem|cada um|cada|todo mundo)(?![\\p{L}]))(?![^,;:|!?]*\\bque\\b)[^,;:|!?]{2,40}?',
  'começa|inicia|abre',
  'às|as|no|na|nos|neste|nesta|este|esta|hoje|amanhã|amanha|depois|em|a partir|segunda|terça|quarta|quinta|sexta|sábado|sabado|domingo|dia',
);
const RUSSIAN_WHEN = 'в|во|с|со|завтра|сегодня|послезавтра|через|утром|вечером|ночью';
const RUSSIAN_START = 'начинается|начнётся|начнется|стартует|открывается|откроется';
const RUSSIAN_EVENT = eventStart(
  `(?!(?:все|всем|мы|вы|это|кто|ребята|народ|${RUSSIAN_WHEN})(?!\\p{L})|[${FACT}])[^,;:|!?—]{2,40}?`,
  RUSSIAN_START,
  RUSSIAN_WHEN,
);
/** Russian says the time first as often: "Завтра в 13:00 UTC открывается перевал 5". */
const RUSSIAN_EVENT_AFTER_TIME = new RegExp(
  `^((?:(?:${RUSSIAN_WHEN})(?!\\p{L})|[${FACT}])(?:[^,;:!?—]|(?<=\\d):(?=\\d)){0,40}?) (${RUSSIAN_START}) ((?!(?:все|всем|мы|вы)(?!\\p{L}))[^,;:!?—]{2,40}?)${END}$`,
  'iu',
);

/** An end with its time: "Запись на АОО закрывается в ЧТ 00:00 UTC", "Каньон заканчивается завтра". */
const RUSSIAN_END_EVENT = eventStart(
  `(?!(?:все|всем|мы|вы|это|кто|ребята|народ|${RUSSIAN_WHEN})(?!\\p{L})|[${FACT}])[^,;:|!?—]{2,40}?`,
  'закрывается|закроется|заканчивается|закончится|завершается|завершится',
  RUSSIAN_WHEN,
);

/** A sign-up open until a time: "Регистрация на АОО открыта до пятницы 18:00 UTC". */
const RUSSIAN_SIGN_UP_OPEN =
  /^((?:регистрация|запись)(?: на [^,;:!?—]{2,30}?)?) открыта (до [^,;:!?—]{2,40}?)[.!]?$/iu;

/** An article or a possessive before a name stays in small letters after a colon. */
function lowerArticle(words: string): string {
  return words.replace(
    /^(?:The|Our|El|La|Los|Las|Nuestro|Nuestra|Nuestros|O|A|Os|As|Nosso|Nossa)(?=\s)/u,
    (article) => article.toLowerCase(),
  );
}

/** The cheers after a kick-off, one chosen by the sentence, so mails do not all say one. */
const KICK_OFF_CHEERS = [
  "let's make it count!",
  "let's show them what we've got!",
  "let's give it everything!",
  "let's be there, all of us!",
];

/** Motivational says an event's start as a kick-off; "opens" (a pass, a window) keeps its verb. */
const englishKickOff: Replacer = (found, who, verb, when) =>
  `${who} ${/^opens$/iu.test(verb!) ? 'opens' : 'kicks off'} ${when} — ${KICK_OFF_CHEERS[sumOfCodes(found) % KICK_OFF_CHEERS.length]}`;

/** A number a sentence always gives, to choose among words for it. */
function sumOfCodes(text: string): number {
  let sum = 0;
  for (let index = 0; index < text.length; index += 1) sum += text.charCodeAt(index);
  return sum;
}
/**
 * A day said before what starts ("amanhã (quinta) o passo 3 abre às 16:00 UTC") goes with its time:
 * "Amanhã (quinta) às 16:00 UTC: abre o passo 3", never "abre Amanhã (quinta) o passo 3".
 */
const LEADING_DAY =
  /^((?:tomorrow|today|tonight|mañana|hoy|esta noche|amanhã|amanha|hoje|hoje à noite)(?:\s*\([^)]{1,20}\))?)\s+(?=\S)/iu;

function withDayFirst(who: string, when: string): [string, string] {
  const day = who.match(LEADING_DAY);
  if (!day) return [who, when];
  // What starts keeps the capital the sentence gave it: "Tomorrow at 12:00 UTC: Pass 4 opens".
  return [capitaliseFirst(who.slice(day[0].length)), `${day[1]} ${lowerFirst(when)}`];
}

/** Intense puts the time first, as an order sheet does: "Tomorrow at 12:00 UTC: Pass 4 opens." */
function timeFirst(say: (who: string, verb: string) => string): Replacer {
  return (_, written, verb, at) => {
    const [who, when] = withDayFirst(written!, at!);
    return `${capitaliseFirst(when)}: ${say(lowerArticle(who), verb!)}.`;
  };
}
const englishTimeFirst = timeFirst((who, verb) => `${who} ${verb.toLowerCase()}`);
const spanishTimeFirst = timeFirst(
  (who, verb) => `${/^abre$/iu.test(verb) ? 'abre' : 'arranca'} ${who}`,
);
const portugueseTimeFirst = timeFirst((who, verb) => `${verb.toLowerCase()} ${who}`);
/** "перевал 5 ур." ends with its abbreviation's dot, which the sentence's end mark was taken for. */
function keepAbbreviation(words: string): string {
  return /\s(?:ур|лвл|ч|мин|сек)$/iu.test(words) ? `${words}.` : words;
}

/** Russian intense names the start as a noun: "Ковчег: старт в субботу", "Перевал: открытие…". */
function russianStartNoun(verb: string): string {
  return /^откр/iu.test(verb) ? 'открытие' : 'старт';
}

/**
 * Whom to ask, at a mail's end: "Any q's ask Juno or Dex", "Cualquier duda a los R4: Nerea",
 * "Qualquer dúvida chama no pv", "أي سؤال ثاني كلّم هند", "有问题私聊小白". Motivational makes it an
 * open door ("Any questions? Just ask…"), intense a label ("Questions: ask Juno or Dex.").
 */
const ENGLISH_ASK =
  /^(?:any|for any|got|for)?\s*(q's|qs|questions|question|issues|problems|doubts),?\s+(?:just\s+)?((?:ask|dm|ping|message|contact|mail|talk to|write to)\s.+?)[.!]?$/iu;
/** What the player asks to be asked about, said in full: "q's" → "questions", "issues" stays. */
function askedAbout(word: string): string {
  return /^(?:q's|qs|question)$/iu.test(word) ? 'questions' : word.toLowerCase();
}
const SPANISH_ASK =
  /^cualquier (?:duda|consulta|pregunta|problema),?\s+((?:(?:me|nos) )?(?:a|con|al|pregunt|escrib|habl|mand|consult)\S*\s.+?)[.!]?$/iu;
const PORTUGUESE_ASK =
  /^qualquer (?:dúvida|duvida|pergunta|problema),?\s+((?:(?:me|nos) )?(?:chama|fala|manda|pergunta|chamem|falem|mandem|perguntem|com|no|na)\s.+?)[.!]?$/iu;
const ARABIC_ASK = /^(?:أي|اي) (?:سؤال|استفسار|مشكلة)(?: ثاني| ثانية| ثاني)?،? (.+?)[.!]?$/u;
/** An Arabic order to talk to someone, in the singular ("كلّم") or the plural ("كلموا"). */
const ARABIC_ASK_VERB = /^(?:كلّم|كلم|كلموا|كلّموا|راسل|راسلوا|اسأل|اسألوا|تواصل|تواصلوا)\s/u;
const CHINESE_ASK = /^有(?:任何)?问题(?:的话)?[，,]?(?:请)?(?:直接)?(私聊|找|联系|问|私信)(.+)$/u;
/** Whom to ask, said after where: "有问题 Discord #kvk 找我", "有啥不懂的问阿木". */
const CHINESE_ASK_WHERE =
  /^有(?:啥|什么)?(?:问题|不懂的)[，,]?\s*([^，,。]{0,20}?)\s*(找|问|私聊)([^，,。]{1,12})$/u;
/** Latin words or a channel next to Chinese keep a space before them: "随时 Discord #kvk 找我". */
function spacedWhere(where: string): string {
  if (!where) return '';
  return /^[A-Za-z#\uE000-\uF8FF]/u.test(where) ? ` ${where} ` : where;
}
/** A rally short of players: "差4个人 快来", "还差3队 速来". */
const CHINESE_SHORT =
  /^(.*?)[，,\s]*还?差([\d\uE000-\uF8FF]+)(个人|人|队|个|车)[，,\s]*(?:快来|速来|快点来)$/u;

/**
 * A need of a number of players: "Necesitamos 10 personas más", "Precisamos de 15 pessoas",
 * "Нужно 5 человек с 60м+", "نحتاج 5 لاعبين", "还需要5个人". The number opens what is needed
 * (a fact or digits) and players are what it counts (no other thing named after the number), so
 * "нужно лечиться", "نحتاج وقت" and "нужно минимум 6 флагов" stay as written.
 */
const COUNT = '[\\uE000-\\uF8FF\\d]';
/** A count, and no word after it but whom it counts (`players`) or a small word that goes on. */
function countOf(players: string): string {
  return `${COUNT}+(?!\\s+(?!(?:${players})(?![\\p{L}]))\\p{L}{3,})`;
}
const SPANISH_NEED = new RegExp(
  `^(?:necesitamos|nos faltan|faltan|se necesitan)\\s+((?:unos |unas |como |al menos )?${countOf('personas|jugadores|gente|miembros|players|más|para|pa')}[^,;:!?¡¿]{0,40}?)[.!]?$`,
  'iu',
);
const PORTUGUESE_NEED = new RegExp(
  `^(?:precisamos de|precisamos|precisa de|faltam|falta)\\s+((?:uns |umas |mais |pelo menos )?${countOf('pessoas|jogadores|players|membros|gente|caras|mais|pra|para')}[^,;:!?]{0,40}?)[.!]?$`,
  'iu',
);
const RUSSIAN_NEED = new RegExp(
  `^(?:нам )?(?:нужно|надо|нужны|нужен|требуется)\\s+((?:ещё |еще |хотя бы |минимум |около )?${countOf('человек|человека|чел|людей|игроков|игрока|участников|бойцов|ребят|ещё|еще|для|чтобы')}[^,;:!?—]{0,40}?)[.!]?$`,
  'iu',
);
const ARABIC_NEED = new RegExp(
  `^(?:نحتاج|نبي|نبغى|نحتاج إلى)\\s+((?:على الأقل )?${countOf('لاعبين|لاعب|اشخاص|أشخاص|شخص|اعضاء|أعضاء|نفر|شباب|عشان|علشان')}[^،؟!]{0,40}?)[.!]?$`,
  'u',
);
const CHINESE_NEED = new RegExp(`^(还)?(?:需要|缺)((?:大概|至少)?${COUNT}.{0,20})$`, 'u');

/**
 * What a recruitment mail asks and offers: a list of requirements that opens with a number
 * ("25M+ de poder, T5, activos en KvK") and "we have…" ("Tenemos equipo de arca…"). Motivational
 * says whom we look for; intense says what we require and what we offer, as sentences (a label
 * before a list of three would want the list on lines of its own). Only in a
 * mail to governors who are not members yet.
 */
const REQUIREMENTS =
  /^((?:от |min |at least |قوة )?[\uE000-\uF8FF\d][^,，،.!?。！？]{0,12}?(?:power|de poder|мощи|силы|قوة|战力)[,，،][^.!?。！？]+?)[.!。！]?$/iu;

function requirements(lead: string, end = '.'): StatementTurn {
  return turn(REQUIREMENTS, (_, list) => `${lead} ${lowerFirst(list!)}${end}`, {
    isForNewcomers: true,
  });
}

/** A good-luck line: "Gl everyone let's show 2341 who's boss", "Boa sorte e bom jogo!". */
const ENGLISH_GOOD_LUCK =
  /^(?:gl|good luck),? (everyone|all|guys|team|fam|people)[,.!]?(?:\s+(\p{L}.*?))?[.!]?$/iu;
const PORTUGUESE_GOOD_LUCK = /^boa sorte e bom jogo[.!]?$/iu;

/**
 * What we do at a time: "we will attack at 20:00 UTC", "we hit the fort tomorrow 12:00 UTC".
 * Motivational puts the time first as a shared strike ("At 20:00 UTC we attack together!");
 * intense says it as the order it is ("Attack at 20:00 UTC."). The time opens with a fact, so
 * "we will attack when they shield" stays as written.
 */
const ENGLISH_WE_AT_TIME = new RegExp(
  `^we(?: will|'ll)? (attack|hit|rally|push|take|open|move|teleport|march|strike|burn|start|gather|meet|garrison|defend|fight|zero)((?: [^,;:!?]{1,40}?)?) (at|from|on) ((?:\\p{L}+ )?[${FACT}][^,;:!?]{0,30}?)${END}$`,
  'iu',
);

const englishStrikeTogether: Replacer = (_, verb, what, when, time) =>
  `${capitaliseFirst(when!.toLowerCase())} ${time} we ${verb!.toLowerCase()}${what} together!`;

const englishStrikeOrder: Replacer = (_, verb, what, when, time) =>
  `${capitaliseFirst(verb!.toLowerCase())}${what} ${when!.toLowerCase()} ${time}.`;

const ENGLISH_MOTIVATIONAL: Turns = [
  turn(ENGLISH_WE_AT_TIME, englishStrikeTogether),
  turn(ENGLISH_GOOD_LUCK, (_, who, rest) =>
    rest ? `Good luck, ${who!.toLowerCase()} — ${rest}!` : `Good luck, ${who!.toLowerCase()}!`,
  ),
  requirements("We're looking for governors with", '!'),
  turn(
    ENGLISH_ASK,
    (_, what, ask) => `Any ${askedAbout(what!)}? Just ${lowerFirst(ask!)} — don't be shy!`,
  ),
  turn(ENGLISH_EVENT, englishKickOff, { isCheer: true }),
  turn(
    ENGLISH_END_EVENT,
    (match, who, verb, when) =>
      // "ends tomorrow so do your 5 attacks": an order follows, which is no time of the end.
      THEN_ORDER.test(when!) ? match : `${who} ${verb} ${when} — let's make the most of it!`,
    { isCheer: true },
  ),
  turn(
    new RegExp(`^thanks,? (everyone|all|guys|team|fam),? for (.+?)${END}$`, 'iu'),
    'Thanks, $1, for $2 — you made it happen!',
    { isCheer: true },
  ),
  turn(
    new RegExp(`^thanks (?:a lot )?for (.+?)${END}$`, 'iu'),
    'Thanks for $1 — you made it happen!',
    {
      isCheer: true,
    },
  ),
  turn(
    new RegExp(`^(?:congrats|congratulations) to (.+?)${END}$`, 'iu'),
    'Big congratulations to $1!',
    {
      isCheer: true,
    },
  ),
  turn(
    new RegExp(`^you (carried|won|held|crushed|smashed|took|saved) (.+?)${END}$`, 'iu'),
    'You $1 $2 — legends!',
    { isCheer: true },
  ),
  turn(new RegExp(`^we are (.+?)${END}$`, 'iu'), 'Proud to say it: we are $1!', {
    isForNewcomers: true,
  }),
];

const ENGLISH_INTENSE: Turns = [
  turn(ENGLISH_WE_AT_TIME, englishStrikeOrder),
  turn(ENGLISH_GOOD_LUCK, (_, who, rest) =>
    rest
      ? `Good luck, ${who!.toLowerCase()}. ${capitaliseFirst(rest)}.`
      : `Good luck, ${who!.toLowerCase()}.`,
  ),
  requirements('We require'),
  turn(/^we have (.+?)[.!]?$/iu, 'We offer $1.', { isForNewcomers: true }),
  turn(
    ENGLISH_ASK,
    (_, what, ask) => `${capitaliseFirst(askedAbout(what!))}: ${lowerFirst(ask!)}.`,
  ),
  turn(ENGLISH_EVENT, englishTimeFirst),
  // An end is said as a deadline: "Alliance Mobilization: ends in 6h."
  turn(ENGLISH_END_EVENT, (match, who, verb, when) =>
    THEN_ORDER.test(when!) ? match : `${who}: ${verb!.toLowerCase()} ${when}.`,
  ),
  turn(
    new RegExp(
      `^we (got|won|took|finished|earned|reached|held|beat|killed|smashed|crushed) (?!\\p{L}+ed\\b)(?!(?:[\\uE000-\\uF8FF]|\\d+),)(.+?)${END}$`,
      'iu',
    ),
    'We $1 $2. Well earned.',
    { isPraise: true },
  ),
  turn(
    new RegExp(`^thanks,? (everyone|all|guys|team),? for (.+?)${END}$`, 'iu'),
    'Thanks, $1, for $2. Well done.',
    { isPraise: true },
  ),
  turn(new RegExp(`^thanks (?:a lot )?for (.+?)${END}$`, 'iu'), 'Thanks for $1. Well done.', {
    isPraise: true,
  }),
  turn(
    new RegExp(`^(?:congrats|congratulations) to (.+?)${END}$`, 'iu'),
    'Congratulations to $1. Earned.',
    { isPraise: true },
  ),
];

const SPANISH_MOTIVATIONAL: Turns = [
  requirements('Buscamos gobernadores con', '!'),
  turn(SPANISH_NEED, (_, need) => `Necesitamos ${need}: ¿quién se suma?`),
  turn(SPANISH_ASK, (_, ask) => `¿Alguna duda? ${capitaliseFirst(ask!)}.`),
  turn(
    SPANISH_EVENT,
    (match, who, verb, when) =>
      /^abre$/iu.test(verb!) ? match : `¡${who} arranca ${when}, a por todas!`,
    { isCheer: true },
  ),
  turn(/^(?:muchas )?gracias (.+?)[.!]?$/iu, '¡Mil gracias $1!', { isCheer: true }),
  turn(
    /^(sacamos|ganamos|conseguimos|tomamos|logramos|hicimos|defendimos|mantuvimos|llegamos|aguantamos|subimos|derrotamos|vencimos|terminamos) (.+?)[.!]?$/iu,
    '¡Juntos $1 $2!',
    { isCheer: true },
  ),
  // "tenemos la tech del ali…": what is ours already is theirs to have ("tendrás"); "hay" says a thing.
  turn(
    /^(?:tenemos|ofrecemos) ((?:el|la|los|las|nuestr[oa]s?) .+?)[.!]?$/iu,
    '¡Con nosotros tendrás $1!',
    {
      isForNewcomers: true,
    },
  ),
  turn(/^(tenemos|ofrecemos) (.+?)[.!]?$/iu, '¡Con nosotros hay $2!', { isForNewcomers: true }),
  turn(
    /^¡?([^,;:]{2,40}?) (está|están) (golpeando|atacando) (a )?(nuestr[^,;]+?)[.!]?$/iu,
    '$1 $2 $3 $4$5: ¡a defender juntos!',
  ),
];

const SPANISH_INTENSE: Turns = [
  requirements('Exigimos'),
  turn(/^tenemos (.+?)[.!]?$/iu, 'Ofrecemos $1.', { isForNewcomers: true }),
  turn(SPANISH_NEED, (_, need) => `Se buscan ${need}.`),
  turn(SPANISH_ASK, (_, ask) => `Dudas, ${ask}.`),
  turn(SPANISH_EVENT, spanishTimeFirst),
  turn(/^(?:muchas )?gracias (.+?)[.!]?$/iu, 'Gracias $1. Buen trabajo.', { isPraise: true }),
  turn(
    /^(sacamos|ganamos|conseguimos|tomamos|logramos|hicimos|defendimos|mantuvimos|llegamos|aguantamos|subimos|derrotamos|vencimos|terminamos) (.+?)[.!]?$/iu,
    '$1 $2. Así se hace.',
    { isPraise: true },
  ),
  // "Nada de atacar" is a ban of a deed: "Cero atacar" is no Spanish.
  turn(/^nada de (?!\p{L}+(?:ar|er|ir)\b)(.+?)[.!]?$/iu, 'Cero $1.'),
  turn(
    /^(.{2,40}?) (está|están) (golpeando|atacando) (a )?(nuestr.+?)[.!]?$/iu,
    '$1 $2 $3 $4$5. A defender, ya.',
  ),
];

const PORTUGUESE_MOTIVATIONAL: Turns = [
  turn(PORTUGUESE_GOOD_LUCK, 'Boa sorte a todos e bom jogo!'),
  requirements('Procuramos governadores com', '!'),
  turn(PORTUGUESE_NEED, (_, need) => `Precisamos de ${need} — quem topa?`),
  turn(PORTUGUESE_ASK, (_, ask) => `Alguma dúvida? ${capitaliseFirst(ask!)}.`),
  turn(
    PORTUGUESE_EVENT,
    (_, who, verb, when) => `Anota aí: ${lowerArticle(who!)} ${verb!.toLowerCase()} ${when}!`,
    { isCheer: true },
  ),
  turn(/^((?:só )?queria agradecer .+?)[.!]?$/iu, '$1 — vocês são demais!', { isCheer: true }),
  turn(/^obrigad([oa]) (.+?)[.!]?$/iu, 'Muito obrigad$1 $2 — que time!', { isCheer: true }),
  // A "valeu demais" is already warm: "Valeu demais demais…" said it twice.
  turn(/^valeu (?!demais\b)(.+?)[.!]?$/iu, 'Valeu demais $1 — que time!', { isCheer: true }),
  turn(
    /^(fizemos|ganhamos|seguramos|pegamos|conquistamos|tomamos|batemos|chegamos|levamos|defendemos|subimos|derrubamos|vencemos|terminamos) (.+?)[.!]?$/iu,
    'Juntos $1 $2!',
    { isCheer: true },
  ),
  turn(/^(?:temos|oferecemos) (.+?)[.!]?$/iu, 'Aqui tem $1!', { isForNewcomers: true }),
  turn(
    /^(.{2,40}?) (atacando|batendo) ((?:em |n)?(?:n?oss|as noss|os noss).+?)[.!]?$/iu,
    '$1 $2 $3 — vamos defender juntos!',
  ),
];

const PORTUGUESE_INTENSE: Turns = [
  turn(PORTUGUESE_GOOD_LUCK, 'Boa sorte. Bom jogo.'),
  requirements('Exigimos'),
  turn(/^temos (.+?)[.!]?$/iu, 'Oferecemos $1.', { isForNewcomers: true }),
  turn(PORTUGUESE_NEED, (_, need) => `Faltam ${need}.`),
  turn(PORTUGUESE_ASK, (_, ask) => `Dúvidas: ${ask}.`),
  turn(PORTUGUESE_EVENT, portugueseTimeFirst),
  turn(/^(obrigad[oa]|valeu) (.+?)[.!]?$/iu, '$1 $2. Bom trabalho.', { isPraise: true }),
  turn(
    /^(fizemos|ganhamos|seguramos|pegamos|conquistamos|tomamos|batemos|chegamos|levamos|defendemos|subimos|derrubamos|vencemos|terminamos) (.+?)[.!]?$/iu,
    '$1 $2. Missão cumprida.',
    { isPraise: true },
  ),
  // "Nada de atacar" is a ban of a deed: "Zero atacar" is no Portuguese.
  turn(/^nada de (?!\p{L}+(?:ar|er|ir)\b)(.+?)[.!]?$/iu, 'Zero $1.'),
  turn(
    /^(.{2,40}?) (atacando|batendo) ((?:em |n)?(?:n?oss|as noss|os noss).+?)[.!]?$/iu,
    '$1 $2 $3. Defesa, agora.',
  ),
];

const RUSSIAN_RESULT =
  '(взяли|набрали|удержали|заняли|выиграли|победили|сделали|забрали|снесли|отбили|отстояли)';
/** A thank-you after a call to the members: "Ребят, спасибо всем за КД". */
const RUSSIAN_CALLED_THANKS = /^(ребят|ребята|народ|парни),?\s+спасибо (.+?)[.!]?$/iu;
/** A thank-you singled out: "Отдельное спасибо Кире и Спартаку за ралли". */
const RUSSIAN_SPECIAL_THANKS = /^отдельное спасибо (.+?)[.!]?$/iu;

const RUSSIAN_MOTIVATIONAL: Turns = [
  requirements('Ищем игроков —', '!'),
  turn(
    RUSSIAN_CALLED_THANKS,
    (_, who, rest) => `${capitaliseFirst(who!)}, огромное спасибо ${rest}!`,
    {
      isCheer: true,
    },
  ),
  turn(RUSSIAN_SPECIAL_THANKS, (_, rest) => `Отдельное огромное спасибо ${rest}!`, {
    isCheer: true,
  }),
  turn(RUSSIAN_NEED, (_, need) => `Ищем ${need} — кто с нами?`),
  turn(
    RUSSIAN_EVENT,
    (match, who, verb, when) =>
      /^откр/iu.test(verb!) ? match : `${who} стартует ${when} — покажем, на что способны!`,
    { isCheer: true },
  ),
  turn(
    RUSSIAN_EVENT_AFTER_TIME,
    (match, when, verb, who) =>
      /^откр/iu.test(verb!) ? match : `${when} стартует ${who} — покажем, на что способны!`,
    { isCheer: true },
  ),
  turn(/^спасибо (.+?)[.!]?$/iu, 'Огромное спасибо $1!', { isCheer: true }),
  turn(RUSSIAN_END_EVENT, (_, who, verb, when) => `${who} ${verb} ${when} — успеваем!`),
  turn(RUSSIAN_SIGN_UP_OPEN, '$1 открыта $2 — записываемся!'),
  turn(new RegExp(`^(?:мы )?${RUSSIAN_RESULT} (.+?)[.!]?$`, 'iu'), 'Вместе мы $1 $2!', {
    isCheer: true,
  }),
  turn(/^у нас (.+?)[.!]?$/iu, 'У нас $1 — присоединяйтесь!', { isForNewcomers: true }),
  turn(
    /^(.{2,40}?) (бь[её]т|атакует|бьют|атакуют) (наш.+?)[.!]?$/iu,
    '$1 $2 $3 — держим оборону вместе!',
  ),
];

const RUSSIAN_INTENSE: Turns = [
  requirements('Требования к кандидатам —'),
  turn(/^у нас (.+?)[.!]?$/iu, 'С нами: $1.', { isForNewcomers: true }),
  turn(
    RUSSIAN_CALLED_THANKS,
    (_, who, rest) => `${capitaliseFirst(who!)}, спасибо ${rest}. Хорошая работа.`,
    { isPraise: true },
  ),
  turn(RUSSIAN_SPECIAL_THANKS, (_, rest) => `Отдельное спасибо ${rest}. Респект.`, {
    isPraise: true,
  }),
  turn(RUSSIAN_NEED, (_, need) => `Требуется ${need}.`),
  turn(
    RUSSIAN_EVENT,
    (_, who, verb, when) => `${who}: ${russianStartNoun(verb!)} ${lowerFirst(when!)}.`,
  ),
  turn(
    RUSSIAN_EVENT_AFTER_TIME,
    (_, when, verb, who) =>
      `${capitaliseFirst(keepAbbreviation(who!))}: ${russianStartNoun(verb!)} ${lowerFirst(when!)}.`,
  ),
  turn(RUSSIAN_SIGN_UP_OPEN, '$1 — $2.'),
  // "Запись закрывается в ЧТ" → "Запись: закрытие в ЧТ", as an order sheet names a deadline.
  turn(
    RUSSIAN_END_EVENT,
    (_, who, verb, when) =>
      `${capitaliseFirst(keepAbbreviation(who!))}: ${/^закр/iu.test(verb!) ? 'закрытие' : 'финиш'} ${lowerFirst(when!)}.`,
  ),
  turn(/^спасибо (.+?)[.!]?$/iu, 'Спасибо $1. Хорошая работа.', { isPraise: true }),
  turn(new RegExp(`^(?:мы )?${RUSSIAN_RESULT} (.+?)[.!]?$`, 'iu'), 'Мы $1 $2. Так держать.', {
    isPraise: true,
  }),
  turn(/^напоминаю,? что (.+?)[.!]?$/iu, '$1.'),
  turn(/^(.{2,40}?) (бь[её]т|атакует|бьют|атакуют) (наш.+?)[.!]?$/iu, '$1 $2 $3. Держим оборону.'),
];

/** Chinese: the turn ends the sentence itself ("…，别错过！"); the sentence mark is dropped first. */
const CHINESE_MOTIVATIONAL: Turns = [
  turn(CHINESE_NEED, (_, still, need) => `${still ?? ''}需要${need}，谁一起来？`),
  turn(CHINESE_SHORT, (_, what, count, unit) =>
    what ? `${what}，还差${count}${unit}，大家快上车！` : `还差${count}${unit}，大家快上车！`,
  ),
  turn(CHINESE_ASK, '有任何问题，随时$1$2。'),
  turn(
    CHINESE_ASK_WHERE,
    (_, where, verb, who) => `有任何问题，随时${spacedWhere(where!)}${verb}${who}。`,
  ),
  turn(/^(谢谢|感谢)(.+)$/u, '真心$1$2！', { isCheer: true }),
  turn(/^我们(拿了|拿下|守住|赢了|打下|获得|拿到|打赢)(.*)$/u, '我们一起$1$2！', { isCheer: true }),
];

const CHINESE_INTENSE: Turns = [
  turn(CHINESE_NEED, (_, _still, need) => `还缺${need}。`),
  turn(CHINESE_SHORT, (_, what, count, unit) =>
    what ? `${what}。还缺${count}${unit}，速来。` : `还缺${count}${unit}，速来。`,
  ),
  turn(CHINESE_ASK, '有问题直接$1$2。'),
  turn(
    CHINESE_ASK_WHERE,
    (_, where, verb, who) => `有问题${spacedWhere(where!)}直接${verb}${who}。`,
  ),
  turn(/^提醒一下[，,：:]?(.+)$/u, '$1。'),
  turn(/^(谢谢|感谢)(.+)$/u, '$1$2，干得漂亮。', { isPraise: true }),
  turn(/^我们(拿了|拿下|守住|赢了|打下|获得|拿到|打赢)(.+)$/u, '我们$1$2，继续保持。', {
    isPraise: true,
  }),
  turn(
    /^(.*(?:所有在线的|在线的|全体成员|全体|所有人))(?!立即|马上|立刻)(开盾|集合|上线|迁城|集结|增援)(.*)$/u,
    '$1立即$2$3。',
  ),
];

const ARABIC_MOTIVATIONAL: Turns = [
  requirements('نبحث عن لاعبين:', '!'),
  turn(ARABIC_NEED, (_, need) => `نحتاج ${need}، مين معنا؟`),
  turn(ARABIC_ASK, (match, ask) => {
    if (!ARABIC_ASK_VERB.test(ask!)) return match;
    const plural = /وا$/u.test(ask!.split(' ')[0]!);
    return `أي استفسار؟ ${plural ? 'لا تترددوا' : 'لا تتردد'}، ${ask}.`;
  }),
  turn(/^((?:لا تنسون|لا تنسوا|لا تنسى) .+?)[.!]?$/u, 'تذكير للجميع: $1!'),
  turn(/^(شكرا|شكرًا) (.+?)[.!]?$/u, '$1 من القلب $2!', { isCheer: true }),
  turn(
    /^(جمعنا|سيطرنا|أخذنا|اخذنا|فزنا|حققنا|ربحنا|مسكنا|صدينا|دافعنا) (.+?)[.!]?$/u,
    'معًا $1 $2!',
    { isCheer: true },
  ),
  turn(/^عندنا (.+?)[.!]?$/u, 'عندنا $1، انضموا إلينا!', { isForNewcomers: true }),
  turn(
    /^(.{2,40}?) (يضرب|يهاجم|يضربون|يهاجمون) (\p{L}+نا(?:\s.*?)?)[.!]?$/u,
    '$1 $2 $3، ندافع معًا!',
  ),
];

const ARABIC_INTENSE: Turns = [
  requirements('الشروط:'),
  turn(/^عندنا (.+?)[.!]?$/u, 'نوفر لكم: $1.', { isForNewcomers: true }),
  turn(ARABIC_NEED, (_, need) => `المطلوب: ${need}.`),
  turn(ARABIC_ASK, (_, ask) => `للاستفسار: ${ask}.`),
  turn(/^(شكرا|شكرًا) (.+?)[.!]?$/u, '$1 $2. عمل ممتاز.', { isPraise: true }),
  turn(
    /^(جمعنا|سيطرنا|أخذنا|اخذنا|فزنا|حققنا|ربحنا|مسكنا|صدينا|دافعنا) (.+?)[.!]?$/u,
    '$1 $2. استمروا هكذا.',
    { isPraise: true },
  ),
  turn(
    /^(.{2,40}?) (يضرب|يهاجم|يضربون|يهاجمون) (\p{L}+نا(?:\s.*?)?)[.!]?$/u,
    '$1 $2 $3. دافعوا الآن.',
  ),
];

export const STATEMENT_TURNS: Readonly<
  Record<MailLanguage, { motivational: Turns; intense: Turns }>
> = {
  en: { motivational: ENGLISH_MOTIVATIONAL, intense: ENGLISH_INTENSE },
  es: { motivational: SPANISH_MOTIVATIONAL, intense: SPANISH_INTENSE },
  pt: { motivational: PORTUGUESE_MOTIVATIONAL, intense: PORTUGUESE_INTENSE },
  ru: { motivational: RUSSIAN_MOTIVATIONAL, intense: RUSSIAN_INTENSE },
  zh: { motivational: CHINESE_MOTIVATIONAL, intense: CHINESE_INTENSE },
  ar: { motivational: ARABIC_MOTIVATIONAL, intense: ARABIC_INTENSE },
};

export interface TurnOptions {
  /** A warning or a disciplinary mail: no cheer. */
  isStern: boolean;
  addressesNewcomers: boolean;
  /** A mail of thanks or results: praise may be added to a thank-you or a result. */
  isThanks?: boolean;
}

/** A condition or a question opens the sentence: its words stay as the player put them. */
const CONDITIONAL =
  /\?|？|؟|^(?:if|when|unless|whoever|anyone who|si|cuando|quien|quem|se|quando|если|кто|когда|إذا|اذا|لو|من|如果|谁|要是)(?:\s|$|，|,)/iu;

/** A capital that opens a text, alone (not before another capital or a digit: "NOW", "R4"). */
const LONE_FIRST_CAPITAL = /^\p{Lu}(?![\p{Lu}\d])/u;

function lowerFirst(text: string): string {
  // The capital found, then put in small letters (a replace with a function is many times slower).
  const capital = LONE_FIRST_CAPITAL.exec(text)?.[0];
  return capital === undefined ? text : capital.toLowerCase() + text.slice(capital.length);
}

/** The first turn that fits the sentence, or the sentence as it was. */
export function turnStatement(sentence: string, turns: Turns, options: TurnOptions): string {
  // "…segue o que precisa ser feito:" leads into what follows it: no turn ends it.
  if (CONDITIONAL.test(sentence) || /[:：]\s*$/u.test(sentence)) return sentence;
  for (const candidate of turns) {
    if (candidate.isCheer && options.isStern) continue;
    if (candidate.isForNewcomers && !options.addressesNewcomers) continue;
    if (candidate.isPraise && !options.isThanks) continue;
    if (candidate.needs && !candidate.needs.test(sentence)) continue;
    if (candidate.pattern.test(sentence)) {
      // A turn that puts words before the player's first one takes that word in lower case
      // ("Fizemos…" → "Juntos fizemos…"); a name or an acronym keeps its capitals.
      const { replacement } = candidate;
      const from =
        typeof replacement === 'string' && !replacement.startsWith('$')
          ? lowerFirst(sentence)
          : sentence;
      const turned =
        typeof replacement === 'string'
          ? from.replace(candidate.pattern, replacement)
          : from.replace(
              candidate.pattern,
              replacement as (match: string, ...rest: unknown[]) => string,
            );
      return turned.charAt(0).toUpperCase() + turned.slice(1);
    }
  }
  return sentence;
}
