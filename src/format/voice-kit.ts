/**
 * What every language's sentence voice is made of: the state a voice keeps through a mail, how it
 * ends a sentence, its one '!' a mail, and the call said before an order already in the plural.
 * The voices of voices.ts and of each language's file (voices-es.ts, voices-pt.ts…) share it.
 */

/** The text with its first character in capitals, whatever it is ("уровень" → "Уровень"). */
export function capitaliseFirst(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A capital that opens a text, alone (not the first of a word in capitals, "NOW"). */
const LONE_FIRST_CAPITAL = /^\p{Lu}(?!\p{Lu})/u;

export function lowerFirst(text: string): string {
  // Most texts open with a small ASCII letter or a digit: no capital to lower, no pattern to try.
  const code = text.charCodeAt(0);
  if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) return text;
  // The capital found, then put in small letters: what a replace with a function does, which V8
  // runs about ten times slower.
  const capital = LONE_FIRST_CAPITAL.exec(text)?.[0];
  return capital === undefined ? text : capital.toLowerCase() + text.slice(capital.length);
}

function exclaim(sentence: string): string {
  if (/[!?]$/u.test(sentence)) return sentence;
  return `${sentence.replace(/[.…]$/u, '')}!`;
}

export function endLike(sentence: string, original: string): string {
  const end = original.match(/[.!?…]$/u)?.[0] ?? '';
  return `${sentence.replace(/[.!?…]$/u, '')}${end}`;
}

/**
 * The run of `marks` a text ends with ("!!", "…", or none): what `/[marks]*$/u` matches, read back
 * from the text's end rather than tried at each of its positions. Each mark is one UTF-16 unit.
 */
export function endMarks(text: string, marks: string): string {
  let at = text.length;
  while (at > 0 && marks.includes(text.charAt(at - 1))) at -= 1;
  return text.slice(at);
}

export function endFirmly(sentence: string): string {
  return /[.!?…:]$/u.test(sentence) ? sentence : `${sentence}.`;
}

/** Voices a sentence; `state` lets a voice remember what it already said in this mail. */
export type SentenceVoice = (sentence: string, state: VoiceState) => string;

export interface VoiceState {
  usedAsides: Set<string>;
  /** The mail speaks to newcomers (recruitment, migration): its orders are theirs, not the team's. */
  addressesNewcomers: boolean;
  /**
   * No call is made of the mail's orders: a warning (whose orders are the culprits', not the
   * team's) or a letter to another alliance (whose requests are theirs to answer).
   */
  holdsCalls: boolean;
  /** A letter to another alliance: no "mandatory" makes a proposed term a demand. */
  isOutside: boolean;
  /** A mail of thanks or results: a thank-you may be praised ("Well done."). */
  isThanks: boolean;
  exclamations: number;
  /** Orders voiced so far: motivational alternates its calls so a list does not repeat one. */
  orders: number;
  /** The words after a player's label are voiced ("Step 2:", "نوف:"): no lead or duty of its own. */
  isAfterLabel?: boolean;
}

/** One '!' a mail at most from a voice: a '!' on every line reads as shouting. */
export const MAX_EXCLAMATIONS = 1;

export function exclaimOnce(sentence: string, state: VoiceState, opening = '', mark = '!'): string {
  if (state.exclamations >= MAX_EXCLAMATIONS || /[!?！？]$/u.test(sentence)) {
    return mark === '！' && !/[。！？]$/u.test(sentence) ? `${sentence}。` : sentence;
  }
  state.exclamations += 1;
  // "…, ¡faltan 40k créditos": a clause the player exclaims already opens the mark, once.
  const opens = opening === '¡' && sentence.includes('¡') ? '' : opening;
  return opens + (mark === '!' ? exclaim(sentence) : `${sentence}${mark}`);
}

export const QUESTION = /\?|^(?:q|a)\s*[:.]/iu;

/**
 * What the reader asks of the officers: to ask, to request, to write to them ("pregunten en el
 * chat", "peçam título", "спрашивайте", "请私聊R4"). A call would make the writer one of the
 * askers ("Vamos a preguntar…", "大家一起私聊…"): the player's words stay.
 */
export const ASKING =
  /^(?:pregunt|pid|ped|consult|escrib|perguntem|pergunta|peçam|pede|pedir|chama|chamem|спрос|спраш|проси|напиш|пиши|обращ)\p{L}*|^(?:请)?(?:私聊|私信|问|找|联系|申请)/iu;

/**
 * Motivational, where a language's order is already in the plural: the call is said before it
 * ("¡Vamos, pongan escudo!", "Vamos lá, tragam tropas!", "Давайте, ставьте щиты!"); orders
 * alternate with the player's own words so a list does not cheer on every line.
 */
export const ALREADY_CALLING = /^(?:давайте|давай|vamos|bora|¡?vamos)(?![\p{L}])/iu;

export function callImperative(
  plain: string,
  imperative: RegExp,
  call: string,
  state: VoiceState,
  sentence: string,
): string {
  if (!imperative.test(plain)) return sentence;
  // A sentence that already calls ("Давайте в этот раз нормально", "Vamos, pongan…") is not
  // called twice.
  if (ALREADY_CALLING.test(plain)) return sentence;
  state.orders += 1;
  if (state.orders % 2 === 0) return sentence;
  const order = `${call}${lowerFirst(plain).replace(/[.!]$/u, '')}`;
  if (call.startsWith('¡')) {
    return state.exclamations < MAX_EXCLAMATIONS ? exclaimOnce(order, state) : `${order.slice(1)}.`;
  }
  return exclaimOnce(order, state);
}
