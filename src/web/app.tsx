import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import {
  MailActionsContext,
  type MailActionsProps,
} from '#web/components/provided-mail-actions.tsx';
import { ToastHost } from '#web/components/ui/toast-host.tsx';
import { useLanguagePreference } from '#web/features/account/use-language-preference.ts';
import { HistoryImportOffer } from '#web/features/history/import-offer.tsx';
import { withAllEnglish } from '#web/i18n/index.ts';
import { useTranslationOverrides } from '#web/i18n/overrides.ts';
import { PageFallback } from '#web/layout/page-fallback.tsx';
import { queryClient } from '#web/lib/query-client.ts';
import { usePageMeta } from '#web/page-meta.ts';
import { type AppRoute, getLoadedPage, loadPage, ROUTES } from '#web/routes.ts';

const lazyPages = new Map<AppRoute, ComponentType<Record<string, unknown>>>(
  ROUTES.map((route) => [route, lazy(() => loadPage(route))]),
);

// Sharing a finished mail to Discord, loaded with the first mail that offers it.
const loadDiscordActions = () =>
  withAllEnglish(() => import('#web/features/discord/discord-actions.tsx'));
const LazyDiscordActions = lazy(async () => ({
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

/** A route's screen: at once when its chunk is loaded (preloadRoute), else lazily. */
function RoutePage({ route }: { route: AppRoute }) {
  const Page = getLoadedPage(route) ?? lazyPages.get(route);
  return Page ? <Page {...route.props} /> : null;
}

/** The route table of spec section 2 (src/web/routes.ts); every other path gets the not-found page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        {ROUTES.map((route) => (
          <Route key={route.path ?? '*'} path={route.path}>
            <RoutePage route={route} />
          </Route>
        ))}
      </Switch>
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
      <HistoryImportOffer />
      <ToastHost />
    </QueryClientProvider>
  );
}
