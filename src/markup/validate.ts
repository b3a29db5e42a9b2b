import { formatMessage, MARKUP_MESSAGES, type MarkupIssueCode } from './messages.ts';
import { findTag, KIND_SIZE, KIND_U, KIND_UNKNOWN, SCAN, TAG_KINDS } from './tokenize.ts';

/**
 * One problem found in markup. `start`/`end` are offsets into the text (UTF-16 units, as
 * `String#slice` and a textarea's selection use them). `params` fills the `{{…}}` parameters of
 * the code's template in `MARKUP_MESSAGES`, for translation.
 */
export interface MarkupIssue {
  code: MarkupIssueCode;
  severity: 'error' | 'warning';
  message: string;
  start: number;
  end: number;
  params: Record<string, string>;
}

const SEVERITY: Record<MarkupIssueCode, MarkupIssue['severity']> = {
  'unexpected-closing-tag': 'error',
  'improper-nesting': 'error',
  'unclosed-tags': 'error',
  'invalid-size': 'error',
  'invalid-color': 'error',
  'improper-tag-order': 'warning',
  underline: 'warning',
  'raw-tag': 'warning',
  'uppercase-tag': 'warning',
  'spaces-around-equals': 'warning',
};

function makeIssue(
  code: MarkupIssueCode,
  start: number,
  end: number,
  params: Record<string, string>,
): MarkupIssue {
  const message = formatMessage(MARKUP_MESSAGES[code], params);
  return { code, severity: SEVERITY[code], message, start, end, params };
}

// Scratch stacks reused across calls (JavaScript runs one call at a time), so validating a mail
// allocates nothing unless it finds an issue.
let stackKinds = new Int8Array(64);
let stackStarts = new Int32Array(64);
let stackEnds = new Int32Array(64);
const openCounts = new Int32Array(TAG_KINDS.length);

function growStacks(): void {
  const size = stackKinds.length * 2;
  const kinds = new Int8Array(size);
  const starts = new Int32Array(size);
  const ends = new Int32Array(size);
  kinds.set(stackKinds);
  starts.set(stackStarts);
  ends.set(stackEnds);
  stackKinds = kinds;
  stackStarts = starts;
  stackEnds = ends;
}

/**
 * The one validating scan. With `issues` it records every issue and returns whether one is an
 * error; without, it records nothing and stops at the first error (for `hasMarkupErrors`).
 */
function check(text: string, issues: MarkupIssue[] | undefined): boolean {
  let hasError = false;
  let depth = 0;
  openCounts.fill(0);
  let index = findTag(text, 0);
  while (index !== -1) {
    const end = SCAN.end;
    const kind = SCAN.kind;
    if (kind === KIND_UNKNOWN) {
      issues?.push(makeIssue('raw-tag', index, end, { tag: text.slice(index, end) }));
    } else if (SCAN.isClosing) {
      if (SCAN.isUppercase) {
        issues?.push(makeIssue('uppercase-tag', index, end, { tag: text.slice(index, end) }));
      }
      if (depth > 0 && stackKinds[depth - 1] === kind) {
        depth -= 1;
        openCounts[kind]! -= 1;
      } else {
        if (!issues) return true;
        hasError = true;
        const found = text.slice(index, end);
        if (depth === 0) {
          issues.push(makeIssue('unexpected-closing-tag', index, end, { tag: found }));
        } else {
          const expected = `</${TAG_KINDS[stackKinds[depth - 1]!]}>`;
          issues.push(makeIssue('improper-nesting', index, end, { expected, found }));
          if (openCounts[kind]! > 0) {
            let at = depth - 1;
            while (stackKinds[at] !== kind) at -= 1;
            stackKinds.copyWithin(at, at + 1, depth);
            stackStarts.copyWithin(at, at + 1, depth);
            stackEnds.copyWithin(at, at + 1, depth);
            depth -= 1;
            openCounts[kind]! -= 1;
          }
        }
      }
    } else {
      if (!SCAN.isValid) {
        if (!issues) return true;
        hasError = true;
      }
      if (issues) {
        if (SCAN.isUppercase || SCAN.hasSpacesAroundEquals || !SCAN.isValid || kind === KIND_U) {
          const tag = text.slice(index, end);
          if (SCAN.isUppercase) issues.push(makeIssue('uppercase-tag', index, end, { tag }));
          if (SCAN.hasSpacesAroundEquals) {
            issues.push(makeIssue('spaces-around-equals', index, end, { tag }));
          }
          if (!SCAN.isValid) {
            const code = kind === KIND_SIZE ? 'invalid-size' : 'invalid-color';
            issues.push(makeIssue(code, index, end, { tag }));
          }
          if (kind === KIND_U) issues.push(makeIssue('underline', index, end, { tag }));
        }
        for (let later = kind + 1; later <= KIND_U; later += 1) {
          if (openCounts[later]! > 0) {
            issues.push(makeIssue('improper-tag-order', index, end, { name: TAG_KINDS[kind]! }));
            break;
          }
        }
      }
      if (depth === stackKinds.length) growStacks();
      stackKinds[depth] = kind;
      stackStarts[depth] = index;
      stackEnds[depth] = end;
      depth += 1;
      openCounts[kind]! += 1;
    }
    index = findTag(text, end);
  }
  if (depth > 0) {
    if (!issues) return true;
    hasError = true;
    const names: string[] = [];
    for (let at = 0; at < depth; at += 1) names.push(TAG_KINDS[stackKinds[at]!]!);
    issues.push(
      makeIssue('unclosed-tags', stackStarts[0]!, stackEnds[0]!, { names: names.join(', ') }),
    );
  }
  return hasError;
}

/**
 * Checks markup the way the game reads it. Errors: `Unexpected closing tag: </b>` (nothing is
 * open), `Improper nesting: Expected </i> but found </b>` (the innermost open tag is another one;
 * the found kind's innermost tag is then taken as closed), `Unclosed tags: b, i` (in opening order;
 * its range is the first unclosed tag), a bad size and `Invalid hex color`. Warnings: improper tag
 * order (size > color > b > i > u), `<u>`, tags the game shows as raw text, upper-case tag names,
 * spaces around `=`. Issues come in the order they are found; the unclosed-tags error is last.
 */
export function validate(text: string): MarkupIssue[] {
  const issues: MarkupIssue[] = [];
  check(text, issues);
  return issues;
}

/**
 * True when `validate` would report an error; faster, as it builds no issue and stops at the
 * first error.
 */
export function hasMarkupErrors(text: string): boolean {
  return check(text, undefined);
}

/** True when `validate` finds no error (warnings allowed). */
export function isValidMarkup(text: string): boolean {
  return !check(text, undefined);
}
