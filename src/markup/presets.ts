import { MAIL_COLORS } from './limits.ts';
import { readLineStart } from './line-start.ts';
import { MAIL_TEXT } from './messages.ts';

/** The layout presets and alignments (alignment is faked with leading spaces). */
export const PRESETS = ['minimal', 'aggressive', 'rally'] as const;
export const ALIGNMENTS = ['left', 'center', 'right'] as const;
export type Preset = (typeof PRESETS)[number];
export type Alignment = (typeof ALIGNMENTS)[number];

const RALLY_COLOR = MAIL_COLORS.find((color) => color.id === 'red')!.hex;
const RALLY_OPEN = `<color=${RALLY_COLOR}><b>${MAIL_TEXT.rallyBanner}</b></color>`;
const RALLY_CLOSE = `<color=${RALLY_COLOR}><b>${MAIL_TEXT.endBanner}</b></color>`;

/** Alignment is faked with leading spaces. */
const ALIGN_INDENT: Record<Alignment, string> = { left: '', center: '    ', right: '        ' };

/** A line's end of blanks and style tags ('Rally <b>now </b> </size>'). */
const LINE_TAIL = /(?:\s|<\/?(?:size|color|b|i|u)(?:=[^<>]*)?>)+$/iu;
const BLANKS = /\s+/gu;

/** The line without blanks at its end, also where style tags are among them (they stay). */
function trimLineEnd(line: string): string {
  return line.replace(LINE_TAIL, (tail) => tail.replace(BLANKS, ''));
}

function contentLines(text: string): string[] {
  return text
    .split('\n')
    .map(trimLineEnd)
    .filter((line) => line.trim() !== '');
}

/**
 * The layout presets. `minimal`: one line break between lines, no blank lines, no trailing
 * spaces. `aggressive`: a blank line between every two lines ("double newlines"). `rally`: the
 * mail between a red RALLY NOTICE banner and an END banner (added once: a wrapped mail stays as it
 * is). Tags are untouched, so valid markup stays valid.
 */
export function applyPreset(text: string, preset: Preset): string {
  switch (preset) {
    case 'minimal':
      return contentLines(text).join('\n');
    case 'aggressive':
      return contentLines(text).join('\n\n');
    case 'rally': {
      const body = text.trim();
      if (body.startsWith(RALLY_OPEN) && body.endsWith(RALLY_CLOSE)) return text;
      return `${RALLY_OPEN}\n\n${body}\n\n${RALLY_CLOSE}`;
    }
  }
}

/** Removes the blanks at the start of a line's visible text, keeping the style tags before it. */
function trimLineStart(line: string): string {
  const { tags, index } = readLineStart(line);
  return tags + line.slice(index);
}

/**
 * Aligns every non-blank line by leading spaces, as the game has no alignment tag:
 * none for `left`, 4 for `center`, 8 for `right`. Existing leading blanks are replaced.
 */
export function alignLines(text: string, alignment: Alignment): string {
  const indent = ALIGN_INDENT[alignment];
  return text
    .split('\n')
    .map((line) => (line.trim() === '' ? line : indent + trimLineStart(line)))
    .join('\n');
}
