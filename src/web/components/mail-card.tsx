import { CircleExclamationPoint } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { HydratesApart } from '#web/components/hydrates-apart.tsx';
import { type FailedQuery, LoadFailedCard } from '#web/components/load-failed-card.tsx';
import { MailPreview } from '#web/components/mail-preview.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { Spinner } from '#web/components/ui/spinner.tsx';
import { MailActions } from './mail-actions.tsx';

type MailCardProps = {
  markup: string;
  /** What comes first: a title, an author, a date, votes… */
  header?: ReactNode;
  /** The actions in order (components of mail-actions.tsx, or a place's own). */
  actions: ReactNode;
  /** Between the actions and the preview (the mail's parts, a share link…). */
  children?: ReactNode;
  /** After the preview (a gallery message's comments). */
  footer?: ReactNode;
  /** The preview's largest font size where a place caps it (the gallery). */
  maxFontSize?: ComponentProps<typeof MailPreview>['maxFontSize'];
  as?: 'section' | 'article';
  label?: string;
  labelledBy?: string;
  testId?: string;
};

/**
 * One mail shown on its own: what the place says first, the mail's actions, and the mail as the
 * game shows it. Final Dispatch, a shared link and a gallery message are each one.
 */
export function MailCard({
  markup,
  header,
  actions,
  children,
  footer,
  maxFontSize,
  as: Element = 'section',
  label,
  labelledBy,
  testId,
}: MailCardProps) {
  return (
    <Card asChild>
      <Element data-testid={testId} aria-label={label} aria-labelledby={labelledBy}>
        <CardContent className="flex flex-col gap-4 pt-5 sm:pt-6">
          {header}
          <MailActions>{actions}</MailActions>
          {children}
          <HydratesApart>
            <MailPreview markup={markup} maxFontSize={maxFontSize} />
          </HydratesApart>
          {footer}
        </CardContent>
      </Element>
    </Card>
  );
}

type MailLoadStateProps = {
  /** The mail's query. */
  query: FailedQuery & { isError: boolean };
  isNotFound: boolean;
  notFoundText: string;
  notFoundTestId?: string;
  failedText: string;
  retryLabel: string;
  loadingLabel: string;
};

/** A mail that is not there (yet): gone, failed to load with a way to try again, or loading. */
export function MailLoadState(props: MailLoadStateProps) {
  if (props.isNotFound) {
    return (
      <Card>
        <CardContent className="flex items-start gap-3 pt-5 sm:pt-6">
          <CircleExclamationPoint aria-hidden="true" className="size-6 shrink-0 text-danger-600" />
          <p data-testid={props.notFoundTestId}>{props.notFoundText}</p>
        </CardContent>
      </Card>
    );
  }
  if (props.query.isError) {
    return (
      <LoadFailedCard
        query={props.query}
        fallback={props.failedText}
        retryLabel={props.retryLabel}
      />
    );
  }
  return <Spinner label={props.loadingLabel} className="text-parchment-200" />;
}
