import type { Selection } from '#markup/index.ts';

/** The mail at one step, with the selection to put back when the step is shown again. */
export interface Snapshot {
  text: string;
  selection: Selection;
}

/** The Manual Builder's undo history: the steps before the present one and those undone. */
export interface EditHistory {
  past: readonly Snapshot[];
  present: Snapshot;
  future: readonly Snapshot[];
  /** When the present step was last typed into, while more typing may still join it. */
  typedAt?: number;
}

/** How many steps can be undone; the oldest is forgotten past it (the issue asks for 100). */
export const HISTORY_LIMIT = 200;

/** Typing with pauses no longer than this is one step, so one undo removes a burst, not a letter. */
export const TYPING_GROUP_MS = 500;

export function startHistory(text: string, selection?: Selection): EditHistory {
  const caret = { start: text.length, end: text.length };
  return { past: [], present: { text, selection: selection ?? caret }, future: [] };
}

type EditOptions = {
  /** The selection the player had in the present step when the edit was made. */
  before: Selection;
  /** For typing: when it happened (ms); typing soon after earlier typing joins its step. */
  typedAt?: number;
};

/**
 * Records an edit that leads to `next`. A new step is pushed (and what was undone is dropped)
 * unless it is typing within `TYPING_GROUP_MS` of the present step's typing, which joins it. An
 * edit that changes no text only moves the present selection.
 */
export function recordEdit(
  history: EditHistory,
  next: Snapshot,
  { before, typedAt }: EditOptions,
): EditHistory {
  if (next.text === history.present.text) return { ...history, present: next };
  const isJoined =
    typedAt !== undefined &&
    history.typedAt !== undefined &&
    typedAt - history.typedAt <= TYPING_GROUP_MS;
  if (isJoined) return { ...history, present: next, future: [], typedAt };
  const past = [...history.past, { text: history.present.text, selection: before }];
  return {
    past: past.length > HISTORY_LIMIT ? past.slice(past.length - HISTORY_LIMIT) : past,
    present: next,
    future: [],
    typedAt,
  };
}

export function canUndo(history: EditHistory): boolean {
  return history.past.length > 0;
}

export function canRedo(history: EditHistory): boolean {
  return history.future.length > 0;
}

/** Goes back one step (the same history when there is none). Typing after it starts a new step. */
export function undo(history: EditHistory): EditHistory {
  const previous = history.past[history.past.length - 1];
  if (!previous) return history;
  return {
    past: history.past.slice(0, -1),
    present: previous,
    future: [history.present, ...history.future],
  };
}

/** Goes forward one undone step (the same history when there is none). */
export function redo(history: EditHistory): EditHistory {
  const [next, ...future] = history.future;
  if (!next) return history;
  return { past: [...history.past, history.present], present: next, future };
}

/**
 * Where `before` and `after` differ, as a selection in each: what a change by typing, pasting or
 * from outside replaced (`before`) and what it wrote (`after`). Both are empty carets where the
 * change only inserted or only deleted.
 */
export function changedRange(
  before: string,
  after: string,
): { before: Selection; after: Selection } {
  const shorter = Math.min(before.length, after.length);
  let prefix = 0;
  while (prefix < shorter && before.charCodeAt(prefix) === after.charCodeAt(prefix)) prefix += 1;
  // Never between the two halves of an astral character.
  if (prefix > 0 && /[\ud800-\udbff]/u.test(before.charAt(prefix - 1))) prefix -= 1;
  let suffix = 0;
  while (
    suffix < shorter - prefix &&
    before.charCodeAt(before.length - 1 - suffix) === after.charCodeAt(after.length - 1 - suffix)
  ) {
    suffix += 1;
  }
  return {
    before: { start: prefix, end: before.length - suffix },
    after: { start: prefix, end: after.length - suffix },
  };
}
