import { LoaderCircle } from 'lucide-react';
import { cn } from '#web/lib/utils.ts';

export type SpinnerProps = {
  /** Announced to screen readers and shown beside the spinner unless `isLabelHidden`. */
  label: string;
  isLabelHidden?: boolean;
  className?: string;
};

export function Spinner({ label, isLabelHidden = false, className }: SpinnerProps) {
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className={isLabelHidden ? 'sr-only' : undefined}>{label}</span>
    </span>
  );
}
