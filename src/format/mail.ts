import { smartBullets } from '#markup/index.ts';
import type { Tone } from '#shared/constants.ts';
import { EMPHASISED_FACT_KINDS, extractFacts } from './facts.ts';
import { isEnglish, splitSentences } from './rewrite.ts';
import { FACT_COLORS, type SignOff, TONE_STYLES, TOPICS } from './tones.ts';

/**
 * The shape of a mail before it is written as markup: a title, sections of lines, and what the
 * engine adds in improve mode. Rendering is separate so decoration can be dropped step by step.
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
  opening?: string;
  callToAction?: string;
  signOff?: SignOff;
}

/** Each flag is one kind of decoration the length budget can drop. */
interface Decoration {
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
}

const TITLE_MAX_CHARS = 48;
/** A long title full of facts reads better as a body line, where its facts stand out in colour. */
const TITLE_WITH_FACTS_MAX_CHARS = 36;
const TITLE_LEAD_MAX_CHARS = 40;
const HEADING_MAX_CHARS = 40;
/** Lines longer than this are split into one sentence per line: game mail is read on phones. */
const SPLIT_LINE_CHARS = 72;

function isShoutedLine(line: string): boolean {
  const letters = line.match(/\p{L}/gu) ?? [];
  return letters.length >= 4 && line === line.toUpperCase() && line !== line.toLowerCase();
}

/** A heading: a short line ending in ':' or a short line in capitals (issue 4). */
function isHeading(line: string): boolean {
  if (line.length > HEADING_MAX_CHARS || line.startsWith('•')) return false;
  if (/^[^:]+:$/u.test(line) && line.split(/\s+/u).length <= 5) return true;
  return isShoutedLine(line);
}

/** Drops trailing punctuation, but not the dot of an abbreviation such as "9 p.m.". */
export function trimTitle(text: string): string {
  return text
    .replace(/[\s,;:]+$/u, '')
    .replace(/(?<!\.\p{L})\.+$/u, '')
    .trim();
}

function findTopic(text: string): string | undefined {
  return TOPICS.find(([pattern]) => pattern.test(text))?.[1];
}

/** Writes a title for a draft without a short first line or sentence. */
function writeTitle(text: string, tone: Tone): string {
  const style = TONE_STYLES[tone];
  const topic = findTopic(text);
  return topic ? style.titleWithTopic(topic) : style.titleWithoutTopic;
}

interface TitleChoice {
  title: string;
  isTitleWritten: boolean;
  rest: string[];
}

function isTitleLike(candidate: string, isEnglishDraft: boolean): boolean {
  if (candidate.length > TITLE_MAX_CHARS || !/\p{L}/u.test(candidate)) return false;
  // Written titles are English, so other languages keep even a long sentence as their title.
  if (!isEnglishDraft || candidate.length <= TITLE_WITH_FACTS_MAX_CHARS) return true;
  return !extractFacts(candidate).some((fact) => EMPHASISED_FACT_KINDS.has(fact.kind));
}

/** Title from the first line, else the first sentence, else the words before the first ': '. */
function chooseTitle(lines: string[], tone: Tone, english: boolean): TitleChoice {
  const [first = '', ...others] = lines;
  const hasMore = others.some((line) => line.trim() !== '');
  if (hasMore && isTitleLike(first, english)) {
    return { title: trimTitle(first), isTitleWritten: false, rest: others };
  }
  const [sentence = '', ...moreSentences] = splitSentences(first);
  if (moreSentences.length > 0 && isTitleLike(sentence, english)) {
    return {
      title: trimTitle(sentence),
      isTitleWritten: false,
      rest: [moreSentences.join(' '), ...others],
    };
  }
  const lead = first.match(/^([^:]{3,}?):\s+(\S.*)$/u);
  if (
    lead?.[1] &&
    lead[2] &&
    lead[1].length <= TITLE_LEAD_MAX_CHARS &&
    isTitleLike(lead[1], english)
  ) {
    return { title: trimTitle(lead[1]), isTitleWritten: false, rest: [lead[2], ...others] };
  }
  return { title: writeTitle(lines.join('\n'), tone), isTitleWritten: true, rest: lines };
}

