import type { Tone } from '#shared/constants.ts';
import type { MailLanguage } from './language.ts';
import { capitalise, readsAsSentence, splitSentences, wordCount } from './rewrite.ts';
import { ASIDES, GERUNDS, NOUN_FOLLOWERS, ORDER_VERBS } from './rewrite-vocabulary.ts';

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
    action: `${adverb}${verb}${next}${rest}`,
  };
}

const TRAILING_PLEASE = /,?\s+please([.!?…]?)$/iu;
/** Who to write to: motivational invites ("Apply to Ragnar today!") rather than "let's apply". */
const CONTACT_VERBS = /^(?:contact|message|mail|apply|ping|dm|whisper|write|join us|come)\b/iu;

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
  exclamations: number;
  /** Orders voiced so far: motivational alternates its calls so a list does not repeat one. */
  orders: number;
}

const MAX_ASIDES = 2;
const ASIDE_MIN_WORDS = 10;
/** One '!' a mail at most from a voice: a '!' on every line reads as shouting. */
const MAX_EXCLAMATIONS = 1;

function exclaimOnce(sentence: string, state: VoiceState): string {
  if (state.exclamations >= MAX_EXCLAMATIONS || /[!?]$/u.test(sentence)) return sentence;
  state.exclamations += 1;
  return exclaim(sentence);
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

/** "No hitting allies" → the verb and the rest: ["hit", "allies"]. */
function readProhibition(sentence: string): [string, string] | undefined {
  const match = sentence.match(/^no\s+(\p{L}+ing)\b(.*)$/iu);
  const verb = match && GERUNDS[match[1]!.toLowerCase()];
  return verb && match ? [verb, match[2]!.replace(/[.!…]$/u, '')] : undefined;
}

/** "Gatherers must keep shields": who (a few words, no fact) and what they must do. */
const DUTY =
  /^((?:all |every |the )?[\p{L}\d]+(?: [\p{L}\d]+)?) (?:must|need to|needs to|have to|has to|should) (\p{L}.*)$/iu;

const ENGLISH_FIRM_LEADS =
  /^(?:please,?\s+|pls\s+|just\s+|kindly\s+|so,?\s+|also,?\s+|and\s+|btw,?\s+|(?:you|we all|we) (?:need to|must|have to|should)\s+|make sure (?:that )?(?:you |to )?|be sure to\s+|try to\s+|remember to\s+|don't forget to\s+|do not forget to\s+)+/iu;

/**
 * How motivational and intense say news that is no order, in English: each turn keeps every word
 * that carries meaning (facts are placeholders here) and changes how it is said.
 */
type Turn = readonly [RegExp, string];

const MOTIVATIONAL_TURNS: readonly Turn[] = [
  [/^(?:we )?need (\p{L}.*?)[.!]?$/iu, "We're looking for $1!"],
  [/^we (?:give|offer|have) (.+?)[.!]?$/iu, 'With us you get $1!'],
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
    /^(\S+(?: \S+){0,5}) (?:is|are) (closed|open|banned|forbidden|allowed|mandatory|required) (.+?)[.!]?$/iu,
    '$1: $2 $3.',
  ],
  [/^(?:we )?need (\p{L}.*?)[.!]?$/iu, 'Wanted: $1.'],
  [/^we (?:give|offer) (.+?)[.!]?$/iu, 'We give $1.'],
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
    const prohibition = readProhibition(sentence);
    if (prohibition) {
      state.orders += 1;
      return endLike(`We don't ${prohibition[0]}${prohibition[1]}`, sentence);
    }
    const duty = sentence.match(DUTY);
    if (duty && !/[\uE000-\uF8FF]/u.test(duty[1]!) && wordCount(duty[1]!) <= 3) {
      state.orders += 1;
      return exclaimOnce(endLike(`${duty[1]}, let's ${speakAsWe(duty[2]!)}`, sentence), state);
    }
    const order = readOrder(sentence);
    if (!order) return turnStatement(sentence, MOTIVATIONAL_TURNS);
    if (CONTACT_VERBS.test(order.action)) {
      state.orders += 1;
      return exclaimOnce(`${capitalise(order.action.replace(/[.!]$/u, ''))} today`, state);
    }
    const action = speakAsWe(lowerFirst(order.action));
    // Calls alternate so a list of orders reads as a team's, not one phrase said six times.
    const isLets = state.orders % 2 === 0 || order.addressee !== undefined;
    state.orders += 1;
    const call = isLets
      ? `let's ${order.isNegative ? 'not ' : ''}${action}`
      : `we ${order.isNegative ? "won't" : 'will'} ${action}`;
    const who = order.addressee ? `${order.addressee}, ` : '';
    const voiced = capitalise(`${who}${call}`);
    return isLets ? exclaimOnce(endLike(voiced, sentence), state) : endLike(voiced, sentence);
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
    const order = readOrder(sentence);
    if (!order) return sentence;
    const who = order.addressee ? lowerFirst(order.addressee) : 'you';
    const not = order.isNegative ? 'not ' : '';
    return endLike(`We kindly ask ${who} ${not}to ${lowerFirst(order.action)}`, sentence);
  },
  intense: (sentence, state) => {
    const bare = sentence.replace(ENGLISH_FIRM_LEADS, '');
    const prohibition = readProhibition(bare);
    if (prohibition) return endFirmly(`Never ${prohibition[0]}${prohibition[1]}`);
    const duty = bare.match(DUTY);
    if (duty && !/[\uE000-\uF8FF]/u.test(duty[1]!) && wordCount(duty[1]!) <= 3) {
      return endFirmly(`${capitalise(duty[1]!)}: ${duty[2]!.replace(/[.…]$/u, '')}`);
    }
    const order = readOrder(bare);
    if (!order) {
      const turned = turnStatement(bare, INTENSE_TURNS);
      return turned === sentence ? sentence : endFirmly(capitalise(turned));
    }
    const not = order.isNegative ? 'never ' : '';
    const action = `${not}${lowerFirst(order.action)}`;
    const firm = order.addressee ? `${capitalise(order.addressee)}: ${action}` : capitalise(action);
    // One order a mail may carry the '!', the first; the rest end in a full stop.
    if (state.exclamations < MAX_EXCLAMATIONS) return exclaimOnce(firm, state);
    return endFirmly(firm.replace(/[!…]$/u, '.'));
  },
  informative: (sentence) => sentence,
};

