import { parsePlaceholders } from '#markup/index.ts';
import type { TemplateCategory } from '#shared/constants.ts';
import type { Template } from '#shared/templates/index.ts';

export type CategoryFilter = 'All' | TemplateCategory;

/**
 * The templates of `category` ('All' for every one) whose name, description or content contains
 * `query`, ignoring case and surrounding spaces; library order is kept.
 */
export function filterTemplates(
  templates: readonly Template[],
  category: CategoryFilter,
  query: string,
): Template[] {
  const needle = query.trim().toLocaleLowerCase();
  return templates.filter(
    (template) =>
      (category === 'All' || template.category === category) &&
      (needle === '' ||
        [template.name, template.description, template.content].some((text) =>
          text.toLocaleLowerCase().includes(needle),
        )),
  );
}

/**
 * The details text a template starts with: one 'name: ' line per placeholder (first spelling, in
 * order of appearance), ready for the player to type the value after the colon.
 */
export function getDetailsHint(content: string): string {
  const seen = new Set<string>();
  const lines: string[] = [];
  for (const placeholder of parsePlaceholders(content)) {
    if (seen.has(placeholder.key)) continue;
    seen.add(placeholder.key);
    lines.push(`${placeholder.name}: `);
  }
  return lines.join('\n');
}
