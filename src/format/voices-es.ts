import type { Tone } from '#shared/constants.ts';
import { capitalise } from './rewrite.ts';
import {
  ASKING,
  callImperative,
  endFirmly,
  exclaimOnce,
  lowerFirst,
  MAX_EXCLAMATIONS,
  QUESTION,
  type SentenceVoice,
  type VoiceState,
} from './voice-kit.ts';
import {
  isWelcoming,
  readInfinitive,
  sayAsNadaDe,
  sayClausesFirmly,
  splitOrderChain,
  turnFirmly,
  voiceChain,
  withoutAccents,
} from './voices-romance.ts';

/**
 * The Spanish voice of motivational and intense. An order is read as its verb, whatever form the
 * player gave it (an infinitive, "pongan", "poned", "hay que poner"), and said again in the tone:
 * motivational calls the team ("¡Vamos a poner escudo!", "Hay que poner escudo.", "R4, ¡a organizar
 * rally!"), intense makes it a rule ("Obligatorio…", "Prohibido…", "R4: organicen rally.") and
 * cuts a comma chain of orders into short sentences. Every word the voice adds is impersonal or
 * "we", never a "you" form the draft may not use (vosotros, ustedes, vos).
 */

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

/** Spanish "apuntarse" → "apuntarnos" after "vamos a": the call includes the writer. */
function asUs(infinitive: string): string {
  return infinitive.replace(/se$/iu, 'nos');
}

const SPANISH_DUTY = /^(.{2,30}?) (?:deben|debéis|tienen que|tenéis que|han de) (\p{L}.*)$/iu;
/** A duty said with no one named: "Hay que curar", "Tenemos que llenar", "Tienen que estar". */
const IMPERSONAL_DUTY =
  /^(?:hay que|tenemos que|tienen que|tenéis que|debemos|deben|es obligatorio|toca)\s+(?=\p{L}+(?:ar|er|ir|ír)(?:se|nos)?\b)/iu;
const SPANISH_PLEASE =
  /^(?:por favor,?\s+)|,?\s+(?:por favor|porfa|porfis|plis|pls)(?=[.!]?$)|\s+(?:por favor|porfa|porfis|plis|pls)(?=,)/giu;

/**
 * An order to the members in the plural, at a sentence's start: "pongan", "apúntense". Nouns of the
 * same ending ("orden", "también") are left out.
 */
const SPANISH_IMPERATIVE =
  /^(?!(?:también|orden|volumen|examen|joven|origen|imagen|resumen|desorden|capitán|sultán|alemán|guardián|almacén|según|quien|bien)\b)(?![\p{L}]*[kwKW])\p{L}{3,}(?:en|an)(?:se|los|las|lo|la|les|le|nos)?(?=[\s,.!]|$)/iu;

/** "pongan" and the other plural orders whose infinitive no rule of endings gives. */
const IRREGULAR_ORDERS: Readonly<Record<string, string>> = {
  pongan: 'poner',
  tengan: 'tener',
  hagan: 'hacer',
  vengan: 'venir',
  vayan: 'ir',
  traigan: 'traer',
  salgan: 'salir',
  sepan: 'saber',
  estén: 'estar',
  sean: 'ser',
  lean: 'leer',
  pidan: 'pedir',
  sigan: 'seguir',
  muevan: 'mover',
  vuelvan: 'volver',
  suban: 'subir',
  abran: 'abrir',
  escriban: 'escribir',
  corran: 'correr',
  mantengan: 'mantener',
  envíen: 'enviar',
  empiecen: 'empezar',
  comiencen: 'comenzar',
  cierren: 'cerrar',
  piensen: 'pensar',
  recuerden: 'recordar',
  prueben: 'probar',
  muestren: 'mostrar',
  jueguen: 'jugar',
  encuentren: 'encontrar',
  cuenten: 'contar',
  defiendan: 'defender',
  atiendan: 'atender',
  pierdan: 'perder',
  cumplan: 'cumplir',
  respondan: 'responder',
  metan: 'meter',
  protejan: 'proteger',
  recojan: 'recoger',
  construyan: 'construir',
  compartan: 'compartir',
  vivan: 'vivir',
  reciban: 'recibir',
  elijan: 'elegir',
  sirvan: 'servir',
  duerman: 'dormir',
};
/** Plurals of "-er"/"-ir" verbs in "-en" that say what is, not what to do: "tienen", "pueden". */
const NOT_ORDERS = new Set(
  'tienen vienen pueden deben hacen quieren saben leen creen suben viven escriben comen corren ponen mueren pierden entienden vuelven dicen salen siguen piden sirven duermen cumplen reciben venden meten rompen pertenecen aparecen merecen parecen conocen ofrecen crecen pasen'.split(
    ' ',
  ),
);
/** The pronouns an order may carry on its end: "guárdenlos", "apúntense", "conéctense". */
const CLITIC = /(se|los|las|lo|la|les|le|nos)$/u;

