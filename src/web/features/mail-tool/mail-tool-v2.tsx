import { CircleHelp, Hammer } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countChars } from '#markup/index.ts';
import { COUNTER_THRESHOLDS, LIMITS, type MailMode, TIMINGS } from '#shared/constants.ts';
import { MAIL_TOOL_V2 } from '#web/features/mail-tool/v2-constants.ts';
import type { FormatRequestInput, FormatResponse } from '#shared/schemas/format.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { showModeClearedToast } from '#web/features/mail-tool/mode-cleared-toast.ts';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { CollapsibleSection } from '#web/components/ui/collapsible.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { CustomizableDispatch } from '#web/features/mail-tool/customizable-dispatch.tsx';
import { ChoicePicker, WordsPicker } from '#web/features/format/ai-assist-options.tsx';
import { describeAnswer, useFormatMail } from '#web/features/format/use-format-mail.ts';
import {
  buildFormatRequest,
  DEFAULT_CHOICES,
  EMPTY_INPUTS,
  type ForgeChoices,
  fillMessage,
  hasModeInput,
  keepModeInputs,
  type MailInputs,
} from './mail-inputs.ts';
import { ManualMail } from './manual-mail.tsx';
import { getTitleColorError, StyleOptions } from './style-options.tsx';
import { TemplateMail } from './template-mail.tsx';
import { TextAreaField } from './text-area-field.tsx';

const MODE_CHOICES = MAIL_TOOL_V2.modes.map((id) => ({ id }));
const HOW_IT_WORKS = ['new', 'template', 'manual', 'switch'] as const;

/**
 * The mail tool's second version (spec sections 2 to 5, 8 and 9): three modes, the message with
 * its counter, Forge Method, Message Spirit, intensity and Style Your Signal, FORMAT MESSAGE, and
 * the answer in the Commander Customizer around Final Dispatch. It composes the home page's pieces.
 */
