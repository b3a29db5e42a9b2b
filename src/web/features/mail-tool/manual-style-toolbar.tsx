import { Bold, Italic, Underline, X } from 'lucide-react';
import type { KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StylePatch } from '#markup/index.ts';
import { cn } from '#web/lib/utils.ts';
import { TOOLBAR_COLORS, TOOLBAR_SIZES } from './manual-tools.ts';

/** Bold, italic and underline, named as the Manual Builder's buttons. */
const FLAG_TOOLS = [
  { flag: 'bold', Icon: Bold },
  { flag: 'italic', Icon: Italic },
  { flag: 'underline', Icon: Underline },
] as const;

const TOOL_CLASS =
  'inline-flex size-11 shrink-0 items-center justify-center rounded-md border border-parchment-400 bg-parchment-50 font-semibold text-ink-900 text-xs hover:bg-parchment-200 [&_svg]:size-4';

type StyleToolbarProps = {
  id: string;
  /** Where it shows under the selection (a phone shows it as a bar at the bottom instead). */
  top: number;
  onStyle: (patch: StylePatch) => void;
  onClose: () => void;
  onKeyDown: (event: KeyboardEvent) => void;
};

/** The Manual Customizer's style toolbar: sizes, the seven toolbar colours, bold, italic, underline. */
export function StyleToolbar({ id, top, onStyle, onClose, onKeyDown }: StyleToolbarProps) {
  const { t } = useTranslation();
  return (
    <div
      id={id}
      role="toolbar"
      aria-label={t('customizer.manual.toolbarLabel')}
      data-testid="style-toolbar"
      onKeyDown={onKeyDown}
      style={{ top }}
      className={cn(
        'z-40 flex flex-wrap items-center gap-1 border border-night-700 bg-night-900 p-2 shadow-lg',
        // On a phone a bar at the bottom of the screen, above the keyboard; else by the text.
        'max-sm:!top-auto max-sm:fixed max-sm:inset-x-0 max-sm:bottom-0 sm:absolute sm:start-2 sm:end-2 sm:rounded-lg',
      )}
    >
      {TOOLBAR_SIZES.map((size) => (
        <button
          key={size.id}
          type="button"
          className={TOOL_CLASS}
          aria-label={t('customizer.manual.sizeLabel', {
            name: t(`mail.sizes.${size.id}`),
            size: size.value,
          })}
          onClick={() => onStyle({ size: size.value })}
        >
          {size.value}
        </button>
      ))}
      {TOOLBAR_COLORS.map((color) => (
        <button
          key={color.id}
          type="button"
          className={TOOL_CLASS}
          aria-label={t('customizer.manual.colorLabel', {
            name: t(`customizer.colors.${color.id}`),
          })}
          onClick={() => onStyle({ color: color.hex })}
        >
          <span
            aria-hidden="true"
            className="size-6 rounded-full border border-ink-700"
            style={{ backgroundColor: color.hex }}
          />
        </button>
      ))}
      {FLAG_TOOLS.map(({ flag, Icon }) => (
        <button
          key={flag}
          type="button"
          className={TOOL_CLASS}
          aria-label={t(`manualBuilder.${flag}`)}
          onClick={() => onStyle({ [flag]: true })}
        >
          <Icon aria-hidden="true" />
        </button>
      ))}
      <button
        type="button"
        className={cn(TOOL_CLASS, 'ms-auto')}
        aria-label={t('customizer.manual.closeToolbar')}
        onClick={onClose}
      >
        <X aria-hidden="true" />
      </button>
    </div>
  );
}