/**
 * The infinitive of a plural order ("curen" → "curar", "ataquen" → "atacar", "organicen" →
 * "organizar", "apúntense" → "apuntarse", "guárdenlos" → "guardarlos"); nothing for a word that is
 * no order or whose infinitive is not certain.
 */
export function infinitiveOfOrder(word: string): string | undefined {
  let lower = word.toLowerCase();
  let clitic = '';
  // A pronoun joined to the order puts an accent on its stem: "apúntense", not "mandanse".
  const accented = lower.match(/^(.+?[áéíóú].*?(?:en|an))(se|los|las|lo|la|les|le|nos)$/u);
  if (accented) {
    lower = withoutAccents(accented[1]!);
    clitic = accented[2]!;
  } else if (CLITIC.test(lower) && !/(?:en|an)$/u.test(lower)) {
    return undefined;
  }
  if (NOT_ORDERS.has(lower)) return undefined;
  const irregular = IRREGULAR_ORDERS[lower] ?? IRREGULAR_ORDERS[withoutAccents(lower)];
  if (irregular) return `${irregular}${clitic}`;
  // Only "-en" has one reading, an "-ar" verb: "-an" may be "-er" or "-ir" ("lean", "pidan").
  const stem = lower.match(/^(\p{L}{2,})en$/u)?.[1];
  // A "k" or "w" is in names, not in Spanish verbs: "Kraken por llenar el hospital" thanks Kraken.
  if (!stem || lower.length < 5 || /[kw]/u.test(stem)) return undefined;
  // A stem that changed ("mueven", "quieren") is as often an "-er" or "-ir" verb said of them: only
  // those listed above are read.
  if (/ue|ie/u.test(stem)) return undefined;
  return `${withoutAccents(spellArStem(stem))}ar${clitic}`;
}

/** The stem of an "-ar" verb as its infinitive spells it: "ataqu" → "atac", "organic" → "organiz". */
function spellArStem(stem: string): string {
  if (/qu$/u.test(stem)) return `${stem.slice(0, -2)}c`;
  if (/gü$/u.test(stem)) return `${stem.slice(0, -2)}gu`;
  if (/gu$/u.test(stem)) return `${stem.slice(0, -2)}g`;
  if (/c$/u.test(stem)) return `${stem.slice(0, -1)}z`;
  return stem;
}

/**
 * An order to "vos" ("recolectá", "usá", "poné") and its infinitive. A future ("será", "podrá"), a
 * past ("mandé") and the words of the same ending ("está", "acá") are none.
 */
const VOS_ORDER = /^(\p{L}{2,})á$|^(pon|ten|hac|le|tra|mov|volv|corr)é$/u;
const NOT_VOS =
  /^(?:está|más|acá|allá|ahí|aquí|así|mamá|papá|jamás|atrás|además|quizá)$|[aei]rá$|(?:dr|br|rr)á$/u;

export function infinitiveOfVos(word: string): string | undefined {
  const lower = word.toLowerCase();
  const match = lower.match(VOS_ORDER);
  if (!match || NOT_VOS.test(lower)) return undefined;
  return match[1] ? `${match[1]}ar` : `${match[2]}er`;
}

/** "No mandes": a ban said to "tú" or "vos", of an "-ar" verb; "no tienes" says what is. */
const NOT_BANS =
  /^(?:tienes|puedes|debes|quieres|sabes|vienes|haces|pones|dices|sales|sigues|pides|entiendes|pierdes|vuelves|crees|lees|eres|estes|antes|veces|meses)$/u;

function infinitiveOfBan(word: string): string | undefined {
  const lower = word.toLowerCase();
  const stem = lower.match(/^(\p{L}{4,})es$/u)?.[1];
  if (!stem || NOT_BANS.test(lower)) return undefined;
  return `${withoutAccents(spellArStem(stem))}ar`;
}

