import { visibleText } from './count.ts';
import { applyStyle } from './edit.ts';
import { MAIL_TEXT } from './messages.ts';
import { type Alignment, alignLines, applyPreset, type Preset } from './presets.ts';

/**
 * The Commander Customizer's sizes: the title line's, from the second
 * version's title sizes 32/28/24/20/16, and the body's (`normal` leaves it as written).
 */
export const HEADER_SIZES = [
  { id: 'H1', size: 32 },
  { id: 'H2', size: 28 },
  { id: 'H3', size: 24 },
] as const;
export const FONT_SIZES = [
  { id: 'small', size: 20 },
  { id: 'normal', size: undefined },
  { id: 'large', size: 28 },
] as const;

export type HeaderSize = (typeof HEADER_SIZES)[number]['id'];
export type FontSize = (typeof FONT_SIZES)[number]['id'];

/** The Commander Customizer's format settings that shape the mail (smart bullets are the server's). */
export interface CustomizeSettings {
  headerSize: HeaderSize;
  fontSize: FontSize;
  /** 1.0 to 2.0. */
  lineSpacing: number;
  /** `null`: the layout as written. */
  preset: Preset | null;
  alignment: Alignment;
}

/**
 * The game has no line height, so spacing is faked with blank lines between lines: none below
 * 1.5, one from 1.5, two at 2.0.
 */
export function blankLinesFor(lineSpacing: number): number {
  if (lineSpacing >= 1.95) return 2;
  return lineSpacing >= 1.45 ? 1 : 0;
}

function isBanner(line: string, banner: string): boolean {
  return visibleText(line).trim() === banner;
}

/** The mail without a rally preset's banners and without leading blanks on its lines. */
function unwrap(text: string): string {
  const lines = alignLines(text, 'left').split('\n');
  const first = lines.findIndex((line) => line.trim() !== '');
  const last = lines.findLastIndex((line) => line.trim() !== '');
  if (
    first !== -1 &&
    first < last &&
    isBanner(lines[first]!, MAIL_TEXT.rallyBanner) &&
    isBanner(lines[last]!, MAIL_TEXT.endBanner)
  ) {
    return lines
      .slice(first + 1, last)
      .join('\n')
      .trim();
  }
  return lines.join('\n');
}

/** At least `count` blank lines between every two lines with text; more that are there stay. */
function spaceLines(text: string, count: number): string {
  if (count === 0) return text;
  const out: string[] = [];
  let blanks = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      blanks += 1;
      continue;
    }
    if (out.length > 0)
      for (let index = 0; index < Math.max(blanks, count); index += 1) out.push('');
    else for (let index = 0; index < blanks; index += 1) out.push('');
    out.push(line);
    blanks = 0;
  }
  for (let index = 0; index < blanks; index += 1) out.push('');
  return out.join('\n');
}

/** Sizes the first line with text (the title) and, unless `normal`, every line after it. */
function sizeLines(text: string, headerSize: HeaderSize, fontSize: FontSize): string {
  const start = text.search(/[^\s]/u);
  if (start === -1) return text;
  const lineEnd = text.indexOf('\n', start);
  const titleEnd = lineEnd === -1 ? text.length : lineEnd;
  const titleSize = HEADER_SIZES.find((header) => header.id === headerSize)!.size;
  const titled = applyStyle(text, { start, end: titleEnd }, { size: titleSize });
  const bodySize = FONT_SIZES.find((font) => font.id === fontSize)!.size;
  if (bodySize === undefined || lineEnd === -1) return titled.text;
  const bodyStart = titled.selection.end;
  return applyStyle(titled.text, { start: bodyStart, end: titled.text.length }, { size: bodySize })
    .text;
}

/**
 * The Commander Customizer's format settings applied to a mail, in this order: a minimal or
 * aggressive preset (blank lines), the header size on the title line and the font size on the
 * rest, line spacing (blank lines: `blankLinesFor`), the rally preset's banners, then alignment by
 * leading spaces. A mail customized before is first unwrapped (banners and alignment removed), so
 * customizing again with the same settings changes nothing (for a mail without lines of tags
 * alone, which the presets count as lines); markup comes out canonical, so a mail without errors
 * stays without errors.
 */
export function customizeMail(text: string, settings: CustomizeSettings): string {
  let mail = unwrap(text);
  if (settings.preset === 'minimal' || settings.preset === 'aggressive') {
    mail = applyPreset(mail, settings.preset);
  }
  mail = sizeLines(mail, settings.headerSize, settings.fontSize);
  mail = spaceLines(mail, blankLinesFor(settings.lineSpacing));
  if (settings.preset === 'rally') mail = applyPreset(mail, 'rally');
  return alignLines(mail, settings.alignment);
}
