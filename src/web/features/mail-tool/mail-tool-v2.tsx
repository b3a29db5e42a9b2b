import { Hammer } from 'lucide-react';
import { type FormEvent, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { countChars } from '#markup/index.ts';
import { COUNTER_THRESHOLDS, LIMITS, TIMINGS } from '#shared/constants.ts';
import { CharCounter } from '#web/components/char-counter.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { describeAnswer } from '#web/features/format/use-format-mail.ts';
import { useUser } from '#web/lib/use-user.ts';
import { CustomizableDispatch } from './customizable-dispatch.tsx';
import {
  buildFormatRequest,
  DEFAULT_CHOICES,
  EMPTY_INPUTS,
  type ForgeChoices,
  fillMessage,
  MAIL_INPUT_RULES,
  type MailInputs,
} from './mail-inputs.ts';
import { ManualMail } from './manual-mail.tsx';
import { getTitleColorError } from './style-options.tsx';
import { TemplateMail } from './template-mail.tsx';
import { TextAreaField } from './text-area-field.tsx';
import { useFormatAnswer } from './use-format-answer.ts';
import { useMailModes } from './use-mail-modes.ts';
import { ForgeOptions } from './v2-forge-options.tsx';
import { V2ModeChoice } from './v2-mode-choice.tsx';

/**
 * The mail tool's second version: three ways to start a mail (a draft, a chosen template, a
 * pasted one), the message with its counter, the forge options, FORMAT MESSAGE, and the answer in
 * the Commander Customizer around Final Dispatch.
 */
export function MailToolV2() {
  const { t } = useTranslation();
  const counterId = useId();
  const { user } = useUser();
  const resultRef = useRef<HTMLDivElement>(null);
  const [inputs, setInputs] = useState<MailInputs>(EMPTY_INPUTS);
  const [choices, setChoices] = useState<ForgeChoices>(DEFAULT_CHOICES);
  const { mode, changeMode } = useMailModes({
    initialMode: 'new',
    inputs,
    setInputs,
    rules: MAIL_INPUT_RULES,
    nameOf: (id) => t(`mailToolV2.modes.${id}.name`),
    // Called on a click, once both hooks are there.
    onClear: () => drop(),
  });
  const { answer, send, resend, drop, isPending } = useFormatAnswer({
    mode,
    errorTitle: t('mailToolV2.toasts.formatFailed'),
    // A new mail appears below the button: bring it into view, on a phone it is off screen.
    onFirstAnswer: () =>
      requestAnimationFrame(() =>
        resultRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' }),
      ),
  });

  const filled = useMemo(() => fillMessage(inputs, mode), [inputs, mode]);
  const count = countChars(filled.text);
  const isDisabled =
    filled.text.trim() === '' ||
    isPending ||
    count > LIMITS.mailChars ||
    getTitleColorError(choices.titleColor) !== undefined ||
    (mode === 'template' && inputs.templateId === '');
  const changeInputs = (change: Partial<MailInputs>) => setInputs({ ...inputs, ...change });

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!isDisabled) send(buildFormatRequest(filled.text, choices));
  }

  const isDraft = mode === 'new';
  return (
    <div className="flex flex-col gap-6" data-testid="mail-tool-v2">
      <p className="text-parchment-200">
        {t(user?.isAdmin ? 'mailToolV2.intro' : 'mailToolV2.publicIntro')}
      </p>
      <Card>
        <CardContent className="flex flex-col gap-6 pt-5 sm:pt-6">
          <V2ModeChoice value={mode} onChange={changeMode} />
          {mode === 'template' ? (
            <TemplateMail inputs={inputs} onChange={changeInputs} filled={filled} />
          ) : null}
          {mode === 'manual' ? (
            <ManualMail inputs={inputs} onChange={changeInputs} filled={filled} />
          ) : null}
          <form onSubmit={submit} className="flex flex-col gap-6" aria-busy={isPending}>
            <TextAreaField
              label={t(isDraft ? 'mailToolV2.message.forgeLabel' : 'mailToolV2.message.finalLabel')}
              help={t(isDraft ? 'mailToolV2.message.forgeHelp' : 'mailToolV2.message.finalHelp')}
              describedBy={counterId}
              value={filled.text}
              readOnly={!isDraft}
              onChange={(event) => changeInputs({ draft: event.target.value })}
              placeholder={t(
                isDraft ? 'mailToolV2.message.placeholder' : 'mailToolV2.message.finalEmpty',
              )}
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
            <ForgeOptions choices={choices} onChange={(c) => setChoices({ ...choices, ...c })} />
            <Button type="submit" size="lg" disabled={isDisabled} className="w-full tracking-wide">
              <PendingIcon isPending={isPending} icon={<Hammer aria-hidden="true" />} />
              {isPending ? t('mailTool.ai.forging') : t('mailTool.ai.format')}
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
            isResending={isPending}
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