function readVosOrder(plain: string): SpanishOrder | undefined {
  const word = plain.match(/^\p{L}+/u)?.[0];
  const infinitive = word && infinitiveOfVos(word);
  return word && infinitive ? { infinitive, rest: plain.slice(word.length) } : undefined;
}

/** A plural order at the sentence's start, with its infinitive and what follows it. */
interface SpanishOrder {
  infinitive: string;
  rest: string;
}

function readPluralOrder(plain: string): SpanishOrder | undefined {
  const word = plain.match(SPANISH_IMPERATIVE)?.[0];
  if (!word) return undefined;
  const clitic = plain.match(/^\p{L}+/u)![0];
  const infinitive = infinitiveOfOrder(clitic);
  if (!infinitive) return undefined;
  return { infinitive, rest: plain.slice(clitic.length) };
}

/**
 * A second plural order in the same sentence ("… y pidan ayuda") said as the first one is
 * ("… y a pedir ayuda"); `undefined` when one cannot be, so no sentence mixes "vamos a" with "pidan".
 */
function joinOrders(rest: string, lead: string): string | undefined {
  let isMixed = false;
  const joined = rest.replace(
    /(\s[ye]\s+)(\p{L}{3,}(?:en|an)(?:se|los|las|lo|la|les|le|nos)?)(?=[\s,.!]|$)/giu,
    (found, and: string, verb: string) => {
      const infinitive = infinitiveOfOrder(verb);
      if (!infinitive) {
        isMixed = true;
        return found;
      }
      return `${and}${lead}${infinitive}`;
    },
  );
  return isMixed ? undefined : joined;
}

/** Words that tie an order to "ustedes" or "vos": "su mejor tropa", "les", "tenés". */
const THEIRS = /(?<!\p{L})(?:su|sus|suyos?|suyas?|ustedes|uds|les|se|tu|tus|te|vos)(?!\p{L})/iu;
const ALREADY_CALLING = /^(?:vamos|venga|dale)(?!\p{L})/iu;
/** A sentence that opens with a condition or a person: its order is theirs, not a call. */
const CONDITION = /^(?:si|cuando|quien|quienes|el que|la que|los que|las que|si no)\b/iu;

/**
 * Motivational says an order as a call the writer joins ("¡Vamos a curar las tropas!"), or where the
 * order keeps its "su"/"les" or a call was just made, as what is due now ("Hay que curar las tropas.").
 */
function callOrder(infinitive: string, rest: string, state: VoiceState, sentence: string): string {
  // "Sean bienvenidos" is a welcome, not an order to be.
  if (/^ser$/iu.test(infinitive)) return sentence;
  const cleanRest = rest.replace(/[.!]$/u, '');
  const due = joinOrders(cleanRest, '');
  if (due === undefined) return sentence;
  state.orders += 1;
  const ours = joinOrders(cleanRest, 'a ');
  if (state.orders % 2 === 1 && ours !== undefined && !THEIRS.test(ours)) {
    // "Vamos a donar tech por favor": whoever calls everyone to it asks no favour.
    const call = `Vamos a ${lowerFirst(asUs(infinitive))}${ours.replace(/,?\s+por favor(?=[\s,.!]|$)/iu, '')}`;
    // Past the mail's one '!', the call ends calmly, as a call of the player's own words would.
    return state.exclamations < MAX_EXCLAMATIONS ? exclaimOnce(call, state, '¡') : `${call}.`;
  }
  return endFirmly(`Hay que ${lowerFirst(infinitive)}${due}`);
}

/** Who a plural order is for, before it: "R4 organicen rally", "Los demás llenen rallies". */
const GROUP_ORDER =
  /^((?:los |las |el |la |todos (?:los )?)?[\p{L}\d\uE000-\uF8FF+]+(?: [\p{L}\d\uE000-\uF8FF+]+)?) (\p{L}{3,}(?:en|an|ense|anse))(?=[\s,.!]|$)(.*)$/iu;
const NOT_A_GROUP =
  /(?<!\p{L})(?:que|si|y|no|se|me|nos|les|lo|la|ya|hoy|mañana|cuando|nadie|alguien|quien|también|solo|sólo|ahora|cualquier|alguna|algún|duda|dudas|consulta|cosa)(?!\p{L})/iu;

