import { SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { TITLE_SIZE } from '#shared/constants.ts';
import { FormatRequestSchema } from '#shared/schemas/format.ts';
import { FormField, TextInput } from '#web/components/form-field.tsx';
import { Badge } from '#web/components/ui/badge.tsx';
import { CollapsibleSection } from '#web/components/ui/collapsible.tsx';
import { ChoicePicker, TitleColorPicker } from '#web/features/format/ai-assist-options.tsx';
import type { ForgeChoices, TitleSize } from './mail-inputs.ts';
import { MAIL_TOOL_V2 } from './v2-constants.ts';

/** Why the server would refuse this title colour ('Invalid hex color'), if it would. */
export function getTitleColorError(hex: string): string | undefined {
  const result = FormatRequestSchema.shape.titleColor.safeParse(hex);
  return result.success ? undefined : result.error.issues[0]?.message;
}

const SIZE_CHOICES = MAIL_TOOL_V2.titleSizes.map((size) => ({ id: String(size) }));

type StyleOptionsProps = {
  choices: ForgeChoices;
  onChange: (change: Partial<ForgeChoices>) => void;
};

function Checkbox({
  checked,
  onChange,
  disabled = false,
  children,
}: {
  checked: boolean;
  onChange?: (checked: boolean) => void;
  disabled?: boolean;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 cursor-pointer items-center gap-3 font-semibold text-ink-900 has-disabled:cursor-not-allowed has-disabled:opacity-70">
      <input
        type="checkbox"
        checked={checked}
        disabled={disabled}
        onChange={(event) => onChange?.(event.target.checked)}
        className="size-5 accent-night-800"
      />
      {children}
    </label>
  );
}

/**
 * Style Your Signal (the second version): eight swatches and a free hex input, then
 * 'Advanced RoK Formatting Options' with a bold or italic title and its size.
 */
export function StyleOptions({ choices, onChange }: StyleOptionsProps) {
  const { t } = useTranslation();
  const hexError = getTitleColorError(choices.titleColor);
  return (
    <div className="flex flex-col gap-4">
      <TitleColorPicker
        legend={t('mailToolV2.style.title')}
        colors={MAIL_TOOL_V2.swatches}
        value={choices.titleColor}
        onChange={(titleColor) => onChange({ titleColor })}
        nameOf={(id) =>
          id === 'white' ? t('customizer.colors.white') : t(`mail.colors.${id as 'gold'}`)
        }
      >
        <FormField
          label={t('mailToolV2.style.hexLabel')}
          error={hexError}
          className="mt-3 max-w-xs"
        >
          {(control) => (
            <div className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="size-11 shrink-0 rounded-md border border-parchment-400"
                style={{ backgroundColor: hexError ? 'transparent' : choices.titleColor }}
              />
              <TextInput
                {...control}
                value={choices.titleColor}
                onChange={(event) => onChange({ titleColor: event.target.value.trim() })}
                placeholder={t('mailToolV2.style.hexHelp')}
                autoComplete="off"
                spellCheck={false}
                maxLength={7}
                className="font-mono"
              />
            </div>
          )}
        </FormField>
      </TitleColorPicker>

      <CollapsibleSection title={t('mailToolV2.style.advanced')} icon={SlidersHorizontal}>
        <div className="flex flex-col gap-3">
          <div className="flex flex-wrap gap-x-6">
            <Checkbox checked={choices.useBold} onChange={(useBold) => onChange({ useBold })}>
              {t('mailToolV2.style.bold')}
            </Checkbox>
            <Checkbox checked={choices.useItalic} onChange={(useItalic) => onChange({ useItalic })}>
              {t('mailToolV2.style.italic')}
            </Checkbox>
          </div>
          <ChoicePicker
            legend="mailToolV2.style.sizeLabel"
            options={SIZE_CHOICES}
            value={String(choices.titleSize)}
            onChange={(size) => onChange({ titleSize: Number(size) as TitleSize })}
            texts={(size) => ({ name: t('mailToolV2.style.size', { size }) })}
            gridClassName="grid-cols-3 sm:grid-cols-5"
            dataAttribute="title-size"
          />
          {choices.titleSize < TITLE_SIZE.min ? (
            <p className="text-ink-700 text-sm">{t('mailToolV2.style.smallSizeNote')}</p>
          ) : null}
        </div>
      </CollapsibleSection>

      <Checkbox checked={false} disabled>
        {t('mailToolV2.style.manualFormatting')}
        <Badge variant="muted">{t('common.comingSoon')}</Badge>
      </Checkbox>
    </div>
  );
}