export function MailToolV2() {
  const { t } = useTranslation();
  const counterId = useId();
  const [mode, setMode] = useState<MailMode>('new');
  const [inputs, setInputs] = useState<MailInputs>(EMPTY_INPUTS);
  const [choices, setChoices] = useState<ForgeChoices>(DEFAULT_CHOICES);
  // The last answer stays shown while a re-send runs and when one fails; a switch of mode drops
  // it, and an answer to a request sent before the switch is not shown.
  const [answer, setAnswer] = useState<FormatResponse | null>(null);
  const lastRequest = useRef<FormatRequestInput | null>(null);
  const switches = useRef(0);
  const resultRef = useRef<HTMLDivElement>(null);
  const formatMail = useFormatMail({ mode, errorTitle: t('mailToolV2.toasts.formatFailed') });

  const filled = useMemo(() => fillMessage(inputs, mode), [inputs, mode]);
  const count = countChars(filled.text);
  const isBlank = filled.text.trim() === '';
  const isDisabled =
    isBlank ||
    formatMail.isPending ||
    count > LIMITS.mailChars ||
    getTitleColorError(choices.titleColor) !== undefined ||
    (mode === 'template' && inputs.templateId === '');

  const changeInputs = (change: Partial<MailInputs>) => setInputs({ ...inputs, ...change });
  const changeChoices = (change: Partial<ForgeChoices>) => setChoices({ ...choices, ...change });

  // Switching mode clears the output and the other modes' inputs (spec section 4); what was
  // typed can be brought back with Undo, as on the home page.
  function changeMode(next: MailMode) {
    if (next === mode) return;
    const previous = { mode, inputs };
    switches.current += 1;
    setAnswer(null);
    formatMail.reset();
    setInputs(keepModeInputs(inputs, next));
    setMode(next);
    if (!MAIL_TOOL_V2.modes.some((other) => other !== next && hasModeInput(inputs, other))) return;
    showModeClearedToast(
      t,
      {
        next: t(`mailToolV2.modes.${next}.name`),
        previous: t(`mailToolV2.modes.${previous.mode}.name`),
      },
      () => {
        setInputs(previous.inputs);
        setMode(previous.mode);
      },
    );
  }

  function send(request: FormatRequestInput, isResend: boolean) {
    const sentAt = switches.current;
    lastRequest.current = request;
    formatMail.mutate(request, {
      onSuccess: (data) => {
        if (sentAt !== switches.current) return;
        setAnswer(data);
        // A new mail appears below the button: bring it into view, on a phone it is off screen.
        if (isResend) return;
        requestAnimationFrame(() =>
          resultRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
        );
      },
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isDisabled) send(buildFormatRequest(filled.text, choices), false);
  }

  function resend({ smartBullets }: { smartBullets: boolean }) {
    if (lastRequest.current) send({ ...lastRequest.current, smartBullets }, true);
  }

  const isDraft = mode === 'new';
  return (
    <div className="flex flex-col gap-6" data-testid="mail-tool-v2">
      <p className="text-parchment-200">{t('mailToolV2.intro')}</p>
      <Card>
        <CardContent className="flex flex-col gap-6 pt-5 sm:pt-6">
          <ChoicePicker
            legend={t('mailToolV2.modesLabel')}
            options={MODE_CHOICES}
            value={mode}
            onChange={changeMode}
            textOf={(id) => ({
              name: t(`mailToolV2.modes.${id}.name`),
              hint: t(`mailToolV2.modes.${id}.hint`),
            })}
            gridClassName="grid-cols-1 sm:grid-cols-3"
            dataAttribute="mail-mode"
          />
          <CollapsibleSection title={t('mailToolV2.howItWorks.title')} icon={CircleHelp}>
            <ul className="flex list-disc flex-col gap-1.5 ps-5 marker:text-gold-700">
              {HOW_IT_WORKS.map((key) => (
                <li key={key}>{t(`mailToolV2.howItWorks.${key}`)}</li>
              ))}
            </ul>
          </CollapsibleSection>

          {mode === 'template' ? (
            <TemplateMail inputs={inputs} onChange={changeInputs} filled={filled} />
          ) : null}
          {mode === 'manual' ? (
            <ManualMail inputs={inputs} onChange={changeInputs} filled={filled} />
          ) : null}

          <form onSubmit={submit} className="flex flex-col gap-6" aria-busy={formatMail.isPending}>
            <TextAreaField
              label={
                isDraft ? t('mailToolV2.message.forgeLabel') : t('mailToolV2.message.finalLabel')
              }
              help={isDraft ? t('mailToolV2.message.forgeHelp') : t('mailToolV2.message.finalHelp')}
              describedBy={counterId}
              value={filled.text}
              readOnly={!isDraft}
              onChange={(event) => changeInputs({ draft: event.target.value })}
              placeholder={
                isDraft ? t('mailToolV2.message.placeholder') : t('mailToolV2.message.finalEmpty')
              }
              rows={8}
            >
              <CharCounter
                id={counterId}
                count={count}
                thresholds={COUNTER_THRESHOLDS.mailToolV2}
                showProgress
                nearLimitText={t('mailToolV2.message.nearLimit')}
              />
            </TextAreaField>

            <WordsPicker
              legend={t('mailToolV2.forgeMethod')}
              value={choices.mode}
              onChange={(forgeMode) => changeChoices({ mode: forgeMode })}
            />
            <ChoicePicker
              legend={t('mailToolV2.spirit')}
              options={MAIL_TOOL_V2.tones}
              value={choices.toneId}
              onChange={(toneId) => changeChoices({ toneId })}
              textOf={(id) => ({
                name: t(`mailToolV2.tones.${id}.name`),
                hint: t(`mailToolV2.tones.${id}.hint`),
              })}
              gridClassName="grid-cols-2 sm:grid-cols-4"
              dataAttribute="v2-tone"
            />
            {choices.mode === 'improve' ? (
              <ChoicePicker
                legend={t('mailToolV2.intensity')}
                options={MAIL_TOOL_V2.intensities}
                value={choices.intensityId}
                onChange={(intensityId) => changeChoices({ intensityId })}
                textOf={(id) => ({
                  name: t(`mailToolV2.intensities.${id}.name`),
                  hint: t(`mailToolV2.intensities.${id}.hint`),
                })}
                gridClassName="grid-cols-2 sm:grid-cols-4"
                dataAttribute="v2-intensity"
              />
            ) : null}
            <StyleOptions choices={choices} onChange={changeChoices} />

            <Button type="submit" size="lg" disabled={isDisabled} className="w-full tracking-wide">
              <PendingIcon isPending={formatMail.isPending} icon={<Hammer aria-hidden="true" />} />
              {formatMail.isPending ? t('mailTool.ai.forging') : t('mailTool.ai.format')}
            </Button>
          </form>
        </CardContent>
      </Card>

      {answer ? (
        <div ref={resultRef} data-testid="v2-result" className="scroll-mt-20">
          <CustomizableDispatch
            markup={answer.formattedMessage}
            mode={mode}
            onResend={resend}
            isResending={formatMail.isPending}
            {...describeAnswer(answer, t)}
            copyToasts={{
              copiedTitle: t('mailToolV2.toasts.copiedTitle'),
              failedTitle: t('mailToolV2.toasts.copyFailedTitle'),
              failedText: t('mailToolV2.toasts.copyFailedText'),
            }}
            copiedForMs={TIMINGS.copiedIndicatorEditorMs}
          />
        </div>
      ) : null}
    </div>
  );
}
