import { autoCorrect } from './correct.ts';
import { type CountOptions, countChars } from './count.ts';
import { MAIL_CHAR_LIMIT } from './limits.ts';
import { formatMessage, MAIL_TEXT } from './messages.ts';
import { fromRuns, type Run, toRuns } from './runs.ts';

interface Break {
  /** Where the part before the break ends (visible offset). */
  end: number;
  /** Where the next part starts: the blank between is dropped. */
  next: number;
}

function findBreaks(visible: string, pattern: RegExp): Break[] {
  return [...visible.matchAll(pattern)].map((match) => ({
    end: match.index,
    next: match.index + match[0].length,
  }));
}

function sliceRuns(runs: readonly Run[], from: number, to: number): Run[] {
  const sliced: Run[] = [];
  let offset = 0;
  for (const run of runs) {
    const runEnd = offset + run.text.length;
    if (runEnd > from && offset < to) {
      const text = run.text.slice(
        Math.max(0, from - offset),
        Math.min(run.text.length, to - offset),
      );
      sliced.push({ text, style: run.style });
    }
    offset = runEnd;
    if (offset >= to) break;
  }
  return sliced;
}

function partLabel(index: number, total: number): string {
  return formatMessage(MAIL_TEXT.partLabel, { index: String(index), total: String(total) });
}

/** The smallest part (of what fits) worth ending at a paragraph or line break rather than later. */
const PREFERRED_FILL = 0.5;

/**
 * Splits an over-long mail into parts of at most `limit` characters (counted as `countChars`
 * does, with `options`). Mail within the limit comes back as one part (auto-corrected if it had
 * errors). Otherwise each part ends at the last paragraph break that keeps at least half of what
 * would fit, else such a line break, else the last space, and mid-word only when the part holds no
 * space; never inside a tag. The
 * blank at a break is dropped; tags open at a break are closed and reopened in the next part (each
 * part is canonical markup, so valid); each part starts with a '(1/3)' label line. A limit too
 * small for the label, one character and its tags still gives parts of one character each.
 */
export function splitIntoParts(
  text: string,
  limit: number = MAIL_CHAR_LIMIT,
  options: CountOptions = {},
): string[] {
  const corrected = autoCorrect(text);
  if (countChars(corrected, options) <= limit) return [corrected];
  const runs = toRuns(text);
  const visible = runs.map((run) => run.text).join('');
  const preferred = [
    findBreaks(visible, /\r?\n(?:[^\S\n]*\r?\n)+/gu),
    findBreaks(visible, /\r?\n/gu),
    findBreaks(visible, /[^\S\n]+/gu),
  ];
  const cost = (from: number, to: number) =>
    countChars(fromRuns(sliceRuns(runs, from, to)), options);

  const fill = (budget: number): string[] => {
    const bodies: string[] = [];
    let start = 0;
    while (start < visible.length) {
      if (bodies.length > 0 && visible.slice(start).trim() === '') break;
      const cut = lastFit(visible, start, budget, cost);
      let chosen: Break = { end: cut, next: cut };
      if (cut < visible.length) {
        for (const [rank, breaks] of preferred.entries()) {
          const fits = lastBreakWithin(breaks, start, cut);
          const isLastResort = rank === preferred.length - 1;
          if (fits && (isLastResort || fits.end - start >= PREFERRED_FILL * (cut - start))) {
            if (cost(start, fits.end) <= budget) chosen = fits;
            break;
          }
        }
      }
      bodies.push(fromRuns(sliceRuns(runs, start, chosen.end)));
      start = chosen.next;
    }
    return bodies;
  };

  let total = 2;
  let bodies: string[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) {
    const labelCost = countChars(`${partLabel(total, total)}\n`, options);
    bodies = fill(limit - labelCost);
    if (String(bodies.length).length === String(total).length) break;
    total = bodies.length;
  }
  // Only blanks were left after the first part: it needs no label.
  if (bodies.length === 1) return bodies;
  return bodies.map((body, index) => `${partLabel(index + 1, bodies.length)}\n${body}`);
}

function isLowSurrogate(code: number): boolean {
  return code >= 0xdc00 && code <= 0xdfff;
}

/** The furthest code-point boundary `end` after `start` whose part costs at most `budget`. */
function lastFit(
  visible: string,
  start: number,
  budget: number,
  cost: (from: number, to: number) => number,
): number {
  if (cost(start, visible.length) <= budget) return visible.length;
  let low = start + (isLowSurrogate(visible.charCodeAt(start + 1)) ? 2 : 1);
  let high = visible.length;
  if (cost(start, low) > budget) return low;
  // Invariant: cost(low) fits, cost(high) does not.
  while (high - low > 1) {
    let middle = Math.floor((low + high) / 2);
    if (isLowSurrogate(visible.charCodeAt(middle))) middle -= 1;
    if (middle <= low) break;
    if (cost(start, middle) <= budget) low = middle;
    else high = middle;
  }
  return low;
}

function lastBreakWithin(breaks: readonly Break[], start: number, cut: number): Break | undefined {
  let found: Break | undefined;
  for (const candidate of breaks) {
    if (candidate.end > cut) break;
    if (candidate.end > start) found = candidate;
  }
  return found;
}
