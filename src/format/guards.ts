import {
  autoCorrect,
  countChars,
  keepSafeMarkup,
  stripUnrenderable,
  validate,
  visibleText,
} from '#markup/index.ts';
import { LIMITS } from '#shared/constants.ts';
import { type Fact, findMissingFacts } from './facts.ts';

/**
 * The guards every mail passes, whoever wrote it: only tags the game renders, nothing it
 * cannot show, valid markup, within 2000 characters, every fact of the draft kept.
 */

const HTML_EQUIVALENTS: readonly (readonly [RegExp, string])[] = [
  [/<strong>/giu, '<b>'],
  [/<\/strong>/giu, '</b>'],
  [/<em>/giu, '<i>'],
  [/<\/em>/giu, '</i>'],
  [/<br\s*\/?>/giu, '\n'],
  [/<\/?p>/giu, '\n'],
];

/** Tags the game shows as raw text, `<u>` included (docs/rok-mail-facts.md). */
const UNRENDERED_TAG =
  /<\/?(?:u|s|strike|del|ins|sup|sub|mark|align|font|span|div|h[1-6]|small|big|center|lowercase|uppercase|material|quad|sprite|link|style|nobr|noparse|voffset|indent|line-height|cspace|mspace|pos|rotate|width|alpha|gradient)\b[^>]*>/giu;

function tidyLines(text: string): string {
  return text
    .split('\n')
    .map((line) => stripUnrenderable(line.replace(/[^\S\n]+$/u, '')))
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * Makes a model's answer plain game markup: no reasoning block, no code fence, Markdown emphasis
 * and bullets turned into tags and '• ', HTML equivalents mapped, unrendered tags removed, tag
 * names in lower case, emoji removed, broken nesting auto-corrected, and only markup the game shows
 * well kept (`keepSafeMarkup`: no HTML, no script, sizes 15–90, `#RRGGBB` or named colours).
 * `isMarkupRemoved` says whether tags the player would miss were dropped, for a warning.
 */
export function cleanModelAnswer(answer: string): { mail: string; isMarkupRemoved: boolean } {
  let text = answer.replace(/\r\n?/g, '\n').replace(/<think>[\s\S]*?<\/think>/giu, '');
  const fenced = text.match(/```[^\n]*\n([\s\S]*?)```/u);
  if (fenced?.[1]) text = fenced[1];
  for (const [pattern, replacement] of HTML_EQUIVALENTS) text = text.replace(pattern, replacement);
  const withoutUnrendered = text.replace(UNRENDERED_TAG, '');
  const isRemoved = withoutUnrendered !== text;
  text = withoutUnrendered
    .replace(
      /<(\/?)(size|color|b|i)\b/giu,
      (_, slash: string, name: string) => `<${slash}${name.toLowerCase()}`,
    )
    .replace(/\*\*([^*\n]+)\*\*/gu, '<b>$1</b>')
    .replace(/__([^_\n]+)__/gu, '<b>$1</b>')
    .replace(/^#{1,6}\s+/gmu, '')
    .replace(/^[^\S\n]*[-*]\s+/gmu, '• ');
  text = tidyLines(text);
  const valid = validate(text).some((issue) => issue.severity === 'error')
    ? autoCorrect(text)
    : text;
  const safe = keepSafeMarkup(valid);
  // What was removed may leave blanks at a line's end or empty lines behind.
  const mail = safe.isRemoved ? tidyLines(safe.text) : safe.text;
  return { mail, isMarkupRemoved: isRemoved || safe.isRemoved };
}

export type GuardVerdict =
  | { isPassed: true }
  | {
      isPassed: false;
      problem: 'empty' | 'invalid' | 'too-long' | 'facts-missing';
      missing: Fact[];
    };

/** Checks a finished mail against the draft's facts and the game's rules. */
export function checkMail(markup: string, facts: readonly Fact[]): GuardVerdict {
  const visible = visibleText(markup);
  if (visible.trim() === '') return { isPassed: false, problem: 'empty', missing: [] };
  if (
    validate(markup).some((issue) => issue.severity === 'error') ||
    keepSafeMarkup(markup).isRemoved
  ) {
    return { isPassed: false, problem: 'invalid', missing: [] };
  }
  if (countChars(markup) > LIMITS.mailChars) {
    return { isPassed: false, problem: 'too-long', missing: [] };
  }
  const missing = findMissingFacts(facts, visible);
  if (missing.length > 0) return { isPassed: false, problem: 'facts-missing', missing };
  return { isPassed: true };
}
