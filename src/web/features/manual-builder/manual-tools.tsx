import { Bold, Eraser, Info, Italic, Palette, Shapes, Underline } from 'lucide-react';
import { memo, type ReactNode, type Ref, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  EDITOR_DEFAULT_COLOR,
  EDITOR_DEFAULT_SIZE,
  MAIL_COLORS,
  MAIL_SIZES,
} from '#shared/constants.ts';
import { Button, DisclosureButton } from '#web/components/ui/button.tsx';
import type { StyleFlag } from '#web/features/manual-builder/toggle-style.ts';

const FIELD_CLASS =
  'min-h-11 w-full rounded-md border border-parchment-400 bg-parchment-50 px-3 text-base text-ink-900';

type ManualToolsProps = {
  /** Prefix of the element ids (the builder's useId), for labels and descriptions. */
  idPrefix: string;
  onApplySize: (size: number) => void;
  onApplyColor: (color: string) => void;
  onToggle: (flag: StyleFlag) => void;
  onClear: () => void;
  /** Whether the gradient tool (element `gradientId`) is shown, and its toggle. */
  isGradientOpen: boolean;
  gradientId: string;
  onToggleGradient: () => void;
  gradientToggleRef?: Ref<HTMLButtonElement>;
  /** Whether the symbols picker (element `symbolsId`) is shown, and its toggle. */
  isSymbolsOpen: boolean;
  symbolsId: string;
  onToggleSymbols: () => void;
  symbolsToggleRef?: Ref<HTMLButtonElement>;
};

/**
 * The Manual Builder's toolbar: size and colour dropdowns with their apply buttons, Bold, Italic,
 * Underline, Clear and the toggles of the gradient tool and the symbols picker. It keeps the chosen size and colour itself and does not depend on the text,
 * so typing does not re-render it (pass stable callbacks).
 */
export const ManualTools = memo(function ManualTools({
  idPrefix,
  onApplySize,
  onApplyColor,
  onToggle,
  onClear,
  isGradientOpen,
  gradientId,
  onToggleGradient,
  gradientToggleRef,
  isSymbolsOpen,
  symbolsId,
  onToggleSymbols,
  symbolsToggleRef,
}: ManualToolsProps) {
  const { t } = useTranslation();
  const [size, setSize] = useState<number>(EDITOR_DEFAULT_SIZE);
  const [color, setColor] = useState<string>(EDITOR_DEFAULT_COLOR);

  const toolButton = (flag: StyleFlag, icon: ReactNode, shortcut: string, describedBy?: string) => (
    <Button
      variant="parchment"
      onClick={() => onToggle(flag)}
      aria-keyshortcuts={`Control+${shortcut} Meta+${shortcut}`}
      aria-describedby={describedBy}
    >
      {icon}
      {t(`manualBuilder.${flag}`)}
    </Button>
  );

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('manualBuilder.toolbarLabel')}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-size`} className="font-semibold text-ink-900 text-sm">
            {t('manualBuilder.sizeLabel')}
          </label>
          <div className="flex gap-2">
            <select
              id={`${idPrefix}-size`}
              value={String(size)}
              onChange={(event) => setSize(Number(event.target.value))}
              className={FIELD_CLASS}
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
            <Button variant="secondary" onClick={() => onApplySize(size)}>
              {t('manualBuilder.applySize')}
            </Button>
          </div>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={`${idPrefix}-color`} className="font-semibold text-ink-900 text-sm">
            {t('manualBuilder.colorLabel')}
          </label>
          <div className="flex items-center gap-2">
            <span
              aria-hidden="true"
              className="size-6 shrink-0 rounded-full border border-ink-900/40"
              style={{ backgroundColor: color }}
            />
            <select
              id={`${idPrefix}-color`}
              value={color}
              onChange={(event) => setColor(event.target.value)}
              className={FIELD_CLASS}
            >
              {MAIL_COLORS.map((option) => (
                <option key={option.id} value={option.hex}>
                  {t(`mail.colors.${option.id}`)}
                </option>
              ))}
            </select>
            <Button variant="secondary" onClick={() => onApplyColor(color)}>
              {t('manualBuilder.applyColor')}
            </Button>
          </div>
        </div>
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {toolButton('bold', <Bold aria-hidden="true" />, 'B')}
        {toolButton('italic', <Italic aria-hidden="true" />, 'I')}
        {toolButton('underline', <Underline aria-hidden="true" />, 'U', `${idPrefix}-underline`)}
        <Button variant="parchment" onClick={onClear}>
          <Eraser aria-hidden="true" />
          {t('manualBuilder.clear')}
        </Button>
        <DisclosureButton
          ref={gradientToggleRef}
          className="col-span-2"
          isOpen={isGradientOpen}
          controls={gradientId}
          onClick={onToggleGradient}
        >
          <Palette aria-hidden="true" />
          {t('manualBuilder.gradient.open')}
        </DisclosureButton>
        <DisclosureButton
          ref={symbolsToggleRef}
          className="col-span-2"
          isOpen={isSymbolsOpen}
          controls={symbolsId}
          onClick={onToggleSymbols}
        >
          <Shapes aria-hidden="true" />
          {t('symbols.open')}
        </DisclosureButton>
      </div>
      <p id={`${idPrefix}-underline`} className="flex items-center gap-1.5 text-ink-700 text-sm">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {t('manualBuilder.underlineNote')}
      </p>
    </fieldset>
  );
});
