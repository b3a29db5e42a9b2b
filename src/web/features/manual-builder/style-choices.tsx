import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EDITOR_DEFAULT_COLOR,
  EDITOR_DEFAULT_SIZE,
  MAIL_COLORS,
  MAIL_SIZES,
} from '#shared/constants.ts';
import { FormField } from '#web/components/form-field.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

/** A dropdown or number field of the Manual Builder's tools. */
export const TOOL_FIELD_CLASS =
  'min-h-11 rounded-md border border-parchment-400 bg-parchment-50 px-3 text-base text-ink-900';
const SELECT_CLASS = cn(TOOL_FIELD_CLASS, 'w-full');

/** A labelled field of the Manual Builder's tools (a size, a colour, a gradient's chunk). */
export function ToolField({
  id,
  label,
  children,
}: {
  id: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <FormField id={id} label={label} className="gap-1">
      {() => children}
    </FormField>
  );
}

type ApplyRowProps = {
  id: string;
  label: string;
  applyLabel: string;
  onApply: () => void;
  /** Classes of the row of the control and its button. */
  className: string;
  children: ReactNode;
};

/** A labelled choice of the toolbar with its apply button beside it. */
function ApplyRow({ id, label, applyLabel, onApply, className, children }: ApplyRowProps) {
  return (
    <ToolField id={id} label={label}>
      <div className={className}>
        {children}
        <Button variant="secondary" onClick={onApply}>
          {applyLabel}
        </Button>
      </div>
    </ToolField>
  );
}

/** The size dropdown and 'Apply Size'; it keeps the chosen size itself. */
export function SizeChoice({ id, onApply }: { id: string; onApply: (size: number) => void }) {
  const { t } = useTranslation();
  const [size, setSize] = useState<number>(EDITOR_DEFAULT_SIZE);
  return (
    <ApplyRow
      id={id}
      label={t('manualBuilder.sizeLabel')}
      applyLabel={t('manualBuilder.applySize')}
      onApply={() => onApply(size)}
      className="flex gap-2"
    >
      <select
        id={id}
        value={String(size)}
        onChange={(event) => setSize(Number(event.target.value))}
        className={SELECT_CLASS}
      >
        {MAIL_SIZES.map((option) => (
          <option key={option.id} value={option.value}>
            {t('manualBuilder.sizeOption', {
              name: t(`mail.sizes.${option.id}`),
              value: option.value,
            })}
          </option>
        ))}
      </select>
    </ApplyRow>
  );
}

/** The colour dropdown with its swatch and 'Apply Color'; it keeps the chosen colour itself. */
export function ColorChoice({ id, onApply }: { id: string; onApply: (color: string) => void }) {
  const { t } = useTranslation();
  const [color, setColor] = useState<string>(EDITOR_DEFAULT_COLOR);
  return (
    <ApplyRow
      id={id}
      label={t('manualBuilder.colorLabel')}
      applyLabel={t('manualBuilder.applyColor')}
      onApply={() => onApply(color)}
      className="flex items-center gap-2"
    >
      <span
        aria-hidden="true"
        className="size-6 shrink-0 rounded-full border border-ink-900/40"
        style={{ backgroundColor: color }}
      />
      <select
        id={id}
        value={color}
        onChange={(event) => setColor(event.target.value)}
        className={SELECT_CLASS}
      >
        {MAIL_COLORS.map((option) => (
          <option key={option.id} value={option.hex}>
            {t(`mail.colors.${option.id}`)}
          </option>
        ))}
      </select>
    </ApplyRow>
  );
}