function normaliseListMarker(line: string): string {
  return line.replace(/^[-*·•▪]\s+/u, '• ');
}

function splitLongLine(line: string): string[] {
  if (line.length <= SPLIT_LINE_CHARS) return [line];
  const sentences = splitSentences(line);
  return sentences.length > 1 ? sentences : [line];
}

/** Smart bullets of the markup engine, applied within a section only. */
function bulletSection(lines: string[]): string[] {
  if (lines.length < 2) return lines;
  return smartBullets(lines.join('\n')).split('\n');
}

/**
 * Reads a tidied plain-text draft as a mail: title, sections (split at blank lines and headings),
 * one sentence per line for long lines, smart bullets.
 */
export function structureDraft(
  text: string,
  tone: Tone,
  isEnglishDraft = isEnglish(text),
): MailDocument {
  const { title, isTitleWritten, rest } = chooseTitle(text.split('\n'), tone, isEnglishDraft);
  const sections: MailSection[] = [];
  let current: MailSection = { lines: [] };
  const close = () => {
    if (current.heading !== undefined || current.lines.length > 0) sections.push(current);
  };
  for (const rawLine of rest) {
    const line = rawLine.trim();
    if (line === '') {
      close();
      current = { lines: [] };
    } else if (isHeading(line)) {
      close();
      current = { heading: line, lines: [] };
    } else {
      current.lines.push(...splitLongLine(normaliseListMarker(line)));
    }
  }
  close();
  return {
    title,
    isTitleWritten,
    sections: sections.map((section) => ({ ...section, lines: bulletSection(section.lines) })),
  };
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

function emphasiseFacts(line: string, decoration: Decoration, useBold: boolean): string {
  if (!decoration.factColor) return line;
  let result = '';
  let cursor = 0;
  for (const fact of extractFacts(line)) {
    if (!EMPHASISED_FACT_KINDS.has(fact.kind)) continue;
    const color = FACT_COLORS[fact.kind as keyof typeof FACT_COLORS];
    result += line.slice(cursor, fact.start);
    result += wrapInTags(fact.text, { color, bold: decoration.factBold && useBold });
    cursor = fact.end;
  }
  return result + line.slice(cursor);
}

/** Writes the document as game-mail markup with the given decoration. */
export function renderMail(
  document: MailDocument,
  options: TitleOptions,
  decoration: Decoration,
): string {
  const style = TONE_STYLES[options.tone];
  const out: string[] = [];
  const separate = () => {
    if (decoration.dividers) out.push(style.divider);
    else if (decoration.blankLines) out.push('');
  };

  if (!document.isTitleWritten || decoration.additions) {
    const [left, right] = decoration.titleFrame ? style.titleFrame : ['', ''];
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
    separate();
  }
  if (decoration.additions && document.opening) {
    out.push(document.opening);
    if (decoration.blankLines) out.push('');
  }
  document.sections.forEach((section, index) => {
    if (index > 0) separate();
    if (section.heading !== undefined) {
      out.push(
        decoration.headingStyle
          ? wrapInTags(section.heading, { color: style.headingColor, bold: options.useBold })
          : section.heading,
      );
    }
    for (const line of section.lines) {
      const text = decoration.bullets ? line : line.replace(/^•\s*/u, '');
      out.push(emphasiseFacts(text, decoration, options.useBold));
    }
  });
  if (decoration.additions && (document.callToAction || document.signOff)) {
    separate();
    if (document.callToAction) out.push(document.callToAction);
    if (document.signOff?.line) out.push(document.signOff.line);
    if (document.signOff) {
      const { signature } = document.signOff;
      out.push(decoration.signatureStyle ? wrapInTags(signature, { italic: true }) : signature);
    }
  }
  while (out.length > 0 && out[out.length - 1] === '') out.pop();
  return out.join('\n');
}