function readGroupOrder(plain: string): [string, string, SpanishOrder] | undefined {
  const match = plain.match(GROUP_ORDER);
  if (!match || NOT_A_GROUP.test(match[1]!)) return undefined;
  // "los rallys los abren Pablo y Chiqui": a pronoun before the verb is what is done, not who does
  // it (they are named after the verb).
  if (/\s(?:los|las|les|os)$/iu.test(match[1]!)) return undefined;
  // "Muevan la ciudad…" is an order of its own, not one to a group called "Muevan la".
  const first = match[1]!.split(' ')[0]!;
  if (readInfinitive(first) || infinitiveOfOrder(first) || readVosotros(first)) return undefined;
  const infinitive = infinitiveOfOrder(match[2]!);
  if (!infinitive) return undefined;
  return [match[1]!, `${match[2]}${match[3]}`, { infinitive, rest: match[3]! }];
}

/** What opens a sentence and says nothing an intense order needs: a call, a "just reminding you". */
const INTENSE_LEAD =
  /^(?:(?:hola,? )?gente[,!]?\s+|(?:hola,? |buenas,? )?(?:chicos|chicas|muchachos|familia|equipo|gobernadores|a todos)[,!]\s+|bueno,?\s+|(?:solo |sólo )?(?:recordarles|recordaros|les recuerdo|os recuerdo|recuerden|recordad)\s+que\s+)/iu;

/** A clause of a comma chain that gives an order of its own. */
function isSpanishOrderStart(clause: string): boolean {
  return (
    /^(?:nada de|no\s+\p{L}+|cero|prohibido|hay que|tienen que)\b/iu.test(clause) ||
    readPluralOrder(clause) !== undefined ||
    readVosOrder(clause) !== undefined ||
    readVosotros(clause) !== undefined ||
    (readInfinitive(clause) !== undefined && !/^(?:estar|ser)\b/iu.test(clause))
  );
}

const ENCOURAGING_NOT =
  /^no (?:(?:sean|seas) (?:tímid|timid|vergonzos)|(?:tengan|tengas) (?:miedo|pena|vergüenza|verguenza)|(?:se preocupen|te preocupes|duden|dudes))/iu;

/** "No ataquen", "no migréis", "no atacar", "nada de atacar": the infinitive a ban is said with. */
function readBan(plain: string): SpanishOrder | undefined {
  // "no sean tímidos", "no tengan miedo", "no duden en preguntar": an encouragement, no ban.
  if (ENCOURAGING_NOT.test(plain)) return undefined;
  const infinitive = plain.match(/^(?:no|nada de) (\p{L}+(?:ar|er|ir)(?:se)?)(?=[\s,.!]|$)(.*)$/iu);
  if (infinitive && !/^nada de$/iu.test(infinitive[1]!)) {
    return { infinitive: infinitive[1]!, rest: infinitive[2]! };
  }
  const order = plain.match(/^no (\p{L}+)(?=[\s,.!]|$)(.*)$/iu);
  if (!order) return undefined;
  // "no migréis", "no cambiéis": the "vosotros" ban of an "-ar" verb.
  const vosotros = order[1]!.match(/^(\p{L}{2,})éis$/iu)?.[1];
  const word = vosotros ? undefined : (infinitiveOfOrder(order[1]!) ?? infinitiveOfBan(order[1]!));
  const regular = vosotros ? `${withoutAccents(spellArStem(vosotros))}ar` : word;
  return regular ? { infinitive: regular, rest: order[2]! } : undefined;
}

/**
 * A warning makes no call of its orders: a ban is said calmly ("Nada de atacar solos."), a rule in
 * the infinitive as what is due ("Hay que recolectar solo en el territorio."), the rest as written.
 */
function sayCalmly(sentence: string, plain: string, state: VoiceState): string {
  if (state.isOutside) return sentence;
  const ban = readBan(plain);
  const calmBan = ban && sayAsNadaDe(ban);
  if (ban) return calmBan ? endFirmly(calmBan) : sentence;
  const infinitive = readInfinitive(plain);
  if (!infinitive || /^(?:estar|ser|tener|haber)$/iu.test(infinitive) || ASKING.test(plain)) {
    return sentence;
  }
  return endFirmly(`Hay que ${lowerFirst(plain).replace(/[.!]$/u, '')}`);
}

