import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { getServerErrorMessage } from '#web/lib/api.ts';

/** What a failed load says and how it is tried again: a query's own fields. */
export type FailedQuery = {
  /** What the failed request threw: the server's own words are shown when it gave some. */
  error: unknown;
  /** Asking again: the Retry button waits for it. */
  isFetching: boolean;
  refetch: () => unknown;
};

type LoadFailedNoticeProps = {
  query: FailedQuery;
  /** The words when the server gave none (offline, no answer). */
  fallback: string;
  retryLabel: string;
};

/** Says that something could not be loaded, with a button to try again. */
export function LoadFailedNotice({ query, fallback, retryLabel }: LoadFailedNoticeProps) {
  return (
    <div className="flex flex-col items-start gap-3">
      <p role="alert">{getServerErrorMessage(query.error) ?? fallback}</p>
      <Button
        variant="parchment"
        onClick={() => void query.refetch()}
        isPending={query.isFetching}
        icon={RotateCw}
      >
        {retryLabel}
      </Button>
    </div>
  );
}

/** A card saying a page's content could not be loaded, with a button to try again. */
export function LoadFailedCard(props: LoadFailedNoticeProps) {
  return (
    <Card>
      <CardContent className="pt-5 sm:pt-6">
        <LoadFailedNotice {...props} />
      </CardContent>
    </Card>
  );
}
