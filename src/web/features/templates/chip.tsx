import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

type ChipProps = {
  isActive: boolean;
  onClick: () => void;
  children: ReactNode;
};

/** A round toggle button (a category filter, a preview view): pressed while active. */
export function Chip({ isActive, onClick, children }: ChipProps) {
  return (
    <button
      type="button"
      aria-pressed={isActive}
      onClick={onClick}
      className={cn(
        'inline-flex min-h-11 cursor-pointer items-center gap-1.5 rounded-full border px-4 font-semibold text-sm transition-colors motion-reduce:transition-none',
        isActive
          ? 'border-night-800 bg-night-800 text-gold-200'
          : 'border-parchment-400 bg-parchment-50 text-ink-900 hover:bg-parchment-200',
      )}
    >
      {children}
    </button>
  );
}
