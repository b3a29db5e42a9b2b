import * as TabsPrimitive from '@radix-ui/react-tabs';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { getTextDirection } from '#web/i18n/index.ts';
import { cn } from '#web/lib/utils.ts';

/**
 * Radix sets the direction it is given on the tabs (`ltr` when none), which would keep them
 * left to right in Arabic: they follow the reader's language, and arrow keys move the same way.
 */
export function Tabs(props: ComponentProps<typeof TabsPrimitive.Root>) {
  const { i18n } = useTranslation();
  return <TabsPrimitive.Root dir={getTextDirection(i18n.language)} {...props} />;
}

export function TabsList({ className, ...props }: ComponentProps<typeof TabsPrimitive.List>) {
  return (
    <TabsPrimitive.List
      className={cn(
        'inline-flex w-full items-center gap-1 rounded-lg border border-parchment-400 bg-parchment-200 p-1',
        className,
      )}
      {...props}
    />
  );
}

export function TabsTrigger({ className, ...props }: ComponentProps<typeof TabsPrimitive.Trigger>) {
  return (
    <TabsPrimitive.Trigger
      className={cn(
        'inline-flex min-h-11 flex-1 cursor-pointer items-center justify-center gap-2 rounded-md px-3 font-semibold text-ink-800 text-sm transition-colors hover:bg-parchment-100 data-[state=active]:bg-parchment-50 data-[state=active]:text-ink-900 data-[state=active]:shadow-sm',
        className,
      )}
      {...props}
    />
  );
}

export function TabsContent({ className, ...props }: ComponentProps<typeof TabsPrimitive.Content>) {
  return <TabsPrimitive.Content className={cn('mt-4 outline-none', className)} {...props} />;
}
