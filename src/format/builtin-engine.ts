import {
  countChars,
  keepSafeMarkup,
  splitIntoParts,
  stripUnrenderable,
  validate,
  visibleText,
} from '#markup/index.ts';
import { LIMITS, type RewriteStyle, type Tone } from '#shared/constants.ts';
import { extractFacts, type Fact, findMissingFacts } from './facts.ts';
import {
  DECORATION_STEPS,
  type MailDocument,
  type MailSection,
  renderMail,
  structureDraft,
  type TitleOptions,
  trimTitle,
} from './mail.ts';
import {
  clarifyText,
  INTENSITY_ORDER,
  isEnglish,
  polishLine,
  polishText,
  rewriteAroundFacts,
  speakAsCouncil,
  splitSentences,
  toTitleCase,
  writeFactsFor,
} from './rewrite.ts';
import { type SignOff, TONE_STYLES } from './tones.ts';
import type { FormatEngine, FormatRequest, FormatResult, FormatWarning } from './types.ts';
import { createVoice } from './voices.ts';
import { WARNINGS } from './warnings.ts';

export const BUILTIN_ENGINE_NAME = 'built-in';

/** How much the built-in engine rewrites: 'format' keeps the words, the rest as in spec section 9. */
type Level = 'format' | RewriteStyle;

const PLAYER_TAG = /<\/?(?:size|color|b|i|u|s|sup|sub|mark|align|br|font)\b[^>]*>/iu;
/** A styled first phrase the player marked as a heading: `<b><size=28>Big news</b></size> we won…` */
const LEAD_TITLE = /^\s*((?:<[^>\n]+>\s*)+)([^<\n]+?)\s*((?:<\/[^>\n]+>\s*)+)(?=\S)/u;
/**
 * A first phrase framed by emoji is a heading too: `🚨 WAR 🚨 enemy [DOOM] hits…`. The opening frame
 * is taken whole and the phrase starts after it; frames are bounded (24 code points: `⚔️` is two, a
 * family emoji seven), as unbounded runs made a draft of 1000 emoji take 150 ms to read.
 */
const EMOJI = '[\\u{1F000}-\\u{1FAFF}\\u{2600}-\\u{27BF}\\uFE0F\\u200D]';
const EMOJI_TITLE = new RegExp(
  `^\\s*${EMOJI}{1,24}(?!${EMOJI})\\s*((?!${EMOJI})[^\\n]{1,40}?)\\s*${EMOJI}{1,24}[^\\S\\n]+(?=\\S)`,
  'u',
);

interface PreparedDraft {
  text: string;
  warnings: FormatWarning[];
}

