import type { DraftLanguage } from './language.ts';

/**
 * The shape of a mail before it is written as markup: a title, sections of lines, the player's own
 * greeting and closing, and the lines the engine adds in improve mode. Rendering is separate so
 * decoration can be dropped step by step.
 */
export interface MailSection {
  heading?: string;
  lines: string[];
}

export interface MailDocument {
  title: string;
  /** The engine wrote the title; it is not the player's words and goes first when space runs out. */
  isTitleWritten: boolean;
  sections: MailSection[];
  language: DraftLanguage;
  /** The player's own greeting ("Hi all,"): it stays, and the engine adds no opening then. */
  greeting?: string;
  /** The player's own closing ("thx 4 the support", "- leadership"): kept as the closing. */
  closing?: string[];
  /** The engine's opening and closing lines (improve, Balanced up), one of each at most. */
  opening?: string;
  signOff?: string;
}

/**
 * A numbered list item keeps its number: "1. no hitting", "2) donate", "3）捐科技", and a range of
 * places one item holds: "4-10. open for sign-up".
 */
export const NUMBER_MARKER = /^[\d٠-٩]{1,2}(?:[-–][\d٠-٩]{1,2}(?=\.\s))?(?:[.)]\s+|[）、．]\s*)/u;
/**
 * A poll's lettered option: "A. hit the pass", "B) hold", "A、跟着[FQ]". Its letter stays as typed
 * and its words are the option's, never an order (":" is left out: "A: …" answers a Q&A).
 */
export const OPTION_LINE = /^[A-F](?:[.)]\s+|[）、．]\s*)(?=\S)/u;
/** A list item's marker, bullet or number, which rewriting leaves alone. */
export const LIST_MARKER =
  /^(?:•\s*|[\d٠-٩]{1,2}(?:[-–][\d٠-٩]{1,2}(?=\.\s))?(?:[.)]\s+|[）、．]\s*))/u;

/** The list marker `line` starts with, or ''; most lines start with neither '•' nor a digit. */
export function findListMarker(line: string): string {
  const code = line.charCodeAt(0);
  const isDigit = (code >= 48 && code <= 57) || (code >= 0x660 && code <= 0x669);
  if (code !== 0x2022 && !isDigit) return '';
  // The engine's bullets, "• " before a word (a printable ASCII character, no space): no pattern.
  const after = line.charCodeAt(2);
  if (code === 0x2022 && line.charCodeAt(1) === 0x20 && after > 0x20 && after < 0x7f) return '• ';
  return line.match(LIST_MARKER)?.[0] ?? '';
}

/** A podium's place ("3rd yuki.chan", "2º Lobo"): an item of its ranking, no sentence. */
export const PLACE_ITEM = /^(?:\d{1,2}(?:st|nd|rd|th)|[1-9][º°ª])\s/iu;

/**
 * A signature line: "- leadership", "— King X", "~ R5 Caesar", "R5 Almanzor", and a letter's
 * "Atte. Consejo de [VLK]", "Ass: Dinho_R4".
 */
export const SIGNATURE = /^(?:[-—–~]+\s*\S|R[1-5]\s+\S+$|(?:Atte\.?|Att\.|Ass[.:])\s*\S)/u;

/** Spaces, symbols and emoji at a line's end. */
const TRAILING_SYMBOLS = /(?:\s|\p{So}|\uFE0F)+$/u;
const ENDS_WITH_SYMBOL = /(?:\s|\p{So}|\uFE0F)$/u;

/**
 * The line without its trailing spaces, symbols and emoji, where a sentence's mark goes before
 * them. Most lines end in a letter or a mark: a test of the last character (its last two code
 * units hold it, a surrogate pair whole) finds that without `TRAILING_SYMBOLS`' try at every
 * position of the line.
 */
export function withoutTrailingSymbols(line: string): string {
  return ENDS_WITH_SYMBOL.test(line.slice(-2)) ? line.replace(TRAILING_SYMBOLS, '') : line;
}
