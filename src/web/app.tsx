import { QueryClientProvider } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageFallback } from '#web/components/layout/page-fallback.tsx';
import { ToastHost } from '#web/components/ui/toast-host.tsx';
import { usePageMeta } from '#web/lib/page-meta.ts';
import { queryClient } from '#web/lib/query-client.ts';
import { type AppRoute, getLoadedPage, loadPage, ROUTES } from '#web/routes.ts';

const lazyPages = new Map<AppRoute, ComponentType<Record<string, unknown>>>(
  ROUTES.map((route) => [route, lazy(() => loadPage(route))]),
);

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

/** The whole browser app. It uses the router in context: the browser location unless a test
 * wraps it in `<Router hook={…}>` or the prerender gives it `ssrPath`. */
export function App() {
  usePageMeta();
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <ToastHost />
    </QueryClientProvider>
  );
}
