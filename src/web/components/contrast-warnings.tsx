import { Paintbrush } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { UnreadableColor } from '#markup/index.ts';
import type { MailBackground } from '#shared/constants.ts';
import { Button } from '#web/components/ui/button.tsx';

type ContrastWarningsProps = {
  background: MailBackground;
  /** The mail's colours that do not read there; nothing is shown when there are none. */
  colors: readonly UnreadableColor[];
  /** Replaces `color` with `shade` throughout the mail. */
  onUseShade: (color: string, shade: string) => void;
};

function Swatch({ hex }: { hex: string }) {
  return (
    <span
      aria-hidden="true"
      className="inline-block size-4 shrink-0 rounded-full border border-ink-900/40"
      style={{ backgroundColor: hex }}
    />
  );
}

/**
 * Each colour of the mail under 3:1 on where it is read (the parchment or the board's blue), its
 * contrast, and a button that puts the nearest readable shade in its place in one tap.
 */
export function ContrastWarnings({ background, colors, onUseShade }: ContrastWarningsProps) {
  const { t } = useTranslation();
  if (colors.length === 0) return null;
  return (
    <div
      data-testid="contrast-warnings"
      className="rounded-lg border border-gold-600 bg-gold-100 p-3 text-ink-900 text-sm"
    >
      <p className="font-semibold">{t(`finalDispatch.contrast.title.${background}`)}</p>
      <ul className="mt-2 flex flex-col gap-2">
        {colors.map(({ color, ratio, shade }) => (
          <li key={color} className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span className="flex min-w-0 items-center gap-2">
              <Swatch hex={color} />
              {t('finalDispatch.contrast.color', { color, ratio: ratio.toFixed(1) })}
            </span>
            <Button variant="parchment" onClick={() => onUseShade(color, shade)}>
              <Paintbrush aria-hidden="true" />
              <Swatch hex={shade} />
              {t('finalDispatch.contrast.useShade', { shade, color })}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
