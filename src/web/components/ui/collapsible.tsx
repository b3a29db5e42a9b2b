import * as CollapsiblePrimitive from '@radix-ui/react-collapsible';
import { ChevronDown, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

export const Collapsible = CollapsiblePrimitive.Root;
export const CollapsibleTrigger = CollapsiblePrimitive.Trigger;
export const CollapsibleContent = CollapsiblePrimitive.Content;

type CollapsibleSectionProps = {
  title: ReactNode;
  icon: LucideIcon;
  children: ReactNode;
  defaultOpen?: boolean;
  className?: string;
};

/** A bordered box that opens and closes under its title (closed by default). */
export function CollapsibleSection({
  title,
  icon: Icon,
  children,
  defaultOpen = false,
  className,
}: CollapsibleSectionProps) {
  return (
    <Collapsible
      defaultOpen={defaultOpen}
      className={cn('rounded-lg border border-parchment-400 bg-parchment-50/70', className)}
    >
      <CollapsibleTrigger className="group flex min-h-11 w-full cursor-pointer items-center gap-2 px-3 text-start font-semibold text-ink-900">
        <Icon aria-hidden="true" className="size-4 shrink-0 text-gold-700" />
        <span className="flex-1">{title}</span>
        <ChevronDown
          aria-hidden="true"
          className="size-4 shrink-0 transition-transform group-data-[state=open]:rotate-180 motion-reduce:transition-none"
        />
      </CollapsibleTrigger>
      <CollapsibleContent className="px-3 pb-3 text-ink-900 text-sm">{children}</CollapsibleContent>
    </Collapsible>
  );
}
