import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '#web/components/message-list.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';

/**
 * A panel's query of the account page's community part as it stands: its content once loaded, a
 * failure (in `failedText`) with Retry, or a spinner meanwhile.
 */
export function CommunityQuery<Data>({
  query,
  failedText,
  children,
}: {
  query: UseQueryResult<Data>;
  failedText: string;
  children: (data: Data) => ReactNode;
}) {
  const { t } = useTranslation();
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return (
      <LoadFailed
        message={failedText}
        retryLabel={t('gallery.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <Spinner label={t('common.loading')} />;
}
