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
 * How close evening out the parts gets to the smallest budget that works, as a share of the
 * budget: a few dozen characters more change nothing a player sees, and save fills of the mail.
 */
const BALANCE_PRECISION = 1 / 40;

/**
 * Splits an over-long mail into parts of at most `limit` characters (counted as `countChars`
 * does, with `options`). Mail within the limit comes back as one part (auto-corrected if it had
 * errors). Otherwise it takes as few parts as filling each one would, of sizes as even as the
 * breaks allow: each part ends at the last paragraph break that keeps at least half of what
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

  // The parts, and the weakest kind of break they were cut at (the index in `preferred`, or its
  // length for a cut mid-word).
  const fill = (budget: number): Filled => {
    const bodies: string[] = [];
    let weakest = 0;
    let start = 0;
    while (start < visible.length) {
      if (bodies.length > 0 && visible.slice(start).trim() === '') break;
      const cut = lastFit(visible, start, budget, cost);
      let chosen: Break = { end: cut, next: cut };
      let chosenRank = cut < visible.length ? preferred.length : 0;
      if (cut < visible.length) {
        for (const [rank, breaks] of preferred.entries()) {
          const fits = lastBreakWithin(breaks, start, cut);
          const isLastResort = rank === preferred.length - 1;
          if (fits && (isLastResort || fits.end - start >= PREFERRED_FILL * (cut - start))) {
            if (cost(start, fits.end) <= budget) {
              chosen = fits;
              chosenRank = rank;
            }
            break;
          }
        }
      }
      weakest = Math.max(weakest, chosenRank);
      bodies.push(fromRuns(sliceRuns(runs, start, chosen.end)));
      start = chosen.next;
    }
    return { bodies, weakest };
  };

  let total = 2;
  let budget = limit;
  let filled: Filled = { bodies: [], weakest: 0 };
  for (let attempt = 0; attempt < 6; attempt += 1) {
    budget = limit - countChars(`${partLabel(total, total)}\n`, options);
    filled = fill(budget);
    if (String(filled.bodies.length).length === String(total).length) break;
    total = filled.bodies.length;
  }
  // Only blanks were left after the first part: it needs no label.
  if (filled.bodies.length === 1) return filled.bodies;
  // No budget below an even share of the whole can make as few parts.
  const evenShare = Math.floor(cost(0, visible.length) / filled.bodies.length);
  const bodies = balanceParts(filled, { from: evenShare, to: budget }, fill);
  return bodies.map((body, index) => `${partLabel(index + 1, bodies.length)}\n${body}`);
}

interface Filled {
  bodies: string[];
  weakest: number;
}

/**
 * Filling each part as full as it goes leaves the last one short (1,952 / 1,985 / 104): the
 * smallest budget that makes no more parts, cut at breaks no weaker (a paragraph stays a
 * paragraph break), evens them out.
 */
function balanceParts(
  greedy: Filled,
  budgets: { from: number; to: number },
  fill: (budget: number) => Filled,
): string[] {
  const isAsGood = (tried: Filled) =>
    tried.bodies.length <= greedy.bodies.length && tried.weakest <= greedy.weakest;
  let low = Math.max(1, budgets.from - 1);
  let high = budgets.to;
  let best = greedy;
  const precision = Math.max(1, Math.ceil(budgets.to * BALANCE_PRECISION));
  // Invariant: `high` gives parts as good as the greedy fill's.
  while (high - low > precision) {
    const middle = Math.floor((low + high) / 2);
    const tried = fill(middle);
    if (isAsGood(tried)) {
      high = middle;
      best = tried;
    } else {
      low = middle;
    }
  }
  return best.bodies.length === greedy.bodies.length ? best.bodies : greedy.bodies;
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
