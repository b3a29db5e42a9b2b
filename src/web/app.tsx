import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { PageFallback } from '#web/components/layout/page-fallback.tsx';
import { Toaster } from '#web/components/ui/toaster.tsx';
import { queryClient } from '#web/lib/query-client.ts';

// One chunk per screen: a visitor of the mail tool never downloads the admin area.
const HomePage = lazy(() => import('#web/pages/home-page.tsx'));
const SignInPage = lazy(() => import('#web/pages/sign-in-page.tsx'));
const SignUpPage = lazy(() => import('#web/pages/sign-up-page.tsx'));
const AccountPage = lazy(() => import('#web/pages/account-page.tsx'));
const AdminLoginPage = lazy(() => import('#web/pages/admin-login-page.tsx'));
const AdminDashboardPage = lazy(() => import('#web/pages/admin-dashboard-page.tsx'));
const AdminModulePage = lazy(() => import('#web/pages/admin-module-page.tsx'));
const AdminMailToolV3Page = lazy(() => import('#web/pages/admin-mail-tool-v3-page.tsx'));
const AdminPreviewPage = lazy(() => import('#web/pages/admin-preview-page.tsx'));
const FeaturePreviewPage = lazy(() => import('#web/pages/feature-preview-page.tsx'));
const CommunityGalleryPreviewPage = lazy(
  () => import('#web/pages/community-gallery-preview-page.tsx'),
);
const OriginalHomePage = lazy(() => import('#web/pages/original-home-page.tsx'));
const NotFoundPage = lazy(() => import('#web/pages/not-found-page.tsx'));

/** The route table of spec section 2; every other path gets the not-found page. */
export function AppRoutes() {
  return (
    <Suspense fallback={<PageFallback />}>
      <Switch>
        <Route path="/" component={HomePage} />
        <Route path="/auth/signin" component={SignInPage} />
        <Route path="/auth/signup" component={SignUpPage} />
        <Route path="/account" component={AccountPage} />
        <Route path="/__forgeadmin" component={AdminLoginPage} />
        <Route path="/admin/dashboard" component={AdminDashboardPage} />
        <Route path="/admin/modules/:slug" component={AdminModulePage} />
        <Route path="/admin/tools/mailforge-v3" component={AdminMailToolV3Page} />
        <Route path="/admin/preview/mailforge-v2">
          <AdminPreviewPage tool="mailforge-v2" />
        </Route>
        <Route path="/admin/preview/boardforge">
          <AdminPreviewPage tool="boardforge" />
        </Route>
        <Route path="/admin/preview/chatforge">
          <AdminPreviewPage tool="chatforge" />
        </Route>
        <Route path="/admin/preview/chronoforge">
          <AdminPreviewPage tool="chronoforge" />
        </Route>
        <Route path="/admin/preview/mailforge-v3">
          <AdminPreviewPage tool="mailforge-v3" />
        </Route>
        <Route path="/preview/:slug" component={FeaturePreviewPage} />
        <Route path="/community-gallery-preview" component={CommunityGalleryPreviewPage} />
        <Route path="/private-dev/original-home" component={OriginalHomePage} />
        <Route component={NotFoundPage} />
      </Switch>
    </Suspense>
  );
}

/** The whole browser app. It uses the router in context: the browser location unless a test
 * wraps it in `<Router hook={…}>`. */
export function App() {
  return (
    <QueryClientProvider client={queryClient}>
      <AppRoutes />
      <Toaster />
    </QueryClientProvider>
  );
}