/** A Spanish or Portuguese infinitive that opens an order ("apuntarse", "llevar", "participar"). */
const ROMANCE_INFINITIVE = /^(\p{L}{2,}(?:ar|er|ir|ír|or)(?:se|nos)?)(?=[\s,.!]|$)/iu;
const NOT_INFINITIVES = new Set(
  'lugar hogar mar mujer ayer par ser bar militar popular familiar nivel primer tener poder hacer cualquier mejor peor mayor menor favor señor amor calor color valor honor error'.split(
    ' ',
  ),
);

function readInfinitive(sentence: string): string | undefined {
  const word = sentence.match(ROMANCE_INFINITIVE)?.[1];
  return word && !NOT_INFINITIVES.has(word.toLowerCase()) ? word : undefined;
}

/** Spanish "apuntarse" → "apuntarnos" after "vamos a": the call includes the writer. */
function asUs(infinitive: string): string {
  return infinitive.replace(/se$/iu, 'nos');
}

const SPANISH_DUTY = /^(.{2,30}?) (?:deben|debéis|tienen que|tenéis que|han de) (\p{L}.*)$/iu;
const PORTUGUESE_DUTY = /^(.{2,30}?) (?:devem|precisam|têm que|tem que|precisam de) (\p{L}.*)$/iu;
const SPANISH_PLEASE = /^(?:por favor,?\s+)|,?\s+por favor(?=[.!]?$)/giu;
const PORTUGUESE_PLEASE = /^(?:por favor,?\s+)|,?\s+por favor(?=[.!]?$)/giu;

