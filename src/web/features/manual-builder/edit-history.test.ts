import { describe, expect, it } from 'vitest';
import {
  canRedo,
  canUndo,
  changedRange,
  type EditHistory,
  HISTORY_LIMIT,
  recordEdit,
  redo,
  startHistory,
  TYPING_GROUP_MS,
  undo,
} from '#web/features/manual-builder/edit-history.ts';

const caret = (at: number) => ({ start: at, end: at });

/** Types `text` after the present mail, one character every `gap` ms from `from`. */
function type(history: EditHistory, text: string, from: number, gap: number): EditHistory {
  let next = history;
  [...text].forEach((character, index) => {
    const mail = next.present.text + character;
    const at = next.present.text.length;
    next = recordEdit(
      next,
      { text: mail, selection: caret(mail.length) },
      { before: caret(at), typedAt: from + index * gap },
    );
  });
  return next;
}

describe('the Manual Builder edit history', () => {
  it('starts with nothing to undo or redo, the caret at the end', () => {
    const history = startHistory('Rally');
    expect(canUndo(history)).toBe(false);
    expect(canRedo(history)).toBe(false);
    expect(history.present).toEqual({ text: 'Rally', selection: caret(5) });
  });

  it('undoes an edit back to the selection the player had, and redoes it', () => {
    const start = startHistory('Rally now');
    const edited = recordEdit(
      start,
      { text: '<b>Rally</b> now', selection: { start: 3, end: 8 } },
      { before: { start: 0, end: 5 } },
    );
    expect(canUndo(edited)).toBe(true);
    const undone = undo(edited);
    expect(undone.present).toEqual({ text: 'Rally now', selection: { start: 0, end: 5 } });
    expect(canRedo(undone)).toBe(true);
    const redone = redo(undone);
    expect(redone.present).toEqual({ text: '<b>Rally</b> now', selection: { start: 3, end: 8 } });
    expect(canRedo(redone)).toBe(false);
  });

  it('returns the same history when there is nothing to undo or redo', () => {
    const history = startHistory('x');
    expect(undo(history)).toBe(history);
    expect(redo(history)).toBe(history);
  });

  it('drops what was undone when a new edit is made', () => {
    const edited = recordEdit(
      startHistory('a'),
      { text: 'ab', selection: caret(2) },
      { before: caret(1) },
    );
    const changed = recordEdit(
      undo(edited),
      { text: 'ac', selection: caret(2) },
      { before: caret(1) },
    );
    expect(canRedo(changed)).toBe(false);
    expect(undo(changed).present.text).toBe('a');
  });

  it('makes no step for an edit that changes no text, only moving the selection', () => {
    const history = recordEdit(
      startHistory('a'),
      { text: 'a', selection: caret(0) },
      { before: caret(1) },
    );
    expect(canUndo(history)).toBe(false);
    expect(history.present.selection).toEqual(caret(0));
  });

  it(`keeps the last ${HISTORY_LIMIT} steps, at least 100`, () => {
    expect(HISTORY_LIMIT).toBeGreaterThanOrEqual(100);
    let history = startHistory('');
    for (let step = 1; step <= HISTORY_LIMIT + 20; step += 1) {
      history = recordEdit(
        history,
        { text: String(step), selection: caret(0) },
        { before: caret(0) },
      );
    }
    expect(history.past).toHaveLength(HISTORY_LIMIT);
    for (let step = 0; step < HISTORY_LIMIT; step += 1) history = undo(history);
    expect(canUndo(history)).toBe(false);
    expect(history.present.text).toBe('20');
  });

  it('groups a burst of typing into one step, so one undo removes the burst', () => {
    const typed = type(startHistory('Rally'), ' at dawn', 1000, TYPING_GROUP_MS - 100);
    expect(typed.past).toHaveLength(1);
    const undone = undo(typed);
    expect(undone.present).toEqual({ text: 'Rally', selection: caret(5) });
    expect(redo(undone).present.text).toBe('Rally at dawn');
  });

  it('starts a new step after a pause in typing', () => {
    const first = type(startHistory(''), 'Rally', 0, 100);
    const second = type(first, ' now', 400 + TYPING_GROUP_MS + 1, 100);
    expect(second.past).toHaveLength(2);
    expect(undo(second).present.text).toBe('Rally');
  });

  it('never joins typing to a style edit or to typing before an undo', () => {
    const typed = type(startHistory(''), 'ab', 0, 10);
    const styled = recordEdit(
      typed,
      { text: '<b>ab</b>', selection: { start: 3, end: 5 } },
      { before: { start: 0, end: 2 } },
    );
    const more = type(styled, 'c', 30, 0);
    expect(more.past.map((step) => step.text)).toEqual(['', 'ab', '<b>ab</b>']);
    const afterUndo = type(undo(more), 'd', 40, 0);
    expect(afterUndo.past.map((step) => step.text)).toEqual(['', 'ab', '<b>ab</b>']);
    expect(afterUndo.present.text).toBe('<b>ab</b>d');
  });
});

describe('the range a change replaced', () => {
  it('finds an insertion, a deletion and a replacement', () => {
    expect(changedRange('Rally', 'Rally now')).toEqual({
      before: caret(5),
      after: { start: 5, end: 9 },
    });
    expect(changedRange('Rally now', 'Rally')).toEqual({
      before: { start: 5, end: 9 },
      after: caret(5),
    });
    expect(changedRange('a big fort', 'a small fort')).toEqual({
      before: { start: 2, end: 5 },
      after: { start: 2, end: 7 },
    });
    expect(changedRange('same', 'same')).toEqual({ before: caret(4), after: caret(4) });
  });

  it('keeps an astral character whole', () => {
    expect(changedRange('𝐀', '𝐁')).toEqual({
      before: { start: 0, end: 2 },
      after: { start: 0, end: 2 },
    });
  });
});
