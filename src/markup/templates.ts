/** A `{name}` in a template. Offsets are into the template (UTF-16 units). */
interface Placeholder {
  /** The name as written between the braces, trimmed. */
  name: string;
  /** The name for matching: lower case, spaces and underscores as one `_`. */
  key: string;
  start: number;
  end: number;
}

/** The three detail formats of spec section 5. */
type DetailsFormat = 'main' | 'comma' | 'manual';

const PLACEHOLDER = /\{([^{}\n]{1,60})\}/gu;
const HAS_LETTER = /\p{L}/u;

/** `{alliance_name}`, `{Alliance Name}` and `{ALLIANCE_NAME}` all become `alliance_name`. */
export function placeholderKey(name: string): string {
  return name
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/gu, '_');
}

/**
 * Every placeholder in a template, in order, one entry per occurrence. A placeholder is a name of
 * up to 60 characters with at least one letter between braces, on one line.
 */
export function parsePlaceholders(template: string): Placeholder[] {
  const found: Placeholder[] = [];
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1]!.trim();
    if (!HAS_LETTER.test(name)) continue;
    found.push({
      name,
      key: placeholderKey(name),
      start: match.index,
      end: match.index + match[0].length,
    });
  }
  return found;
}

function splitPair(pair: string): [string, string] | undefined {
  const colon = pair.indexOf(':');
  if (colon === -1) return undefined;
  const key = pair.slice(0, colon).trim();
  if (key === '') return undefined;
  return [key, pair.slice(colon + 1).trim()];
}

/**
 * Reads template details into a record of placeholder name → value. The first colon splits key
 * and value; pieces without a colon or key are skipped; a repeated key keeps its last value.
 * - `main` (main page): 'key: value' lines; the key is lower-cased with spaces as underscores.
 * - `comma` (second version): comma-separated 'Key: Value' pairs; keys as written.
 * - `manual`: one 'Key: Value' per line; keys as written.
 */
export function parseDetails(details: string, format: DetailsFormat): Record<string, string> {
  const pieces = format === 'comma' ? details.split(',') : details.split(/\r?\n/u);
  const entries: [string, string][] = [];
  for (const piece of pieces) {
    const pair = splitPair(piece);
    if (!pair) continue;
    const key = format === 'main' ? pair[0].toLowerCase().replace(/ /g, '_') : pair[0];
    entries.push([key, pair[1]]);
  }
  return Object.fromEntries(entries);
}

interface FilledTemplate {
  text: string;
  /** Names (as first written in the template) of placeholders with no value, once each. */
  missing: string[];
}

/**
 * Fills a template's placeholders from `values` (as `parseDetails` returns them), matching names
 * case-insensitively with spaces and underscores alike. A placeholder with no value, or a blank
 * one, stays as written and is reported in `missing`. Values are inserted as they are (they may
 * hold tags) and are not searched for placeholders.
 */
export function fillTemplate(
  template: string,
  values: Readonly<Record<string, string>>,
): FilledTemplate {
  const byKey = new Map<string, string>();
  for (const [name, value] of Object.entries(values)) {
    if (value.trim() !== '') byKey.set(placeholderKey(name), value);
  }
  const missing: string[] = [];
  const missingKeys = new Set<string>();
  let text = '';
  let from = 0;
  for (const placeholder of parsePlaceholders(template)) {
    const value = byKey.get(placeholder.key);
    if (value === undefined) {
      if (!missingKeys.has(placeholder.key)) {
        missingKeys.add(placeholder.key);
        missing.push(placeholder.name);
      }
      continue;
    }
    text += template.slice(from, placeholder.start) + value;
    from = placeholder.end;
  }
  return { text: text + template.slice(from), missing };
}