function voiceSpanish(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    const plain = sentence.replace(/^¡|!$/gu, '');
    if (tone === 'motivational') {
      const duty = plain.match(SPANISH_DUTY);
      if (duty) return `${capitalise(duty[1]!)}: ¡a ${duty[2]!.replace(/[.!]$/u, '')}!`;
      const negative = plain.match(/^no (\p{L}+(?:ar|er|ir)(?:se)?)\b(.*)$/iu);
      if (negative) return `¡Nada de ${negative[1]}${negative[2]!.replace(/[.!]$/u, '')}!`;
      const infinitive = readInfinitive(plain);
      if (!infinitive) return sentence;
      const rest = plain.slice(infinitive.length).replace(/[.!]$/u, '');
      state.orders += 1;
      return state.orders % 2 === 1
        ? `¡Todos a ${lowerFirst(infinitive)}${rest}!`
        : `Vamos a ${lowerFirst(asUs(infinitive))}${rest}.`;
    }
    if (tone === 'intense') {
      const bare = sentence.replace(SPANISH_PLEASE, '');
      const negative = bare.match(/^no (\p{L}+(?:ar|er|ir)(?:se)?\b.*)$/iu);
      if (negative) return endFirmly(`Prohibido ${negative[1]!.replace(/[.!]$/u, '')}`);
      const duty = bare.match(SPANISH_DUTY);
      if (duty) return endFirmly(`${capitalise(duty[1]!)}: ${duty[2]!.replace(/[.!]$/u, '')}`);
      const infinitive = readInfinitive(bare);
      if (infinitive) {
        const order = `${spanishImperative(infinitive)}${bare.slice(infinitive.length)}`;
        return endFirmly(capitalise(order.replace(/[.!]$/u, '')));
      }
      return bare === sentence ? sentence : endFirmly(capitalise(bare));
    }
    return sentence;
  };
}

