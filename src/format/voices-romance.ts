/**
 * What the Spanish and Portuguese voices share: reading an infinitive that opens an order, and
 * cutting a comma chain of orders into short sentences for intense.
 */

import { capitalise } from './rewrite.ts';
import { endFirmly, lowerFirst, type VoiceState } from './voice-kit.ts';
import { STATEMENT_TURNS, turnStatement } from './voice-turns.ts';

/** A Spanish or Portuguese infinitive that opens an order ("apuntarse", "llevar", "participar"). */
const ROMANCE_INFINITIVE = /^(\p{L}{2,}(?:ar|er|ir|ír)(?:se|nos)?|pôr)(?=[\s,.!]|$)/iu;
const NOT_INFINITIVES = new Set(
  'lugar hogar mar mujer mulher ayer par ser bar militar popular familiar nivel primer tener poder hacer cualquier qualquer mejor peor mayor menor favor señor amor calor color valor honor error líder lider ataque jugar azar collar dólar altar pilar radar billar placar par lar bazar polar solar escolar titular regular particular'.split(
    ' ',
  ),
);

export function readInfinitive(sentence: string): string | undefined {
  const word = sentence.match(ROMANCE_INFINITIVE)?.[1];
  if (!word || NOT_INFINITIVES.has(word.toLowerCase())) return undefined;
  // "BiaGamer", "LunaTocar": a capital inside the word makes it a name, never a verb.
  if (/\p{Ll}\p{Lu}/u.test(word)) return undefined;
  // "Donar con gemas no es obligatorio": an infinitive its clause says something of is its
  // subject, no order.
  const clause = sentence.slice(word.length).split(/[,;.!?(]/u, 1)[0]!;
  // "zerar alguém só com aprovação da liderança": what is allowed only so is a limit, no order.
  return INFINITIVE_AS_SUBJECT.test(clause) || ONLY_WITH.test(clause) ? undefined : word;
}

/**
 * A copula after an infinitive ("(donar…) no es", "(doar…) não é", "(farmar) es poder"), or a verb
 * it does ("donar también da créditos", "ajudar custa 1 segundo"): the infinitive is the subject.
 */
const INFINITIVE_AS_SUBJECT =
  /\s(?:no\s+|não\s+|nao\s+)?(?:(?:también|tambien|também|tambem)\s+da|(?:(?:también|tambien|também|tambem)\s+)?(?:es|son|era|será|sería|está|é|são|foi|dá|dan|dão|sirve|serve|ayuda|ajuda|cuesta|custa|vale|cuenta|conta|suma|soma))(?=\s|$)/iu;

/** A limit on what the infinitive names: "só com aprovação", "solo con permiso", "só se…". */
const ONLY_WITH =
  /\s(?:s[óo]|solo|sólo|somente|apenas|únicamente|unicamente)\s+(?:com|con|se|si|quando|cuando|depois|después|despues|após|tras|a partir)(?=\s|$)/iu;

/** Accents of a stem dropped: "apúnt" → "apunt" ("apúntense" is "apuntarse"). */
export function withoutAccents(word: string): string {
  return word
    .normalize('NFD')
    .replace(/[\u0301\u0300]/gu, '')
    .normalize('NFC');
}

/**
 * Intense says a comma chain of orders as short sentences: "Curen las tropas ANTES, nada de
 * aceleradores, guárdenlos para curar" → three. A sentence is cut only where the next clause opens
 * with an order in small letters (a name after a comma is never one), and never in brackets.
 */
export function splitOrderChain(
  sentence: string,
  isOrderStart: (clause: string) => boolean,
): string[] {
  const parts = sentence.split(/,\s+/u);
  if (parts.length === 1) return [sentence];
  const clauses: string[] = [parts[0]!];
  for (const part of parts.slice(1)) {
    const current = clauses[clauses.length - 1]!;
    const isOpenBracket =
      (current.match(/\(/gu) ?? []).length > (current.match(/\)/gu) ?? []).length;
    if (!isOpenBracket && /^\p{Ll}/u.test(part) && isOrderStart(part)) clauses.push(part);
    else clauses[clauses.length - 1] = `${current}, ${part}`;
  }
  return clauses;
}

/**
 * Motivational says each order of a comma chain in the tone and keeps the chain one sentence:
 * "Curen las tropas, guárdenlos para curar" → "¡Vamos, curen las tropas, toca guardarlos para
 * curar!". A mark inside the chain would cut it ("¡Vamos…!, toca…"), so the marks go round it.
 */
export function voiceChain(
  sentence: string,
  clauses: readonly string[],
  voiceClause: (clause: string) => string,
  opening = '',
): string {
  const voiced = clauses.map((clause) => voiceClause(clause));
  if (voiced.every((said, index) => said === clauses[index])) return sentence;
  const isExclaimed = voiced.some((said) => /!$/u.test(said));
  const joined = voiced
    .map((said, index) => {
      const bare = said.replace(/^¡/u, '').replace(/[.!]$/u, '');
      return index === 0
        ? bare
        : bare.replace(/^\p{Lu}(?!\p{Lu})/u, (letter) => letter.toLowerCase());
    })
    .join(', ');
  if (isExclaimed) return `${opening}${joined}!`;
  return `${joined}${sentence.match(/[.!…]$/u)?.[0] === '.' ? '.' : ''}`;
}

/** Mails that welcome new members: their orders are the newcomers' to follow, not the team's. */
const WELCOMES = new WeakSet<object>();
const WELCOME = /(?<!\p{L})(?:bienvenid[oa]s?|bem[- ]vind[oa]s?)(?!\p{L})/iu;

/** Whether the mail welcomes new members, from this sentence on. */
export function isWelcoming(state: object, sentence: string): boolean {
  if (WELCOME.test(sentence)) WELCOMES.add(state);
  return WELCOMES.has(state);
}

/**
 * Intense: each clause of a chain of orders said firmly, a short sentence each. A sentence that is
 * news alone (nothing to say firmly once its call or "please" is dropped) gets the language's turns.
 */
export function sayClausesFirmly(
  sentence: string,
  bare: string,
  clauses: readonly string[],
  voiceClause: (clause: string) => string,
  turnNews: (news: string) => string,
): string {
  const voiced = clauses.map((clause, index) => {
    const said = capitalise(voiceClause(clause));
    return index < clauses.length - 1 ? endFirmly(said.replace(/[,;]$/u, '')) : said;
  });
  const joined = voiced.join(' ');
  if (joined === sentence) return sentence;
  if (clauses.length === 1 && voiced[0] === capitalise(bare)) return endFirmly(turnNews(joined));
  return endFirmly(joined);
}

/** The language's intense statement turns, told what the mail is (stern, to newcomers, thanks). */
export function turnFirmly(language: 'es' | 'pt', sentence: string, state: VoiceState): string {
  return turnStatement(sentence, STATEMENT_TURNS[language].intense, {
    isStern: state.holdsCalls,
    addressesNewcomers: state.addressesNewcomers,
    isThanks: state.isThanks,
  });
}

/**
 * A ban said as Spanish and Portuguese both say one, "Nada de atacar solos", without its end mark
 * (a warning ends it calmly, a call with its one "!").
 */
export function sayAsNadaDe(ban: { infinitive: string; rest: string }): string | undefined {
  // "no poner nada fuera" says its "nothing" already: "Nada de poner nada" would say it twice.
  if (OWN_NEGATIVE.test(ban.rest)) return undefined;
  return `Nada de ${lowerFirst(ban.infinitive)}${ban.rest.replace(/[.!]$/u, '')}`;
}

/** A ban whose thing is "nothing" ("poner nada fuera"); "a nadie", "pa nada" later read well. */
const OWN_NEGATIVE = /^\s*nada(?![\p{L}])/iu;
