import { Bold, Italic, Underline, X } from 'lucide-react';
import type { KeyboardEvent, ReactNode } from 'react';
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
  // One button a tool: its name, the style it applies and what it shows.
  const tools: { key: string; label: string; patch: StylePatch; content: ReactNode }[] = [
    ...TOOLBAR_SIZES.map((size) => ({
      key: size.id,
      label: t('customizer.manual.sizeLabel', {
        name: t(`mail.sizes.${size.id}`),
        size: size.value,
      }),
      patch: { size: size.value },
      content: size.value,
    })),
    ...TOOLBAR_COLORS.map((color) => ({
      key: color.id,
      label: t('customizer.manual.colorLabel', { name: t(`customizer.colors.${color.id}`) }),
      patch: { color: color.hex },
      content: (
        <span
          aria-hidden="true"
          className="size-6 rounded-full border border-ink-700"
          style={{ backgroundColor: color.hex }}
        />
      ),
    })),
    ...FLAG_TOOLS.map(({ flag, Icon }) => ({
      key: flag,
      label: t(`manualBuilder.${flag}`),
      patch: { [flag]: true },
      content: <Icon aria-hidden="true" />,
    })),
  ];
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
      {tools.map((tool) => (
        <button
          key={tool.key}
          type="button"
          className={TOOL_CLASS}
          aria-label={tool.label}
          onClick={() => onStyle(tool.patch)}
        >
          {tool.content}
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