function voiceMotivational(
  sentence: string,
  plain: string,
  state: VoiceState,
  isInChain = false,
): string {
  if (state.addressesNewcomers || isWelcoming(state, plain) || CONDITION.test(plain)) {
    return sentence;
  }
  // A warning makes no call of its orders; a ban it says calmly ("Nada de atacar solos.").
  if (state.holdsCalls) return sayCalmly(sentence, plain, state);
  const duty = plain.match(SPANISH_DUTY);
  if (duty) return `${capitalise(duty[1]!)}: ¡a ${duty[2]!.replace(/[.!]$/u, '')}!`;
  const impersonal = plain.match(IMPERSONAL_DUTY);
  if (impersonal) {
    const action = plain.slice(impersonal[0].length);
    const infinitive = readInfinitive(action);
    if (infinitive && !ASKING.test(action)) {
      return callOrder(infinitive, action.slice(infinitive.length), state, sentence);
    }
  }
  const ban = readBan(plain);
  if (ban) {
    const nadaDe = sayAsNadaDe(ban);
    if (nadaDe === undefined) return sentence;
    state.orders += 1;
    return exclaimOnce(nadaDe, state, '¡');
  }
  const vosotros = readVosotros(plain);
  if (vosotros) {
    // "Mandad captura" → "Vamos a mandar captura": a second order of the sentence is said as the
    // first ("leed… y poned…" → "Vamos a leer… y a poner…"); one to "ustedes" would mix the two
    // forms, so that sentence stays.
    const rest = plain
      .slice(vosotros[0].length)
      .replace(/[.!]$/u, '')
      .replace(
        /(\s[ye]\s+)(\p{L}{2,}?)([aei])d(?=[\s,.!]|$)/giu,
        (_, and: string, stem: string, vowel: string) => `${and}a ${stem}${vowel}r`,
      );
    if (/\s[ye]\s+\p{L}{3,}(?:en|an)(?:se)?(?=[\s,.!]|$)/iu.test(rest)) return sentence;
    state.orders += 1;
    if (state.orders % 2 === 0) {
      return endFirmly(
        `Hay que ${vosotros[1].replace(/nos$/u, 'se')}${rest.replace(/ a (?=\p{L}+r\b)/gu, ' ')}`,
      );
    }
    return exclaimOnce(`Vamos a ${vosotros[1]}${rest}`, state, '¡');
  }
  if (ASKING.test(withoutAccents(plain))) return sentence;
  const group = readGroupOrder(plain);
  if (group) {
    state.orders += 1;
    const order = joinOrders(group[2].rest.replace(/[.!]$/u, ''), 'a ');
    if (order !== undefined) {
      return exclaimOnce(`${group[0]}, a ${lowerFirst(group[2].infinitive)}${order}`, state, '¡');
    }
  }
  const infinitive = readInfinitive(plain);
  // "Estar en Discord", "Tener T5": a requirement more often than an order; it stays.
  if (infinitive && !/^(?:estar|ser|tener|haber)$/iu.test(infinitive)) {
    return callOrder(infinitive, plain.slice(infinitive.length), state, sentence);
  }
  const vos = readVosOrder(plain);
  if (vos) return callOrder(vos.infinitive, vos.rest, state, sentence);
  // A plural order is called as the writer's own ("¡Vamos a poner escudo!"); the next one is
  // said as what is due ("Hay que poner escudo."), so a list does not cheer on every line.
  const order = readPluralOrder(plain);
  // "pongan escudo los que están afuera": who is named after the order, which "hay que" would lose.
  const due =
    order && !/(?<!\p{L})(?:los|las) que(?!\p{L})/iu.test(order.rest)
      ? joinOrders(order.rest.replace(/[.!]$/u, ''), '')
      : undefined;
  // Inside a comma chain a call would cut it ("…, vamos, vengan…"): the order is said as due.
  if (
    order &&
    due !== undefined &&
    order.infinitive !== 'ser' &&
    (state.orders % 2 === 1 || isInChain)
  ) {
    if (ALREADY_CALLING.test(plain)) return sentence;
    state.orders += 1;
    return endFirmly(`Hay que ${lowerFirst(order.infinitive)}${due}`);
  }
  if (isInChain) return sentence;
  // "Pongan escudo" is called in the first plural, as the writer joins it: "¡Vamos a poner
  // escudo!"; "¡Vamos, pongan…!" only where the order's infinitive is unknown.
  if (order && due !== undefined && order.infinitive !== 'ser' && !ALREADY_CALLING.test(plain)) {
    return callOrder(order.infinitive, order.rest, state, sentence);
  }
  return callImperative(plain, SPANISH_IMPERATIVE, '¡Vamos, ', state, sentence);
}

