// What the rubric's checks read and answer: one mail to judge, its reading, and a verdict.
import type { RubricDraft } from '../../tests/fixtures/drafts.ts';
import type { MailLines } from './mail-lines.ts';

export type Verdict = { kind: 'pass' } | { kind: 'fail'; why: string } | { kind: 'n/a' };

export const PASS: Verdict = { kind: 'pass' };
export const NOT_APPLICABLE: Verdict = { kind: 'n/a' };
export const fail = (why: string): Verdict => ({ kind: 'fail', why });

/** The start of `text` as a failure quotes it: at most `max` characters, then an ellipsis. */
export function excerpt(text: string, max = 50): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : `${chars.slice(0, max).join('')}…`;
}

/** One mail to judge, with what the engine said about it. */
export interface JudgedMail {
  draft: RubricDraft;
  /** Format keeps the player's words; improve may reword them. */
  mode: 'format' | 'improve';
  markup: string;
  warningCodes: readonly string[];
  /** The engine's reading of the draft's language: a code, or 'not-en' from an English-only test. */
  detectedLanguage: string;
  /** The intensity asked for in improve mode. */
  rewriteStyle?: string;
  /** The share of mails of the same kind and variant carrying this mail's most common added line. */
  lineShare?: number;
}

/** What the checks share, read once per mail. */
export interface Reading extends JudgedMail {
  lines: MailLines;
  draftStems: Set<string>;
  /** Per body line: its words are not the draft's (an opening, closing or line of the engine's). */
  isInvented: boolean[];
}
