import { RotateCw } from 'lucide-react';
import { Component, type ComponentType, lazy, type ReactNode, useLayoutEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '#web/components/ui/button.tsx';
import { cn } from '#web/lib/utils.ts';

/** A part of the app whose code could not be fetched (the network is gone, a deploy removed it). */
export class PartLoadError extends Error {
  constructor(cause: unknown) {
    super('A part of the app could not be loaded', { cause });
    this.name = 'PartLoadError';
  }
}

type Resettable = { reset: () => void };
type PartState<Props> = Resettable & { Lazy: ComponentType<Props> };

/** The parts whose load failed since the last retry. */
const failedParts = new Set<Resettable>();

/**
 * A screen or part loaded when first shown, like React's `lazy`, except that a failed load is not
 * final: React keeps a lazy component's rejection for good, so each part makes a fresh one when
 * {@link retryFailedParts} is called. A failure reaches the nearest {@link LoadBoundary}.
 */
export function lazyPart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  const part: PartState<Props> = {
    Lazy: makeLazy(),
    reset: () => {
      part.Lazy = makeLazy();
    },
  };
  function makeLazy() {
    return lazy(() =>
      load().catch((error: unknown) => {
        failedParts.add(part);
        throw new PartLoadError(error);
      }),
    ) as unknown as ComponentType<Props>;
  }
  return (props: Props) => renderPart(part, props);
}

/** What a {@link lazyPart} renders: the part's current lazy component. */
function renderPart<Props extends object>(part: PartState<Props>, props: Props) {
  const { Lazy } = part;
  return <Lazy {...props} />;
}

/** Style sheets whose load failed since the last retry. */
const failedSheets = new Set<HTMLLinkElement>();

/**
 * Makes every part that failed to load try again at its next render, and links again each style
 * sheet that failed: Vite's preload asks for a part's sheet once per page, failed or not (its
 * `vite:preloadError` is left to reach the part's boundary as the failure), so a part fetched
 * again would otherwise come without its styles.
 */
export function retryFailedParts(): void {
  for (const link of failedSheets) link.replaceWith(link.cloneNode());
  failedSheets.clear();
  for (const part of failedParts) part.reset();
  failedParts.clear();
}

if (typeof document !== 'undefined') {
  document.addEventListener(
    'error',
    (event) => {
      const link = event.target;
      if (link instanceof HTMLLinkElement && link.rel === 'stylesheet') failedSheets.add(link);
    },
    { capture: true },
  );
}

type LoadBoundaryProps = {
  children: ReactNode;
  /** Puts the message in its frame (a page's layout); default: in place. */
  frame?: (message: ReactNode) => ReactNode;
  className?: string;
  /** A new value (the page's path) clears a failure: another screen is tried afresh. */
  resetKey?: string;
};

/**
 * Where a part that could not be loaded says so, in place of the part, with Retry (and by itself
 * when the connection comes back); the rest of the screen, and what was typed in it, stays. Any
 * other error goes on to the boundary above.
 */
export class LoadBoundary extends Component<LoadBoundaryProps, { error: unknown }> {
  state: { error: unknown } = { error: undefined };

  constructor(props: LoadBoundaryProps) {
    super(props);
    // A part that failed where it was shown before (a mode left, a picker closed) is tried again
    // when it is shown anew (nothing has failed while the page is prerendered).
    retryFailedParts();
  }

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  componentDidUpdate(previous: LoadBoundaryProps) {
    if (previous.resetKey !== this.props.resetKey && this.state.error !== undefined) this.retry();
  }

  retry = () => {
    retryFailedParts();
    this.setState({ error: undefined });
  };

  render() {
    const { error } = this.state;
    if (error === undefined) return this.props.children;
    if (!(error instanceof PartLoadError)) throw error;
    const message = <PartLoadFailed onRetry={this.retry} className={this.props.className} />;
    return this.props.frame ? this.props.frame(message) : message;
  }
}

function PartLoadFailed({ onRetry, className }: { onRetry: () => void; className?: string }) {
  const { t } = useTranslation();
  // Listening from the commit that shows the message: a connection back before the browser's
  // next idle moment (when a passive effect would run) is not missed.
  useLayoutEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div
      data-testid="part-load-failed"
      className={cn('flex flex-col items-start gap-3 py-4', className)}
    >
      <p role="alert">{t('common.loadFailed')}</p>
      <Button variant="parchment" onClick={onRetry}>
        <RotateCw aria-hidden="true" />
        {t('common.retry')}
      </Button>
    </div>
  );
}
