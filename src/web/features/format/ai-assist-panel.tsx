import { Hammer, Shapes } from 'lucide-react';
import { type FormEvent, lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countChars, type MailSymbol } from '#markup/index.ts';
import {
  COUNTER_THRESHOLDS,
  DEFAULT_TITLE_COLOR,
  INTENSITY_BUTTONS,
  LIMITS,
  TONE_BUTTONS,
} from '#shared/constants.ts';
import type { FormatRequestInput } from '#shared/schemas/format.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import {
  type FormatMode,
  type IntensityButtonId,
  IntensityPicker,
  type TitleColor,
  TitleColorPicker,
  type ToneButtonId,
  TonePicker,
  WordsPicker,
} from '#web/features/format/ai-assist-options.tsx';
import { useFormatMail } from '#web/features/format/use-format-mail.ts';
import { withAllEnglish } from '#web/i18n/index.ts';

// The result card, with the in-game preview and the markup engine, is needed only once a mail
// comes back: it is not part of the page's first load, and is fetched while the request runs.
const loadFinalDispatch = () => import('#web/components/final-dispatch.tsx');
const FinalDispatch = lazy(async () => ({ default: (await loadFinalDispatch()).FinalDispatch }));
// The symbols picker (issue 20) is fetched when it is first opened.
const SymbolPicker = lazy(async () => ({
  default: (await withAllEnglish(() => import('#web/components/symbol-picker.tsx'))).SymbolPicker,
}));

type AiAssistPanelProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
};

interface Choices {
  mode: FormatMode;
  toneId: ToneButtonId;
  intensityId: IntensityButtonId;
  titleColor: TitleColor;
}

/**
 * The request the main page sends for a draft and the chosen buttons (spec sections 5 and 9).
 * Keep my words sends no intensity: nothing is reworded.
 */
function buildFormatRequest(draft: string, choices: Choices): FormatRequestInput {
  const { mode, toneId, intensityId, titleColor } = choices;
  const tone = TONE_BUTTONS.find((button) => button.id === toneId)?.tone ?? 'neutral';
  if (mode === 'format') return { message: draft, mode, tone, titleColor };
  const rewriteStyle =
    INTENSITY_BUTTONS.find((button) => button.id === intensityId)?.rewriteStyle ?? 'balanced';
  return { message: draft, mode, tone, rewriteStyle, titleColor };
}

/**
 * AI Assist (mode id new): the draft with its counter, keep my words or rewrite, tone, intensity
 * (when rewriting) and title colour, and FORMAT MESSAGE. The draft belongs to the page (it is saved as typed); the result lives here, so
 * leaving the mode clears it (spec section 2).
 */
