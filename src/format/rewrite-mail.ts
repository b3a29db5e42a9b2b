import type { RewriteStyle, Tone } from '#shared/constants.ts';
import type { DraftAnalysis } from './analyse.ts';
import { findListMarker, LIST_MARKER, type MailDocument, type MailSection } from './document.ts';
import type { Fact } from './facts.ts';
import type { DraftLanguage, MailLanguage } from './language.ts';
import {
  capitaliseSentences,
  clarifyText,
  dropFillers,
  INTENSITY_ORDER,
  polishLine,
  polishText,
  rewriteAroundFacts,
  rewritePhrases,
  splitSentences,
  writeFactsFor,
} from './rewrite.ts';
import { chooseToneLines, type FrameContext } from './tone-lines.ts';
import type { FormatRequest } from './types.ts';
import { createVoice } from './voices.ts';

/**
 * The rewrite stage: the analysed draft as the mails the fit stage may send, best first — the
 * requested intensity, then the player's tidied words. From Balanced up every
 * sentence of the body is voiced in the tone (voices.ts) and the tone's opening and closing are
 * chosen for the content (tone-lines.ts).
 */

/** How much the engine rewrites: 'format' keeps the words, the rest as the intensity buttons say. */
type Level = 'format' | RewriteStyle;

export interface RewrittenMail {
  candidates: MailDocument[];
  /** Improve mode, and no sentence of the body could be reworded in the tone. */
  isUnchanged: boolean;
}

function rank(level: Level): number {
  return level === 'format' ? -1 : INTENSITY_ORDER.indexOf(level);
}

/** The comma a greeting ends with, in the scripts that have their own. */
const COMMAS: Partial<Record<string, string>> = { zh: '，', ar: '،' };

