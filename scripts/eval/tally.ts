import type { RuleId, Verdict } from './rubric.ts';

/** Passes and fails of one rule (or of every rule) over some mails; 'n/a' verdicts count nowhere. */
export interface Tally {
  passed: number;
  judged: number;
}

export function emptyTally(): Tally {
  return { passed: 0, judged: 0 };
}

export function addVerdict(tally: Tally, verdict: Verdict): void {
  if (verdict.kind === 'n/a') return;
  tally.judged += 1;
  if (verdict.kind === 'pass') tally.passed += 1;
}

export function addTally(into: Tally, from: Tally): void {
  into.passed += from.passed;
  into.judged += from.judged;
}

export function formatShare(tally: Tally): string {
  return tally.judged === 0 ? 'n/a' : `${((100 * tally.passed) / tally.judged).toFixed(1)}%`;
}

/** Whether a mail passes every rule that applies to it. */
export function passesEveryRule(verdicts: Record<RuleId, Verdict>): boolean {
  return Object.values(verdicts).every((verdict) => verdict.kind !== 'fail');
}

/** Columns padded to their widest cell: the first to the left, the others to the right. */
export function formatTable(rows: readonly (readonly string[])[]): string {
  const widths = rows[0]!.map((_, column) =>
    Math.max(...rows.map((row) => Array.from(row[column] ?? '').length)),
  );
  return rows
    .map((row) =>
      row
        .map((cell, column) =>
          column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!),
        )
        .join('  ')
        .trimEnd(),
    )
    .join('\n');
}
