import { Eye, EyeOff, Redo2, Undo2 } from 'lucide-react';
import {
  type ChangeEvent,
  type KeyboardEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyStyle,
  autoCorrect,
  clearFormatting,
  countChars,
  type EditResult,
  type GradientEdit,
  insertSymbol as insertSymbolText,
  type MailSymbol,
  type Selection,
  type StylePatch,
  validate,
} from '#markup/index.ts';
import { COUNTER_THRESHOLDS } from '#shared/constants.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { FinalDispatch } from '#web/components/final-dispatch.tsx';
import { lookFor, MailPreview } from '#web/components/mail-preview.tsx';
import { SymbolPicker } from '#web/components/symbol-picker.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
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
import { GradientTool } from '#web/features/manual-builder/gradient-tool.tsx';
import { ManualTools } from '#web/features/manual-builder/manual-tools.tsx';
import { TagIssues } from '#web/features/manual-builder/tag-issues.tsx';
import { TagReference } from '#web/features/manual-builder/tag-reference.tsx';
import { type StyleFlag, toggleStyle } from '#web/features/manual-builder/toggle-style.ts';
import { useMailBackground } from '#web/lib/mail-background.ts';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

type ManualBuilderProps = {
  text: string;
  onTextChange: (text: string) => void;
};

type StyleKind = 'size' | 'color' | 'gradient' | StyleFlag;

const SHORTCUTS: Record<string, StyleFlag> = { b: 'bold', i: 'italic', u: 'underline' };

// Input that joins a burst of typing; a paste, a drop or a cut is a step of its own.
const TYPING_INPUT =
  /^(insertText|insertLineBreak|insertCompositionText|insertReplacementText|delete)/;

const sameSelection = (a: Selection, b: Selection) => a.start === b.start && a.end === b.end;

/**
 * The Manual Builder (mode manual): the player types a mail and styles selected text with the
 * size and colour dropdowns, Bold, Italic, Underline (buttons or Ctrl/Cmd+B/I/U), Clear, the
 * gradient tool and the symbols picker. Every edit goes through the markup engine (`applyStyle`,
 * `clearFormatting`, `autoCorrect`, `applyGradient`, or an insert of a symbol), so the mail stays valid and the selection stays on the same
 * words, and every edit is a step of the undo history (Undo and Redo, Ctrl/Cmd+Z, Ctrl/Cmd+Shift+Z,
 * Ctrl+Y). Controlled: the caller owns `text`; a change from outside is a step too.
 */
