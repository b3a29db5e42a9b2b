import { AI_CHOICES, ChoicePicker, choiceSet } from '#web/features/format/ai-assist-options.tsx';
import type { ForgeChoices } from './mail-inputs.ts';
import { StyleOptions } from './style-options.tsx';
import { MAIL_TOOL_V2 } from './v2-constants.ts';

/** Message Spirit and the intensity of a rewrite: the second version's own tones and steps. */
const V2_CHOICES = {
  spirit: choiceSet({
    legend: 'mailToolV2.spirit',
    options: MAIL_TOOL_V2.tones,
    texts: 'mailToolV2.tones',
    gridClassName: 'grid-cols-2 sm:grid-cols-4',
    dataAttribute: 'v2-tone',
  }),
  intensity: choiceSet({
    legend: 'mailToolV2.intensity',
    options: MAIL_TOOL_V2.intensities,
    texts: 'mailToolV2.intensities',
    gridClassName: 'grid-cols-2 sm:grid-cols-4',
    dataAttribute: 'v2-intensity',
  }),
};

type ForgeOptionsProps = {
  choices: ForgeChoices;
  onChange: (change: Partial<ForgeChoices>) => void;
};

/**
 * How the second version forges a mail: Forge Method, Message Spirit, the intensity of a rewrite
 * and Style Your Signal.
 */
export function ForgeOptions({ choices, onChange }: ForgeOptionsProps) {
  return (
    <>
      <ChoicePicker
        {...AI_CHOICES.words}
        legend="mailToolV2.forgeMethod"
        value={choices.mode}
        onChange={(mode) => onChange({ mode })}
      />
      <ChoicePicker
        {...V2_CHOICES.spirit}
        value={choices.toneId}
        onChange={(toneId) => onChange({ toneId })}
      />
      {choices.mode === 'improve' ? (
        <ChoicePicker
          {...V2_CHOICES.intensity}
          value={choices.intensityId}
          onChange={(intensityId) => onChange({ intensityId })}
        />
      ) : null}
      <StyleOptions choices={choices} onChange={onChange} />
    </>
  );
}
