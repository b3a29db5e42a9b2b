import { LoaderCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

const SPINNING = 'animate-spin motion-reduce:animate-none';

type SpinnerProps = {
  /** Announced to screen readers and shown beside the spinner unless `isLabelHidden`. */
  label: string;
  isLabelHidden?: boolean;
  className?: string;
};

export function Spinner({ label, isLabelHidden = false, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className={cn('size-5', SPINNING)} />
      <span className={isLabelHidden ? 'sr-only' : undefined}>{label}</span>
    </span>
  );
}

/** A button's icon that turns into a spinner while the button's action runs. */
export function PendingIcon({ isPending, icon }: { isPending: boolean; icon: ReactNode }) {
  return isPending ? <LoaderCircle aria-hidden="true" className={SPINNING} /> : icon;
}
