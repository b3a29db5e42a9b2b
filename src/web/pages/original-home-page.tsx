import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadBoundary, lazyPart } from '#web/components/lazy-part.tsx';
import { ModuleGuard } from '#web/features/admin/module-guard.tsx';
import { BackToAdminButton } from '#web/features/previews/back-to-admin.tsx';
import { NoticeStrip } from '#web/layout/notice-strip.tsx';
import NotFoundPage from './not-found-page.tsx';

// Imported as the router imports it: a static import here would make the bundler give the home
// page's chunk a second, empty entry file, one more request on every first visit.
const HomePage = lazyPart(() => import('./home-page.tsx'));

/** The notice above the home page's own banner: which page this is, and the way back. */
function OriginalHomeNotice() {
  const { t } = useTranslation();
  return (
    <NoticeStrip label={t('pages.originalHome.title')} look="page">
      <p className="text-parchment-100 text-sm">
        <strong className="text-gold-200">{t('pages.originalHome.title')}</strong>{' '}
        {t('pages.originalHome.text')}
      </p>
      <BackToAdminButton />
    </NoticeStrip>
  );
}

/**
 * `/private-dev/original-home`: the main mail tool as it first shipped, which is the home page
 * itself, for the admin only (a private development page, no module).
 */
export default function OriginalHomePage() {
  return (
    <ModuleGuard slug={null} fallback={<NotFoundPage />}>
      {() => (
        <LoadBoundary>
          <Suspense fallback={null}>
            <HomePage notice={<OriginalHomeNotice />} />
          </Suspense>
        </LoadBoundary>
      )}
    </ModuleGuard>
  );
}
