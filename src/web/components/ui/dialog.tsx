import * as DialogPrimitive from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cn } from '#web/lib/utils.ts';

type DialogPanelProps = Omit<
  ComponentPropsWithoutRef<typeof DialogPrimitive.Content>,
  'title' | 'children'
> & {
  title: ReactNode;
  description: ReactNode;
  /** The close button's accessible name; without one the panel's own buttons close it. */
  closeLabel?: string;
  size?: 'md' | 'lg';
  children: ReactNode;
};

/**
 * The app's modal panel, inside a Radix `Dialog.Root` its caller owns (open state, trigger): the
 * dimmed overlay, the parchment panel that scrolls within the screen, the title and description,
 * and a close button in the corner when `closeLabel` is given.
 */
export function DialogPanel({
  title,
  description,
  closeLabel,
  size = 'md',
  className,
  children,
  ...contentProps
}: DialogPanelProps) {
  return (
    <DialogPrimitive.Portal>
      <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-night-950/75 backdrop-blur-sm" />
      <DialogPrimitive.Content
        {...contentProps}
        className={cn(
          'parchment fixed inset-x-4 top-1/2 z-50 mx-auto flex max-h-[calc(100dvh-2rem)] -translate-y-1/2 flex-col gap-4 overflow-y-auto rounded-xl border border-parchment-400 p-5 text-ink-900 shadow-2xl shadow-black/60 sm:p-6',
          size === 'lg' ? 'max-w-lg' : 'max-w-md',
          className,
        )}
      >
        <div className={cn('flex flex-col gap-1.5', closeLabel && 'pe-10')}>
          <DialogPrimitive.Title className="font-bold text-ink-900 text-xl">
            {title}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-ink-700 text-sm">
            {description}
          </DialogPrimitive.Description>
        </div>
        {children}
        {closeLabel ? (
          <DialogPrimitive.Close
            aria-label={closeLabel}
            className="absolute end-2 top-2 grid size-11 cursor-pointer place-items-center rounded-md text-ink-700 hover:bg-ink-900/10 hover:text-ink-900"
          >
            <X aria-hidden="true" className="size-5" />
          </DialogPrimitive.Close>
        ) : null}
      </DialogPrimitive.Content>
    </DialogPrimitive.Portal>
  );
}
