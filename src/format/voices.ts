import type { Tone } from '#shared/constants.ts';
import type { Fact } from './facts.ts';
import type { MailLanguage } from './language.ts';
import {
  capitalise,
  placeholderOf,
  readsAsSentence,
  splitSentences,
  wordCount,
} from './rewrite.ts';
import { ASIDES, GERUNDS, NOUN_FOLLOWERS, ORDER_VERBS } from './rewrite-vocabulary.ts';
import { findEvent } from './tone-lines.ts';
import {
  DEADLINE_WORDS,
  STATEMENT_TURNS,
  TIMED_EVENT_CALLS,
  turnStatement as turnInTone,
} from './voice-turns.ts';

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
  action: string;
}

const ADDRESSEE =
  'everyone else|everyone online|all online|every governor|all members|all governors|everyone|everybody|governors|all';
const ORDER_PATTERN = new RegExp(
  `^(?:please,?\\s+)?(?:(${ADDRESSEE})\\b,?\\s+)?(?:please\\s+)?(?:(do not|don't|dont|never)\\s+)?((?:only|always|also)\\s+)?(\\p{L}[\\p{L}']*)(\\s+\\p{L}+)?(.*)$`,
  'iu',
);

function readOrder(sentence: string): Order | undefined {
  // A "please" at the end goes with the order's new wording ("let's vote…", "we kindly ask…").
  const match = sentence.replace(TRAILING_PLEASE, '$1').match(ORDER_PATTERN);
  if (!match) return undefined;
  const [, addressee, negation, adverb = '', verb = '', next = '', rest = ''] = match;
  if (!ORDER_VERBS.has(verb.toLowerCase())) return undefined;
  if (!negation && NOUN_FOLLOWERS.has(next.trim().toLowerCase())) return undefined;
  return {
    addressee,
    isNegative: negation !== undefined,
    isNever: negation?.toLowerCase() === 'never',
    action: `${adverb}${verb}${next}${rest}`,
  };
}

const TRAILING_PLEASE = /,?\s+please([.!?…]?)$/iu;
/** Who to write to: motivational invites ("Apply to Ragnar today!") rather than "let's apply". */
const CONTACT_VERBS =
  /^(?:contact|message|mail|apply|ping|dm|whisper|write|join us|come|send (?:\S+ )?(?:mail|message|dm|pm|a line)s?\b)\b/iu;

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

function endFirmly(sentence: string): string {
  return /[.!?…:]$/u.test(sentence) ? sentence : `${sentence}.`;
}

/** Voices a sentence; `state` lets a voice remember what it already said in this mail. */
type SentenceVoice = (sentence: string, state: VoiceState) => string;

interface VoiceState {
  usedAsides: Set<string>;
  /** The mail speaks to newcomers (recruitment, migration): its orders are theirs, not the team's. */
  addressesNewcomers: boolean;
  exclamations: number;
  /** Orders voiced so far: motivational alternates its calls so a list does not repeat one. */
  orders: number;
}

const MAX_ASIDES = 2;
const ASIDE_MIN_WORDS = 10;
/** One '!' a mail at most from a voice: a '!' on every line reads as shouting. */
const MAX_EXCLAMATIONS = 1;

function exclaimOnce(sentence: string, state: VoiceState, opening = '', mark = '!'): string {
  if (state.exclamations >= MAX_EXCLAMATIONS || /[!?！？]$/u.test(sentence)) {
    return mark === '！' && !/[。！？]$/u.test(sentence) ? `${sentence}。` : sentence;
  }
  state.exclamations += 1;
  return opening + (mark === '!' ? exclaim(sentence) : `${sentence}${mark}`);
}

