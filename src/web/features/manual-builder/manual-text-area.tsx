import { Redo2, Undo2 } from 'lucide-react';
import type { KeyboardEvent, RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { countChars } from '#markup/index.ts';
import { COUNTER_THRESHOLDS } from '#shared/constants.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { Button } from '#web/components/ui/button.tsx';
import type { ManualHistory } from '#web/features/manual-builder/use-manual-history.ts';

const UNDO_KEYS = 'Control+Z Meta+Z';
const REDO_KEYS = 'Control+Shift+Z Meta+Shift+Z Control+Y';

type ManualTextAreaProps = {
  idPrefix: string;
  areaRef: RefObject<HTMLTextAreaElement | null>;
  text: string;
  /** The undo history: Undo and Redo, and what a change of the textarea records. */
  history: Pick<ManualHistory, 'canUndo' | 'canRedo' | 'undoStep' | 'redoStep' | 'handleChange'>;
  onKeyDown: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
  /** Heard only while something follows the selection (the gradient tool). */
  onSelect?: () => void;
};

/** The Manual Builder's text: its label with Undo and Redo, the textarea, its help and counter. */
export function ManualTextArea({
  idPrefix: ids,
  areaRef,
  text,
  history,
  ...props
}: ManualTextAreaProps) {
  const { t } = useTranslation();
  const { canUndo, canRedo, undoStep, redoStep } = history;
  const steps = [
    { step: 'undo', icon: Undo2, canTake: canUndo, onClick: undoStep, keys: UNDO_KEYS },
    { step: 'redo', icon: Redo2, canTake: canRedo, onClick: redoStep, keys: REDO_KEYS },
  ] as const;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-end justify-between gap-2">
        <label htmlFor={`${ids}-text`} className="font-semibold text-ink-900">
          {t('manualBuilder.textLabel')}
        </label>
        <div className="flex gap-2">
          {steps.map(({ step, icon, canTake, onClick, keys }) => (
            <Button
              key={step}
              variant="parchment"
              icon={icon}
              disabled={!canTake}
              onClick={onClick}
              aria-keyshortcuts={keys}
            >
              {t(`manualBuilder.${step}`)}
            </Button>
          ))}
        </div>
      </div>
      <textarea
        ref={areaRef}
        id={`${ids}-text`}
        value={text}
        onChange={history.handleChange}
        onKeyDown={props.onKeyDown}
        onSelect={props.onSelect}
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
  );
}