/** A prose line of three words or more ends with a sentence mark ("Ask Ana" → "Ask Ana."). */
function punctuateProse(line: string, language: DraftLanguage): string {
  if (findListMarker(line) !== '' || /[.!?…:;)"”。！？：؟]$/u.test(line)) return line;
  if ((line.match(/[\p{L}\p{N}]+/gu) ?? []).length < 3) return line;
  return `${line}${language === 'zh' ? '。' : '.'}`;
}

function capitaliseAfterMarker(line: string): string {
  const marker = findListMarker(line);
  return marker + capitaliseSentences(line.slice(marker.length));
}

function mapLines(sections: MailSection[], map: (line: string) => string): MailSection[] {
  return sections.map((section) => ({ ...section, lines: section.lines.map(map) }));
}

/** The player's words, tidied: what Keep my words sends and every rewrite starts from. */
function keepWords(analysis: DraftAnalysis): MailDocument {
  const { document, language } = analysis;
  const comma = COMMAS[language] ?? ',';
  return {
    ...document,
    greeting: document.greeting === undefined ? undefined : `${document.greeting}${comma}`,
    // Lines the structure cut ("farming: zone 1…", "Hi all just…", "1) alliance…") start anew.
    sections: mapLines(document.sections, (line) =>
      punctuateProse(capitaliseAfterMarker(line), language),
    ),
  };
}

interface LevelContext {
  level: Level;
  language: DraftLanguage;
  voice?: (text: string) => string;
}

/** A line's words at the level, its list marker (bullet or number) and facts left alone. */
function rewriteLine(line: string, context: LevelContext): string {
  const marker = findListMarker(line);
  const isEnglish = context.language === 'en';
  const content = rewriteAroundFacts(
    line.slice(marker.length),
    (text) => {
      let result = polishText(text, { isBullet: marker !== '', isEnglish });
      if (isEnglish && rank(context.level) >= rank('balanced')) {
        result = dropFillers(clarifyText(result));
      }
      if (isEnglish && context.level === 'fully-thematic') result = rewritePhrases(result);
      if (context.voice) result = context.voice(result);
      return result;
    },
    writeFactsFor(isEnglish),
  );
  // A fact may start a sentence ("lunes: infantería"): it gets its capital once it is back.
  return punctuateProse(marker + capitaliseSentences(content), context.language);
}

/** Informative tone: the body becomes a list of key points. */
function listKeyPoints(sections: MailSection[]): MailSection[] {
  return sections.map((section, index) => {
    if (index > 0 || section.heading !== undefined) return section;
    const lines = section.lines.flatMap((line) =>
      LIST_MARKER.test(line) ? [line] : splitSentences(line).map((sentence) => `• ${sentence}`),
    );
    return { ...section, lines };
  });
}

/** A draft's own seed: the same draft always gets the same lines, others other ones. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (let index = 0; index < text.length; index += 1) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 16777619);
  }
  return hash >>> 0;
}

/** Words that state an exception to a rule: "No exceptions." would contradict them. */
const EXCEPTIONS =
  /\b(?:unless|except|exception|excused|only|else|other than|salvo|excepto|excepción|exceto|exceção|menos|solo|sólo|apenas)\b|кроме|исключени|только|إلا|باستثناء|فقط|除非|除了|例外|只/iu;

function frameContext(document: MailDocument, facts: readonly Fact[], seed: number): FrameContext {
  const body = document.sections.flatMap((section) => [section.heading ?? '', ...section.lines]);
  const said = [document.title, ...body, ...(document.closing ?? [])].join('\n').toLowerCase();
  return {
    time: facts
      .find((fact) => fact.kind === 'time')
      ?.text.replace(/\b(?:utc|gmt)\b/giu, (zone) => zone.toUpperCase()),
    hasExceptions: EXCEPTIONS.test(said),
    said,
    seed,
  };
}

function rewriteLevel(
  analysis: DraftAnalysis,
  level: Level,
  tone: Tone,
  frame: FrameContext,
): MailDocument {
  const { document, language } = analysis;
  const kept = keepWords(analysis);
  if (level === 'format') return kept;
  const isVoiced = rank(level) >= rank('balanced') && language !== 'other';
  const context: LevelContext = {
    level,
    language,
    voice: isVoiced ? createVoice(tone, language as MailLanguage) : undefined,
  };
  const lineContext = { isBullet: true, isEnglish: language === 'en' };
  let sections = mapLines(document.sections, (line) => rewriteLine(line, context));
  const rewritten: MailDocument = {
    ...kept,
    greeting:
      document.greeting === undefined
        ? undefined
        : `${polishLine(document.greeting, lineContext)}${COMMAS[language] ?? ','}`,
    closing: document.closing?.map((line) => polishLine(line, lineContext)),
    sections,
  };
  if (!isVoiced) return rewritten;
  if (tone === 'informative') sections = listKeyPoints(sections);
  const lines = chooseToneLines(tone, analysis.kind, language as MailLanguage, frame);
  // Two lines with '!' a mail at most: the body's own come first, then the opening, the closing.
  const body = sections.flatMap((section) => section.lines);
  // A short mail whose body already exclaims takes its added lines calmly.
  let exclaimed =
    body.filter(isExclaimed).length + (body.length <= 2 && body.some(isExclaimed) ? 1 : 0);
  const calmed = [lines.opening, lines.closing].map((line) => {
    if (line === undefined || !isExclaimed(line)) return line;
    exclaimed += 1;
    return exclaimed > MAX_EXCLAIMED_LINES ? calm(line) : line;
  });
  return { ...rewritten, sections, opening: calmed[0], signOff: calmed[1] };
}

const MAX_EXCLAIMED_LINES = 2;

function isExclaimed(line: string): boolean {
  return /[!！]/u.test(line);
}

/** A line said without its '!': "¡Vamos, gobernadores!" → "Vamos, gobernadores." */
function calm(line: string): string {
  return line.replace(/¡/gu, '').replace(/！/gu, '。').replace(/!/gu, '.');
}

/**
 * The requested intensity, then the player's tidied words: a rewrite too long for 2000 characters
 * gives way to the player's own words, which are never longer than the draft's.
 */
function levelsFor(request: FormatRequest): Level[] {
  if (request.mode === 'format') return ['format'];
  return [request.rewriteStyle ?? 'balanced', 'format'];
}

/** Whatever is not a letter or digit (every script above Latin-1 counts as letters here). */
const NOT_WORD = /[^A-Za-z0-9\u00C0-\uFFFF]+/g;

/** The words of a document's body, to tell whether a rewrite reworded anything. */
function bodyWords(document: MailDocument): string {
  return document.sections
    .flatMap((section) => section.lines)
    .join(' ')
    .toLowerCase()
    .replace(NOT_WORD, ' ')
    .trim();
}

export function rewriteMail(
  analysis: DraftAnalysis,
  facts: readonly Fact[],
  request: FormatRequest,
): RewrittenMail {
  const levels = levelsFor(request);
  const lines = analysis.document.sections.flatMap((section) => section.lines);
  const frame = frameContext(analysis.document, facts, seedOf(lines.join('\n')));
  const candidates = levels.map((level) => rewriteLevel(analysis, level, request.tone, frame));
  const isUnchanged =
    request.mode === 'improve' &&
    levels[0] !== 'minimal' &&
    bodyWords(candidates[0]!) === bodyWords(candidates[candidates.length - 1]!);
  return { candidates, isUnchanged };
}
