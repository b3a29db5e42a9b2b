import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyStyle,
  autoCorrect,
  clearFormatting,
  type EditResult,
  type Selection,
  type StylePatch,
} from '#markup/index.ts';
import { toast } from '#web/components/ui/use-toast.ts';
import { type StyleFlag, toggleStyle } from '#web/features/manual-builder/toggle-style.ts';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

export type StyleKind = 'size' | 'color' | 'gradient' | StyleFlag;

/**
 * The Manual Builder's style edits with their toasts: a size or a colour, Bold/Italic/Underline
 * on or off, Clear (the selection, or everything when nothing is selected) and Auto-Correct. A
 * style asks for a selection first.
 */
export function useStyleEdits(
  text: string,
  readSelection: () => Selection,
  commit: (edit: EditResult) => void,
) {
  const { t } = useTranslation();
  const kindName = (kind: StyleKind) => t(`manualBuilder.kinds.${kind}`);

  function toastApplied(kind: StyleKind) {
    toast({
      title: t('manualBuilder.toasts.appliedTitle'),
      description: t('manualBuilder.toasts.appliedText', { kind: kindName(kind) }),
      variant: 'success',
    });
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
    toastApplied(kind);
  }

  function toggle(flag: StyleFlag) {
    const selection = readSelection();
    if (selection.start === selection.end) return askForSelection();
    const { edit, isOn } = toggleStyle(text, selection, flag);
    commit(edit);
    if (isOn) return toastApplied(flag);
    toast({
      title: t('manualBuilder.toasts.removedTitle'),
      description: t('manualBuilder.toasts.removedText', { kind: kindName(flag) }),
    });
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

  return { applyPatch, toggle, clear, correct, toastApplied };
}

/** What the Manual Builder's toolbar does: a size, a colour, Bold/Italic/Underline, Clear. */
export type StyleActions = {
  applySize: (size: number) => void;
  applyColor: (color: string) => void;
  toggle: (flag: StyleFlag) => void;
  clear: () => void;
};

/**
 * The toolbar's actions as one object of stable functions that run the latest edits, so the
 * memoised toolbar skips the re-render of every keystroke.
 */
export function useToolbarActions(styles: ReturnType<typeof useStyleEdits>): StyleActions {
  const applySize = useStableCallback((size: number) => styles.applyPatch('size', { size }));
  const applyColor = useStableCallback((color: string) => styles.applyPatch('color', { color }));
  const toggle = useStableCallback(styles.toggle);
  const clear = useStableCallback(styles.clear);
  return useMemo(
    () => ({ applySize, applyColor, toggle, clear }),
    [applySize, applyColor, toggle, clear],
  );
}
