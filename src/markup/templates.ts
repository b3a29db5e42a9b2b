/** A `{name}` in a template. Offsets are into the template (UTF-16 units). */
interface Placeholder {
  /** The name as written between the braces, trimmed. */
  name: string;
  /** The name for matching: lower case, spaces and underscores as one `_`. */
  key: string;
  start: number;
  end: number;
}

/** The three detail formats. */
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

/** The first word or symbol after a placeholder, and the spaces before it. */
const NEXT_TOKEN = /^([^\S\n]*)([\p{L}\p{N}]+|[^\s\p{L}\p{N}{}])/u;
/** The last word or symbol before a placeholder, and the spaces after it. */
const PREVIOUS_TOKEN = /([\p{L}\p{N}]+|[^\s\p{L}\p{N}{}])([^\S\n]*)$/u;
const WORD_CHAR = /[\p{L}\p{N}]/u;
const LEADING_TAGS = /^(?:<[^<>\n]*>)+/u;
const TRAILING_TAGS = /(?:<[^<>\n]*>)+$/u;

function isWordToken(token: string): boolean {
  return WORD_CHAR.test(token);
}

/**
 * A value that already holds the word or symbol the template has next to its placeholder gives it
 * up, so it is not doubled (rubric rule 7): `{time} UTC` with `14:00 UTC` → `14:00 UTC`,
 * `#{kingdom}` with `#1234` → `#1234`, `[{tag}]` with `[ABC]` → `[ABC]`.
 */
function dropRepeatedEdges(value: string, rawBefore: string, rawAfter: string): string {
  // Tags between the placeholder and its neighbour do not part them: '{time}</b> UTC'.
  const before = rawBefore.replace(TRAILING_TAGS, '');
  const after = rawAfter.replace(LEADING_TAGS, '');
  let result = value;
  const next = after.match(NEXT_TOKEN);
  if (next) {
    const [, gap = '', token = ''] = next;
    const end = result.length - token.length;
    const isSame = result.slice(end).toLowerCase() === token.toLowerCase();
    const previous = result.charAt(end - 1);
    const isApart =
      gap === '' ? !isWordToken(token) || !/\p{L}/u.test(previous) : /\s/u.test(previous);
    if (isSame && end > 0 && isApart) {
      result = gap === '' ? result.slice(0, end) : result.slice(0, end).trimEnd();
    }
  }
  const previous = before.match(PREVIOUS_TOKEN);
  if (previous) {
    const [, token = '', gap = ''] = previous;
    const isSame = result.slice(0, token.length).toLowerCase() === token.toLowerCase();
    const following = result.charAt(token.length);
    const isApart =
      gap === '' ? !isWordToken(token) || !/\p{L}/u.test(following) : /\s/u.test(following);
    if (isSame && result.length > token.length && isApart) {
      result = gap === '' ? result.slice(token.length) : result.slice(token.length).trimStart();
    }
  }
  return result;
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
 * hold tags) and are not searched for placeholders, except that a word or symbol the template
 * already has beside the placeholder is not repeated.
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
    const before = template.slice(from, placeholder.start);
    const after = template.slice(placeholder.end, placeholder.end + 80);
    text += before + dropRepeatedEdges(value, before, after);
    from = placeholder.end;
  }
  return { text: text + template.slice(from), missing };
}
