import type { LucideIcon } from 'lucide-react';
import { cn } from '#web/lib/utils.ts';

/**
 * An icon on a rounded gold-on-night tile beside a heading (size and colours may be changed);
 * hidden from assistive technology, as the heading beside it says it all.
 */
export function IconTile({
  icon: Icon,
  className,
  iconClassName = 'size-5',
}: {
  icon: LucideIcon;
  /** The tile's size and background, over `size-11` and `bg-night-800`. */
  className?: string;
  iconClassName?: string;
}) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'grid size-11 shrink-0 place-items-center rounded-lg bg-night-800 text-gold-300',
        className,
      )}
    >
      <Icon className={iconClassName} />
    </span>
  );
}
