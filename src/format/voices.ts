import type { Tone } from '#shared/constants.ts';
import { capitalise, splitSentences, wordCount } from './rewrite.ts';
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
  const match = sentence.match(ORDER_PATTERN);
  if (!match) return undefined;
  const [, addressee, negation, verb = '', next = '', rest = ''] = match;
  if (!ORDER_VERBS.has(verb.toLowerCase())) return undefined;
  if (!negation && NOUN_FOLLOWERS.has(next.trim().toLowerCase())) return undefined;
  return { addressee, isNegative: negation !== undefined, action: `${verb}${next}${rest}` };
}

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
}

const MAX_ASIDES = 2;

/** Semi-creative and above: each tone's way of giving orders and telling news. */
const SENTENCE_VOICES: Record<Tone, SentenceVoice> = {
  neutral: (sentence) => {
    const order = readOrder(sentence);
    if (!order || order.isNegative || /^please\b/iu.test(sentence)) return sentence;
    const please = order.addressee ? `Please, ${lowerFirst(order.addressee)}, ` : 'Please ';
    return `${please}${lowerFirst(order.action)}`;
  },
  motivational: (sentence) => {
    const order = readOrder(sentence);
    if (!order) return wordCount(sentence) <= 12 ? exclaim(sentence) : sentence;
    const who = order.addressee ? `${order.addressee}, l` : 'L';
    const not = order.isNegative ? 'not ' : '';
    return exclaim(`${who}et's ${not}${lowerFirst(order.action)}`);
  },
  humorous: (sentence, state) => {
    if (state.usedAsides.size >= MAX_ASIDES) return sentence;
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
  intense: (sentence) => {
    const order = readOrder(sentence);
    const shouted = sentence.replace(
      /\b(?:do not|don't|never|must|shall|now|immediately|everyone|every governor)\b/giu,
      (word) => word.toUpperCase(),
    );
    if (!order) return wordCount(sentence) <= 10 ? exclaim(shouted) : shouted;
    const who = order.addressee ? `${order.addressee.toUpperCase()}, ` : '';
    const not = order.isNegative ? 'DO NOT ' : '';
    const action = order.action.replace(/^\p{L}+/u, (verb) => verb.toUpperCase());
    return exclaim(`${who}${not}${action}`);
  },
  informative: (sentence) => sentence,
};

/** Semi-creative and above: the tone's voice, sentence by sentence (English only). Facts protected. */
export function createVoice(tone: Tone): (text: string) => string {
  const state: VoiceState = { usedAsides: new Set() };
  return (text) => {
    const bullet = text.match(/^•\s*/u)?.[0] ?? '';
    const sentences = splitSentences(text.slice(bullet.length)).map((sentence) =>
      capitalise(SENTENCE_VOICES[tone](sentence, state)),
    );
    return bullet + sentences.join(' ');
  };
}