function tidyWhitespace(text: string): string {
  return text
    .split('\n')
    .map((line) => line.replace(/[^\S\n]+/gu, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The player's own tags give way to the engine's; a styled first phrase stays the title. */
function readPlayerMarkup(text: string): string {
  const withBreaks = text.replace(/<br\s*\/?>/giu, '\n');
  const lead = withBreaks.match(LEAD_TITLE);
  if (!lead?.[2]) return visibleText(withBreaks);
  return `${lead[2]}\n${visibleText(withBreaks.slice(lead[0].length))}`;
}

/** Plain, tidy text of the draft: no tags, nothing the game cannot show, clean whitespace. */
export function prepareDraft(message: string): PreparedDraft {
  const warnings: FormatWarning[] = [];
  let text = tidyWhitespace(message.replace(/\r\n?/g, '\n').normalize('NFC'));
  text = text.replace(EMOJI_TITLE, (framed: string) => `${framed.trimEnd()}\n`);
  if (PLAYER_TAG.test(text)) {
    text = readPlayerMarkup(text);
    warnings.push(WARNINGS.markupReplaced());
  }
  // Line by line: the markup engine removes control characters, and newlines must survive.
  // Private-use characters show as boxes in game, and the rewriter uses them as placeholders.
  const shown = text
    .split('\n')
    .map((line) => stripUnrenderable(line).replace(/[\uE000-\uF8FF]/gu, ''))
    .join('\n');
  if (shown !== text) warnings.push(WARNINGS.charactersRemoved());
  return { text: tidyWhitespace(shown), warnings };
}

/** FNV-1a: a stable seed, so the same draft always gets the same opening and sign-off. */
function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

function pick<T>(items: readonly T[], seed: number): T {
  return items[seed % items.length]!;
}

function rank(level: Level): number {
  return level === 'format' ? -1 : INTENSITY_ORDER.indexOf(level);
}

interface DocumentContext {
  level: Level;
  tone: Tone;
  isEnglish: boolean;
  seed: number;
}

function rewriteLine(line: string, context: DocumentContext, voice: (text: string) => string) {
  const isBullet = line.startsWith('•');
  return rewriteAroundFacts(
    line,
    (text) => {
      let result = polishText(text, { isBullet, isEnglish: context.isEnglish });
      if (!context.isEnglish) return result;
      if (rank(context.level) >= rank('balanced')) result = clarifyText(result);
      if (context.level === 'fully-thematic') result = speakAsCouncil(result);
      if (rank(context.level) >= rank('semi-creative')) result = voice(result);
      return result;
    },
    writeFactsFor(context.isEnglish),
  );
}

/** Informative tone, semi-creative and above: the body becomes a list of key points. */
function listKeyPoints(sections: MailSection[]): MailSection[] {
  return sections.map((section, index) => {
    if (index > 0 || section.heading !== undefined) return section;
    const lines = section.lines.flatMap((line) =>
      line.startsWith('•') ? [line] : splitSentences(line).map((sentence) => `• ${sentence}`),
    );
    return { heading: 'Key points:', lines };
  });
}

function rewriteTitle(title: string, context: DocumentContext): string {
  let result = polishLine(title, { isBullet: true, isEnglish: context.isEnglish });
  result = trimTitle(result);
  if (context.isEnglish) result = toTitleCase(result);
  if (context.tone === 'intense' && rank(context.level) >= rank('semi-creative')) {
    result = result.toUpperCase();
  }
  return result;
}

/** Balanced signs with a name only, so it stays within its 20–30% of changed words. */
function chooseSignOff(signOffs: readonly SignOff[], context: DocumentContext): SignOff {
  const signOff = pick(signOffs, context.seed >>> 3);
  return rank(context.level) >= rank('semi-creative') ? signOff : { signature: signOff.signature };
}

/** The mail at one intensity: the player's structure, reworded as far as the level says. */
function buildDocument(structure: MailDocument, context: DocumentContext): MailDocument {
  if (context.level === 'format') return structure;
  const style = TONE_STYLES[context.tone];
  const voice = createVoice(context.tone);
  let sections: MailSection[] = structure.sections.map((section) => ({
    ...section,
    heading:
      section.heading === undefined
        ? undefined
        : polishLine(section.heading, { isBullet: true, isEnglish: context.isEnglish }),
    lines: section.lines.map((line) => rewriteLine(line, context, voice)),
  }));
  const document: MailDocument = {
    title: structure.isTitleWritten ? structure.title : rewriteTitle(structure.title, context),
    isTitleWritten: structure.isTitleWritten,
    sections,
  };
  if (!context.isEnglish || rank(context.level) < rank('balanced')) return document;
  if (context.tone === 'informative' && rank(context.level) >= rank('semi-creative')) {
    sections = listKeyPoints(sections);
  }
  const isThematic = context.level === 'fully-thematic';
  return {
    ...document,
    sections,
    opening: isThematic ? style.thematicOpening : pick(style.openings, context.seed),
    callToAction: rank(context.level) >= rank('semi-creative') ? style.callToAction : undefined,
    signOff: isThematic ? style.thematicSignOff : chooseSignOff(style.signOffs, context),
  };
}

function levelsFor(request: FormatRequest): Level[] {
  if (request.mode === 'format') return ['format'];
  const requested = request.rewriteStyle ?? 'balanced';
  const below = INTENSITY_ORDER.slice(0, INTENSITY_ORDER.indexOf(requested) + 1).reverse();
  return [...below, 'format'];
}

type Attempt =
  | { kind: 'fits'; markup: string; step: number }
  | { kind: 'too-long' }
  | { kind: 'facts-lost' };

function isValidMail(markup: string): boolean {
  return !validate(markup).some((issue) => issue.severity === 'error');
}

/** Renders with less and less decoration until the mail fits; facts and validity are checked. */
function fitDocument(
  document: MailDocument,
  options: TitleOptions,
  facts: readonly Fact[],
): Attempt {
  let isFactSafe = false;
  for (const [step, decoration] of DECORATION_STEPS.entries()) {
    const markup = renderMail(document, options, decoration);
    if (!isFactSafe) {
      if (findMissingFacts(facts, visibleText(markup)).length > 0) return { kind: 'facts-lost' };
      isFactSafe = true;
    }
    if (countChars(markup) <= LIMITS.mailChars && isValidMail(markup)) {
      return { kind: 'fits', markup, step };
    }
  }
  return { kind: 'too-long' };
}

/**
 * The last guard: only style markup the game shows well leaves the engine (it never writes other);
 * tag-like words of the player's own stay, as the game shows them as written.
 */
function toResult(markup: string, warnings: FormatWarning[]): FormatResult {
  const safe = keepSafeMarkup(markup, { keepsPlayerText: true });
  return {
    formattedMessage: safe.text,
    characterCount: countChars(safe.text),
    engine: BUILTIN_ENGINE_NAME,
    warnings: safe.isRemoved ? [...warnings, WARNINGS.markupRemoved()] : warnings,
  };
}

/**
 * The built-in engine (issue 4): deterministic, no network. Tries the requested intensity, then
 * gentler ones, then plain formatting; the first mail that keeps every fact, validates and fits
 * in 2000 characters wins. If the player's own words do not fit, nothing is cut: a warning says so.
 */
export function formatWithBuiltinEngine(request: FormatRequest): FormatResult {
  const prepared = prepareDraft(request.message);
  const warnings = [...prepared.warnings];
  const facts = extractFacts(prepared.text);
  const english = isEnglish(prepared.text);
  const structure = structureDraft(prepared.text, request.tone, english);
  const options: TitleOptions = {
    titleSize: request.titleSize,
    titleColor: request.titleColor,
    useBold: request.useBold,
    useItalic: request.useItalic,
    tone: request.tone,
  };
  const levels = levelsFor(request);
  if (!english && request.mode === 'improve' && levels[0] !== 'minimal') {
    warnings.push(WARNINGS.rewriteLimited());
  }
  let wasTooLong = false;
  for (const level of levels) {
    const context = {
      level,
      tone: request.tone,
      isEnglish: english,
      seed: hashText(prepared.text),
    };
    const attempt = fitDocument(buildDocument(structure, context), options, facts);
    if (attempt.kind === 'fits') {
      if (wasTooLong) warnings.push(WARNINGS.rewriteReduced());
      else if (attempt.step > 0) warnings.push(WARNINGS.decorationReduced());
      return toResult(attempt.markup, warnings);
    }
    if (attempt.kind === 'too-long') wasTooLong = true;
  }
  // Only the player's own words are left, and they are too long: say so, cut nothing.
  const plain = renderMail(structure, options, DECORATION_STEPS[DECORATION_STEPS.length - 1]!);
  const characters = countChars(plain);
  if (characters > LIMITS.mailChars) {
    warnings.push(WARNINGS.tooLong(characters, splitIntoParts(plain).length));
  }
  return toResult(plain, warnings);
}

/** The built-in engine behind the `FormatEngine` interface. */
export function createBuiltinEngine(): FormatEngine {
  return {
    name: BUILTIN_ENGINE_NAME,
    format: async (request) => formatWithBuiltinEngine(request),
  };
}
