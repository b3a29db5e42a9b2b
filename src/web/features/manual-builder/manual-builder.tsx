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
import { usePanelToggle } from '#web/features/manual-builder/use-panel-toggle.ts';
import { useStyleEdits, useToolbarActions } from '#web/features/manual-builder/use-style-edits.ts';

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
  // The selection the gradient tool works on, followed only while it is open.
  const [gradientSelection, setGradientSelection] = useState<Selection>({ start: 0, end: 0 });
  const gradient = usePanelToggle(`${ids}-gradient`, () => setGradientSelection(readSelection()));
  const symbols = usePanelToggle(`${ids}-symbols`);
  const isGradientOpen = gradient.isOpen;
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
    gradient.close(true);
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

  const toolbarActions = useToolbarActions(styles);

  return (
    <div data-testid="manual-builder" className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <ManualTextArea
            idPrefix={ids}
            areaRef={areaRef}
            text={text}
            history={edits}
            onKeyDown={handleKeyDown}
            onSelect={isGradientOpen ? () => placeSelection(readSelection()) : undefined}
          />

          <ManualTools
            idPrefix={ids}
            actions={toolbarActions}
            gradient={gradient}
            symbols={symbols}
          />

          {symbols.isOpen ? (
            <SymbolPicker id={symbols.id} onChoose={insertSymbol} onClose={symbols.close} />
          ) : null}

          {isGradientOpen ? (
            <GradientTool
              id={gradient.id}
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
