import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, type ReactNode, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';
import {
  MailActionsContext,
  type MailActionsProps,
} from '#web/components/provided-mail-actions.tsx';
import { Card, CardContent } from '#web/components/ui/card.tsx';
import { ToastHost } from '#web/components/ui/toast-host.tsx';
import { useLanguagePreference } from '#web/features/account/use-language-preference.ts';
import { HistoryImportOffer } from '#web/features/history/import-offer.tsx';
import { withAllEnglish } from '#web/i18n/index.ts';
import { useTranslationOverrides } from '#web/i18n/overrides.ts';
import { PageFallback } from '#web/layout/page-fallback.tsx';
import { PageLayout } from '#web/layout/page-layout.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { useIsOnline } from '#web/lib/use-online.ts';
import { usePageMeta } from '#web/page-meta.ts';
import { type AppRoute, getLoadedPage, loadPage, ROUTES } from '#web/routes.ts';

const lazyPages = new Map<AppRoute, ComponentType<Record<string, unknown>>>(
  ROUTES.map((route) => [route, lazyPart(() => loadPage(route))]),
);

// Sharing a finished mail to Discord, loaded with the first mail that offers it.
const loadDiscordActions = () =>
  withAllEnglish(() => import('#web/features/discord/discord-actions.tsx'));
const LazyDiscordActions = lazyPart(async () => ({
  default: (await loadDiscordActions()).DiscordActions,
}));
let preloadedDiscordActions: ComponentType<MailActionsProps> | undefined;

/**
 * Loads the mail's actions ahead of a render that must not suspend (the server's, prerender.tsx);
 * the browser loads them lazily.
 */
export async function preloadMailActions(): Promise<void> {
  preloadedDiscordActions = (await loadDiscordActions()).DiscordActions;
}

function DiscordActions(props: MailActionsProps) {
  const Actions = preloadedDiscordActions ?? LazyDiscordActions;
  return <Actions {...props} />;
}

// What a screen that needs the server shows offline.
const OfflinePage = lazyPart(async () => ({
  default: (await withAllEnglish(() => import('#web/layout/offline-page.tsx'))).OfflinePage,
}));

/** A route's screen: at once when its chunk is loaded (preloadRoute), else lazily. */
function RoutePage({ route }: { route: AppRoute }) {
  const isOnline = useIsOnline();
  if (route.needsServer && !isOnline) return <OfflinePage />;
  const Page = getLoadedPage(route) ?? lazyPages.get(route);
  return Page ? <Page {...route.props} /> : null;
}

/** A screen whose code could not be fetched: the page's frame, the message and Retry. */
function pageFrame(message: ReactNode) {
  return (
    <PageLayout>
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Card>
          <CardContent className="pt-5 sm:pt-6">{message}</CardContent>
        </Card>
      </div>
    </PageLayout>
  );
}

/** The route table (src/web/routes.ts); every other path gets the not-found page. */
export function AppRoutes() {
  const [location] = useLocation();
  return (
    <Suspense fallback={<PageFallback />}>
      <LoadBoundary frame={pageFrame} resetKey={location}>
        <Switch>
          {ROUTES.map((route) => (
            <Route key={route.path ?? '*'} path={route.path}>
              <RoutePage route={route} />
            </Route>
          ))}
        </Switch>
      </LoadBoundary>
    </Suspense>
  );
}

/** Keeps the signed-in player's language on their profile; rendered once, above every screen. */
export function LanguagePreference() {
  useLanguagePreference();
  return null;
}

/** The whole browser app. It uses the router in context: the browser location unless a test
 * wraps it in `<Router hook={…}>` or the prerender gives it `ssrPath`. */
export function App() {
  usePageMeta();
  useTranslationOverrides();
  return (
    <QueryClientProvider client={queryClient}>
      <LanguagePreference />
      <MailActionsContext value={DiscordActions}>
        <AppRoutes />
      </MailActionsContext>
      {/* An offer: if its code cannot be fetched, it is simply not made. */}
      <LoadBoundary frame={() => null}>
        <HistoryImportOffer />
      </LoadBoundary>
      <ToastHost />
    </QueryClientProvider>
  );
}