export function ManualBuilder({ text, onTextChange }: ManualBuilderProps) {
  const [background] = useMailBackground();
  const { t } = useTranslation();
  const ids = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<Selection | null>(null);
  const gradientToggleRef = useRef<HTMLButtonElement>(null);
  const [isPreviewShown, setIsPreviewShown] = useState(true);
  const [isGradientOpen, setIsGradientOpen] = useState(false);
  const symbolsToggleRef = useRef<HTMLButtonElement>(null);
  const [isSymbolsOpen, setIsSymbolsOpen] = useState(false);
  // The selection the gradient tool works on, followed only while it is open.
  const [gradientSelection, setGradientSelection] = useState<Selection>({ start: 0, end: 0 });
  const issues = useMemo(() => validate(text), [text]);

  const [storedHistory, setHistory] = useState(() => startHistory(text));
  let history = storedHistory;
  if (history.present.text !== text) {
    // The caller changed the mail (a template, a restored draft): that is a step as well.
    const range = changedRange(history.present.text, text);
    const caret = { start: range.after.end, end: range.after.end };
    history = recordEdit(history, { text, selection: caret }, { before: range.before });
    setHistory(history);
  }

  // The new markup reaches the textarea on render; only then can its selection be put back.
  useLayoutEffect(() => {
    const selection = pendingSelection.current;
    const area = areaRef.current;
    if (!selection || !area || area.value !== text) return;
    pendingSelection.current = null;
    area.setSelectionRange(selection.start, selection.end);
  }, [text]);

  function readSelection(): Selection {
    const area = areaRef.current;
    return { start: area?.selectionStart ?? 0, end: area?.selectionEnd ?? 0 };
  }

  function placeSelection(selection: Selection) {
    if (isGradientOpen && !sameSelection(selection, gradientSelection)) {
      setGradientSelection(selection);
    }
  }

  /** Shows an edit and records it as one step; `before` is the selection it was made on. */
  function commit(edit: EditResult, before = readSelection()) {
    setHistory(recordEdit(history, edit, { before }));
    placeSelection(edit.selection);
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
    placeSelection(next.present.selection);
    pendingSelection.current = next.present.selection;
    onTextChange(next.present.text);
  }

  function handleChange(event: ChangeEvent<HTMLTextAreaElement>) {
    const area = event.target;
    const inputType = (event.nativeEvent as Partial<InputEvent>).inputType;
    const isTyping = !inputType || TYPING_INPUT.test(inputType);
    const selection = { start: area.selectionStart, end: area.selectionEnd };
    setHistory(
      recordEdit(
        history,
        { text: area.value, selection },
        {
          before: changedRange(text, area.value).before,
          typedAt: isTyping ? Date.now() : undefined,
        },
      ),
    );
    placeSelection(selection);
    onTextChange(area.value);
  }

  function kindName(kind: StyleKind): string {
    return t(`manualBuilder.kinds.${kind}`);
  }

  function askForSelection() {
    toast({
      title: t('manualBuilder.toasts.selectTitle'),
      description: t('manualBuilder.toasts.selectText'),
    });
  }

  function applyPatch(kind: 'size' | 'color', patch: StylePatch) {
    const selection = readSelection();
    if (selection.start === selection.end) return askForSelection();
    commit(applyStyle(text, selection, patch));
    toast({
      title: t('manualBuilder.toasts.appliedTitle'),
      description: t('manualBuilder.toasts.appliedText', { kind: kindName(kind) }),
      variant: 'success',
    });
  }

  function toggle(flag: StyleFlag) {
    const selection = readSelection();
    if (selection.start === selection.end) return askForSelection();
    const { edit, isOn } = toggleStyle(text, selection, flag);
    commit(edit);
    toast(
      isOn
        ? {
            title: t('manualBuilder.toasts.appliedTitle'),
            description: t('manualBuilder.toasts.appliedText', { kind: kindName(flag) }),
            variant: 'success',
          }
        : {
            title: t('manualBuilder.toasts.removedTitle'),
            description: t('manualBuilder.toasts.removedText', { kind: kindName(flag) }),
          },
    );
  }

  function clear() {
    const selection = readSelection();
    const isAll = selection.start === selection.end;
    commit(isAll ? clearFormatting(text) : clearFormatting(text, selection));
    toast({
      title: t('manualBuilder.toasts.clearedTitle'),
      description: t(
        isAll ? 'manualBuilder.toasts.clearedAll' : 'manualBuilder.toasts.clearedSelection',
      ),
      variant: 'success',
    });
  }

  function correct() {
    const corrected = autoCorrect(text);
    const caret = Math.min(readSelection().end, corrected.length);
    commit({ text: corrected, selection: { start: caret, end: caret } });
    toast({
      title: t('manualBuilder.toasts.correctedTitle'),
      description: t('manualBuilder.toasts.correctedText'),
      variant: 'success',
    });
  }

  function applyGradientEdit(result: GradientEdit) {
    commit(result.edit, gradientSelection);
    setIsGradientOpen(false);
    gradientToggleRef.current?.focus();
    toast({
      title: t('manualBuilder.toasts.appliedTitle'),
      description: t('manualBuilder.toasts.appliedText', { kind: kindName('gradient') }),
      variant: 'success',
    });
  }

  function toggleGradient() {
    if (!isGradientOpen) setGradientSelection(readSelection());
    setIsGradientOpen(!isGradientOpen);
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
      goTo(key === 'z' && !event.shiftKey ? undo(history) : redo(history));
      return;
    }
    if (event.shiftKey) return;
    const flag = SHORTCUTS[key];
    if (!flag) return;
    event.preventDefault();
    toggle(flag);
  }

  // Stable identities, so the memoised toolbar skips the re-render of every keystroke.
  const applySize = useStableCallback((size: number) => applyPatch('size', { size }));
  const applyColor = useStableCallback((color: string) => applyPatch('color', { color }));
  const toggleFlag = useStableCallback(toggle);
  const clearStyles = useStableCallback(clear);
  const toggleGradientTool = useStableCallback(toggleGradient);
  const toggleSymbols = useStableCallback(() => setIsSymbolsOpen((isOpen) => !isOpen));
  const undoStep = useStableCallback(() => goTo(undo(history)));
  const redoStep = useStableCallback(() => goTo(redo(history)));

  // The browser's own undo (its Edit or context menu, shaking a phone) arrives as a beforeinput
  // event, which React does not pass on; left alone it would rewind the textarea's own history,
  // which knows nothing of the styles applied through the engine.
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
  }, [undoStep, redoStep]);

  return (
    <div data-testid="manual-builder" className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <div className="flex flex-wrap items-end justify-between gap-2">
              <label htmlFor={`${ids}-text`} className="font-semibold text-ink-900">
                {t('manualBuilder.textLabel')}
              </label>
              <div className="flex gap-2">
                <Button
                  variant="parchment"
                  disabled={!canUndo(history)}
                  onClick={undoStep}
                  aria-keyshortcuts="Control+Z Meta+Z"
                >
                  <Undo2 aria-hidden="true" />
                  {t('manualBuilder.undo')}
                </Button>
                <Button
                  variant="parchment"
                  disabled={!canRedo(history)}
                  onClick={redoStep}
                  aria-keyshortcuts="Control+Shift+Z Meta+Shift+Z Control+Y"
                >
                  <Redo2 aria-hidden="true" />
                  {t('manualBuilder.redo')}
                </Button>
              </div>
            </div>
            <textarea
              ref={areaRef}
              id={`${ids}-text`}
              value={text}
              onChange={handleChange}
              onKeyDown={handleKeyDown}
              onSelect={isGradientOpen ? () => placeSelection(readSelection()) : undefined}
              placeholder={t('manualBuilder.textPlaceholder')}
              aria-describedby={`${ids}-help ${ids}-count`}
              rows={10}
              spellCheck={false}
              className="min-h-48 w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 font-mono text-base text-ink-900 leading-relaxed placeholder:text-ink-700"
            />
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1">
              <p id={`${ids}-help`} className="text-ink-700 text-sm">
                {t('manualBuilder.textHelp')}
              </p>
              <CharCounter
                id={`${ids}-count`}
                count={countChars(text)}
                thresholds={COUNTER_THRESHOLDS.draftInput}
              />
            </div>
          </div>

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

          <TagIssues issues={issues} onAutoCorrect={correct} />
        </div>

        <div className="flex min-w-0 flex-col gap-3 lg:sticky lg:top-24 lg:self-start">
          <Button
            variant="parchment"
            className="self-start"
            aria-expanded={isPreviewShown}
            aria-controls={`${ids}-preview`}
            onClick={() => setIsPreviewShown((isShown) => !isShown)}
          >
            {isPreviewShown ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
            {isPreviewShown ? t('manualBuilder.hidePreview') : t('manualBuilder.showPreview')}
          </Button>
          <div id={`${ids}-preview`} hidden={!isPreviewShown}>
            {isPreviewShown ? (
              // Where the mail is read (AI Assist's choice) is the look it starts with.
              <MailPreview key={background} markup={text} defaultLook={lookFor(background)} />
            ) : null}
          </div>
          <TagReference />
        </div>
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