/** Intense: one clause of an order, said as a rule. */
function voiceIntenseClause(clause: string, state: VoiceState): string {
  const plain = clause.replace(/^¡|!$/gu, '').replace(/[.]$/u, '');
  // A welcome's "nada de" stays: "Prohibido" would greet newcomers with a notice of bans.
  const ban = isWelcoming(state, '') ? undefined : readBan(plain);
  if (ban) {
    // "Prohibido pedir gemas ni recursos" reads as a double "no": "Prohibido pedir gemas o recursos".
    // "…, ni una" (not a single one) is no second thing banned: it stays.
    const rest = ban.rest.replace(/\sni\s(?!(?:una?|uno|siquiera|media|medio)(?!\p{L}))/giu, ' o ');
    return endFirmly(`Prohibido ${lowerFirst(ban.infinitive)}${rest}`);
  }
  const noun = plain.match(/^nada de (.+)$/iu);
  if (noun && !readInfinitive(noun[1]!)) return endFirmly(`Cero ${noun[1]}`);
  const duty = plain.match(SPANISH_DUTY);
  if (duty && !NOT_A_GROUP.test(duty[1]!)) {
    return endFirmly(`${capitalise(duty[1]!)}: ${duty[2]!}`);
  }
  const impersonal = plain.match(IMPERSONAL_DUTY);
  if (impersonal) return endFirmly(`Obligatorio ${plain.slice(impersonal[0].length)}`);
  const group = readGroupOrder(plain);
  if (group) return endFirmly(`${group[0]}: ${group[1]}`);
  // An infinitive is already an order on a notice ("Llevar tropas completas."): it stays, in
  // whatever form of "you" the player uses (vosotros, ustedes, vos); every other one of a list
  // is said as a duty ("Obligatorio donar tecnología todos los días.").
  const infinitive = readInfinitive(plain);
  // A sign-up is the player's choice: no "Obligatorio" makes it a duty.
  if (
    infinitive &&
    !state.isOutside &&
    !/^(?:estar|ser|apuntarse|anotarse|inscribirse|registrarse|participar|postularse)$/iu.test(
      infinitive,
    )
  ) {
    state.orders += 1;
    if (state.orders % 2 === 1) return endFirmly(`Obligatorio ${lowerFirst(plain)}`);
  }
  return clause;
}

function voiceIntense(sentence: string, state: VoiceState): string {
  isWelcoming(state, sentence);
  if (CONDITION.test(sentence)) {
    const bare = sentence.replace(SPANISH_PLEASE, '');
    return bare === sentence ? sentence : endFirmly(bare);
  }
  const unled = sentence.replace(/^¡(.*)!$/u, '$1').replace(INTENSE_LEAD, '');
  // "¡Gente, …!" without its call is said firmly, with no "¡" left open.
  const led = unled.length < sentence.length - 2 ? unled : sentence;
  const bare = led.replace(SPANISH_PLEASE, '');
  return sayClausesFirmly(
    sentence,
    bare,
    splitOrderChain(bare, isSpanishOrderStart),
    (clause) => voiceIntenseClause(clause, state),
    (news) => turnFirmly('es', news, state),
  );
}

export function voiceSpanish(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    if (QUESTION.test(sentence)) return sentence;
    const plain = sentence.replace(/^¡|!$/gu, '');
    if (tone === 'motivational') {
      const clauses = CONDITION.test(plain) ? [plain] : splitOrderChain(plain, isSpanishOrderStart);
      if (clauses.length === 1) return voiceMotivational(sentence, plain, state);
      return voiceChain(
        sentence,
        clauses,
        (clause) => voiceMotivational(clause, clause, state, true),
        '¡',
      );
    }
    if (tone === 'intense') {
      if (state.isOutside) return sentence;
      return voiceIntense(sentence, state);
    }
    return sentence;
  };
}
