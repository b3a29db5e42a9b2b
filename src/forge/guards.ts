import {
  autoCorrect,
  countChars,
  stripUnrenderable,
  validate,
  visibleText,
} from '#markup/index.ts';
import { LIMITS } from '#shared/constants.ts';
import { type Fact, findMissingFacts } from './facts.ts';

/**
 * The guards every mail passes, whoever wrote it (issue 4): only tags the game renders, nothing it
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
 * names in lower case, emoji removed, broken nesting auto-corrected.
 */
export function cleanModelAnswer(answer: string): string {
  let text = answer.replace(/\r\n?/g, '\n').replace(/<think>[\s\S]*?<\/think>/giu, '');
  const fenced = text.match(/```[^\n]*\n([\s\S]*?)```/u);
  if (fenced?.[1]) text = fenced[1];
  for (const [pattern, replacement] of HTML_EQUIVALENTS) text = text.replace(pattern, replacement);
  text = text
    .replace(UNRENDERED_TAG, '')
    .replace(
      /<(\/?)(size|color|b|i)\b/giu,
      (_, slash: string, name: string) => `<${slash}${name.toLowerCase()}`,
    )
    .replace(/\*\*([^*\n]+)\*\*/gu, '<b>$1</b>')
    .replace(/__([^_\n]+)__/gu, '<b>$1</b>')
    .replace(/^#{1,6}\s+/gmu, '')
    .replace(/^[^\S\n]*[-*]\s+/gmu, '• ');
  text = tidyLines(text);
  return validate(text).some((issue) => issue.severity === 'error') ? autoCorrect(text) : text;
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
  if (validate(markup).some((issue) => issue.severity === 'error') || /<\/?u>/iu.test(markup)) {
    return { isPassed: false, problem: 'invalid', missing: [] };
  }
  if (countChars(markup) > LIMITS.mailChars) {
    return { isPassed: false, problem: 'too-long', missing: [] };
  }
  const missing = findMissingFacts(facts, visible);
  if (missing.length > 0) return { isPassed: false, problem: 'facts-missing', missing };
  return { isPassed: true };
}
