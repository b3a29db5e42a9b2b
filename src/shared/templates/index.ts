import { visibleText } from '#markup/index.ts';
import type { TemplateCategory } from '#shared/constants.ts';
import { EVENT_TEMPLATES } from './events.ts';
import { MOTIVATION_TEMPLATES } from './motivation.ts';
import { RECRUITMENT_TEMPLATES } from './recruitment.ts';
import { STRATEGY_TEMPLATES } from './strategy.ts';
import type { Template } from './types.ts';

export type { Template } from './types.ts';

/** The template library (premium), grouped by category in display order. */
export const TEMPLATES: readonly Template[] = [
  ...STRATEGY_TEMPLATES,
  ...EVENT_TEMPLATES,
  ...RECRUITMENT_TEMPLATES,
  ...MOTIVATION_TEMPLATES,
];

/** The template with this id, or undefined. */
export function getTemplate(id: string): Template | undefined {
  return TEMPLATES.find((template) => template.id === id);
}

/** The templates of one category, in library order. */
export function getTemplatesByCategory(category: TemplateCategory): Template[] {
  return TEMPLATES.filter((template) => template.category === category);
}

const HAS_WORD_CHARACTER = /[\p{L}\p{N}]/u;

/** Words a player reads in the mail: tags, bullets and divider lines do not count. */
export function countWords(markup: string): number {
  return visibleText(markup)
    .split(/\s+/u)
    .filter((word) => HAS_WORD_CHARACTER.test(word)).length;
}

/**
 * The start of what a player reads, on one line, for a template card: tags removed, divider lines
 * (no letter or digit) dropped, white space collapsed, cut at `maxChars` code points with '…'.
 */
export function getExcerpt(markup: string, maxChars = 120): string {
  const text = visibleText(markup)
    .split('\n')
    .filter((line) => HAS_WORD_CHARACTER.test(line))
    .join(' ')
    .replace(/\s+/gu, ' ')
    .trim();
  const characters = Array.from(text);
  if (characters.length <= maxChars) return text;
  return `${characters.slice(0, maxChars).join('').trimEnd()}…`;
}
