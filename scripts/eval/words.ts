import { FUNCTION_WORDS, LAUGHS, TEXT_SPEAK } from './vocabulary.ts';

/** Words of a text in lower case; Chinese, which has no spaces, one character per word. */
export function toTokens(text: string): string[] {
  return (
    text
      .normalize('NFC')
      .toLowerCase()
      // "let's" is the draft's "lets", "it's" its "its": an apostrophe tidied in is no new word.
      .replace(/(?<=\p{L})['’](?=\p{L})/gu, '')
      .match(/\p{Script=Han}|(?:(?!\p{Script=Han})[\p{L}\p{N}\p{M}])+/gu) ?? []
  );
}

/** A line without what the player put in quotes ("type “title pls”"), which stays as typed. */
export function withoutQuotes(text: string): string {
  return text.replace(/"[^"\n]*"|“[^”\n]*”|«[^»\n]*»|「[^」\n]*」/gu, ' ');
}

/** Whitespace-separated words with the punctuation around them trimmed: keeps 'w/' and 'x:410'. */
export function toLooseWords(text: string): string[] {
  return text
    .split(/\s+/u)
    .map((word) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}/]+$/gu, ''))
    .filter((word) => word !== '');
}

/**
 * A rough stem, so 'rallies' is the draft's 'rally' and 'Donate' its 'donate': the first four
 * letters, after the Arabic article, which is written joined to its word.
 */
export function toStem(token: string): string {
  const word = token.length > 4 ? token.replace(/^(?:وال|ال)/u, '') : token;
  return word.length >= 4 ? word.slice(0, 4) : word;
}

/** The verb a gerund may stand for: "hitting" → hit, "taking" → tak, take. */
function verbsOfGerund(token: string): string[] {
  const base = token.match(/^(\p{L}{2,})ing$/u)?.[1];
  if (base === undefined) return [];
  const undoubled = base.replace(/(\p{L})\1$/u, '$1');
  return [base, undoubled, `${base}e`];
}

/** Stems of a draft's words and of what its chat shorthand stands for ('ty' → thank, you). */
export function collectDraftStems(text: string): Set<string> {
  const stems = new Set<string>();
  const addAll = (words: readonly string[]) => {
    for (const word of words) stems.add(toStem(word));
  };
  addAll(toTokens(text));
  // "hitting" is the draft's "hit" when a rewrite turns "no hitting" into "we don't hit".
  addAll(toTokens(text).flatMap(verbsOfGerund));
  for (const word of toLooseWords(text.toLowerCase())) {
    const meaning = TEXT_SPEAK.get(word);
    if (meaning) addAll(toTokens(meaning));
  }
  return stems;
}

/** The words of a line that carry its meaning. */
export function contentTokens(text: string): string[] {
  return toTokens(text).filter((token) => !FUNCTION_WORDS.has(token));
}

/** Share of a line's content words found among `stems`; 1 for a line with none. */
export function shareFound(text: string, stems: ReadonlySet<string>): number {
  const tokens = contentTokens(text);
  if (tokens.length === 0) return 1;
  return tokens.filter((token) => stems.has(toStem(token))).length / tokens.length;
}

/** The same words in the same order, whatever the case, punctuation and symbols. */
export function toWordsKey(text: string): string {
  return toTokens(text).join(' ');
}

/** The words of a line as the player meant them: text-speak spelled out, a laugh left out. */
export function toSpelledKey(text: string): string {
  // An accent tidied in ("NAO" → "NÃO", "minimo" → "mínimo") keeps the player's words.
  return toTokens(text.normalize('NFD').replace(/\p{M}/gu, ''))
    .filter((token) => !LAUGHS.has(token))
    .flatMap((token) => toTokens(TEXT_SPEAK.get(token) ?? token))
    .join(' ');
}

/** "máx. 3", "mín. 10": the shortened hedges with their accent, read as the player's "max", "min". */
export function withShortHedges(text: string): string {
  return text.replace(/(?<![\p{L}])m([áí])[xn]\.(?=\s*\d)/giu, (found) =>
    found.slice(0, -1).replace(/[áÁ]/u, 'a').replace(/[íÍ]/u, 'i'),
  );
}
