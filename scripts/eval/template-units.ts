import { fillTemplate, parsePlaceholders, visibleText } from '#markup/index.ts';
import type { Template } from '#shared/templates/index.ts';

/** Words a value often ends with that templates also write after the placeholder ('{Time} UTC'). */
const UNITS_AFTER = new Set([
  'utc',
  'gmt',
  'points',
  'power',
  'kp',
  'kills',
  'troops',
  'days',
  'hours',
]);
/** Words a value often starts with that templates also write before it ('Kingdom {Kingdom}'). */
const LABELS_BEFORE = new Set([
  'kingdom',
  'zone',
  'rank',
  'day',
  'stage',
  'phase',
  'season',
  'pass',
]);

/** One placeholder filled with a value that repeats its neighbouring word. */
export interface UnitFill {
  templateId: string;
  placeholder: string;
  value: string;
  /** The filled text around the placeholder, as the player reads it. */
  excerpt: string;
  isDoubled: boolean;
}

const TAGS = /<[^>]*>/gu;
const NUMBER = '1234';

/** The word next to a placeholder, across tags: 'UTC' in '{Time}</b> UTC'. */
function neighbourWords(template: string, start: number, end: number): [string, string] {
  const before = template.slice(Math.max(0, start - 80), start).replace(TAGS, '');
  const after = template.slice(end, end + 80).replace(TAGS, '');
  return [
    before.match(/(\p{L}+)[^\S\n]+$/u)?.[1] ?? '',
    after.match(/^[^\S\n]+(\p{L}+)/u)?.[1] ?? '',
  ];
}

function countDoubledWords(text: string): number {
  return text.match(/(?<![\p{L}\p{N}])(\p{L}+)[^\S\n]+\1(?![\p{L}\p{N}])/giu)?.length ?? 0;
}

type Fill = typeof fillTemplate;

function fillWith(fill: Fill, template: string, key: string, value: string): string {
  const values = Object.fromEntries(
    parsePlaceholders(template).map((placeholder) => [
      placeholder.name,
      placeholder.key === key ? value : NUMBER,
    ]),
  );
  return visibleText(fill(template, values).text);
}

/**
 * Fills each placeholder that has a unit after it or a label before it with a value that already
 * holds that word ('14:00 UTC' into '{Time} UTC'), and says whether the word comes out twice.
 * `fill` is the template library's own filling; a test may pass another.
 */
export function fillWithUnits(template: Template, fill: Fill = fillTemplate): UnitFill[] {
  const baseline = countDoubledWords(fillWith(fill, template.content, '', ''));
  const fills: UnitFill[] = [];
  const tried = new Set<string>();
  for (const placeholder of parsePlaceholders(template.content)) {
    const [before, after] = neighbourWords(template.content, placeholder.start, placeholder.end);
    const values = [
      UNITS_AFTER.has(after.toLowerCase()) ? `${NUMBER} ${after}` : undefined,
      LABELS_BEFORE.has(before.toLowerCase()) ? `${before} ${NUMBER}` : undefined,
    ];
    for (const value of values) {
      if (value === undefined || tried.has(`${placeholder.key}|${value}`)) continue;
      tried.add(`${placeholder.key}|${value}`);
      const text = fillWith(fill, template.content, placeholder.key, value);
      const at = text.indexOf(value);
      fills.push({
        templateId: template.id,
        placeholder: placeholder.name,
        value,
        excerpt: text.slice(Math.max(0, at - 15), at + value.length + 15).replace(/\n/gu, ' '),
        isDoubled: countDoubledWords(text) > baseline,
      });
    }
  }
  return fills;
}
