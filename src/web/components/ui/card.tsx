import { Slot } from '@radix-ui/react-slot';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { cn } from '#web/lib/utils.ts';

type CardProps = ComponentProps<'div'> & {
  /** Gives the card's look to the child element (a `<section>`, say) instead of a `<div>`. */
  asChild?: boolean;
};

/** A parchment surface, the look of an in-game mail. */
export function Card({ className, asChild = false, ...props }: CardProps) {
  const Component = asChild ? Slot : 'div';
  return (
    <Component
      className={cn(
        'parchment rounded-xl border border-parchment-400 text-ink-900 shadow-lg shadow-black/40',
        className,
      )}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('flex flex-col gap-1.5 p-5 sm:p-6', className)} {...props} />;
}

export function CardTitle({ className, ...props }: ComponentProps<'h2'>) {
  return (
    <h2
      className={cn('font-display text-xl leading-tight font-bold text-ink-900', className)}
      {...props}
    />
  );
}

export function CardDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p className={cn('text-sm text-ink-700', className)} {...props} />;
}

export function CardContent({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn('p-5 pt-0 sm:p-6 sm:pt-0', className)} {...props} />;
}

type SectionCardProps = Omit<ComponentProps<'section'>, 'title'> & {
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Classes of the content below the title (a column of buttons, say). */
  contentClassName?: string;
};

/**
 * A card that is a titled section of the page: the heading names the section for screen readers
 * (the account page's panels, the sign-in and sign-up side panels, the mail tool's modes).
 */
export function SectionCard({
  title,
  description,
  contentClassName,
  children,
  ...section
}: SectionCardProps) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId} {...section}>
        <CardHeader>
          <CardTitle id={titleId}>{title}</CardTitle>
          {description ? <CardDescription>{description}</CardDescription> : null}
        </CardHeader>
        <CardContent className={contentClassName}>{children}</CardContent>
      </section>
    </Card>
  );
}