/** "you" becomes "we" in a call the writer joins: "heal before you march" → "before we march". */
function speakAsWe(text: string): string {
  return text
    .replace(/\byou are\b/giu, 'we are')
    .replace(/\byou're\b/giu, "we're")
    .replace(/\byour\b/giu, 'our')
    .replace(/\byourselves\b|\byourself\b/giu, 'ourselves')
    .replace(/\b(?<!(?:tell|ask|give|send|show|help|let|thank)\s)you\b/giu, 'we');
}

/** Words of a sentence that is no order to the team: a question, a condition, an answer. */
const NOT_A_CALL =
  /\?|^(?:q|a|question|answer)\s*[:.]|^(?:if|when|unless|once|after|before|while|whoever|anyone|those|who)\b/iu;
/**
 * An order that is a condition with its sanction: "Go over and you get fined", "hit them and we
 * kick you". Neither a call nor a firm order may be made of it: its words stay.
 */
const CONDITION_AND_SANCTION =
  /^\S+(?:\s+\S+){0,5}?\s+(?:and|or)\s+(?:you|u|ur|you'll|you're|we|we'll|it's|it is)\b|\bor (?:else|you|u|we|get)\b/iu;
/** A question or an answer to one: its words stay as asked. */
const QUESTION = /\?|^(?:q|a)\s*[:.]/iu;
/** The writer speaking of themself: "tell me", "my city": no call says "let's tell me". */
const FIRST_PERSON = /\b(?:me|my|mine|myself|i|i'm|i'll|i've)\b/iu;
/** "your" where "you're" was meant ("your under 20M"): no "our" can be made of it. */
const YOUR_AS_YOU_ARE =
  /\byour\s+(?:under|over|not|online|offline|away|going|in|at|a|an|the|on|off|still|done|late|free|new|here|there|ready|able)\b/iu;
/** A group a duty is laid on ("Gatherers", "all R4s", "everyone"), not "it" or "the pass". */
const GROUP = /^(?:all |every |the )?(?:\p{L}+s|everyone|everybody|every governor|all|r[1-5]s?)$/iu;

function isCallable(sentence: string, state: VoiceState): boolean {
  return !state.addressesNewcomers && !NOT_A_CALL.test(sentence.trim());
}

/** An action the writer can join: no "me", no "you're" misspelt, not long enough to lose its way. */
function isJoinable(action: string): boolean {
  if (FIRST_PERSON.test(action) || YOUR_AS_YOU_ARE.test(action)) return false;
  // "do NOT tp": the shouted "NOT" is kept as written (a placeholder here), and no call is made of it.
  if (/^do\s+(?:not\b|[\uE000-\uF8FF])/iu.test(action)) return false;
  return wordCount(action) <= 22;
}

function isGroup(subject: string): boolean {
  return GROUP.test(subject) && !/[\uE000-\uF8FF]/u.test(subject) && wordCount(subject) <= 3;
}

/** Letters mostly in capitals: a call added to it is shouted too ("LET'S FILL THE RALLY"). */
function isShouted(text: string): boolean {
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

function readGroupOrder(sentence: string): [string, string] | undefined {
  const match = sentence.match(GROUP_ORDER);
  if (!match) return undefined;
  const [, group, verb, rest] = match as unknown as [string, string, string, string];
  if (NOT_A_GROUP.test(group) || !ORDER_VERBS.has(verb.toLowerCase())) return undefined;
  // "Send R5 mail to…" is an order of its own, not one to a group called "Send R5".
  if (ORDER_VERBS.has(group.split(' ')[0]!.toLowerCase())) return undefined;
  // "Scouts report 3 rallies" is news: after a plural, the verb's bare form says what they do. Only
  // after a singular ("Main army tp to…") is it an order.
  if (/s$/iu.test(group) || /^(?:report|say|think|know|see|hear|want|like)$/iu.test(verb)) {
    return undefined;
  }
  if (NOUN_FOLLOWERS.has(rest.trim().split(' ')[0]!.toLowerCase())) return undefined;
  return [group, `${verb}${rest}`];
}

/** "Gatherers must keep shields": who (a few words, no fact) and what they must do. */
const DUTY =
  /^((?:all |every |the )?[\p{L}\d]+(?: [\p{L}\d]+)?) (?:must|need to|needs to|have to|has to|should) (\p{L}.*)$/iu;

const ENGLISH_FIRM_LEADS =
  /^(?:please,?\s+|pls\s+|just\s+|kindly\s+|also,?\s+|btw,?\s+|(?:you|we all|we) (?:need to|must|have to|should)\s+|make sure (?:that )?(?:you |to )?|be sure to\s+|try to\s+|remember to\s+|don't forget to\s+|do not forget to\s+)+/iu;

/**
 * How motivational and intense say news that is no order, in English: each turn keeps every word
 * that carries meaning (facts are placeholders here) and changes how it is said.
 */
type Turn = readonly [RegExp, string];

/** Turns for a mail to governors who are not members yet: what the alliance looks for and offers. */
const NEWCOMER_TURNS: readonly Turn[] = [
  [/^(?:we )?need ([\p{L}\p{N}\uE000-\uF8FF].*?)[.!]?$/iu, "We're looking for $1!"],
  [/^we (?:give|offer|have) (.+?)[.!]?$/iu, 'With us you get $1!'],
];

const MOTIVATIONAL_TURNS: readonly Turn[] = [
  [/^(?:we )?need ([\p{L}\p{N}\uE000-\uF8FF].*?)[.!]?$/iu, "We need $1 — let's make it happen!"],
  [
    /^thank you,? (everyone|all|guys),? for (.+?)[.!]?$/iu,
    'Thank you, $1, for $2 — you made it happen!',
  ],
  [/^thank you,? for (.+?)[.!]?$/iu, 'Thank you for $1 — you made it happen!'],
  [/^(?:huge |big )?thanks to (.+?) for (.+?)[.!]?$/iu, 'Huge thanks to $1 for $2 — legends!'],
  [/^proud of (?:you|u) all[.!]?$/iu, 'We are proud of every one of you!'],
  [
    /^we (got|won|took|finished|earned|reached|hit|beat|held|killed) (.+?)[.!]?$/iu,
    'Together we $1 $2!',
  ],
  [/^(\S+(?: \S+){0,4}) (ends) (.+?)[.!]?$/iu, "$1 $2 $3 — let's finish strong!"],
  [/^(\S+(?: \S+){0,4}) (closes) (.+?)[.!]?$/iu, "$1 $2 $3 — don't miss it!"],
  [/^(\S+(?: \S+){0,4}) (starts|opens|begins) (.+?)[.!]?$/iu, '$1 $2 $3 — get ready!'],
  [
    /^(\p{N}+|[\uE000-\uF8FF]) (days?|hours?|h) left[.!]?$/iu,
    "Only $1 $2 left — let's make them count!",
  ],
  [/^don't forget (.+?)[.!]?$/iu, "Let's not forget $1!"],
];

const INTENSE_TURNS: readonly Turn[] = [
  [
    /^(?!(?:we|you|they|i|it|he|she)\s)(\S+(?: \S+){0,5}) (?:is|are) (closed|open|banned|forbidden|allowed|mandatory|required) (.+?)[.!]?$/iu,
    '$1: $2 $3.',
  ],
  [/^(?:we )?need ([\p{L}\p{N}\uE000-\uF8FF].*?)[.!]?$/iu, 'We need $1. Now.'],
  [/^thank you,? (everyone|all|guys),? for (.+?)[.!]?$/iu, 'Thank you, $1, for $2. Well done.'],
  [/^thank you,? for (.+?)[.!]?$/iu, 'Thank you for $1. Well done.'],
  [/^(?:huge |big )?thanks to (.+?) for (.+?)[.!]?$/iu, '$1: $2. Respect.'],
  [/^proud of (?:you|u) all[.!]?$/iu, 'Proud of you all.'],
  [/^(\S+(?: \S+){0,4}) (ends|closes) (.+?)[.!]?$/iu, '$1 $2 $3. Do not miss it.'],
  [/^(\S+(?: \S+){0,4}) (starts|opens|begins) (.+?)[.!]?$/iu, '$1 $2 $3. Be ready.'],
  [/^(\p{N}+|[\uE000-\uF8FF]) (days?|hours?|h) left[.!]?$/iu, '$1 $2 left. Move.'],
  [/^don't forget (.+?)[.!]?$/iu, 'Remember: $1.'],
  [/^(?:just )?a reminder:? (.+?)[.!]?$/iu, '$1.'],
];

function turnStatement(sentence: string, turns: readonly Turn[]): string {
  for (const [pattern, replacement] of turns) {
    if (pattern.test(sentence)) return capitalise(sentence.replace(pattern, replacement));
  }
  return sentence;
}

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
    if (CONDITION_AND_SANCTION.test(sentence)) return sentence;
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
    const duty = sentence.match(DUTY);
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
    if (CONTACT_VERBS.test(order.action)) {
      // Whom to write to stays an invitation to the reader: "Message Leonidas!".
      return exclaimOnce(capitalise(order.action), state);
    }
    if (!isJoinable(order.action)) return sentence;
    // Calls alternate with the player's own orders, so a list does not say "Let's" six times.
    const isCall = state.orders % 2 === 0 || order.addressee !== undefined;
    state.orders += 1;
    const action = speakAsWe(lowerFirst(order.action));
    if (!isCall && !order.isNegative) {
      // Between two calls an order is said as what we do: "We fill helps every day." ("Be" has
      // no such form: "we are online" would read as news.)
      if (/^be\b/iu.test(order.action)) return sentence;
      return endLike(`We ${action}`, sentence);
    }
    // "Don't forget the chest" is a reminder, not a rule: "Let's not forget the chest".
    // "Don't do it again" is said to the ones who did it: "Let's not do it again".
    const isReminder = /^(?:forget|miss)\b|\bagain\b/iu.test(order.action);
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
    if (QUESTION.test(sentence) || CONDITION_AND_SANCTION.test(sentence)) return sentence;
    const bare = sentence.replace(ENGLISH_FIRM_LEADS, '');
    const prohibition = readProhibition(bare);
    if (prohibition) return endFirmly(`Never ${prohibition[0]}${prohibition[1]}`);
    const duty = bare.match(DUTY);
    if (duty && isGroup(duty[1]!)) {
      return endFirmly(`${capitalise(duty[1]!)}: ${duty[2]!.replace(/[.…]$/u, '')}`);
    }
    const grouped = readGroupOrder(bare);
    if (grouped) return endFirmly(`${capitalise(grouped[0])}: ${grouped[1].replace(/[.…]$/u, '')}`);
    const order = readOrder(bare);
    if (!order) {
      const turned = turnStatement(bare, INTENSE_TURNS);
      return turned === sentence ? sentence : endFirmly(capitalise(turned));
    }
    // "Don't hit them this time" stays for this time: "do not", never a "never" the player did not say.
    const not = order.isNever ? 'never ' : order.isNegative ? 'do not ' : '';
    const action = `${not}${lowerFirst(order.action)}`;
    const firm = order.addressee ? `${capitalise(order.addressee)}: ${action}` : capitalise(action);
    // One order a mail may carry the '!', the first; the rest end in a full stop.
    if (state.exclamations < MAX_EXCLAMATIONS) return exclaimOnce(firm, state);
    return endFirmly(firm.replace(/[!…]$/u, '.'));
  },
  informative: (sentence) => sentence,
};

/** A Spanish or Portuguese infinitive that opens an order ("apuntarse", "llevar", "participar"). */
const ROMANCE_INFINITIVE = /^(\p{L}{2,}(?:ar|er|ir|ír)(?:se|nos)?|pôr)(?=[\s,.!]|$)/iu;
const NOT_INFINITIVES = new Set(
  'lugar hogar mar mujer mulher ayer par ser bar militar popular familiar nivel primer tener poder hacer cualquier qualquer mejor peor mayor menor favor señor amor calor color valor honor error líder lider ataque jugar azar collar dólar altar pilar radar billar'.split(
    ' ',
  ),
);

function readInfinitive(sentence: string): string | undefined {
  const word = sentence.match(ROMANCE_INFINITIVE)?.[1];
  return word && !NOT_INFINITIVES.has(word.toLowerCase()) ? word : undefined;
}

/**
 * A Spanish order to "vosotros" at a sentence's start ("mandad", "poned", "apuntaos") and the
 * infinitive a call says it with ("mandar", "poner", "apuntarnos"). Nouns of the same ending
 * ("ciudad", "red", "verdad") are left out.
 */
const VOSOTROS = /^(\p{L}{2,}?)([aeií])(d|os)(?=[\s,.!]|$)/iu;
const NOT_VOSOTROS =
  /(?:idad|edad|udad|verdad|mitad|tad|ud)$|^(?:red|sed|pared|césped|huésped|usted|nos|vos|los|dos|unos|otros|todos|nosotros|vosotros|ellos|esos|estos|aquellos)$/iu;

function readVosotros(sentence: string): [string, string] | undefined {
  const match = sentence.match(VOSOTROS);
  if (!match || NOT_VOSOTROS.test(match[0])) return undefined;
  const [word, stem, vowel, ending] = match as unknown as [string, string, string, string];
  // "-os" is reflexive only on a stem of a verb ("apuntaos", "poneos"), never "-ios" nouns.
  if (ending.toLowerCase() === 'os' && !/^[aei]$/iu.test(vowel)) return undefined;
  const infinitive = `${stem}${vowel.replace(/í/u, 'i')}r`;
  return [
    word,
    ending.toLowerCase() === 'os' ? `${lowerFirst(infinitive)}nos` : lowerFirst(infinitive),
  ];
}

/**
 * Between two calls a Spanish order is said as what we do, in the first person plural of the
 * present, which is regular for every verb but "ir" and "ser": "esperar el OK" → "Esperamos el
 * OK", "apuntarnos" → "Nos apuntamos".
 */
function asWeDo(infinitive: string, rest: string, sentence: string): string {
  const match = infinitive.match(/^(\p{L}+)([aei])r(nos)?$/iu);
  if (!match || /^(?:ir|ser|estar)$/iu.test(infinitive.replace(/nos$/u, ''))) return sentence;
  const [, stem, vowel, reflexive] = match;
  const verb = `${stem}${vowel}mos`;
  return endLike(capitalise(reflexive ? `nos ${verb}${rest}` : `${verb}${rest}`), sentence);
}

/** Spanish "apuntarse" → "apuntarnos" after "vamos a": the call includes the writer. */
function asUs(infinitive: string): string {
  return infinitive.replace(/se$/iu, 'nos');
}

const SPANISH_DUTY = /^(.{2,30}?) (?:deben|debéis|tienen que|tenéis que|han de) (\p{L}.*)$/iu;
const PORTUGUESE_DUTY = /^(.{2,30}?) (?:devem|precisam|têm que|tem que|precisam de) (\p{L}.*)$/iu;
const SPANISH_PLEASE =
  /^(?:por favor,?\s+)|,?\s+(?:por favor|porfa|porfis|plis|pls)(?=[.!]?$)|\s+(?:por favor|porfa|porfis|plis|pls)(?=,)/giu;
const PORTUGUESE_PLEASE =
  /^(?:por favor,?\s+)|,?\s+(?:por favor|pfv|pf|plz|pls)(?=[.!]?$)|\s+(?:por favor|pfv|plz|pls)(?=,)/giu;

/**
 * An order to the members in the plural, at a sentence's start: Spanish "pongan", "apúntense",
 * Portuguese "coloquem", "tragam", Russian "ставьте", "записывайтесь". Nouns of the same ending
 * ("orden", "mensagem", "también") are left out.
 */
const SPANISH_IMPERATIVE =
  /^(?!(?:también|orden|volumen|examen|joven|origen|imagen|resumen|desorden|capitán|sultán|alemán|guardián|almacén|según|quien|bien)\b)\p{L}{3,}(?:en|an|ense|anse)(?=[\s,.!]|$)/iu;
const PORTUGUESE_IMPERATIVE =
  /^(?!(?:também|porém|alguém|ninguém|homem|ordem|nuvem|jovem|quem|sem|bem|além|cem)\b)(?!\p{L}*(?:agem|aram|avam|iam|eram)\b)\p{L}{3,}(?:em|am)(?=[\s,.!]|$)/iu;
/** A Portuguese order said to "você", the way players write to the whole alliance: "manda", "fala". */
const PORTUGUESE_SINGULAR_ORDER =
  /^(?:manda|fala|chama|coloca|pede|entra|vem|bota|doa|usa|faz|põe|segue|avisa|responde|escreve|marca|traz|junta|ataca|defende)\s/iu;
const RUSSIAN_IMPERATIVE = /^\p{L}{2,}(?:йте|ите|ьте|йтесь|итесь|ьтесь)(?=[\s,.!]|$)/iu;

/**
 * Motivational, where a language's order is already in the plural: the call is said before it
 * ("¡Vamos, pongan escudo!", "Vamos lá, tragam tropas!", "Давайте, ставьте щиты!"); orders
 * alternate with the player's own words so a list does not cheer on every line.
 */
function callImperative(
  plain: string,
  imperative: RegExp,
  call: string,
  state: VoiceState,
  sentence: string,
): string {
  if (!imperative.test(plain)) return sentence;
  state.orders += 1;
  if (state.orders % 2 === 0) return sentence;
  const order = `${call}${lowerFirst(plain).replace(/[.!]$/u, '')}`;
  if (call.startsWith('¡')) {
    return state.exclamations < MAX_EXCLAMATIONS ? exclaimOnce(order, state) : `${order.slice(1)}.`;
  }
  return exclaimOnce(order, state);
}

function voiceSpanish(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    if (QUESTION.test(sentence)) return sentence;
    const plain = sentence.replace(/^¡|!$/gu, '');
    if (tone === 'motivational') {
      if (state.addressesNewcomers) return sentence;
      const duty = plain.match(SPANISH_DUTY);
      if (duty) return `${capitalise(duty[1]!)}: ¡a ${duty[2]!.replace(/[.!]$/u, '')}!`;
      const negative = plain.match(/^no (\p{L}+(?:ar|er|ir)(?:se)?)\b(.*)$/iu);
      if (negative) return `¡Nada de ${negative[1]}${negative[2]!.replace(/[.!]$/u, '')}!`;
      const vosotros = readVosotros(plain);
      if (vosotros) {
        // "Mandad captura" → "Vamos a mandar captura": the call in the draft's own "vosotros".
        state.orders += 1;
        const rest = plain.slice(vosotros[0].length).replace(/[.!]$/u, '');
        if (state.orders % 2 === 0) return asWeDo(vosotros[1], rest, sentence);
        return exclaimOnce(`Vamos a ${vosotros[1]}${rest}`, state, '¡');
      }
      const infinitive = readInfinitive(plain);
      if (!infinitive)
        return callImperative(plain, SPANISH_IMPERATIVE, '¡Vamos, ', state, sentence);
      const rest = plain.slice(infinitive.length).replace(/[.!]$/u, '');
      // Calls alternate with the player's own orders; "vamos a" fits every verb ("estar" too).
      state.orders += 1;
      if (state.orders % 2 === 0) return asWeDo(lowerFirst(asUs(infinitive)), rest, sentence);
      return exclaimOnce(`Vamos a ${lowerFirst(asUs(infinitive))}${rest}`, state, '¡');
    }
    if (tone === 'intense') {
      // "…, nada de escudo" is a ban of its own: "… Cero escudo".
      const bare = sentence.replace(SPANISH_PLEASE, '').replace(/,\s+nada de\s+/iu, '. Cero ');
      const negative = bare.match(/^no (\p{L}+(?:ar|er|ir)(?:se)?\b.*)$/iu);
      if (negative) return endFirmly(`Prohibido ${negative[1]!.replace(/[.!]$/u, '')}`);
      const duty = bare.match(SPANISH_DUTY);
      if (duty) return endFirmly(`${capitalise(duty[1]!)}: ${duty[2]!.replace(/[.!]$/u, '')}`);
      // An infinitive is already an order on a notice ("Llevar tropas completas."): it stays, in
      // whatever form of "you" the player uses (vosotros, ustedes, vos); every other one of a list
      // is said as a duty ("Obligatorio donar tecnología todos los días.").
      const infinitive = readInfinitive(bare);
      // A sign-up is the player's choice: no "Obligatorio" makes it a duty.
      if (
        infinitive &&
        !/^(?:estar|ser|apuntarse|anotarse|inscribirse|registrarse|participar|postularse)$/iu.test(
          infinitive,
        )
      ) {
        state.orders += 1;
        if (state.orders % 2 === 1) {
          return endFirmly(`Obligatorio ${lowerFirst(bare).replace(/[.!]$/u, '')}`);
        }
      }
      return bare === sentence ? sentence : endFirmly(capitalise(bare));
    }
    return sentence;
  };
}

/** Portuguese orders to "vocês": "participar" → "participem", "trazer" → "tragam". */
const PORTUGUESE_IRREGULAR: Readonly<Record<string, string>> = {
  ter: 'tenham',
  fazer: 'façam',
  trazer: 'tragam',
  ir: 'vão',
  vir: 'venham',
  ser: 'sejam',
  estar: 'estejam',
  pôr: 'ponham',
  dar: 'deem',
  ver: 'vejam',
  dizer: 'digam',
  poder: 'possam',
  saber: 'saibam',
};

function portugueseImperative(infinitive: string): string {
  const lower = infinitive.toLowerCase();
  const irregular = PORTUGUESE_IRREGULAR[lower];
  if (irregular) return irregular;
  if (/car$/u.test(lower)) return `${lower.slice(0, -3)}quem`;
  if (/gar$/u.test(lower)) return `${lower.slice(0, -3)}guem`;
  if (/çar$/u.test(lower)) return `${lower.slice(0, -3)}cem`;
  if (/ar$/u.test(lower)) return `${lower.slice(0, -2)}em`;
  if (/[ei]r$/u.test(lower)) return `${lower.slice(0, -2)}am`;
  return infinitive;
}

function voicePortuguese(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    if (QUESTION.test(sentence)) return sentence;
    const plain = sentence.replace(/!$/u, '');
    if (tone === 'motivational') {
      if (state.addressesNewcomers) return sentence;
      const duty = plain.match(PORTUGUESE_DUTY);
      if (duty) return `${capitalise(duty[1]!)}, vamos ${duty[2]!.replace(/[.!]$/u, '')}!`;
      const negative = plain.match(/^não (\p{L}+(?:ar|er|ir)\b.*)$/iu);
      if (negative) return `Nada de ${negative[1]!.replace(/[.!]$/u, '')}!`;
      if (PORTUGUESE_SINGULAR_ORDER.test(plain)) {
        // "Manda 'AoO sim' no chat": the player's own "você" order, with a call before it.
        state.orders += 1;
        return exclaimOnce(`Bora, ${lowerFirst(plain).replace(/[.!]$/u, '')}`, state);
      }
      const infinitive = readInfinitive(plain);
      if (!infinitive) {
        return callImperative(plain, PORTUGUESE_IMPERATIVE, 'Vamos lá, ', state, sentence);
      }
      // Calls alternate with the player's own orders, so a list does not say "Vamos" every line.
      state.orders += 1;
      if (state.orders % 2 === 0) return sentence;
      return exclaimOnce(`Vamos ${lowerFirst(plain).replace(/[.!]$/u, '')}`, state);
    }
    if (tone === 'intense') {
      const bare = sentence.replace(PORTUGUESE_PLEASE, '').replace(/,\s+nada de\s+/iu, '. Zero ');
      const negative = bare.match(/^não (\p{L}+(?:ar|er|ir)\b.*)$/iu);
      if (negative) return endFirmly(`Proibido ${negative[1]!.replace(/[.!]$/u, '')}`);
      const duty = bare.match(PORTUGUESE_DUTY);
      if (duty) return endFirmly(`${capitalise(duty[1]!)}: ${duty[2]!.replace(/[.!]$/u, '')}`);
      const infinitive = readInfinitive(bare);
      if (infinitive && !/(?:se|nos)$/iu.test(infinitive)) {
        const order = `${portugueseImperative(infinitive)}${bare.slice(infinitive.length)}`;
        return endFirmly(capitalise(order.replace(/[.!]$/u, '')));
      }
      return bare === sentence ? sentence : endFirmly(capitalise(bare));
    }
    return sentence;
  };
}

const RUSSIAN_INFINITIVE = /^(\p{L}+(?:ть|ться|ти|чь))(?=[\s,.!]|$)/iu;
/** Nouns that end like an infinitive: "скорость", "часть", "ночь", "путь". */
const RUSSIAN_NOUN_IN_T =
  /^(?:\p{L}*ость|\p{L}*ность|часть|сеть|власть|честь|путь|мать|смерть|ночь|дочь|печь|мысль|тетрадь|радость|новость|дверь|связь|жизнь|роль|цель|гость|кость|степень)(?=[\s,.!]|$)/iu;
const RUSSIAN_DUTY =
  /^(?:(все|всем|каждый)\s+)?(?:должны|должен|нужно|надо|необходимо|обязательно)\s+(\p{L}.*)$/iu;

/**
 * Russian calls that take any infinitive, of either aspect ("Давайте" would need the perfective's
 * future form): "Наша задача — поставить щиты!", "Важно не пропустить сбор."
 */
const RUSSIAN_CALLS = ['Наша задача — ', 'Важно '] as const;

function voiceRussian(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    if (QUESTION.test(sentence)) return sentence;
    const bare = sentence.replace(
      /^(?:пожалуйста|плиз),?\s+|,?\s+(?:пожалуйста|плз|пж|плиз|pls)(?=[.!]?$)/giu,
      '',
    );
    const plain = bare.replace(/!$/u, '');
    const duty = plain.match(RUSSIAN_DUTY);
    if (tone === 'motivational') {
      if (state.addressesNewcomers) return sentence;
      const negative = plain.match(/^не (\p{L}+(?:ть|ться)\b.*)$/iu);
      if (negative) return exclaimOnce(`Не будем ${negative[1]!.replace(/[.!]$/u, '')}`, state);
      const action = duty?.[2] ?? (RUSSIAN_INFINITIVE.test(plain) ? plain : undefined);
      if (!action) return callImperative(plain, RUSSIAN_IMPERATIVE, 'Давайте, ', state, sentence);
      const call = RUSSIAN_CALLS[state.orders % RUSSIAN_CALLS.length]!;
      state.orders += 1;
      return exclaimOnce(`${call}${lowerFirst(action).replace(/[.!]$/u, '')}`, state);
    }
    if (tone === 'intense') {
      if (duty) {
        const who = duty[1] ? 'Всем ' : '';
        return endFirmly(capitalise(`${who}${duty[2]!.replace(/[.!]$/u, '')}`));
      }
      // "Не атаковать союзников" → "Запрещено атаковать союзников."; every other duty of a list
      // is said as one ("Обязательно жертвовать в технологии каждый день.").
      const banned = plain.match(/^не (\p{L}+(?:ть|ться|ти|чь))(?=[\s,.!]|$)(.*)$/iu);
      if (banned) return endFirmly(`Запрещено ${banned[1]}${banned[2]!.replace(/[.!]$/u, '')}`);
      if (
        RUSSIAN_INFINITIVE.test(plain) &&
        !RUSSIAN_NOUN_IN_T.test(plain) &&
        !/^(?:записаться|зарегистрироваться|участвовать|подать)/iu.test(plain)
      ) {
        state.orders += 1;
        if (state.orders % 2 === 1) {
          return endFirmly(`Обязательно ${lowerFirst(plain).replace(/[.!]$/u, '')}`);
        }
      }
      return bare === sentence ? sentence : endFirmly(capitalise(bare));
    }
    return sentence;
  };
}

const CHINESE_END = /[。！!.，,]*$/u;

/**
 * Chinese orders by the words that open a clause (after "，" too): "请", "大家", "记得", "不要",
 * "别". Motivational makes them a call we answer together ("大家一起…", "别忘了…", "咱们别…");
 * intense makes them firm ("务必…", "不许…", "必须…") and drops the soft particles ("哈", "啦").
 */
const CLAUSE_START = '(^|[，,；;])';
const CHINESE_MOTIVATIONAL: readonly (readonly [RegExp, string])[] = [
  [
    new RegExp(`${CLAUSE_START}(?:请)?(大家|所有人|全体成员|全体)(?:都)?(?:要|请)?记得`, 'u'),
    '$1$2别忘了',
  ],
  [
    new RegExp(
      `${CLAUSE_START}(?:请)?(大家|所有人|全体成员|全体)(?:都)?(?:要|请)?(?!一起|好|辛苦)`,
      'u',
    ),
    '$1$2一起',
  ],
  [new RegExp(`${CLAUSE_START}请(?!大家)`, 'u'), '$1大家一起'],
  [new RegExp(`${CLAUSE_START}记得`, 'u'), '$1别忘了'],
  [new RegExp(`${CLAUSE_START}(?:不要|别)(?!忘)`, 'u'), '$1咱们别'],
];
const CHINESE_INTENSE: readonly (readonly [RegExp, string])[] = [
  [new RegExp(`${CLAUSE_START}请(?:大家)?`, 'gu'), '$1'],
  [/(?<!不)一定要/gu, '必须'],
  [/(?<!不)一定(?=开|要|带|在|去|把|做|先)/gu, '必须'],
  [new RegExp(`${CLAUSE_START}(大家|所有人)?记得`, 'gu'), '$1$2务必'],
  [new RegExp(`${CLAUSE_START}(?:不要|别)(?!忘)`, 'gu'), '$1不许'],
  [/[哈哦喔~～]+$/gu, ''],
  // Only before a member's duty ("每天捐科技"), not the leaders' own news ("每天晚上发分数").
  [
    new RegExp(
      `${CLAUSE_START}(每天|每日|每周|天天)(?=捐|打|上线|帮|做|参加|领|签到|采集|贡献|开盾)`,
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
      if (state.addressesNewcomers) return sentence;
      const turn = CHINESE_MOTIVATIONAL.find(([pattern]) => pattern.test(body));
      if (!turn) return sentence;
      state.orders += 1;
      const voiced = body.replace(turn[0], turn[1]);
      return exclaimOnce(voiced, state, '', '！');
    }
    if (tone === 'intense') {
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
/** A verbal noun of the form "التفعّل" opening a rule: "التبرع", "التواجد"; a sign-up is no duty. */
const ARABIC_DUTY_NOUN = /^(?!التسجيل)الت\p{L}{3,4}(?<!ة)\s/u;
/** A call to the members before an order: "يا جماعة", "يا شباب", "يا حكام". */
const ARABIC_VOCATIVE =
  /^(?:يا\s+(?:جماعة|جماعه|شباب|حكام|ربع|اخوان|إخوان|أبطال|ابطال)|شباب)[،,]?\s+/u;

function voiceArabic(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    if (/[?؟]/u.test(sentence)) return sentence;
    const full = sentence.replace(ARABIC_END, '');
    // "يا جماعة تبرعوا…": the order is read after the call to the members, which stays in a call.
    const vocative = full.match(ARABIC_VOCATIVE)?.[0] ?? '';
    const body = full.slice(vocative.length);
    if (tone === 'motivational') {
      if (state.addressesNewcomers) return sentence;
      if (vocative !== '' && ARABIC_PLURAL_ORDER.test(body) && !/^(?:لا|ما)\s/u.test(body)) {
        state.orders += 1;
        return exclaimOnce(`هيا ${vocative.replace(/[،,]?\s*$/u, '')}، ${body}`, state);
      }
      // "يرجى التسجيل" → "هيا إلى التسجيل!": a noun of action after "let's go to".
      const please = body.match(/^(?:يرجى|الرجاء)\s+(ال\p{L}+.*)$/u);
      if (please) {
        state.orders += 1;
        return exclaimOnce(`هيا إلى ${please[1]}`, state);
      }
      if (ARABIC_PLURAL_ORDER.test(body) && !/^(?:لا|ما)\s/u.test(body)) {
        state.orders += 1;
        if (state.orders % 2 === 0) return sentence;
        return exclaimOnce(`هيا، ${body}`, state);
      }
      return sentence;
    }
    if (tone === 'intense') {
      // A rule said as a verbal noun ("التبرع للتقنية كل يوم"): every other one is said a duty.
      if (ARABIC_DUTY_NOUN.test(body) && body === full) {
        state.orders += 1;
        if (state.orders % 2 === 1) return `${body}، إلزامي.`;
      }
      const firm = body.replace(ARABIC_PLEASE, '').trim();
      if (firm === full && !ARABIC_PLURAL_ORDER.test(body)) return sentence;
      return state.exclamations < MAX_EXCLAMATIONS ? exclaimOnce(firm, state) : `${firm}.`;
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

/** A "please" inside a sentence: a call to action or a firm order says it without. */
const INNER_PLEASE = /(?<=\S)\s+(?:please|pls|plz)\b,?/giu;

/** Where an English sentence holds a second order: ", everyone else join…", ", send helps…". */
const ENGLISH_CLAUSE = new RegExp(
  // Not before a list of duties: "Mira handles rallies, garrison + KvK calls".
  `,\\s+(?=(?:${ADDRESSEE})\\b|(?:${[...ORDER_VERBS].join('|')})\\s(?![+&/]))`,
  'iu',
);

/**
 * Intense also cuts a sentence where "so" or "just" leads to an order: "We are 3 kingdoms vs them
 * so don't be scared just stay grouped" → three short sentences.
 */
const INTENSE_CLAUSE = new RegExp(
  `(?<!\\b(?:or|and|to))(?:,?\\s+)(?:so|just|and then)\\s+(?=(?:don't|do not|never|${[...ORDER_VERBS].join('|')})\\s)|${ENGLISH_CLAUSE.source}`,
  'iu',
);

/** An English sentence's orders one by one; intense makes each its own short sentence. */
function splitClauses(sentence: string, tone: Tone): string[] {
  const clauses = sentence.split(tone === 'intense' ? INTENSE_CLAUSE : ENGLISH_CLAUSE);
  if (clauses.length === 1) return clauses;
  if (tone !== 'intense') return clauses;
  const end = sentence.match(/[.!?…]$/u)?.[0] ?? '.';
  return clauses.map((clause, index) =>
    index === clauses.length - 1
      ? clause
      : `${clause.replace(/[,;]$/u, '')}${end === '!' ? '.' : end}`,
  );
}

/**
 * A sentence that says when governors meet for a fight ("Rally on the fort at 21:00 UTC", "集结
 * 18:00 UTC"): a battle event, one of its times, and no deadline or condition.
 */
function meetsAtTime(sentence: string, times: string): boolean {
  if (times === '' || ![...times].some((mark) => sentence.includes(mark))) return false;
  if (DEADLINE_WORDS.test(sentence) || NOT_A_CALL.test(sentence)) return false;
  return findEvent(sentence)?.isBattle === true;
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

export interface VoiceOptions {
  /** The mail speaks to newcomers (recruitment, migration rules): no "let's" on their duties. */
  addressesNewcomers?: boolean;
  /** A warning or a disciplinary mail: no cheer, no '!' added by the voice. */
  isStern?: boolean;
}

/** Balanced and above: the tone's voice, sentence by sentence, in the draft's language. */
export function createVoice(
  tone: Tone,
  language: MailLanguage,
  options: VoiceOptions = {},
): (text: string, facts?: readonly Fact[]) => string {
  const state: VoiceState = {
    usedAsides: new Set(),
    exclamations: 0,
    orders: 0,
    addressesNewcomers: options.addressesNewcomers ?? false,
  };
  // A stern mail's calls are said calmly: the voice adds no '!' of its own.
  if (options.isStern) state.exclamations = MAX_EXCLAMATIONS;
  const toneVoice = voiceFor(tone, language);
  const turns =
    tone === 'motivational' || tone === 'intense' ? STATEMENT_TURNS[language][tone] : undefined;
  const turnOptions = {
    isStern: options.isStern ?? false,
    addressesNewcomers: state.addressesNewcomers,
  };
  // Intense English says its words in full, as an order is written: "do not", "you are".
  const firm =
    tone === 'intense' && language === 'en' ? spellOutContractions : (text: string) => text;
  /** The placeholders of the line being voiced that stand for a time. */
  let times = '';
  let hasMetGovernors = false;
  /** Off for a clause an order follows: "Canyon ends tomorrow. Do your 5 attacks." says enough. */
  let mayTurn = true;
  const withFacts =
    (run: (text: string) => string) =>
    (text: string, facts: readonly Fact[] = []): string => {
      times = '';
      for (const [index, fact] of facts.entries()) {
        if (fact.kind === 'time') times += placeholderOf(index);
      }
      return run(text);
    };
  // A sentence the tone's voice leaves as it is (news, a need, a thank-you) is said in the tone.
  const voice: SentenceVoice = (sentence, voiceState) => {
    const voiced = firm(toneVoice(sentence, voiceState));
    if (voiced !== sentence || !turns || !mayTurn) return voiced;
    const end = sentence.match(language === 'zh' ? CHINESE_END : /[.!…。！]*$/u)![0];
    const body = sentence.slice(0, sentence.length - end.length);
    const turned = turnInTone(language === 'zh' ? body : sentence, turns, turnOptions);
    if (turned !== (language === 'zh' ? body : sentence)) return turned;
    if (hasMetGovernors || !meetsAtTime(body, times) || /[?？؟]/u.test(sentence)) return sentence;
    hasMetGovernors = true;
    const call = TIMED_EVENT_CALLS[language][tone as 'motivational' | 'intense'];
    // One '!' a mail from the voice: the meeting is said calmly after it.
    if (call.endsWith('!') && voiceState.exclamations >= MAX_EXCLAMATIONS) {
      return `${body}${call.replace(/¡/u, '').replace(/!$/u, '.').replace(/！$/u, '。')}`;
    }
    if (call.endsWith('!')) voiceState.exclamations += 1;
    return `${body}${call}`;
  };
  const isFirm = language === 'en' && (tone === 'motivational' || tone === 'intense');
  const voiceOne = (sentence: string): string => {
    // A rule's own number stays ahead of it: "1- ayudar siempre" → "1- Vamos a ayudar siempre".
    const number = sentence.match(RULE_NUMBER)?.[0];
    if (number) return number + voiceOne(sentence.slice(number.length));
    // A label stays and what follows it is voiced: "Step 2: take the altar" → "Step 2: let's take…".
    const label = sentence.match(LABELLED);
    if (label && QUESTION.test(sentence)) return sentence;
    if (label) {
      const voicedRest = voice(label[2]!, state);
      return voicedRest === label[2] ? sentence : `${label[1]} ${lowerFirst(voicedRest)}`;
    }
    const voiced = capitalise(voice(sentence, state));
    return language !== 'en' || readsAsSentence(voiced, sentence) ? voiced : sentence;
  };
  if (language === 'ar') {
    // Arabic sentences end in ".", "!", "؟" and a space; an ellipsis ("...") ends none.
    return withFacts((text) =>
      text
        .split(/(?<=[^.][.!?؟])\s+/u)
        .map((sentence) => voiceOne(sentence))
        .join(' '),
    );
  }
  if (language === 'zh') {
    // Chinese ends a sentence with no space after it; each sentence is voiced on its own.
    return withFacts((text) =>
      (text.match(CJK_SENTENCE) ?? [text])
        .map((sentence) => {
          const lead = sentence.match(/^\s*/u)![0];
          return lead + voiceOne(sentence.slice(lead.length));
        })
        .join(''),
    );
  }
  return withFacts((text) =>
    splitSentences(isFirm ? text.replace(INNER_PLEASE, '') : text)
      .map((sentence) => {
        if (language !== 'en') return voiceOne(sentence);
        const clauses = splitClauses(sentence, tone);
        if (clauses.length === 1) return voiceOne(sentence);
        const voiced = clauses.map((clause, index) => {
          mayTurn = index === clauses.length - 1;
          const result = index === 0 ? voiceOne(clause) : voice(clause, state);
          mayTurn = true;
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
      })
      .join(' '),
  );
}
