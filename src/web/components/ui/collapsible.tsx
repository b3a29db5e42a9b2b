import { ChevronDown, type LucideIcon } from 'lucide-react';
import { type ComponentProps, createContext, type ReactNode, use, useId, useState } from 'react';
import { cn } from '#web/lib/utils.ts';

/**
 * A box that opens and closes under its trigger, as WAI-ARIA's disclosure pattern has it: the
 * trigger is a button with `aria-expanded` (and `aria-controls` while open); the content stays in
 * the page, `hidden`, and its children are rendered only while open. Each part says
 * `data-state="open" | "closed"` for styles. Our own, a few lines: the first load of the home page
 * has one (the 'What is MailForge?' panel), and a library's takes 4 kB there.
 */
type CollapsibleState = { isOpen: boolean; toggle: () => void; contentId: string };

const CollapsibleContext = createContext<CollapsibleState | null>(null);

function useCollapsible(): CollapsibleState {
  const state = use(CollapsibleContext);
  if (!state) throw new Error('A collapsible part is outside its <Collapsible>');
  return state;
}

const stateOf = (isOpen: boolean) => (isOpen ? 'open' : 'closed');

type CollapsibleProps = Omit<ComponentProps<'div'>, 'onToggle'> & {
  /** Open or closed, when the parent holds it (with `onOpenChange`); else the box holds its own. */
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
};

export function Collapsible({
  open,
  defaultOpen = false,
  onOpenChange,
  children,
  ...props
}: CollapsibleProps) {
  const [ownOpen, setOwnOpen] = useState(defaultOpen);
  const isOpen = open ?? ownOpen;
  const contentId = useId();
  const toggle = () => {
    setOwnOpen(!isOpen);
    onOpenChange?.(!isOpen);
  };
  return (
    <CollapsibleContext value={{ isOpen, toggle, contentId }}>
      <div data-state={stateOf(isOpen)} {...props}>
        {children}
      </div>
    </CollapsibleContext>
  );
}

export function CollapsibleTrigger({ onClick, ...props }: ComponentProps<'button'>) {
  const { isOpen, toggle, contentId } = useCollapsible();
  return (
    <button
      type="button"
      aria-controls={isOpen ? contentId : undefined}
      aria-expanded={isOpen}
      data-state={stateOf(isOpen)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) toggle();
      }}
      {...props}
    />
  );
}

export function CollapsibleContent({ children, ...props }: ComponentProps<'div'>) {
  const { isOpen, contentId } = useCollapsible();
  return (
    <div data-state={stateOf(isOpen)} id={contentId} hidden={!isOpen} {...props}>
      {isOpen ? children : null}
    </div>
  );
}

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