export function AiAssistPanel({ draft, onDraftChange }: AiAssistPanelProps) {
  const { t } = useTranslation();
  const draftId = useId();
  const helpId = useId();
  const counterId = useId();
  const limitId = useId();
  const symbolsHintId = useId();
  const symbolsId = useId();
  const draftRef = useRef<HTMLTextAreaElement>(null);
  const symbolsToggleRef = useRef<HTMLButtonElement>(null);
  const [isSymbolsOpen, setIsSymbolsOpen] = useState(false);
  const [mode, setMode] = useState<FormatMode>('improve');
  const [toneId, setToneId] = useState<ToneButtonId>('motivational');
  const [intensityId, setIntensityId] = useState<IntensityButtonId>('balanced');
  const [titleColor, setTitleColor] = useState<TitleColor>(DEFAULT_TITLE_COLOR);
  const resultRef = useRef<HTMLDivElement>(null);
  const formatMail = useFormatMail();

  const count = countChars(draft);
  const isOverLimit = count > LIMITS.mailChars;
  const isBlank = draft.trim() === '';
  const isDisabled = isBlank || isOverLimit || formatMail.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isDisabled) return;
    void loadFinalDispatch();
    formatMail.mutate(buildFormatRequest(draft, { mode, toneId, intensityId, titleColor }), {
      // The result appears below the button: bring it into view, on a phone it is off screen.
      onSuccess: () =>
        requestAnimationFrame(() =>
          resultRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
        ),
    });
  };

  /**
   * Puts a symbol at the draft's cursor (over its selection), closes the picker and gives the
   * focus back to the draft after the symbol: a symbol on the first line decorates the title.
   */
  function insertSymbol(symbol: MailSymbol) {
    const area = draftRef.current;
    const start = area?.selectionStart ?? draft.length;
    const end = area?.selectionEnd ?? draft.length;
    const caret = start + symbol.text.length;
    onDraftChange(draft.slice(0, start) + symbol.text + draft.slice(end));
    setIsSymbolsOpen(false);
    requestAnimationFrame(() => {
      area?.focus();
      area?.setSelectionRange(caret, caret);
    });
  }

  function closeSymbols() {
    setIsSymbolsOpen(false);
    symbolsToggleRef.current?.focus();
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="flex flex-col gap-6" aria-busy={formatMail.isPending}>
        <div className="flex flex-col gap-2">
          <label htmlFor={draftId} className="font-bold text-ink-900">
            {t('mailTool.ai.draftLabel')}
          </label>
          <p id={helpId} className="-mt-1 text-ink-700 text-sm">
            {t('mailTool.ai.draftHelp')}
          </p>
          <textarea
            ref={draftRef}
            id={draftId}
            name="draft"
            value={draft}
            onChange={(event) => onDraftChange(event.target.value)}
            placeholder={t('mailTool.ai.draftPlaceholder')}
            aria-describedby={`${helpId} ${counterId}${isOverLimit ? ` ${limitId}` : ''}`}
            aria-invalid={isOverLimit}
            rows={8}
            className="min-h-40 w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 text-base text-ink-900 leading-relaxed shadow-inner placeholder:text-ink-700/80 focus-visible:outline-night-800"
          />
          <div className="flex flex-wrap items-center justify-end gap-2">
            <Button
              ref={symbolsToggleRef}
              variant="parchment"
              className="me-auto"
              aria-expanded={isSymbolsOpen}
              aria-controls={isSymbolsOpen ? symbolsId : undefined}
              aria-describedby={symbolsHintId}
              onClick={() => setIsSymbolsOpen(!isSymbolsOpen)}
            >
              <Shapes aria-hidden="true" />
              {t('symbols.open')}
            </Button>
            <span id={symbolsHintId} hidden>
              {t('mailTool.ai.symbolsHint')}
            </span>
            {isOverLimit ? (
              <p id={limitId} className="me-auto font-semibold text-danger-700 text-sm">
                {t('mailTool.ai.overLimit', { limit: LIMITS.mailChars })}
              </p>
            ) : null}
            <CharCounter id={counterId} count={count} thresholds={COUNTER_THRESHOLDS.draftInput} />
          </div>
          {isSymbolsOpen ? (
            <Suspense fallback={null}>
              <SymbolPicker id={symbolsId} onChoose={insertSymbol} onClose={closeSymbols} />
            </Suspense>
          ) : null}
        </div>

        <WordsPicker value={mode} onChange={setMode} />
        <TonePicker value={toneId} onChange={setToneId} />
        {mode === 'improve' ? (
          <IntensityPicker value={intensityId} onChange={setIntensityId} />
        ) : null}
        <TitleColorPicker value={titleColor} onChange={setTitleColor} />

        <Button type="submit" size="lg" disabled={isDisabled} className="w-full tracking-wide">
          {/* The words are the button's name, pending too (a status spinner inside a button is
              left out of its name by Chromium, which left the pending button nameless). */}
          <PendingIcon isPending={formatMail.isPending} icon={<Hammer aria-hidden="true" />} />
          {formatMail.isPending ? t('mailTool.ai.forging') : t('mailTool.ai.format')}
        </Button>
      </form>

      {formatMail.data ? (
        <div ref={resultRef} data-testid="ai-result" className="scroll-mt-20">
          <Suspense fallback={null}>
            <FinalDispatch
              markup={formatMail.data.formattedMessage}
              mode="new"
              engine={
                formatMail.data.engine === 'built-in'
                  ? t('mailTool.engine.builtIn')
                  : formatMail.data.engine
              }
              warnings={formatMail.data.warnings.map(({ code }) => ({
                code,
                message: t(`mailTool.warnings.${code}`),
              }))}
              className="shadow-none"
            />
          </Suspense>
        </div>
      ) : null}
    </div>
  );
}
