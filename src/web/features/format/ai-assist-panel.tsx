import { Hammer, Shapes } from 'lucide-react';
import { type ComponentType, type FormEvent, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countChars, insertSymbol as insertSymbolText, type MailSymbol } from '#markup/index.ts';
import {
  COUNTER_THRESHOLDS,
  INTENSITY_BUTTONS,
  LIMITS,
  type MailBackground,
  TITLE_COLOR_DEFAULTS,
  TITLE_COLORS,
  TONE_BUTTONS,
} from '#shared/constants.ts';
import type { FormatRequestInput, FormatResponse } from '#shared/schemas/format.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';
import { Button, DisclosureButton } from '#web/components/ui/button.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import type { CopyToasts } from '#web/components/use-copy-text.ts';
import {
  AI_CHOICES,
  ChoicePicker,
  type FormatMode,
  type IntensityButtonId,
  TitleColorPicker,
  type ToneButtonId,
} from '#web/features/format/ai-assist-options.tsx';
import { describeAnswer, useFormatMail } from '#web/features/format/use-format-mail.ts';
import { withAllEnglish } from '#web/i18n/index.ts';
import { useMailBackground } from '#web/lib/mail-background.ts';
import { useOnFirstUse } from '#web/lib/use-first-use.ts';

// The result card, with the in-game preview and the markup engine, is needed only once a mail
// comes back: it is not part of the page's first load, and is fetched while the request runs.
const loadFinalDispatch = () => import('#web/components/final-dispatch.tsx');
const FinalDispatch = lazyPart(async () => ({
  default: (await loadFinalDispatch()).FinalDispatch,
}));
const preloadFinalDispatch = () => void loadFinalDispatch().catch(() => undefined);
// The symbols picker is fetched when it is first opened.
const SymbolPicker = lazyPart(async () => ({
  default: (await withAllEnglish(() => import('#web/components/symbol-picker.tsx'))).SymbolPicker,
}));

/** What shows the answer: Final Dispatch's props, and a way to send the same draft again. */
export type AiResultProps = ReturnType<typeof describeAnswer> & {
  markup: string;
  mode: 'new';
  copyToasts?: CopyToasts;
  copiedForMs?: number;
  /** Sends the request of this answer again with smart bullets on or off. */
  /** Re-sends the last draft; `onAnswered` runs once its answer is shown. */
  onResend: (options: { smartBullets: boolean }, onAnswered?: () => void) => void;
  isResending: boolean;
};

/** The answer in Final Dispatch, which does not re-send. */
export function FinalDispatchResult({
  onResend: _onResend,
  isResending: _isResending,
  ...props
}: AiResultProps) {
  return <FinalDispatch {...props} className="shadow-none" />;
}

type AiAssistPanelProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  /** Final Dispatch's copy feedback where a page has its own. */
  copyToasts?: CopyToasts;
  copiedForMs?: number;
  /**
   * Shows the answer another way: the home page's Commander Customizer once the second version's
   * module is open. Default: Final Dispatch.
   */
  ResultDispatch?: ComponentType<AiResultProps>;
};

interface Choices {
  mode: FormatMode;
  toneId: ToneButtonId;
  intensityId: IntensityButtonId;
  titleColor: string;
  background: MailBackground;
}

/**
 * The request the main page sends for a draft and the chosen buttons.
 * Keep my words sends no intensity: nothing is reworded.
 */
function buildFormatRequest(draft: string, choices: Choices): FormatRequestInput {
  const { mode, toneId, intensityId, titleColor, background } = choices;
  const tone = TONE_BUTTONS.find((button) => button.id === toneId)?.tone ?? 'neutral';
  if (mode === 'format') return { message: draft, mode, tone, titleColor, background };
  const rewriteStyle =
    INTENSITY_BUTTONS.find((button) => button.id === intensityId)?.rewriteStyle ?? 'balanced';
  return { message: draft, mode, tone, rewriteStyle, titleColor, background };
}

/**
 * AI Assist (mode id new): the draft with its counter, keep my words or rewrite, tone, intensity
 * (when rewriting) and title colour, and FORMAT MESSAGE. The draft belongs to the page (it is saved as typed); the result lives here, so
 * leaving the mode clears it.
 */
