import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { type ComponentProps, type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '#web/components/message-list.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { cn } from '#web/lib/utils.ts';

/** A titled region of the admin dashboard. */
export function AdminSection({
  title,
  icon: Icon,
  children,
  className,
}: {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
}) {
  const titleId = useId();
  return (
    <Card asChild>
      <section aria-labelledby={titleId} className={cn('min-w-0', className)}>
        <CardHeader className="flex-row items-center gap-2">
          <Icon aria-hidden="true" className="size-5 shrink-0 text-gold-700" />
          <CardTitle id={titleId}>{title}</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">{children}</CardContent>
      </section>
    </Card>
  );
}

/** One entry of an admin list: a bordered box whose first line holds its name and badges. */
export function AdminListItem({
  heading,
  className,
  children,
  ...item
}: ComponentProps<'li'> & { heading: ReactNode }) {
  return (
    <li
      className={cn(
        'flex flex-col gap-2 rounded-lg border border-parchment-400 bg-parchment-50/70 p-4',
        className,
      )}
      {...item}
    >
      <div className="flex flex-wrap items-center gap-2">{heading}</div>
      {children}
    </li>
  );
}

/** A list that could not be loaded, with a way to try again. */
export function QueryError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <LoadFailed message={t('admin.loadFailed')} retryLabel={t('admin.retry')} onRetry={onRetry} />
  );
}

/**
 * An admin list's query: a spinner while it loads, the error with Retry, `emptyText` when it holds
 * nothing, else `children` with the items.
 */
export function QueryList<Item>({
  query,
  emptyText,
  children,
}: {
  query: UseQueryResult<Item[]>;
  emptyText: string;
  children: (items: Item[]) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.isPending) return <Spinner label={t('admin.loading')} />;
  if (query.isError) return <QueryError onRetry={() => query.refetch()} />;
  if (query.data.length === 0) return <p className="text-ink-700 text-sm">{emptyText}</p>;
  return children(query.data);
}

export const selectClassName =
  'min-h-11 w-full rounded-md border border-parchment-400 bg-parchment-50 px-3 py-2 text-base text-ink-900 aria-invalid:border-danger-600';

export const textareaClassName =
  'min-h-28 w-full rounded-md border border-parchment-400 bg-parchment-50 px-3 py-2 text-base text-ink-900 shadow-inner shadow-ink-900/5 aria-invalid:border-danger-600 aria-invalid:ring-1 aria-invalid:ring-danger-600';
