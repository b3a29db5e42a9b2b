import { Eye, EyeOff } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  applyStyle,
  autoCorrect,
  clearFormatting,
  countChars,
  type EditResult,
  type Selection,
  type StylePatch,
  validate,
} from '#markup/index.ts';
import { COUNTER_THRESHOLDS } from '#shared/constants.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { FinalDispatch } from '#web/components/final-dispatch.tsx';
import { MailPreview } from '#web/components/mail-preview.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { toast } from '#web/components/ui/use-toast.ts';
import { ManualTools } from '#web/features/manual-builder/manual-tools.tsx';
import { TagIssues } from '#web/features/manual-builder/tag-issues.tsx';
import { TagReference } from '#web/features/manual-builder/tag-reference.tsx';
import { type StyleFlag, toggleStyle } from '#web/features/manual-builder/toggle-style.ts';
import { useStableCallback } from '#web/lib/use-stable-callback.ts';

type ManualBuilderProps = {
  text: string;
  onTextChange: (text: string) => void;
};

type StyleKind = 'size' | 'color' | StyleFlag;

const SHORTCUTS: Record<string, StyleFlag> = { b: 'bold', i: 'italic', u: 'underline' };

/**
 * The Manual Builder (mode manual): the player types a mail and styles selected text with the
 * size and colour dropdowns, Bold, Italic, Underline (buttons or Ctrl/Cmd+B/I/U) and Clear. Every
 * edit goes through the markup engine (`applyStyle`, `clearFormatting`, `autoCorrect`), so the
 * mail stays valid and the selection stays on the same words. Controlled: the caller owns `text`.
 */
export function ManualBuilder({ text, onTextChange }: ManualBuilderProps) {
  const { t } = useTranslation();
  const ids = useId();
  const areaRef = useRef<HTMLTextAreaElement>(null);
  const pendingSelection = useRef<Selection | null>(null);
  const [isPreviewShown, setIsPreviewShown] = useState(true);
  const issues = useMemo(() => validate(text), [text]);

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

  function commit(edit: EditResult) {
    if (edit.text === text) {
      areaRef.current?.setSelectionRange(edit.selection.start, edit.selection.end);
      return;
    }
    pendingSelection.current = edit.selection;
    onTextChange(edit.text);
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

  function handleKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    const flag = SHORTCUTS[event.key.toLowerCase()];
    if (!flag) return;
    event.preventDefault();
    toggle(flag);
  }

  // Stable identities, so the memoised toolbar skips the re-render of every keystroke.
  const applySize = useStableCallback((size: number) => applyPatch('size', { size }));
  const applyColor = useStableCallback((color: string) => applyPatch('color', { color }));
  const toggleFlag = useStableCallback(toggle);
  const clearStyles = useStableCallback(clear);

  return (
    <div data-testid="manual-builder" className="flex flex-col gap-5">
      <div className="grid gap-5 lg:grid-cols-2">
        <div className="flex min-w-0 flex-col gap-3">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${ids}-text`} className="font-semibold text-ink-900">
              {t('manualBuilder.textLabel')}
            </label>
            <textarea
              ref={areaRef}
              id={`${ids}-text`}
              value={text}
              onChange={(event) => onTextChange(event.target.value)}
              onKeyDown={handleKeyDown}
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
          />

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
            {isPreviewShown ? <MailPreview markup={text} /> : null}
          </div>
          <TagReference />
        </div>
      </div>

      <FinalDispatch markup={text} showPreview={false} isOutputDeferred className="shadow-none" />
    </div>
  );
}
