import type { MailBackground, Tone } from '#shared/constants.ts';
import { findListMarker, type MailDocument, SIGNATURE } from './document.ts';
import { EMPHASISED_FACT_KINDS, extractFacts } from './facts.ts';
import { FACT_COLORS, TONE_STYLES } from './tones.ts';

/**
 * The render stage: a mail document written as game-mail markup, with as much decoration as asked
 * (the fit stage drops it step by step until the mail fits).
 */

/** Each flag is one kind of decoration the length budget can drop. */
export interface Decoration {
  factBold: boolean;
  dividers: boolean;
  factColor: boolean;
  titleFrame: boolean;
  headingStyle: boolean;
  signatureStyle: boolean;
  additions: boolean;
  titleStyle: boolean;
  bullets: boolean;
  blankLines: boolean;
}

const FULL_DECORATION: Decoration = {
  factBold: true,
  dividers: true,
  factColor: true,
  titleFrame: true,
  headingStyle: true,
  signatureStyle: true,
  additions: true,
  titleStyle: true,
  bullets: true,
  blankLines: true,
};

/** From everything to the player's bare words, one kind of decoration less at each step. */
export const DECORATION_STEPS: readonly Decoration[] = (
  [
    'factBold',
    'dividers',
    'factColor',
    'titleFrame',
    'headingStyle',
    'signatureStyle',
    'additions',
    'titleStyle',
    'bullets',
    'blankLines',
  ] as const
).reduce<Decoration[]>(
  (steps, flag) => {
    const previous = steps[steps.length - 1]!;
    steps.push({ ...previous, [flag]: false });
    return steps;
  },
  [FULL_DECORATION],
);

export interface TitleOptions {
  titleSize: number;
  titleColor: string;
  useBold: boolean;
  useItalic: boolean;
  tone: Tone;
  background: MailBackground;
}

interface TagStyle {
  size?: number;
  color?: string;
  bold?: boolean;
  italic?: boolean;
}

/** Wraps text in tags in the canonical order size > color > b > i (architecture.md). */
export function wrapInTags(text: string, style: TagStyle): string {
  let open = '';
  let close = '';
  if (style.size !== undefined) {
    open += `<size=${style.size}>`;
    close = `</size>${close}`;
  }
  if (style.color !== undefined) {
    open += `<color=${style.color}>`;
    close = `</color>${close}`;
  }
  if (style.bold) {
    open += '<b>';
    close = `</b>${close}`;
  }
  if (style.italic) {
    open += '<i>';
    close = `</i>${close}`;
  }
  return `${open}${text}${close}`;
}

function emphasiseFacts(line: string, decoration: Decoration, options: TitleOptions): string {
  if (!decoration.factColor) return line;
  let result = '';
  let cursor = 0;
  for (const fact of extractFacts(line)) {
    if (!EMPHASISED_FACT_KINDS.has(fact.kind)) continue;
    const colors = FACT_COLORS[options.background];
    const color = colors[fact.kind as keyof typeof colors];
    // "[K2211]" is coloured with its brackets, as a tag "[T0XC]" is: never half inside the colour.
    const isBracketed =
      line.charAt(fact.start - 1) === '[' &&
      line.charAt(fact.end) === ']' &&
      fact.start - 1 >= cursor;
    const start = isBracketed ? fact.start - 1 : fact.start;
    const end = isBracketed ? fact.end + 1 : fact.end;
    // A tag right after the player's "<" ("мощь <20кк") or before their ">" reads as "<<color…>",
    // which the game shows raw: such a fact stays plain.
    if (line.charAt(start - 1) === '<' || line.charAt(end) === '>') continue;
    result += line.slice(cursor, start);
    result += wrapInTags(line.slice(start, end), {
      color,
      bold: decoration.factBold && options.useBold,
    });
    cursor = end;
  }
  return result + line.slice(cursor);
}

/** The player's lines of a mail: the engine's opening and closing do not make it longer. */
function countOwnLines(document: MailDocument): number {
  const own = [document.greeting, ...(document.closing ?? [])];
  const sections = document.sections.reduce(
    (sum, section) => sum + section.lines.length + (section.heading === undefined ? 0 : 1),
    0,
  );
  return sections + own.filter((line) => line !== undefined).length;
}

/** Writes the document as game-mail markup with the given decoration. */
export function renderMail(
  document: MailDocument,
  options: TitleOptions,
  decoration: Decoration,
): string {
  const style = TONE_STYLES[options.tone];
  const out: string[] = [];
  // A divider around a single line is more decoration than mail: a blank line does then.
  const hasDividers = decoration.dividers && countOwnLines(document) > 1;
  const separator = hasDividers ? style.divider : decoration.blankLines ? '' : undefined;

  if (document.title !== '' && (!document.isTitleWritten || decoration.additions)) {
    // A title the player framed with symbols keeps their frame only.
    const isFramed = /^\p{So}|\p{So}$/u.test(document.title);
    const [left, right] = decoration.titleFrame && !isFramed ? style.titleFrame : ['', ''];
    const title = `${left}${document.title}${right}`;
    out.push(
      decoration.titleStyle
        ? wrapInTags(title, {
            size: options.titleSize,
            color: options.titleColor,
            bold: options.useBold,
            italic: options.useItalic,
          })
        : title,
    );
    if (separator !== undefined) out.push(separator);
  }
  const opening = document.greeting ?? (decoration.additions ? document.opening : undefined);
  if (opening) {
    out.push(opening);
    if (decoration.blankLines) out.push('');
  }
  document.sections.forEach((section, index) => {
    // Dividers sparingly: before a part with its own heading; a blank line between paragraphs.
    if (index > 0) {
      if (hasDividers && section.heading !== undefined) out.push(style.divider);
      else if (decoration.blankLines) out.push('');
    }
    if (section.heading !== undefined) {
      out.push(
        decoration.headingStyle
          ? wrapInTags(section.heading, {
              color: style.headingColor[options.background],
              bold: options.useBold,
            })
          : section.heading,
      );
    }
    section.lines.forEach((line, lineIndex) => {
      // Prose after a list stands apart from its last item: a blank line, not a run-on block.
      const before = section.lines[lineIndex - 1];
      const isAfterList =
        before !== undefined && findListMarker(before) !== '' && findListMarker(line) === '';
      if (isAfterList && decoration.blankLines) out.push('');
      const text = decoration.bullets ? line : line.replace(/^•\s*/u, '');
      out.push(emphasiseFacts(text, decoration, options));
    });
  });
  const closing =
    document.closing ?? (decoration.additions && document.signOff ? [document.signOff] : []);
  if (closing.length > 0) {
    if (decoration.blankLines) out.push('');
    for (const line of closing) {
      const isSignature = SIGNATURE.test(line) || line === document.signOff;
      out.push(
        isSignature && decoration.signatureStyle ? wrapInTags(line, { italic: true }) : line,
      );
    }
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}
