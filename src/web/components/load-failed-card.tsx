import { RotateCw } from 'lucide-react';
import { Button } from '#web/components/ui/button.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { PendingIcon } from '#web/components/ui/spinner.tsx';
import { getServerErrorMessage } from '#web/lib/api.ts';

type LoadFailedCardProps = {
  /** What the failed request threw: the server's own words are shown when it gave some. */
  error: unknown;
  /** The words when the server gave none (offline, no answer). */
  fallback: string;
  retryLabel: string;
  isRetrying: boolean;
  onRetry: () => void;
};

/** A card saying a page's content could not be loaded, with a button to try again. */
export function LoadFailedCard({
  error,
  fallback,
  retryLabel,
  isRetrying,
  onRetry,
}: LoadFailedCardProps) {
  return (
    <Card>
      <CardContent className="flex flex-col items-start gap-3 pt-5 sm:pt-6">
        <p role="alert">{getServerErrorMessage(error) ?? fallback}</p>
        <Button variant="parchment" onClick={onRetry} disabled={isRetrying}>
          <PendingIcon isPending={isRetrying} icon={<RotateCw aria-hidden="true" />} />
          {retryLabel}
        </Button>
      </CardContent>
    </Card>
  );
}
