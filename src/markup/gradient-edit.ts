import { countChars } from './count.ts';
import { type EditResult, restyleSelection, type Selection } from './edit.ts';
import { type GradientOptions, gradientPieces } from './gradient.ts';
import { fromRuns, normalizeStyle, type Run } from './runs.ts';

export interface GradientEdit {
  /** The mail with the gradient applied, canonical, the selection on the same characters. */
  edit: EditResult;
  /** What applying costs: `countChars(edit.text) - countChars(text)`. */
  cost: number;
  /** Characters per colour used. */
  chunk: number;
  /** The selected characters alone, as they look with the gradient (canonical markup). */
  preview: string;
  /** The visible text of the selection (widened to whole code points). */
  selectedText: string;
}

/** Gives each selected character its gradient colour, keeping its other styles. */
function colorRuns(selected: readonly Run[], pieces: ReturnType<typeof gradientPieces>): Run[] {
  const colored: Run[] = [];
  let pieceIndex = 0;
  let pieceOffset = 0;
  for (const run of selected) {
    let runOffset = 0;
    while (runOffset < run.text.length) {
      const piece = pieces[pieceIndex]!;
      const length = Math.min(run.text.length - runOffset, piece.text.length - pieceOffset);
      const style = normalizeStyle({ ...run.style, color: piece.color });
      colored.push({ text: run.text.slice(runOffset, runOffset + length), style });
      runOffset += length;
      pieceOffset += length;
      if (pieceOffset === piece.text.length) {
        pieceIndex += 1;
        pieceOffset = 0;
      }
    }
  }
  return colored;
}

/**
 * Colours the selected visible characters of a mail as a gradient (see `gradientPieces`; by
 * default whitespace is left uncoloured) and keeps every other style of each character (size,
 * bold, italic, underline). The whole mail is written canonically, so the result always
 * validates; the selection is read as `applyStyle` reads it. Throws a RangeError for a bad colour
 * or chunk.
 */
export function applyGradient(
  text: string,
  selection: Selection,
  from: string,
  to: string,
  options: GradientOptions = {},
): GradientEdit {
  let selectedText = '';
  let colored: Run[] = [];
  const edit = restyleSelection(text, selection, (selected) => {
    selectedText = selected.map((run) => run.text).join('');
    colored = colorRuns(selected, gradientPieces(selectedText, from, to, options));
    return colored;
  });
  return {
    edit,
    cost: countChars(edit.text) - countChars(text),
    chunk: options.chunk ?? 1,
    preview: fromRuns(colored),
    selectedText,
  };
}

/** The length in code points of each stretch of text a chunk may not cross. */
function stretchLengths(text: string, skipSpaces: boolean): number[] {
  const stretches = skipSpaces ? text.split(/\s+/u) : [text];
  return stretches.map((stretch) => [...stretch].length).filter((length) => length > 0);
}

/**
 * Fits a gradient into a budget of characters: starting at `options.chunk`, widens the chunks
 * (more characters per colour, fewer colour tags) until applying costs at most `budget`. Gives the
 * narrowest gradient that fits, or the cheapest one with `fits: false` when none does.
 */
export function fitGradient(
  text: string,
  selection: Selection,
  from: string,
  to: string,
  options: GradientOptions,
  budget: number,
): GradientEdit & { fits: boolean } {
  const skipSpaces = options.skipSpaces ?? true;
  let best = applyGradient(text, selection, from, to, options);
  if (best.cost <= budget) return { ...best, fits: true };
  const lengths = stretchLengths(best.selectedText, skipSpaces);
  const countChunks = (chunk: number) =>
    lengths.reduce((sum, length) => sum + Math.ceil(length / chunk), 0);
  const widest = Math.max(0, ...lengths);
  let chunks = countChunks(best.chunk);
  // Only a width that makes fewer chunks can cost less, so the others are not tried.
  for (let chunk = best.chunk + 1; chunk <= widest; chunk += 1) {
    const next = countChunks(chunk);
    if (next === chunks) continue;
    chunks = next;
    const tried = applyGradient(text, selection, from, to, { ...options, chunk });
    if (tried.cost <= budget) return { ...tried, fits: true };
    if (tried.cost < best.cost) best = tried;
  }
  return { ...best, fits: false };
}
