import {
  type ChangeEvent,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import type { EditResult, Selection } from '#markup/index.ts';
import {
  canRedo,
  canUndo,
  changedRange,
  type EditHistory,
  recordEdit,
  redo,
  startHistory,
  undo,
} from '#web/features/manual-builder/edit-history.ts';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

// Input that joins a burst of typing; a paste, a drop or a cut is a step of its own.
const TYPING_INPUT =
  /^(insertText|insertLineBreak|insertCompositionText|insertReplacementText|delete)/;

/**
 * The Manual Builder's text and its undo history: every edit is a step (a burst of typing is one),
 * a change of `text` from outside is a step too, and the selection an edit leaves is put back in
 * the textarea once the new markup is rendered. `onSelection` hears every selection an edit or an
 * undo places. The browser's own undo (its Edit or context menu, shaking a phone) comes as a
 * beforeinput event React does not pass on; left alone it would rewind the textarea's own
 * history, which knows nothing of the styles applied through the engine, so it steps this one.
 */
export function useManualHistory(
  areaRef: RefObject<HTMLTextAreaElement | null>,
  text: string,
  onTextChange: (text: string) => void,
  onSelection: (selection: Selection) => void,
) {
  const pendingSelection = useRef<Selection | null>(null);
  const [storedHistory, setHistory] = useState(() => startHistory(text));
  let history = storedHistory;
  if (history.present.text !== text) {
    // The caller changed the mail (a template, a restored draft): that is a step as well.
    const range = changedRange(history.present.text, text);
    const caret = { start: range.after.end, end: range.after.end };
    history = recordEdit(history, { text, selection: caret }, { before: range.before });
    setHistory(history);
  }

  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const area = areaRef.current;
    if (!selection || !area || area.value !== text) return;
    pendingSelection.current = null;
    area.setSelectionRange(selection.start, selection.end);
  }, [areaRef, text]);

  function readSelection(): Selection {
    const area = areaRef.current;
    return { start: area?.selectionStart ?? 0, end: area?.selectionEnd ?? 0 };
  }

  /** Shows an edit and records it as one step; `before` is the selection it was made on. */
  function commit(edit: EditResult, before = readSelection()) {
    setHistory(recordEdit(history, edit, { before }));
    onSelection(edit.selection);
    if (edit.text === text) {
      areaRef.current?.setSelectionRange(edit.selection.start, edit.selection.end);
      return;
    }
    pendingSelection.current = edit.selection;
    onTextChange(edit.text);
  }

  function goTo(next: EditHistory) {
    if (next === history) return;
    setHistory(next);
    onSelection(next.present.selection);
    pendingSelection.current = next.present.selection;
    onTextChange(next.present.text);
  }

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const area = event.target;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    const isTyping = !inputType || TYPING_INPUT.test(inputType);
    const selection = { start: area.selectionStart, end: area.selectionEnd };
    const before = changedRange(text, area.value).before;
    const typedAt = isTyping ? Date.now() : undefined;
    setHistory(recordEdit(history, { text: area.value, selection }, { before, typedAt }));
    onSelection(selection);
    onTextChange(area.value);
  }

  const undoStep = useStableCallback(() => goTo(undo(history)));
  const redoStep = useStableCallback(() => goTo(redo(history)));

  useEffect(() => {
    const area = areaRef.current;
    if (!area) return;
    const handleBeforeInput = (event: InputEvent) => {
      if (event.inputType !== 'historyUndo' && event.inputType !== 'historyRedo') return;
      event.preventDefault();
      if (event.inputType === 'historyUndo') undoStep();
      else redoStep();
    };
    area.addEventListener('beforeinput', handleBeforeInput);
    return () => area.removeEventListener('beforeinput', handleBeforeInput);
  }, [areaRef, undoStep, redoStep]);

  return {
    readSelection,
    commit,
    handleChange,
    undoStep,
    redoStep,
    canUndo: canUndo(history),
    canRedo: canRedo(history),
  };
}

/** What `useManualHistory` gives the builder. */
export type ManualHistory = ReturnType<typeof useManualHistory>;
