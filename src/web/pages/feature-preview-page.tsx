import { useTranslation } from 'react-i18next';
import { useParams } from 'wouter';
import { BackLink } from '#web/components/back-link.tsx';
import { AdminGuard } from '#web/features/admin/admin-guard.tsx';
import { isPreviewSlug } from '#web/features/previews/preview-tools.ts';
import { ContentPage } from '#web/layout/page-layout.tsx';

function FeaturePreview() {
  const { t } = useTranslation();
  const { slug = '' } = useParams<{ slug: string }>();
  if (!isPreviewSlug(slug)) {
    return (
      <ContentPage title={t('pages.featurePreview.notFound')}>
        <p className="text-parchment-200">{t('pages.featurePreview.notFoundText', { slug })}</p>
        <BackLink href="/">{t('common.backHome')}</BackLink>
      </ContentPage>
    );
  }
  return <ContentPage title={t('pages.featurePreview.title', { tool: t(`tools.${slug}`) })} />;
}

/** A protected route (spec section 2): only admins see previews, known or not. */
export default function FeaturePreviewPage() {
  return (
    <AdminGuard>
      <FeaturePreview />
    </AdminGuard>
  );
}
