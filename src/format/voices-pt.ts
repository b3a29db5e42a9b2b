import type { Tone } from '#shared/constants.ts';
import { capitalise } from './rewrite.ts';
import {
  ASKING,
  callImperative,
  endFirmly,
  exclaimOnce,
  lowerFirst,
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
 * The Brazilian Portuguese voice of motivational and intense. An order is read as its verb,
 * whatever form the player gave it (an infinitive, "coloquem", "manda", "tem que colocar", "não
 * esquece de usar"), and said again in the tone: motivational calls the team ("Bora colocar
 * escudo!", "Vamos colocar escudo."), intense makes it a rule ("Proibido…", "Obrigatório…") and cuts
 * a comma chain of orders into short sentences. "Quem não X vai Y" becomes a question and its
 * answer ("Não mudou em 24h? Vai ser considerado inativo."), in both tones.
 */

/**
 * A group's duty: "os farms devem…", "R4s têm que…"; in the singular only of people ("o pessoal tem
 * que…"): "nome tem q ter a tag" speaks of a thing, which no call can address.
 */
const PORTUGUESE_DUTY =
  /^(.{2,30}?) (?:devem|precisam|têm que|precisam de) (\p{L}.*)$|^((?:o |a )?(?:pessoal|galera|geral|time|equipe)) tem que (\p{L}.*)$/iu;
/** A duty of everyone, in the singular: "Cada um precisa juntar…", "Todo mundo tem que estar…". */
const EVERYONE_DUTY =
  /^(cada um|todo mundo|geral|a galera|galera|todos) (?:(?:precisa(?: de)?|tem que|deve|têm que|precisam) )?(?=\p{L}+(?:ar|er|ir|pôr)\b)/iu;
/** A duty said with no one named: "Temos que curar", "Tem que estar online", "É preciso doar". */
const IMPERSONAL_DUTY =
  /^(?:temos que|tem que|têm que|precisamos|é preciso|é obrigatório|(?:não )?(?:esquece|esqueçam|esqueçe|esquecer)(?: de)?|lembrem de|lembra de)\s+(?=\p{L}+(?:ar|er|ir)\b|pôr\b)/iu;
const PORTUGUESE_PLEASE =
  /^(?:por favor,?\s+)|,?\s+(?:por favor|pfv|pf|plz|pls)(?=[.!]?$)|\s+(?:por favor|pfv|plz|pls)(?=,)/giu;

/** A plural order at a sentence's start: "coloquem", "tragam". Nouns of the same ending are left out. */
const PORTUGUESE_IMPERATIVE =
  /^(?!(?:também|porém|alguém|ninguém|homem|ordem|nuvem|jovem|quem|sem|bem|além|cem|tem|vem|têm|vêm|ontem|nem|trem|viagem|mensagem|imagem|origem|garagem|margem|vantagem|coragem|passagem|contagem|porcentagem)\b)(?!\p{L}*(?:agem|aram|avam|iam|eram)\b)\p{L}{2,}(?:em|am)(?=[\s,.!]|$)/iu;

/** Plural orders whose infinitive no rule of endings gives ("-am" may be "-er" or "-ir"). */
const IRREGULAR_ORDERS: Readonly<Record<string, string>> = {
  tragam: 'trazer',
  leiam: 'ler',
  sigam: 'seguir',
  façam: 'fazer',
  tenham: 'ter',
  venham: 'vir',
  ponham: 'pôr',
  vejam: 'ver',
  digam: 'dizer',
  sejam: 'ser',
  estejam: 'estar',
  saibam: 'saber',
  peçam: 'pedir',
  subam: 'subir',
  abram: 'abrir',
  escrevam: 'escrever',
  respondam: 'responder',
  defendam: 'defender',
  esqueçam: 'esquecer',
  mantenham: 'manter',
  percam: 'perder',
  recebam: 'receber',
  mexam: 'mexer',
  batam: 'bater',
  corram: 'correr',
  durmam: 'dormir',
  sirvam: 'servir',
  atendam: 'atender',
  cumpram: 'cumprir',
  protejam: 'proteger',
  escolham: 'escolher',
  consigam: 'conseguir',
  deem: 'dar',
  vão: 'ir',
};
/** Plurals in "-em" that say what is ("fazem", "podem"), not what to do. */
const NOT_ORDERS = new Set(
  'fazem devem podem sabem querem vendem comem escrevem recebem perdem bebem correm vivem sobem abrem dizem trazem descem crescem aparecem merecem parecem conhecem oferecem mexem batem entendem atendem defendem respondem leem veem creem têm vêm tem vem saem caem'.split(
    ' ',
  ),
);

/** Orders to "você", the way players write to the whole alliance, and their infinitives. */
const SINGULAR_ORDERS: Readonly<Record<string, string>> = {
  manda: 'mandar',
  fala: 'falar',
  chama: 'chamar',
  coloca: 'colocar',
  pede: 'pedir',
  entra: 'entrar',
  vem: 'vir',
  bota: 'botar',
  doa: 'doar',
  usa: 'usar',
  faz: 'fazer',
  põe: 'pôr',
  segue: 'seguir',
  avisa: 'avisar',
  responde: 'responder',
  escreve: 'escrever',
  marca: 'marcar',
  traz: 'trazer',
  junta: 'juntar',
  ataca: 'atacar',
  defende: 'defender',
  pega: 'pegar',
  cura: 'curar',
  liga: 'ligar',
  tira: 'tirar',
  clica: 'clicar',
  muda: 'mudar',
  deixa: 'deixar',
  volta: 'voltar',
  leva: 'levar',
  sobe: 'subir',
  teleporta: 'teleportar',
  gasta: 'gastar',
  guarda: 'guardar',
  participa: 'participar',
  respeita: 'respeitar',
  espera: 'esperar',
  ajuda: 'ajudar',
  bate: 'bater',
  vai: 'ir',
};

/**
 * The infinitive of an order in the plural ("coloquem" → "colocar", "tragam" → "trazer") or the
 * singular ("manda" → "mandar"); nothing for a word that is no order or not certainly one.
 */
export function infinitiveOfOrder(word: string, isSingularAllowed = true): string | undefined {
  const lower = word.toLowerCase();
  if (isSingularAllowed && SINGULAR_ORDERS[lower]) {
    return SINGULAR_ORDERS[lower];
  }
  if (!PORTUGUESE_IMPERATIVE.test(lower) || NOT_ORDERS.has(lower)) return undefined;
  const irregular = IRREGULAR_ORDERS[lower];
  if (irregular) return irregular;
  const stem = lower.match(/^(\p{L}{2,})em$/u)?.[1];
  if (!stem) return undefined;
  if (/qu$/u.test(stem)) return `${stem.slice(0, -2)}car`;
  if (/gu$/u.test(stem)) return `${stem.slice(0, -2)}gar`;
  if (/c$/u.test(stem)) return `${stem.slice(0, -1)}çar`;
  return `${stem}ar`;
}

/** An order at the sentence's start, with its infinitive and what follows it. */
interface PortugueseOrder {
  infinitive: string;
  rest: string;
}

/** "Fala galera", "Olá pessoal": a greeting, not an order to speak. */
const GREETING =
  /^(?:fala|olá|oi|salve|e aí)[,!]?\s+(?:galera|pessoal|gente|time|família|governadores)\b/iu;

/** "Faz parte" (it is part of the game), "faz sentido", "faz 3 dias": what is, no order to do. */
const SAYING = /^faz\s+(?:parte|sentido|falta|diferença|tempo|\p{N}|[\uE000-\uF8FF])/iu;

function readOrder(plain: string): PortugueseOrder | undefined {
  if (GREETING.test(plain) || SAYING.test(plain)) return undefined;
  const word = plain.match(/^\p{L}+/u)?.[0];
  // "Candidatem-se": an order with its pronoun after a hyphen is left as written.
  if (!word || /^-/u.test(plain.slice(word.length))) return undefined;
  const infinitive = readInfinitive(plain) ? undefined : infinitiveOfOrder(word);
  return infinitive ? { infinitive, rest: plain.slice(word.length) } : undefined;
}

/** Words that keep an order the reader's: "você", "te"; a call the writer joins cannot say them. */
const THEIRS =
  /(?<!\p{L})(?:você|vocês|vc|vcs|te|lhe|teu|tua|teus|tuas|contigo|\p{L}+[aei]rem)(?!\p{L})/iu;
/** The writer alone: "pra mim", "comigo", "meu"; no call the writer joins says "vamos mandar mensagem pra mim". */
const MINE = /(?<!\p{L})(?:mim|comigo|meu|minha|meus|minhas|eu|me)(?!\p{L})/iu;
/** "seu", "sua": in a call the writer joins, the team's ("nossa conta"). */
const POSSESSIVES: Readonly<Record<string, string>> = {
  seu: 'nosso',
  sua: 'nossa',
  seus: 'nossos',
  suas: 'nossas',
};

function asOurs(text: string): string {
  return text.replace(/(?<!\p{L})(seus|suas|seu|sua)(?!\p{L})/giu, (word) => {
    const ours = POSSESSIVES[word.toLowerCase()]!;
    return /^\p{Lu}/u.test(word) ? capitalise(ours) : ours;
  });
}

/**
 * A second order in the same sentence ("… e entrem no Discord") said as the first one is ("… e
 * entrar no Discord"); `undefined` when one cannot be, so no call mixes "bora" with "entrem".
 */
function joinOrders(rest: string): string | undefined {
  let isMixed = false;
  const joined = rest.replace(
    /(\s(?:e|ou)\s+)(\p{L}{3,}(?:em|am))(?=[\s,.!]|$)/giu,
    (found, and: string, verb: string) => {
      const infinitive = infinitiveOfOrder(verb, false);
      if (!infinitive) {
        isMixed = !NOT_ORDERS.has(verb.toLowerCase()) && PORTUGUESE_IMPERATIVE.test(verb);
        return found;
      }
      return `${and}${infinitive}`;
    },
  );
  if (isMixed) return undefined;
  // "pega recurso e ajuda onde o R4 mandar": a second order said to one ("ajuda") before where or
  // whom it is done is a verb, said as the first one is ("e ajudar onde…"); "pede comida e ajuda"
  // ends on a noun and stays.
  return joined.replace(
    /(\s(?:e|ou)\s+)(\p{L}{3,}[ae])(?=\s+(?:onde|quando|como|no|na|nos|nas|os|as|com|em|quem|se)(?!\p{L}))/giu,
    (found, and: string, verb: string) => {
      const infinitive = SINGULAR_ORDERS[verb.toLowerCase()];
      return infinitive ? `${and}${infinitive}` : found;
    },
  );
}

/**
 * Motivational says an order as a call the writer joins, "Vamos…!" and, for the next order, "Bora…"
 * so a list does not say one call on every line.
 */
function callOrder(order: PortugueseOrder, state: VoiceState, sentence: string): string {
  // "Vamos ir", "Bora vir" are no Portuguese: a call to come or go stays as the player gave it.
  // "Sejam bem-vindos" is a welcome, not an order to be.
  if (/^(?:ir|vir|ser)$/iu.test(order.infinitive)) return sentence;
  const rest = joinOrders(order.rest.replace(/[.!]$/u, ''));
  if (rest === undefined || THEIRS.test(rest) || MINE.test(rest)) return sentence;
  state.orders += 1;
  const action = `${lowerFirst(order.infinitive)}${asOurs(rest)}`;
  if (state.orders % 2 === 1) return exclaimOnce(`Vamos ${action}`, state);
  return endFirmly(`Bora ${action}`);
}

/** "Quem não mudar em 24h vai ser…": who, what they do, and what follows for them. */
const WHO_DOES =
  /^quem (não )?(\p{L}+)((?:\s+[^,;:?!]+?)?)\s+((?:vai|vão|fica|sai|toma|leva|perde|pede|fala|chama|manda|recebe|ganha|entra|passa|tá|está|será|liga|coloca|usa|doa|avisa|segue|vem|bota|põe|pega|cura|tira|deixa|volta|ajuda|marca|junta|clica|clique|aperta|toca)(?!\p{L}).*)$/iu;
/** Where a player is ("online", "por perto"): what "quem tiver…" asks of, said with "tá". */
const ONLINE_STATE =
  /^\s*(?:online|on|off|offline|por perto|perto|livre|disponível|disponivel)(?!\p{L})/iu;

/** "tiver" → "tem": the form the question is asked with. */
const ASKED_FORMS: Readonly<Record<string, string>> = {
  tiver: 'tem',
  estiver: 'está',
  quiser: 'quer',
  puder: 'pode',
  fizer: 'fez',
  vier: 'veio',
  souber: 'sabe',
  disser: 'disse',
  trouxer: 'trouxe',
  der: 'deu',
};

/** The verb of a "quem" clause as a question asks it: "mudar" → "mudou", "bater" → "bateu". */
function askedForm(verb: string): string | undefined {
  const lower = verb.toLowerCase();
  if (ASKED_FORMS[lower]) return ASKED_FORMS[lower];
  // Already the present: "Quem tem gema sobrando…" → "Tem gema sobrando?".
  if (/^(?:tem|quer|precisa|está|tá|pode|joga|usa|gosta)$/u.test(lower)) return lower;
  // "for", "vir" and the like read two ways: the sentence stays.
  if (lower.length < 4 || /^(?:for|vir|ver|ir|ser)$/u.test(lower)) return undefined;
  if (/ar$/u.test(lower)) return `${lower.slice(0, -2)}ou`;
  if (/er$/u.test(lower)) return `${lower.slice(0, -2)}eu`;
  if (/ir$/u.test(lower)) return `${lower.slice(0, -2)}iu`;
  return undefined;
}

/** "Quem não mudar em 24h vai ser considerado inativo." → "Não mudou em 24h? Vai ser considerado inativo." */
function askWho(plain: string): string | undefined {
  const match = plain.match(WHO_DOES);
  if (!match) return undefined;
  const [, not = '', verb, middle = '', then] = match as unknown as string[];
  // "quem tiver online": whoever is on, asked "Tá online?", not "Tem online?".
  const asked =
    /^(?:tiver|estiver)$/iu.test(verb!) && ONLINE_STATE.test(middle) ? 'tá' : askedForm(verb!);
  if (!asked || /\bquem\b/iu.test(then!)) return undefined;
  // "Quem doar mais ganha presente": the one who gives the most, a ranking, not a yes-or-no.
  if (/^\s*(?:mais|menos)(?!\p{L})/iu.test(middle)) return undefined;
  // "quem não tem vaga NÃO passa de 5M": the "não" before the verb is the order's; asked, the
  // ban would be lost ("Não tem vaga NÃO? Passa de 5M").
  if (/(?<!\p{L})(?:não|nao)$/iu.test(middle.trim()) || /[\uE000-\uF8FF]$/u.test(middle.trim())) {
    return undefined;
  }
  // "quem tem pouco o conselho ajuda": the one who acts is named before the verb; no question fits.
  if (
    /(?<!\p{L})(?:o|a|os|as|um|uma|ele|ela|eles|elas|gente|eu|nós)\s+\p{L}+$|(?<!\p{L})(?:a gente|eu|nós)$/iu.test(
      middle,
    )
  ) {
    return undefined;
  }
  // "quem puder clica na ajuda do meu hospital": "ajuda" after "na" is a noun, no verb to cut at.
  if (
    /(?<!\p{L})(?:na|no|nas|nos|da|do|das|dos|de|em|pra|pro|pela|pelo|a|o|as|os|com|um|uma)$/iu.test(
      middle,
    )
  ) {
    return undefined;
  }
  return `${capitalise(`${not.toLowerCase()}${asked}${middle}`)}? ${capitalise(then!.replace(/[.!]$/u, ''))}${/!$/u.test(plain) ? '!' : '.'}`;
}

/** What opens a sentence and says nothing an intense order needs: a call, a "just reminding". */
const INTENSE_LEAD =
  /^(?:(?:fala,? |olá,? |oi,? )?(?:galera|pessoal|gente)[,!]?\s+|(?:fala,? |olá,? |oi,? )?(?:time|família|governadores)[,!]\s+|bom,\s+|(?:só )?(?:lembrando|lembrem|lembrete)(?: que|:)\s+)/iu;
/** What closes a sentence and says nothing an intense order needs: "valeu", "tmj", "beleza". */
const INTENSE_TAIL = /,?\s+(?:valeu|vlw|tmj|beleza|blz|abraço|abs)(?=[.!]?$)/iu;

function isPortugueseOrderStart(clause: string): boolean {
  return (
    /^(?:nada de|não\s+\p{L}+|zero|proibido|tem que|quem)\b/iu.test(clause) ||
    readOrder(clause) !== undefined ||
    // "…, faz parte": a saying after a chain is a short sentence of its own in intense.
    SAYING.test(clause) ||
    (readInfinitive(clause) !== undefined && !/^(?:estar|ser)\b/iu.test(clause))
  );
}

const ENCOURAGING_NOT =
  /^não (?:(?:sejam|seja) (?:tímid|timid|envergonhad)|(?:tenham|tenha) (?:medo|vergonha)|(?:se preocupem|se preocupe|hesitem|hesite))/iu;

/** "Não ataquem", "não ataca", "não atacar", "nada de atacar": the infinitive a ban is said with. */
function readBan(plain: string): PortugueseOrder | undefined {
  // "não tenham vergonha", "não sejam tímidos", "não hesitem": an encouragement, no ban.
  if (ENCOURAGING_NOT.test(plain)) return undefined;
  const match = plain.match(/^(?:não|nada de) (\p{L}+)(?=[\s,.!]|$)(.*)$/iu);
  if (!match || /^(?:esquece|esqueçam|esqueça|esquecer)$/iu.test(match[1]!)) return undefined;
  // "Não vai ter desculpa": a helper verb says what will be, no ban.
  if (
    /^(?:vai|vão|vou|vamos|tem|têm|é|são|está|estão|pode|podem|dá|precisa|precisam)$/iu.test(
      match[1]!,
    )
  ) {
    return undefined;
  }
  const infinitive =
    readInfinitive(match[1]!) ??
    (/^não$/iu.test(plain.split(' ')[0]!) ? infinitiveOfOrder(match[1]!) : undefined);
  return infinitive ? { infinitive, rest: match[2]! } : undefined;
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
  ouvir: 'ouçam',
  pedir: 'peçam',
  perder: 'percam',
  seguir: 'sigam',
  conseguir: 'consigam',
  servir: 'sirvam',
  sentir: 'sintam',
  repetir: 'repitam',
  dormir: 'durmam',
  sair: 'saiam',
  ler: 'leiam',
  querer: 'queiram',
  fugir: 'fujam',
  proteger: 'protejam',
  eleger: 'elejam',
  valer: 'valham',
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

function voiceMotivational(
  sentence: string,
  plain: string,
  state: VoiceState,
  isInChain = false,
): string {
  const asked = askWho(plain);
  if (asked) return asked;
  if (state.addressesNewcomers || isWelcoming(state, plain)) return sentence;
  // A warning makes no call of its orders; a ban it says calmly ("Nada de atacar aliados.").
  if (state.holdsCalls) {
    const ban = state.isOutside ? undefined : readBan(plain);
    const calmBan = ban && sayAsNadaDe(ban);
    return calmBan ? endFirmly(calmBan) : sentence;
  }
  const everyone = plain.match(EVERYONE_DUTY);
  if (everyone && !ASKING.test(plain.slice(everyone[0].length))) {
    const action = plain.slice(everyone[0].length).replace(/[.!]$/u, '');
    if (THEIRS.test(action)) return sentence;
    state.orders += 1;
    const call = /^cada um$/iu.test(everyone[1]!)
      ? `Cada um, bora ${action}`
      : `Bora todo mundo ${asOurs(action)}`;
    return exclaimOnce(call, state);
  }
  const duty = plain.match(PORTUGUESE_DUTY);
  if (duty) {
    state.orders += 1;
    const [who, what] = [duty[1] ?? duty[3]!, duty[2] ?? duty[4]!];
    return exclaimOnce(`${capitalise(who)}, bora ${what.replace(/[.!]$/u, '')}`, state);
  }
  const impersonal = plain.match(IMPERSONAL_DUTY);
  if (impersonal) {
    const action = plain.slice(impersonal[0].length);
    const infinitive = readInfinitive(action);
    if (infinitive && !ASKING.test(action)) {
      return callOrder({ infinitive, rest: action.slice(infinitive.length) }, state, sentence);
    }
  }
  const ban = readBan(plain);
  if (ban) {
    const nadaDe = sayAsNadaDe(ban);
    if (nadaDe === undefined) return sentence;
    state.orders += 1;
    return exclaimOnce(nadaDe, state);
  }
  if (ASKING.test(withoutAccents(plain))) return sentence;
  const infinitive = readInfinitive(plain);
  // "Estar no Discord", "Ter T5": a requirement more often than an order; it stays.
  if (infinitive && !/^(?:estar|ser|ter|haver)$/iu.test(infinitive)) {
    return callOrder({ infinitive, rest: plain.slice(infinitive.length) }, state, sentence);
  }
  const order = readOrder(plain);
  if (order) {
    if (/^(?:ir|vir|ser)$/iu.test(order.infinitive)) return sentence;
    const called = callOrder(order, state, sentence);
    if (called !== sentence) return called;
  }
  // Inside a comma chain a call would cut it ("…, vamos lá, cliquem…").
  if (isInChain) return sentence;
  return callImperative(plain, PORTUGUESE_IMPERATIVE, 'Vamos lá, ', state, sentence);
}

function voiceIntenseClause(clause: string, isWelcome: boolean): string {
  const plain = clause.replace(/[.!]$/u, '');
  const asked = askWho(plain);
  if (asked) return asked;
  // A welcome's "nada de" stays: "Proibido" would greet newcomers with a notice of bans.
  const ban = isWelcome ? undefined : readBan(plain);
  if (ban) {
    // "Proibido atacar as bandeiras nem as fazendas" reads as a double "no": "… e as fazendas";
    // "não ataca ninguém" is "Proibido atacar alguém", "nada" "algo", "nunca" gone.
    return endFirmly(
      `Proibido ${lowerFirst(ban.infinitive)}${ban.rest
        .replace(/\snem\s/giu, ' e ')
        .replace(/(?<![\p{L}])ningu[eé]m(?![\p{L}])/giu, 'alguém')
        .replace(/(?<![\p{L}])nada(?![\p{L}])/giu, 'algo')
        .replace(/\snunca(?![\p{L}])/giu, '')}`,
    );
  }
  const noun = plain.match(/^nada de (.+)$/iu);
  if (noun && !readInfinitive(noun[1]!)) return endFirmly(`Zero ${noun[1]}`);
  const everyone = plain.match(EVERYONE_DUTY);
  if (everyone) {
    return endFirmly(`${capitalise(everyone[1]!)}: ${plain.slice(everyone[0].length)}`);
  }
  const duty = plain.match(PORTUGUESE_DUTY);
  if (duty) return endFirmly(`${capitalise(duty[1] ?? duty[3]!)}: ${duty[2] ?? duty[4]!}`);
  const impersonal = plain.match(IMPERSONAL_DUTY);
  if (impersonal) {
    const action = plain.slice(impersonal[0].length);
    const infinitive = readInfinitive(action)!;
    return endFirmly(
      capitalise(`${portugueseImperative(infinitive)}${action.slice(infinitive.length)}`),
    );
  }
  const infinitive = readInfinitive(plain);
  if (infinitive && !/(?:se|nos)$/iu.test(infinitive)) {
    return endFirmly(
      capitalise(`${portugueseImperative(infinitive)}${plain.slice(infinitive.length)}`),
    );
  }
  return clause;
}

function voiceIntense(sentence: string, state: VoiceState): string {
  const isWelcome = isWelcoming(state, sentence);
  const bare = sentence
    .replace(PORTUGUESE_PLEASE, '')
    .replace(INTENSE_TAIL, '')
    .replace(INTENSE_LEAD, '');
  if (/^(?:se|quando|caso)\b/iu.test(bare))
    return bare === sentence ? sentence : endFirmly(capitalise(bare));
  return sayClausesFirmly(
    sentence,
    bare,
    splitOrderChain(bare, isPortugueseOrderStart),
    (clause) => voiceIntenseClause(clause, isWelcome),
    (news) => turnFirmly('pt', news, state),
  );
}

export function voicePortuguese(tone: Tone): SentenceVoice {
  return (sentence, state) => {
    if (QUESTION.test(sentence)) return sentence;
    const plain = sentence.replace(/!$/u, '');
    if (tone === 'motivational') {
      const isConditional = /^(?:se|quando|caso|quem)\b/iu.test(plain);
      const clauses = isConditional ? [plain] : splitOrderChain(plain, isPortugueseOrderStart);
      if (clauses.length === 1) return voiceMotivational(sentence, plain, state);
      return voiceChain(sentence, clauses, (clause) =>
        voiceMotivational(clause, clause, state, true),
      );
    }
    if (tone === 'intense') {
      if (state.isOutside) return sentence;
      return voiceIntense(sentence, state);
    }
    return sentence;
  };
}
