import { useTranslation } from 'react-i18next';
import { ChoicePicker, WordsPicker } from '#web/features/format/ai-assist-options.tsx';
import type { ForgeChoices } from './mail-inputs.ts';
import { StyleOptions } from './style-options.tsx';
import { MAIL_TOOL_V2 } from './v2-constants.ts';

type ForgeOptionsProps = {
  choices: ForgeChoices;
  onChange: (change: Partial<ForgeChoices>) => void;
};

/**
 * How the second version forges a mail: Forge Method, Message Spirit, the intensity of a rewrite
 * and Style Your Signal.
 */
export function ForgeOptions({ choices, onChange }: ForgeOptionsProps) {
  const { t } = useTranslation();
  return (
    <>
      <WordsPicker
        legend={t('mailToolV2.forgeMethod')}
        value={choices.mode}
        onChange={(forgeMode) => onChange({ mode: forgeMode })}
      />
      <ChoicePicker
        legend={t('mailToolV2.spirit')}
        options={MAIL_TOOL_V2.tones}
        value={choices.toneId}
        onChange={(toneId) => onChange({ toneId })}
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
          onChange={(intensityId) => onChange({ intensityId })}
          textOf={(id) => ({
            name: t(`mailToolV2.intensities.${id}.name`),
            hint: t(`mailToolV2.intensities.${id}.hint`),
          })}
          gridClassName="grid-cols-2 sm:grid-cols-4"
          dataAttribute="v2-intensity"
        />
      ) : null}
      <StyleOptions choices={choices} onChange={onChange} />
    </>
  );
}