export function AiAssistPanel({
  draft,
  onDraftChange,
  copyToasts,
  copiedForMs,
  ResultDispatch = FinalDispatchResult,
}: AiAssistPanelProps) {
  const { t } = useTranslation();
  const [mode, setMode] = useState<FormatMode>('improve');
  const [toneId, setToneId] = useState<ToneButtonId>('motivational');
  const [intensityId, setIntensityId] = useState<IntensityButtonId>('balanced');
  const [background, setBackground] = useMailBackground();
  // The swatch's place: it keeps it when the player says the mail is read elsewhere (the board's
  // palette has a light shade of each colour), so the default stays the default.
  const [titleColorAt, setTitleColorAt] = useState(() =>
    TITLE_COLORS.mail.findIndex(({ hex }) => hex === TITLE_COLOR_DEFAULTS.mail),
  );
  const titleColors = TITLE_COLORS[background];
  const titleColor = titleColors[titleColorAt]?.hex ?? TITLE_COLOR_DEFAULTS[background];
  const resultRef = useRef<HTMLDivElement>(null);
  const formatMail = useFormatMail();
  // The answer's view is there before the first answer, even if the connection goes meanwhile.
  useOnFirstUse(preloadFinalDispatch);
  const lastRequest = useRef<FormatRequestInput | null>(null);
  // While a re-send runs (or after it failed) the answer it replaces stays on screen.
  const [heldResult, setHeldResult] = useState<FormatResponse | null>(null);
  const result = formatMail.data ?? heldResult;

  const count = countChars(draft);
  const isOverLimit = count > LIMITS.mailChars;
  const isBlank = draft.trim() === '';
  const isDisabled = isBlank || isOverLimit || formatMail.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (isDisabled) return;
    void loadFinalDispatch();
    setHeldResult(null);
    lastRequest.current = buildFormatRequest(draft, {
      mode,
      toneId,
      intensityId,
      titleColor,
      background,
    });
    formatMail.mutate(lastRequest.current, {
      // The result appears below the button: bring it into view, on a phone it is off screen.
      onSuccess: () =>
        requestAnimationFrame(() =>
          resultRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
        ),
    });
  };

  function resend({ smartBullets }: { smartBullets: boolean }, onAnswered?: () => void) {
    if (!lastRequest.current || formatMail.isPending) return;
    setHeldResult(result);
    lastRequest.current = { ...lastRequest.current, smartBullets };
    formatMail.mutate(lastRequest.current, { onSuccess: () => onAnswered?.() });
  }

  return (
    <div className="flex flex-col gap-6">
      <form onSubmit={submit} className="flex flex-col gap-6" aria-busy={formatMail.isPending}>
        <DraftField
          draft={draft}
          onDraftChange={onDraftChange}
          count={count}
          isOverLimit={isOverLimit}
        />

        <ChoicePicker {...AI_CHOICES.words} value={mode} onChange={setMode} />
        <ChoicePicker {...AI_CHOICES.tone} value={toneId} onChange={setToneId} />
        {mode === 'improve' ? (
          <ChoicePicker {...AI_CHOICES.intensity} value={intensityId} onChange={setIntensityId} />
        ) : null}
        <ChoicePicker {...AI_CHOICES.background} value={background} onChange={setBackground} />
        <TitleColorPicker
          colors={titleColors}
          value={titleColor}
          onChange={(hex) => setTitleColorAt(titleColors.findIndex((swatch) => swatch.hex === hex))}
          nameOf={(id) => t(`mail.colors.${id as (typeof titleColors)[number]['id']}`)}
        />

        <Button type="submit" size="lg" disabled={isDisabled} className="w-full tracking-wide">
          {/* The words are the button's name, pending too (a status spinner inside a button is
              left out of its name by Chromium, which left the pending button nameless). */}
          <PendingIcon isPending={formatMail.isPending} icon={<Hammer aria-hidden="true" />} />
          {formatMail.isPending ? t('mailTool.ai.forging') : t('mailTool.ai.format')}
        </Button>
      </form>

      {result ? (
        <div ref={resultRef} data-testid="ai-result" className="scroll-mt-20">
          <LoadBoundary>
            <Suspense fallback={null}>
              <ResultDispatch
                markup={result.formattedMessage}
                mode="new"
                {...describeAnswer(result, t)}
                copyToasts={copyToasts}
                copiedForMs={copiedForMs}
                onResend={resend}
                isResending={formatMail.isPending}
              />
            </Suspense>
          </LoadBoundary>
        </div>
      ) : null}
    </div>
  );
}

type DraftFieldProps = {
  draft: string;
  onDraftChange: (draft: string) => void;
  count: number;
  isOverLimit: boolean;
};

/** The draft: its textarea, the Symbols picker that writes into it, the limit and the counter. */
function DraftField({ draft, onDraftChange, count, isOverLimit }: DraftFieldProps) {
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

  /**
   * Puts a symbol at the draft's cursor (over its selection), spaced from the words beside it, and
   * moves the cursor after it, where the next pick goes: a symbol on the first line decorates the
   * title. The picker stays open, its button keeping the focus.
   */
  function insertSymbol(symbol: MailSymbol) {
    const area = draftRef.current;
    const start = area?.selectionStart ?? draft.length;
    const end = area?.selectionEnd ?? draft.length;
    const inserted = insertSymbolText(draft, start, end, symbol.text);
    onDraftChange(inserted.text);
    requestAnimationFrame(() => area?.setSelectionRange(inserted.caret, inserted.caret));
  }

  /** Done and Escape give the focus back to the Symbols button, as a disclosure does. */
  function closeSymbols(isFocusReturned: boolean) {
    setIsSymbolsOpen(false);
    if (isFocusReturned) symbolsToggleRef.current?.focus();
  }

  return (
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
        dir="auto"
        value={draft}
        onChange={(event) => onDraftChange(event.target.value)}
        placeholder={t('mailTool.ai.draftPlaceholder')}
        aria-describedby={`${helpId} ${counterId}${isOverLimit ? ` ${limitId}` : ''}`}
        aria-invalid={isOverLimit}
        rows={8}
        className="min-h-40 w-full resize-y rounded-lg border border-parchment-400 bg-parchment-50 p-3 text-base text-ink-900 leading-relaxed shadow-inner placeholder:text-ink-700/80 focus-visible:outline-night-800"
      />
      <div className="flex flex-wrap items-center justify-end gap-2">
        <DisclosureButton
          ref={symbolsToggleRef}
          className="me-auto"
          isOpen={isSymbolsOpen}
          controls={symbolsId}
          aria-describedby={symbolsHintId}
          onClick={() => setIsSymbolsOpen(!isSymbolsOpen)}
        >
          <Shapes aria-hidden="true" />
          {t('symbols.open')}
        </DisclosureButton>
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
        <LoadBoundary>
          <Suspense fallback={null}>
            <SymbolPicker id={symbolsId} onChoose={insertSymbol} onClose={closeSymbols} />
          </Suspense>
        </LoadBoundary>
      ) : null}
    </div>
  );
}
