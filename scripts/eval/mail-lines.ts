import { visibleText } from '#markup/index.ts';

/** A mail as a player reads it: its title, its lines of text, and how many lines are decoration. */
export interface MailLines {
  /** The first line with text (the big styled one), without the symbols framing it. */
  title: string;
  /** The same line with its frame, as shown. */
  titleLine: string;
  /** Every other line with a letter or digit, trimmed, in order. */
  body: string[];
  /** Lines of symbols only: dividers and frames. */
  decorationLines: number;
}

const HAS_TEXT = /[\p{L}\p{N}]/u;
const FRAME = /^(?:[\p{S}\p{Z}\p{Cf}]|\uFE0F)+|(?:[\p{S}\p{Z}\p{Cf}]|\uFE0F)+$/gu;

export function readMailLines(markup: string): MailLines {
  const lines = visibleText(markup)
    .split('\n')
    .map((line) => line.trim());
  const textLines = lines.filter((line) => HAS_TEXT.test(line));
  return {
    title: (textLines[0] ?? '').replace(FRAME, ''),
    titleLine: textLines[0] ?? '',
    body: textLines.slice(1),
    decorationLines: lines.filter((line) => line !== '' && !HAS_TEXT.test(line)).length,
  };
}
