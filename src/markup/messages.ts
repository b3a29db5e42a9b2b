/**
 * Every user-facing string of the markup engine, in one place so the browser can map them to i18n
 * keys. Templates use i18next-style `{{name}}` parameters; issues carry the same parameters.
 * The wording of the first four issue messages is the spec's.
 */
export const MARKUP_MESSAGES = {
  'unexpected-closing-tag': 'Unexpected closing tag: {{tag}}',
  'improper-nesting': 'Improper nesting: Expected {{expected}} but found {{found}}',
  'unclosed-tags': 'Unclosed tags: {{names}}',
  'improper-tag-order': 'Improper tag order: {{name}} should come before previously opened tags',
  'invalid-size': 'Invalid size: {{tag}} needs a positive whole number',
  'invalid-color': 'Invalid hex color',
  underline: 'Underline may show as plain text in the game: {{tag}}',
  'raw-tag': 'The game shows this tag as raw text: {{tag}}',
  'uppercase-tag': 'Tag names should be lower case: {{tag}}',
  'spaces-around-equals': 'Remove the spaces around = in {{tag}}',
} as const;

export type MarkupIssueCode = keyof typeof MARKUP_MESSAGES;

/** Text the engine writes into mails (labels and banners), also candidates for translation. */
export const MAIL_TEXT = {
  partLabel: '({{index}}/{{total}})',
  rallyBanner: '═══ RALLY NOTICE ═══',
  endBanner: '═══ END ═══',
  /** The third version's note after a filled template (`FilledTemplate.missing`). */
  missingPlaceholders: '[Missing: {{names}}]',
} as const;

// Templates split once into literal and parameter parts: validate formats messages in its hot path.
const compiled = new Map<string, string[]>();

/** Fills a `{{name}}` template; unknown parameters stay as written. */
export function formatMessage(template: string, params: Readonly<Record<string, string>>): string {
  let parts = compiled.get(template);
  if (!parts) {
    parts = template.split(/\{\{(\w+)\}\}/);
    compiled.set(template, parts);
  }
  let message = parts[0]!;
  for (let index = 1; index < parts.length; index += 2) {
    const name = parts[index]!;
    message += (params[name] ?? `{{${name}}}`) + parts[index + 1]!;
  }
  return message;
}