/** The plural order of a Spanish infinitive: "apuntarse" → "apuntaos", "llevar" → "llevad". */
function spanishImperative(infinitive: string): string {
  const reflexive = infinitive.match(/^(.+)([aei])rse$/iu);
  if (reflexive) return `${reflexive[1]}${reflexive[2] === 'i' ? 'í' : reflexive[2]}os`;
  return infinitive.replace(/r$/iu, 'd');
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
    const plain = sentence.replace(/!$/u, '');
    if (tone === 'motivational') {
      const duty = plain.match(PORTUGUESE_DUTY);
      if (duty) return `${capitalise(duty[1]!)}, vamos ${duty[2]!.replace(/[.!]$/u, '')}!`;
      const negative = plain.match(/^não (\p{L}+(?:ar|er|ir)\b.*)$/iu);
      if (negative) return `Nada de ${negative[1]!.replace(/[.!]$/u, '')}!`;
      const infinitive = readInfinitive(plain);
      if (!infinitive) return sentence;
      state.orders += 1;
      return `Vamos ${lowerFirst(plain).replace(/[.!]$/u, '')}${state.orders === 1 ? '!' : '.'}`;
    }
    if (tone === 'intense') {
      const bare = sentence.replace(PORTUGUESE_PLEASE, '');
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
const RUSSIAN_DUTY =
  /^(?:(все|всем|каждый)\s+)?(?:должны|должен|нужно|надо|необходимо|обязательно)\s+(\p{L}.*)$/iu;

function voiceRussian(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    const bare = sentence.replace(/^пожалуйста,?\s+|,?\s+пожалуйста(?=[.!]?$)/giu, '');
    const plain = bare.replace(/!$/u, '');
    const duty = plain.match(RUSSIAN_DUTY);
    if (tone === 'motivational') {
      const negative = plain.match(/^не (\p{L}+(?:ть|ться)\b.*)$/iu);
      if (negative) return `Не будем ${negative[1]!.replace(/[.!]$/u, '')}!`;
      const action = duty?.[2] ?? (RUSSIAN_INFINITIVE.test(plain) ? plain : undefined);
      if (!action) return sentence;
      state.orders += 1;
      const call = `Давайте ${lowerFirst(action).replace(/[.!]$/u, '')}`;
      return state.orders === 1 ? `${call}!` : `${call}.`;
    }
    if (tone === 'intense') {
      if (duty) {
        const who = duty[1] ? 'Всем ' : '';
        return endFirmly(capitalise(`${who}${duty[2]!.replace(/[.!]$/u, '')}`));
      }
      return bare === sentence ? sentence : endFirmly(capitalise(bare));
    }
    return sentence;
  };
}

function voiceChinese(tone: Tone): SentenceVoice {
  return (sentence) => {
    if (tone === 'motivational') {
      const order = sentence.match(
        /^(?:请)?(大家|所有人|全体成员)?(?:都)?(?:要|务必|请)?(.+?)[。！!.]?$/u,
      );
      if (!order || !/^请|^大家|^所有人|^全体/u.test(sentence)) return sentence;
      return `${order[1] ?? '大家'}一起${order[2]}！`;
    }
    if (tone === 'intense') {
      const firm = sentence.replace(/^请(?:大家)?/u, '').replace(/一定要/gu, '必须');
      return firm === sentence ? sentence : firm.replace(/[。！!.]?$/u, '。');
    }
    return sentence;
  };
}

function voiceArabic(tone: Tone): SentenceVoice {
  return (sentence) => {
    if (tone !== 'intense') return sentence;
    const firm = sentence.replace(/^(?:يرجى|الرجاء|من فضلك،?)\s+/u, '');
    return firm === sentence ? sentence : firm.replace(/[.!]?$/u, '.');
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

/** A sentence after a short label: "Step 2: take the altar", "Rally leader: Hannibal". */
const LABELLED = /^([^:：]{1,25}[:：])\s+(\S.*)$/u;

/** A "please" inside a sentence: a call to action or a firm order says it without. */
const INNER_PLEASE = /(?<=\S)\s+(?:please|pls|plz)\b,?/giu;

/** Where an English sentence holds a second order: ", everyone else join…", ", send helps…". */
const ENGLISH_CLAUSE = new RegExp(
  `,\\s+(?=(?:${ADDRESSEE})\\b|(?:${[...ORDER_VERBS].join('|')})\\s)`,
  'iu',
);

/** An English sentence's orders one by one; intense makes each its own short sentence. */
function splitClauses(sentence: string, tone: Tone): string[] {
  const clauses = sentence.split(ENGLISH_CLAUSE);
  if (clauses.length === 1) return clauses;
  if (tone !== 'intense') return clauses;
  const end = sentence.match(/[.!?…]$/u)?.[0] ?? '.';
  return clauses.map((clause, index) =>
    index === clauses.length - 1
      ? clause
      : `${clause.replace(/[,;]$/u, '')}${end === '!' ? '.' : end}`,
  );
}

/** Balanced and above: the tone's voice, sentence by sentence, in the draft's language. */
export function createVoice(tone: Tone, language: MailLanguage): (text: string) => string {
  const state: VoiceState = { usedAsides: new Set(), exclamations: 0, orders: 0 };
  const voice = voiceFor(tone, language);
  const isFirm = language === 'en' && (tone === 'motivational' || tone === 'intense');
  const voiceOne = (sentence: string) => {
    // A label stays and what follows it is voiced: "Step 2: take the altar" → "Step 2: let's take…".
    const label = sentence.match(LABELLED);
    if (label) {
      const voicedRest = voice(label[2]!, state);
      return voicedRest === label[2] ? sentence : `${label[1]} ${lowerFirst(voicedRest)}`;
    }
    const voiced = capitalise(voice(sentence, state));
    return language !== 'en' || readsAsSentence(voiced, sentence) ? voiced : sentence;
  };
  return (text) =>
    splitSentences(isFirm ? text.replace(INNER_PLEASE, '') : text)
      .map((sentence) => {
        if (language !== 'en') return voiceOne(sentence);
        const clauses = splitClauses(sentence, tone);
        if (clauses.length === 1) return voiceOne(sentence);
        const voiced = clauses.map((clause, index) =>
          index === 0 ? voiceOne(clause) : voice(clause, state),
        );
        // Each order its own sentence in intense; one sentence of calls in the other tones.
        return tone === 'intense'
          ? voiced.map((clause) => capitalise(clause)).join(' ')
          : voiced
              .map((clause, index) =>
                index === 0 ? clause.replace(/[.!]$/u, '') : lowerFirst(clause),
              )
              .join(', ');
      })
      .join(' ');
}
