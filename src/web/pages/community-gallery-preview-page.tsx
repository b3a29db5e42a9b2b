import { useTranslation } from 'react-i18next';
import { ContentPage } from '#web/components/layout/page-layout.tsx';
import { AdminGuard } from '#web/features/admin/admin-guard.tsx';

export default function CommunityGalleryPreviewPage() {
  const { t } = useTranslation();
  return (
    <AdminGuard>
      <ContentPage title={t('pages.communityGallery.title')} />
    </AdminGuard>
  );
}
