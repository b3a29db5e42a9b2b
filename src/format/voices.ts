import type { Tone } from '#shared/constants.ts';
import { capitalise, readsAsSentence, splitSentences, wordCount } from './rewrite.ts';
import { ASIDES, NOUN_FOLLOWERS, ORDER_VERBS } from './rewrite-vocabulary.ts';

/**
 * The tones' voices (semi-creative and above): how each tone gives an order or tells news, sentence
 * by sentence, in English. The words they recognise are in rewrite-vocabulary.ts.
 */

/** An order split into who it is for, whether it forbids, and what to do ("be online tmrw"). */
interface Order {
  addressee?: string;
  isNegative: boolean;
  action: string;
}

const ORDER_PATTERN =
  /^(?:please,?\s+)?(?:(everyone|everybody|every governor|all members|all governors|all|governors)\b,?\s+)?(?:please\s+)?(?:(do not|don't|never)\s+)?(\p{L}[\p{L}']*)(\s+\p{L}+)?(.*)$/iu;

function readOrder(sentence: string): Order | undefined {
  // A "please" at the end goes with the order's new wording ("let's vote…", "we kindly ask…").
  const match = sentence.replace(TRAILING_PLEASE, '$1').match(ORDER_PATTERN);
  if (!match) return undefined;
  const [, addressee, negation, verb = '', next = '', rest = ''] = match;
  if (!ORDER_VERBS.has(verb.toLowerCase())) return undefined;
  if (!negation && NOUN_FOLLOWERS.has(next.trim().toLowerCase())) return undefined;
  return { addressee, isNegative: negation !== undefined, action: `${verb}${next}${rest}` };
}

const TRAILING_PLEASE = /,?\s+please([.!?…]?)$/iu;

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

/** Voices a sentence; `state` lets a voice remember what it already said in this mail. */
type SentenceVoice = (sentence: string, state: VoiceState) => string;

interface VoiceState {
  usedAsides: Set<string>;
  exclamations: number;
}

const MAX_ASIDES = 2;
const ASIDE_MIN_WORDS = 10;
/** One '!' a mail at most from a voice: a '!' on every line reads as shouting (issue 21). */
const MAX_EXCLAMATIONS = 1;

function exclaimOnce(sentence: string, state: VoiceState): string {
  if (state.exclamations >= MAX_EXCLAMATIONS || /[!?]$/u.test(sentence)) return sentence;
  state.exclamations += 1;
  return exclaim(sentence);
}

/** Semi-creative and above: each tone's way of giving orders and telling news. */
const SENTENCE_VOICES: Record<Tone, SentenceVoice> = {
  neutral: (sentence) => {
    const order = readOrder(sentence);
    if (!order || order.isNegative || /^please\b/iu.test(sentence)) return sentence;
    const please = order.addressee ? `Please, ${lowerFirst(order.addressee)}, ` : 'Please ';
    return `${please}${lowerFirst(order.action)}`;
  },
  motivational: (sentence, state) => {
    const order = readOrder(sentence);
    if (!order) return sentence;
    const who = order.addressee ? `${order.addressee}, l` : 'L';
    const not = order.isNegative ? 'not ' : '';
    return exclaimOnce(endLike(`${who}et's ${not}${lowerFirst(order.action)}`, sentence), state);
  },
  humorous: (sentence, state) => {
    // An aside on a short line would outweigh the player's words (issue 21: lines not theirs).
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
    const order = readOrder(sentence);
    if (!order) return sentence;
    const who = order.addressee ? `${order.addressee}, ` : '';
    const not = order.isNegative ? 'do not ' : '';
    const action = `${who}${not}${lowerFirst(order.action)}`;
    return exclaimOnce(endLike(capitalise(action), sentence), state);
  },
  informative: (sentence) => sentence,
};

/** Semi-creative and above: the tone's voice, sentence by sentence (English only). Facts protected. */
export function createVoice(tone: Tone): (text: string) => string {
  const state: VoiceState = { usedAsides: new Set(), exclamations: 0 };
  return (text) =>
    splitSentences(text)
      .map((sentence) => {
        const voiced = capitalise(SENTENCE_VOICES[tone](sentence, state));
        return readsAsSentence(voiced, sentence) ? voiced : sentence;
      })
      .join(' ');
}
