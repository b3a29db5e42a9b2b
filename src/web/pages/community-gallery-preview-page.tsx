import { useTranslation } from 'react-i18next';
import { AdminGuard } from '#web/features/admin/admin-guard.tsx';
import { ContentPage } from '#web/layout/page-layout.tsx';

export default function CommunityGalleryPreviewPage() {
  const { t } = useTranslation();
  return (
    <AdminGuard>
      <ContentPage title={t('pages.communityGallery.title')} />
    </AdminGuard>
  );
}
