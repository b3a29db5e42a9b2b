import { type KeyboardEvent, useId, useMemo, useRef, useState } from 'react';
import {
  type GradientEdit,
  insertSymbol as insertSymbolText,
  type MailSymbol,
  type Selection,
  validate,
} from '#markup/index.ts';
import { FinalDispatch } from '#web/components/final-dispatch.tsx';
import { SymbolPicker } from '#web/components/symbol-picker.tsx';
import { GradientTool } from '#web/features/manual-builder/gradient-tool.tsx';
import { ManualTextArea } from '#web/features/manual-builder/manual-text-area.tsx';
import { ManualTools } from '#web/features/manual-builder/manual-tools.tsx';
import { PreviewColumn } from '#web/features/manual-builder/preview-column.tsx';
import { TagIssues } from '#web/features/manual-builder/tag-issues.tsx';
import type { StyleFlag } from '#web/features/manual-builder/toggle-style.ts';
import { useManualHistory } from '#web/features/manual-builder/use-manual-history.ts';
import { useStyleEdits } from '#web/features/manual-builder/use-style-edits.ts';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

type ManualBuilderProps = {
  text: string;
  onTextChange: (text: string) => void;
};

const SHORTCUTS: Record<string, StyleFlag> = { b: 'bold', i: 'italic', u: 'underline' };

const sameSelection = (a: Selection, b: Selection) => a.start === b.start && a.end === b.end;

/**
 * The Manual Builder (mode manual): the player types a mail and styles selected text with the
 * size and colour dropdowns, Bold, Italic, Underline (buttons or Ctrl/Cmd+B/I/U), Clear, the
 * gradient tool and the symbols picker. Every edit goes through the markup engine (`applyStyle`,
 * `clearFormatting`, `autoCorrect`, `applyGradient`, or an insert of a symbol), so the mail stays
 * valid and the selection stays on the same words, and every edit is a step of the undo history
 * (Undo and Redo, Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z, Ctrl+Y). Controlled: the caller owns `text`; a
 * change from outside is a step too.
 */
export function ManualBuilder({ text, onTextChange }: ManualBuilderProps) {
  const ids = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const gradientToggleRef = useRef<HTMLButtonElement>(null);
  const [isGradientOpen, setIsGradientOpen] = useState(false);
  const symbolsToggleRef = useRef<HTMLButtonElement>(null);
  const [isSymbolsOpen, setIsSymbolsOpen] = useState(false);
  // The selection the gradient tool works on, followed only while it is open.
  const [gradientSelection, setGradientSelection] = useState<Selection>({ start: 0, end: 0 });
  const issues = useMemo(() => validate(text), [text]);

  function placeSelection(selection: Selection) {
    if (isGradientOpen && !sameSelection(selection, gradientSelection)) {
      setGradientSelection(selection);
    }
  }

  const edits = useManualHistory(areaRef, text, onTextChange, placeSelection);
  const { readSelection, commit } = edits;
  const styles = useStyleEdits(text, readSelection, commit);

  function applyGradientEdit(result: GradientEdit) {
    commit(result.edit, gradientSelection);
    setIsGradientOpen(false);
    gradientToggleRef.current?.focus();
    styles.toastApplied('gradient');
  }

  /**
   * Inserts a symbol at the cursor (or over the selection), spaced from the words beside it, as one
   * step; the picker stays open for the next one.
   */
  function insertSymbol(symbol: MailSymbol) {
    const selection = readSelection();
    const inserted = insertSymbolText(text, selection.start, selection.end, symbol.text);
    const caret = { start: inserted.caret, end: inserted.caret };
    commit({ text: inserted.text, selection: caret }, selection);
  }

  /** Done and Escape give the focus back to the Symbols button, as a disclosure does. */
  function closeSymbols(isFocusReturned: boolean) {
    setIsSymbolsOpen(false);
    if (isFocusReturned) symbolsToggleRef.current?.focus();
  }

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.nativeEvent.isComposing) return;
    const key = event.key.toLowerCase();
    if (key === 'z' || (key === 'y' && event.ctrlKey && !event.shiftKey)) {
      event.preventDefault();
      if (key === 'z' && !event.shiftKey) edits.undoStep();
      else edits.redoStep();
      return;
    }
    if (event.shiftKey) return;
    const flag = SHORTCUTS[key];
    if (!flag) return;
    event.preventDefault();
    styles.toggle(flag);
  }

  // Stable identities, so the memoised toolbar skips the re-render of every keystroke.
  const applySize = useStableCallback((size: number) => styles.applyPatch('size', { size }));
  const applyColor = useStableCallback((color: string) => styles.applyPatch('color', { color }));
  const toggleFlag = useStableCallback(styles.toggle);
  const clearStyles = useStableCallback(styles.clear);
  const toggleGradientTool = useStableCallback(() => {
    if (!isGradientOpen) setGradientSelection(readSelection());
    setIsGradientOpen(!isGradientOpen);
  });
  const toggleSymbols = useStableCallback(() => setIsSymbolsOpen((isOpen) => !isOpen));

  return (
    <div data-testid="manual-builder" className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <ManualTextArea
            idPrefix={ids}
            areaRef={areaRef}
            text={text}
            canUndo={edits.canUndo}
            canRedo={edits.canRedo}
            onUndo={edits.undoStep}
            onRedo={edits.redoStep}
            onChange={edits.handleChange}
            onKeyDown={handleKeyDown}
            onSelect={isGradientOpen ? () => placeSelection(readSelection()) : undefined}
          />

          <ManualTools
            idPrefix={ids}
            onApplySize={applySize}
            onApplyColor={applyColor}
            onToggle={toggleFlag}
            onClear={clearStyles}
            isGradientOpen={isGradientOpen}
            gradientId={`${ids}-gradient`}
            onToggleGradient={toggleGradientTool}
            gradientToggleRef={gradientToggleRef}
            isSymbolsOpen={isSymbolsOpen}
            symbolsId={`${ids}-symbols`}
            onToggleSymbols={toggleSymbols}
            symbolsToggleRef={symbolsToggleRef}
          />

          {isSymbolsOpen ? (
            <SymbolPicker id={`${ids}-symbols`} onChoose={insertSymbol} onClose={closeSymbols} />
          ) : null}

          {isGradientOpen ? (
            <GradientTool
              id={`${ids}-gradient`}
              text={text}
              selection={gradientSelection}
              onApply={applyGradientEdit}
            />
          ) : null}

          <TagIssues issues={issues} onAutoCorrect={styles.correct} />
        </div>

        <PreviewColumn id={`${ids}-preview`} markup={text} />
      </div>

      <FinalDispatch
        markup={text}
        onMarkupChange={onTextChange}
        showPreview={false}
        isOutputDeferred
        className="shadow-none"
      />
    </div>
  );
}
