import { Slot } from '@radix-ui/react-slot';
import { cva, type VariantProps } from 'class-variance-authority';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/utils.ts';

// A button keeps its words on one line while it fits; a longer label (Russian, Spanish and
// Portuguese ones run a third longer than English) wraps inside the screen's width instead of
// pushing the page sideways.
const buttonVariants = cva(
  'inline-flex max-w-full shrink-0 cursor-pointer items-center justify-center gap-2 rounded-md text-center break-words font-semibold transition-colors select-none disabled:pointer-events-none disabled:cursor-not-allowed disabled:opacity-55 [&_svg]:pointer-events-none [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default:
          'bg-gold-500 text-night-950 shadow-sm shadow-black/30 hover:bg-gold-400 active:bg-gold-600',
        secondary: 'bg-night-700 text-parchment-100 hover:bg-night-600',
        outline:
          'border border-gold-500/60 bg-transparent text-gold-300 hover:bg-gold-500/10 hover:text-gold-200',
        ghost: 'bg-transparent text-parchment-100 hover:bg-white/10',
        parchment:
          'border border-parchment-400 bg-parchment-50 text-ink-900 hover:bg-parchment-200',
        destructive: 'bg-danger-600 text-white hover:bg-danger-700',
        link: 'text-gold-300 underline-offset-4 hover:underline',
      },
      size: {
        default: 'min-h-11 px-4 py-2 text-sm',
        sm: 'min-h-9 px-3 text-sm',
        lg: 'min-h-12 px-6 text-base',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type ButtonProps = ComponentProps<'button'> &
  VariantProps<typeof buttonVariants> & {
    /** Renders the child element (a link, say) with the button's look instead of a `<button>`. */
    asChild?: boolean;
    /** The icon before the words (a `<button>` only; an `asChild` link writes its own). */
    icon?: LucideIcon;
    /** Classes of the icon (one that turns in right-to-left languages, say). */
    iconClassName?: string;
    /** While the button's action runs: the icon turns into a spinner and the button is disabled. */
    isPending?: boolean;
  };

export function Button({
  className,
  variant,
  size,
  asChild = false,
  type,
  icon: Icon,
  iconClassName,
  isPending = false,
  children,
  ...props
}: ButtonProps) {
  if (asChild) {
    return (
      <Slot className={cn(buttonVariants({ variant, size }), className)} {...props}>
        {children}
      </Slot>
    );
  }
  return (
    <button
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
      disabled={props.disabled || isPending}
    >
      {Icon ? (
        <PendingIcon
          isPending={isPending}
          icon={<Icon aria-hidden="true" className={iconClassName} />}
        />
      ) : null}
      {children}
    </button>
  );
}

type DisclosureButtonProps = Omit<ButtonProps, 'aria-expanded' | 'aria-controls'> & {
  isOpen: boolean;
  /** The id of what it shows and hides, named to assistive technology while it is shown. */
  controls: string;
};

/** A parchment button that shows and hides a part of the page, its state said aloud. */
export function DisclosureButton({ isOpen, controls, ...props }: DisclosureButtonProps) {
  return (
    <Button
      variant="parchment"
      aria-expanded={isOpen}
      aria-controls={isOpen ? controls : undefined}
      {...props}
    />
  );
}
