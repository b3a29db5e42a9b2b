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
import { detectLanguage } from './language.ts';
import {
  DECORATION_STEPS,
  type DraftStructure,
  findListMarker,
  LIST_MARKER,
  type MailDocument,
  type MailSection,
  renderMail,
  structureDraft,
  type TitleOptions,
  trimTitle,
} from './mail.ts';
import {
  capitalise,
  capitaliseSentences,
  clarifyText,
  dropFillers,
  INTENSITY_ORDER,
  polishLine,
  polishText,
  rewriteAroundFacts,
  rewritePhrases,
  splitSentences,
  toTitleCase,
  writeFactsFor,
} from './rewrite.ts';
import { chooseToneLines } from './tone-lines.ts';
import type { FormatEngine, FormatRequest, FormatResult, FormatWarning } from './types.ts';
import { createVoice } from './voices.ts';
import { WARNINGS } from './warnings.ts';

export { detectLanguage } from './language.ts';

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

const BEYOND_LATIN_1 = /[\u00A9-\u{10FFFF}]/u;
/** A run of pictographs with the spaces around it: what stood between two words, or at an edge. */
const PICTOGRAPH_RUN =
  /[^\S\n]*(?:(?:[\p{Extended_Pictographic}\p{Emoji_Presentation}\u{1F000}-\u{1FFFF}\u{E0020}-\u{E007F}]|\uFE0F|\u200D|\u20E3)[^\S\n]*)+/gu;

/**
 * One symbol rule for the draft (issue 21, rule 6): what the game shows stays; what it cannot show
 * goes, and is replaced by the separator it stood for — nothing at a line's edge (the line break
 * is the separator), ' · ' between words ("build 🔨 day 2" → "build · day 2"), a line break between
 * the items of a list written on one line.
 */
function replaceUnshownSymbols(line: string): string {
  // Pictographs all lie above U+00A8: most lines of most drafts have nothing there to look at.
  if (!BEYOND_LATIN_1.test(line)) return line;
  // The same emoji between three or more phrases of a line made a list: each phrase is a line.
  const separator = countInnerPictographs(line) >= 2 ? '\n' : ' · ';
  return line.replace(PICTOGRAPH_RUN, (run: string, offset: number) => {
    const shown = stripUnrenderable(run);
    if (shown.trim() !== '') return shown;
    const isEdge = offset === 0 || offset + run.length >= line.length;
    const before = line.slice(0, offset).trimEnd().slice(-1);
    if (isEdge) return '';
    return /[\p{L}\p{N}\])]/u.test(before) ? separator : ' ';
  });
}

/** How many runs of emoji the game cannot show stand between words of a line. */
function countInnerPictographs(line: string): number {
  let count = 0;
  for (const match of line.matchAll(PICTOGRAPH_RUN)) {
    const isInner = match.index > 0 && match.index + match[0].length < line.length;
    if (isInner && stripUnrenderable(match[0]).trim() === '') count += 1;
  }
  return count;
}

/** The comma a greeting ends with, in the scripts that have their own. */
const COMMAS: Partial<Record<string, string>> = { zh: '，', ar: '،' };

interface PreparedDraft {
  text: string;
  warnings: FormatWarning[];
}

/** What `tidyWhitespace` changes: a space other than ' ', a run, a space at a line's edge, 3 breaks. */
const UNTIDY_WHITESPACE = /[^\S \n]| [ \n]|\n |\n\n\n|^\s|\s$/;

function tidyWhitespace(text: string): string {
  // Most drafts are tidy already (and prepared ones always): no split, no pass per line.
  if (!UNTIDY_WHITESPACE.test(text)) return text;
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
  // Symbols line by line (a line's edges matter); pictographs all lie above U+00A8, so most
  // drafts have none to look at. The markup engine removes control characters and keeps newlines,
  // code point by code point, so it takes the whole text at once.
  // Private-use characters show as boxes in game, and the rewriter uses them as placeholders.
  const symbolsReplaced = BEYOND_LATIN_1.test(text)
    ? text.split('\n').map(replaceUnshownSymbols).join('\n')
    : text;
  const shown = stripUnrenderable(symbolsReplaced).replace(/[\uE000-\uF8FF]/gu, '');
  if (shown !== text) warnings.push(WARNINGS.charactersRemoved());
  return { text: tidyWhitespace(shown), warnings };
}

function rank(level: Level): number {
  return level === 'format' ? -1 : INTENSITY_ORDER.indexOf(level);
}

interface DocumentContext {
  level: Level;
  tone: Tone;
  isEnglish: boolean;
}

function capitaliseAfterMarker(line: string): string {
  const marker = findListMarker(line);
  return marker + capitaliseSentences(line.slice(marker.length));
}

/**
 * Every mode (issue 21, rule 1): the draft's capitals, spacing and punctuation tidied line by
 * line, its words kept, before it is read as a mail.
 */
