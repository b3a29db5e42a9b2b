import {
  Bold,
  Eraser,
  Info,
  Italic,
  type LucideIcon,
  Palette,
  Shapes,
  Underline,
} from 'lucide-react';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, DisclosureButton } from '#web/components/ui/button.tsx';
import { ColorChoice, SizeChoice } from '#web/features/manual-builder/style-choices.tsx';
import type { StyleFlag } from '#web/features/manual-builder/toggle-style.ts';
import type { PanelToggle } from '#web/features/manual-builder/use-panel-toggle.ts';
import type { StyleActions } from '#web/features/manual-builder/use-style-edits.ts';

type ManualToolsProps = {
  /** Prefix of the element ids (the builder's useId), for labels and descriptions. */
  idPrefix: string;
  /** Stable functions (see `useToolbarActions`), so typing does not re-render the toolbar. */
  actions: StyleActions;
  /** The gradient tool's and the symbols picker's toggles. */
  gradient: PanelToggle;
  symbols: PanelToggle;
};

const STYLE_BUTTONS: readonly { flag: StyleFlag; icon: LucideIcon; shortcut: string }[] = [
  { flag: 'bold', icon: Bold, shortcut: 'B' },
  { flag: 'italic', icon: Italic, shortcut: 'I' },
  { flag: 'underline', icon: Underline, shortcut: 'U' },
];

/**
 * The Manual Builder's toolbar: size and colour dropdowns with their apply buttons, Bold, Italic,
 * Underline, Clear and the toggles of the gradient tool and the symbols picker. The size and
 * colour keep their choice themselves and nothing here depends on the text, so typing does not
 * re-render it.
 */
export const ManualTools = memo(function ManualTools({
  idPrefix,
  actions,
  gradient,
  symbols,
}: ManualToolsProps) {
  const { t } = useTranslation();
  const underlineNoteId = `${idPrefix}-underline`;
  const toggles = [
    { panel: gradient, icon: Palette, label: t('manualBuilder.gradient.open') },
    { panel: symbols, icon: Shapes, label: t('symbols.open') },
  ];

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="sr-only">{t('manualBuilder.toolbarLabel')}</legend>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-1">
        <SizeChoice id={`${idPrefix}-size`} onApply={actions.applySize} />
        <ColorChoice id={`${idPrefix}-color`} onApply={actions.applyColor} />
      </div>
      <div className="grid grid-cols-2 gap-2 sm:flex sm:flex-wrap">
        {STYLE_BUTTONS.map(({ flag, icon, shortcut }) => (
          <Button
            key={flag}
            variant="parchment"
            icon={icon}
            onClick={() => actions.toggle(flag)}
            aria-keyshortcuts={`Control+${shortcut} Meta+${shortcut}`}
            aria-describedby={flag === 'underline' ? underlineNoteId : undefined}
          >
            {t(`manualBuilder.${flag}`)}
          </Button>
        ))}
        <Button variant="parchment" icon={Eraser} onClick={actions.clear}>
          {t('manualBuilder.clear')}
        </Button>
        {toggles.map(({ panel, icon, label }) => (
          <DisclosureButton
            key={panel.id}
            ref={panel.toggleRef}
            className="col-span-2"
            isOpen={panel.isOpen}
            controls={panel.id}
            onClick={panel.onToggle}
            icon={icon}
          >
            {label}
          </DisclosureButton>
        ))}
      </div>
      <p id={underlineNoteId} className="flex items-center gap-1.5 text-ink-700 text-sm">
        <Info aria-hidden="true" className="size-4 shrink-0" />
        {t('manualBuilder.underlineNote')}
      </p>
    </fieldset>
  );
});
