import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'wouter';
import { ContentPage } from '#web/components/layout/page-layout.tsx';
import { Button } from '#web/components/ui/button.tsx';
import { AdminGuard } from '#web/features/admin/admin-guard.tsx';
import { isPreviewSlug } from '#web/features/previews/preview-tools.ts';

function FeaturePreview() {
  const { t } = useTranslation();
  const { slug = '' } = useParams<{ slug: string }>();
  if (!isPreviewSlug(slug)) {
    return (
      <ContentPage title={t('pages.featurePreview.notFound')}>
        <p className="text-parchment-200">{t('pages.featurePreview.notFoundText', { slug })}</p>
        <Button asChild variant="outline" className="self-start">
          <Link href="/">
            <ArrowLeft aria-hidden="true" className="rtl:rotate-180" />
            {t('common.backHome')}
          </Link>
        </Button>
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