function tidyDraft(text: string, isEnglish: boolean): string {
  return text
    .split('\n')
    .map((line) =>
      line === ''
        ? line
        : polishLine(line, {
            isBullet: true,
            isEnglish,
            keepsWords: true,
            keepsCase: isShouted(line),
          }),
    )
    .join('\n');
}

/** A line's words at the level, its list marker (bullet or number) and facts left alone. */
function rewriteLine(line: string, context: DocumentContext, voice: (text: string) => string) {
  const marker = findListMarker(line);
  const content = rewriteAroundFacts(
    line.slice(marker.length),
    (text) => {
      let result = polishText(text, { isBullet: marker !== '', isEnglish: context.isEnglish });
      if (!context.isEnglish) return result;
      if (rank(context.level) >= rank('balanced')) result = dropFillers(clarifyText(result));
      if (context.level === 'fully-thematic') result = rewritePhrases(result);
      if (rank(context.level) >= rank('semi-creative')) result = voice(result);
      return result;
    },
    writeFactsFor(context.isEnglish),
  );
  // A fact may start a sentence ("lunes: infantería"): it gets its capital once it is back.
  return marker + capitaliseSentences(content);
}

/** Informative tone, semi-creative and above: the body becomes a list of key points. */
function listKeyPoints(sections: MailSection[]): MailSection[] {
  return sections.map((section, index) => {
    if (index > 0 || section.heading !== undefined) return section;
    const lines = section.lines.flatMap((line) =>
      LIST_MARKER.test(line) ? [line] : splitSentences(line).map((sentence) => `• ${sentence}`),
    );
    return { ...section, lines };
  });
}

function isShouted(text: string): boolean {
  return text === text.toUpperCase() && text !== text.toLowerCase();
}

/**
 * Every mode: a title in Title Case (English) or with a capital (others). The title comes from
 * the tidied draft or the engine's words, and no text-speak is ever a title, so no more polish.
 */
function tidyTitle(title: string, context: DocumentContext): string {
  if (title === '') return title;
  // A title all in capitals is a header style of the player's: it stays so, never half-shouted.
  if (isShouted(title)) return trimTitle(title);
  return trimTitle(context.isEnglish ? toTitleCase(title) : capitalise(title));
}

/**
 * The mail at one level: the player's structure (of the tidied draft), reworded and added to as
 * far as the level says. Format keeps the tidied words as they are.
 */
function buildDocument(draft: DraftStructure, context: DocumentContext): MailDocument {
  const structure = draft.document;
  const comma = COMMAS[structure.language] ?? ',';
  if (context.level === 'format') {
    return {
      ...structure,
      title: tidyTitle(structure.title, context),
      greeting: structure.greeting === undefined ? undefined : `${structure.greeting}${comma}`,
      // Lines the structure cut ("farming: zone 1…", "Hi all just…", "1) alliance…") start anew.
      sections: structure.sections.map((section) => ({
        ...section,
        lines: section.lines.map(capitaliseAfterMarker),
      })),
    };
  }
  const voice = createVoice(context.tone);
  const lineContext = { isBullet: true, isEnglish: context.isEnglish };
  let sections: MailSection[] = structure.sections.map((section) => ({
    ...section,
    lines: section.lines.map((line) => rewriteLine(line, context, voice)),
  }));
  const document: MailDocument = {
    ...structure,
    title: tidyTitle(structure.title, context),
    greeting:
      structure.greeting === undefined
        ? undefined
        : `${polishLine(structure.greeting, lineContext)}${comma}`,
    closing: structure.closing?.map((line) => polishLine(line, lineContext)),
    sections,
  };
  const language = structure.language;
  if (rank(context.level) < rank('balanced') || language === 'other') return document;
  if (context.tone === 'informative' && rank(context.level) >= rank('semi-creative')) {
    sections = listKeyPoints(sections);
  }
  const lines = chooseToneLines(context.tone, draft.kind, language);
  return { ...document, sections, opening: lines.opening, signOff: lines.closing };
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
  const language = detectLanguage(prepared.text);
  const english = language === 'en';
  const structure = structureDraft(
    tidyDraft(prepared.text, english),
    language,
    request.smartBullets !== false,
  );
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
    const context = { level, tone: request.tone, isEnglish: english };
    const attempt = fitDocument(buildDocument(structure, context), options, facts);
    if (attempt.kind === 'fits') {
      if (wasTooLong) warnings.push(WARNINGS.rewriteReduced());
      else if (attempt.step > 0) warnings.push(WARNINGS.decorationReduced());
      return toResult(attempt.markup, warnings);
    }
    if (attempt.kind === 'too-long') wasTooLong = true;
  }
  // Only the player's own words are left, and they are too long: say so, cut nothing.
  const plain = renderMail(
    buildDocument(structure, { level: 'format', tone: request.tone, isEnglish: english }),
    options,
    DECORATION_STEPS[DECORATION_STEPS.length - 1]!,
  );
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
