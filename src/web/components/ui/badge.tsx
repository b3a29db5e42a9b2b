import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '#web/lib/utils.ts';

const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs font-semibold whitespace-nowrap',
  {
    variants: {
      variant: {
        gold: 'border-gold-600 bg-gold-500 text-night-950',
        muted: 'border-ink-700/30 bg-ink-900/10 text-ink-800',
        dark: 'border-gold-500/50 bg-night-800 text-gold-200',
      },
    },
    defaultVariants: { variant: 'gold' },
  },
);

type BadgeProps = ComponentProps<'span'> & VariantProps<typeof badgeVariants>;

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
